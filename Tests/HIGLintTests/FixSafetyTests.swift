import Foundation
import Testing
@testable import HIGLint

#if canImport(Glibc)
import Glibc
#endif

/// What `--fix`, `--fix --diff` and the reports of such a run promise, through the binary: fixes
/// that scale, a diff that `patch` applies, and files written only when it is safe to.
@Suite(.serialized) struct FixSafetyTests {
    let cli = CommandLineTests(bounds: .hostile)

    /// A tab bar with `count` filled tab symbols: as many findings, each with its own fix.
    static func tabs(_ count: Int) -> String {
        let rows = (0..<count).map { #"      { "title": "T\#($0)", "symbol": "house.fill" }"# }
        return "{\n  \"platforms\": [\"iOS\"],\n  \"tabBar\": {\n    \"tabs\": [\n" + rows.joined(separator: ",\n") + "\n    ]\n  }\n}\n"
    }

    /// A sidebar of `count` rows with a fixed icon colour: one finding, whose one (unsafe) fix
    /// changes every row.
    static func coloredSidebar(_ count: Int) -> String {
        let rows = (0..<count).map { ##"      { "title": "S\##($0)", "symbol": "folder", "iconColor": "#FA2D48" }"## }
        return "{\n  \"platforms\": [\"iPadOS\"],\n  \"sidebar\": {\n    \"items\": [\n" + rows.joined(separator: ",\n") + "\n    ]\n  }\n}\n"
    }

    func write(_ text: String, _ name: String, in directory: URL) throws {
        try text.write(to: directory.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }

    func contents(_ name: String, in directory: URL) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    // MARK: scale

    /// 8,000 fixes in one file took 92 s in a release build (each was checked against the whole
    /// file on its own, and each finding's fix indexed the file anew); now a few seconds in a
    /// debug build. The bound is generous for debug and sanitizer builds.
    @Test func thousandsOfFixesInOneFileTakeSeconds() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bounded = CommandLineTests(bounds: .init(seconds: 120, megabytes: 1024))
        try write(Self.tabs(8000), "Tabs.hig.json", in: directory)
        let run = try bounded.run(["--no-config", "--fix", "Tabs.hig.json"], in: directory)
        #expect(run.status == 0)
        #expect(run.stderr.hasSuffix("hig-lint: Found 8001 findings (8000 fixed in 1 file, 1 remaining)\n"))
        #expect(try contents("Tabs.hig.json", in: directory) == Self.tabs(8000).replacingOccurrences(of: "house.fill", with: "house"))
    }
}
