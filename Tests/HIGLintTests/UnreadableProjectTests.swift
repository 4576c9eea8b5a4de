import Foundation
import Testing

extension CommandLineTests {
    /// A project file that gives Swift files their platforms but cannot be read for its targets is
    /// named once in a run, as not understood, and the files are still linted with the platforms
    /// guessed as without it.
    @Test func anUnreadableProjectFileIsNamedOnce() throws {
        let directory = try temporaryDirectory()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let project = directory.appendingPathComponent("Broken.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try "{ archiveVersion = 1; objects = { broken".write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        for name in ["A", "B"] {
            try """
                import SwiftUI
                struct \(name): View { var body: some View { NavigationStack { Text("x").navigationTitle("A Rather Long Title") } } }

                """.write(to: directory.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
        }
        let result = try run(["--quiet", "--no-config", "--no-cache", "--exit-zero", "."], in: directory)
        let notes = result.stdout.split(separator: "\n").filter { $0.contains("[swift-not-understood]") }
        #expect(notes.count == 1, "\(result.stdout)")
        #expect(notes.first?.hasPrefix("A.swift:1:1: info: ") == true)
        #expect(notes.first?.contains("Broken.xcodeproj/project.pbxproj was not read for its targets: it does not parse as an Xcode project") == true)
        // Still linted, for the platforms the imports give (SwiftUI alone: iOS, iPadOS, macOS).
        #expect(result.stdout.contains("B.swift:2:84: warning: toolbar title \"A Rather Long Title\""), "\(result.stdout)")
    }
}

extension CommandLineTests {
    /// A run over one file of an app (a pre-commit batch) sees the app's other files for what it
    /// resolves: the sheet that presents the view, so the view is read as the whole app's run reads it.
    @Test func oneFileOfAnAppIsReadAsTheAppsRunReadsIt() throws {
        let sheet = "Fixtures/swift/BottlesMacApp/BottlesMacApp/NewBottleSheet.swift"
        let alone = try run(["--quiet", "--no-config", "--no-cache", sheet])
        let whole = try run(["--quiet", "--no-config", "--no-cache", "Fixtures/swift/BottlesMacApp"])
        #expect(alone.stdout == "")
        #expect(whole.stdout.split(separator: "\n").filter { $0.hasPrefix(sheet) }.isEmpty)
        #expect(alone.status == 0)
    }
}

extension CommandLineTests {
    /// `--verbose` says where the Swift files' platforms come from, each origin once.
    @Test func verboseSaysWhereSwiftPlatformsComeFrom() throws {
        let result = try run(["--quiet", "--no-config", "--no-cache", "--exit-zero", "--verbose", "Fixtures/swift/RemoteApp"])
        #expect(result.stderr.split(separator: "\n").filter { $0.hasPrefix("hig-lint: platforms ") } == [
            "hig-lint: platforms macOS from Remote.xcodeproj (RemoteAgent): 1 Swift file (Fixtures/swift/RemoteApp/Agent/AgentMenu.swift)",
            "hig-lint: platforms iOS, iPadOS from Remote.xcodeproj (Remote): 1 Swift file (Fixtures/swift/RemoteApp/App/CodePreview.swift)",
            "hig-lint: platforms iOS, iPadOS from Remote.xcodeproj (Remote, RemoteCompanion): 1 Swift file (Fixtures/swift/RemoteApp/App/Shared/RemoteKeys.swift)",
            "hig-lint: platforms watchOS from Remote.xcodeproj (RemoteCompanion): 1 Swift file (Fixtures/swift/RemoteApp/Companion/WristRemote.swift)",
        ])
    }
}
