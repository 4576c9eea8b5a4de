import Foundation
import Testing
@testable import HIGLint

@Suite struct CatalogTests {
    @Test func builtInRulesLoadWithoutProblems() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Rules").path)
        do {
            let loaded = try RuleCatalog.builtIn()
            #expect(loaded.rules.map(\.metadata.id) == files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted())
        } catch {
            Issue.record("Rules/ does not load: \(error.errors.map(\.description))")
        }
    }

    /// Every rule file decodes without a problem (a broken one is reported with positions), and
    /// the metadata the build compiles from it, which runs use, is what decoding it gives.
    @Test func compiledMetadataIsWhatDecodingTheRuleFilesGives() throws {
        let decoded: RuleCatalog
        switch RuleCatalog.load(RuleCatalog.embedded) {
        case .success(let catalog): decoded = catalog
        case .failure(let failure):
            Issue.record("Rules/ does not decode: \(failure.errors.map(\.description))")
            return
        }
        let compiled = try RuleCatalog.builtIn()
        #expect(compiled.rules.map(\.metadata.id) == decoded.rules.map(\.metadata.id))
        for (built, read) in zip(compiled.rules, decoded.rules) {
            #expect(built.metadata == read.metadata, "\(read.metadata.id): compiled and decoded metadata differ")
            #expect(type(of: built.check) == type(of: read.check), "\(read.metadata.id)")
        }
        #expect(compiled.rules.contains { $0.check is CustomCheck })
    }

    /// The binary carries the same rule files that are in Rules/ now: the build embeds them.
    @Test func embeddedRulesAreTheFilesInRules() throws {
        let folder = packageRoot.appendingPathComponent("Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(RuleCatalog.embedded.map(\.file.path).sorted() == files.map { "Rules/" + $0 })
        for entry in RuleCatalog.embedded {
            let onDisk = try String(contentsOf: packageRoot.appendingPathComponent(entry.file.path), encoding: .utf8)
            #expect(entry.file.text == onDisk, "\(entry.file.path) differs from its embedded copy")
        }
    }

    @Test func severitiesFollowTheGuidanceVerbs() throws {
        // hig-guidance.md: "only one" → error; "avoid", "keep under", "aim for a maximum", "in general no more than" → warning.
        let expected: [String: Severity] = [
            "sidebar-max-depth": .warning, "sidebar-bottom-edit-buttons": .warning, "sidebar-fixed-icon-colors": .warning,
            "title-length": .warning, "toolbar-max-groups": .warning, "toolbar-prominent-action": .error,
        ]
        for (id, severity) in expected {
            #expect(try #require(catalog.rule(id: id)).metadata.severity == severity, "\(id)")
        }
    }

    @Test func brokenRuleFilesAreReportedWithPositions() {
        let file = EmbeddedFile(path: "Rules/bad-rule.json", text: """
            {"id": "Bad_Rule", "name": "x", "check": "TitleLength", "summary": "s", "rationale": "r",
             "hig": "http://example.invalid", "severity": "fatal", "category": "toolbar", "platforms": [],
             "parameters": [{"name": "limit", "summary": "s", "default": 0, "minimum": 1}]}
            """)
        guard case .failure(let failure) = RuleCatalog.load([EmbeddedRule(file: file, check: TitleLength.self, examples: [])]) else {
            Issue.record("a broken rule file loaded")
            return
        }
        #expect(failure.errors.map(\.description) == [
            #"Rules/bad-rule.json:2:47: error: 'severity' in rule must be one of info, warning, error, found "fatal""#,
        ])
        let fixed = file.text.replacingOccurrences(of: "\"fatal\"", with: "\"error\"")
        guard case .failure(let second) = RuleCatalog.load([EmbeddedRule(file: EmbeddedFile(path: file.path, text: fixed), check: TitleLength.self, examples: [])]) else {
            Issue.record("a broken rule file loaded")
            return
        }
        #expect(second.errors.map(\.description) == [
            "Rules/bad-rule.json:1:8: error: rule id 'Bad_Rule' must be kebab-case: lowercase letters, digits and hyphens",
            "Rules/bad-rule.json:2:9: error: 'hig' must link a page on https://developer.apple.com/",
            "Rules/bad-rule.json:2:92: error: a rule applies to at least one platform",
            "Rules/bad-rule.json:3:62: error: default 0 is below the minimum 1",
        ])
    }

    /// A probe check that reports the parameter value it was given, so the test sees which default applied.
    struct ReportsLimit: Check {
        func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
            [Violation(at: description.anchors.object, "limit \(parameters["limit"])")]
        }
    }

    @Test func parameterDefaultsCanDifferByPlatform() throws {
        let file = EmbeddedFile(path: "Rules/probe.json", text: """
            {"id": "probe", "name": "p", "check": "ReportsLimit", "summary": "s", "rationale": "r",
             "hig": "https://developer.apple.com/x", "severity": "info", "category": "toolbar", "platforms": ["iOS", "iPadOS", "macOS"],
             "parameters": [{"name": "limit", "summary": "s", "default": 5, "minimum": 1,
                             "platformDefaults": [{"platforms": ["iOS"], "default": 3}, {"platforms": ["macOS"], "default": 9}]}]}
            """)
        let probe = try RuleCatalog.load([EmbeddedRule(file: file, check: ReportsLimit.self, examples: [])]).get()
        func limits(_ platforms: String) throws -> [String] {
            let description = try load(#"{"platforms": [\#(platforms)]}"#, as: "t.hig.json").get()
            return Linter(rules: probe.rules).findings(in: description).map(\.message)
        }
        #expect(try limits("") == ["limit 5"])
        #expect(try limits(#""iOS""#) == ["limit 3"])
        #expect(try limits(#""iPadOS""#) == ["limit 5"])
        #expect(try limits(#""macOS", "iOS", "watchOS""#) == ["limit 3", "limit 9"])
        #expect(RuleDocumentation.defaults(of: probe.rules[0].metadata.parameters[0]) == "5 (iOS 3, macOS 9)")

        let broken = file.text.replacingOccurrences(of: #"["macOS"], "default": 9"#, with: #"["iOS", "tvOS"], "default": 0"#)
        guard case .failure(let failure) = RuleCatalog.load([EmbeddedRule(file: EmbeddedFile(path: file.path, text: broken), check: ReportsLimit.self, examples: [])]) else {
            Issue.record("a broken rule file loaded")
            return
        }
        #expect(failure.errors.map(\.description) == [
            "Rules/probe.json:4:91: error: iOS has two defaults",
            "Rules/probe.json:4:91: error: the rule does not apply to tvOS",
            "Rules/probe.json:4:119: error: default 0 is below the minimum 1",
        ])
    }

    /// `explain` has everything the issue asks of it for every rule: summary, platforms, the link,
    /// parameters, and a failing example with what it reports and a passing one.
    @Test(arguments: catalog.rules.map(\.metadata.id))
    func everyRuleExplainsItself(id: String) throws {
        let rule = try #require(catalog.rule(id: id))
        let text = RuleDocumentation.explanation(rule, frontEnds: frontEnds)
        #expect(text.contains(rule.metadata.summary) && text.contains(rule.metadata.helpURI))
        #expect(text.contains("Platforms:  \(RuleDocumentation.platformList(rule.metadata))"))
        #expect(rule.metadata.parameters.allSatisfy { text.contains("  \($0.name) = ") })
        // Rules about imported Interface Builder files (ib-…), Swift source (swift-…) and
        // Objective-C (objc-…) explain themselves with a file of that kind and check no guidance row.
        let example = id.hasPrefix("ib-") ? "storyboard" : id.hasPrefix("swift-") ? "swift" : id.hasPrefix("objc-") ? "m" : "hig.json"
        #expect(text.contains("\nFails (example failing.\(example))\n") && text.contains("  which reports:\n"))
        #expect(text.contains("\nPasses (example passing.\(example))\n"))
        #expect(!rule.metadata.guidance.isEmpty || rule.metadata.category == "suppression" || ["ib-", "swift-", "objc-"].contains(where: id.hasPrefix), "\(id) names no guidance row")
    }
}
