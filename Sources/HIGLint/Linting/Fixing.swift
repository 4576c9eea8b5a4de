#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

extension FrontEnd {
    /// The concrete fix for each of `remedies` found in the file `file`, which holds `bytes`: nil
    /// when the format cannot write one of its changes, or the changes lie in more than one file.
    /// A change may lie in another file this front end reads (a tab bar item a UIKit controller
    /// sets in its own file), whose bytes `read` gives, or nil when they are not at hand. The
    /// fixes in each file are made in one batch (`edits(forEach:in:path:)`).
    func fixes(for remedies: [Remedy], file: String, bytes: [UInt8], read: (String) -> [UInt8]?) -> [Fix?] {
        var byTarget: [String: [Int]] = [:]
        for (index, remedy) in remedies.enumerated() {
            guard let target = remedy.changes.first?.anchor.file, remedy.changes.allSatisfy({ $0.anchor.file == target }),
                  target == file || claims(target) else { continue }
            byTarget[target, default: []].append(index)
        }
        var fixes = [Fix?](repeating: nil, count: remedies.count)
        for (target, indices) in byTarget {
            guard let text = target == file ? bytes : read(target) else { continue }
            let made = edits(forEach: indices.map { remedies[$0].changes }, in: text, path: target)
            for (index, edits) in zip(indices, made) { fixes[index] = edits.flatMap { Fix(remedies[index], edits: $0) } }
        }
        return fixes
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

extension Fix {
    /// The fix of `remedy` whose changes make `made`; nil when they make none, or overlap.
    fileprivate init?(_ remedy: Remedy, edits made: [TextEdit]) {
        // Rows a loop repeats share one place in the code: one edit serves them all.
        var seen = Set<TextEdit>()
        var edits = made.filter { seen.insert($0).inserted }
        edits.sort { $0.start < $1.start }
        guard !edits.isEmpty, !TextEdit.overlap(edits) else { return nil }
        self.init(title: remedy.title, edits: edits)
        isUnsafe = remedy.isUnsafe
    }
}

extension TextEdit {
    /// Whether any two of `edits`, sorted by start, touch the same text.
    static func overlap(_ edits: [TextEdit]) -> Bool {
        zip(edits, edits.dropFirst()).contains { $0.end > $1.start || ($0.start == $1.start && $0.end == $1.end) }
    }

    /// `bytes` with `edits` (in one file, not overlapping) made, in one pass; nil when an edit
    /// names a place the bytes do not have.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8]? {
        let index = PositionIndex(bytes: bytes)
        var ranges: [(Range<Int>, String)] = []
        ranges.reserveCapacity(edits.count)
        for edit in edits {
            guard let start = index.offset(of: edit.start), let end = index.offset(of: edit.end), start <= end else { return nil }
            ranges.append((start..<end, edit.replacement))
        }
        // An insertion before a replacement that starts where it is.
        ranges.sort { ($0.0.lowerBound, $0.0.upperBound) < ($1.0.lowerBound, $1.0.upperBound) }
        guard !zip(ranges, ranges.dropFirst()).contains(where: { $0.0.upperBound > $1.0.lowerBound }) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var at = 0
        for (range, replacement) in ranges {
            out += bytes[at..<range.lowerBound]
            out += replacement.utf8
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
    /// The run as linted before any fix: what the files on disk hold until the fixes are written.
    public var initial: LintResult
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
    /// Nothing is written. With `keepingDescriptions`, each result keeps what its files loaded.
    public func fix(paths: [String], jobs: Int = 1, rounds: Int = 4, unsafe: Bool = false,
                    fixes: (String) -> Bool = { _ in true }, keepingDescriptions: Bool = false) -> FixOutcome {
        var contents: [String: [UInt8]] = [:]
        var original: [String: [UInt8]] = [:]
        let initial = lint(paths: paths, jobs: jobs, keepingDescriptions: keepingDescriptions)
        var outcome = FixOutcome(result: initial, initial: initial)
        var refusedKeys = Set<Finding>()
        for _ in 0..<rounds {
            var byFile: [String: [Finding]] = [:]
            for finding in outcome.result.findings where !refusedKeys.contains(finding) {
                guard let fix = finding.fix, unsafe || !fix.isUnsafe, let file = fix.edits.first?.file, fix.edits.allSatisfy({ $0.file == file }) else { continue }
                byFile[file, default: []].append(finding)
            }
            var madeAny = false
            for file in outcome.result.files where byFile[file] != nil && fixes(file) {
                guard let bytes = try? contents[file] ?? DescriptionLoader.readFile(file, maximumSize: maximumFileSize) else { continue }
                var made = MadeFixes(file: file, bytes: bytes, frontEnd: frontEnds.reading(file), options: options(for: file))
                made.make(Self.apart(byFile[file]!))
                outcome.refused += made.refused
                refusedKeys.formUnion(made.refused.map(\.finding))
                guard !made.accepted.isEmpty else { continue }
                if original[file] == nil { original[file] = bytes }
                contents[file] = made.current
                outcome.fixed += made.accepted
                madeAny = true
            }
            guard madeAny else { break }
            outcome.result = lint(paths: paths, jobs: jobs, contents: contents, keepingDescriptions: keepingDescriptions)
        }
        outcome.changed = outcome.result.files.compactMap { file in
            guard let before = original[file], let after = contents[file], before != after else { return nil }
            return (file, before, after)
        }
        return outcome
    }

    /// The findings among `findings` (of one file) whose edits overlap none made before them,
    /// in their order: the others wait for the next round. One sort, one pass.
    static func apart(_ findings: [Finding]) -> [Finding] {
        let edits = findings.indices.flatMap { index in findings[index].fix!.edits.map { (index, $0) } }
            .sorted { ($0.1.start, $0.1.end) < ($1.1.start, $1.1.end) }
        var waiting = Set<Int>()
        var previous: TextEdit?, reach = SourcePosition(line: 1, column: 1)
        for (index, edit) in edits where !waiting.contains(index) {
            // Within the text of an edit kept, or at the same place as the last (two insertions there), it waits.
            if let previous, edit.start < reach || (edit.start == previous.start && edit.end == previous.end) {
                waiting.insert(index)
            } else {
                previous = edit
                reach = max(reach, edit.end)
            }
        }
        return findings.indices.filter { !waiting.contains($0) }.map { findings[$0] }
    }
}

/// The fixes of one file made in memory in a round: all at once, and when the file would then
/// no longer load, in halves, down to the fixes that break it, which are refused. A file whose
/// fixes all hold is loaded once, however many it has.
private struct MadeFixes {
    let file: String
    let bytes: [UInt8]
    let frontEnd: any FrontEnd
    let options: LoadOptions
    var accepted: [Finding] = []
    var refused: [(finding: Finding, error: LoadError)] = []
    var edits: [TextEdit] = []
    var current: [UInt8]

    init(file: String, bytes: [UInt8], frontEnd: any FrontEnd, options: LoadOptions) {
        (self.file, self.bytes, self.frontEnd, self.options, current) = (file, bytes, frontEnd, options, bytes)
    }

    mutating func make(_ findings: ArraySlice<Finding>) {
        guard !findings.isEmpty else { return }
        let candidate = (edits + findings.flatMap { $0.fix!.edits }).sorted { $0.start < $1.start }
        guard let changed = TextEdit.apply(candidate, to: bytes) else {
            if findings.count > 1 { split(findings) }
            return
        }
        if case .failure(let failure) = frontEnd.load(bytes: changed, path: file, options: options) {
            guard findings.count == 1, let finding = findings.first else { return split(findings) }
            refused.append((finding, failure.errors.first ?? LoadError(file: file, position: finding.anchor.start, message: "the file would no longer load")))
            return
        }
        accepted += findings
        edits = candidate
        current = changed
    }

    mutating func make(_ findings: [Finding]) { make(findings[...]) }

    private mutating func split(_ findings: ArraySlice<Finding>) {
        let middle = findings.startIndex + findings.count / 2
        make(findings[..<middle])
        make(findings[middle...])
    }
}

extension FixOutcome {
    /// Writes each changed file atomically, only when it still holds the bytes that were read:
    /// the outcome as written (without the changes and fixes of a file that could not be), and
    /// the files that could not be, with why.
    public func write() -> (written: FixOutcome, failures: [(file: String, error: OutputFile.WriteError)]) {
        var failures: [(file: String, error: OutputFile.WriteError)] = []
        for change in changed {
            do throws(OutputFile.WriteError) {
                try OutputFile.replace(change.file, holding: change.before, with: change.after)
            } catch {
                failures.append((change.file, error))
            }
        }
        let unwritten = Set(failures.map(\.file))
        var written = self
        written.changed.removeAll { unwritten.contains($0.file) }
        written.fixed.removeAll { unwritten.contains($0.fix?.edits.first?.file ?? "") }
        return (written, failures)
    }

    /// The changes as one unified diff, each file named as `path` gives it.
    public func diff(path: (String) -> String) -> [UInt8] {
        changed.flatMap { UnifiedDiff.bytes(from: $0.before, to: $0.after, path: path($0.file)) }
    }

    /// The files with a fix among the findings that remain that `--fix` may not change, by
    /// path, with why (`FixTargets.whyNotChange`).
    public var notChangeable: [(file: String, reason: String)] {
        Set(result.findings.compactMap { $0.fix?.edits.first?.file }).sorted().compactMap { file in
            FixTargets.whyNotChange(file).map { (file, $0) }
        }
    }
}

/// Which files `--fix` may change.
public enum FixTargets {
    /// Whether `--fix` may change the file (see `whyNotChange`).
    public static func mayChange(_ path: String) -> Bool { whyNotChange(path) == nil }

    /// Why `--fix` may not change the file, or nil when it may. Not a symbolic link, nor one
    /// reached through a link to a place outside the working directory (a checkout could link
    /// `App.hig.json` anywhere): each folder a relative path names on the way is looked at
    /// itself (`lstat`), so that `../elsewhere/App.hig.json` is fixed as its absolute path is; an
    /// absolute path is the caller's own. Not a file this user may not write (as root, one with
    /// no write permission at all, such as mode 0444): renaming over it would replace it anyway.
    public static func whyNotChange(_ path: String) -> String? {
        let linked = "it is a symbolic link, or reached through one outside the working directory"
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return linked }
        let writable = geteuid() == 0 ? status.st_mode & 0o222 != 0 : faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) == 0
        guard writable else { return "it is read-only" }
        guard !path.hasPrefix("/") else { return nil }
        var folder = ""
        for part in path.split(separator: "/").dropLast() {
            folder += (folder.isEmpty ? "" : "/") + part
            guard lstat(folder, &status) == 0 else { return linked }
            if status.st_mode & S_IFMT == S_IFLNK && !leadsInside(folder) { return linked }
        }
        return nil
    }

    /// Whether the link `folder` leads inside the working directory.
    private static func leadsInside(_ folder: String) -> Bool {
        guard let real = realpath(folder, nil), let base = realpath(FileManager.default.currentDirectoryPath, nil) else { return false }
        defer { free(real); free(base) }
        return String(cString: real).hasPrefix(String(cString: base) + "/")
    }
}
