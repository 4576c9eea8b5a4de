import Foundation
import Testing
@testable import HIGLint

@Suite struct BaselineTests {
    func finding(_ rule: String, line: Int, path: String, message: String) -> Finding {
        Finding(ruleID: rule, severity: .warning, message: message,
                anchor: SourceAnchor(file: "/repo/a.hig.json", start: SourcePosition(line: line, column: 3), path: path), helpURI: "")
    }

    @Test func entriesSurviveMovedLinesAndChangedCounts() throws {
        let recorded = [finding("toolbar-max-groups", line: 20, path: "/toolbar/groups/3", message: "toolbar has 4 groups of controls; use at most 3")]
        let baseline = Baseline(findings: recorded, file: { $0 })
        let later = [finding("toolbar-max-groups", line: 31, path: "/toolbar/groups/3", message: "toolbar has 5 groups of controls; use at most 3"),
                     finding("title-length", line: 2, path: "/window/title", message: "window title \"x\" has 20 characters; keep it under 15")]
        let (fresh, stale) = baseline.apply(to: later, file: { $0 })
        #expect(fresh.map(\.ruleID) == ["title-length"])
        #expect(stale.isEmpty)
        let (_, gone) = baseline.apply(to: [], file: { $0 })
        #expect(gone.map(\.0.ruleID) == ["toolbar-max-groups"])
    }

    @Test func repeatedFindingsAreCountedNotMerged() {
        let twice = Array(repeating: finding("sidebar-max-depth", line: 5, path: "/sidebar", message: "m"), count: 2)
        let baseline = Baseline(findings: twice, file: { $0 })
        #expect(baseline.text.contains(#""count" : 2"#))
        #expect(baseline.apply(to: twice + [twice[0]], file: { $0 }).new.count == 1)
    }

    @Test func textIsSortedAndRoundTrips() throws {
        let findings = [finding("b-rule", line: 9, path: "/b", message: "second 2"), finding("a-rule", line: 1, path: "/a", message: "first 1")]
        let baseline = Baseline(findings: findings, file: { $0 })
        #expect(baseline.text == Baseline(findings: findings.reversed(), file: { $0 }).text)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
        try baseline.write(to: url.path)
        defer { try? FileManager.default.removeItem(at: url) }
        let loaded = try Baseline.load(contentsOf: url.path).get()
        #expect(loaded.counts == baseline.counts)
        #expect(loaded.text == baseline.text)
    }

    @Test func aBrokenBaselineIsAnErrorAtItsPosition() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
        try #"{"version": 1, "tool": "hig-lint", "entries": [{"ruleId": "x", "file": "a", "path": "/", "mesage": "m"}]}"#
            .write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        guard case .failure(let failure) = Baseline.load(contentsOf: url.path) else {
            Issue.record("a broken baseline loaded")
            return
        }
        #expect(failure.errors.map { "\($0.position): \($0.message)" } == [
            "1:48: missing required key 'message' in baseline entry",
            "1:90: unknown key 'mesage' in baseline entry; did you mean 'message'?",
        ])
    }
}

extension CommandLineTests {
    @Test func baselineWorkflowForAnExistingApp() throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("app.hig.json")
        try #"{"toolbar": {"title": "Everything In One Place", "groups": [{"placement": "leading", "items": [{"label": "Go", "style": "prominent"}]}]}}"#
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(try run(["--quiet", "app.hig.json"], in: directory).status == 1)

        let written = try run(["--write-baseline", "baseline.json", "app.hig.json"], in: directory)
        // Every finding is recorded, so the run succeeds and says how many entries it wrote
        // (--quiet keeps that note back, as it does the summary).
        #expect(written.status == 0)
        #expect(written.stderr.hasPrefix("hig-lint: wrote 2 baseline entries (2 findings) to baseline.json"), "\(written.stderr)")
        #expect(try run(["--quiet", "--write-baseline", "baseline.json", "app.hig.json"], in: directory).stderr.isEmpty)
        let adopted = try run(["--quiet", "--baseline", "baseline.json", "--strict-baseline", "app.hig.json"], in: directory)
        #expect(adopted.status == 0)
        #expect(adopted.stdout.isEmpty)

        // A new problem is reported; fixing an old one makes the strict baseline stale.
        try #"{"window": {"title": "Another Long Window Title"}, "toolbar": {"title": "Everything In One Place"}}"#
            .write(to: file, atomically: true, encoding: .utf8)
        let later = try run(["--quiet", "--fail-on", "warning", "--baseline", "baseline.json", "app.hig.json"], in: directory)
        #expect(later.status == 1)
        #expect(later.stdout == "app.hig.json:1:22: warning: window title \"Another Long Window Title\" has 25 characters; keep it under 15 [title-length]\n")
        let strict = try run(["--quiet", "--baseline", "baseline.json", "--strict-baseline", "app.hig.json"], in: directory)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("baseline.json:") && strict.stderr.contains("error: baseline entry no longer occurs: [toolbar-prominent-action] app.hig.json"))

        #expect(try run(["--strict-baseline", "app.hig.json"], in: directory).status == 2)
        #expect(try run(["--baseline", "missing.json", "app.hig.json"], in: directory).status == 2)
    }
}
