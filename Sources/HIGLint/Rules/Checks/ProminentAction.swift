/// Finds prominent toolbar items beyond `maxProminent`, and prominent items off the trailing side.
struct ProminentAction: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let toolbar = description.toolbar else { return [] }
        let maxProminent = parameters["maxProminent"]
        let prominent = toolbar.groups.flatMap { group in
            group.items.enumerated().filter { $0.element.style == .prominent }.map { (group, $0.offset, $0.element) }
        }
        var found: [Violation] = []
        for (index, (group, position, item)) in prominent.enumerated() {
            if index >= maxProminent {
                found.append(Violation(at: item.anchors["style"],
                                       "toolbar item \"\(item.displayName)\" is prominent action \(index + 1) of \(prominent.count); use at most \(maxProminent)"))
            }
            switch group.placement {
            case .leading?, .center?:
                found.append(Violation(at: item.anchors["style"],
                                       "prominent toolbar item \"\(item.displayName)\" sits in the \(group.placement!.rawValue) group; put the primary action on the trailing side"))
            case .bottom? where position != group.items.count - 1:
                found.append(Violation(at: item.anchors["style"],
                                       "prominent toolbar item \"\(item.displayName)\" is not at the trailing end of the bottom toolbar; put the primary action last"))
            default:
                break
            }
        }
        return found
    }
}
