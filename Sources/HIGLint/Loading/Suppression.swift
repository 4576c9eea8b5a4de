/// An inline suppression: rules silenced, with a reason, for one object or element and
/// everything inside it. JSON writes it as a reserved key on the object,
/// `"hig-lint-disable": {"rule-id": "reason"}`; XML as a comment before the element,
/// `<!-- hig-lint-disable rule-id, other-id: reason -->`.
public struct Suppression: Sendable, Hashable {
    public var ruleIDs: [String]
    public var reason: String?
    /// Where it is written (XML: the element it applies to).
    public var anchor: SourceAnchor
    /// The structural path of the object or element it covers; findings at that path or below it are silenced.
    public var scope: String

    /// The reserved JSON key, and the word that starts an XML comment.
    public static let keyword = "hig-lint-disable"

    public func covers(_ finding: Finding) -> Bool {
        ruleIDs.contains(finding.ruleID) && (finding.anchor.path == scope || finding.anchor.path.hasPrefix(scope == "/" ? "/" : scope + "/"))
    }

    /// Reads an XML comment's text: `hig-lint-disable id[, id…][: reason]`; nil for other comments.
    static func parseComment(_ text: String, anchor: SourceAnchor, scope: String) -> Suppression? {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.hasPrefix(keyword + " ") || trimmed == keyword else { return nil }
        let rest = trimmed.dropFirst(keyword.count)
        let parts = rest.split(separator: ":", maxSplits: 1)
        let ids = (parts.first.map(String.init) ?? "").split { $0 == "," || $0 == " " }.map(String.init)
        let reason = parts.count > 1 ? String(parts[1]).trimmingWhitespace() : nil
        return Suppression(ruleIDs: ids, reason: reason?.isEmpty == true ? nil : reason, anchor: anchor, scope: scope)
    }
}
