extension FrontEnd {
    /// The concrete fix for a remedy found in the file `file`, which holds `bytes`: nil when the
    /// format cannot write one of its changes, or the changes lie in more than one file. A change
    /// may lie in another file this front end reads (a tab bar item a UIKit controller sets in
    /// its own file), whose bytes `read` gives, or nil when they are not at hand.
    func fix(for remedy: Remedy, file: String, bytes: [UInt8], read: (String) -> [UInt8]?) -> Fix? {
        guard let target = remedy.changes.first?.anchor.file, remedy.changes.allSatisfy({ $0.anchor.file == target }),
              target == file || claims(target), let text = target == file ? bytes : read(target) else { return nil }
        guard let made = self.edits(for: remedy.changes, in: text, path: target) else { return nil }
        // Rows a loop repeats share one place in the code: one edit serves them all.
        var seen: Set<TextEdit> = []
        var edits = made.filter { seen.insert($0).inserted }
        edits.sort { $0.start < $1.start }
        guard !edits.isEmpty, !TextEdit.overlap(edits) else { return nil }
        var fix = Fix(title: remedy.title, edits: edits)
        fix.isUnsafe = remedy.isUnsafe
        return fix
    }
}

extension Array where Element == ModelChange {
    /// The edits `edit` makes for each change, in turn; nil when it can make none for one of them.
    public func edits(_ edit: (ModelChange) -> [TextEdit]?) -> [TextEdit]? {
        var all: [TextEdit] = []
        for change in self {
            guard let made = edit(change) else { return nil }
            all += made
        }
        return all
    }
}

extension TextEdit {
    /// Whether any two of `edits`, sorted by start, touch the same text.
    static func overlap(_ edits: [TextEdit]) -> Bool {
        zip(edits, edits.dropFirst()).contains { $0.end > $1.start || ($0.start == $1.start && $0.end == $1.end) }
    }

    /// `bytes` with `edits` (in one file, not overlapping) made; nil when an edit names a place
    /// the bytes do not have.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8]? {
        var text = EditableText(bytes: bytes, path: "")
        var ranges: [(Range<Int>, String)] = []
        for edit in edits {
            guard let start = text.offset(of: edit.start), let end = text.offset(of: edit.end), start <= end else { return nil }
            ranges.append((start..<end, edit.replacement))
        }
        ranges.sort { $0.0.lowerBound < $1.0.lowerBound }
        guard !zip(ranges, ranges.dropFirst()).contains(where: { $0.0.upperBound > $1.0.lowerBound }) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var at = 0
        for (range, replacement) in ranges {
            out += bytes[at..<range.lowerBound]
            out += Array(replacement.utf8)
            at = range.upperBound
        }
        return out + bytes[at...]
    }
}

/// What `--fix` did to a run: the files' new bytes, the findings whose fixes were made, the
/// fixes refused, and the run linted again after them.
public struct FixOutcome: Sendable {
    /// The bytes each changed file held before and holds after, by path, in the run's file order.
    public var changed: [(file: String, before: [UInt8], after: [UInt8])] = []
    /// The findings whose fixes were made.
    public var fixed: [Finding] = []
    /// Fixes not made because the file would no longer load, with the load error.
    public var refused: [(finding: Finding, error: LoadError)] = []
    /// The run linted again with every fix made: what remains.
    public var result: LintResult
    /// The remaining findings whose fixes are unsafe and were not asked for.
    public var unsafeLeft: Int {
        result.findings.count { $0.fix?.isUnsafe == true }
    }
}

extension Linter {
    /// Makes the fixes of the findings in `paths` in memory and lints again, up to `rounds` times:
    /// each round makes every fix that overlaps no other in its file, so that fixes which touch
    /// the same text are made one after another, each against the text the last one left. A fix
    /// after which its file would no longer load is not made. `fixes` says which files may change
    /// (not one reached through a symbolic link, say); unsafe fixes are made only with `unsafe`.
    /// Nothing is written.
    public func fix(paths: [String], jobs: Int = 1, rounds: Int = 4, unsafe: Bool = false,
                    fixes: (String) -> Bool = { _ in true }) -> FixOutcome {
        var contents: [String: [UInt8]] = [:]
        var original: [String: [UInt8]] = [:]
        var outcome = FixOutcome(result: lint(paths: paths, jobs: jobs))
        var refusedKeys = Set<Finding>()
        for _ in 0..<rounds {
            var byFile: [String: [Finding]] = [:]
            for finding in outcome.result.findings where !refusedKeys.contains(finding) {
                guard let fix = finding.fix, unsafe || !fix.isUnsafe, let file = fix.edits.first?.file, fix.edits.allSatisfy({ $0.file == file }), fixes(file) else { continue }
                byFile[file, default: []].append(finding)
            }
            var madeAny = false
            for file in outcome.result.files where byFile[file] != nil {
                guard let bytes = try? contents[file] ?? DescriptionLoader.readFile(file, maximumSize: maximumFileSize) else { continue }
                let frontEnd = frontEnds.reading(file)
                var accepted: [Finding] = []
                var edits: [TextEdit] = []
                var current = bytes
                for finding in byFile[file]! {
                    let candidate = (edits + finding.fix!.edits).sorted { $0.start < $1.start }
                    guard !TextEdit.overlap(candidate), let changed = TextEdit.apply(candidate, to: bytes) else { continue }
                    if case .failure(let failure) = frontEnd.load(bytes: changed, path: file, options: options(for: file)) {
                        refusedKeys.insert(finding)
                        outcome.refused.append((finding, failure.errors.first ?? LoadError(file: file, position: finding.anchor.start, message: "the file would no longer load")))
                        continue
                    }
                    accepted.append(finding)
                    edits = candidate
                    current = changed
                }
                guard !accepted.isEmpty else { continue }
                if original[file] == nil { original[file] = bytes }
                contents[file] = current
                outcome.fixed += accepted
                madeAny = true
            }
            guard madeAny else { break }
            outcome.result = lint(paths: paths, jobs: jobs, contents: contents)
        }
        outcome.changed = outcome.result.files.compactMap { file in
            guard let before = original[file], let after = contents[file], before != after else { return nil }
            return (file, before, after)
        }
        return outcome
    }
}
