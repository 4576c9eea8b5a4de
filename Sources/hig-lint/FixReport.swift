#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import HIGLint

/// What `--fix` says and writes: the fixes made (or, with `--diff`, the diff of them), the fixes
/// refused, and the counts.
struct FixReport {
    let outcome: FixOutcome
    let diff: Bool
    let quiet: Bool
    let display: (String) -> String

    /// Writes the changed files (or prints their diff); false when a file could not be written.
    func finish() throws -> Bool {
        for (finding, error) in outcome.refused {
            var error = error
            error.file = display(error.file)
            printError("\(display(finding.anchor.file)):\(finding.anchor.start): warning: not fixed [\(finding.ruleID)]: \(finding.fix?.title ?? ""): "
                       + "the file would no longer load (\(error.description))")
        }
        let held = Set(outcome.result.findings.compactMap { $0.fix?.edits.first?.file }.filter { !Self.mayChange($0) })
        for file in held.sorted() {
            printError("hig-lint: warning: not fixing \(display(file)): it is a symbolic link, or reached through one outside the working directory")
        }
        if diff {
            try printOutput(outcome.changed.map { UnifiedDiff.text(from: $0.before, to: $0.after, path: display($0.file)) }.joined())
            return true
        }
        var written = true
        for change in outcome.changed {
            do throws(OutputFile.WriteError) {
                try OutputFile.write(change.after, to: change.file)
            } catch {
                printError("hig-lint: error: cannot write the fixes to \(display(change.file)): \(error)")
                written = false
            }
        }
        if !quiet {
            for finding in outcome.fixed {
                printError("\(display(finding.anchor.file)):\(finding.anchor.start): fixed [\(finding.ruleID)]: \(finding.fix?.title ?? "")")
            }
        }
        return written
    }

    /// "Found 5 findings (3 fixed, 2 remaining) in 2 files", as Ruff counts: the fixes made and
    /// what the files hold once they are made.
    static func summary(_ outcome: FixOutcome, diff: Bool) -> String {
        let found = outcome.fixed.count + outcome.result.findings.count
        let files = outcome.changed.count
        let where_ = " in \(files) file\(files == 1 ? "" : "s")"
        let unsafe = outcome.unsafeLeft == 0 ? ""
            : "; \(outcome.unsafeLeft) more \(outcome.unsafeLeft == 1 ? "has an unsafe fix" : "have unsafe fixes"), made with --unsafe-fixes"
        return (diff
            ? "Found \(found) finding\(found == 1 ? "" : "s"): \(outcome.fixed.count) would be fixed\(where_), \(outcome.result.findings.count) would remain"
            : "Found \(found) finding\(found == 1 ? "" : "s") (\(outcome.fixed.count) fixed\(where_), \(outcome.result.findings.count) remaining)") + unsafe
    }

    /// Whether `--fix` may change the file: not a symbolic link, and not reached through one to
    /// a place outside the working directory (a checkout could link `App.hig.json` anywhere).
    static func mayChange(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        guard !path.hasPrefix("/") else { return true }
        let here = FileManager.default.currentDirectoryPath
        guard let real = realpath(path, nil), let base = realpath(here, nil) else { return false }
        defer { free(real); free(base) }
        let resolved = String(cString: real), root = String(cString: base)
        return resolved.hasPrefix(root + "/")
    }
}
