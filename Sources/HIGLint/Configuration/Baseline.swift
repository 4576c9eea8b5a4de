import Foundation

/// Findings recorded once so that only new ones are reported: the way to adopt hig-lint on an
/// existing app. Entries are keyed by rule, file, structural path and the message without its
/// numbers, never by line, so they survive edits elsewhere in the file.
public struct Baseline: Sendable {
    public struct Entry: Hashable, Comparable, Sendable {
        public var ruleID: String
        public var file: String
        public var path: String
        public var message: String

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.ruleID, a.path, a.message) < (b.file, b.ruleID, b.path, b.message)
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
        Entry(ruleID: finding.ruleID, file: file(finding.anchor.file), path: finding.anchor.path, message: finding.normalizedMessage)
    }

    /// Splits findings into those the baseline does not cover and the entries no finding matched.
    public func apply(to findings: [Finding], file: (String) -> String) -> (new: [Finding], stale: [(Entry, SourceAnchor?)]) {
        var remaining = counts
        var fresh: [Finding] = []
        for finding in findings {
            let key = Self.entry(for: finding, file: file)
            if let left = remaining[key], left > 0 {
                remaining[key] = left - 1
            } else {
                fresh.append(finding)
            }
        }
        let stale = remaining.filter { $0.value > 0 }.keys.sorted().map { ($0, anchors[$0]) }
        return (fresh, stale)
    }

    /// The file's text: sorted entries, stable across runs, so that it diffs well in review.
    public var text: String {
        let entries = counts.keys.sorted().map { entry -> JSONValue in
            var object: [String: JSONValue] = ["ruleId": .string(entry.ruleID), "file": .string(entry.file),
                                               "path": .string(entry.path), "message": .string(entry.message)]
            if counts[entry]! > 1 { object["count"] = .integer(counts[entry]!) }
            return .object(object)
        }
        return JSONValue.object(["version": .integer(1), "tool": .string("hig-lint"), "entries": .array(entries)]).text
    }

    /// Writes the baseline atomically: a crash or an interrupt leaves the old file or the new one.
    public func write(to path: String) throws(OutputFile.WriteError) {
        try OutputFile.write(Array(text.utf8), to: path)
    }

    /// Reads a baseline written by `write(to:)`, reporting any problem at its position.
    public static func load(contentsOf path: String) -> Result<Baseline, LoadFailure> {
        let bytes: [UInt8]
        do { bytes = try DescriptionLoader.readFile(path) } catch { return .failure(LoadFailure(errors: [error])) }
        return DescriptionLoader.decode(bytes: bytes, path: path, syntax: .json, shape: shape, xmlRoot: "baseline").map { object, _ in
            var baseline = Baseline(findings: [], file: { $0 })
            for item in object.objects("entries") {
                let entry = Entry(ruleID: item.string("ruleId") ?? "", file: item.string("file") ?? "",
                                  path: item.string("path") ?? "", message: item.string("message") ?? "")
                // Counts add up without overflowing: two entries of Int.max stand for "very many".
                let (sum, overflow) = baseline.counts[entry, default: 0].addingReportingOverflow(item.integer("count") ?? 1)
                baseline.counts[entry] = overflow ? Int.max : sum
                baseline.anchors[entry] = baseline.anchors[entry] ?? item.anchor
            }
            return baseline
        }
    }

    static let shape: Shape = Shape(
        name: "baseline", definition: "Baseline", summary: "Findings recorded by --write-baseline.",
        fields: [
            Field("version", .integer(minimum: 1, maximum: 1), required: true, "The baseline format's version."),
            Field("tool", .enumeration(values: ["hig-lint"]), required: true, "The tool that wrote it."),
            Field("entries", .list(.object { entryShape }, xmlElement: "entry"), required: true, "The recorded findings."),
        ])

    static let entryShape: Shape = Shape(
        name: "baseline entry", definition: "BaselineEntry", summary: "One recorded finding.",
        fields: [
            Field("ruleId", .string, required: true, "The rule's id."),
            Field("file", .string, required: true, "The file, relative to the base directory."),
            Field("path", .string, required: true, "The structural path of the node."),
            Field("message", .string, required: true, "The message with each number replaced by #."),
            Field("count", .integer(minimum: 1, maximum: nil), "How many such findings there are (1 when absent)."),
        ])
}
