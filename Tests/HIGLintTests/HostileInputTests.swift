import Foundation
import Testing
@testable import HIGLint

#if canImport(Glibc)
import Glibc
#endif

/// Malicious and broken inputs, generated at test time, linted through the built binary next to a
/// good file: each gets a positioned error (or a finding), the good file is still linted, the run
/// exits 2, and it finishes quickly in bounded memory without touching the network. The bounds are
/// generous sanity limits; speed is measured by Benchmarks/run.
@Suite(.serialized) struct HostileInputTests {
    let cli = CommandLineTests(bounds: .hostile)

    /// What every hostile run must show: the good file's finding, exit 2, and the expected errors.
    func expectContained(_ files: [String: [UInt8]], errors expected: [String], maxDepth: Int? = nil,
                         prepare: (URL) throws -> Void = { _ in }) throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"window": {"title": "A Rather Long Window Title"}}"#.utf8).write(to: directory.appendingPathComponent("good.hig.json"))
        for (name, bytes) in files { try Data(bytes).write(to: directory.appendingPathComponent(name)) }
        try prepare(directory)
        let started = Date()
        let run = try cli.run(["--jobs", "2", "--quiet"] + (maxDepth.map { ["--max-depth", "\($0)"] } ?? []) + ["."], in: directory)
        let elapsed = Date().timeIntervalSince(started)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stdout.contains("good.hig.json:1:22: warning: window title \"A Rather Long Window Title\" has 26 characters; keep it under 15 [title-length]"))
        #expect(run.stderr.split(separator: "\n").map(String.init) == expected)
        // Generous: the 200 MB line takes about a second in a release build, half a minute to three
        // minutes in a debug one (machines of one kind vary that much from day to day).
        #expect(elapsed < 600, "took \(elapsed) s")
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #expect(usage.ru_maxrss < 2_000_000, "a child used \(usage.ru_maxrss) kB")   // kB on Linux
    }

    @Test func entitiesDTDsAndXIncludeAreNeverFollowed() throws {
        try expectContained([
            "laughs.hig.xml": Array(#"<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><description app="&b;"/>"#.utf8),
            "local.hig.xml": Array("<!DOCTYPE description [<!ENTITY s SYSTEM \"file:///etc/passwd\">]>\n<description app=\"&s;\"/>".utf8),
            "remote.hig.xml": Array("<!DOCTYPE description [<!ENTITY s SYSTEM \"http://192.0.2.1/x\">]>\n<description app=\"&s;\"/>".utf8),
            "dtd.hig.xml": Array("<!DOCTYPE description SYSTEM \"http://192.0.2.1/description.dtd\">\n<description/>".utf8),
            "xinclude.hig.xml": Array(#"<description xmlns:xi="http://www.w3.org/2001/XInclude"><xi:include href="file:///etc/passwd" parse="text"/></description>"#.utf8),
        ], errors: [
            "dtd.hig.xml:1:1: error: DOCTYPE declarations are not allowed in descriptions; hig-lint never loads DTDs or expands entities",
            "laughs.hig.xml:1:22: error: DOCTYPE declarations are not allowed in descriptions; hig-lint never loads DTDs or expands entities",
            "local.hig.xml:1:1: error: DOCTYPE declarations are not allowed in descriptions; hig-lint never loads DTDs or expands entities",
            "remote.hig.xml:1:1: error: DOCTYPE declarations are not allowed in descriptions; hig-lint never loads DTDs or expands entities",
            "xinclude.hig.xml:1:57: error: unknown element <xi:include> in description",
        ])
    }

    @Test func nestingOneHundredThousandLevelsDeep() throws {
        let levels = 100_000
        try expectContained([
            "deep.hig.json": Array(#"{"sidebar": {"items": "#.utf8) + Array(repeating: UInt8(ascii: "["), count: levels)
                + Array(repeating: UInt8(ascii: "]"), count: levels) + Array("}}".utf8),
            "deep.hig.xml": Array("<description>".utf8) + Array(String(repeating: "<item>", count: levels).utf8)
                + Array(String(repeating: "</item>", count: levels).utf8) + Array("</description>".utf8),
        ], errors: [
            "deep.hig.json:1:277: error: nesting is deeper than 256 levels",
            "deep.hig.xml:1:1550: error: malformed XML: nesting is deeper than 256 levels",
        ])
        // The limit is configurable downwards, for both formats.
        try expectContained([
            "five.hig.json": Array(#"{"sidebar": {"items": [{"title": "a", "children": [{"title": "b"}]}]}}"#.utf8),
            "five.hig.xml": Array(#"<description><sidebar><item title="a"><item title="b"><item title="c"/></item></item></sidebar></description>"#.utf8),
        ], errors: [
            "five.hig.json:1:51: error: nesting is deeper than 4 levels",
            "five.hig.xml:1:55: error: nesting is deeper than 4 levels",
        ], maxDepth: 4)
    }

    @Test func oneLineOfTwoHundredMegabytes() throws {
        // A minified description whose only finding sits after 200 MB of one line.
        let padding = [UInt8](repeating: UInt8(ascii: " "), count: 200 << 20)
        try expectContained([
            "long-line.hig.json": Array("{".utf8) + padding + Array(#""window": {"title": "Another Long Window Title"}, "app": 1}"#.utf8),
        ], errors: [
            "long-line.hig.json:1:209715259: error: 'app' in description must be a string, found the number 1",
        ])
    }

    @Test func aOneGigabyteFileIsRefusedBeforeItIsRead() throws {
        try expectContained([:], errors: [
            "huge.hig.json:1:1: error: the file is 1024 MiB, over the 256 MiB limit (--max-file-size)",
        ]) { directory in
            // Sparse: one gigabyte of apparent size without using the disk.
            let handle = try FileHandle(forWritingTo: directory.appendingPathComponent("huge.hig.json", isDirectory: false).createdEmpty())
            try handle.truncate(atOffset: 1 << 30)
            try handle.close()
        }
    }

    @Test func numbersTooLargeForAnyIntegerType() throws {
        try expectContained([
            "number.hig.json": Array(#"{"window": {"minimumWidth": 123456789012345678901234567890}}"#.utf8),
            "number.hig.xml": Array(#"<description><window minimumWidth="-123456789012345678901234567890"/></description>"#.utf8),
        ], errors: [
            "number.hig.json:1:29: error: 'minimumWidth' in window must be a whole number of at least 0, found the number 123456789012345678901234567890",
            "number.hig.xml:1:35: error: 'minimumWidth' in window must be a whole number of at least 0, found \"-123456789012345678901234567890\"",
        ])
    }

    @Test func directoriesFIFOsLoopsAndUnreadableFiles() throws {
        try expectContained([:], errors: [
            "fifo.hig.json:1:1: error: not a regular file (a FIFO, socket or device); hig-lint reads only regular files",
            "unreadable.hig.json:1:1: error: cannot read the file: Input/output error",
        ]) { directory in
            #expect(mkfifo(directory.appendingPathComponent("fifo.hig.json").path, 0o644) == 0)
            // A symbolic-link loop in a searched directory is not followed.
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("loop"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("loop/again").path, withDestinationPath: "..")
            // A file that opens but cannot be read, even by root: /proc/self/mem fails with EIO.
            try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("unreadable.hig.json").path,
                                                       withDestinationPath: "/proc/self/mem")
        }
    }
}

private extension URL {
    /// Creates an empty file here and returns the URL.
    func createdEmpty() throws -> URL {
        try Data().write(to: self)
        return self
    }
}

/// A broken environment: file names that are not UTF-8, and too few file descriptors.
@Suite(.serialized) struct BrokenEnvironmentTests {
    let cli = CommandLineTests(bounds: .hostile)
    let output = HostileOutputTests()

    @Test func fileNamesThatAreNotUTF8AreLintedAndShownEscaped() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Latin-1 bytes, as an old archive or a Windows share leaves them: a file and a folder.
        let run = try output.shell(#"""
            mkdir "$(printf 'dir-\351')" && for name in "$(printf 'latin1-\351.hig.json')" "$(printf 'dir-\351/in-\377.hig.json')"; do
              printf '%s' '{"window": {"title": "A Rather Long Window Title"}}' > "$name"; done
            "$HIG_LINT" --quiet --report text --report json=r.json .; echo "status $?"
            "$HIG_LINT" --quiet "$(printf 'latin1-\351.hig.json')"
            """#, in: directory)
        let warning = #":1:22: warning: window title "A Rather Long Window Title" has 26 characters; keep it under 15 [title-length]"#
        #expect(run.stdout == """
            dir-\\xE9/in-\\xFF.hig.json\(warning)
            latin1-\\xE9.hig.json\(warning)
            status 0
            latin1-\\xE9.hig.json\(warning)

            """, "\(run)")
        #expect(run.stderr == "")
        let json = try String(contentsOf: directory.appendingPathComponent("r.json"), encoding: .utf8)
        #expect(json.contains(#""file" : "latin1-\\xE9.hig.json""#), "\(json)")
    }

    @Test func runningOutOfFileDescriptorsIsAnErrorNotATrap() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for index in 0..<50 {
            try HostileOutputTests.goodFile.write(to: directory.appendingPathComponent("f\(index).hig.json"), atomically: false, encoding: .utf8)
        }
        // Three descriptors are standard streams; one is left for the two threads that read files
        // (after closing any the bounded run's GNU time left open).
        let run = try output.shell(#"exec 3>&- 4>&- 5>&- 6>&-; ulimit -n 4; "$HIG_LINT" --quiet --jobs 2 . > out.txt; echo "status $?""#, in: directory)
        #expect(run.stdout == "status 0\n" || run.stdout == "status 2\n", "\(run)")
        for line in run.stderr.split(separator: "\n") {
            #expect(line.hasSuffix(": error: cannot read the file: Too many open files"), "\(line)")
        }
        let linted = try String(contentsOf: directory.appendingPathComponent("out.txt"), encoding: .utf8).split(separator: "\n").count
        #expect(linted + run.stderr.split(separator: "\n").count == 50)
    }
}
