import Foundation

/// Findings recorded once so that only new ones are reported: the way to adopt hig-lint on an
/// existing app. Entries are keyed by rule, file, structural path and the finding's subject (what
/// it is about, not how its message words it), never by line, so they survive edits elsewhere in
/// the file and a reworded message. Baselines written before subjects (version 1, hig-lint 0.1.0)
/// are keyed by the message without its numbers; they are still honoured, and rewriting one writes
/// subjects.
public struct Baseline: Sendable {
    public struct Entry: Hashable, Comparable, Sendable {
        public var ruleID: String
        public var file: String
        public var path: String
        public var key: Key

        /// What tells the entry apart from others of its rule on its node.
        public enum Key: Hashable, Comparable, Sendable {
            /// The finding's subject (`Subject.text`), as hig-lint writes entries.
            case subject(String)
            /// The message with each number replaced by `#`, as version 1 baselines recorded it.
            case message(String)
        }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.ruleID, a.path) == (b.file, b.ruleID, b.path) ? a.key < b.key : (a.file, a.ruleID, a.path) < (b.file, b.ruleID, b.path)
        }
    }

    /// How many findings each entry stands for.
    public private(set) var counts: [Entry: Int]
    /// Where each entry was written, for pointing at stale ones.
    var anchors: [Entry: SourceAnchor] = [:]

    /// The baseline of a run's findings; `file` names each finding's file as reports show it.
    public init(findings: [Finding], file: (String) -> String) {
        counts = [:]
        for finding in findings { counts[Self.entry(for: finding, file: file), default: 0] += 1 }
    }

    static func entry(for finding: Finding, file: (String) -> String) -> Entry {
        Entry(ruleID: finding.ruleID, file: file(finding.anchor.file), path: finding.anchor.path, key: .subject(finding.subject.text))
    }

    /// Splits findings into those the baseline does not cover and the entries no finding matched.
    /// A finding no subject entry covers may be covered by a version 1 entry for its message.
    public func apply(to findings: [Finding], file: (String) -> String) -> (new: [Finding], stale: [(Entry, SourceAnchor?)]) {
        var remaining = counts
        var fresh: [Finding] = []
        let hasMessageEntries = counts.keys.contains { if case .message = $0.key { true } else { false } }
        func take(_ entry: Entry) -> Bool {
            guard let left = remaining[entry], left > 0 else { return false }
            remaining[entry] = left - 1
            return true
        }
        for finding in findings {
            var entry = Self.entry(for: finding, file: file)
            if take(entry) { continue }
            entry.key = .message(finding.normalizedMessage)
            if hasMessageEntries && take(entry) { continue }
            fresh.append(finding)
        }
        let stale = remaining.filter { $0.value > 0 }.keys.sorted().map { ($0, anchors[$0]) }
        return (fresh, stale)
    }

    /// The file's text: sorted entries, stable across runs, so that it diffs well in review.
    public var text: String {
        let entries = counts.keys.sorted().map { entry -> JSONValue in
            var object: [String: JSONValue] = ["ruleId": .string(entry.ruleID), "file": .string(entry.file), "path": .string(entry.path)]
            switch entry.key {
            case .subject(let subject): object["subject"] = .string(subject)
            case .message(let message): object["message"] = .string(message)
            }
            if counts[entry]! > 1 { object["count"] = .integer(counts[entry]!) }
            return .object(object)
        }
        return JSONValue.object(["version": .integer(Self.version), "tool": .string("hig-lint"), "entries": .array(entries)]).text
    }

    /// The format hig-lint writes: 2, entries keyed by subject. Version 1 keyed them by message.
    static let version = 2

    /// Writes the baseline atomically: a crash or an interrupt leaves the old file or the new one.
    public func write(to path: String) throws(OutputFile.WriteError) {
        try OutputFile.write(Array(text.utf8), to: path)
    }

    /// Reads a baseline written by `write(to:)`, reporting any problem at its position.
    public static func load(contentsOf path: String) -> Result<Baseline, LoadFailure> {
        let bytes: [UInt8]
        do { bytes = try DescriptionLoader.readFile(path) } catch { return .failure(LoadFailure(errors: [error])) }
        return DescriptionLoader.decode(bytes: bytes, path: path, syntax: .json, shape: shape, xmlRoot: "baseline").flatMap { object, _ in
            var baseline = Baseline(findings: [], file: { $0 })
            var errors: [LoadError] = []
            for item in object.objects("entries") {
                let key: Entry.Key
                if let subject = item.string("subject") {
                    key = .subject(subject)
                } else if let message = item.string("message") {
                    key = .message(message)
                } else {
                    errors.append(LoadError(at: item.anchor, "a baseline entry needs 'subject' (or, as version 1 baselines have, 'message')"))
                    continue
                }
                let entry = Entry(ruleID: item.string("ruleId") ?? "", file: item.string("file") ?? "", path: item.string("path") ?? "", key: key)
                // Counts add up without overflowing: two entries of Int.max stand for "very many".
                let (sum, overflow) = baseline.counts[entry, default: 0].addingReportingOverflow(item.integer("count") ?? 1)
                baseline.counts[entry] = overflow ? Int.max : sum
                baseline.anchors[entry] = baseline.anchors[entry] ?? item.anchor
            }
            return errors.isEmpty ? .success(baseline) : .failure(LoadFailure(errors: errors))
        }
    }

    static let shape: Shape = Shape(
        name: "baseline", definition: "Baseline", summary: "Findings recorded by --write-baseline.",
        fields: [
            Field("version", .integer(minimum: 1, maximum: 2), required: true,
                  "The baseline format's version: 2, or 1 for a baseline written before subjects (hig-lint 0.1.0), which is still read."),
            Field("tool", .enumeration(values: ["hig-lint"]), required: true, "The tool that wrote it."),
            Field("entries", .list(.object { entryShape }, xmlElement: "entry"), required: true, "The recorded findings."),
        ])

    static let entryShape: Shape = Shape(
        name: "baseline entry", definition: "BaselineEntry", summary: "One recorded finding.",
        fields: [
            Field("ruleId", .string, required: true, "The rule's id."),
            Field("file", .string, required: true, "The file, relative to the base directory."),
            Field("path", .string, required: true, "The structural path of the node."),
            Field("subject", .string,
                  "What the finding is about besides its node, as name=value pairs joined by '; ' (such as item=Export); empty when the node says it all. Rewording a message keeps it."),
            Field("message", .string, "Instead of subject, in version 1 baselines: the message with each number replaced by #."),
            Field("count", .integer(minimum: 1, maximum: nil), "How many such findings there are (1 when absent)."),
        ],
        exclusive: [["subject", "message"]])
}

extension Finding {
    /// The message with its numbers taken out: how version 1 baselines keyed a finding, so that
    /// an entry survived a count changing.
    var normalizedMessage: String { message.numbersReplacedByHash }
}
