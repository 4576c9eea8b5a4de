import Foundation
import Testing
@testable import HIGLint

/// The conventions SwiftLint and Ruff users expect of a linter's command line: lists of paths from
/// other tools, rule selection, statistics, showing the configuration and the files, colour and
/// paths on request, and a run that checked nothing saying so.
extension CommandLineTests {
    static let failing = #"{"toolbar": {"title": "Everything In One Place", "groups": [{"placement": "leading", "items": [{"label": "Go", "style": "prominent"}]}]}}"#
    static let titleFinding = "app.hig.json:1:23: warning: toolbar title \"Everything In One Place\" has 23 characters; keep it under 15 [title-length]\n"
    static let prominentFinding = "app.hig.json:1:121: error: prominent toolbar item \"Go\" sits in the leading group; put the primary action on the trailing side [toolbar-prominent-action]\n"

    func project() throws -> URL {
        let directory = try temporaryDirectory()
        try Self.failing.write(to: directory.appendingPathComponent("app.hig.json"), atomically: true, encoding: .utf8)
        try #"{"name": "x"}"#.write(to: directory.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
        try "let x = 1\n".write(to: directory.appendingPathComponent("Notes.txt"), atomically: true, encoding: .utf8)
        return directory
    }

    @Test func aDiffsFileListSkipsDeletedAndUnclaimedFiles() throws {
        let directory = try project()
        let list = "app.hig.json\nDeleted.hig.json\npackage.json\nNotes.txt\nREADME.md\n"
        let result = try run(["--files-from", "-"], in: directory, stdin: list)
        #expect(result.status == 1)  // the description's error, not 2 for the others
        #expect(result.stdout == Self.titleFinding + Self.prominentFinding)
        #expect(result.stderr.hasPrefix("hig-lint: skipped 2 paths that do not exist and 2 files no front end reads (--verbose lists them)\n"))
        let verbose = try run(["--files-from", "-", "--verbose"], in: directory, stdin: list)
        #expect(verbose.stderr.contains("hig-lint: skipped Deleted.hig.json: it does not exist\n"))
        #expect(verbose.stderr.contains("hig-lint: skipped Notes.txt: no front end reads it\n"))
        // Named on the command line: a missing file is an error (exit 2, the others still linted);
        // a .json named outright is read.
        let named = try run(["--quiet", "app.hig.json", "Gone.hig.json", "Notes.txt"], in: directory)
        #expect(named.status == 2 && named.stderr == "hig-lint: error: Gone.hig.json: no such file or directory\n")
        #expect(named.stdout == Self.titleFinding + Self.prominentFinding)
        // A list is held to the configuration's exclude, as a directory search is.
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Broken"), withIntermediateDirectories: true)
        try "{".write(to: directory.appendingPathComponent("Broken/bad.hig.json"), atomically: true, encoding: .utf8)
        try "exclude: [\"Broken/**\"]\n".write(to: directory.appendingPathComponent(".hig-lint.yml"), atomically: true, encoding: .utf8)
        let excluded = try run(["--files-from", "-"], in: directory, stdin: "app.hig.json\nBroken/bad.hig.json\n")
        #expect(excluded.status == 1)
        #expect(excluded.stderr.hasPrefix("hig-lint: skipped 1 path the configuration excludes (--verbose lists them)\n"))
    }

    @Test func aRunThatCheckedNothingSaysSo() throws {
        let directory = try project()
        let result = try run(["--files-from", "-"], in: directory, stdin: "Deleted.hig.json\nNotes.txt\n")
        #expect(result.status == 0)  // like Ruff: a warning, not a failure
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            hig-lint: skipped 1 path that does not exist and 1 file no front end reads (--verbose lists them)
            hig-lint: warning: nothing was checked: no files ending in .hig.json, .hig.xml, .storyboard, .xib, .swift, .m, .mm found

            """)
        // Also with --quiet: a pre-commit hook must not pass silently on nothing.
        #expect(try run(["--quiet", "--files-from", "-"], in: directory, stdin: "Notes.txt\n").stderr.contains("nothing was checked"))
    }

    @Test func selectAndIgnoreRulesAndCategories() throws {
        let directory = try project()
        #expect(try run(["--select", "title-length", "app.hig.json"], in: directory).stdout == Self.titleFinding)
        #expect(try run(["--select", "window,toolbar", "--ignore", "title-length", "app.hig.json"], in: directory).stdout == Self.prominentFinding)
        #expect(try run(["--ignore", "toolbar", "--ignore", "window", "app.hig.json"], in: directory).stdout.isEmpty)
        // --select narrows what the configuration enables; it does not turn on what it disables.
        try "disable: [title-length]\n".write(to: directory.appendingPathComponent(".hig-lint.yml"), atomically: true, encoding: .utf8)
        #expect(try run(["--select", "title-length,toolbar-prominent-action", "app.hig.json"], in: directory).stdout == Self.prominentFinding)
        let typo = try run(["--select", "title-lenght", "app.hig.json"], in: directory)
        #expect(typo.status == 2)
        #expect(typo.stderr == "hig-lint: error: --select names 'title-lenght', which is neither a rule nor a category; did you mean 'title-length'?\n")
    }

    @Test func statisticsCountFindingsPerRule() throws {
        let directory = try project()
        try Self.failing.write(to: directory.appendingPathComponent("other.hig.json"), atomically: true, encoding: .utf8)
        let result = try run(["--quiet", "--statistics", "app.hig.json", "other.hig.json"], in: directory)
        #expect(result.status == 1)
        #expect(result.stdout == """
            2  title-length              warning  Window and toolbar titles stay under 15 characters.
            2  toolbar-prominent-action  error    A toolbar has at most one prominent action, and it sits in the trailing group.

            """)
        #expect(try run(["--statistics", "--format", "json", "app.hig.json"], in: directory).status == 2)
    }

    @Test func showConfigAndShowFiles() throws {
        let directory = try project()
        try "disable: [sidebar]\nrules:\n  title-length: {severity: error, limit: 20}\nexclude: [\"Old/**\"]\n"
            .write(to: directory.appendingPathComponent(".hig-lint.yml"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Old"), withIntermediateDirectories: true)
        try Self.failing.write(to: directory.appendingPathComponent("Old/old.hig.json"), atomically: true, encoding: .utf8)
        let config = try run(["--show-config", "--ignore", "toolbar-prominent-action"], in: directory)
        #expect(config.status == 0)
        let lines = config.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "configuration: .hig-lint.yml")
        #expect(lines.contains("--ignore: toolbar-prominent-action"))
        #expect(lines.contains("exclude: Old/**"))
        #expect(lines.contains { $0.hasPrefix("  title-length ") && $0.hasSuffix(" error    limit=20") })
        #expect(lines.contains { $0.hasPrefix("  sidebar-hideable ") && $0.hasSuffix(" off") })
        #expect(lines.contains { $0.hasPrefix("  toolbar-prominent-action ") && $0.contains(" off ") })
        #expect(lines.contains { $0.hasPrefix("  toolbar-max-items ") && $0.hasSuffix("maxItems=8 (iOS 3, macOS 10)") })
        let files = try run(["--show-files"], in: directory)
        #expect(files.status == 0 && files.stdout == "app.hig.json\n")
        let absolute = try run(["--show-files", "--absolute-paths"], in: directory)
        #expect(absolute.stdout == directory.resolvingSymlinksInPath().path + "/app.hig.json\n" || absolute.stdout == directory.path + "/app.hig.json\n")
    }

    @Test func absolutePathsAndForcedColour() throws {
        let directory = try project()
        let absolute = try run(["--quiet", "--absolute-paths", "--select", "title-length", "app.hig.json"], in: directory)
        let shown = absolute.stdout.split(separator: ":").first.map(String.init) ?? ""
        #expect(shown.hasPrefix("/") && shown.hasSuffix("/app.hig.json") && FileManager.default.fileExists(atPath: shown))
        let colored = try run(["--quiet", "--select", "title-length", "app.hig.json"], in: directory, environment: ["FORCE_COLOR": "1", "NO_COLOR": ""])
        #expect(colored.stdout == "app.hig.json:1:23: \u{1B}[1;33mwarning\u{1B}[0m: toolbar title \"Everything In One Place\" has 23 characters; keep it under 15 [title-length]\n")
        let both = try run(["--quiet", "app.hig.json"], in: directory, environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"])
        #expect(!both.stdout.contains("\u{1B}["))  // NO_COLOR wins
    }
}

extension CommandLineTests {
    @Test func swiftLintAndRuffKeysGetHigLintsNames() throws {
        let directory = try project()
        let cases = [
            "disabled_rules: [title-length]\n": ".hig-lint.yml:1:1: error: unknown key 'disabled_rules' in configuration; did you mean 'disable'? (SwiftLint's disabled_rules)\n",
            "only_rules: [title-length]\n": ".hig-lint.yml:1:1: error: unknown key 'only_rules' in configuration; hig-lint has no only_rules (SwiftLint); disable the categories you do not want, or pass --select on the command line\n",
            "excluded: [Pods]\n": ".hig-lint.yml:1:1: error: unknown key 'excluded' in configuration; did you mean 'exclude'? (SwiftLint's excluded)\n",
            "select: [title-length]\n": ".hig-lint.yml:1:1: error: unknown key 'select' in configuration; did you mean 'enable'? (Ruff's select; --select on the command line narrows the rules as Ruff's does)\n",
            "overrides:\n  - files: [x]\n    ignore: [sidebar]\n": ".hig-lint.yml:3:5: error: unknown key 'ignore' in override; did you mean 'disable'? (Ruff's ignore; --ignore on the command line works as Ruff's does)\n",
        ]
        for (text, expected) in cases {
            try text.write(to: directory.appendingPathComponent(".hig-lint.yml"), atomically: true, encoding: .utf8)
            let result = try run(["app.hig.json"], in: directory)
            #expect(result.status == 2 && result.stderr == expected)
        }
    }

    @Test func aMisspeltSuppressionKeyIsSuggested() throws {
        let directory = try temporaryDirectory()
        try #"{"window": {"higlint-disable": {"title-length": "legal name"}, "title": "Contoso Enterprise Mail"}}"#
            .write(to: directory.appendingPathComponent("w.hig.json"), atomically: true, encoding: .utf8)
        let result = try run(["--quiet", "w.hig.json"], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr == "w.hig.json:1:13: error: unknown key 'higlint-disable' in window; did you mean 'hig-lint-disable'?\n")
    }

    @Test func verboseNamesTheRulesAFileGaveNothingToRead() throws {
        let directory = try temporaryDirectory()
        try #"{"platforms": ["visionOS"], "window": {"title": "Mail"}, "toolbar": {"orientation": "vertical"}}"#
            .write(to: directory.appendingPathComponent("w.hig.json"), atomically: true, encoding: .utf8)
        let result = try run(["--verbose", "w.hig.json"], in: directory)
        let line = try #require(result.stderr.split(separator: "\n").first { $0.hasPrefix("hig-lint: w.hig.json: ") })
        #expect(line.contains("rules could not run, the file states nothing they read ('hig-lint explain RULE' lists the fields): "))
        #expect(line.contains("visionos-system-toolbar") && line.contains("visionos-window-fits-toolbar") && line.contains("every sidebar rule ("))
        #expect(!line.contains("visionos-no-vertical-toolbar") && !line.contains("title-length") && !line.contains("sidebar-metrics"))
        #expect(try run(["w.hig.json"], in: directory).stderr.split(separator: "\n").count == 1)  // only the summary without --verbose
    }
}
