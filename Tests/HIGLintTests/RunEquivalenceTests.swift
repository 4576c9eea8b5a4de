import Foundation
import Testing
@testable import HIGLint
import HIGLintSwift

/// A plain run, a run whose results come from the cache and the language server find the same
/// findings, with the same fixes, on the same files: they lint each file through the same stages
/// (`FileStages`), and a cached result keeps its fixes.
@Suite struct RunEquivalenceTests {
    let cli = CommandLineTests()

    /// Bundled apps whose findings have fixes: Swift views one file declares and others use (the
    /// demo), a storyboard and xibs, and JSON and XML descriptions.
    static let fixtures = ["Fixtures/demo/FieldGuide", "Fixtures/swift/TravelApp", "Fixtures/ib", "Fixtures/apps"]

    /// A fixture copied into a folder of its own, which a repository marker closes (no configuration is found above it).
    func workspace(copying fixture: String) throws -> URL {
        let directory = try cli.temporaryDirectory()
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent(fixture), to: directory.appendingPathComponent("app"))
        #expect(FileManager.default.createFile(atPath: directory.appendingPathComponent(".git").path, contents: nil))
        return directory.appendingPathComponent("app")
    }

    func session() throws -> LintSession {
        var settings = LintSession.Settings()
        settings.usesConfiguration = false
        settings.jobs = 2
        return try LintSession(rules: catalog.rules, frontEnds: frontEnds, settings: settings)
    }

    /// Every finding, reported or suppressed, with its fix's title and edits: one line each.
    static func lines(_ result: LintResult) -> [String] {
        (result.findings + result.suppressed).map { finding in
            let fix = finding.fix.map { fix in
                " fix \"\(fix.title)\"\(fix.isUnsafe ? " unsafe" : ""): " + fix.edits.map { "\($0.file):\($0.start)-\($0.end) \"\($0.replacement)\"" }.joined(separator: ", ")
            } ?? ""
            let related = finding.relatedLocations.map { " (\($0.anchor.file):\($0.anchor.start) \($0.message))" }.joined()
            return "\(finding.anchor.file):\(finding.anchor.start) [\(finding.ruleID)] \(finding.message) \(finding.platforms)\(related)"
                + (finding.suppression == nil ? "" : " suppressed") + fix
        }
    }

    @Test(arguments: fixtures) func aCachedRunFindsWhatAPlainRunFinds(fixture: String) throws {
        let root = try workspace(copying: fixture)
        let cache = try cli.temporaryDirectory().path
        let session = try session()
        let plain = session.lint(paths: [root.path])
        #expect(plain.findings.contains { $0.fix != nil }, "\(fixture) has no finding with a fix to compare")
        // The first run stores the results, the second takes every file's from the cache.
        #expect(Self.lines(session.lint(paths: [root.path], cacheDirectory: cache)) == Self.lines(plain))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache + "/hig-lint").contains { $0.hasSuffix(".cache") })
        let cached = session.lint(paths: [root.path], cacheDirectory: cache)
        #expect(Self.lines(cached) == Self.lines(plain))
        #expect(cached.errors == plain.errors)
    }

    /// An editor that opens every file of the app is shown the plain run's findings in each, and
    /// offered their fixes (and the suppressions) as code actions, edit for edit.
    @Test(arguments: fixtures) func theLanguageServerFindsWhatAPlainRunFinds(fixture: String) throws {
        let root = try workspace(copying: fixture)
        let plain = try session().lint(paths: [root.path])
        let editor = EditorSession(root: root)
        var diagnostics: [String: [Any]] = [:]
        for file in plain.files {
            for message in editor.open(file, try String(contentsOfFile: file, encoding: .utf8))
            where message["method"] as? String == "textDocument/publishDiagnostics" {
                let params = message["params"] as! [String: Any]
                diagnostics[FileURI.path(params["uri"] as! String)!] = params["diagnostics"] as? [Any]
            }
        }
        let server = editor.server
        func json(_ values: [JSONValue]) -> String { String(decoding: JSONValue.array(values).wireBytes, as: UTF8.self) }
        func json(_ value: Any?) -> String { String(decoding: (try? JSONSerialization.data(withJSONObject: value ?? [], options: .sortedKeys)) ?? Data(), as: UTF8.self) }
        for file in Set(plain.files + plain.findings.map(\.anchor.file)).sorted() {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
            let lines = EditorLines(bytes: bytes)
            let found = plain.findings.filter { $0.anchor.file == file }.sorted(by: Finding.reportOrder)
            // The same diagnostics, in the same order, as JSON says them.
            let expected = try JSONSerialization.jsonObject(with: Data(JSONValue.array(found.map { server.diagnostic($0, lines: lines) }).wireBytes))
            #expect(json(diagnostics[file] ?? []) == json(expected), "\(file)")
            guard !found.isEmpty else { continue }
            // The code actions over the whole file: each finding's fix, then its suppression.
            let lastLine = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count - 1
            let answer = editor.request("textDocument/codeAction", .object([
                "textDocument": .object(["uri": .string(FileURI.uri(file))]),
                "range": .object(["start": EditorSession.position(0, 0), "end": EditorSession.position(lastLine, 0)]),
                "context": .object(["diagnostics": .array([])]),
            ]))
            let offered = try JSONSerialization.jsonObject(with: Data(json(server.actions(for: found, in: bytes, lines: lines)).utf8))
            #expect(json(answer.first?["result"]) == json(offered), "\(file)")
        }
    }
}
