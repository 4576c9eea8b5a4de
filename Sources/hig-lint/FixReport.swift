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

    /// Writes the changed files (or prints their diff), and lists the fixes written: the outcome
    /// as written, without the changes and fixes of a file that could not be (which is an error).
    func finish() throws -> FixOutcome {
        for (finding, error) in outcome.refused {
            var error = error
            error.file = display(error.file)
            printError("\(display(finding.anchor.file)):\(finding.anchor.start): warning: not fixed [\(finding.ruleID)]: \(finding.fix?.title ?? ""): "
                       + "the file would no longer load (\(error.description))")
        }
        for file in Set(outcome.result.findings.compactMap { $0.fix?.edits.first?.file }).sorted() {
            if let reason = Self.whyNotChange(file) { printError("hig-lint: warning: not fixing \(display(file)): \(reason)") }
        }
        if diff {
            try printOutput(outcome.changed.flatMap { UnifiedDiff.bytes(from: $0.before, to: $0.after, path: Self.diffPath($0.file)) })
            return outcome
        }
        var unwritten = Set<String>()
        for change in outcome.changed {
            do throws(OutputFile.WriteError) {
                try OutputFile.replace(change.file, holding: change.before, with: change.after)
            } catch {
                let message = error.description == OutputFile.changed.description ? error.description : "cannot write the fixes: \(error)"
                printError("\(display(change.file)): error: \(message)")
                unwritten.insert(change.file)
            }
        }
        var written = outcome
        written.changed.removeAll { unwritten.contains($0.file) }
        written.fixed.removeAll { unwritten.contains($0.fix?.edits.first?.file ?? "") }
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

    /// Whether `--fix` may change the file (see `whyNotChange`).
    static func mayChange(_ path: String) -> Bool { whyNotChange(path) == nil }

    /// Why `--fix` may not change the file, or nil when it may. Not a symbolic link, nor one
    /// reached through a link to a place outside the working directory (a checkout could link
    /// `App.hig.json` anywhere): each folder a relative path names on the way is looked at
    /// itself (`lstat`), so that `../elsewhere/App.hig.json` is fixed as its absolute path is; an
    /// absolute path is the caller's own. Not a file this user may not write (as root, one with
    /// no write permission at all, such as mode 0444): renaming over it would replace it anyway.
    static func whyNotChange(_ path: String) -> String? {
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
