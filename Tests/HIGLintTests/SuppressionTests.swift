import Foundation
import Testing
@testable import HIGLint

/// Inline suppressions: what they silence, how each format shows them, and the findings about them.
@Suite struct SuppressionTests {
    let cli = CommandLineTests()

    @Test func coverTheObjectAndEverythingInsideIt() {
        let json = #"{"sidebar": {"items": [{"title": "A", "hig-lint-disable": {"sidebar-max-depth": "archive"}, "children": [{"title": "B", "children": [{"title": "C"}]}]}, {"title": "D", "children": [{"title": "E", "children": [{"title": "F"}]}]}]}}"#
        #expect(findings(json) == [#"1:210: warning: sidebar item "F" sits at level 3; show at most 2 levels in a sidebar [sidebar-max-depth]"#])
        let xml = """
            <description>
              <sidebar>
                <!-- hig-lint-disable sidebar-max-depth: archive folders mirror the server -->
                <item title="A"><item title="B"><item title="C"/></item></item>
                <item title="D"><item title="E"><item title="F"/></item></item>
              </sidebar>
            </description>
            """
        #expect(findings(xml, as: "t.hig.xml") == [#"5:37: warning: sidebar item "F" sits at level 3; show at most 2 levels in a sidebar [sidebar-max-depth]"#])
        // A comment before the root element covers the whole file, which leaves the inner one with nothing to do.
        let whole = "<!-- hig-lint-disable sidebar-max-depth: legacy -->\n" + xml
        #expect(findings(whole, as: "t.hig.xml") == ["5:5: warning: suppression of 'sidebar-max-depth' silences nothing here; remove it [unused-suppression]"])
    }

    @Test func reportsShowWhatWasSilencedAndWhy() throws {
        let directory = try cli.temporaryDirectory()
        let file = directory.appendingPathComponent("s.hig.json")
        try #"{"window": {"hig-lint-disable": {"title-length": "the product's legal name"}, "title": "Contoso Enterprise Mail"}}"#
            .write(to: file, atomically: true, encoding: .utf8)
        let text = try cli.run(["s.hig.json"], in: directory)
        #expect(text.status == 0 && text.stdout.isEmpty)
        #expect(text.stderr.hasPrefix("hig-lint: 1 file linted, 0 errors, 0 warnings, 0 infos, 1 suppressed in "))
        let json = try cli.run(["--format", "json", "s.hig.json"], in: directory).stdout
        #expect(json.contains(#""justification" : "the product's legal name""#) && json.contains(#""suppressed" : 1"#))
        let sarif = try cli.run(["--format", "sarif", "s.hig.json"], in: directory).stdout
        #expect(sarif.contains(#""suppressions" : ["#) && sarif.contains(#""kind" : "inSource""#))
        // A baseline records only what is reported.
        #expect(try cli.run(["--write-baseline", "b.json", "s.hig.json"], in: directory).status == 0)
        #expect(try !String(contentsOf: directory.appendingPathComponent("b.json"), encoding: .utf8).contains("title-length"))
    }

    @Test func configurationCanRequireReasons() throws {
        let directory = try cli.temporaryDirectory()
        try #"{"window": {"hig-lint-disable": {"title-length": ""}, "title": "Contoso Enterprise Mail"}}"#
            .write(to: directory.appendingPathComponent("s.hig.json"), atomically: true, encoding: .utf8)
        #expect(try cli.run(["--quiet", "s.hig.json"], in: directory).status == 0)
        try "rules:\n  suppression-reason:\n    severity: error\n".write(to: directory.appendingPathComponent(".hig-lint.yml"), atomically: true, encoding: .utf8)
        let strict = try cli.run(["--quiet", "s.hig.json"], in: directory)
        #expect(strict.status == 1)
        #expect(strict.stdout == "s.hig.json:1:34: error: suppression of 'title-length' gives no reason; say why, so reviewers can judge it [suppression-reason]\n")
    }

    /// Storyboards and xibs cannot carry comments, so their suppressions live in the configuration:
    /// by object id (the object and everything inside it), by structural path, or for whole files.
    @Test func configuredSuppressionsSilenceInterfaceBuilderObjects() throws {
        let directory = try cli.temporaryDirectory()
        try Data(contentsOf: packageRoot.appendingPathComponent("Fixtures/ib/mac-split-sidebar.storyboard"))
            .write(to: directory.appendingPathComponent("Main.storyboard"))
        try """
            suppressions:
              - files: [Main.storyboard]
                rules: [sidebar-bottom-edit-buttons]
                objects: [Sbv-bb-001]
                reason: the legacy library pane; its redesign is tracked separately
              - files: [Main.storyboard]
                rules: [toolbar-items-in-menu-bar]
                objects: [Shr-bb-001]
              - files: ["*.storyboard"]
                rules: [sidebar-hideable]
                paths: ["//splitViewItem[@id='Sbi-bb-001']/@canCollapse"]
                reason: the sidebar is the app
              - files: [Other.storyboard]
                rules: [title-length]
                reason: a file this run does not lint
              - files: [Main.storyboard]
                rules: [sidebar-translucent-background]
                objects: [Gone-00-000]
                reason: an object deleted since

            """.write(to: directory.appendingPathComponent(".hig-lint.yml"), atomically: true, encoding: .utf8)
        let text = try cli.run(["Main.storyboard"], in: directory)
        // The pane's view holds the segmented control whose two segments were reported; the
        // toolbar item holds the action element; the path names the attribute exactly. The entry
        // for a file not linted is not called unused; the one for a deleted object is.
        #expect(text.stdout == """
            Main.storyboard:64:48: error: window title "Archive" is the app's name; title the window after its content or leave it empty (object id "Win-bb-001") [title-not-app-name]
            Main.storyboard:105:67: warning: sidebar starts hidden; show it by default so people discover it (object id "Sbi-bb-001") [sidebar-hidden-by-default]
            Main.storyboard:133:41: info: sidebar rows come from data as a tree; check that it shows at most 2 levels (needs review) (object id "Olv-bb-001") [sidebar-max-depth]
            Main.storyboard:135:45: warning: sidebar in a main window is opaque; keep the translucent background unless the window has several sidebars or is a panel or settings window (object id "Olv-bb-001") [sidebar-translucent-background]
            .hig-lint.yml:6:5: warning: configured suppression of 'toolbar-items-in-menu-bar' gives no reason; say why, so reviewers can judge it [suppression-reason]
            .hig-lint.yml:16:5: warning: configured suppression of 'sidebar-translucent-background' silences nothing in the files it names; remove it [unused-suppression]

            """)
        #expect(text.stderr.hasPrefix("hig-lint: 1 file linted, 1 error, 4 warnings, 1 info, 4 suppressed in "))
        let sarif = try cli.run(["--format", "sarif", "Main.storyboard"], in: directory).stdout
        #expect(sarif.components(separatedBy: #""kind" : "external""#).count - 1 == 4)
        #expect(sarif.contains(#""justification" : "the legacy library pane; its redesign is tracked separately""#))
        // A mistake in an entry is a configuration error like any other.
        try "suppressions:\n  - files: [Main.storyboard]\n    rules: [sidebar-hideabel]\n".write(to: directory.appendingPathComponent(".hig-lint.yml"), atomically: true, encoding: .utf8)
        let wrong = try cli.run(["Main.storyboard"], in: directory)
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains(".hig-lint.yml:3:13: error:") && wrong.stderr.contains("did you mean 'sidebar-hideable'?"))
    }

    @Test func aSuppressionMustBeAnObjectOfReasons() {
        #expect(loadErrors(#"{"window": {"hig-lint-disable": ["title-length"]}}"#, as: "d.hig.json")
                == [#"1:33: error: 'hig-lint-disable' must be an object of reasons by rule id, such as {"title-length": "the product name"}"#])
        #expect(loadErrors(#"{"window": {"hig-lint-disable": {"title-length": 3}}}"#, as: "d.hig.json")
                == ["1:50: error: the reason for suppressing 'title-length' must be a string, found the number 3"])
    }

    /// Many suppressions are looked up by rule and scope instead of tried in turn: the first that
    /// covers a finding is the same either way, whatever the paths, scopes, lines and objects.
    @Test func theLookupFindsTheFirstSuppressionThatCovers() {
        var random = SystemRandomNumberGenerator()
        let rules = ["a", "b", "c"]
        let steps = ["x", "y", "x[2]", "@t", ""]
        func path() -> String {
            (0..<Int.random(in: 0...4, using: &random)).map { _ in steps.randomElement(using: &random)! }.map { "/" + $0 }.joined()
        }
        let at = SourcePosition(line: 1, column: 1)
        for _ in 0..<200 {
            let suppressions = (0..<Int.random(in: 0...30, using: &random)).map { _ -> Suppression in
                let ids = Array(rules.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random)))
                let scope = [path(), "/", ""].randomElement(using: &random)!
                let line = Int.random(in: 1...5, using: &random)
                return switch Int.random(in: 0..<6, using: &random) {
                case 0: Suppression(ruleIDs: ids, reason: nil, anchor: SourceAnchor(file: "f", start: at, path: "/"), scope: scope, lines: line...line + 1)
                case 1: Suppression(ruleIDs: ids, reason: nil, anchor: SourceAnchor(file: "f", start: at, path: "/"), scope: scope, objects: ["o1"])
                default: Suppression(ruleIDs: ids, reason: nil, anchor: SourceAnchor(file: "f", start: at, path: "/"), scope: scope)
                }
            }
            let lookup = SuppressionIndex(suppressions)
            for _ in 0..<50 {
                let finding = Finding(ruleID: rules.randomElement(using: &random)!, severity: .warning, message: "m",
                                      anchor: SourceAnchor(file: ["f", "g"].randomElement(using: &random)!,
                                                           start: SourcePosition(line: Int.random(in: 1...6, using: &random), column: 1), path: path()),
                                      helpURI: "")
                let objects = Bool.random(using: &random) ? ["o1"] : []
                #expect(lookup.first(covering: finding, enclosingObjects: objects)
                        == suppressions.firstIndex { $0.covers(finding, enclosingObjects: objects) },
                        "\(finding.anchor.path) \(finding.ruleID) in \(suppressions.map { ($0.ruleIDs, $0.scope) })")
            }
        }
    }
}
