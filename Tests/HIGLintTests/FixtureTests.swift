import Foundation
import Testing
@testable import HIGLint

/// Every description under Fixtures/ is a test: its findings must be exactly those recorded beside it
/// in `<file>.findings` (none when there is no such file). Adding a fixture adds a test.
@Suite struct FixtureTests {
    static let descriptions: [String] = FileDiscovery.files(for: [packageRoot.appendingPathComponent("Fixtures").path],
                                                            picks: { path in frontEnds.contains { $0.picks(searched: path) } }).files
        .map { String($0.dropFirst(packageRoot.path.count + 1)) }

    static let malformed: [String] = {
        let folder = packageRoot.appendingPathComponent("Fixtures/invalid")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasSuffix(".errors") && !$0.hasPrefix(".") }.sorted().map { "Fixtures/invalid/" + $0 }
    }()

    @Test(arguments: descriptions)
    func findingsMatchTheRecordedOnes(fixture: String) {
        let url = packageRoot.appendingPathComponent(fixture)
        // Through the linter's own path: the front end that claims the file, every description it
        // yields. A Swift file is linted with the other files of its folder, whose views it may use,
        // as `hig-lint FOLDER` does.
        let linter = Linter(rules: catalog.rules, frontEnds: frontEnds)
        let isSwift = fixture.hasSuffix(".swift")
        let result = linter.lint(paths: [isSwift ? url.deletingLastPathComponent().path : url.path])
        let found = result.findings.filter { $0.anchor.file == url.path }.map(line)
            + result.errors.filter { $0.file == url.path }.map { "unexpected: " + line($0) }
        #expect(found == expectedLines(url.appendingPathExtension("findings")))
    }

    @Test(arguments: malformed)
    func malformedInputGetsTheRecordedErrors(fixture: String) {
        let url = packageRoot.appendingPathComponent(fixture)
        guard case .failure(let failure) = DescriptionLoader.load(contentsOf: url.path) else {
            Issue.record("\(fixture) loaded, but it is meant to be malformed")
            return
        }
        #expect(failure.errors.map(line) == expectedLines(url.appendingPathExtension("errors")))
        #expect(failure.errors.allSatisfy { $0.file == url.path })
    }

    @Test func everyMalformedFixtureHasItsErrorsRecorded() {
        for fixture in Self.malformed {
            let expectations = packageRoot.appendingPathComponent(fixture + ".errors")
            #expect(FileManager.default.fileExists(atPath: expectations.path), "\(fixture) has no .errors file")
        }
    }

    /// Each rule has a failing and a passing example in each syntax, and its failing examples
    /// trigger that rule alone, so that the examples `explain` prints say what they claim.
    @Test(arguments: catalog.rules.map(\.metadata.id))
    func ruleHasFocusedFailingAndPassingFixtures(ruleID: String) {
        // A rule about imported Interface Builder files has storyboard and xib examples instead.
        let names = ruleID.hasPrefix("ib-") ? ["failing.storyboard", "failing.xib", "passing.storyboard", "passing.xib"]
            : ruleID.hasPrefix("swift-") ? ["failing.swift", "passing.swift"]
            : ruleID.hasPrefix("objc-") ? ["failing.m", "passing.m"]
            : ["failing.hig.json", "failing.hig.xml", "passing.hig.json", "passing.hig.xml"]
        for name in names {
            let fixture = "Fixtures/rules/\(ruleID)/\(name)"
            #expect(Self.descriptions.contains(fixture), "missing \(fixture)")
        }
        for fixture in Self.descriptions where fixture.hasPrefix("Fixtures/rules/\(ruleID)/") {
            let recorded = expectedLines(packageRoot.appendingPathComponent(fixture + ".findings"))
            let isFailing = fixture.split(separator: "/").last!.hasPrefix("failing")
            #expect(isFailing ? !recorded.isEmpty : recorded.isEmpty, "\(fixture)")
            #expect(recorded.allSatisfy { $0.hasSuffix("[\(ruleID)]") }, "\(fixture) triggers another rule")
        }
    }

    @Test func parallelLintingKeepsTheOrder() {
        let folder = packageRoot.appendingPathComponent("Fixtures").path
        let invalid = Self.malformed.map { packageRoot.appendingPathComponent($0).path }
        let linter = Linter(rules: catalog.rules, frontEnds: frontEnds)
        let single = linter.lint(paths: [folder] + invalid, jobs: 1)
        let parallel = linter.lint(paths: [folder] + invalid, jobs: 4)
        #expect(!single.findings.isEmpty && !single.errors.isEmpty)
        #expect(parallel.files == single.files)
        #expect(parallel.findings == single.findings)
        #expect(parallel.errors == single.errors)
    }

    @Test func everyRuleFolderNamesARule() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Fixtures/rules").path)
        for folder in folders where !folder.hasPrefix(".") {
            #expect(catalog.rule(id: folder) != nil, "Fixtures/rules/\(folder) names no rule")
        }
    }
}

extension FixtureTests {
    /// The first six rules show how SwiftUI code fails and passes them, beside the descriptions.
    @Test(arguments: ["sidebar-bottom-edit-buttons", "sidebar-fixed-icon-colors", "sidebar-max-depth", "title-length",
                      "toolbar-max-groups", "toolbar-prominent-action"])
    func coreRuleHasSwiftExamples(ruleID: String) {
        for name in ["failing.swift", "passing.swift"] {
            #expect(Self.descriptions.contains("Fixtures/rules/\(ruleID)/\(name)"), "missing Fixtures/rules/\(ruleID)/\(name)")
        }
    }
}
