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
                return Violation(at: anchor, .tooManyProminent(item: item.displayName, count: candidates.count, maxProminent: maxProminent),
                                 remedy: Remedy("Make \"\(item.displayName)\" plain", [ModelChange(at: anchor, field: "style", .replace(from: "prominent", to: "plain"))]))
            }
            switch candidate.group.placement {
            case .leading?, .center?:
                // A prominent Cancel, Close or Back, by its role or its label: the side is right, the style is not.
                let roles = [item.role, item.label.flatMap { ToolbarItem.Role(rawValue: TitleNotAppName.normalized($0)) }]
                let dismisses = roles.contains(.cancel) || roles.contains(.close)
                if dismisses || roles.contains(.back) {
                    let message: FindingMessage = dismisses ? .prominentDismiss(item: item.displayName)
                        // Named by what it shows: an arrow of the app's own has no label, and its role is what the message says.
                        : .prominentBack(item: item.label ?? item.symbol ?? item.image ?? "Back", systemBack: !description.platforms.contains(.macOS))
                    return Violation(at: anchor, message,
                                     remedy: Remedy("Make \"\(item.displayName)\" plain", [ModelChange(at: anchor, field: "style", .replace(from: "prominent", to: "plain"))]))
                }
                var message = FindingMessage.prominentOffTrailingSide(item: item.displayName, group: candidate.group.placement!)
                // A label the code computes may be Cancel or Close: either way the item deviates, but the advice depends on the text.
                if item.label == nil, item.labelInCode == true {
                    message.text += "; if it dismisses the view (Cancel, Close), it stays there but drawn plain"
                }
                return Violation(at: anchor, message)
            case .bottom? where !candidate.isTrailing:
                return Violation(at: anchor, .prominentNotLastInBottomBar(item: item.displayName))
            default:
                return nil
            }
        }
    }
}

extension FindingMessage {
    fileprivate static func tooManyProminent(item: String, count: Int, maxProminent: Int) -> FindingMessage {
        FindingMessage("toolbar has \(count) prominent items; make \"\(item)\" plain or bordered and keep at most \(maxProminent)", subject: ["item": item])
    }

    fileprivate static func prominentOffTrailingSide(item: String, group: ToolbarGroup.Placement) -> FindingMessage {
        FindingMessage("prominent toolbar item \"\(item)\" sits in the \(group.rawValue) group; put the primary action on the trailing side",
                       subject: ["item": item, "group": group.rawValue])
    }

    fileprivate static func prominentDismiss(item: String) -> FindingMessage {
        FindingMessage("toolbar item \"\(item)\" dismisses the view but is drawn in the prominent style, which marks the primary action; make it plain",
                       subject: ["item": item])
    }

    /// `systemBack`: where the system draws a Back button of its own (a navigation bar), not in a Mac window's toolbar.
    fileprivate static func prominentBack(item: String, systemBack: Bool) -> FindingMessage {
        FindingMessage("toolbar item \"\(item)\" goes back but is drawn in the prominent style, which marks the primary action; make it plain\(systemBack ? ", or use the system's Back button" : "")",
                       subject: ["item": item])
    }

    fileprivate static func prominentNotLastInBottomBar(item: String) -> FindingMessage {
        FindingMessage("prominent toolbar item \"\(item)\" is not at the trailing end of the bottom toolbar; put the primary action last",
                       subject: ["item": item, "group": ToolbarGroup.Placement.bottom.rawValue])
    }
}
