import Foundation
import Testing
@testable import HIGLint

/// House rules written only in configuration: selectors, assertions, and their errors.
@Suite struct CustomRuleTests {
    let configurations = ConfigurationTests()

    static let rules = """
        custom-rules:
          - id: sidebar-title-case
            summary: Sidebar rows use title case.
            severity: info
            category: sidebar
            hig: https://example.com/house-style#sidebars
            select: $.sidebar..title
            assert: {pattern: "([A-Z0-9][^ ]*)( [A-Z0-9][^ ]*)*"}
            message: 'sidebar title "{value}" is not in title case'
          - id: max-top-level-sections
            summary: At most two top-level sidebar sections.
            severity: warning
            select: $.sidebar.items[*]
            assert: {maxCount: 2}
            message: "the sidebar has {count} top-level sections; keep to {limit}"
          - id: trailing-items-have-symbols
            summary: Trailing toolbar items have symbols.
            severity: info
            select: $.toolbar.groups[?(@.placement=='trailing')].items[*]
            assert: {required: symbol}
            message: 'trailing item "{value}" has no symbol'
        rules:
          max-top-level-sections: {severity: error}
        """

    static let description = """
        {"sidebar": {"items": [{"title": "Library", "children": [{"title": "recently added"}]}, {"title": "Store"}, {"title": "Radio"}]},
         "toolbar": {"groups": [{"placement": "trailing", "items": [{"label": "Edit", "role": "edit"}, {"kind": "space"}, {"label": "Add", "symbol": "plus"}]},
                                {"placement": "leading", "items": [{"label": "Back", "symbol": "chevron.backward", "role": "back"}]}]}}
        """

    @Test func customRulesFireWithTheirOwnIdMessageAndSeverityInEveryFormat() throws {
        let root = try configurations.project([".hig-lint.yml": Self.rules, "a.hig.json": Self.description])
        let text = try configurations.cli.run(["--quiet", "a.hig.json"], in: root)
        #expect(text.stdout == """
            a.hig.json:1:68: info: sidebar title "recently added" is not in title case [sidebar-title-case]
            a.hig.json:1:109: error: the sidebar has 3 top-level sections; keep to 2 [max-top-level-sections]
            a.hig.json:2:61: info: trailing item "Edit" has no symbol [trailing-items-have-symbols]
            a.hig.json:2:96: info: trailing item "space" has no symbol [trailing-items-have-symbols]

            """)
        #expect(text.status == 1)
        let json = try configurations.cli.run(["--format", "json", "a.hig.json"], in: root).stdout
        #expect(json.contains(#""ruleId" : "sidebar-title-case""#) && json.contains(#""helpUri" : "https://example.com/house-style#sidebars""#))
        let sarif = try configurations.cli.run(["--format", "sarif", "a.hig.json"], in: root).stdout
        #expect(sarif.contains(#""id" : "max-top-level-sections""#) && sarif.contains(#""ruleId" : "max-top-level-sections""#)
                && sarif.contains(#""level" : "error""#))
    }

    /// `[*]` over a list of strings selects each string, in JSON and in XML (where the list is one
    /// attribute): every element is checked and counted. A finding points at the string in JSON,
    /// and at the attribute in XML, whose words have no positions of their own.
    @Test func eachElementOfAListOfStringsIsSelected() throws {
        let rules = """
            custom-rules:
              - id: only-ios
                summary: iOS only.
                severity: warning
                select: $.platforms[*]
                assert: {values: [iOS]}
                message: 'platform "{value}" is not iOS'
              - id: two-platforms
                summary: At most two platforms.
                severity: warning
                select: $.platforms[*]
                assert: {maxCount: 2}
                message: "{count} platforms; keep to {limit}"
            """
        let root = try configurations.project([".hig-lint.yml": rules,
                                               "a.hig.json": #"{"platforms": ["iOS", "macOS", "visionOS"]}"#,
                                               "b.hig.xml": #"<description platforms="iOS macOS visionOS"/>"#])
        let run = try configurations.cli.run(["--quiet", "--select", "only-ios,two-platforms", "a.hig.json", "b.hig.xml"], in: root)
        #expect(run.stdout == """
            a.hig.json:1:23: warning: platform "macOS" is not iOS [only-ios]
            a.hig.json:1:32: warning: platform "visionOS" is not iOS [only-ios]
            a.hig.json:1:32: warning: 3 platforms; keep to 2 [two-platforms]
            b.hig.xml:1:24: warning: platform "macOS" is not iOS [only-ios]
            b.hig.xml:1:24: warning: platform "visionOS" is not iOS [only-ios]
            b.hig.xml:1:24: warning: 3 platforms; keep to 2 [two-platforms]

            """)
        // In a long list (which the store lists once rather than walks for each element), the
        // 81st string is still found at its own place.
        let long = (0..<100).map { $0 == 80 ? "\"macOS\"" : "\"iOS\"" }.joined(separator: ", ")
        try Data(#"{"platforms": [\#(long)]}"#.utf8).write(to: root.appendingPathComponent("c.hig.json"))
        let column = #"{"platforms": ["#.count + 1 + 80 * #""iOS", "#.count
        #expect(try configurations.cli.run(["--quiet", "--select", "only-ios", "c.hig.json"], in: root).stdout
                == "c.hig.json:1:\(column): warning: platform \"macOS\" is not iOS [only-ios]\n")
    }

    /// Placeholders are filled one after another, as bytes: a value that itself holds `{limit}` has
    /// it filled too, and a placeholder just before a combining mark is still filled.
    @Test func placeholdersAreFilledInTurnAsBytes() throws {
        let rules = """
            custom-rules:
              - id: short-titles
                summary: Short sidebar titles.
                severity: info
                select: $.sidebar..title
                assert: {maxLength: 3}
                message: "{value}\u{301} is over {limit} ({count}) {other}"
            """
        let root = try configurations.project([".hig-lint.yml": rules,
                                               "a.hig.json": #"{"sidebar": {"items": [{"title": "A {limit} B"}]}}"#])
        let run = try configurations.cli.run(["--quiet", "--select", "short-titles", "a.hig.json"], in: root)
        #expect(run.stdout == "a.hig.json:1:34: info: A 3 B\u{301} is over 3 (1) {other} [short-titles]\n")
    }

    @Test func rulesFromAFolderAndTheirMistakes() throws {
        let root = try configurations.project([
            ".hig-lint.yml": "rules-dir: house-rules\ndisable: [sidebar-title-case]\n",
            "house-rules/title-case.yml": """
                id: sidebar-title-case
                summary: Sidebar rows use title case.
                severity: info
                select: $.sidebar..title
                assert: {maxLength: 5}
                message: '"{value}" is longer than {limit}'
                """,
            "house-rules/broken.json": #"{"id": "Broken", "summary": "s", "severity": "info", "select": "$.sidebar..", "assert": {"pattern": "(", "maxLength": 3}, "message": "m", "colour": 1}"#,
            "a.hig.json": Self.description,
        ])
        let run = try configurations.cli.run(["--quiet", "a.hig.json"], in: root)
        #expect(run.status == 2)
        #expect(run.stderr == """
            \(root.path)/house-rules/broken.json:1:139: error: unknown key 'colour' in custom rule

            """)
        try FileManager.default.removeItem(at: root.appendingPathComponent("house-rules/broken.json"))
        try #"{"id": "Broken", "summary": "s", "severity": "info", "select": "$.sidebar..", "assert": {"pattern": "(", "maxLength": 3}, "message": "m"}"#
            .write(to: root.appendingPathComponent("house-rules/broken.json"), atomically: true, encoding: .utf8)
        let second = try configurations.cli.run(["--quiet", "a.hig.json"], in: root)
        let prefix = root.path + "/house-rules/broken.json"
        #expect(second.stderr == """
            \(prefix):1:8: error: rule id 'Broken' must be kebab-case: lowercase letters, digits and hyphens
            \(prefix):1:64: error: bad selector at character 12: expected a field name
            \(prefix):1:89: error: an assertion gives exactly one check (minCount and maxCount count as one); found 2
            \(prefix):1:101: error: bad pattern at character 2: missing ')' for the group opened at character 1

            """)
        try FileManager.default.removeItem(at: root.appendingPathComponent("house-rules/broken.json"))
        // With the broken rule gone, the folder's rule is known and can be disabled by id.
        let clean = try configurations.cli.run(["--quiet", "a.hig.json"], in: root)
        #expect(clean.status == 0 && clean.stdout.isEmpty, "\(clean.stderr)")
    }

    @Test func selectorsParseOrSayWhere() throws {
        #expect(try Selector("$.toolbar.groups[?(@.placement=='trailing')].items[*].label").steps
                == [.field("toolbar"), .field("groups"), .filter(field: "placement", value: "trailing"), .field("items"), .each, .field("label")])
        #expect(try Selector("$..title").steps == [.descendant("title")])
        for (text, offset) in [("sidebar", 0), ("$.", 2), ("$[0]", 1), ("$.a[?(@.b='c')]", 9)] {
            #expect(throws: SelectorError.self) { try Selector(text) }
            do { _ = try Selector(text) } catch { #expect(error.offset == offset, "\(text)") }
        }
    }

    /// toolbar-max-groups is written as data (Rules/toolbar-max-groups.json) with the same check as
    /// custom rules; its threshold is still a parameter the configuration tunes.
    @Test func builtInRulesWrittenAsDataTakeTheirParameters() throws {
        let rule = try #require(catalog.rule(id: "toolbar-max-groups"))
        #expect(rule.check is CustomCheck)
        let groups = (1...4).map { _ in #"{"items": [{"label": "A", "symbol": "a"}]}"# }.joined(separator: ", ")
        let description = try load(#"{"toolbar": {"groups": [\#(groups)]}}"#, as: "t.hig.json").get()
        #expect(Linter(rules: [rule]).findings(in: description).map(\.message) == ["toolbar has 4 groups of controls; use at most 3"])
        #expect(Linter(rules: [rule.tuned(severity: nil, parameters: ["maxGroups": 4])]).findings(in: description).isEmpty)
    }
}
