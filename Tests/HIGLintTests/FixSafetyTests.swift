import Foundation
import Testing
@testable import HIGLint

#if canImport(Glibc)
import Glibc
#endif

/// What `--fix`, `--fix --diff` and the reports of such a run promise, through the binary: fixes
/// that scale, a diff that `patch` applies, and files written only when it is safe to.
@Suite(.serialized) struct FixSafetyTests {
    let cli = CommandLineTests(bounds: .hostile)

    /// A tab bar with `count` filled tab symbols: as many findings, each with its own fix.
    static func tabs(_ count: Int) -> String {
        let rows = (0..<count).map { #"      { "title": "T\#($0)", "symbol": "house.fill" }"# }
        return "{\n  \"platforms\": [\"iOS\"],\n  \"tabBar\": {\n    \"tabs\": [\n" + rows.joined(separator: ",\n") + "\n    ]\n  }\n}\n"
    }

    /// A sidebar of `count` rows with a fixed icon colour: one finding, whose one (unsafe) fix
    /// changes every row.
    static func coloredSidebar(_ count: Int) -> String {
        let rows = (0..<count).map { ##"      { "title": "S\##($0)", "symbol": "folder", "iconColor": "#FA2D48" }"## }
        return "{\n  \"platforms\": [\"iPadOS\"],\n  \"sidebar\": {\n    \"items\": [\n" + rows.joined(separator: ",\n") + "\n    ]\n  }\n}\n"
    }

    func write(_ text: String, _ name: String, in directory: URL) throws {
        try text.write(to: directory.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }

    func contents(_ name: String, in directory: URL) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    // MARK: scale

    /// 8,000 fixes in one file took 92 s in a release build (each was checked against the whole
    /// file on its own, and each finding's fix indexed the file anew), and the diff of one fix
    /// over 20,000 rows needed about 25 GB; now each takes a few seconds in a debug build. The
    /// bounds are generous for debug and sanitizer builds.
    @Test func thousandsOfFixesInOneFileTakeSeconds() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bounded = CommandLineTests(bounds: .init(seconds: 120, megabytes: 1024))
        try write(Self.tabs(8000), "Tabs.hig.json", in: directory)
        let run = try bounded.run(["--no-config", "--fix", "Tabs.hig.json"], in: directory)
        #expect(run.status == 0)
        #expect(run.stderr.hasSuffix("hig-lint: Found 8001 findings (8000 fixed in 1 file, 1 remaining)\n"))
        #expect(try contents("Tabs.hig.json", in: directory) == Self.tabs(8000).replacingOccurrences(of: "house.fill", with: "house"))
        // The diff of one fix over 20,000 rows kept the whole search (about 25 GB) and aborted.
        try write(Self.coloredSidebar(20000), "Side.hig.json", in: directory)
        let diff = try bounded.run(["--no-config", "--quiet", "--fix", "--unsafe-fixes", "--diff", "Side.hig.json"], in: directory)
        #expect(diff.status == 0)
        #expect(diff.stdout.hasPrefix("--- a/Side.hig.json\n+++ b/Side.hig.json\n@@ -2,20006 +2,20006 @@\n"))
        #expect(diff.stdout.split(separator: "\n").count == 40_009)
    }

    // MARK: the diff

    /// Files whose diff the terminal escaping broke (a BOM, a ZWJ emoji, a right-to-left mark, a
    /// form feed), a name with a space, CR and CR LF line ends, a last line without an end, and a
    /// context line that GitHub would read as a workflow command: `patch -p1` makes from the
    /// diff the very bytes `--fix` writes.
    @Test func theDiffAppliesWithPatchToTheByte() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = [
            "Main Menu.hig.json": "\u{FEFF}{\n  \"platforms\": [\"iOS\"],\n  \"tabBar\": {\n    \"tabs\": [\n      { \"title\": \"Family \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} \u{200F}שלום\", \"symbol\": \"house.fill\" }\n    ]\n  }\n}",
            "cr.hig.json": Self.tabs(2).replacingOccurrences(of: "\n", with: "\r"),
            "crlf.hig.json": Self.tabs(2).replacingOccurrences(of: "\n", with: "\r\n"),
            "Root.swift": """
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                /*
                ::error::pwned
                  \u{0C}::warning::pwned
                */
                            Tab("Trips", systemImage: "suitcase.fill") {
                                Text("x")
                            }
                        }
                    }
                }

                """,
        ]
        for folder in ["original", "fixed", "patched"] {
            let url = directory.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, text) in files { try write(text, name, in: url) }
        }
        let run = try shell(#"""
            command -v patch >/dev/null || { echo "no patch"; exit 0; }
            set -- "Main Menu.hig.json" cr.hig.json crlf.hig.json Root.swift
            (cd original && "$HIG_LINT" --no-config --quiet --fix --diff "$@" >../out.diff; echo "diff $?")
            (cd patched && patch -s -p1 <../out.diff; echo "patch $?")
            (cd fixed && "$HIG_LINT" --no-config --quiet --fix "$@"; echo "fix $?")
            diff -r fixed patched && echo "the same bytes"
            """#, in: directory)
        if run.stdout == "no patch\n" {
            print("note: skipping the patch case: GNU patch is not installed")
            return
        }
        #expect(run.stdout == "diff 0\npatch 0\nfix 0\nthe same bytes\n", "\(run)")
        let diff = try Data(contentsOf: directory.appendingPathComponent("out.diff"))
        let lines = diff.split(omittingEmptySubsequences: false) { $0 == 0x0A || $0 == 0x0D }.map { String(decoding: $0, as: UTF8.self) }
        #expect(lines.contains("--- a/Main Menu.hig.json\t") && lines.contains("+++ b/Main Menu.hig.json\t"))
        #expect(lines.contains("-::error::pwned") && lines.contains("+::error::pwned"))
        #expect(lines.contains(#"\ No newline at end of file"#))
        // No line of it, split as GitHub's runner splits a log (at LF and at CR), is a command.
        #expect(!lines.contains { UnifiedDiff.startsWorkflowCommand(Array($0.utf8)[...]) })
    }

    /// A file outside the working directory is named by its absolute path, not `a//abs/path`.
    @Test func aFileOutsideTheWorkingDirectoryIsNamedByItsAbsolutePath() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let elsewhere = directory.appendingPathComponent("elsewhere"), here = directory.appendingPathComponent("here")
        for url in [elsewhere, here] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        try write(Self.tabs(1), "a.hig.json", in: elsewhere)
        let real = URL(fileURLWithPath: elsewhere.path).resolvingSymlinksInPath().path
        for named in ["../elsewhere/a.hig.json", elsewhere.path + "/a.hig.json"] {
            let run = try cli.run(["--no-config", "--quiet", "--fix", "--diff", named], in: here)
            #expect(run.status == 0)
            #expect(run.stdout.hasPrefix("--- \(real)/a.hig.json\n+++ \(real)/a.hig.json\n@@ -2,7 +2,7 @@\n"), "\(run)")
        }
    }

    // MARK: what the reports say

    /// `--fix --diff` writes nothing: its reports and exit status are those of the files as they
    /// are (the error is still there), not as the diff would leave them.
    @Test func theDiffsReportsDescribeTheFilesAsTheyAre() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try write(FixCommandTests.mail, "Mail.hig.json", in: directory)
        let run = try cli.run(["--no-config", "--quiet", "--fix", "--diff", "--report", "text=r.txt", "Mail.hig.json"], in: directory)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("--- a/Mail.hig.json\n"))
        #expect(try contents("r.txt", in: directory) == "Mail.hig.json:5:99: error: [*] toolbar has 2 prominent items; make \"Archive\" plain or bordered and keep at most 1 [toolbar-prominent-action]\n")
        #expect(try contents("Mail.hig.json", in: directory) == FixCommandTests.mail)
    }

    static let bigRemains = "big.hig.json:5:99: error: [*] toolbar has 2 prominent items; make \"Archive\" plain or bordered and keep at most 1 [toolbar-prominent-action]\n"

    /// A report or baseline path that names a file being linted (named, found in a folder, or
    /// another name of it) is refused before anything is written: it would replace the input.
    @Test func aReportOverAnInputIsRefused() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for name in ["a.hig.json", "b.hig.json", "sub/c.hig.json"] { try write(FixCommandTests.mail, name, in: directory) }
        link(directory.appendingPathComponent("b.hig.json").path, directory.appendingPathComponent("b-too.json").path)
        let cases: [([String], String)] = [
            (["-o", "a.hig.json", "a.hig.json"], "'a.hig.json' is a file being linted: a report written there would replace it"),
            (["--write-baseline", "a.hig.json", "b.hig.json", "a.hig.json"], "'a.hig.json' is a file being linted: the baseline written there would replace it"),
            (["--fix", "--report", "json=b.hig.json", "b.hig.json"], "'b.hig.json' is a file being linted: a report written there would replace it"),
            (["--report", "sarif=sub/c.hig.json", "sub"], "'sub/c.hig.json' is a file being linted: a report written there would replace it"),
            (["--report", "text=b-too.json", "b.hig.json"], "'b-too.json' is 'b.hig.json', a file being linted: a report written there would replace it"),
        ]
        for (arguments, message) in cases {
            let run = try cli.run(["--no-config"] + arguments, in: directory)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr == "hig-lint: error: \(message); give it a path of its own\nRun 'hig-lint --help' for usage.\n")
        }
        for name in ["a.hig.json", "b.hig.json", "sub/c.hig.json"] { #expect(try contents(name, in: directory) == FixCommandTests.mail) }
    }

    /// Two files, the second larger than `ulimit -f` (padded with spaces).
    func directoryWithALargeFix() throws -> URL {
        let directory = try cli.temporaryDirectory()
        try write(FixCommandTests.mail, "small.hig.json", in: directory)
        try write(FixCommandTests.mail + String(repeating: " ", count: 20_000) + "\n", "big.hig.json", in: directory)
        return directory
    }

    /// A fix or a report larger than `ulimit -f` killed the run with SIGXFSZ (exit 153) and left
    /// its hidden temporary file: now it is one line, exit 2, and nothing left behind.
    @Test func aWriteLargerThanTheFileSizeLimitIsAnError() throws {
        let directory = try directoryWithALargeFix()
        defer { try? FileManager.default.removeItem(at: directory) }
        try write(Self.tabs(300), "tabs.hig.json", in: directory)
        let run = try shell(#"""
            ulimit -f 8
            "$HIG_LINT" --no-config --quiet --report json=r.json tabs.hig.json; echo "report $?"
            "$HIG_LINT" --no-config --quiet --fix big.hig.json; echo "fix $?"
            ls -A
            """#, in: directory)
        #expect(run.stdout == "report 2\n" + Self.bigRemains + "fix 2\nbig.hig.json\nsmall.hig.json\ntabs.hig.json\n", "\(run)")
        #expect(run.stderr == """
            hig-lint: error: cannot write the json report to r.json: File too large
            big.hig.json: error: cannot write the fixes: File too large

            """)
        #expect(try contents("big.hig.json", in: directory).hasPrefix(FixCommandTests.mail))
    }

    /// A fix that could not be written is not listed as made, the reports are still written and
    /// say what the files on disk hold, and the run exits 2.
    @Test func aFixNotWrittenIsNotListedAndTheReportsAreStillWritten() throws {
        let directory = try directoryWithALargeFix()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try shell(#"""
            ulimit -f 8
            "$HIG_LINT" --no-config --fix --report text=r.txt --report json=r.json small.hig.json big.hig.json; echo "status $?"
            """#, in: directory)
        #expect(run.stdout == "status 2\n", "\(run)")
        #expect(run.stderr == """
            big.hig.json: error: cannot write the fixes: File too large
            small.hig.json:5:99: fixed [toolbar-prominent-action]: Make "Archive" plain
            hig-lint: Found 2 findings (1 fixed in 1 file, 1 remaining)

            """)
        #expect(try contents("r.txt", in: directory) == Self.bigRemains)
        #expect(try contents("r.json", in: directory).contains(#""ruleId" : "toolbar-prominent-action""#))
        #expect(try contents("small.hig.json", in: directory).contains(#""label": "Archive", "symbol": "archivebox", "style": "plain""#))
    }

    // MARK: what is written

    /// An editor's save while `--fix` runs (here while strace holds its write at the fsync of the
    /// staged file) is kept: the file is not written, the run says so and exits 2.
    @Test func aFileChangedWhileFixingIsNotWritten() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try write(FixCommandTests.mail, "Mail.hig.json", in: directory)
        let edited = FixCommandTests.mail.replacingOccurrences(of: "\"Archive\"", with: "\"Archive All\"")
        try write(edited, "edited", in: directory)
        let run = try shell(#"""
            trace=$(mktemp); trap 'rm -f "$trace"' EXIT
            command -v strace >/dev/null && strace -f -o "$trace" true 2>/dev/null || { echo "no strace"; exit 0; }
            strace -f -o "$trace" -e inject=fsync:delay_enter=2000000 "$HIG_LINT" --no-config --fix --report text=r.txt Mail.hig.json & tracer=$!
            for i in $(seq 200); do ls -A | grep -q 'hig-lint-' && break; sleep 0.05; done
            cp edited saved && mv saved Mail.hig.json
            wait $tracer; echo "status $?"
            ls -A | grep -c hig-lint-
            """#, in: directory)
        if run.stdout == "no strace\n" {
            print("note: skipping the change while fixing: strace is missing or cannot trace here")
            return
        }
        #expect(run.stdout == "status 2\n0\n", "\(run)")
        #expect(run.stderr == """
            Mail.hig.json: error: changed while hig-lint was fixing it; not written
            hig-lint: Found 1 finding (0 fixed in 0 files, 1 remaining)

            """)
        #expect(try contents("Mail.hig.json", in: directory) == edited)
        #expect(try contents("r.txt", in: directory).hasPrefix("Mail.hig.json:5:103: error: [*] toolbar has 2 prominent items; make \"Archive All\" plain"))
    }

    /// The check itself: bytes other than those read are never replaced.
    @Test func aFileThatNoLongerHoldsWhatWasReadIsNotReplaced() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("a.hig.json").path
        try write("saved by an editor", "a.hig.json", in: directory)
        #expect(throws: OutputFile.WriteError.self) { try OutputFile.replace(path, holding: Array("as read".utf8), with: Array("fixed".utf8)) }
        #expect(try contents("a.hig.json", in: directory) == "saved by an editor")
        try OutputFile.replace(path, holding: Array("saved by an editor".utf8), with: Array("fixed".utf8))
        #expect(try contents("a.hig.json", in: directory) == "fixed")
    }

    /// A read-only file (mode 0444, refused as root too) and, for a user who is not root,
    /// another user's file in a folder anyone may write are not fixed; a file with two names
    /// is rewritten in place, so that both keep it.
    @Test func readOnlyFilesAreNotFixedAndHardLinksKeepTheirFile() throws {
        let directory = try cli.temporaryDirectory()
        defer { chmod(directory.path, 0o755); try? FileManager.default.removeItem(at: directory) }
        for name in ["ro.hig.json", "linked.hig.json", "theirs.hig.json"] { try write(FixCommandTests.mail, name, in: directory) }
        chmod(directory.appendingPathComponent("ro.hig.json").path, 0o444)
        link(directory.appendingPathComponent("linked.hig.json").path, directory.appendingPathComponent("other-name.json").path)
        let readOnly = try cli.run(["--no-config", "--quiet", "--fix", "ro.hig.json"], in: directory)
        #expect(readOnly.status == 1)
        #expect(readOnly.stderr == "hig-lint: warning: not fixing ro.hig.json: it is read-only\n")
        #expect(try contents("ro.hig.json", in: directory) == FixCommandTests.mail)
        let linked = try cli.run(["--no-config", "--quiet", "--fix", "linked.hig.json"], in: directory)
        #expect(linked.status == 0 && linked.stderr == "", "\(linked)")
        #expect(try contents("other-name.json", in: directory) == contents("linked.hig.json", in: directory))
        #expect(try contents("other-name.json", in: directory).contains(#""style": "plain""#))
        var status = stat()
        #expect(stat(directory.appendingPathComponent("linked.hig.json").path, &status) == 0 && status.st_nlink == 2)

        guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            print("note: skipping another user's file: needs root and setpriv")
            return
        }
        chmod(directory.path, 0o777)
        let theirs = try shell(#"setpriv --reuid=65534 --regid=65534 --clear-groups "$HIG_LINT" --no-config --quiet --fix theirs.hig.json; echo "status $?""#, in: directory)
        #expect(theirs.stdout.hasSuffix("status 1\n"), "\(theirs)")
        #expect(theirs.stderr == "hig-lint: warning: not fixing theirs.hig.json: it is read-only\n")
        #expect(try contents("theirs.hig.json", in: directory) == FixCommandTests.mail)
        #expect(stat(directory.appendingPathComponent("theirs.hig.json").path, &status) == 0 && status.st_uid == 0)
    }

    /// Runs a bash script with `$HIG_LINT` set to the binary.
    func shell(_ script: String, in directory: URL) throws -> CommandLineTests.Run {
        try cli.run(["-c", "exec timeout -s KILL 120 bash -c " + shellQuoted(script)], in: directory,
                    environment: ["HIG_LINT": CommandLineTests.binary.path], executable: URL(fileURLWithPath: "/bin/bash"))
    }
}
