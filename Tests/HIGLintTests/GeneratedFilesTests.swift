import Foundation
import Testing
@testable import HIGLint

/// Files derived from the rules and the description shapes must match what the code generates.
/// After an intended change, rerun with `HIG_LINT_UPDATE_GENERATED=1 swift test --filter GeneratedFilesTests`.
@Suite struct GeneratedFilesTests {
    static let updating = ProcessInfo.processInfo.environment["HIG_LINT_UPDATE_GENERATED"] == "1"
    static let begin = "<!-- rules:begin (generated from Rules/ by `swift test`; do not edit) -->\n"
    static let end = "<!-- rules:end -->"

    @Test func readmeRuleTableIsCurrent() throws {
        let url = packageRoot.appendingPathComponent("README.md")
        var readme = try String(contentsOf: url, encoding: .utf8)
        let table = RuleDocumentation.markdownTable(catalog.rules.map(\.metadata), pages: "docs/rules")
        guard let start = readme.range(of: Self.begin), let stop = readme.range(of: Self.end, range: start.upperBound..<readme.endIndex) else {
            Issue.record("README.md lacks the rules markers")
            return
        }
        let current = String(readme[start.upperBound..<stop.lowerBound])
        if Self.updating && current != table {
            readme.replaceSubrange(start.upperBound..<stop.lowerBound, with: table)
            try readme.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == table, "README.md's rule table is stale")
    }

    @Test func publishedSchemaIsCurrent() throws {
        let url = packageRoot.appendingPathComponent("docs/description.schema.json")
        let schema = JSONSchemaWriter.descriptionSchema().text
        if Self.updating {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try schema.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == schema, "docs/description.schema.json is stale")
    }

    /// `docs/rules/<id>.md` for every rule, and nothing else in that folder.
    @Test func rulePagesAreCurrent() throws {
        let folder = packageRoot.appendingPathComponent("docs/rules")
        let expected = Dictionary(uniqueKeysWithValues: catalog.rules.map { ("\($0.metadata.id).md", RuleDocumentation.markdownPage($0)) })
        if Self.updating {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where expected[name] == nil {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
            for (name, page) in expected {
                let url = folder.appendingPathComponent(name)
                if (try? String(contentsOf: url, encoding: .utf8)) != page { try page.write(to: url, atomically: true, encoding: .utf8) }
            }
        }
        let present = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        #expect(present == Set(expected.keys), "docs/rules/ has pages for other rules than Rules/ holds")
        for (name, page) in expected.sorted(by: { $0.key < $1.key }) {
            let current = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(current == page, "docs/rules/\(name) is stale")
        }
    }
}
