import Foundation
import Testing
@testable import HIGLint
import HIGLintSwift

/// `--fix`: for each fixable rule and each format a front end writes back, a file in, the exact
/// fixed text out, and what linting the fixed file finds.
/// The line ends a fix keeps: LF, CR LF, and classic Mac's CR alone.
private let lineEnds = ["\n", "\r\n", "\r"]

@Suite struct FixTests {
    /// Fixes `text` saved as `name` in a fresh folder; the fixed text (nil when nothing changed)
    /// and the findings that remain, as recorded lines.
    func fixed(_ text: String, as name: String, rules: [String]? = nil, unsafe: Bool = false, frontEnds: [any FrontEnd] = allFrontEnds)
        throws -> (text: String?, remaining: [String], fixed: [String], refused: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-lint-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let chosen = rules.map { ids in catalog.rules.filter { ids.contains($0.metadata.id) } } ?? catalog.rules
        let outcome = Linter(rules: chosen, frontEnds: frontEnds).fix(paths: [path], unsafe: unsafe)
        // Nothing is written: the file still holds what it held.
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        return (outcome.changed.first.map { String(decoding: $0.after, as: UTF8.self) }, outcome.result.findings.map(line),
                outcome.fixed.map { "\($0.ruleID): \($0.fix?.title ?? "")" }, outcome.refused.map { "\($0.finding.ruleID): \(line($0.error))" })
    }

    // MARK: tab-symbol-outline

    @Test func tabSymbolInJSONAndXML() throws {
        let json = try fixed("""
            { "tabBar": { "tabs": [ { "title": "Home", "symbol": "house.fill" }, { "title": "Saved", "symbol": "bookmark.fill" } ] } }
            """, as: "App.hig.json")
        #expect(json.text == """
            { "tabBar": { "tabs": [ { "title": "Home", "symbol": "house" }, { "title": "Saved", "symbol": "bookmark" } ] } }
            """)
        #expect(json.remaining == [])
        #expect(json.fixed == ["tab-symbol-outline: Use the outline symbol \"house\"", "tab-symbol-outline: Use the outline symbol \"bookmark\""])
        let xml = try fixed("""
            <description>
              <tabBar>
                <tab title="Home" symbol='house.fill'/>
              </tabBar>
            </description>

            """, as: "App.hig.xml")
        #expect(xml.text == """
            <description>
              <tabBar>
                <tab title="Home" symbol='house'/>
              </tabBar>
            </description>

            """)
        #expect(xml.remaining == [])
    }

    @Test func tabSymbolInSwiftAndStoryboard() throws {
        let swift = try fixed("""
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    TabView {
                        Tab("Trips", systemImage: "suitcase.fill") { Text("Trips") }
                        Tab("Map", systemImage: "map") { Text("Map") }
                    }
                }
            }

            """, as: "RootView.swift")
        #expect(swift.text == """
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    TabView {
                        Tab("Trips", systemImage: "suitcase") { Text("Trips") }
                        Tab("Map", systemImage: "map") { Text("Map") }
                    }
                }
            }

            """)
        #expect(swift.remaining == [])
        let storyboard = try fixed(Self.storyboard(item: #"<tabBarItem key="tabBarItem" title="Library" image="photo.fill" catalog="system" id="Tbi-aa-001"/>"#),
                                   as: "Main.storyboard", rules: ["tab-symbol-outline"])
        #expect(storyboard.text == Self.storyboard(item: #"<tabBarItem key="tabBarItem" title="Library" image="photo" catalog="system" id="Tbi-aa-001"/>"#))
        #expect(storyboard.remaining == [])
    }

    /// `.tabItem`: the anchor names the modifier; the literal is in its closure.
    /// A UIKit tab bar read from one file whose tab's item another file sets: the fix is made in
    /// the file that sets it (the bundled RecipesApp).
    @Test func tabSymbolSetInAnotherFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-lint-fix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Fixtures/swift/RecipesApp"), to: folder)
        let outcome = Linter(rules: catalog.rules.filter { $0.metadata.id == "tab-symbol-outline" }, frontEnds: allFrontEnds)
            .fix(paths: [folder.path])
        let shopping = folder.appendingPathComponent("ShoppingListViewController.swift").path
        #expect(outcome.fixed.map { "\(URL(fileURLWithPath: $0.anchor.file).lastPathComponent):\($0.anchor.start): \($0.fix?.title ?? "")" }
                == ["ShoppingListViewController.swift:8:61: Use the outline symbol \"cart\""])
        #expect(outcome.changed.map(\.file) == [shopping])
        let before = try String(contentsOfFile: shopping, encoding: .utf8)
        #expect(outcome.changed.first.map { String(decoding: $0.after, as: UTF8.self) }
                == before.replacingOccurrences(of: "UIImage(systemName: \"cart.fill\")", with: "UIImage(systemName: \"cart\")"))
        #expect(outcome.result.findings.isEmpty)
    }

    @Test func tabSymbolInATabItemModifier() throws {
        let swift = try fixed("""
            import SwiftUI

            struct Root: View {
                var body: some View {
                    TabView {
                        Text("Feed")
                            .tabItem { Label("Feed", systemImage: "newspaper.fill") }
                        Text("Me")
                            .tabItem { Image(systemName: "person.fill"); Text("Me") }
                    }
                }
            }

            """, as: "Root.swift", rules: ["tab-symbol-outline"])
        #expect(swift.text == """
            import SwiftUI

            struct Root: View {
                var body: some View {
                    TabView {
                        Text("Feed")
                            .tabItem { Label("Feed", systemImage: "newspaper") }
                        Text("Me")
                            .tabItem { Image(systemName: "person"); Text("Me") }
                    }
                }
            }

            """)
        #expect(swift.remaining == [])
    }

    // MARK: toolbar-prominent-action

    @Test func secondProminentItemInJSONAndXML() throws {
        let json = try fixed("""
            {
              "toolbar": {
                "groups": [
                  { "placement": "leading", "items": [ { "label": "Save Draft", "style": "prominent" } ] },
                  { "placement": "trailing", "items": [ { "label": "Send", "symbol": "paperplane", "style": "prominent" } ] }
                ]
              }
            }

            """, as: "Mail.hig.json", rules: ["toolbar-prominent-action"])
        #expect(json.text == """
            {
              "toolbar": {
                "groups": [
                  { "placement": "leading", "items": [ { "label": "Save Draft", "style": "plain" } ] },
                  { "placement": "trailing", "items": [ { "label": "Send", "symbol": "paperplane", "style": "prominent" } ] }
                ]
              }
            }

            """)
        #expect(json.remaining == [])
        let xml = try fixed("""
            <description>
              <toolbar>
                <group placement="leading"><item label="Save Draft" style="prominent"/></group>
                <group placement="trailing"><item label="Send" symbol="paperplane" style="prominent"/></group>
              </toolbar>
            </description>

            """, as: "Mail.hig.xml", rules: ["toolbar-prominent-action"])
        #expect(xml.text == """
            <description>
              <toolbar>
                <group placement="leading"><item label="Save Draft" style="plain"/></group>
                <group placement="trailing"><item label="Send" symbol="paperplane" style="prominent"/></group>
              </toolbar>
            </description>

            """)
        #expect(xml.remaining == [])
    }

    @Test func secondProminentItemInSwiftUIUIKitAndStoryboard() throws {
        let swiftUI = try fixed("""
            import SwiftUI

            struct ComposeView: View {
                var body: some View {
                    Text("Message")
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) {
                                Button("Save Draft") { }
                                    .buttonStyle(.borderedProminent)
                            }
                            ToolbarItem(placement: .topBarTrailing) {
                                Button("Send", systemImage: "paperplane") { }
                                    .buttonStyle(.borderedProminent)
                            }
                        }
                }
            }

            """, as: "ComposeView.swift", rules: ["toolbar-prominent-action"])
        #expect(swiftUI.text == """
            import SwiftUI

            struct ComposeView: View {
                var body: some View {
                    Text("Message")
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) {
                                Button("Save Draft") { }
                                    .buttonStyle(.plain)
                            }
                            ToolbarItem(placement: .topBarTrailing) {
                                Button("Send", systemImage: "paperplane") { }
                                    .buttonStyle(.borderedProminent)
                            }
                        }
                }
            }

            """)
        #expect(swiftUI.remaining == [])
        let uiKit = try fixed("""
            import UIKit

            final class ComposeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Save Draft", style: .done, target: nil, action: nil)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Send", style: .done, target: nil, action: nil)
                }
            }

            """, as: "ComposeViewController.swift", rules: ["toolbar-prominent-action"])
        #expect(uiKit.text == """
            import UIKit

            final class ComposeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Save Draft", style: .plain, target: nil, action: nil)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Send", style: .done, target: nil, action: nil)
                }
            }

            """)
        #expect(uiKit.remaining == [])
        let storyboard = try fixed(Self.storyboard(item: #"<tabBarItem key="tabBarItem" title="Library" image="photo" catalog="system" id="Tbi-aa-001"/>"#,
                                                   bar: Self.twoDoneItems(first: "done")),
                                   as: "Main.storyboard", rules: ["toolbar-prominent-action"])
        #expect(storyboard.text == Self.storyboard(item: #"<tabBarItem key="tabBarItem" title="Library" image="photo" catalog="system" id="Tbi-aa-001"/>"#,
                                                   bar: Self.twoDoneItems(first: "plain")))
        #expect(storyboard.remaining == [])
    }

    // MARK: toolbar-no-manual-overflow

    /// Also with CR LF and classic Mac (CR alone) line ends: a removed element takes its line end with it.
    @Test(arguments: lineEnds) func handMadeOverflowRemovedInJSONAndXML(_ lineEnd: String) throws {
        func ended(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: lineEnd) }
        let json = try fixed(ended("""
            {
              "toolbar": {
                "groups": [
                  {
                    "placement": "trailing",
                    "items": [
                      { "label": "Share", "symbol": "square.and.arrow.up" },
                      { "kind": "menu", "label": "Overflow", "symbol": "ellipsis", "role": "overflow" }
                    ]
                  }
                ]
              }
            }

            """), as: "Reader.hig.json", rules: ["toolbar-no-manual-overflow"])
        #expect(json.text == ended("""
            {
              "toolbar": {
                "groups": [
                  {
                    "placement": "trailing",
                    "items": [
                      { "label": "Share", "symbol": "square.and.arrow.up" }
                    ]
                  }
                ]
              }
            }

            """))
        #expect(json.remaining == [])
        let xml = try fixed(ended("""
            <description>
              <toolbar>
                <group placement="trailing">
                  <item kind="menu" label="Overflow" symbol="ellipsis" role="overflow">
                    <menuItem title="Print"/>
                  </item>
                  <item label="Share" symbol="square.and.arrow.up"/>
                </group>
              </toolbar>
            </description>

            """), as: "Reader.hig.xml", rules: ["toolbar-no-manual-overflow"])
        #expect(xml.text == ended("""
            <description>
              <toolbar>
                <group placement="trailing">
                  <item label="Share" symbol="square.and.arrow.up"/>
                </group>
              </toolbar>
            </description>

            """))
        #expect(xml.remaining == [])
    }

    /// Two overflow items side by side: their removals share the comma between them, so the
    /// first round removes one, and the second, against the text the first left, the other.
    @Test func overlappingFixesTakeTwoRounds() throws {
        let json = try fixed("""
            { "toolbar": { "groups": [ { "items": [ { "label": "More", "role": "overflow" }, { "label": "Extra", "role": "overflow" } ] } ] } }
            """, as: "Reader.hig.json", rules: ["toolbar-no-manual-overflow"])
        #expect(json.text == """
            { "toolbar": { "groups": [ { "items": [] } ] } }
            """)
        #expect(json.remaining == [])
        #expect(json.fixed == ["toolbar-no-manual-overflow: Remove the overflow menu \"More\"", "toolbar-no-manual-overflow: Remove the overflow menu \"Extra\""])
    }

    // MARK: sidebar-fixed-icon-colors

    /// Also with CR LF and classic Mac (CR alone) line ends, which positions count as line ends too.
    @Test(arguments: lineEnds) func fixedIconColoursDroppedInJSONAndXML(_ lineEnd: String) throws {
        func ended(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: lineEnd) }
        let json = try fixed(ended("""
            {
              "platforms": ["iPadOS"],
              "sidebar": {
                "items": [
                  { "title": "Listen Now", "symbol": "play.circle", "iconColor": "#FA2D48" },
                  { "iconColor": "systemPink", "title": "Browse", "symbol": "square.grid.2x2" },
                  { "title": "Albums", "symbol": "square.stack", "iconColor": "accent" }
                ]
              }
            }

            """), as: "Music.hig.json", rules: ["sidebar-fixed-icon-colors"], unsafe: true)
        #expect(json.text == ended("""
            {
              "platforms": ["iPadOS"],
              "sidebar": {
                "items": [
                  { "title": "Listen Now", "symbol": "play.circle" },
                  { "title": "Browse", "symbol": "square.grid.2x2" },
                  { "title": "Albums", "symbol": "square.stack", "iconColor": "accent" }
                ]
              }
            }

            """))
        #expect(json.remaining == [])
        let xml = try fixed(ended("""
            <description platforms="iPadOS">
              <sidebar>
                <item title="Listen Now" symbol="play.circle" iconColor="#FA2D48"/>
                <item title="Browse" iconColor = "systemPink" symbol="square.grid.2x2"/>
                <item title="Albums" symbol="square.stack" iconColor="accent"/>
              </sidebar>
            </description>

            """), as: "Music.hig.xml", rules: ["sidebar-fixed-icon-colors"], unsafe: true)
        #expect(xml.text == ended("""
            <description platforms="iPadOS">
              <sidebar>
                <item title="Listen Now" symbol="play.circle"/>
                <item title="Browse" symbol="square.grid.2x2"/>
                <item title="Albums" symbol="square.stack" iconColor="accent"/>
              </sidebar>
            </description>

            """))
        #expect(xml.remaining == [])
    }

    @Test(arguments: lineEnds) func fixedIconColoursDroppedInSwiftUIAndUIKit(_ lineEnd: String) throws {
        func ended(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: lineEnd) }
        let swiftUI = try fixed(ended("""
            import SwiftUI

            struct LibrarySidebar: View {
                var body: some View {
                    List {
                        Label("Songs", systemImage: "music.note")
                            .foregroundStyle(.pink)
                        Label("Albums", systemImage: "square.stack")
                            .foregroundStyle(.pink)
                        Label("Artists", systemImage: "music.mic")
                    }
                    .listStyle(.sidebar)
                }
            }

            """), as: "LibrarySidebar.swift", rules: ["sidebar-fixed-icon-colors"], unsafe: true)
        #expect(swiftUI.text == ended("""
            import SwiftUI

            struct LibrarySidebar: View {
                var body: some View {
                    List {
                        Label("Songs", systemImage: "music.note")
                        Label("Albums", systemImage: "square.stack")
                        Label("Artists", systemImage: "music.mic")
                    }
                    .listStyle(.sidebar)
                }
            }

            """))
        #expect(swiftUI.remaining == [])
        let source = try String(contentsOf: packageRoot.appendingPathComponent("Fixtures/rules/sidebar-fixed-icon-colors/failing-uikit.swift"), encoding: .utf8)
        let uiKit = try fixed(source, as: "Destinations.swift", rules: ["sidebar-fixed-icon-colors"], unsafe: true)
        #expect(uiKit.text == source.replacingOccurrences(of: "            content.imageProperties.tintColor = .white\n", with: ""))
        #expect(uiKit.remaining == [])
    }

    /// The icon-colour fix is unsafe (it drops colours that may mean something): without
    /// `unsafe` it is not made, and the finding, with its fix, remains.
    @Test func unsafeFixesWaitToBeAskedFor() throws {
        let source = try String(contentsOf: packageRoot.appendingPathComponent("Fixtures/rules/sidebar-fixed-icon-colors/failing-uikit.swift"), encoding: .utf8)
        let safe = try fixed(source, as: "Destinations.swift", rules: ["sidebar-fixed-icon-colors"])
        #expect(safe.text == nil)
        #expect(safe.fixed == [])
        #expect(safe.remaining.count == 1)
        let run = Linter(rules: catalog.rules.filter { $0.metadata.id == "sidebar-fixed-icon-colors" }, frontEnds: allFrontEnds)
            .lint(bytes: Array(source.utf8), path: "Destinations.swift")
        #expect(run.findings.map { $0.fix?.isUnsafe } == [true])
    }

    /// In a storyboard only one attribute's value changes: removing an attribute or an element
    /// (a colour is an element of its own) is left to Interface Builder.
    @Test func storyboardChangesBeyondOneAttributeAreNotWritten() throws {
        let bytes = Array(Self.storyboard(item: #"<tabBarItem key="tabBarItem" title="Library" image="photo.fill" catalog="system" id="Tbi-aa-001"/>"#).utf8)
        let image = SourceAnchor(file: "Main.storyboard", start: SourcePosition(line: 18, column: 72), path: "")
        let frontEnd = InterfaceBuilderFrontEnd()
        #expect(frontEnd.edits(for: [ModelChange(at: image, field: "symbol", .replace(from: "photo.fill", to: "photo"))], in: bytes, path: "Main.storyboard")
                == [TextEdit(file: "Main.storyboard", start: SourcePosition(line: 18, column: 73), end: SourcePosition(line: 18, column: 83), replacement: "photo")])
        #expect(frontEnd.edits(for: [ModelChange(at: image, field: "symbol", .remove)], in: bytes, path: "Main.storyboard") == nil)
        // The text at the anchor is not the value the change replaces: nothing is written.
        #expect(frontEnd.edits(for: [ModelChange(at: image, field: "symbol", .replace(from: "star.fill", to: "star"))], in: bytes, path: "Main.storyboard") == nil)
    }

    /// A rule's file says it is fixable exactly when its check offers fixes: every fixable rule
    /// fixes a failing example of its own, and no other rule's findings carry a remedy.
    @Test func fixableRulesAreTheRulesWhoseChecksFix() {
        let linter = Linter(rules: catalog.rules, frontEnds: allFrontEnds)
        for rule in catalog.rules {
            var fixed = 0, remedied = 0
            for example in rule.metadata.examples where example.isFailing {
                for finding in linter.lint(bytes: Array(example.text.utf8), path: example.path).findings where finding.ruleID == rule.metadata.id {
                    if finding.remedy != nil { remedied += 1 }
                    if finding.fix != nil { fixed += 1 }
                }
            }
            if rule.metadata.fix != nil {
                #expect(fixed > 0, "\(rule.metadata.id) says it is fixable but fixes none of its failing examples")
            } else {
                #expect(remedied == 0, "\(rule.metadata.id) offers remedies but its rule file has no \"fix\"")
            }
        }
    }

    // MARK: the guard

    /// A front end whose edit breaks the file: the fix is refused, said so, and the file kept.
    @Test func aFixThatBreaksTheFileIsNotMade() throws {
        struct Breaking: FrontEnd {
            func claims(_ path: String, searched: Bool) -> Bool { true }
            func loadFile(bytes: [UInt8], path: String, options: LoadOptions) -> Result<LoadedFile, LoadFailure> {
                DescriptionFrontEnd().loadFile(bytes: bytes, path: path, options: options)
            }
            func edits(forEach fixes: [[ModelChange]], in bytes: [UInt8], path: String) -> [[TextEdit]?] {
                DescriptionFrontEnd().edits(forEach: fixes, in: bytes, path: path).map { edits in
                    edits?.map { edit in
                        var edit = edit
                        edit.replacement = String(edit.replacement.dropLast())
                        return edit
                    }
                }
            }
        }
        let result = try fixed("""
            { "tabBar": { "tabs": [ { "title": "Home", "symbol": "house.fill" } ] } }
            """, as: "App.hig.json", frontEnds: [Breaking()])
        #expect(result.text == nil)
        #expect(result.remaining == [#"1:54: warning: tab "Home" uses "house.fill"; give the outline symbol "house" and let the system fill it when selected [tab-symbol-outline]"#])
        #expect(result.fixed == [])
        #expect(result.refused == ["tab-symbol-outline: 1:54: error: unterminated string"])
    }

    // MARK: helpers

    static func twoDoneItems(first: String) -> String {
        """
                                <navigationItem key="navigationItem" title="Compose" id="Nav-aa-001">
                                    <barButtonItem key="leftBarButtonItem" title="Save Draft" style="\(first)" id="Bbi-aa-001"/>
                                    <barButtonItem key="rightBarButtonItem" title="Send" style="done" id="Bbi-aa-002"/>
                                </navigationItem>
        """
    }

    static func storyboard(item: String, bar: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Tab-aa-001">
            <scenes>
                <scene sceneID="Scn-aa-001">
                    <objects>
                        <tabBarController id="Tab-aa-001" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="Bar-aa-001"/>
                            <connections>
                                <segue destination="Vc1-aa-001" kind="relationship" relationship="viewControllers" id="Seg-aa-001"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="Scn-aa-002">
                    <objects>
                        <viewController id="Vc1-aa-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vw1-aa-001"/>
                            \(item)
        \(bar)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }
}

/// `hig-lint --fix` and `--fix --diff` as people run them.
@Suite struct FixCommandTests {
    static let mail = """
        {
          "platforms": ["macOS"],
          "toolbar": {
            "groups": [
              { "placement": "leading", "items": [ { "label": "Archive", "symbol": "archivebox", "style": "prominent" } ] },
              { "placement": "trailing", "items": [ { "label": "Send", "symbol": "paperplane", "style": "prominent" } ] }
            ]
          }
        }

        """

    @Test func diffShowsTheFixAndWritesNothing() throws {
        let cli = CommandLineTests()
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.mail.write(to: folder.appendingPathComponent("Mail.hig.json"), atomically: true, encoding: .utf8)
        let before = try cli.run(["--no-config", "Mail.hig.json"], in: folder)
        #expect(before.status == 1)
        let run = try cli.run(["--no-config", "--fix", "--diff", "Mail.hig.json"], in: folder)
        #expect(run.stdout == """
            --- a/Mail.hig.json
            +++ b/Mail.hig.json
            @@ -2,7 +2,7 @@
               "platforms": ["macOS"],
               "toolbar": {
                 "groups": [
            -      { "placement": "leading", "items": [ { "label": "Archive", "symbol": "archivebox", "style": "prominent" } ] },
            +      { "placement": "leading", "items": [ { "label": "Archive", "symbol": "archivebox", "style": "plain" } ] },
                   { "placement": "trailing", "items": [ { "label": "Send", "symbol": "paperplane", "style": "prominent" } ] }
                 ]
               }

            """)
        #expect(run.stderr == "hig-lint: Found 1 finding: 1 would be fixed in 1 file, 0 would remain\n")
        // Nothing is written: the exit status is that of the files as they are, the error still in them.
        #expect(run.status == 1)
        #expect(try String(contentsOf: folder.appendingPathComponent("Mail.hig.json"), encoding: .utf8) == Self.mail)
    }

    @Test func fixWritesReportsWhatRemainsAndExitsOnIt() throws {
        let cli = CommandLineTests()
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Mail.hig.json")
        // A title too long (a warning, no fix) remains; the second prominent item (an error) is fixed.
        try Self.mail.replacingOccurrences(of: "\"platforms\": [\"macOS\"],", with: "\"platforms\": [\"macOS\"], \"window\": { \"title\": \"Inbox — All Accounts\" },")
            .write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        let run = try cli.run(["--no-config", "--fail-on", "error", "--fix", "Mail.hig.json"], in: folder)
        #expect(run.stdout == "Mail.hig.json:2:48: warning: window title \"Inbox — All Accounts\" has 20 characters; keep it under 15 [title-length]\n")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "Mail.hig.json:5:99: fixed [toolbar-prominent-action]: Make \"Archive\" plain")
        #expect(lines.last == "hig-lint: Found 2 findings (1 fixed in 1 file, 1 remaining)")
        #expect(run.status == 0)
        let fixed = try String(contentsOf: file, encoding: .utf8)
        #expect(fixed.contains(#""label": "Archive", "symbol": "archivebox", "style": "plain""#))
        #expect(fixed.contains(#""label": "Send", "symbol": "paperplane", "style": "prominent""#))
        #expect((try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int) == 0o640)
        #expect(try cli.run(["--no-config", "--fix", "--diff", "Mail.hig.json"], in: folder).stdout == "")
    }

    @Test func diffNeedsFix() throws {
        let run = try CommandLineTests().run(["--diff", "Fixtures/apps"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--diff shows what --fix would change; use it with --fix"))
    }
}
