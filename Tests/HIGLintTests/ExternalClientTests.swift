import Foundation
import Testing
@testable import HIGLint

/// SARIF written for every fixture passes `shared/tools/check-sarif --strict`, which validates it
/// against the OASIS 2.1.0 schema and GitHub code scanning's expectations.
@Suite struct ExternalClientTests {
    static let fixtureSets: [String] = FixtureTests.descriptions + FixtureTests.malformed

    /// check-sarif needs Python's jsonschema; `.ci/run` installs it, a plain `swift test` may lack it.
    static let pythonHasJSONSchema: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import jsonschema"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// The shared folder when check-sarif can run; otherwise nil, after a note saying why it is skipped.
    static func checkSarifAvailable() -> URL? {
        guard let shared = sharedDirectory else {
            print("note: skipping check-sarif: ../shared is not beside this checkout")
            return nil
        }
        guard pythonHasJSONSchema else {
            print("note: skipping check-sarif: python3 with the jsonschema package is not installed (pip install jsonschema)")
            return nil
        }
        return shared
    }

    /// One SARIF log per fixture (each run differs: findings, input errors, none), checked in one
    /// call of check-sarif so that the Python start-up is paid once.
    @Test func sarifPassesCheckSarifStrict() throws {
        guard let shared = Self.checkSarifAvailable() else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-lint-sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String: String] = [:]
        for (index, fixture) in Self.fixtureSets.enumerated() {
            let result = Linter(rules: catalog.rules).lint(paths: [packageRoot.appendingPathComponent(fixture).path])
            let sarif = ReportContext(result: result, rules: catalog.rules, root: packageRoot.path,
                                      exitCode: result.errors.isEmpty ? 0 : 2).render(.sarif)
            let file = folder.appendingPathComponent("\(index).sarif")
            try sarif.write(to: file, atomically: true, encoding: .utf8)
            files[file.path] = fixture
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", shared.appendingPathComponent("tools/check-sarif").path, "--strict"] + files.keys.sorted()
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // Name the fixture behind any file check-sarif complains about.
        let named = files.reduce(output) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
        #expect(process.terminationStatus == 0, "\(named)")
        #expect(named == "0 problems\n", "\(named)")
    }
}
