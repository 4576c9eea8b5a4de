import Foundation
import Testing
@testable import HIGLint

/// Pins every output format's bytes. After an intended change, rerun with
/// `HIG_LINT_UPDATE_GOLDEN=1 swift test --filter GoldenReportTests` and review the diff.
@Suite struct GoldenReportTests {
    static let folder = packageRoot.appendingPathComponent("Tests/HIGLintTests/Golden")

    static func render(_ format: ReportFormat) -> String {
        let inputs = ["mixed.hig.json", "clean.hig.xml", "broken.hig.json"].map { folder.appendingPathComponent("input/" + $0).path }
        let result = Linter(rules: catalog.rules).lint(paths: inputs)
        let context = ReportContext(result: result, rules: catalog.rules, root: packageRoot.path, exitCode: 2)
        // The text and JSON formats print paths as given; make them independent of the checkout's place.
        return context.render(format).replacingOccurrences(of: packageRoot.path + "/", with: "")
    }

    @Test(arguments: [(ReportFormat.text, "report.txt"), (.json, "report.json"), (.sarif, "report.sarif")])
    func outputMatchesTheGoldenFile(format: ReportFormat, name: String) throws {
        let url = Self.folder.appendingPathComponent(name)
        let rendered = Self.render(format)
        if ProcessInfo.processInfo.environment["HIG_LINT_UPDATE_GOLDEN"] == "1" {
            try rendered.write(to: url, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(rendered == golden)
    }

    @Test func sarifFingerprintsAreStableAcrossLineShifts() {
        let anchor = SourceAnchor(file: "a.hig.json", start: SourcePosition(line: 3, column: 5), path: "/toolbar/title")
        let finding = Finding(ruleID: "title-length", severity: .warning, message: "toolbar title \"x\" has 20 characters; keep it under 15",
                              anchor: anchor, helpURI: "https://developer.apple.com/")
        var moved = finding
        moved.anchor.start = SourcePosition(line: 9, column: 1)
        moved.message = "toolbar title \"x\" has 21 characters; keep it under 15"
        var other = finding
        other.anchor.path = "/window/title"
        #expect(SARIFReporter.fingerprint(finding, root: "/") == SARIFReporter.fingerprint(moved, root: "/"))
        #expect(SARIFReporter.fingerprint(finding, root: "/") != SARIFReporter.fingerprint(other, root: "/"))
    }

    @Test func sarifURIsAreRepositoryRelativeAndEncoded() {
        #expect(SARIFReporter.relativeURI("/repo/App/Main Window.hig.json", root: "/repo") == ("App/Main%20Window.hig.json", "%SRCROOT%"))
        #expect(SARIFReporter.relativeURI("./a.hig.xml", root: "/repo") == ("a.hig.xml", "%SRCROOT%"))
        #expect(SARIFReporter.relativeURI("/elsewhere/a.hig.xml", root: "/repo") == ("file:///elsewhere/a.hig.xml", nil))
    }
}
