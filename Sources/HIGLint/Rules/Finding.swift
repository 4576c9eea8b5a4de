/// How serious a finding is; the order is info < warning < error.
public enum Severity: String, CaseIterable, Comparable, Sendable {
    case info, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A place where a check found a description at odds with the guidance, in the check's own words.
public struct Violation: Sendable, Hashable {
    public var anchor: SourceAnchor
    public var message: String
    /// The most severe the finding may be, when the input proves less than the rule asks about
    /// (a window title people may never see is at most info).
    public var atMost: Severity?

    public init(at anchor: SourceAnchor, _ message: String, atMost: Severity? = nil) {
        self.anchor = anchor
        self.message = message
        self.atMost = atMost
    }
}

/// A violation attributed to a rule: what a report shows.
public struct Finding: Sendable, Hashable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var anchor: SourceAnchor
    public var helpURI: String
    /// The inline suppression that silenced it, for findings reported as suppressed.
    public var suppression: Suppression?
    /// The mechanical change that resolves it, when there is one: text edits in its file.
    public var fix: Fix?

    public init(ruleID: String, severity: Severity, message: String, anchor: SourceAnchor, helpURI: String) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.anchor = anchor
        self.helpURI = helpURI
    }
}

/// A change to one file that resolves a finding, as text edits ready to apply.
public struct Fix: Sendable, Hashable {
    /// What the change does, in a few words ("Use the outline symbol `star`").
    public var title: String
    /// Edits to the finding's file; they do not overlap.
    public var edits: [TextEdit]

    public init(title: String, edits: [TextEdit]) {
        self.title = title
        self.edits = edits
    }
}

/// Replace the text from `start` up to (not including) `end` with `replacement`.
public struct TextEdit: Sendable, Hashable {
    public var file: String
    public var start: SourcePosition
    public var end: SourcePosition
    public var replacement: String

    public init(file: String, start: SourcePosition, end: SourcePosition, replacement: String) {
        self.file = file
        self.start = start
        self.end = end
        self.replacement = replacement
    }
}
