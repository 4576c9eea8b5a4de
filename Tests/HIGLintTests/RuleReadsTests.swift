import Foundation
import Testing
@testable import HIGLint

/// What each rule reads (`reads` in Rules/*.json, or a data-written rule's own selector), which
/// `explain` lists and `--verbose` uses to say that a rule could not run on a file. Tested against
/// the checks themselves: take every failing example of a rule, remove every field its reads select,
/// and the rule must fall silent. A declaration that misses a field the check needs fails here.
@Suite struct RuleReadsTests {
    @Test(arguments: catalog.rules.filter { !$0.reads.isEmpty }.map(\.metadata.id))
    func removingWhatARuleReadsSilencesIt(id: String) throws {
        let rule = try #require(catalog.rule(id: id))
        let examples = rule.metadata.examples.filter { $0.isFailing && $0.path.hasSuffix(".json") }
        try #require(!examples.isEmpty, "\(id) has no failing JSON example")
        var matchedSomewhere = Set<String>()
        for example in examples {
            guard case .success(let description) = DescriptionLoader.load(bytes: Array(example.text.utf8), path: example.path) else {
                Issue.record("\(example.path) does not load"); continue
            }
            guard !rule.findings(in: description).isEmpty else { continue }
            #expect(!rule.lacksInput(in: description), "\(example.path): \(id) finds something, so it did not lack input")
            let document = try #require(description.document)
            var pointers: [String] = []
            for read in rule.reads {
                let matches = try Selector(read).select(in: document)
                if !matches.isEmpty { matchedSomewhere.insert(read) }
                pointers += matches.map(\.anchor.path)
            }
            let stripped = try removing(pointers, from: example.text)
            switch DescriptionLoader.load(bytes: Array(stripped.utf8), path: example.path) {
            case .failure(let failure):
                Issue.record("\(example.path) without \(rule.reads) does not load: \(failure.errors.map(\.description))")
            case .success(let without):
                #expect(rule.findings(in: without).map(\.message) == [], "\(example.path): \(id) still finds something without \(rule.reads)")
                #expect(rule.lacksInput(in: without))
            }
        }
        #expect(!matchedSomewhere.isEmpty, "\(id): its reads select nothing in its failing examples")
        // Every name a selector steps through is a field of the description format.
        for read in rule.reads {
            for step in try Selector(read).steps {
                switch step {
                case .field(let name), .descendant(let name), .filter(let name, _):
                    #expect(Self.fieldNames.contains(name), "\(id): '\(read)' names '\(name)', which no description object has")
                case .each: break
                }
            }
        }
    }

    /// Every field name of the description format, at any depth.
    static let fieldNames = Set(Description.shape.reachableFields.map(\.field.name))

    @Test func explainAndVerboseNameWhatRulesRead() throws {
        let title = try #require(catalog.rule(id: "title-length"))
        #expect(RuleDocumentation.explanation(title).contains("Reads:      $.window.title, $.toolbar.title\n"))
        // A data-written rule reads its own selector, with nothing declared beside it.
        let groups = try #require(catalog.rule(id: "toolbar-max-groups"))
        #expect(groups.reads == ["$.toolbar.groups[*]"] || groups.reads.count == 1)
        let linter = Linter(rules: catalog.rules)
        let description = try load(#"{"platforms": ["macOS"], "window": {"title": "Mail"}}"#, as: "w.hig.json").get()
        let notRun = NotRunReport.notRun(in: [description], file: "w.hig.json", linter: linter)
        #expect(notRun.contains("sidebar-hideable") && notRun.contains("toolbar-prominent-action"))
        #expect(!notRun.contains("title-length"))  // it reads the window title, which is stated
        #expect(!notRun.contains("tab-bar-max-tabs"))  // not a macOS rule: not run for another reason
        #expect(!notRun.contains("unused-suppression"))  // reads nothing a description states
    }

    /// The JSON text without the values at these JSON Pointers (later list elements first, so
    /// that the indices of earlier ones stay right).
    private func removing(_ pointers: [String], from text: String) throws -> String {
        var root = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let paths = Set(pointers).map { $0.split(separator: "/").map(String.init) }
            .sorted { a, b in
                for (x, y) in zip(a, b) where x != y {
                    if let i = Int(x), let j = Int(y) { return i > j }
                    return x > y
                }
                return a.count > b.count
            }
        for path in paths { root = remove(path[...], from: root) }
        return String(decoding: try JSONSerialization.data(withJSONObject: root), as: UTF8.self)
    }

    private func remove(_ path: ArraySlice<String>, from value: Any) -> Any {
        guard let head = path.first else { return value }
        if var object = value as? [String: Any] {
            if path.count == 1 { object[head] = nil } else if let inner = object[head] { object[head] = remove(path.dropFirst(), from: inner) }
            return object
        }
        if var array = value as? [Any], let index = Int(head), array.indices.contains(index) {
            if path.count == 1 { array.remove(at: index) } else { array[index] = remove(path.dropFirst(), from: array[index]) }
            return array
        }
        return value
    }
}
