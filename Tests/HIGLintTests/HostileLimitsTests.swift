import Foundation
import Testing
@testable import HIGLint

#if canImport(Glibc)
import Glibc
#endif

/// Issue 20's cases: file names that look like options, valid SARIF for any rule and path, numbers
/// that would overflow, standard input bounded like files, globs in linear time, reports that
/// would overwrite each other.
@Suite(.serialized) struct HostileLimitsTests {
    let cli = CommandLineTests(bounds: .hostile)
    let output = HostileOutputTests()

    /// A file name is bytes: UTF-8 (the quick path) and any other byte both come back unchanged
    /// when the path is handed to the system, and only the other bytes become kept scalars.
    @Test func fileNameBytesSurviveTheRoundTrip() {
        let names: [[UInt8]] = [Array("plain.hig.json".utf8), Array("caf\u{E9}-\u{1F600}.hig.xml".utf8), [0x6C, 0xE9, 0x2E, 0x78],
                                [0xF4, 0x8F, 0xBF], [0xC3], Array("ok".utf8) + [0xFF] + Array("\u{E9}".utf8)]
        for bytes in names {
            let path = FileSystemPath.string(fromBytes: bytes)
            #expect(FileSystemPath.native(path) == bytes.map { CChar(bitPattern: $0) } + [0], "\(bytes)")
            #expect((String(validating: bytes, as: UTF8.self) != nil) == (path == String(decoding: bytes, as: UTF8.self)), "\(bytes)")
        }
        #expect(FileSystemPath.string(fromBytes: [0x6C, 0xE9]).unicodeScalars.map(\.value) == [0x6C, 0x10_FF00 + 0xE9])
    }

    /// A search lists a directory's files in the order of `String`'s `<`: compared as bytes when
    /// every name is ASCII (by their first eight bytes first, so names alike in those and names
    /// shorter than that are among these), as Strings otherwise, the same order either way. Paths
    /// named twice list their files once.
    @Test func aSearchListsFilesInNameOrder() throws {
        for extra in [[], ["\u{E9}t\u{E9}.hig.json", "Z\u{308}.hig.json", "\u{C4}.hig.json"]] {
            let directory = testScratchDirectory.appendingPathComponent("order-\(extra.count)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let names = ["b.hig.json", "B.hig.json", "a.hig.json", "a b.hig.json", "a-b.hig.json", "ab.hig.json", "a.hig.jsonx", "_.hig.json", "10.hig.json", "9.hig.json",
                         "abcdefgh.hig.json", "abcdefghZ.hig.json", "abcdefgha.hig.json", "abcdefg.hig.json", "abcdefgh~.hig.json", ".hig.json"] + extra
            for name in names { try Data("{}".utf8).write(to: directory.appendingPathComponent(name)) }
            let found = FileDiscovery.files(for: [directory.path], picks: { $0.hasSuffix(".hig.json") }).files
            let expected = names.filter { $0.hasSuffix(".hig.json") && !$0.hasPrefix(".") }.sorted().map { directory.path + "/" + $0 }
            #expect(found == expected)
            #expect(FileDiscovery.files(for: [directory.path, directory.path + "/ab.hig.json", directory.path], picks: { $0.hasSuffix(".hig.json") }).files == expected)
        }
    }

    /// An Xcode localization catalog (`de.xcloc`) copies the app's storyboards for translators; no
    /// target builds it, and linted it repeated every finding of the storyboards once a language
    /// (Tinode: 24 of 29 warnings). A search passes it by, as it passes `Pods` by.
    @Test func aSearchPassesLocalizationCatalogsBy() throws {
        let directory = testScratchDirectory.appendingPathComponent("xcloc")
        let storyboard = try Data(contentsOf: packageRoot.appendingPathComponent("Fixtures/ib/presented/ios/Settings.storyboard"))
        for folder in ["App/Base.lproj", "Localizations/de.xcloc/Source Contents/App/Base.lproj", "Pods/Kit/Base.lproj"] {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
            try storyboard.write(to: directory.appendingPathComponent(folder + "/Main.storyboard"))
        }
        #expect(FileDiscovery.files(for: [directory.path], picks: { $0.hasSuffix(".storyboard") }).files == [directory.path + "/App/Base.lproj/Main.storyboard"])
    }

    /// A linter that keeps models for exit keeps only the largest file's, whatever order the files
    /// are linted in, so a run over many large files does not hold every model; the findings are
    /// the same as a linter's that frees them all. (The only test that keeps models: the kept
    /// model is process-wide.)
    @Test func onlyTheLargestModelIsLeftToExit() throws {
        let directory = testScratchDirectory.appendingPathComponent("kept")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var sizes: [Int] = []
        for (index, rows) in [30, 90, 60, 10].enumerated() {
            let text = #"{"sidebar": {"items": ["# + (0..<rows).map { #"{"title": "Row \#($0)", "symbol": "tray"}"# }.joined(separator: ", ") + "]}}"
            try Data(text.utf8).write(to: directory.appendingPathComponent("f\(index).hig.json"))
            sizes.append(text.utf8.count)
        }
        var keeping = Linter(rules: catalog.rules)
        keeping.keepsModelsFrom = 1
        let kept = keeping.lint(paths: [directory.path], jobs: 2)
        #expect(KeptUntilExit.keptBytes == sizes.max())
        let freed = Linter(rules: catalog.rules).lint(paths: [directory.path], jobs: 2)
        #expect(kept.findings == freed.findings && kept.files.count == 4)
    }

    @Test func everythingAfterDoubleDashIsAPath() throws {
        let directory = try output.directoryWithGoodFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        try HostileOutputTests.goodFile.write(to: directory.appendingPathComponent("--output=good.hig.json"), atomically: true, encoding: .utf8)
        let before = try String(contentsOf: directory.appendingPathComponent("good.hig.json"), encoding: .utf8)
        let run = try cli.run(["--quiet", "--", "--output=good.hig.json"], in: directory)
        #expect(run.status == 0 && run.stdout == "./--output=" + HostileOutputTests.goodLine, "\(run)")
        #expect(try String(contentsOf: directory.appendingPathComponent("good.hig.json"), encoding: .utf8) == before)
    }

    @Test func twoReportsNamingOneFileAreRefused() throws {
        let directory = try output.directoryWithGoodFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link.json").path, withDestinationPath: "good.hig.json")
        for arguments in [["--report", "sarif=r.sarif", "--report", "json=./out/../r.sarif"], ["--report", "json=link.json", "--write-baseline", "good.hig.json"]] {
            let run = try cli.run(["--quiet"] + arguments + ["good.hig.json"], in: directory)
            let names = arguments.compactMap { $0.split(separator: "=", maxSplits: 1).last.map(String.init) }.filter { $0.contains(".") }
            #expect(run.status == 2 && run.stderr == "hig-lint: error: '\(names[0])' and '\(names[1])' name the same file; each report and the baseline need their own\nRun 'hig-lint --help' for usage.\n", "\(run)")
        }
        #expect(try String(contentsOf: directory.appendingPathComponent("good.hig.json"), encoding: .utf8) == HostileOutputTests.goodFile)
        // Devices may take several reports: a null device of our own, never the machine's /dev/null,
        // which a hig-lint without the safe write (run through HIG_LINT_BINARY) would replace.
        let null = directory.appendingPathComponent("null").path
        guard mknod(null, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 else {
            print("note: skipping two reports to one device: mknod needs CAP_MKNOD")
            return
        }
        #expect(try cli.run(["--quiet", "--report", "sarif=\(null)", "--report", "json=\(null)", "good.hig.json"], in: directory).status == 0)
    }

    @Test func standardInputIsBoundedLikeAFile() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The writer may see its pipe closed early; that is its business (a shell pipeline, not this process).
        let run = try output.shell(#"yes x | head -c 3000000 | "$HIG_LINT" --quiet --max-file-size 1 --stdin-filename in.hig.json"#, in: directory)
        #expect(run.status == 2 && run.stderr == "in.hig.json:1:1: error: the input is over the 1 MiB limit (--max-file-size)\n", "\(run.stderr)")
    }

    /// A 100 MB description under `ulimit -v`: its 50 million numbers would need gigabytes, so it is
    /// "too large" before it is read, and the good file beside it is still linted.
    @Test func aFileTooLargeForTheAddressSpaceLimitIsAnError() throws {
        let directory = try output.directoryWithGoodFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        let huge = directory.appendingPathComponent("huge.hig.json")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.write(contentsOf: Data(#"{"window": {"title": "A"}, "extra": ["#.utf8))
        let chunk = Data(String(repeating: "1,", count: 1 << 20).utf8)
        for _ in 0..<50 { try handle.write(contentsOf: chunk) }
        try handle.write(contentsOf: Data("1]}\n".utf8))
        try handle.close()
        // 1.5 GB of address space: enough for hig-lint itself (not for AddressSanitizer's shadow memory).
        let run = try output.shell(#"""
            ulimit -v 1500000
            "$HIG_LINT" --version >/dev/null 2>&1 || { echo "cannot run under ulimit -v"; exit 0; }
            "$HIG_LINT" --quiet huge.hig.json good.hig.json
            """#, in: directory)
        if run.stdout == "cannot run under ulimit -v\n" {
            print("note: skipping the address-space limit: hig-lint cannot start under ulimit -v 1500000 here (a sanitizer build?)")
            return
        }
        #expect(run.status == 2 && run.stdout == HostileOutputTests.goodLine, "\(run)")
        #expect(run.stderr.hasPrefix("huge.hig.json:1:1: error: the file is too large for the memory hig-lint may use: 100 MiB needs about 3200 MiB to check"), "\(run.stderr)")
    }

    /// One toolbar with a million items (a 63 MB storyboard): the first 1,000 are checked and the
    /// toolbar says so, in bounded time and memory (the old mapping took milliseconds per item and
    /// one or two findings each).
    @Test func aToolbarWithAMillionItemsIsCheckedInPart() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Big.storyboard")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
            <scenes><scene sceneID="S1"><objects><windowController id="W1" sceneMemberID="viewController">
            <window key="window" title="Notes" id="Win1"><toolbar key="toolbar" implicitIdentifier="T" id="Tb1"><allowedToolbarItems>

            """.utf8))
        var chunk = ""
        for index in 0..<1_000_000 {
            chunk += "<toolbarItem label=\"Item \(index)\" image=\"folder\" id=\"i\(index)\"/>\n"
            if chunk.utf8.count > 1 << 20 { try handle.write(contentsOf: Data(chunk.utf8)); chunk = "" }
        }
        try handle.write(contentsOf: Data((chunk + "</allowedToolbarItems></toolbar></window></windowController></objects></scene></scenes></document>\n").utf8))
        try handle.close()
        let run = try cli.run(["--quiet", "Big.storyboard"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Big.storyboard:4:46: info: <toolbar> holds 1000000 items; hig-lint checks the first 1000 (object id \"Tb1\") [ib-not-understood]\n"), "\(run.stdout.prefix(500))")
        #expect(run.stdout.split(separator: "\n").count < 3_000)
    }

    @Test func numbersTooLargeToMultiplyOrAddDoNotTrap() throws {
        let directory = try output.directoryWithGoodFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        let entry = #"{"ruleId": "title-length", "file": "good.hig.json", "path": "/window/title", "message": "window title \"A Rather Long Window Title\" has # characters; keep it under #", "count": 9223372036854775807}"#
        try #"{"version": 1, "tool": "hig-lint", "entries": [\#(entry), \#(entry)]}"#.write(to: directory.appendingPathComponent("baseline.json"), atomically: true, encoding: .utf8)
        let baseline = try cli.run(["--quiet", "--baseline", "baseline.json", "good.hig.json"], in: directory)
        #expect(baseline.status == 0 && baseline.stdout == "" && baseline.stderr == "", "\(baseline)")
        // 2^43 MiB is 2^63 bytes: no limit in practice, not a limit of zero.
        let huge = try cli.run(["--quiet", "--max-file-size", "8796093022208", "good.hig.json"], in: directory)
        #expect(huge.status == 0 && huge.stdout == HostileOutputTests.goodLine, "\(huge)")
        try "max-file-size: 8796093022208\n".write(to: directory.appendingPathComponent(".hig-lint.yml"), atomically: true, encoding: .utf8)
        let configured = try cli.run(["--quiet", "good.hig.json"], in: directory)
        #expect(configured.status == 0 && configured.stdout == HostileOutputTests.goodLine, "\(configured)")
    }

    @Test func globsMatchInLinearTime() throws {
        let directory = try output.directoryWithGoodFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A deep folder and a long name, against many `**` and many `*`: exponential when every split is tried.
        let deep = (0..<40).map { "d\($0)" }.joined(separator: "/")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(deep), withIntermediateDirectories: true)
        try HostileOutputTests.goodFile.write(to: directory.appendingPathComponent(deep + "/" + String(repeating: "a", count: 200) + ".hig.json"),
                                              atomically: true, encoding: .utf8)
        let stars = String(repeating: "**/", count: 16)
        try """
            exclude: ["\(stars)nothing/x", "\(String(repeating: "*a", count: 20))*b"]
            overrides: [{files: ["\(stars)zzz"], disable: [sidebar]}]

            """.write(to: directory.appendingPathComponent(".hig-lint.yml"), atomically: true, encoding: .utf8)
        let started = Date()
        let run = try output.shell(#""$HIG_LINT" --quiet . | wc -l"#, in: directory, timeout: 60)
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "2", "\(run)")
        #expect(Date().timeIntervalSince(started) < 30)
    }

    /// The linear matcher agrees with fnmatch(3) on names.
    @Test func globComponentsMatchAsFnmatchDoes() {
        let patterns = ["*", "*.hig.json", "a?c", "[abc]*", "[!a]*", "[a-c]x", "*a*b*", "\\*", "[]]", "x[", "**", "*.xib", "Main.*", "[^z]?"]
        let names = ["", "a", "abc", "axc", "Main.storyboard", "x.hig.json", "b", "bx", "ab", "aXbY", "*", "]", "x[", "zz", "z.xib"]
        for pattern in patterns {
            for name in names {
                #expect(Glob.component(pattern, matches: name) == (fnmatch(pattern, name, 0) == 0), "\(pattern) \(name)")
            }
        }
    }

    /// Front ends tell their files by a name's ending, whatever its case: the byte comparison of
    /// ASCII paths agrees with lowercasing and comparing characters on random names, odd ones
    /// (non-ASCII letters whose lowercase is longer, combining marks, non-UTF-8 bytes) among them.
    @Test func nameEndingsMatchWhateverTheCase() {
        var generator = SeededGenerator(seed: 21)
        let pieces = ["a", "B", "/", ".", ".HIG", ".hig", ".Json", "json", ".XML", ".xib", ".XIB", ".Storyboard", ".swift", "SWIFT",
                      "\u{130}", "\u{212A}", "\u{301}", "\u{600}", "É", "ß", "\r", "\n", "x", String(FileSystemPath.string(fromBytes: [0xE9]))]
        let suffixes = [FileDiscovery.descriptionSuffixes, [".swift"], [".json", ".xml"], [".xib"]]
        for _ in 0..<5_000 {
            let path = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for list in suffixes {
                let lowered = path.lowercased()
                #expect(FileSystemPath.hasSuffix(path, anyOf: list) == list.contains { lowered.hasSuffix($0) }, "\(path.debugDescription) \(list)")
            }
        }
        #expect(FileSystemPath.hasSuffix("Main.STORYBOARD", anyOf: [".storyboard"]))
        #expect(FileSystemPath.hasSuffix("ÉCRAN.HIG.JSON", anyOf: [".hig.json"]))
        #expect(!FileSystemPath.hasSuffix("json", anyOf: [".json"]))
    }

    /// Reported paths: the byte comparison for plain paths agrees with resolving every step, on
    /// random files, roots and working directories (relative, `.` and `..` steps, doubled slashes,
    /// non-ASCII, combining marks, names that start like an option).
    @Test func reportedPathsAreTheSameByEitherWay() {
        var generator = SeededGenerator(seed: 22)
        let pieces = ["/", "/", "/", "a", "b", "app.hig.json", ".", "..", "-x", ":", "é", "e\u{301}", "\r\n", "//", "#"]
        func path() -> String { (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined() }
        var plain = 0
        for _ in 0..<20_000 {
            let file = path(), root = "/" + path(), directory = "/" + path(), absolute = Bool.random(using: &generator)
            let full = file.hasPrefix("/") ? file : directory + "/" + file
            if isPlainAbsolutePath(full) && isPlainAbsolutePath(root) { plain += 1 }
            #expect(reportPath(file, root: root, workingDirectory: directory, absolute: absolute)
                    == reportPathBySteps(full, root: root, absolute: absolute), "\(file.debugDescription) \(root.debugDescription) \(directory.debugDescription)")
        }
        #expect(plain > 300)  // the byte comparison was tried, not only the steps
        #expect(reportPath("/w/app/a.hig.json", root: "/w", workingDirectory: "/") == "app/a.hig.json")
        #expect(reportPath("-a.hig.json", root: "/w", workingDirectory: "/w") == "./-a.hig.json")
        #expect(reportPath("/wx/a.hig.json", root: "/w", workingDirectory: "/w") == "/wx/a.hig.json")
    }

    /// SARIF for random rule metadata (empty, odd or hostile text and links) and random paths (with
    /// `:`, `%`, spaces, `#`, `?`, non-ASCII and non-UTF-8 bytes) passes `check-sarif --strict`.
    @Test func sarifIsValidForAnyRuleAndPath() throws {
        guard let shared = ExternalClientTests.checkSarifAvailable() else { return }
        var generator = SeededGenerator(seed: 20)
        let pieces = ["", "a", "a:b", "%41", " ", "#frag", "?q=1", "é", "\u{1B}[1m", "\n", "../up", "[x](y)", "*", "\u{202E}", "~", "@", "&", "+",
                      String(FileSystemPath.string(fromBytes: [0xE9]))]
        func text() -> String { (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined() }
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        let everything = try Selector("$")
        for index in 0..<40 {
            let rules = (0..<3).map { number in
                Rule(metadata: RuleMetadata(id: "rule-\(number)", name: text(), summary: text(), rationale: text(),
                                            helpURI: ["", "https://example.com/a b", "javascript:x", "https://ok.example/p#f", text()].randomElement(using: &generator)!,
                                            severity: Severity.allCases.randomElement(using: &generator)!, category: "window",
                                            platforms: Platform.allCases, guidance: [], parameters: [], file: "", examples: []),
                     check: CustomCheck(selector: everything, assertion: .values([]), message: ""))
            }
            var result = LintResult(files: [])
            for _ in 0..<5 {
                let file = (Bool.random(using: &generator) ? "/outside/" : "") + (1...3).map { _ in text().replacingOccurrences(of: "/", with: "") + "x" }.joined(separator: "/") + ".hig.json"
                result.files.append(file)
                let rule = rules.randomElement(using: &generator)!
                let start = SourcePosition(line: Int.random(in: 1...9, using: &generator), column: Int.random(in: 1...9, using: &generator))
                result.findings.append(Finding(ruleID: rule.metadata.id, severity: rule.metadata.severity, message: text(),
                                               anchor: SourceAnchor(file: file, start: start, path: Bool.random(using: &generator) ? "" : "/" + text()),
                                               helpURI: rule.metadata.helpURI))
                if Bool.random(using: &generator) { result.errors.append(LoadError(file: file, position: start, message: text())) }
            }
            let sarif = ReportContext(result: result, rules: rules, root: "/work/app", exitCode: 2, workingDirectory: "/work/app").render(.sarif)
            let path = folder.appendingPathComponent("\(index).sarif").path
            try sarif.write(toFile: path, atomically: false, encoding: .utf8)
            files.append(path)
        }
        let clients = ClientRun(directory: folder)
        clients.expectPasses("python3", [shared.appendingPathComponent("tools/check-sarif").path, "--strict"] + files, module: "jsonschema")
    }
}

/// A small deterministic generator (SplitMix64), so that a failure can be reproduced.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
