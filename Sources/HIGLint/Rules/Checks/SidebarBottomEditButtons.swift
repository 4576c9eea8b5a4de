/// Finds add, remove, edit and info buttons along the bottom edge of a sidebar. Such buttons are
/// themselves what makes a sidebar editable, so the description need not also say `editable`;
/// only a sidebar stated as not editable is left alone.
struct SidebarBottomEditButtons: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let sidebar = description.sidebar, sidebar.editable != false, let bar = sidebar.bottomBar else { return [] }
        return bar.items.compactMap { item in
            switch item.action {
            case .add?:
                Violation(at: item.anchors.object, .addButtonAlongBottomEdge(button: item.displayName))
            case let action? where [.remove, .edit, .info].contains(action):
                Violation(at: item.anchors.object, .editButtonAlongBottomEdge(action: action, button: item.displayName))
            default:
                nil
            }
        }
    }
}

extension FindingMessage {
    fileprivate static func addButtonAlongBottomEdge(button: String) -> FindingMessage {
        FindingMessage("editable sidebar has an add button (\"\(button)\") along its bottom edge; put Add (+) beside a group's label instead",
                       subject: ["action": BottomBarItem.Action.add.rawValue, "button": button])
    }

    fileprivate static func editButtonAlongBottomEdge(action: BottomBarItem.Action, button: String) -> FindingMessage {
        FindingMessage("editable sidebar has \(action == .info ? "an" : "a") \(action.rawValue) button (\"\(button)\") along its bottom edge; offer it in a context menu and a menu-bar menu instead",
                       subject: ["action": action.rawValue, "button": button])
    }
}
