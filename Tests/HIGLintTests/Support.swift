import Foundation
import Testing
@testable import HIGLint
import HIGLintSwift

/// The package's root directory, found from this file's own path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The checkout's sibling `shared/` directory, which a user's clone may not have.
let sharedDirectory: URL? = {
    let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    return FileManager.default.fileExists(atPath: url.appendingPathComponent("hig-guidance.md").path) ? url : nil
}()

/// One directory per test run that holds every test's scratch directories, removed when the run
/// ends, so that `swift test` leaves nothing behind in the temporary directory.
let testScratchDirectory: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("hig-lint-tests-\(getpid())-\(UUID().uuidString.prefix(8))")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: testScratchDirectory) }
    return url
}()

/// Writes `files` (relative path to text) under `root`, making their folders.
func writeTree(_ files: [String: String], under root: URL) throws {
    for (path, text) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

/// The built-in rules; `CatalogTests` fails with the rule files' errors when they do not load.
let catalog: RuleCatalog = (try? RuleCatalog.builtIn()) ?? RuleCatalog(rules: [])

/// Every front end, as the command line has them.
let frontEnds = allFrontEnds

/// A finding the way the fixtures record it: `LINE:COL: SEVERITY: MESSAGE [RULE-ID]`.
func line(_ finding: Finding) -> String {
    "\(finding.anchor.start.line):\(finding.anchor.start.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
}

/// A load error the way the fixtures record it: `LINE:COL: error: MESSAGE`.
func line(_ error: LoadError) -> String {
    "\(error.position.line):\(error.position.column): error: \(error.message)"
}

/// Decodes a description from text, as if read from a file of that name.
func load(_ text: String, as path: String) -> Result<Description, LoadFailure> {
    DescriptionLoader.load(bytes: Array(text.utf8), path: path)
}

/// The findings for a description written inline, as recorded lines.
func findings(_ text: String, as path: String = "test.hig.json") -> [String] {
    switch load(text, as: path) {
    case .success(let description): Linter(rules: catalog.rules).findings(in: description).map(line)
    case .failure(let failure): failure.errors.map { "unexpected: " + line($0) }
    }
}

/// The load errors for a description written inline, as recorded lines.
func loadErrors(_ text: String, as path: String) -> [String] {
    switch load(text, as: path) {
    case .success: []
    case .failure(let failure): failure.errors.map(line)
    }
}

/// The recorded lines of an expectation file; no file means none expected.
func expectedLines(_ url: URL) -> [String] {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").map(String.init)
}
