/// Finds prominent toolbar items beyond `maxProminent`, and a kept prominent item off the trailing side.
///
/// When there are too many, the ones kept as the primary actions are those already on the trailing
/// side (the later the better); every other prominent item is reported once, as one too many.
struct ProminentAction: Check {
    private struct Candidate {
        var order: Int
        var group: ToolbarGroup
        var position: Int
        var item: ToolbarItem

        var isTrailing: Bool {
            switch group.placement {
            case .trailing?: true
            case .bottom?: position == group.items.count - 1
            default: false
            }
        }
    }

    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let toolbar = description.toolbar else { return [] }
        let maxProminent = parameters["maxProminent"]
        var candidates: [Candidate] = []
        for group in toolbar.groups {
            // An item and its alternatives are one slot: a prominent Done in place of Edit is one action.
            for (position, slot) in group.items.enumerated() {
                guard let item = slot.style == .prominent ? slot : slot.alternatives.first(where: { $0.style == .prominent }) else { continue }
                candidates.append(Candidate(order: candidates.count, group: group, position: position, item: item))
            }
        }
        let kept = Set(candidates.sorted { ($0.isTrailing ? 1 : 0, $0.order) > ($1.isTrailing ? 1 : 0, $1.order) }
            .prefix(maxProminent).map(\.order))
        return candidates.compactMap { candidate in
            let item = candidate.item
            let anchor = item.anchors["style"]
            if !kept.contains(candidate.order) {
                return Violation(at: anchor, "toolbar has \(candidates.count) prominent items; make \"\(item.displayName)\" plain or bordered and keep at most \(maxProminent)",
                                 remedy: Remedy("Make \"\(item.displayName)\" plain", [ModelChange(at: anchor, field: "style", .replace(from: "prominent", to: "plain"))]))
            }
            switch candidate.group.placement {
            case .leading?, .center?:
                return Violation(at: anchor, "prominent toolbar item \"\(item.displayName)\" sits in the \(candidate.group.placement!.rawValue) group; put the primary action on the trailing side")
            case .bottom? where !candidate.isTrailing:
                return Violation(at: anchor, "prominent toolbar item \"\(item.displayName)\" is not at the trailing end of the bottom toolbar; put the primary action last")
            default:
                return nil
            }
        }
    }
}
