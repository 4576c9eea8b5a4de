import Foundation
import Testing
@testable import HIGLint

/// Files that are not text (encrypted, LFS pointers, binary) are skipped with a note, through the binary.
extension CommandLineTests {
    static let longTitle = #"{"window": {"title": "A Rather Long Window Title"}}"#
    static let longTitleFinding = "good.hig.json:1:22: warning: window title \"A Rather Long Window Title\" has 26 characters; keep it under 15 [title-length]\n"

    /// A public app keeps some files encrypted with git-crypt: in a checkout that is not unlocked
    /// they start with `\0GITCRYPT\0`. Those, an LFS pointer and a binary file with a source name are
    /// skipped with a note each and counted; the exit status is the other files' (it was an
    /// `invalid UTF-8 byte` error per file, exit 2).
    @Test func filesThatAreNotTextAreSkippedAndTheOthersDecide() throws {
        let directory = try temporaryDirectory()
        try Self.longTitle.write(to: directory.appendingPathComponent("good.hig.json"), atomically: true, encoding: .utf8)
        let files: [(String, [UInt8])] = [
            ("Secrets.swift", Array("\0GITCRYPT\0".utf8) + [0x8F, 0xC3, 0x28, 0x00, 0xFF, 0x41, 0x9A, 0x0A, 0xE2, 0x82]),
            ("Logo.hig.json", Array("version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n".utf8)),
            ("Compiled.storyboard", Array("bplist00".utf8) + [0xD4, 0x01, 0x02, 0x00, 0x00, 0x10, 0x20]),
        ]
        for (name, bytes) in files { try Data(bytes).write(to: directory.appendingPathComponent(name)) }
        let run = try run(["."], in: directory)
        #expect(run.status == 0)
        #expect(run.stdout == Self.longTitleFinding)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.dropLast() == [
            "Compiled.storyboard: note: skipped: the file is binary (a NUL byte at offset 11), not text",
            "Logo.hig.json: note: skipped: the file is a Git LFS pointer (its object is not checked out), not text",
            "Secrets.swift: note: skipped: the file is encrypted with git-crypt, not text",
        ])
        #expect(lines.last?.hasPrefix("hig-lint: 1 file linted, 0 errors, 1 warning, 0 infos, 3 files skipped as not text in ") == true)
        // The other files decide the exit status; --quiet leaves the notes out.
        let failing = try self.run(["--quiet", "--fail-on", "warning", "."], in: directory)
        #expect(failing.status == 1 && failing.stdout == Self.longTitleFinding && failing.stderr.isEmpty)
        // Named alone, an encrypted file is a clean run, not an error.
        let alone = try self.run(["Secrets.swift"], in: directory)
        #expect(alone.status == 0 && alone.stdout.isEmpty)
        #expect(alone.stderr.hasPrefix("Secrets.swift: note: skipped: the file is encrypted with git-crypt, not text\nhig-lint: 0 files linted, 0 errors, 0 warnings, 0 infos, 1 file skipped as not text in "))
        // A NUL written raw in text that is otherwise UTF-8 is the description's error, where it stands.
        let raw = try temporaryDirectory()
        try Data(Array("{\n  \"app\": \"Mail".utf8) + [0] + Array("\"\n}\n".utf8)).write(to: raw.appendingPathComponent("nul.hig.json"))
        let nul = try self.run(["nul.hig.json"], in: raw)
        #expect(nul.status == 2 && nul.stderr.hasPrefix("nul.hig.json:2:15: error: control character 0x00 in a string; escape it\n"), "\(nul.stderr)")
        // Text in another encoding is still an error that says so.
        try Data([0xFF, 0xFE] + Array("{}".utf8)).write(to: directory.appendingPathComponent("wide.hig.json"))
        let wide = try self.run(["--quiet", "wide.hig.json"], in: directory)
        #expect(wide.status == 2 && wide.stderr.contains("wide.hig.json:1:1: error: the file is UTF-16 text"))
    }

    /// `show` skips such a file as a run does (it was an `invalid UTF-8 byte` error, exit 2), and the
    /// JSON and SARIF reports list the files skipped, which before only the text summary counted.
    @Test func showAndTheMachineReportsNameTheSkippedFiles() throws {
        let directory = try temporaryDirectory()
        try Self.longTitle.write(to: directory.appendingPathComponent("good.hig.json"), atomically: true, encoding: .utf8)
        try Data(Array("\0GITCRYPT\0".utf8) + [0x8F, 0xC3, 0x28, 0x00, 0xFF]).write(to: directory.appendingPathComponent("Secrets.swift"))
        let show = try run(["show", "--no-config", "Secrets.swift", "good.hig.json"], in: directory)
        #expect(show.status == 0, "\(show)")
        #expect(show.stderr == "Secrets.swift: note: skipped: the file is encrypted with git-crypt, not text\n", "\(show)")
        #expect(show.stdout.contains("\"A Rather Long Window Title\""), "\(show)")

        let json = try run(["--no-config", "--quiet", "--format", "json", "."], in: directory)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((report["summary"] as? [String: Any])?["files"] as? Int == 1)
        #expect((report["summary"] as? [String: Any])?["skipped"] as? Int == 1)
        #expect(report["skipped"] as? [[String: String]] == [["file": "Secrets.swift", "cause": "encrypted with git-crypt"]])

        let sarif = try run(["--no-config", "--quiet", "--format", "sarif", "."], in: directory)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let invocation = try #require(((log["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
        let notes = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notes.count == 1 && notes.first?["level"] as? String == "note")
        #expect((notes.first?["message"] as? [String: Any])?["text"] as? String == "skipped: the file is encrypted with git-crypt, not text")
        #expect(invocation["executionSuccessful"] as? Bool == true)
    }
}
