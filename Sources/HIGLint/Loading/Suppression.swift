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
    /// Interface Builder object ids it covers instead of a path (configuration only): findings on
    /// these objects or on anything inside them.
    public var objects: [String] = []
    /// The lines it covers in its own file, for formats whose suppressions are comments about
    /// lines (Swift source) rather than about an element and what lies inside it.
    public var lines: ClosedRange<Int>?
    /// Written in the configuration rather than in the file (SARIF's suppression kind "external").
    /// Whether it silences anything is judged over the whole run, not per description.
    public var isExternal = false
    /// A comment that looks like a suppression but is not one (`hig-lint-disable: id`,
    /// `higlint:disable id`): it silences nothing, and `unused-suppression` reports it.
    public var mistyped: String?

    /// A near miss, which names no rule and needs no reason, so that the bookkeeping of real
    /// suppressions passes over it.
    init(mistyped text: String, anchor: SourceAnchor, scope: String) {
        self.init(ruleIDs: [], reason: text, anchor: anchor, scope: scope)
        mistyped = text
    }

    public init(ruleIDs: [String], reason: String?, anchor: SourceAnchor, scope: String, objects: [String] = [],
                lines: ClosedRange<Int>? = nil, isExternal: Bool = false) {
        self.lines = lines
        self.ruleIDs = ruleIDs
        self.reason = reason
        self.anchor = anchor
        self.scope = scope
        self.objects = objects
        self.isExternal = isExternal
    }

    /// The reserved JSON key, and the word that starts an XML comment.
    public static let keyword = "hig-lint-disable"

    /// Whether it silences a finding; `enclosingObjects` are the Interface Builder object ids the
    /// finding's element lies in, innermost first (empty for descriptions).
    public func covers(_ finding: Finding, enclosingObjects: [String] = []) -> Bool {
        guard ruleIDs.contains(finding.ruleID) else { return false }
        if !objects.isEmpty { return enclosingObjects.contains(where: objects.contains) }
        if let lines { return finding.anchor.file == anchor.file && lines.contains(finding.anchor.start.line) }
        return finding.anchor.path == scope || finding.anchor.path.hasPrefix(scope == "/" ? "/" : scope + "/")
    }

    /// Whether a comment that is not a suppression was meant to be one: its leading words, letters
    /// only, start with "higlint", or come within two edits of "higlintdisable" (`hig-lint-disabel`).
    static func isNearMiss(_ text: String) -> Bool {
        let head = text.trimmingWhitespace().lowercased().prefix { $0.isLetter || "-_:. ".contains($0) }.filter(\.isLetter)
        return head.hasPrefix("higlint") || editDistance(String(head.prefix(14)), "higlintdisable") <= 2
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

/// The first of a list of suppressions that covers a finding (`firstIndex { $0.covers(…) }`),
/// found without trying them all: the suppressions that name the finding's rule and whose scope
/// is the finding's path or one of its ancestors are looked up by scope, and only the few scoped by
/// objects or lines are tried in turn. A large file with many suppressions and many findings
/// would otherwise try every suppression for every finding.
struct SuppressionIndex {
    private let suppressions: [Suppression]
    /// By rule id, then by scope: the first suppression scoped by path that names the rule.
    private var byScope: [String: [String: Int]] = [:]
    /// By rule id: the suppressions scoped by objects or lines that name it, in order.
    private var others: [String: [Int]] = [:]

    init(_ suppressions: [Suppression]) {
        self.suppressions = suppressions
        for (index, suppression) in suppressions.enumerated() {
            for id in suppression.ruleIDs {
                if suppression.objects.isEmpty && suppression.lines == nil {
                    if byScope[id]?[suppression.scope] == nil { byScope[id, default: [:]][suppression.scope] = index }
                } else {
                    others[id, default: []].append(index)
                }
            }
        }
    }

    /// The index of the first suppression that covers `finding`.
    func first(covering finding: Finding, enclosingObjects: [String]) -> Int? {
        var first: Int?
        func consider(_ index: Int?) {
            if let index, first.map({ index < $0 }) ?? true { first = index }
        }
        if let scopes = byScope[finding.ruleID] {
            // A scope covers its own path and every path below it (`covers`): the path itself, and
            // each of its prefixes that a "/" follows (the empty one too, which covers as "/" does).
            let path = finding.anchor.path
            consider(scopes[path])
            for index in path.utf8.indices where path.utf8[index] == UInt8(ascii: "/") { consider(scopes[String(path[..<index])]) }
            if path.hasPrefix("/") { consider(scopes["/"]) }
        }
        consider(others[finding.ruleID]?.first { suppressions[$0].covers(finding, enclosingObjects: enclosingObjects) })
        return first
    }
}
