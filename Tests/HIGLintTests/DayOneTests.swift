import Foundation
import Testing
@testable import HIGLint

/// What a CI user meets on the first day (issue 42): the text report in file order, the summary
/// on standard error whatever the reports, and a finding in a reusable view pointing to the
/// screens that use it, in every format with room for it.
@Suite struct DayOneTests {
    let cli = CommandLineTests()

    /// A screen (a window's, which its app's scene shows) whose toolbar is a reusable `ToolbarContent` declared in a file of its own: the
    /// screen's file has one finding (line 7), the toolbar's file three (lines 6 and 9), all found
    /// while linting the screen's file.
    func app() throws -> URL {
        let directory = try cli.temporaryDirectory()
        let app = directory.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try """
            import SwiftUI

            struct LibraryView: View {
                var body: some View {
                    NavigationStack {
                        List { Text("Books") }
                            .navigationTitle("Library of Everything")
                            .toolbar { LibraryActions() }
                    }
                }
            }

            @main struct Shelf: App {
                var body: some Scene {
                    WindowGroup { LibraryView() }
                        .commands { CommandMenu("Library") { Button("Add") {}; Button("Share") {} } }
                }
            }

            """.write(to: app.appendingPathComponent("Library.swift"), atomically: true, encoding: .utf8)
        try """
            import SwiftUI

            struct LibraryActions: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add") {}.buttonStyle(.borderedProminent)
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Button("Share") {}.buttonStyle(.borderedProminent)
                    }
                }
            }

            """.write(to: app.appendingPathComponent("LibraryActions.swift"), atomically: true, encoding: .utf8)
        return directory
    }

    /// By file, then by position, each finding in the reusable view followed by a note at the
    /// place that uses it. (Before, the screen's file's finding came between the toolbar's, in
    /// line order across both files.)
    @Test func theTextReportIsInFileOrderWithANoteForEachUse() throws {
        let directory = try app()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try cli.run(["--no-config", "--quiet", "App"], in: directory)
        #expect(run.status == 1)
        #expect(run.stdout == """
            App/Library.swift:7:34: warning: toolbar title "Library of Everything" has 21 characters; keep it under 15 in LibraryView.body [title-length]
            App/LibraryActions.swift:6:30: error: [*] toolbar has 2 prominent items; make "Add" plain or bordered and keep at most 1 in LibraryActions.body [toolbar-prominent-action]
            App/Library.swift:8:28: note: LibraryActions used by LibraryView
            App/LibraryActions.swift:9:13: warning: toolbar items "Add" and "Share" touch and one is text; put a fixed space between a text item and its neighbours in LibraryActions.body [toolbar-text-items-apart]
            App/Library.swift:8:28: note: LibraryActions used by LibraryView
            App/LibraryActions.swift:9:32: error: prominent toolbar item "Share" sits in the leading group; put the primary action on the trailing side in LibraryActions.body [toolbar-prominent-action]
            App/Library.swift:8:28: note: LibraryActions used by LibraryView

            """, "\(run)")
    }

    /// The files in the order named, whatever order their findings were found in.
    @Test func findingsFollowTheOrderTheFilesWereNamedIn() throws {
        let directory = try app()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try cli.run(["--no-config", "--quiet", "App/LibraryActions.swift", "App/Library.swift"], in: directory)
        #expect(run.stdout.split(separator: "\n").map { $0.split(separator: ":").prefix(3).joined(separator: ":") } == [
            "App/LibraryActions.swift:6:30", "App/Library.swift:8:28", "App/LibraryActions.swift:9:13", "App/Library.swift:8:28",
            "App/LibraryActions.swift:9:32", "App/Library.swift:8:28", "App/Library.swift:7:34",
        ], "\(run)")
    }

    /// The summary on standard error when every report goes to a file, as when one goes to
    /// standard output: the totals, then what `--fix` would fix; none with `--quiet`.
    @Test func theSummaryIsOnStandardErrorWhateverTheReports() throws {
        let directory = try app()
        defer { try? FileManager.default.removeItem(at: directory) }
        for arguments in [["--report", "json=out/r.json", "--report", "sarif=out/r.sarif"], ["--format", "json"], []] {
            let run = try cli.run(["--no-config"] + arguments + ["App"], in: directory)
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 2, "\(arguments): \(run)")
            let summary = try #require(lines.first, "\(run)")
            #expect(summary.hasPrefix("hig-lint: 2 files linted, 2 errors, 2 warnings, 0 infos in ") && summary.hasSuffix(" s; read 1 screen: 1 title, 2 toolbar items"), "\(run)")
            #expect(lines.last == "hig-lint: [*] 1 fixable with --fix", "\(run)")
            #expect(run.status == 1)
        }
        let quiet = try cli.run(["--no-config", "--quiet", "--report", "json=out/r.json", "App"], in: directory)
        #expect(quiet.stderr == "" && quiet.stdout == "" && quiet.status == 1, "\(quiet)")
    }

    /// What the run read of the chrome: in the summary, the JSON report and SARIF, the same from
    /// the cache; and a run that read none says so.
    @Test func theRunSaysWhatItRead() throws {
        let directory = try app()
        defer { try? FileManager.default.removeItem(at: directory) }
        let expected: [String: Int] = ["screens": 1, "titles": 1, "toolbarItems": 2, "tabBars": 0, "tabs": 0, "sidebars": 0, "sidebarRows": 0]
        for _ in 0..<2 {
            let run = try cli.run(["--no-config", "--cache-dir", "cache", "--report", "sarif=r.sarif", "--report", "json=r.json", "App"], in: directory)
            #expect(run.stderr.split(separator: "\n").first?.hasSuffix(" s; read 1 screen: 1 title, 2 toolbar items") == true, "\(run)")
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("r.json"))) as! [String: Any]
            #expect((json["summary"] as! [String: Any])["coverage"] as? [String: Int] == expected)
            let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("r.sarif"))) as! [String: Any]
            let properties = (sarif["runs"] as! [[String: Any]])[0]["properties"] as? [String: Any]
            #expect(properties?["coverage"] as? [String: Int] == expected)
        }
        try "import SwiftUI\n\nstruct Badge: View {\n    var body: some View { Text(\"New\") }\n}\n"
            .write(to: directory.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
        let none = try cli.run(["--no-config", "Badge.swift"], in: directory)
        #expect(none.status == 0 && none.stderr.hasPrefix("hig-lint: 1 file linted, 0 errors, 0 warnings, 0 infos in ") && none.stderr.hasSuffix(" s; read no chrome\n"), "\(none)")
    }

    /// SARIF's `relatedLocations` and the JSON report's name the place that uses the view.
    @Test func sarifAndJSONNameTheScreensThatUseAReusableView() throws {
        let directory = try app()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try cli.run(["--no-config", "--quiet", "--report", "sarif=r.sarif", "--report", "json=r.json", "App"], in: directory)
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("r.sarif"))) as! [String: Any]
        let results = ((sarif["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]])
        #expect(results.map { $0["relatedLocations"] == nil } == [true, false, false, false])
        let related = try JSONSerialization.data(withJSONObject: results[1]["relatedLocations"]!, options: [.sortedKeys, .withoutEscapingSlashes])
        #expect(String(decoding: related, as: UTF8.self) == #"""
            [{"id":1,"logicalLocations":[{"fullyQualifiedName":"LibraryView"}],"message":{"text":"LibraryActions used by LibraryView"},\#
            "physicalLocation":{"artifactLocation":{"uri":"App/Library.swift","uriBaseId":"%SRCROOT%"},\#
            "region":{"endColumn":44,"endLine":8,"startColumn":28,"startLine":8}}}]
            """#)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("r.json"))) as! [String: Any]
        let findings = json["findings"] as! [[String: Any]]
        #expect(findings[0]["relatedLocations"] == nil)
        let used = try JSONSerialization.data(withJSONObject: findings[3]["relatedLocations"]!, options: [.sortedKeys, .withoutEscapingSlashes])
        #expect(String(decoding: used, as: UTF8.self)
                == #"[{"column":28,"file":"App/Library.swift","line":8,"message":"LibraryActions used by LibraryView","path":"LibraryView"}]"#)
    }

    /// The formats with room for text only say the same: GitHub's annotation and the Markdown
    /// table after the message, JUnit's failure as the text report's note.
    @Test func theOtherFormatsNameTheUseInTheirText() throws {
        let directory = try app()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try cli.run(["--no-config", "--quiet", "--report", "github=r.txt", "--report", "markdown=r.md", "--report", "junit=r.xml", "App"], in: directory)
        let github = try String(contentsOf: directory.appendingPathComponent("r.txt"), encoding: .utf8).split(separator: "\n")
        #expect(github[3] == "::error file=App/LibraryActions.swift,line=9,col=32,endLine=9,endColumn=43,title=hig-lint toolbar-prominent-action::"
                + "prominent toolbar item \"Share\" sits in the leading group; put the primary action on the trailing side in LibraryActions.body "
                + "(https://developer.apple.com/design/human-interface-guidelines/toolbars#Actions); LibraryActions used by LibraryView (App/Library.swift:8:28)")
        let markdown = try String(contentsOf: directory.appendingPathComponent("r.md"), encoding: .utf8)
        #expect(markdown.contains("in LibraryActions.body` `LibraryActions used by LibraryView (App/Library.swift:8:28)` |\n"), "\(markdown)")
        let junit = try String(contentsOf: directory.appendingPathComponent("r.xml"), encoding: .utf8)
        #expect(junit.contains("in LibraryActions.body [toolbar-prominent-action]&#10;App/Library.swift:8:28: note: LibraryActions used by LibraryView&#10;See https://"), "\(junit)")
    }

    /// A reusable view from a Swift package of the app's (a project of its own, as in
    /// IceCubesApp's Packages/) is used by the app's screen beside it.
    @Test func aPackagesViewUsedByTheAppNamesTheAppsScreen() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sources = directory.appendingPathComponent("Packages/UI/Sources/UI")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("App"), withIntermediateDirectories: true)
        try "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"UI\", platforms: [.iOS(.v17)], targets: [.target(name: \"UI\")])\n"
            .write(to: directory.appendingPathComponent("Packages/UI/Package.swift"), atomically: true, encoding: .utf8)
        try "import SwiftUI\n\npublic struct CloseItem: ToolbarContent {\n    public var body: some ToolbarContent {\n        ToolbarItem(placement: .cancellationAction) {\n            Button(\"Close\") {}\n        }\n    }\n}\n"
            .write(to: sources.appendingPathComponent("CloseItem.swift"), atomically: true, encoding: .utf8)
        try "import SwiftUI\nimport UI\n\nstruct LibraryView: View {\n    var body: some View {\n        NavigationStack {\n            List { Text(\"Books\") }\n                .toolbar { CloseItem() }\n        }\n    }\n}\n"
            .write(to: directory.appendingPathComponent("App/Library.swift"), atomically: true, encoding: .utf8)
        let run = try cli.run(["--no-config", "--quiet", "App", "Packages"], in: directory)
        #expect(run.stdout == """
            Packages/UI/Sources/UI/CloseItem.swift:6:13: error: toolbar item is a text button "Close"; use the standard close button, which shows the system's symbol in CloseItem.body [toolbar-standard-back-close]
            App/Library.swift:8:28: note: CloseItem used by LibraryView

            """, "\(run)")
    }

    /// A view that is a screen of its own (its findings are in its own drawing) names no uses,
    /// though another view names it.
    @Test func aScreensOwnFindingsNameNoUses() throws {
        let directory = try app()
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
            import SwiftUI

            struct ShelfView: View {
                var body: some View {
                    NavigationLink("Library") { LibraryView() }
                }
            }

            """.write(to: directory.appendingPathComponent("App/Shelf.swift"), atomically: true, encoding: .utf8)
        let run = try cli.run(["--no-config", "--quiet", "App"], in: directory)
        #expect(!run.stdout.contains("used by ShelfView"), "\(run)")
        #expect(run.stdout.split(separator: "\n").first == #"App/Library.swift:7:34: warning: toolbar title "Library of Everything" has 21 characters; keep it under 15 in LibraryView.body [title-length]"#)
    }
}
