import Foundation
import Testing
@testable import HIGLint

/// A test-only rule as one release words it: each labelled toolbar item, by its label.
private struct LabelledItemsAsWorded: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.compactMapToolbarItems(on: nil) { item, _ in
            item.label.map { Violation(at: item.anchors.object, FindingMessage("toolbar item \"\($0)\" has a label", subject: ["item": $0])) }
        }
    }
}

/// The same rule as a later release rewords it.
private struct LabelledItemsReworded: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.compactMapToolbarItems(on: nil) { item, _ in
            item.label.map { Violation(at: item.anchors.object, FindingMessage("\"\($0)\" is labelled; 1 label found", subject: ["item": $0])) }
        }
    }
}

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

    /// A note's words, the subject its baseline entry keeps, with counts and line numbers as `#`:
    /// byte by byte for ASCII text, by character otherwise (a keycap digit is no number).
    @Test func numbersInANoteAreReplacedAlikeWhateverTheText() {
        #expect("more than 120 places in line 7".numbersReplacedByHash == "more than # places in line #")
        #expect("v2.0 of 3 tabs".numbersReplacedByHash == "v#.# of # tabs")
        #expect("Étape 12 : 1\u{FE0F}\u{20E3} et 45".numbersReplacedByHash == "Étape # : 1\u{FE0F}\u{20E3} et #")
        #expect("".numbersReplacedByHash == "")
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

    @Test func entriesAreKeyedOnTheSubjectNotTheWords() throws {
        var recorded = finding("toolbar-prominent-action", line: 4, path: "/toolbar/groups/1/items/0/style", message: "too many: \"Export\"")
        recorded.subject = ["item": "Export"]
        let baseline = Baseline(findings: [recorded], file: { $0 })
        #expect(baseline.text.contains(#""subject" : "item=Export""#) && !baseline.text.contains("message"))
        #expect(baseline.text.contains(#""version" : 2"#))
        var reworded = recorded
        reworded.message = "make \"Export\" plain"
        var relabelled = recorded
        relabelled.subject = ["item": "Share"]
        #expect(baseline.apply(to: [reworded], file: { $0 }).new.isEmpty)
        let (fresh, stale) = baseline.apply(to: [relabelled], file: { $0 })
        #expect(fresh.map(\.subject.text) == ["item=Share"])
        #expect(stale.map(\.0.key) == [.subject("item=Export")])
    }

    /// Rewording a rule's message keeps its findings' baseline entries and SARIF fingerprints;
    /// relabelling the item they are about does not.
    @Test func rewordingARuleKeepsItsBaselineAndFingerprints() throws {
        func findings(_ check: any Check, _ text: String) throws -> [Finding] {
            let metadata = RuleMetadata(id: "labelled-items", name: "Labelled items", summary: "", rationale: "", helpURI: "", severity: .warning,
                                        category: "toolbar", platforms: Platform.allCases, guidance: [], parameters: [], file: "", examples: [])
            return Linter(rules: [Rule(metadata: metadata, check: check)]).findings(in: try load(text, as: "/repo/a.hig.json").get())
        }
        let app = #"{"toolbar": {"groups": [{"items": [{"label": "Share"}, {"label": "Delete"}]}]}}"#
        let recorded = try findings(LabelledItemsAsWorded(), app)
        let reworded = try findings(LabelledItemsReworded(), app)
        #expect(recorded.map(\.message) == [#"toolbar item "Share" has a label"#, #"toolbar item "Delete" has a label"#])
        #expect(reworded.map(\.message) == [#""Share" is labelled; 1 label found"#, #""Delete" is labelled; 1 label found"#])
        let baseline = Baseline(findings: recorded, file: { $0 })
        let (fresh, stale) = baseline.apply(to: reworded, file: { $0 })
        #expect(fresh.isEmpty && stale.isEmpty)
        let context = ReportContext(result: LintResult(files: []), rules: [], root: "/repo", exitCode: 0, workingDirectory: "/repo")
        #expect(recorded.map { SARIFReporter.fingerprint($0, context: context) } == reworded.map { SARIFReporter.fingerprint($0, context: context) })

        let relabelled = try findings(LabelledItemsReworded(), app.replacingOccurrences(of: "Delete", with: "Remove"))
        let after = baseline.apply(to: relabelled, file: { $0 })
        #expect(after.new.map(\.message) == [#""Remove" is labelled; 1 label found"#])
        #expect(after.stale.map(\.0.key) == [.subject("item=Delete")])
        #expect(SARIFReporter.fingerprint(relabelled[1], context: context) != SARIFReporter.fingerprint(recorded[1], context: context))
    }

    /// A front end's notes share nodes (one method's title and bar items), so without a subject of
    /// their own their words, numbers taken out, tell them apart; a subject the front end names wins.
    @Test func notesWithoutASubjectAreToldApartByTheirWords() {
        let anchor = SourceAnchor(file: "a.swift", start: SourcePosition(line: 3, column: 1), path: "Owner.viewDidLoad")
        let title = Violation(at: anchor, "title is set in 2 places; hig-lint reads one").withWordsAsSubjectIfNone
        let item = Violation(at: anchor, "this bar button item is built in a way hig-lint cannot read").withWordsAsSubjectIfNone
        #expect(title.subject.text == #"note=title is set in # places\; hig-lint reads one"#)
        #expect(title.subject != item.subject)
        let named = Violation(at: anchor, FindingMessage("reworded", subject: ["property": "title"])).withWordsAsSubjectIfNone
        #expect(named.subject.text == "property=title")
    }

    @Test func subjectsEscapeTheirSeparators() {
        let subject: Subject = ["item": "a; b=c\\", "platform": nil, "group": "x"]
        #expect(subject.text == #"item=a\; b=c\\; group=x"#)
        #expect(subject != ["item": "a", "b": "c\\; group=x"])
        #expect(Subject().text.isEmpty)
    }

    /// Version 1 entries (keyed on the message without numbers) match the findings they recorded,
    /// whatever those findings' subjects; each counts once, and an unmatched one is stale.
    @Test func versionOneEntriesStillMatchByMessage() throws {
        let url = testScratchDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
        try #"""
            {"version": 1, "tool": "hig-lint", "entries": [
              {"ruleId": "title-length", "file": "/repo/a.hig.json", "path": "/window/title", "message": "window title \"x\" has # characters; keep it under #"},
              {"ruleId": "title-length", "file": "/repo/a.hig.json", "path": "/toolbar/title", "message": "toolbar title \"y\" has # characters; keep it under #"}
            ]}
            """#.write(to: url, atomically: true, encoding: .utf8)
        let baseline = try Baseline.load(contentsOf: url.path).get()
        var window = finding("title-length", line: 2, path: "/window/title", message: "window title \"x\" has 20 characters; keep it under 15")
        window.subject = ["owner": "window", "title": "x"]
        let (fresh, stale) = baseline.apply(to: [window, window], file: { $0 })
        #expect(fresh.count == 1)
        #expect(stale.map(\.0.path) == ["/toolbar/title"])
        #expect(stale.first?.1?.start.line == 3)
        // Written again, the entries keep the key they were read with.
        #expect(baseline.text.contains(#""message" : "toolbar title \"y\" has # characters; keep it under #""#))
    }

    @Test func anEntryNeedsOneOfSubjectAndMessage() throws {
        func errors(_ entries: String) throws -> [String] {
            let url = testScratchDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
            try #"{"version": 2, "tool": "hig-lint", "entries": [\#(entries)]}"#.write(to: url, atomically: true, encoding: .utf8)
            guard case .failure(let failure) = Baseline.load(contentsOf: url.path) else { return [] }
            return failure.errors.map { "\($0.position): \($0.message)" }
        }
        #expect(try errors(#"{"ruleId": "x", "file": "a", "path": "/", "subject": ""}, {"ruleId": "x", "file": "a", "path": "/"}"#) == [
            "1:106: a baseline entry needs 'subject' (or, as version 1 baselines have, 'message')",
        ])
        #expect(try errors(#"{"ruleId": "x", "file": "a", "path": "/", "subject": "", "message": "m"}"#) == [
            "1:116: baseline entry gives both 'subject' and 'message'; give only one",
        ])
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

    /// A baseline hig-lint 0.1.0 wrote (keyed on messages; `Baselines/README.md` says how) still
    /// silences every finding it recorded, and none goes stale; writing the baseline again over
    /// the same files gives the subject-keyed format, which silences them as well.
    @Test func aBaselineWrittenByRelease010StillSilencesItsFindings() throws {
        let folder = packageRoot.appendingPathComponent("Tests/HIGLintTests/Baselines")
        let all = try run(["--no-cache", "--quiet", "--format", "json", "input"], in: folder)
        let report = try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any]
        #expect((report?["findings"] as? [Any])?.count == 55)
        let old = try run(["--no-cache", "--quiet", "--baseline", "written-by-0.1.0.json", "--strict-baseline", "input"], in: folder)
        #expect(old.status == 0)
        #expect(old.stdout.isEmpty && old.stderr.isEmpty, "\(old.stdout)\(old.stderr)")

        let rewritten = try temporaryDirectory().appendingPathComponent("baseline.json")
        let written = try run(["--no-cache", "--write-baseline", rewritten.path, "input"], in: folder)
        #expect(written.stderr.hasPrefix("hig-lint: wrote 55 baseline entries (55 findings) to "), "\(written.stderr)")
        let text = try String(contentsOf: rewritten, encoding: .utf8)
        let expected = folder.appendingPathComponent("written-by-0.1.0.rewritten.json")
        if ProcessInfo.processInfo.environment["HIG_LINT_UPDATE_GOLDEN"] == "1" {
            try text.write(to: expected, atomically: true, encoding: .utf8)
        }
        #expect(text == (try String(contentsOf: expected, encoding: .utf8)))
        #expect(text.contains(#""version" : 2"#) && !text.contains(#""message""#))
        let new = try run(["--no-cache", "--quiet", "--baseline", rewritten.path, "--strict-baseline", "input"], in: folder)
        #expect(new.status == 0)
        #expect(new.stdout.isEmpty && new.stderr.isEmpty)
    }

    /// Subjects tell apart what the messages told apart: over every fixture, no two findings share
    /// a SARIF fingerprint (two findings of one rule on one node need different subjects).
    @Test func fingerprintsAreUniqueOverTheFixtures() throws {
        let sarif = try run(["--no-cache", "--quiet", "--format", "sarif", "Fixtures"])
        let log = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
        let results = ((log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] }
        #expect(results.count > 250)
        #expect(fingerprints.count == results.count)
        let repeated = Dictionary(grouping: results) { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] ?? "" }
            .filter { $0.value.count > 1 }.map { $0.value.map { "\($0["ruleId"] ?? ""): \(($0["message"] as? [String: Any])?["text"] ?? "")" } }
        #expect(repeated.isEmpty, "\(repeated)")
    }
}
