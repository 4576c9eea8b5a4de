/// How serious a finding is; the order is info < warning < error.
public enum Severity: String, CaseIterable, Comparable, Sendable {
    case info, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    /// The severity's place in `allCases` (which builds an array at every use).
    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }
}

/// What a finding is about besides the node it is anchored to: the named values that tell two
/// findings of one rule on one node apart (an item's label, a field, a platform), never the
/// message's wording nor what it measures. Baselines and SARIF fingerprints key on it, so that a
/// reworded message, or a count that changed, is still the same finding. Empty when the node says
/// it all (`sidebar is not customizable`) and for a custom rule's findings (one per value it
/// selects). A front end's not-understood notes, worded where no named values reach, have their
/// words without numbers as subject unless the front end names one.
public struct Subject: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// The values as `name=value` pairs in the order the check names them, joined by `; `, with
    /// `\` and `;` in a value escaped so that two subjects never read alike; "" when empty.
    public let text: String

    public init() { text = "" }

    /// The subject a baseline or the result cache recorded as text.
    public init(text: String) { self.text = text }

    /// Named values; a nil value (a platform the check was not given) is left out.
    public init(dictionaryLiteral values: (String, String?)...) {
        var text = ""
        for case let (name, value?) in values {
            if !text.isEmpty { text += "; " }
            text += name + "="
            for character in value {
                if character == "\\" || character == ";" { text.append("\\") }
                text.append(character)
            }
        }
        self.text = text
    }
}

/// A finding's words and what it is about. Each check builds its messages in one place (a
/// `FindingMessage` factory beside the check) from named values: the words may change from one
/// release to the next, the subject may not.
public struct FindingMessage: Sendable, Hashable {
    public var text: String
    public var subject: Subject

    public init(_ text: String, subject: Subject = Subject()) {
        self.text = text
        self.subject = subject
    }
}

/// A place where a check found a description at odds with the guidance, in the check's own words.
public struct Violation: Sendable, Hashable {
    public var anchor: SourceAnchor
    public var message: String
    public var subject: Subject
    /// The most severe the finding may be, when the input proves less than the rule asks about
    /// (a window title people may never see is at most info).
    public var atMost: Severity?
    /// The change to the description that resolves it, when it is mechanical.
    public var remedy: Remedy?

    public init(at anchor: SourceAnchor, _ message: FindingMessage, atMost: Severity? = nil, remedy: Remedy? = nil) {
        self.anchor = anchor
        self.message = message.text
        self.subject = message.subject
        self.atMost = atMost
        self.remedy = remedy
    }

    /// A violation whose words are made where no named values reach (a front end's note): the
    /// node is its whole subject.
    public init(at anchor: SourceAnchor, _ message: String, atMost: Severity? = nil, remedy: Remedy? = nil) {
        self.init(at: anchor, FindingMessage(message), atMost: atMost, remedy: remedy)
    }
}

extension Violation {
    /// At most info, its reason after the message: the input does not show what the rule asks
    /// about, so a person judges it (axe-core's "incomplete"). A violation already under review
    /// keeps the reason it has.
    func needingReview(_ reason: String) -> Violation {
        var reviewed = self
        reviewed.atMost = .info
        if !message.contains("(needs review") { reviewed.message += " (needs review: \(reason))" }
        return reviewed
    }

    /// A front end's note with, when the front end named no subject, its words (numbers taken
    /// out) as the subject: notes are worded where no named values reach, and several often share
    /// a node (one method's unread bar items and title), which the node alone would not tell apart.
    var withWordsAsSubjectIfNone: Violation {
        guard subject.text.isEmpty else { return self }
        var note = self
        note.subject = ["note": message.numbersReplacedByHash]
        return note
    }
}

extension String {
    /// Each run of ASCII digits replaced by `#`, so that a count or a line number changing keeps the text.
    var numbersReplacedByHash: String {
        // ASCII text, the usual case, is read byte by byte; other text by character, so that a
        // digit a combining mark makes part of another character (a keycap, 1️⃣) stays as it is.
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            var out = ""
            var inNumber = false
            for character in self {
                if character.isASCII && character.isNumber {
                    if !inNumber { out.append("#") }
                    inNumber = true
                } else {
                    out.append(character)
                    inNumber = false
                }
            }
            return out
        }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count)
        var inNumber = false
        for byte in utf8 {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                if !inNumber { out.append(UInt8(ascii: "#")) }
                inNumber = true
            } else {
                out.append(byte)
                inNumber = false
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// A mechanical change to a description, in the model's terms: which values to replace and which
/// fields or objects to remove. The front end that read the file writes it in the file's format.
public struct Remedy: Sendable, Hashable {
    /// What the change does, in a few words ("Use the outline symbol \"star\"").
    public var title: String
    public var changes: [ModelChange]
    /// Whether the change may drop something the author meant (Ruff's "unsafe" fixes): the rule's
    /// `unsafeFix` says why, and `--fix` makes it only with `--unsafe-fixes`.
    public var isUnsafe = false

    public init(_ title: String, _ changes: [ModelChange]) {
        self.title = title
        self.changes = changes
    }
}

/// One change to one field or object of a description.
public struct ModelChange: Sendable, Hashable {
    public enum Action: Sendable, Hashable {
        /// Give the field the value `to` in place of `from`.
        case replace(from: String, to: String)
        /// Remove the field, or the whole object when the change names no field.
        case remove
    }

    /// Where the field's value stands (`anchors["symbol"]`), or the object (`anchors.object`).
    public var anchor: SourceAnchor
    /// The field's name in the description (`symbol`, `iconColor`); nil for a whole object.
    public var field: String?
    public var action: Action

    public init(at anchor: SourceAnchor, field: String?, _ action: Action) {
        self.anchor = anchor
        self.field = field
        self.action = action
    }
}

/// A violation attributed to a rule: what a report shows.
public struct Finding: Sendable, Hashable {
    /// The fields, in a box that copies share (see `ValueBox`): a run hands each finding from the
    /// rule to the file's result, the run's result, sorts and reports, and a copy of the fields
    /// themselves costs a reference count per string, where a copy of the box costs one.
    struct Values: Sendable {
        var ruleID: String
        var severity: Severity
        var message: String
        var subject: Subject
        var anchor: SourceAnchor
        var helpURI: String
        var suppression: Suppression?
        var fix: Fix?
        var remedy: Remedy?
        var platforms: [Platform] = []
        var relatedLocations: [RelatedLocation] = []
    }

    private var box: ValueBox<Values>

    public var ruleID: String { get { box.values.ruleID } set { box = box.with { $0.ruleID = newValue } } }
    public var severity: Severity { get { box.values.severity } set { box = box.with { $0.severity = newValue } } }
    public var message: String { get { box.values.message } set { box = box.with { $0.message = newValue } } }
    /// What it is about besides its node; see `Subject`.
    public var subject: Subject { get { box.values.subject } set { box = box.with { $0.subject = newValue } } }
    public var anchor: SourceAnchor { get { box.values.anchor } set { box = box.with { $0.anchor = newValue } } }
    public var helpURI: String { get { box.values.helpURI } set { box = box.with { $0.helpURI = newValue } } }
    /// The inline suppression that silenced it, for findings reported as suppressed.
    public var suppression: Suppression? { get { box.values.suppression } set { box = box.with { $0.suppression = newValue } } }
    /// The mechanical change that resolves it, when there is one: text edits in its file.
    public var fix: Fix? { get { box.values.fix } set { box = box.with { $0.fix = newValue } } }
    /// The change in the model's terms, which the file's front end turns into `fix`.
    public var remedy: Remedy? { get { box.values.remedy } set { box = box.with { $0.remedy = newValue } } }
    /// The platforms of the descriptions that found it (a Swift view is read once per platform);
    /// empty when they name none. A report that draws each platform pins the finding on its own.
    public var platforms: [Platform] { get { box.values.platforms } set { box = box.with { $0.platforms = newValue } } }
    /// Other places the finding concerns: for a finding in a reusable view, the views that use it.
    public var relatedLocations: [RelatedLocation] {
        get { box.values.relatedLocations }
        set { box = box.with { $0.relatedLocations = newValue } }
    }

    /// Reads the fields where they are stored, without copying them out of the box (a reporter's loop).
    func withFields<Result>(_ body: (borrowing Values) -> Result) -> Result { body(box.values) }

    public init(ruleID: String, severity: Severity, message: String, subject: Subject = Subject(), anchor: SourceAnchor, helpURI: String,
                remedy: Remedy? = nil) {
        box = ValueBox(Values(ruleID: ruleID, severity: severity, message: message, subject: subject, anchor: anchor, helpURI: helpURI, remedy: remedy))
    }

    // A finding is the same finding with or without its fix: a Swift view checked from two files
    // has a fix only in the file that declares it, and is reported once.
    public static func == (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.ruleID, lhs.severity, lhs.message, lhs.anchor, lhs.helpURI) == (rhs.ruleID, rhs.severity, rhs.message, rhs.anchor, rhs.helpURI)
            && lhs.suppression == rhs.suppression
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ruleID)
        hasher.combine(message)
        hasher.combine(anchor)
    }
}

/// Another place a finding concerns, and what it is there ("used by SettingsView"): SARIF's
/// `relatedLocations`.
public struct RelatedLocation: Sendable, Hashable {
    public var anchor: SourceAnchor
    public var message: String

    public init(at anchor: SourceAnchor, _ message: String) {
        self.anchor = anchor
        self.message = message
    }
}

/// A change to one file that resolves a finding, as text edits ready to apply.
public struct Fix: Sendable, Hashable {
    /// What the change does, in a few words ("Use the outline symbol `star`").
    public var title: String
    /// Edits to the finding's file; they do not overlap.
    public var edits: [TextEdit]
    /// Whether it may drop something the author meant; see `Remedy.isUnsafe`.
    public var isUnsafe = false

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
