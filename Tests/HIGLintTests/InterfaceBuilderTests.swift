import Foundation
import Testing
@testable import HIGLint

/// Interface Builder files in, findings out: the importer's mapping, positions and object ids.
/// The per-element fixtures are in Fixtures/ib/ and run through `FixtureTests`.
@Suite struct InterfaceBuilderTests {
    /// The real storyboards in ../shared/ib-samples (open-source apps; see SOURCE.md there), with the
    /// navigation findings they really contain, checked by reading the files.
    @Test func realSamplesGiveExactlyTheirNavigationFindings() throws {
        guard let shared = sharedDirectory else {
            print("note: skipping the Interface Builder samples: ../shared is not beside this checkout")
            return
        }
        let samples = shared.appendingPathComponent("ib-samples")
        let result = Linter(rules: catalog.rules).lint(paths: [samples.path])
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.files.map { URL(fileURLWithPath: $0).lastPathComponent } == [
            "netnewswire-ios-Add.storyboard", "netnewswire-ios-Main.storyboard", "netnewswire-mac-MainWindow.storyboard",
            "netnewswire-mac-UnifiedWindow.storyboard", "vienna-mac-Main.storyboard",
        ])
        let found = result.findings.map { URL(fileURLWithPath: $0.anchor.file).lastPathComponent + ":" + line($0) }
        #expect(found == [
            // (A Cancel button written as a title has the cancel role, so it may be text.)
            #"netnewswire-ios-Main.storyboard:54:79: info: toolbar item "Next Unread" uses "chevron.down.circle", drawn in a circle; prefer a variant without the enclosing circle, since the bar draws its own shape (object id "2w5-e9-C2V") [toolbar-borderless-symbols]"#,
            // Default set: New Feed, New Folder, Refresh | Mark All as Read, Search | six more.
            #"netnewswire-mac-MainWindow.storyboard:23:33: info: toolbar item "Search" puts search in the center group; it belongs at the trailing edge (object id "1Ql-WJ-KYi") [toolbar-trailing-items]"#,
            #"netnewswire-mac-MainWindow.storyboard:36:33: warning: toolbar has 11 controls, more than 10 on Mac; remove some, or give items a visibilityPriority so the least important move to the overflow menu first (object id "nv0-Ju-lP7") [toolbar-max-items]"#,
            #"netnewswire-mac-MainWindow.storyboard:174:37: info: toolbar item "Reader" has no image in the file; its button (class LegacyArticleExtractorButton) sets it in code, so it is checked as a custom control (object id "1b9-Tf-u5V") [ib-not-understood]"#,
            #"netnewswire-mac-MainWindow.storyboard:174:37: info: toolbar item "Reader" is a custom control; prefer a standard one, or keep its corners concentric with the bar (object id "1b9-Tf-u5V") [toolbar-standard-components]"#,
            // The sidebars are outline views: as deep as the feeds' folders, which no file states.
            #"netnewswire-mac-MainWindow.storyboard:318:41: info: sidebar rows come from data as a tree; check that it shows at most 2 levels (needs review) (object id "cnV-kg-Dn2") [sidebar-max-depth]"#,
            #"netnewswire-mac-UnifiedWindow.storyboard:99:41: info: sidebar rows come from data as a tree; check that it shows at most 2 levels (needs review) (object id "cnV-kg-Dn2") [sidebar-max-depth]"#,
            // "Quit Vienna" names the app, and its main window is titled with that name; its
            // controller class (VNAMainWindowController) may retitle it, so the finding is info.
            // NetNewsWire's window, whose classes are in another module, does not take Vienna's menu.
            #"vienna-mac-Main.storyboard:846:48: info: window title "Vienna" is the app's name; title the window after its content or leave it empty (needs review: code may retitle the window or show it as a sheet) (object id "21") [title-not-app-name]"#,
            #"vienna-mac-Main.storyboard:1346:41: info: sidebar rows come from data as a tree; check that it shows at most 2 levels (needs review) (object id "Kk7-ax-B3r") [sidebar-max-depth]"#,
        ])
    }

    /// A Mac app's main menu lives in MainMenu.xib and its windows in other files: linted together,
    /// the menu and the app's name it gives ("Quit Quill") serve the window of the other file.
    /// Linted alone (FixtureTests), Editor.xib has neither, and those rules stay silent. Settings.xib's
    /// selectable toolbar items switch its panes (tabs) and need no command; its Reset does, and its
    /// symbol, written as an `<imageReference>`, is read.
    @Test func mainMenuOfAnotherFileServesTheWindowsOfTheRun() {
        let folder = packageRoot.appendingPathComponent("Fixtures/ib/shared-main-menu")
        let result = Linter(rules: catalog.rules).lint(paths: [folder.path])
        #expect(result.errors.isEmpty)
        #expect(result.findings.map { URL(fileURLWithPath: $0.anchor.file).lastPathComponent + ":" + line($0) } == [
            #"Editor.xib:10:23: error: window title "Quill" is the app's name; title the window after its content or leave it empty (object id "Qew-hh-001") [title-not-app-name]"#,
            #"Editor.xib:22:46: warning: toolbar item "Word Count" runs 'showWordCount:', which no menu-bar command does; add it to a menu (object id "Qtwa-hh-001") [toolbar-items-in-menu-bar]"#,
            #"Settings.xib:30:59: info: toolbar item "Reset" uses "arrow.counterclockwise.circle", drawn in a circle; prefer a variant without the enclosing circle, since the bar draws its own shape (object id "Strs-hh-001") [toolbar-borderless-symbols]"#,
            #"Settings.xib:32:46: warning: toolbar item "Reset" runs 'resetSettings:', which no menu-bar command does; add it to a menu (object id "Stra-hh-001") [toolbar-items-in-menu-bar]"#,
        ])
        let alone = Linter(rules: catalog.rules).lint(paths: [folder.appendingPathComponent("Editor.xib").path])
        #expect(alone.findings.isEmpty)
    }

    /// Two apps' files in one run: a menu whose file names other Swift modules than a window's file
    /// does not serve that window.
    @Test func mainMenuServesOnlyItsOwnApp() throws {
        let menu = try String(contentsOf: packageRoot.appendingPathComponent("Fixtures/ib/shared-main-menu/MainMenu.xib"), encoding: .utf8)
            .replacingOccurrences(of: #"customClass="NSObject"/>"#, with: #"customClass="AppDelegate" customModule="Quill"/>"#)
        let editor = try String(contentsOf: packageRoot.appendingPathComponent("Fixtures/ib/shared-main-menu/Editor.xib"), encoding: .utf8)
            .replacingOccurrences(of: #"customClass="NSObject"/>"#, with: #"customClass="EditorController" customModule="Ledger"/>"#)
        let folder = try CommandLineTests().temporaryDirectory()
        try menu.write(to: folder.appendingPathComponent("MainMenu.xib"), atomically: true, encoding: .utf8)
        try editor.write(to: folder.appendingPathComponent("Editor.xib"), atomically: true, encoding: .utf8)
        let result = Linter(rules: catalog.rules).lint(paths: [folder.path])
        #expect(result.errors.isEmpty && result.findings.isEmpty, "\(result.findings)")
    }

    /// A document over 500 kB (many scenes) is imported whole, with every finding at its own line.
    @Test func largeDocumentsAreImportedWhole() {
        let text = Self.largeStoryboard(scenes: 600)
        #expect(text.utf8.count > 500_000)
        let result = Linter(rules: catalog.rules).lint(bytes: Array(text.utf8), path: "Large.storyboard")
        #expect(result.errors.isEmpty)
        let titles = result.findings.filter { $0.ruleID == "title-length" }
        #expect(titles.count == 600)
        #expect(Set(titles.map(\.anchor.start.line)).count == 600)
        #expect(titles.first?.message.hasSuffix(#"(object id "N0-0")"#) == true)
    }

    /// Structural paths name the object by its id, so baselines and SARIF survive edits elsewhere.
    @Test func pathsNameObjectsByTheirIds() throws {
        let text = Self.largeStoryboard(scenes: 1)
        let descriptions = try InterfaceBuilderImporter.load(bytes: Array(text.utf8), path: "One.storyboard").get()
        #expect(descriptions.count == 1)
        let toolbar = try #require(descriptions.first?.toolbar)
        #expect(toolbar.anchors["title"].path == "//navigationItem[@id='N0-0']/@title")
        #expect(toolbar.groups.map(\.placement) == [.leading, .trailing])
        #expect(toolbar.groups[0].items.first?.role == .cancel)
        #expect(toolbar.groups[1].items.first?.style == .prominent)
        #expect(descriptions.first?.platforms == [.iOS])
    }

    @Test func malformedAndDoctypeFilesAreRefusedWithTheirPositions() {
        let linter = Linter(rules: catalog.rules)
        let doctype = linter.lint(bytes: Array("<?xml version=\"1.0\"?>\n<!DOCTYPE document [<!ENTITY e \"x\">]>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"/>".utf8), path: "A.storyboard")
        #expect(doctype.errors.map(line) == ["2:1: error: DOCTYPE declarations are not allowed; Interface Builder files have none, and hig-lint never loads DTDs or expands entities"])
        let mismatched = linter.lint(bytes: Array("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\">\n  <objects>\n</document>".utf8), path: "B.xib")
        #expect(mismatched.errors.map(line) == ["3:1: error: malformed XML: Opening and ending tag mismatch: objects line 2 and document"])
        // Only a declaration is refused: the words in a comment are just text.
        let comment = linter.lint(bytes: Array("<!-- no <!DOCTYPE here -->\n<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" targetRuntime=\"MacOSX.Cocoa\"/>".utf8), path: "C.xib")
        #expect(comment.errors.isEmpty)
    }

    @Test func otherXMLIsRefusedWithItsPosition() {
        let result = Linter(rules: catalog.rules).lint(bytes: Array("<plist version=\"1.0\"/>".utf8), path: "Info.xib")
        #expect(result.errors.map(line) == [#"1:1: error: not an Interface Builder document: expected <document type="com.apple.InterfaceBuilder…">, found <plist>"#])
    }

    /// Numbers that are not numbers (nan, inf) in colours and row heights are left out, not turned
    /// into integers that would trap.
    @Test func nonFiniteNumbersAreLeftOut() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes><scene sceneID="S"><objects><viewController id="V"><view key="view" id="W"><subviews>
                    <toolbar id="T"><items/><color key="barTintColor" red="nan" green="0" blue="0" alpha="1"/><color key="tintColor" white="inf" alpha="1"/></toolbar>
                </subviews></view></viewController></objects></scene></scenes>
            </document>
            """
        let result = Linter(rules: catalog.rules).lint(bytes: Array(text.utf8), path: "Odd.storyboard")
        #expect(result.errors.isEmpty)
        // Neither colour is one a description can state, so neither is reported.
        #expect(result.findings.isEmpty)
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects><outlineView id="L" tableStyle="sourceList" rowSizeStyle="custom" rowHeight="nan"/></objects>
            </document>
            """
        #expect(Linter(rules: catalog.rules).lint(bytes: Array(xib.utf8), path: "Odd.xib").errors.isEmpty)
    }

    static func largeStoryboard(scenes: Int) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <scenes>

            """
        for index in 0..<scenes {
            text += """
                        <scene sceneID="S\(index)-0">
                            <objects>
                                <viewController id="V\(index)-0" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="W\(index)-0">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    </view>
                                    <navigationItem key="navigationItem" title="Account Settings \(index)" id="N\(index)-0">
                                        <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="L\(index)-0"/>
                                        <barButtonItem key="rightBarButtonItem" title="Save" style="done" id="R\(index)-0"/>
                                    </navigationItem>
                                </viewController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="F\(index)-0" userLabel="First Responder" sceneMemberID="firstResponder"/>
                            </objects>
                            <point key="canvasLocation" x="\(index * 300)" y="0.0"/>
                        </scene>

                """
        }
        return text + "        </scenes>\n</document>\n"
    }
}

/// What the importer reads from the real samples, beyond findings: the sidebars, their panes and
/// the main menu, checked against the files by hand.
@Suite struct InterfaceBuilderSampleMappingTests {
    func load(_ name: String) throws -> [Description]? {
        guard let shared = sharedDirectory else {
            print("note: skipping \(name): ../shared is not beside this checkout")
            return nil
        }
        return try InterfaceBuilderImporter.load(contentsOf: shared.appendingPathComponent("ib-samples/\(name)").path).get()
    }

    @Test func splitViewSidebarOfNetNewsWireForMac() throws {
        guard let descriptions = try load("netnewswire-mac-MainWindow.storyboard") else { return }
        let window = try #require(descriptions.first { $0.window != nil })
        let sidebar = try #require(window.sidebar)
        // <splitViewItem canCollapse="YES" holdingPriority="260" behavior="sidebar" id="XVW-Gk-g7U"/>
        #expect(sidebar.anchors.object.path == "//splitViewItem[@id='XVW-Gk-g7U']")
        #expect(sidebar.hideable == true)
        // The SidebarOutlineView: selectionHighlightStyle="sourceList", rowSizeStyle="systemDefault".
        #expect(sidebar.listStyle == .sidebar)
        #expect(sidebar.size == nil)
        #expect(sidebar.background == .translucent)
        #expect(sidebar.items.isEmpty)
        #expect(sidebar.bottomBar == nil)
        #expect(window.window?.sidebarCount == 1)
        #expect(window.window?.kind == .main)
        #expect(window.menuBar == nil)
    }

    @Test func sourceListAndMainMenuOfVienna() throws {
        guard let descriptions = try load("vienna-mac-Main.storyboard") else { return }
        let window = try #require(descriptions.first { $0.window?.title == "Vienna" })
        let sidebar = try #require(window.sidebar)
        // The FoldersTree outline view, embedded through a container view in a plain NSSplitView.
        #expect(sidebar.anchors.object.path == "//outlineView[@id='Kk7-ax-B3r']")
        #expect(sidebar.listStyle == .sidebar)
        #expect(sidebar.hideable == nil)
        let menus = try #require(window.menuBar).menus
        #expect(menus.map(\.title) == ["Vienna", "File", "Edit", "View", "Folder", "Article", "Window", "Help"])
        // The default set in the file is Skip Folder and a flexible space (the delegate adds the
        // rest in code); Folder › Skip Folder runs the same selector, so toolbar-items-in-menu-bar
        // stays silent.
        let commands = try #require(window.menuBar).commands
        #expect(window.compactMapToolbarItems(on: .macOS) { item, _ in item.action } == ["skipFolder:"])
        #expect(commands.contains { $0.action == "skipFolder:" && $0.title == "Skip Folder" })
    }

    @Test func splitViewOfNetNewsWireForIOSIsAnIPadSidebar() throws {
        guard let descriptions = try load("netnewswire-ios-Main.storyboard") else { return }
        let split = try #require(descriptions.first { $0.sidebar != nil })
        #expect(split.platforms == [.iPadOS])
        let sidebar = try #require(split.sidebar)
        // primaryBackgroundStyle="sidebar"; the primary column is a collection view laid out in code.
        #expect(sidebar.background == .translucent)
        #expect(sidebar.listStyle == nil)
        #expect(sidebar.hiddenByDefault == nil)
    }
}

/// What each mapped element of the project's own Interface Builder fixtures becomes in the model;
/// the findings they give are recorded beside them (Fixtures/ib/*.findings, run by FixtureTests).
@Suite struct InterfaceBuilderMappingTests {
    func load(_ name: String) throws -> [Description] {
        try InterfaceBuilderImporter.load(contentsOf: packageRoot.appendingPathComponent("Fixtures/ib/\(name)").path).get()
    }

    @Test func macSplitViewSidebarBottomBarAndMainMenu() throws {
        let descriptions = try load("mac-split-sidebar.storyboard")
        #expect(descriptions.count == 1)
        let window = try #require(descriptions.first)
        #expect(window.window?.kind == .main)
        #expect(window.window?.sidebarCount == 1)
        let sidebar = try #require(window.sidebar)
        #expect(sidebar.hideable == false)
        #expect(sidebar.hiddenByDefault == true)
        #expect(sidebar.listStyle == .sidebar)
        #expect(sidebar.rowHeight == 30)
        #expect(sidebar.background == .opaque)
        #expect(sidebar.editable == true)
        // The two segments and the action pop-up at the bottom; not the help button at the top,
        // the button drawn in the outline's column or the content pane's button.
        let bar = try #require(sidebar.bottomBar)
        #expect(bar.items.map(\.action) == [.add, .remove, .menu])
        #expect(bar.items.map(\.label) == ["New Folder", "Delete Folder", nil])
        let menuBar = try #require(window.menuBar)
        #expect(menuBar.menus.map(\.title) == ["Archive", "File"])
        #expect(menuBar.commands.compactMap(\.title) == ["About Archive", "Quit Archive", "New Folder", "Export", "As PDF…"])
        #expect(window.compactMapToolbarItems(on: .macOS) { item, _ in item.action } == ["newFolder:", "shareSelection:"])
    }

    /// Tracking separators line a toolbar up with a split view's panes: no item, and no group's end.
    @Test func trackingSeparatorsMakeNoGroups() throws {
        let toolbar = try #require(try load("mac-tracking-separators.storyboard").first?.toolbar)
        #expect(toolbar.groups.map { $0.placement?.rawValue } == ["leading", "trailing"])
        #expect(toolbar.groups.map { $0.items.compactMap(\.id) } == [["Sbt-bb-001", "Cmp-bb-001"], ["Rpl-bb-001", "Arc-bb-001", "Sch-bb-001"]])
    }

    @Test func macSourceListsInASplitViewAPanelAndAloneInAXib() throws {
        let descriptions = try load("mac-source-list.xib")
        #expect(descriptions.map { $0.window?.title } == ["Notes", "Inspector", nil])
        let notes = try #require(descriptions[0].sidebar)
        #expect(notes.anchors.object.path == "//outlineView[@id='Nol-cc-001']")
        #expect(notes.listStyle == .sidebar)
        #expect(notes.size == .large)
        #expect(notes.background == .translucent)
        #expect(notes.bottomBar?.items.map(\.action) == [.add, .info])
        #expect(notes.bottomBar?.items.map(\.symbol) == ["plus", nil])
        #expect(descriptions[0].window?.kind == nil)
        #expect(descriptions[1].window?.kind == .panel)
        #expect(descriptions[1].sidebar?.background == .opaque)
        // A source list in a view of its own: its own description, with the small size.
        #expect(descriptions[2].sidebar?.size == .small)
        #expect(descriptions[2].sidebar?.bottomBar == nil)
        #expect(descriptions.allSatisfy { $0.platforms == [.macOS] && $0.menuBar == nil })
    }

    @Test func iOSSplitViewPrimaryColumnIsAnIPadSidebar() throws {
        let descriptions = try load("ios-split-sidebar.storyboard")
        let split = try #require(descriptions.first { $0.sidebar != nil })
        #expect(split.platforms == [.iPadOS])
        let sidebar = try #require(split.sidebar)
        #expect(sidebar.hiddenByDefault == true)
        #expect(sidebar.hideable == false)
        #expect(sidebar.listStyle == .grouped)
        // Static rows: a "Library" section with two rows; the custom cell is reported, not guessed.
        #expect(sidebar.items.map(\.title) == ["Library"])
        #expect(sidebar.items.first?.kind == .section)
        #expect(sidebar.items.first?.children.map(\.title) == ["Recents", "Favourites"])
        #expect(sidebar.items.first?.children.map(\.symbol) == ["clock", nil])
        // The primary column's navigation item is a description of its own, on both idioms.
        #expect(descriptions.contains { $0.toolbar?.title == "Library" && $0.platforms == [.iOS, .iPadOS] })
    }

    /// A tab that is a reference to another storyboard shows the referenced scene's tab bar item
    /// (its initial scene, or the one with the reference's storyboard ID), read in that file and
    /// reported there (also when that storyboard alone is linted, as an editor does); a storyboard
    /// that is not at hand leaves the tab unchecked, with a note.
    @Test func referencedStoryboardsGiveTheirTabs() throws {
        let folder = packageRoot.appendingPathComponent("Fixtures/ib/referenced")
        let result = Linter(rules: catalog.rules, frontEnds: frontEnds).lint(paths: [folder.path], keepingDescriptions: true)
        let found = result.findings.map { "\(FileSystemPath.name(of: $0.anchor.file)):" + line($0) }
        #expect(found == [
            "Library.storyboard:11:72: warning: tab \"Library\" uses \"books.vertical.fill\"; give the outline symbol \"books.vertical\" and let the system fill it when selected (object id \"Tbi-rl-001\") [tab-symbol-outline]",
            "Main.storyboard:17:25: info: tab shows a scene of the storyboard Downloads, whose tab bar item is set there; hig-lint could not find that scene, so the tab is not checked (object id \"Seg-rf-003\") [ib-not-understood]",
        ])
        let tabs = result.descriptions.compactMap(\.tabBar).flatMap(\.tabs).map { "\($0.title ?? "-") \($0.symbol ?? "-")" }
        #expect(tabs == ["Library books.vertical.fill", "Settings gearshape"])
    }
}
