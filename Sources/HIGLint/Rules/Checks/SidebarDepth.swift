/// Finds sidebar items nested deeper than `maxDepth` levels (top-level items are level 1).
struct SidebarDepth: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let sidebar = description.sidebar else { return [] }
        let maxDepth = parameters["maxDepth"]
        var found: [Violation] = []
        func visit(_ items: ModelList<SidebarItem>, level: Int) {
            for item in items {
                if level > maxDepth {
                    // Only the first level too deep is reported; its descendants would repeat it.
                    found.append(Violation(at: item.anchors.object, .sidebarItemTooDeep(item: item.title, level: level, maxDepth: maxDepth)))
                } else {
                    visit(item.children, level: level + 1)
                }
            }
        }
        visit(sidebar.items, level: 1)
        // Rows that data nests to a depth no file states: for a person to check.
        if found.isEmpty, sidebar.treeFromData == true {
            found.append(Violation(at: sidebar.anchors["treeFromData"], .depthFromData(maxDepth: maxDepth), atMost: .info))
        }
        return found
    }
}

extension FindingMessage {
    fileprivate static func depthFromData(maxDepth: Int) -> FindingMessage {
        FindingMessage("sidebar rows come from data as a tree; check that it shows at most \(maxDepth) levels (needs review)")
    }

    fileprivate static func sidebarItemTooDeep(item: String, level: Int, maxDepth: Int) -> FindingMessage {
        FindingMessage("sidebar item \"\(item)\" sits at level \(level); show at most \(maxDepth) levels in a sidebar", subject: ["item": item])
    }
}
