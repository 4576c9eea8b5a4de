/// Finds sidebars where `fixedPercentLimit` or more of the icons (half, by default) have a fixed colour.
struct SidebarFixedIconColors: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        // A share of rows only part of which are known says nothing about the whole.
        guard let sidebar = description.sidebar, sidebar.dynamicItems != true else { return [] }
        var icons = 0
        var fixed = 0
        func visit(_ items: [SidebarItem]) {
            for item in items {
                if item.hasIcon {
                    icons += 1
                    if item.iconColor?.isFixed == true { fixed += 1 }
                }
                visit(item.children)
            }
        }
        visit(sidebar.items)
        let limit = parameters["fixedPercentLimit"]
        // The guidance asks that most icons follow the accent colour: exactly half fixed is already too many.
        guard icons >= parameters["minimumIcons"], fixed * 100 >= limit * icons else { return [] }
        let percent = (fixed * 100 + icons / 2) / icons
        return [Violation(at: sidebar.anchors.object,
                          "\(fixed) of \(icons) sidebar icons (\(percent)%) have a fixed colour; let most icons follow the accent colour (fewer than \(limit)% fixed)")]
    }
}
