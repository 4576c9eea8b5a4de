import Foundation
import Testing
@testable import HIGLint

/// Pins every output format's bytes. After an intended change, rerun with
/// `HIG_LINT_UPDATE_GOLDEN=1 swift test --filter GoldenReportTests` and review the diff.
@Suite struct GoldenReportTests {
    static let folder = packageRoot.appendingPathComponent("Tests/HIGLintTests/Golden")

    static func render(_ format: ReportFormat) -> String {
        let inputs = ["mixed.hig.json", "clean.hig.xml", "broken.hig.json"].map { folder.appendingPathComponent("input/" + $0).path }
        let linter = Linter(rules: catalog.rules)
        var context = ReportContext(result: linter.lint(paths: inputs), rules: catalog.rules, root: packageRoot.path, exitCode: 2)
        context.descriptions = linter.descriptions(paths: inputs).files.flatMap { (try? $0.1.get()) ?? [] }
        // What the HTML report's header names, fixed: the command line reads it from the run.
        context.run = LintRun(paths: ["Tests/HIGLintTests/Golden/input"], folderName: "input",
                              commit: GitCommit(hash: "0123456789abcdef0123456789abcdef01234567", branch: "main"), date: Date(timeIntervalSince1970: 1_795_860_000))
        return context.render(format)
    }

    static let goldenFiles: [(ReportFormat, String)] = [
        (.text, "report.txt"), (.json, "report.json"), (.sarif, "report.sarif"), (.junit, "report.junit.xml"),
        (.github, "report.github.txt"), (.checkstyle, "report.checkstyle.xml"), (.markdown, "report.md"), (.gitlab, "report.gitlab.json"), (.html, "report.html"),
    ]

    @Test func everyFormatHasAGoldenFile() {
        #expect(Set(Self.goldenFiles.map(\.0.rawValue)) == Set(ReportFormat.allCases.map(\.rawValue)))
    }

    @Test(arguments: goldenFiles)
    func outputMatchesTheGoldenFile(format: ReportFormat, name: String) throws {
        let url = Self.folder.appendingPathComponent(name)
        let rendered = Self.render(format)
        if ProcessInfo.processInfo.environment["HIG_LINT_UPDATE_GOLDEN"] == "1" {
            try rendered.write(to: url, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(rendered == golden)
    }

    /// A text report written in parts by several jobs is the report one job writes: each file's
    /// findings once, in order, its path shown at each.
    @Test func textReportsAreTheSameWrittenByAnyNumberOfJobs() {
        var generator = SystemRandomNumberGenerator()
        var result = LintResult(files: [])
        for file in 0..<300 {
            for line in 0..<Int.random(in: 1...30, using: &generator) {
                result.findings.append(Finding(ruleID: "title-length", severity: .warning, message: "message \(line)",
                                               anchor: SourceAnchor(file: "/repo/f\(file).hig.json", start: SourcePosition(line: line + 1, column: 2), path: ""),
                                               helpURI: ""))
            }
        }
        var context = ReportContext(result: result, rules: [], root: "/repo", exitCode: 0, workingDirectory: "/repo")
        let alone = context.render(.text)
        #expect(alone.split(separator: "\n").count == result.findings.count)
        #expect(alone.hasPrefix("f0.hig.json:1:2: warning: message 0 [title-length]\n"))
        for jobs in [2, 3, 7] {
            context.jobs = jobs
            #expect(context.render(.text) == alone)
        }
    }

    /// The text report is written as bytes: numbers of every width, text that is not ASCII, text
    /// that must be escaped, a path kept from starting a workflow command, and colour.
    @Test func textLinesAreWrittenByteForByte() {
        func finding(_ file: String, _ line: Int, _ column: Int, _ severity: Severity, _ message: String) -> Finding {
            Finding(ruleID: "rule-\(line)", severity: severity, message: message,
                    anchor: SourceAnchor(file: file, start: SourcePosition(line: line, column: column), path: ""), helpURI: "")
        }
        let result = LintResult(files: [], findings: [
            finding("/repo/a.hig.json", 9, 10, .error, "Größe \"x\""),
            finding("/repo/a.hig.json", 1_234_567, 100, .info, "bell\u{07}here\u{202E}"),
            finding("/repo/#odd.hig.json", 1, 1, .warning, "plain"),
        ])
        var context = ReportContext(result: result, rules: [], root: "/repo", exitCode: 0, workingDirectory: "/repo")
        let plain = "a.hig.json:9:10: error: Größe \"x\" [rule-9]\n"
            + "a.hig.json:1234567:100: info: bell\\x07here\\u{202E} [rule-1234567]\n"
            + "./#odd.hig.json:1:1: warning: plain [rule-1]\n"
        #expect(context.render(.text) == plain)
        #expect(context.bytes(.text) == Array(plain.utf8))
        context.colored = true
        #expect(context.render(.text) == "a.hig.json:9:10: \u{1B}[1;31merror\u{1B}[0m: Größe \"x\" [rule-9]\n"
            + "a.hig.json:1234567:100: \u{1B}[1;36minfo\u{1B}[0m: bell\\x07here\\u{202E} [rule-1234567]\n"
            + "./#odd.hig.json:1:1: \u{1B}[1;33mwarning\u{1B}[0m: plain [rule-1]\n")
    }

    @Test func sarifFingerprintsAreStableAcrossLineShifts() {
        let anchor = SourceAnchor(file: "a.hig.json", start: SourcePosition(line: 3, column: 5), path: "/toolbar/title")
        let finding = Finding(ruleID: "title-length", severity: .warning, message: "toolbar title \"x\" has 20 characters; keep it under 15",
                              subject: ["owner": "toolbar", "title": "x"], anchor: anchor, helpURI: "https://developer.apple.com/")
        var moved = finding
        moved.anchor.start = SourcePosition(line: 9, column: 1)
        moved.message = "toolbar title \"x\" has 21 characters; keep it under 15"
        var reworded = finding
        reworded.message = "the toolbar's title \"x\" is 20 characters long; 15 is the most"
        var other = finding
        other.anchor.path = "/window/title"
        var retitled = finding
        retitled.subject = ["owner": "toolbar", "title": "y"]
        let context = ReportContext(result: LintResult(files: []), rules: [], root: "/repo", exitCode: 0, workingDirectory: "/repo")
        #expect(SARIFReporter.fingerprint(finding, context: context) == SARIFReporter.fingerprint(moved, context: context))
        #expect(SARIFReporter.fingerprint(finding, context: context) == SARIFReporter.fingerprint(reworded, context: context))
        #expect(SARIFReporter.fingerprint(finding, context: context) != SARIFReporter.fingerprint(other, context: context))
        #expect(SARIFReporter.fingerprint(finding, context: context) != SARIFReporter.fingerprint(retitled, context: context))
        // The key names the version: fingerprints v1 made from the message are not comparable.
        #expect(SARIFReporter.fingerprintKey == "higLint/v2")
    }

    @Test func githubCommandsEscapeDataAndProperties() {
        #expect(GitHubReporter.escapeData("50% done\nnext: a, b\r") == "50%25 done%0Anext: a, b%0D")
        #expect(GitHubReporter.escapeProperty("My App: 50%, v2\n.hig.json") == "My App%3A 50%25%2C v2%0A.hig.json")
    }

    @Test func pathsAreShownRelativeToTheBaseDirectory() {
        let context = ReportContext(result: LintResult(files: []), rules: [], root: "/repo/App", exitCode: 0, workingDirectory: "/repo")
        #expect(context.displayPath("/repo/App/Views/main.hig.json") == "Views/main.hig.json")
        #expect(context.displayPath("./App/Views/../main.hig.json") == "main.hig.json")
        #expect(context.displayPath("/repo/Other/main.hig.json") == "/repo/Other/main.hig.json")
        #expect(context.displayPath("/repo/AppX/main.hig.json") == "/repo/AppX/main.hig.json")
    }

    @Test func sarifURIsAreRepositoryRelativeAndEncoded() {
        let context = ReportContext(result: LintResult(files: []), rules: [], root: "/repo", exitCode: 0, workingDirectory: "/repo")
        #expect(SARIFReporter.relativeURI("/repo/App/Main Window.hig.json", in: context) == ("App/Main%20Window.hig.json", "%SRCROOT%"))
        #expect(SARIFReporter.relativeURI("./a.hig.xml", in: context) == ("a.hig.xml", "%SRCROOT%"))
        #expect(SARIFReporter.relativeURI("/elsewhere/a.hig.xml", in: context) == ("elsewhere/a.hig.xml", SARIFReporter.fileSystemBaseID))
    }
}
