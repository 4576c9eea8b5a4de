import Foundation
import HIGLint

/// What `--fix` says and writes: the fixes made (or, with `--diff`, the diff of them), the fixes
/// refused, and the counts.
struct FixReport {
    let outcome: FixOutcome
    let diff: Bool
    let quiet: Bool
    let display: (String) -> String

    /// Writes the changed files (or prints their diff), and lists the fixes written: the outcome
    /// as written, without the changes and fixes of a file that could not be (which is an error).
    func finish() throws -> FixOutcome {
        for (finding, error) in outcome.refused {
            var error = error
            error.file = display(error.file)
            printError("\(display(finding.anchor.file)):\(finding.anchor.start): warning: not fixed [\(finding.ruleID)]: \(finding.fix?.title ?? ""): "
                       + "the file would no longer load (\(error.description))")
        }
        outcome.notChangeable.map { "hig-lint: warning: not fixing \(display($0.file)): \($0.reason)" }.forEach(printError)
        if diff {
            try printOutput(outcome.diff(path: Self.diffPath))
            return outcome
        }
        let (written, failures) = outcome.write()
        for failure in failures {
            let message = failure.error.description == OutputFile.changed.description ? failure.error.description : "cannot write the fixes: \(failure.error)"
            printError("\(display(failure.file)): error: \(message)")
        }
        if !quiet {
            for finding in written.fixed {
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

    /// The name a diff gives `file`: its path from the working directory when it lies there (the
    /// diff applies with `patch -p1` from it), else its absolute path.
    static func diffPath(_ file: String) -> String {
        let here = FileManager.default.currentDirectoryPath
        var parts: [Substring] = []
        for part in ((file.hasPrefix("/") ? "" : here + "/") + file).split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        let absolute = "/" + parts.joined(separator: "/")
        return absolute.hasPrefix(here + "/") ? String(absolute.dropFirst(here.count + 1)) : absolute
    }
}
