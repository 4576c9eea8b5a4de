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

    @Test func aSuppressionMustBeAnObjectOfReasons() {
        #expect(loadErrors(#"{"window": {"hig-lint-disable": ["title-length"]}}"#, as: "d.hig.json")
                == [#"1:33: error: 'hig-lint-disable' must be an object of reasons by rule id, such as {"title-length": "the product name"}"#])
        #expect(loadErrors(#"{"window": {"hig-lint-disable": {"title-length": 3}}}"#, as: "d.hig.json")
                == ["1:50: error: the reason for suppressing 'title-length' must be a string, found the number 3"])
    }
}
