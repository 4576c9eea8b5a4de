import Foundation
import Testing
@testable import HIGLint

/// What each check reads of the model (`facts` in Rules/*.json, `<Definition>.<field>`), which
/// `explain` lists. Tested against the checks themselves: each rule's check runs over every
/// description the fixtures give (the rules' examples, the apps, the Swift and Interface Builder
/// fixtures, through every front end) while the debug build's field accessors note what it reads
/// (`FactUse`); a read its rule does not declare fails. After a change to a check, rerun with
/// `HIG_LINT_UPDATE_GENERATED=1 swift test --filter RuleFactsTests` to write what the checks read
/// into their rule files (a fact no fixture makes a check read is declared by adding a fixture that does).
@Suite struct RuleFactsTests {
    /// Every description the fixtures give, read once for every rule.
    static let descriptions: [Description] = {
        let linter = Linter(rules: [], frontEnds: frontEnds)
        let loaded = linter.descriptions(paths: [packageRoot.appendingPathComponent("Fixtures").path],
                                         jobs: ProcessInfo.processInfo.activeProcessorCount)
        return loaded.files.flatMap { (try? $0.1.get()) ?? [] }
    }()

    @Test(arguments: catalog.rules.map(\.metadata.id))
    func aCheckReadsOnlyTheFactsItsRuleDeclares(id: String) throws {
        let rule = try #require(catalog.rule(id: id))
        let read = Self.facts(readBy: rule)
        if GeneratedFilesTests.updating && read.sorted() != rule.metadata.facts {
            try Self.write(read.sorted(), into: packageRoot.appendingPathComponent(rule.metadata.file))
            return
        }
        let undeclared = read.subtracting(rule.metadata.facts).sorted()
        #expect(undeclared.isEmpty, "\(id) reads facts Rules/\(id).json does not declare: \(undeclared.joined(separator: ", ")); update with HIG_LINT_UPDATE_GENERATED=1 swift test --filter RuleFactsTests")
        #expect(rule.metadata.facts == Set(rule.metadata.facts).sorted(), "\(id): its facts are listed sorted, each once")
        // Only a rule whose check reads the model itself may declare nothing: one written as data
        // reads its selector, the suppression and not-understood rules what the front ends report.
        #expect(!read.isEmpty || rule.check is CustomCheck || rule.metadata.category == "suppression" || id.hasSuffix("-not-understood"),
                "\(id)'s check read nothing in the fixtures")
    }

    /// The facts `rule`'s check reads in the fixtures' descriptions, run as `Rule.appendFindings`
    /// runs it: on descriptions for the platforms it covers, once for each platform whose
    /// parameters differ, and on each sidebar in a tab for a sidebar rule. What the engine itself
    /// reads around the check (the platforms, `unseen`, the presentation, the tabs holding
    /// sidebars) is read outside the recording: those are the engine's facts, not the check's.
    static func facts(readBy rule: Rule) -> Set<String> {
        var facts = Set<String>()
        for description in descriptions where rule.applies(to: description.platforms) {
            let platforms: [Platform?] = rule.metadata.hasPlatformDefaults ? description.platforms.filter(rule.metadata.platforms.contains) : []
            let scopes = [description] + (rule.metadata.category == "sidebar" ? description.tabSidebarScopes : [])
            for scope in scopes {
                for platform in platforms.isEmpty ? [nil] : platforms {
                    facts.formUnion(FactUse.recording { rule.check.violations(in: scope, parameters: rule.parameters(for: platform)) }.facts)
                }
            }
        }
        return facts
    }

    /// Writes `facts` as the rule file's `"facts"` line, in place of the one it has or after its
    /// `reads` (else its `category`), leaving the rest of the file as it is; no facts, no line.
    static func write(_ facts: [String], into file: URL) throws {
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        let line = #"  "facts": ["# + facts.map { #"""# + $0 + #"""# }.joined(separator: ", ") + "],"
        if let index = lines.firstIndex(where: { $0.hasPrefix(#"  "facts": "#) }) {
            if facts.isEmpty { lines.remove(at: index) } else { lines[index] = line }
        } else if !facts.isEmpty {
            let after = try #require(lines.firstIndex { $0.hasPrefix(#"  "reads": "#) } ?? lines.firstIndex { $0.hasPrefix(#"  "category": "#) })
            lines.insert(line, at: after + 1)
        }
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func everyDeclaredFactIsAFieldOfTheModel() {
        for rule in catalog.rules {
            for fact in rule.metadata.facts {
                #expect(FactUse.fields[fact] != nil, "\(rule.metadata.id): '\(fact)' is no field of the model")
            }
        }
        #expect(FactUse.fields["ToolbarItem.role"]?.summary.isEmpty == false)
        #expect(FactUse.fields["Description.app"] != nil && FactUse.fields["Description.$schema"] == nil)
    }

    @Test func aFactThatIsNoFieldIsALoadError() {
        let file = EmbeddedFile(path: "Rules/probe.json", text: """
            {"id": "probe", "name": "p", "check": "TitleLength", "summary": "s", "rationale": "r",
             "hig": "https://developer.apple.com/x", "severity": "info", "category": "window", "platforms": ["macOS"],
             "facts": ["Toolbar.title", "Window.titel"],
             "parameters": [{"name": "limit", "summary": "s", "default": 15}]}
            """)
        guard case .failure(let failure) = RuleCatalog.load([EmbeddedRule(file: file, check: TitleLength.self, examples: [])]) else {
            Issue.record("a rule file naming no field loaded")
            return
        }
        #expect(failure.errors.map(\.description) == ["Rules/probe.json:3:11: error: 'Window.titel' is no field of the model; did you mean 'Window.title'?"])
    }

    /// A finding rests only on facts its check reads: a need outside them is refused when the rule loads.
    @Test func aNeedTheCheckDoesNotReadIsALoadError() {
        let file = EmbeddedFile(path: "Rules/probe.json", text: """
            {"id": "probe", "name": "p", "check": "TitleLength", "summary": "s", "rationale": "r",
             "hig": "https://developer.apple.com/x", "severity": "info", "category": "window", "platforms": ["macOS"],
             "facts": ["Toolbar.title", "Window.title"], "needs": ["Window.title", "ToolbarItem.role"],
             "parameters": [{"name": "limit", "summary": "s", "default": 15}]}
            """)
        guard case .failure(let failure) = RuleCatalog.load([EmbeddedRule(file: file, check: TitleLength.self, examples: [])]) else {
            Issue.record("a rule file needing a fact its check does not read loaded")
            return
        }
        #expect(failure.errors.map(\.description) == ["Rules/probe.json:3:55: error: 'ToolbarItem.role' is not among the facts the check reads"])
    }

    /// A marker field caps the findings of rules that need the fact it marks, where the finding is
    /// inside its object (the first group's Done, whose role only its placement gives), and no others
    /// (the second group's Done states its role; a rule that reads the role but does not rest on it).
    @Test func aMarkedFactCapsOnlyTheFindingsThatRestOnIt() throws {
        let description = try load(#"""
            {"platforms": ["iOS"], "toolbar": {"groups": [
              {"placement": "leading", "items": [{"label": "Done", "role": "done", "roleInferred": true}, {"label": "Edit"}]},
              {"placement": "trailing", "items": [{"label": "Save", "role": "done"}, {"label": "Share", "symbol": "square.and.arrow.up"}]}]}}
            """#, as: "t.hig.json").get()
        let apart = try #require(catalog.rule(id: "toolbar-critical-actions-apart"))
        let found = apart.findings(in: description).map { "\($0.anchor.start.line):\($0.anchor.start.column) \($0.severity) \($0.message)" }
        #expect(found == [
            "2:38 info done item \"Done\" shares a group with \"Edit\"; give navigation and critical actions a group of their own (needs review: only the item's placement gives it its role, and the view is not shown only in a sheet or dialog)",
            "3:39 warning done item \"Save\" shares a group with \"Share\"; give navigation and critical actions a group of their own",
        ])
        let textApart = try #require(catalog.rule(id: "toolbar-text-items-apart"))
        #expect(!textApart.findings(in: description).isEmpty)
        #expect(textApart.findings(in: description).allSatisfy { !$0.message.contains("needs review") })
    }

    /// A recording holds what its body read, apart from recordings elsewhere; outside one, reads note nothing.
    @Test func aRecordingHoldsTheFieldsItsBodyRead() async throws {
        let description = try load(#"{"toolbar": {"groups": [{"placement": "trailing", "items": [{"label": "Share", "role": "share"}]}]}}"#,
                                   as: "t.hig.json").get()
        let (role, facts) = FactUse.recording { description.toolbar?.items.first?.role }
        #expect(role == .share)
        #expect(facts == ["Description.toolbar", "Toolbar.groups", "ToolbarGroup.items", "ToolbarItem.role"])
        #expect(FactUse.sink == nil)
        async let other = FactUse.recording { description.toolbar?.groups.first?.placement }.facts
        let mine = FactUse.recording { description.toolbar?.items.first?.label }.facts
        #expect(await other == ["Description.toolbar", "Toolbar.groups", "ToolbarGroup.placement"])
        #expect(mine == ["Description.toolbar", "Toolbar.groups", "ToolbarGroup.items", "ToolbarItem.label"])
    }

    @Test func explainListsTheFacts() throws {
        let rule = try #require(catalog.rule(id: "title-length"))
        let text = RuleDocumentation.explanation(rule)
        let facts = try #require(text.split(separator: "\n").first { $0.hasPrefix("Facts:      ") })
        #expect(facts.contains(rule.metadata.facts[0]) && facts.contains(RuleDocumentation.factSummary(rule.metadata.facts[0])))
        #expect(text.contains("(a description that states none of these cannot be checked by this rule)\nFacts:      "))
        #expect(rule.metadata.facts.allSatisfy { fact in text.split(separator: "\n").contains { $0.dropFirst(12).hasPrefix(fact + " ") } })
    }
}
