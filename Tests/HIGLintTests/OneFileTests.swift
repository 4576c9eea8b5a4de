import Foundation
import Testing
@testable import HIGLint
import HIGLintSwift

/// A file linted alone (a pre-commit hook's staged file, an editor's document) gets exactly the
/// findings a run over its whole app gives in it: the findings that linting another file of the
/// app puts in it too, and none in other files.
@Suite struct OneFileTests {
    let cli = CommandLineTests()

    /// An iPhone, iPad and Mac app's Xcode project, which builds every Swift file below it.
    static let xcodeProject = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tC1000000000000000000000B /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t\tSDKROOT = auto;
        \t\t\t\tSUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx";
        \t\t\t\tTARGETED_DEVICE_FAMILY = "1,2";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t};
        \trootObject = C1000000000000000000000A /* Project object */;
        }

        """

    /// The same app as an XcodeGen project whose one target's sources are `folder`.
    static func xcodeGenProject(sources folder: String) -> String {
        "name: Wrapped\ntargets:\n  Wrapped:\n    type: application\n    platform: [iOS, macOS]\n    sources: [\(folder)]\n"
    }

    /// A folder closed by a repository marker, holding `files` (relative path to text).
    func repository(_ files: [String: String]) throws -> URL {
        let root = try cli.temporaryDirectory()
        try Data().write(to: root.appendingPathComponent(".git"))
        try writeTree(files, under: root)
        return root
    }

    /// Issue 50, item 7: the toolbar `Root.swift` shows is declared in `Actions.swift`. The commit
    /// that adds its fourth button stages `Actions.swift` alone, and fails as the whole app's run
    /// does; a later commit of `Root.swift` alone is not failed for it.
    @Test func aViewLintedAloneGetsTheFindingsOfTheScreensThatShowIt() throws {
        let root = try repository([
            "App.xcodeproj/project.pbxproj": Self.xcodeProject.replacingOccurrences(of: "SDKROOT = auto", with: "SDKROOT = iphoneos")
                .replacingOccurrences(of: " macosx", with: ""),
            "App/Root.swift": """
                import SwiftUI

                struct Root: View {
                    var body: some View {
                        NavigationStack {
                            Text("Inbox")
                                .navigationTitle("Inbox")
                                .toolbar { Actions() }
                        }
                    }
                }

                """,
            "App/Actions.swift": """
                import SwiftUI

                struct Actions: ToolbarContent {
                    var body: some ToolbarContent {
                        ToolbarItemGroup(placement: .topBarTrailing) {
                            Button("Share", systemImage: "square.and.arrow.up") {}
                            Button("Favorite", systemImage: "heart") {}
                            Button("Archive", systemImage: "archivebox") {}
                            Button("Delete", systemImage: "trash") {}
                        }
                    }
                }

                """,
        ])
        let expected = """
            App/Actions.swift:9:13: warning: toolbar has 4 controls, more than 3 on iPhone; keep the most important and move the rest into a More menu in Actions.body [toolbar-max-items]
            App/Root.swift:8:28: note: Actions used by Root

            """
        let whole = try cli.run(["--fail-on", "warning", "--quiet", "."], in: root)
        #expect(whole.status == 1)
        #expect(whole.stdout == expected)
        let actions = try cli.run(["--fail-on", "warning", "--quiet", "App/Actions.swift"], in: root)
        #expect(actions.status == 1, "\(actions.stdout)\(actions.stderr)")
        #expect(actions.stdout == expected)
        let rootAlone = try cli.run(["--fail-on", "warning", "--quiet", "App/Root.swift"], in: root)
        #expect(!rootAlone.stdout.contains("Actions.swift"))
        #expect(rootAlone.status == 0, "\(rootAlone.stdout)")
    }

    /// Issue 55, item 2: a SwiftUI Mac app built as a Swift package (the fixture NotesPackageApp).
    /// Its toolbar's file, staged alone, is read with the rest of the package (the App scene whose menu bar the toolbar's
    /// commands are checked against), as `hig-lint .` reads it.
    @Test func aPackageAppsFileIsReadWithTheRestOfThePackage() throws {
        let root = try cli.temporaryDirectory().appendingPathComponent("Notes")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Fixtures/swift/NotesPackageApp"), to: root)
        try Data().write(to: root.appendingPathComponent(".git"))
        let whole = try cli.run(["--fail-on", "warning", "--quiet", "."], in: root)
        let inEditor = whole.stdout.split(separator: "\n").filter { $0.hasPrefix("Sources/Notes/Editor.swift:") }
        #expect(inEditor.contains { $0.hasSuffix("[toolbar-items-in-menu-bar]") }, "\(whole.stdout)")
        let alone = try cli.run(["--fail-on", "warning", "--quiet", "Sources/Notes/Editor.swift"], in: root)
        #expect(alone.stdout.split(separator: "\n") == inEditor)
        #expect(alone.status == whole.status)
    }

    /// Every Swift fixture app, in an Xcode project and in an XcodeGen one (a fixture that carries
    /// a project of its own keeps it for its files): each file linted alone gets the findings,
    /// fixes, platforms and related places the whole app's run gives in it.
    @Test(arguments: ["xcodeproj", "project.yml"]) func eachFileAloneFindsWhatTheWholeAppFindsInIt(wrapper: String) throws {
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Fixtures/swift").path).sorted()
        #expect(fixtures.count > 30)
        var settings = LintSession.Settings()
        settings.usesConfiguration = false
        let session = try LintSession(rules: catalog.rules, frontEnds: frontEnds, settings: settings)
        var differences: [String] = []
        for fixture in fixtures {
            let root = try cli.temporaryDirectory()
            try Data().write(to: root.appendingPathComponent(".git"))
            try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Fixtures/swift/" + fixture), to: root.appendingPathComponent(fixture))
            if wrapper == "xcodeproj" {
                try FileManager.default.createDirectory(at: root.appendingPathComponent("Wrapped.xcodeproj"), withIntermediateDirectories: true)
                try Data(Self.xcodeProject.utf8).write(to: root.appendingPathComponent("Wrapped.xcodeproj/project.pbxproj"))
            } else {
                try Data(Self.xcodeGenProject(sources: fixture).utf8).write(to: root.appendingPathComponent("project.yml"))
            }
            let whole = session.lint(paths: [root.path])
            #expect(whole.errors.isEmpty, "\(fixture): \(whole.errors)")
            for file in whole.files where file.hasSuffix(".swift") {
                let alone = session.lint(paths: [file])
                let expected = RunEquivalenceTests.lines(whole.filtered(to: file))
                let found = RunEquivalenceTests.lines(alone)
                if found != expected {
                    differences.append("\(fixture) \(file.dropFirst(root.path.count + 1)):\n  whole: \(expected.joined(separator: "\n         "))\n  alone: \(found.joined(separator: "\n         "))")
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }
}

extension LintResult {
    /// The findings and suppressed findings in one file.
    func filtered(to file: String) -> LintResult {
        var result = LintResult(files: [file], findings: findings.filter { $0.anchor.file == file })
        result.suppressed = suppressed.filter { $0.anchor.file == file }
        return result
    }
}
