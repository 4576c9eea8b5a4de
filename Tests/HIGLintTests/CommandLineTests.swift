import Foundation
import Testing
@testable import HIGLint

/// Runs the built `hig-lint` binary as a user would and checks its exit status and output.
@Suite struct CommandLineTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary sits next to the test bundle in SwiftPM's build folder.
    /// `HIG_LINT_BINARY` runs the end-to-end tests against another build (an older commit, say).
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["HIG_LINT_BINARY"] { return URL(fileURLWithPath: path) }
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
            packageRoot.appendingPathComponent(".build/debug"),
        ].map { $0.appendingPathComponent("hig-lint") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
    }()

    /// A time and memory bound on every run: the hostile-input suites set one, so that a regression
    /// to a hang or a blow-up fails its test (killed after `seconds`, or over `megabytes` of peak
    /// resident memory as GNU time measures it) instead of stalling CI.
    struct Bounds {
        var seconds: Int
        var megabytes: Int
        /// What any hostile case may take: minutes and a gigabyte are far above what one needs
        /// (AddressSanitizer builds included), far below a hang or a runaway allocation. The 200 MB
        /// line takes 30 s in a debug build on a quiet machine, and took 182 s in a clean-clone CI
        /// run on a slow day of the same machine: a hang guard needs that much room and more.
        static let hostile = Bounds(seconds: 600, megabytes: 1536)
    }
    var bounds: Bounds?

    func run(_ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:], stdin: String? = nil,
             executable: URL = CommandLineTests.binary) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var peak: URL?
        if let bounds {
            // timeout kills the run (and GNU time, when installed, records its peak memory).
            var command = [executable.path] + arguments
            if FileManager.default.isExecutableFile(atPath: "/usr/bin/time") {
                peak = FileManager.default.temporaryDirectory.appendingPathComponent("hig-lint-peak-\(UUID().uuidString)")
                command = ["/usr/bin/time", "-q", "-f", "%M", "-o", peak!.path] + command
            }
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["timeout", "-s", "KILL", "\(bounds.seconds)"] + command
        }
        defer { if let peak { try? FileManager.default.removeItem(at: peak) } }
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = input
        try process.run()
        // Standard error is drained on its own thread: a child that fills one pipe while the test
        // reads the other would otherwise wait for ever (seen under AddressSanitizer, whose reports
        // are long).
        let stderrReader = PipeReader(err.fileHandleForReading)
        input.fileHandleForWriting.write(Data((stdin ?? "").utf8))
        try input.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = stderrReader.wait()
        process.waitUntilExit()
        let run = Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
        if let bounds {
            // timeout kills its process group, itself included: an uncaught SIGKILL (or 137 from a child).
            let killed = (process.terminationReason == .uncaughtSignal && run.status == SIGKILL) || run.status == 137
            #expect(!killed, "killed after \(bounds.seconds) s (a hang?): \(arguments.joined(separator: " ").prefix(300))")
            if let peak, let text = try? String(contentsOf: peak, encoding: .utf8),
               let kilobytes = text.split(separator: "\n").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
                #expect(kilobytes <= bounds.megabytes * 1024, "peak memory \(kilobytes / 1024) MB, over \(bounds.megabytes) MB: \(arguments.joined(separator: " ").prefix(300))")
            }
        }
        return run
    }

    /// A new, empty directory for one test, inside the run's scratch directory (removed when the run ends).
    func temporaryDirectory() throws -> URL {
        let url = testScratchDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func warningsAloneExitZeroUnlessFailOnLowersTheBar() throws {
        let file = "Tests/HIGLintTests/Golden/input/mixed.hig.json"
        let prominent = try run([file])
        #expect(prominent.status == 1)  // the toolbar-prominent-action findings are errors
        #expect(prominent.stdout.hasPrefix("\(file):4:24: warning: window title \"Quarterly Statements, 2026\" has 26 characters; keep it under 15 [title-length]\n"))
        #expect(prominent.stderr.contains("hig-lint: 1 file linted, 1 error, 5 warnings, 0 infos in "))

        let directory = try temporaryDirectory()
        try #"{"window": {"title": "A Rather Long Window Title"}}"#.write(to: directory.appendingPathComponent("w.hig.json"), atomically: true, encoding: .utf8)
        #expect(try run(["w.hig.json"], in: directory).status == 0)
        #expect(try run(["--fail-on", "warning", "w.hig.json"], in: directory).status == 1)
        #expect(try run(["--fail-on", "warning", "--exit-zero", "w.hig.json"], in: directory).status == 0)
    }

    @Test func badInputIsReportedAndTheOtherFilesAreStillLinted() throws {
        let directory = try temporaryDirectory()
        try #"{"window": {"title": "A Rather Long Window Title"}}"#.write(to: directory.appendingPathComponent("good.hig.json"), atomically: true, encoding: .utf8)
        try "<description><window></description>".write(to: directory.appendingPathComponent("bad.hig.xml"), atomically: true, encoding: .utf8)
        let result = try run(["--quiet", "bad.hig.xml", "missing.hig.json", "good.hig.json", "."], in: directory)
        #expect(result.status == 2)
        #expect(result.stdout == "good.hig.json:1:22: warning: window title \"A Rather Long Window Title\" has 26 characters; keep it under 15 [title-length]\n")
        // A path named on the command line that does not exist is an error too.
        #expect(result.stderr == """
            bad.hig.xml:1:22: error: malformed XML: Opening and ending tag mismatch: window line 1 and description
            hig-lint: error: missing.hig.json: no such file or directory

            """)
    }

    @Test func directoriesAreSearchedByTheNamingConventionOnly() throws {
        let directory = try temporaryDirectory()
        let nested = directory.appendingPathComponent("App/Views")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
        let long = #"{"toolbar": {"title": "Everything In One Place"}}"#
        try long.write(to: nested.appendingPathComponent("main.hig.json"), atomically: true, encoding: .utf8)
        try long.write(to: directory.appendingPathComponent(".hidden/skipped.hig.json"), atomically: true, encoding: .utf8)
        try #"{"name": "not a description"}"#.write(to: nested.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
        try "<plist/>".write(to: nested.appendingPathComponent("Info.xml"), atomically: true, encoding: .utf8)
        let result = try run(["--quiet"], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout == "App/Views/main.hig.json:1:23: warning: toolbar title \"Everything In One Place\" has 23 characters; keep it under 15 [title-length]\n")
        // A file named on the command line is linted whatever its name.
        let named = try run(["--quiet", "App/Views/package.json"], in: directory)
        #expect(named.status == 2)
        #expect(named.stderr == "App/Views/package.json:1:1: error: not a hig-lint description: none of its keys is one of platforms, app, window, sidebar, toolbar, tabBar, menuBar, presentation, unseen\n")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        let empty = try run(["Empty"], in: directory)
        #expect(empty.status == 0)
        // A run that checked nothing says so rather than passing for a clean run (exit 0, as Ruff).
        #expect(empty.stderr == "hig-lint: warning: nothing was checked: no files ending in .hig.json, .hig.xml, .storyboard, .xib, .swift, .m, .mm found in Empty\n")
    }

    @Test func inputsAreNeverModified() throws {
        let directory = try temporaryDirectory()
        let url = directory.appendingPathComponent("a.hig.json")
        let text = #"{"toolbar": {"title": "Everything In One Place", "groups": [{"placement": "leading", "items": [{"label": "Go", "style": "prominent"}]}]}}"#
        try text.write(to: url, atomically: true, encoding: .utf8)
        let before = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        for format in ["text", "json", "sarif"] { _ = try run(["--format", format, "a.hig.json"], in: directory) }
        #expect(try String(contentsOf: url, encoding: .utf8) == text)
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.hig.json"])
    }

    @Test func reportsGoToTheOutputFileWhole() throws {
        let directory = try temporaryDirectory()
        try #"{"window": {"title": "A Rather Long Window Title"}}"#.write(to: directory.appendingPathComponent("w.hig.json"), atomically: true, encoding: .utf8)
        let result = try run(["--format", "json", "--output", "out.json", "w.hig.json"], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let data = try Data(contentsOf: directory.appendingPathComponent("out.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect((object?["findings"] as? [Any])?.count == 1)
        // Missing parent folders are created; a parent that is a file is an error.
        #expect(try run(["--output", "w.hig.json/out.txt", "w.hig.json"], in: directory).status == 2)
    }

    @Test func colourOnlyOnATerminal() throws {
        let result = try run(["Tests/HIGLintTests/Golden/input/mixed.hig.json"], environment: ["NO_COLOR": "", "FORCE_COLOR": ""])
        #expect(!result.stdout.contains("\u{1B}["))  // a pipe is not a terminal
    }

    @Test func usageErrorsExitTwo() throws {
        let result = try run(["--format", "yaml", "x.hig.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("hig-lint: error:"))
        #expect(try run(["--no-such-flag"]).status == 2)
    }

    /// Each usage error names what is wrong on one line, then points at --help (exit 2).
    @Test func usageErrorsSayWhatIsWrong() throws {
        let cases: [([String], String)] = [
            (["--no-confg", "x.hig.json"], "unknown option '--no-confg'; did you mean '--no-config'?"),
            (["-qz"], "unknown option '-z'"),
            (["--jobs"], "missing value for '--jobs <jobs>'"),
            (["--output", "--quiet", "x.hig.json"], "missing value for '--output <output>'"),
            (["--jobs", "two"], "the value 'two' is invalid for '--jobs <jobs>'; give a whole number"),
            (["--fail-on=fatal"], "the value 'fatal' is invalid for '--fail-on <fail-on>'; give one of info, warning, error"),
            (["--quiet=yes"], "'--quiet' takes no value, but 'yes' was given"),
            (["rules", "extra"], "unexpected argument 'extra'"),
            (["explain"], "missing expected argument '<rule-id>'"),
            (["explain", "title-length", "title-case"], "unexpected argument 'title-case'"),
            (["help", "chekc"], "no subcommand 'chekc'; the subcommands are lint, show, map, rules, explain, schema, init, lsp"),
            (["--jobs", "0", "x.hig.json"], "--jobs must be at least 1"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            #expect(result.status == 2 && result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr == "hig-lint: error: \(message)\nRun 'hig-lint --help' for usage.\n", "\(arguments)")
        }
    }

    /// `--name=value`, grouped short options, the last of a repeated value, `-` as a value and
    /// `--` before operands all mean what they mean to other command-line tools.
    @Test func optionsTakeTheUsualForms() throws {
        let directory = try temporaryDirectory()
        try #"{"window": {"title": "A Rather Long Window Title"}}"#.write(to: directory.appendingPathComponent("w.hig.json"), atomically: true, encoding: .utf8)
        let spaced = try run(["--format", "json", "w.hig.json"], in: directory)
        #expect(spaced.status == 0 && spaced.stdout.hasPrefix("{"))
        #expect(try run(["--format=json", "w.hig.json"], in: directory).stdout == spaced.stdout)
        #expect(try run(["--format", "text", "--format", "json", "w.hig.json"], in: directory).stdout == spaced.stdout)
        #expect(try run(["lint", "w.hig.json", "--format", "json"], in: directory).stdout == spaced.stdout)

        let grouped = try run(["-qoreport.txt", "w.hig.json"], in: directory)
        #expect(grouped.status == 0 && grouped.stdout.isEmpty && grouped.stderr.isEmpty)
        #expect(try String(contentsOf: directory.appendingPathComponent("report.txt"), encoding: .utf8)
                == "w.hig.json:1:22: warning: window title \"A Rather Long Window Title\" has 26 characters; keep it under 15 [title-length]\n")

        let listed = try run(["-q", "--files-from", "-"], in: directory, stdin: "w.hig.json\n")
        #expect(listed.stdout == "w.hig.json:1:22: warning: window title \"A Rather Long Window Title\" has 26 characters; keep it under 15 [title-length]\n")
        // After --, --help is a file name (one that does not exist), not a request for help.
        let operand = try run(["--", "--help"], in: directory)
        #expect(operand.status == 2 && operand.stdout.isEmpty && operand.stderr == "hig-lint: error: --help: no such file or directory\n")
    }

    /// The program's help lists every subcommand; each subcommand's help, asked for either way,
    /// lists its options; no line is wider than 80 columns.
    @Test func helpListsSubcommandsAndOptions() throws {
        let program = try run(["--help"])
        #expect(program.status == 0 && program.stderr.isEmpty)
        #expect(program.stdout.hasPrefix("OVERVIEW: Check an app's sidebars and toolbars against Apple's Human Interface\nGuidelines.\n"))
        #expect(try run(["help"]).stdout == program.stdout)
        for (subcommand, option) in [("lint", "  -o, --output <output>   Write the report"), ("show", "  --no-config "),
                                     ("rules", "  --format <format>       Output format: text, json or markdown (default: text).\n"),
                                     ("explain", "  <rule-id>               The rule id"), ("schema", "  -h, --help"),
                                     ("init", "  -o, --output <output>   Where to write it"), ("lsp", "  --version")] {
            #expect(program.stdout.contains("\n  \(subcommand)"), "\(subcommand)")
            let help = try run([subcommand, "--help"])
            #expect(help.status == 0 && help.stdout.contains("USAGE: hig-lint \(subcommand)") && help.stdout.contains(option), "\(subcommand)")
            #expect(try run(["help", subcommand]).stdout == help.stdout)
            #expect(help.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(subcommand)")
        }
        #expect(try run(["-q", "-h"]).stdout == program.stdout)
        #expect(program.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func versionRulesExplainAndSchema() throws {
        let version = try run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == HIGLintVersion.current + "\n")

        let rules = try run(["rules"])
        #expect(rules.status == 0)
        #expect(rules.stdout.split(separator: "\n").count == catalog.rules.count + 1)
        #expect(rules.stdout.contains("toolbar-prominent-action"))
        let json = try run(["rules", "--format", "json"])
        let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(parsed?.map { $0["id"] as? String } == catalog.rules.map(\.metadata.id))

        let explain = try run(["explain", "title-length"])
        #expect(explain.status == 0)
        #expect(explain.stdout.hasPrefix("title-length: Title length\n"))
        #expect(explain.stdout.contains("Guideline:  https://developer.apple.com/design/human-interface-guidelines/toolbars#Titles"))
        #expect(explain.stdout.contains("limit = 15 (minimum 1)"))
        #expect(explain.stdout.contains("Fails (example failing.hig.json)"))
        #expect(explain.stdout.contains("Passes (example passing.hig.json)"))
        let unknown = try run(["explain", "title-lenght"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "hig-lint: error: no rule 'title-lenght'; did you mean 'title-length'?\n")

        let schema = try run(["schema"])
        #expect(schema.status == 0)
        #expect(schema.stdout == JSONSchemaWriter.descriptionSchema().text)
    }

    /// The binary carries its rules: a copy alone in an empty directory still knows all of them.
    @Test func aCopiedBinaryStillCarriesEveryRule() throws {
        let directory = try temporaryDirectory()
        let copy = directory.appendingPathComponent("hig-lint")
        try FileManager.default.copyItem(at: Self.binary, to: copy)
        let process = Process()
        process.executableURL = copy
        process.arguments = ["rules", "--format", "json"]
        process.currentDirectoryURL = directory
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let parsed = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        #expect(parsed?.count == catalog.rules.count)
    }

    @Test func severalReportsFromOneRun() throws {
        let directory = try temporaryDirectory()
        try #"{"window": {"title": "A Rather Long Window Title"}}"#.write(to: directory.appendingPathComponent("w.hig.json"), atomically: true, encoding: .utf8)
        try Data().write(to: directory.appendingPathComponent("out"))
        let result = try run(["--report", "github", "--report", "sarif=out/r.sarif", "--report", "junit=r.xml", "w.hig.json"], in: directory)
        #expect(result.status == 2)  // out is a file: that report cannot be written
        #expect(result.stderr.contains("hig-lint: error: cannot write the sarif report to out/r.sarif: a parent of it is not a directory\n"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("r.xml").path))

        try FileManager.default.removeItem(at: directory.appendingPathComponent("out"))
        let again = try run(["--report", "github", "--report", "sarif=out/r.sarif", "--report", "markdown=out/r.md", "w.hig.json"], in: directory)
        #expect(again.status == 0)
        #expect(again.stdout.hasPrefix("::warning file=w.hig.json,line=1,col=22,endLine=1,endColumn=50,title=hig-lint title-length::"))
        #expect(try String(contentsOf: directory.appendingPathComponent("out/r.md"), encoding: .utf8).contains("[`title-length`]"))
        #expect(try run(["--report", "text", "--report", "json", "w.hig.json"], in: directory).status == 2)
        #expect(try run(["--report", "yaml=x", "w.hig.json"], in: directory).status == 2)
    }

    @Test func pathsFromAListAndADescriptionFromStandardInput() throws {
        let directory = try temporaryDirectory()
        let long = #"{"window": {"title": "A Rather Long Window Title"}}"#
        for name in ["a.hig.json", "b.hig.json", "c.hig.json"] {
            try long.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let listed = try run(["--quiet", "--files-from", "-"], in: directory, stdin: "c.hig.json\n\na.hig.json\n")
        #expect(listed.stdout.split(separator: "\n").map { $0.prefix(10) } == ["c.hig.json", "a.hig.json"])

        let piped = try run(["--quiet", "--stdin-filename", "Views/Editor.hig.xml"], in: directory,
                            stdin: #"<description><toolbar title="Everything In One Place"/></description>"#)
        #expect(piped.status == 0)
        #expect(piped.stdout == "Views/Editor.hig.xml:1:29: warning: toolbar title \"Everything In One Place\" has 23 characters; keep it under 15 [title-length]\n")
        #expect(try run(["--files-from", "-", "--stdin-filename", "x.hig.json"], in: directory).status == 2)
    }

    /// Hundreds of file names (as xargs and pre-commit pass them) are linted in the order given,
    /// after options that take a value and after `--`, as a few at a time would be; a command that
    /// takes no paths still refuses them.
    @Test func manyPathsKeepTheirOrderAndMeaning() throws {
        let directory = try temporaryDirectory()
        let names = (0..<150).map { "f\($0).hig.json" }.shuffled() + ["-dashed.hig.json"]
        for name in names {
            try #"{"window": {"title": "A Rather Long Window Title"}}"#.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let plain = Array(names.dropLast())
        var expected = ""
        for start in stride(from: 0, to: plain.count, by: 50) {
            expected += try run(["--quiet", "--format", "text"] + plain[start..<min(start + 50, plain.count)], in: directory).stdout
        }
        #expect(expected.split(separator: "\n").count == plain.count)
        #expect(try run(["--quiet", "--format", "text"] + plain, in: directory).stdout == expected)
        #expect(try run(plain + ["--quiet"], in: directory).stdout == expected)
        let terminated = try run(["--quiet", "--"] + plain + ["-dashed.hig.json"], in: directory)
        #expect(terminated.stdout == expected + "./-dashed.hig.json:1:22: warning: window title \"A Rather Long Window Title\" has 26 characters; keep it under 15 [title-length]\n")
        let shown = try run(["show", "--no-config"] + plain, in: directory)
        #expect(shown.status == 0 && shown.stdout.components(separatedBy: "// from ").count - 1 == plain.count)
        #expect(try run(["explain"] + plain, in: directory).status == 2)
    }

    @Test func baseDirectoryChangesEveryReportedPath() throws {
        let directory = try temporaryDirectory()
        let nested = directory.appendingPathComponent("App/UI")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try #"{"window": {"title": "A Rather Long Window Title"}}"#.write(to: nested.appendingPathComponent("w.hig.json"), atomically: true, encoding: .utf8)
        let text = try run(["--quiet", "--base-dir", "App", "App/UI/w.hig.json"], in: directory)
        #expect(text.stdout.hasPrefix("UI/w.hig.json:1:22: warning:"))
        let absolute = try run(["--quiet", "--format", "json", nested.appendingPathComponent("w.hig.json").path], in: directory)
        #expect(absolute.stdout.contains(#""file" : "App/UI/w.hig.json""#))
    }

    @Test func filesOverTheSizeLimitAreRefusedUnread() throws {
        let directory = try temporaryDirectory()
        let padding = String(repeating: " ", count: 1_200_000)
        try (#"{"window": {"title": "A Rather Long Window Title"}}"# + padding).write(to: directory.appendingPathComponent("big.hig.json"), atomically: true, encoding: .utf8)
        try #"{"window": {"title": "A Rather Long Window Title"}}"#.write(to: directory.appendingPathComponent("small.hig.json"), atomically: true, encoding: .utf8)
        let refused = try run(["--quiet", "--max-file-size", "1", "big.hig.json", "small.hig.json"], in: directory)
        #expect(refused.status == 2)
        #expect(refused.stderr == "big.hig.json:1:1: error: the file is 1.1 MiB, over the 1 MiB limit (--max-file-size)\n")
        #expect(refused.stdout.hasPrefix("small.hig.json:1:22: warning:"))
        #expect(try run(["--quiet", "--max-file-size", "2", "big.hig.json"], in: directory).status == 0)
    }
}

/// Reads a pipe to its end on a thread of its own.
final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
