/// Finds sidebars where `fixedPercentLimit` or more of the icons (half, by default) have a fixed colour.
struct SidebarFixedIconColors: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        // A share of rows only part of which are known says nothing about the whole.
        guard let sidebar = description.sidebar, sidebar.dynamicItems != true else { return [] }
        var icons = 0
        var fixed = 0
        var fixedItems: [FieldAnchors] = []
        func visit(_ items: ModelList<SidebarItem>) {
            for item in items {
                if item.hasIcon {
                    icons += 1
                    if item.iconColor?.isFixed == true {
                        fixed += 1
                        fixedItems.append(item.anchors)
                    }
                }
                visit(item.children)
            }
        }
        visit(sidebar.items)
        let limit = parameters["fixedPercentLimit"]
        // The guidance asks that most icons follow the accent colour: exactly half fixed is already too many.
        guard icons >= parameters["minimumIcons"], fixed * 100 >= limit * icons else { return [] }
        let percent = (fixed * 100 + icons / 2) / icons
        let places = fixedItems.map { $0["iconColor"] }
        // Rows that all take their colour from one line of code (a ForEach row's modifier, a
        // cell registration's tint) are fixed there: that is the line to report.
        let shared = places.allSatisfy { $0.file == places[0].file && $0.start == places[0].start }
        var seen = Set<SourceAnchor>()
        let changes = places.filter { seen.insert($0).inserted }.map { ModelChange(at: $0, field: "iconColor", .remove) }
        return [Violation(at: shared ? places[0] : sidebar.anchors.object, .fixedIconColors(fixed: fixed, icons: icons, percent: percent, limit: limit),
                          remedy: Remedy("Let the sidebar icons follow the accent colour", changes))]
    }
}

extension FindingMessage {
    /// One finding for the whole sidebar: it measures the icons, and names none.
    fileprivate static func fixedIconColors(fixed: Int, icons: Int, percent: Int, limit: Int) -> FindingMessage {
        FindingMessage("\(fixed) of \(icons) sidebar icons (\(percent)%) have a fixed colour; let most icons follow the accent colour (fewer than \(limit)% fixed)")
    }
}
