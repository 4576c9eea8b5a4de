import Foundation
import Testing
@testable import HIGLint
@testable import HIGLintSwift
import SwiftParser
import SwiftSyntax

/// What each SwiftUI construct becomes in the model, and how the Swift front end treats bad input.
@Suite struct SwiftFrontEndTests {
    /// The descriptions a Swift file becomes, for the platforms given (as a configuration would).
    func descriptions(_ source: String, platforms: [Platform] = [.iPadOS], path: String = "View.swift") throws -> [Description] {
        try SwiftFrontEnd().load(bytes: Array(source.utf8), path: path, options: LoadOptions(platforms: platforms)).get()
    }

    /// Lints files written into a fresh folder, as `hig-lint FOLDER` does; findings as recorded lines with their file's name.
    func lint(_ files: [String: String], platforms: [Platform] = [.iPadOS], jobs: Int = 1) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let configuration = folder.appendingPathComponent(".hig-lint.yml")
        try "platforms: [\(platforms.map(\.rawValue).joined(separator: ", "))]\n".write(to: configuration, atomically: true, encoding: .utf8)
        let loaded = try Configuration.load(configuration.path, rules: catalog.rules).get()
        let result = Linter(rules: catalog.rules, configuration: loaded, frontEnds: frontEnds).lint(paths: [folder.path], jobs: jobs)
        return result.findings.map { "\(URL(fileURLWithPath: $0.anchor.file).lastPathComponent):" + line($0) }
            + result.errors.map { "error: " + line($0) }
    }

    /// The calls that give a view its title are recorded in a fixed order (the callers' names), not
    /// a dictionary's, which changes from process to process: which of two long titles a finding
    /// names once depended on the run.
    /// A date's longest English text, for the length of a title that shows one.
    @Test func datesAreCheckedByTheirLongestEnglishText() {
        #expect(DateTexts.longest(format: "EEEE, MMM d") == "Wednesday, Sep 30")
        #expect(DateTexts.longest(format: "d MMMM yyyy 'at' HH:mm") == "30 September 2026 at 12:59")
        #expect(DateTexts.longest(format: "EEE h:mm a") == "Wed 12:59 PM")
        #expect(DateTexts.longest(template: "yMMMMEEEEd") == "Wednesday, September 30, 2026")
        #expect(DateTexts.longest(template: "MMMd") == "Sep 30")
        #expect(DateTexts.longest(dateStyle: "long", timeStyle: "short") == "September 30, 2026 at 12:00 PM")
        #expect(DateTexts.longest(dateStyle: nil, timeStyle: nil) == nil)
    }

    @Test func callersAreRecordedInAFixedOrder() throws {
        let names = ["Echo", "Alpha", "Delta", "Bravo", "Foxtrot", "Charlie"]
        var contents: [String: [UInt8]] = [:]
        for name in names {
            contents["/nonexistent/\(name).swift"] = Array("import SwiftUI\nstruct \(name): View { var body: some View { DetailView(title: \"\(name)\") } }\n".utf8)
        }
        contents["/nonexistent/DetailView.swift"] = Array("""
            import SwiftUI
            struct DetailView: View {
                let title: String
                var body: some View { Text(title).navigationTitle(title) }
            }
            """.utf8)
        let index = SwiftTypeIndex(parsing: contents.keys.sorted(), maximumFileSize: 1 << 20, jobs: 1, contents: contents)
        let given = index.shown.calls["DetailView"]?.compactMap { $0["title"].flatMap(SwiftLiterals.string) }
        #expect(given == names.sorted())
    }

    @Test func sidebarSectionsLabelsAndColours() throws {
        let source = """
            struct Sidebar: View {
                var body: some View {
                    List {
                        Section("Library") {
                            Label("Songs", systemImage: "music.note")
                            Label { Text("Albums") } icon: { Image(systemName: "square.stack").foregroundStyle(.red) }
                            NavigationLink(value: 1) { Label("Artists", systemImage: "music.mic") }
                                .foregroundStyle(.accentColor)
                            DisclosureGroup("Playlists") {
                                Text("Road Trip")
                            }
                        }
                    }
                    .listStyle(.sidebar)
                }
            }
            """
        let sidebar = try #require(try descriptions(source).first?.sidebar)
        #expect(sidebar.listStyle == .sidebar)
        let section = try #require(sidebar.items.first)
        #expect(section.kind == .section && section.title == "Library")
        #expect(section.children.map(\.title) == ["Songs", "Albums", "Artists", "Playlists"])
        #expect(section.children.map(\.symbol) == ["music.note", "square.stack", "music.mic", nil])
        #expect(section.children[1].iconColor == ColorValue("red") && section.children[2].iconColor == .accent)
        #expect(section.children[3].children.map(\.title) == ["Road Trip"])
        #expect(section.children[1].anchors.object.start == SourcePosition(line: 6, column: 17))
        #expect(section.children[1].anchors.object.path == "Sidebar.body/List[1]/Section[1]/Label[2]")
    }

    @Test func enumRowsUnrollAndDataRowsAreDynamic() throws {
        let source = """
            enum Area: CaseIterable {
                case inbox, sent
                var title: String { switch self { case .inbox: "Inbox"; case .sent: return "Sent" } }
                var icon: String { switch self { case .inbox: "tray"; case .sent: "paperplane" } }
            }
            struct Sidebar: View {
                let folders: [Folder]
                var body: some View {
                    List {
                        ForEach(Area.allCases) { area in Label(area.title, systemImage: area.icon) }
                        Section("Folders") { ForEach(folders) { Label($0.name, systemImage: "folder") } }
                    }
                    .listStyle(.sidebar)
                }
            }
            """
        let sidebar = try #require(try descriptions(source).first?.sidebar)
        #expect(sidebar.items.map(\.title) == ["Inbox", "Sent", "Folders"])
        #expect(sidebar.items.map(\.symbol) == ["tray", "paperplane", nil])
        #expect(sidebar.dynamicItems == true)
    }

    /// Rows a function makes for each case it is called with are each a place of their own: the
    /// run's summary counts three rows, not the one place in the function's code.
    /// A UIKit bar item that shows an image of the app's own is read, and the name VoiceOver reads
    /// that code sets on it afterwards (`accessibilityLabel`) is its label: on visionOS only the item
    /// without one is reported.
    @Test func accessibilityLabelsSetAfterwardsNameImageItems() throws {
        let source = """
            import UIKit
            final class PodcastsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let searchImage: UIImage? = UIImage(named: "Search")
                    let searchButton = UIBarButtonItem(image: searchImage, style: .plain, target: self, action: #selector(search))
                    searchButton.accessibilityLabel = "Search"
                    let addButton = UIBarButtonItem(image: UIImage(named: "Add"), style: .plain, target: self, action: #selector(add))
                    navigationItem.rightBarButtonItems = [addButton, searchButton]
                }
                @objc func search() {}
                @objc func add() {}
            }
            """
        let found = try lint(["Podcasts.swift": source], platforms: [.visionOS]).filter { $0.contains("[visionos-toolbar-item-labels]") }
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("Podcasts.swift:8:") == true, "\(found)")
    }

    /// The device idiom the app's own model passes on (`appModel.userInterfaceIdiom == .phone`) is
    /// the device's: an item only an iPhone shows is not on Apple Vision Pro.
    @Test func anIdiomTheAppPassesOnDecidesAsTheDevicesDoes() throws {
        let source = """
            import SwiftUI
            struct ChatView: View {
                let appModel: AppModel
                var body: some View {
                    NavigationStack {
                        Text("Hello")
                            .navigationTitle("Chat")
                            .toolbar {
                                if appModel.userInterfaceIdiom == .phone {
                                    ToolbarItem(placement: .topBarLeading) { Button {} label: { Image(systemName: "list.bullet") } }
                                }
                                ToolbarItem(placement: .topBarTrailing) { Button {} label: { Image(systemName: "gear") } }
                            }
                    }
                }
            }
            """
        let found = try lint(["Chat.swift": source], platforms: [.visionOS]).filter { $0.contains("[visionos-toolbar-item-labels]") }
        #expect(found.map { $0.prefix(16) } == ["Chat.swift:12:63"], "\(found)")
    }

    @Test func rowsAFunctionMakesPerCaseAreCountedApart() throws {
        let source = """
            enum Place { case stream, likes, history
                var title: String { switch self { case .stream: "Stream"; case .likes: "Likes"; case .history: "History" } }
            }
            struct Sidebar: View {
                var body: some View {
                    List {
                        row(for: .stream)
                        row(for: .likes)
                        row(for: .history)
                    }
                    .listStyle(.sidebar)
                }
                @ViewBuilder private func row(for place: Place) -> some View {
                    Label(place.title, systemImage: "circle")
                }
            }
            """
        let found = try descriptions(source)
        #expect(found.first?.sidebar?.items.map(\.title) == ["Stream", "Likes", "History"])
        #expect(Coverage(found).sidebarRows == 3)
    }

    @Test func placementsResolvePerPlatform() throws {
        let source = """
            struct Editor: View {
                var body: some View {
                    Text("x")
                        .navigationTitle("Draft")
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) { Button("Send", systemImage: "paperplane") {} }
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                            ToolbarItem(placement: .secondaryAction) { Button("Info", systemImage: "info") {} }
                            ToolbarItemGroup { Button("A") {}; Button("B") {} } label: { Label("Sort", systemImage: "arrow.up.arrow.down") }
                            #if os(macOS)
                            ToolbarItem { Button("Mac", systemImage: "desktopcomputer") {} }
                            #endif
                        }
                }
            }
            """
        let byPlatform = Dictionary(uniqueKeysWithValues: try descriptions(source, platforms: [.iOS, .macOS]).map { ($0.platforms[0], $0) })
        let iOS = try #require(byPlatform[.iOS]?.toolbar)
        #expect(iOS.title == "Draft")
        #expect(iOS.groups.map(\.placement) == [.leading, .trailing])
        #expect(iOS.groups.map { $0.items.map(\.displayName) } == [["Cancel"], ["Send", "Sort"]])
        #expect(iOS.groups[1].items[1].kind == .menu && iOS.groups[1].items[1].menu.compactMap(\.title) == ["A", "B"])
        #expect(iOS.groups[0].items[0].role == .cancel)
        let macOS = try #require(byPlatform[.macOS])
        #expect(macOS.window?.title == "Draft" && macOS.toolbar?.title == nil)
        #expect(macOS.toolbar?.groups.map { $0.items.map(\.displayName) } == [["Send", "Cancel"], ["Info"], ["Sort", "Mac"]])
    }

    @Test func alternativesAreSeparateDescriptionsAndContradictionsAreDropped() throws {
        let source = """
            struct Detail: View {
                var body: some View {
                    Text("x").toolbar {
                        if isEditing { Button("Done") {} } else { Button("Edit") {} }
                        if isModal { Button("Close") {} }
                        if !isModal { Button("Share", systemImage: "square.and.arrow.up") {} }
                    }
                }
            }
            """
        let toolbars = try descriptions(source).compactMap(\.toolbar).map { $0.items.map(\.displayName) }
        #expect(toolbars == [["Done", "Close"], ["Done", "Share"], ["Edit", "Close"], ["Edit", "Share"]])
    }

    @Test func tabViewsWithSectionsSearchAndPlacement() throws {
        let source = """
            struct Root: View {
                var body: some View {
                    TabView {
                        Tab("Home", systemImage: "house") { Home() }
                        TabSection("Collections") {
                            Tab("Beaches", systemImage: "beach.umbrella") { Text("b") }.tabPlacement(.sidebarOnly)
                        }
                        Tab(role: .search) { Text("s") }
                        Settings().tabItem { Label("Settings", systemImage: "gear") }
                        TabSection {
                            Tab("Saved", systemImage: "bookmark") { Text("v") }
                        } header: {
                            Text("Library")
                        }
                    }
                    .tabViewStyle(.sidebarAdaptable)
                    .tabViewCustomization($customization)
                }
            }
            """
        let bar = try #require(try descriptions(source).first?.tabBar)
        #expect(bar.style == .sidebarAdaptable && bar.customizable == true)
        #expect(bar.tabs.map(\.title) == ["Home", "Collections", nil, "Settings", "Library"])
        #expect(bar.tabs[4].children.map(\.title) == ["Saved"])
        #expect(bar.tabs[1].children.first?.placement == .sidebarOnly)
        #expect(bar.tabs[2].role == .search)
        #expect(bar.tabs[3].symbol == "gear")
        // A paged TabView is a carousel, not a tab bar.
        #expect(try descriptions("struct P: View { var body: some View { TabView { A(); B() }.tabViewStyle(.page) } }").isEmpty)
    }

    /// A tab bar a `ForEach` makes from the app's values stays dynamic, and holds as `tabsFromData` the
    /// values the code states where it makes them: here the one type whose initializer sets the
    /// label's property, since the list's type is not stated. A type made in more places than are
    /// read says so, and the count rules never count these tabs.
    @Test func tabsFromDataAreTheValuesTheCodeMakes() throws {
        let source = """
            struct Entry { let title: String; let symbol: String }
            extension Entry {
                static let home = Entry(title: "Home", symbol: "house.fill")
                static var inbox: Entry { .init(title: "Inbox", symbol: "tray") }
            }
            struct Root: View {
                @EnvironmentObject var store: Store
                var body: some View {
                    TabView { ForEach(store.entries) { entry in Text(entry.title).tabItem { Label(entry.title, systemImage: entry.symbol) } } }
                }
            }
            """
        let bar = try #require(try descriptions(source).first?.tabBar)
        #expect(bar.dynamicTabs == true && bar.tabs.isEmpty)
        #expect(bar.tabsFromData.map(\.title) == ["Home", "Inbox"] && bar.tabsFromData.map(\.symbol) == ["house.fill", "tray"])
        // Two types with such a property: which one the list holds is not known.
        let ambiguous = source + "\nstruct Shortcut { let title: String; let symbol: String }\n"
        #expect(try descriptions(ambiguous).first?.tabBar?.tabsFromData.isEmpty == true)
        let many = (1...70).map { "    static let tab\($0) = Entry(title: \"Tab \($0)\", symbol: \"star\")" }.joined(separator: "\n")
        let found = try lint(["Root.swift": source + "\nextension Entry {\n\(many)\n}\n"])
        #expect(found.contains { $0.hasPrefix("Root.swift:9:19: info: the code makes Entry values in more than 64 places") })
        #expect(!found.contains { $0.contains("tab-bar-max-tabs") || $0.contains("prefer-sidebar-for-many-tabs") })
        #expect(found.filter { $0.contains("tab-symbol-outline") } == [
            #"Root.swift:3:52: warning: tab "Home" uses "house.fill"; give the outline symbol "house" and let the system fill it when selected in Entry.home [tab-symbol-outline]"#,
        ])
    }

    /// A view other files use is checked with each of them: its findings are reported once, with
    /// the file that declares it, however many jobs lint the files.
    @Test(arguments: [1, 3]) func viewsAndToolbarContentFromOtherFiles(jobs: Int) throws {
        let found = try lint([
            "ContentView.swift": """
                struct ContentView: View {
                    var body: some View {
                        NavigationSplitView { SidebarView() } detail: { Text("d").toolbar { EditorItems() } }
                    }
                }
                """,
            "SettingsView.swift": """
                struct SettingsView: View {
                    var body: some View {
                        NavigationSplitView { SidebarView() } detail: { Text("s").toolbar { EditorItems() } }
                    }
                }
                """,
            "SidebarView.swift": """
                struct SidebarView: View {
                    var body: some View {
                        List {
                            Label("One", systemImage: "1.circle").foregroundStyle(.red)
                            Label("Two", systemImage: "2.circle").foregroundStyle(.red)
                            Label("Three", systemImage: "3.circle").foregroundStyle(.red)
                        }
                    }
                }
                """,
            "EditorItems.swift": """
                struct EditorItems: ToolbarContent {
                    var body: some ToolbarContent {
                        ToolbarItem(placement: .topBarTrailing) { Button("Send") {}.buttonStyle(.borderedProminent) }
                        ToolbarItem(placement: .topBarLeading) { Button("Save") {}.buttonStyle(.borderedProminent) }
                    }
                }
                """,
        ], jobs: jobs)
        #expect(found.contains(#"SidebarView.swift:3:9: warning: 3 of 3 sidebar icons (100%) have a fixed colour; let most icons follow the accent colour (fewer than 50% fixed) in SidebarView.body [sidebar-fixed-icon-colors]"#))
        #expect(found.contains(#"EditorItems.swift:4:68: error: toolbar has 2 prominent items; make "Save" plain or bordered and keep at most 1 in EditorItems.body [toolbar-prominent-action]"#))
        #expect(found.filter { $0.contains("sidebar-fixed-icon-colors") }.count == 1)
        #expect(found.filter { $0.contains("toolbar-prominent-action") }.count == 1)
    }

    @Test func suppressionComments() throws {
        let found = try lint(["Title.swift": """
            struct A: View {
                var body: some View {
                    // hig-lint:disable:next title-length — the product's full name is the point
                    Text("a").navigationTitle("A Very Long Title Indeed")
                }
            }
            struct B: View {
                var body: some View {
                    Text("b").navigationTitle("Another Long Title Here") // hig-lint:disable:this title-length
                }
            }
            // hig-lint:disable toolbar-prominent-action -- reviewed with design
            struct C: View {
                var body: some View { Text("c").navigationTitle("Short") }
            }
            // hig-lint:enable toolbar-prominent-action
            """], platforms: [.iOS])
        #expect(found == [
            "Title.swift:9:62: warning: suppression of 'title-length' gives no reason; say why, so reviewers can judge it [suppression-reason]",
            "Title.swift:12:1: warning: suppression of 'toolbar-prominent-action' silences nothing here; remove it [unused-suppression]",
        ])
    }

    @Test func badInputIsReportedNotCrashedOn() throws {
        // Not UTF-8: a positioned error.
        let bytes = Array("struct A: View {\n var body: some View { Text(\"".utf8) + [0xE9] + Array("\") } }".utf8)
        guard case .failure(let failure) = SwiftFrontEnd().load(bytes: bytes, path: "L.swift", options: LoadOptions()) else {
            Issue.record("non-UTF-8 Swift was loaded")
            return
        }
        #expect(failure.errors.map(line) == ["2:30: error: invalid UTF-8 byte; Swift source must be UTF-8 text"])
        // Swift that does not parse: what parsed is linted, the rest is named.
        let broken = try descriptions("struct A: View {\n var body: some View { Text(\"a\").navigationTitle(\"A Much Too Long Title\") }\n func (( {\n}")
        #expect(broken.contains { $0.toolbar?.title == "A Much Too Long Title" })
        #expect(broken.flatMap(\.notUnderstood).map { "\($0.anchor.start): \($0.message)" } == ["3:7: part of this file does not parse as Swift; hig-lint checked what did"])
        // Views that use each other, and a view that uses itself: no hang.
        let cycle = try descriptions("""
            struct A: View { var body: some View { NavigationSplitView { B() } detail: { A() } } }
            struct B: View { var body: some View { A() } }
            """)
        #expect(cycle.count == 1 && cycle[0].sidebar == nil)
        // Closures nested 100,000 deep: the parser's depth limit, a note, no stack overflow.
        let deep = "struct D: View { var body: some View { Text(\"d\").toolbar { " + String(repeating: "Group { ", count: 100_000)
            + String(repeating: "} ", count: 100_000) + "} } }"
        let nested = try descriptions(deep)
        #expect(nested.flatMap(\.notUnderstood).contains { $0.message.contains("does not parse") })
    }

    @Test func generatedFilesAreBounded() throws {
        // Over the parse limit: named, not parsed.
        let huge = "struct V: View { var body: some View { Text(\"x\").navigationTitle(\"T\") } }\n"
            + String(repeating: "// padding\n", count: (SwiftFrontEnd.maximumParsedSize / 11) + 1)
        let named = try descriptions(huge)
        #expect(named.count == 1 && named[0].notUnderstood.map(\.message) == ["the file is 4 MiB; hig-lint parses Swift files of up to 4 MiB, so its chrome is not checked"])
        // More places with chrome than any hand-written file has: the first ones, and a note.
        let many = (0...SwiftUIMapping.maximumDescriptions).map { "struct V\($0): View { var body: some View { Text(\"x\").navigationTitle(\"T\") } }" }.joined(separator: "\n")
        let capped = try descriptions(many)
        #expect(capped.count == SwiftUIMapping.maximumDescriptions + 1)
        #expect(capped.last?.notUnderstood.first?.message == "the file declares more than 2000 places with chrome; hig-lint checks the first ones only")
        // A controller of more code than any hand writes (issue 50's storyboard-titles: 50,000 `title =` lines): one note.
        let lines = String(repeating: "        title = \"x\"\n", count: UIKitMapping.maximumTypeSize / 20 + 1)
        let controller = try descriptions("import UIKit\nfinal class T: UIViewController {\n    override func viewDidLoad() {\n\(lines)    }\n}\n")
        #expect(controller.flatMap(\.notUnderstood).map { "\($0.anchor.start): \($0.message)" } == [
            "2:1: T holds 512 KiB of code, more than hig-lint reads for a type's bars, windows and tabs (512 KiB), so they are not checked",
        ])
        // A sidebar of more rows than any app lists: the first ones, and a note at the first left out.
        let rows = (0...SwiftUIMapping.maximumRows).map { "Label(\"R\($0)\", systemImage: \"star\")" }.joined(separator: "\n")
        let sidebar = try descriptions("struct S: View { var body: some View { NavigationSplitView { List {\n\(rows)\n}.listStyle(.sidebar) } detail: { Text(\"d\") } } }")
        #expect(sidebar.compactMap { $0.sidebar?.items.count } == [SwiftUIMapping.maximumRows])
        #expect(sidebar.flatMap(\.notUnderstood).map { "\($0.anchor.start): \($0.message)" } == ["1002:1: this sidebar lists more than 1000 rows; hig-lint checks the first 1000"])
    }

    /// Square brackets nested deeper than the parser handles in bounded time: the file is not
    /// parsed, and the note points at the bracket that went too deep. Brackets in comments and
    /// string literals (raw, multi-line, a regular expression's classes) do not count.
    @Test func bracketsNestedTooDeepAreNotParsed() throws {
        let deep = "struct A: View {\n    var body: some View { Text(\"A\").navigationTitle(\"A Much Too Long Title\") }\n    func f() { x" + String(repeating: "[", count: 13) + "1" + String(repeating: "]", count: 13) + " }\n}\n"
        #expect(try lint(["Deep.swift": deep]) == [
            "Deep.swift:3:29: info: square brackets nest more than 12 deep here; the Swift parser takes exponential time on such nesting, so hig-lint does not parse this file and its chrome is not checked [swift-not-understood]",
        ])
        let twelve = String(repeating: "[", count: 12), many = String(repeating: "[", count: 40)
        let quoted = """
            struct B: View {
                // \(many)
                /* \(many) /* \(many) */ \(many) */
                let pattern = #"[[:alpha:]\(many)"#
                let text = "\\\"\(many)"
                let block = \"\"\"
                    \(many) "
                    \"\"\"
                let grid: \(twelve)Int\(String(repeating: "]", count: 12)) = []
                var body: some View { Text("B").navigationTitle("A Much Too Long Title") }
            }

            """
        #expect(try lint(["Quoted.swift": quoted]) == [
            "Quoted.swift:10:53: warning: toolbar title \"A Much Too Long Title\" has 21 characters; keep it under 15 in B.body [title-length]",
        ])
    }

    @Test func unknownConditionsTakeTheReleaseBranch() throws {
        let source = """
            struct A: View {
                var body: some View {
                    Text("a")
                    #if DEBUG
                        .navigationTitle("Debug Build")
                    #elseif os(visionOS)
                        .navigationTitle("Vision")
                    #else
                        .navigationTitle("Release")
                    #endif
                }
            }
            """
        #expect(try descriptions(source, platforms: [.iPadOS]).compactMap(\.toolbar?.title) == ["Release"])
        #expect(try descriptions(source, platforms: [.visionOS]).compactMap(\.toolbar?.title) == ["Vision"])
    }

    /// A local package of an app project runs where that app runs: its manifest's visionOS (a
    /// minimum version, not a build the app makes) is not the app's (Provenance's PVUI package).
    @Test func aLocalPackageRunsWhereItsAppRuns() throws {
        let root = testScratchDirectory.appendingPathComponent("package-in-app")
        let files = [
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ objects = { R = { isa = XCBuildConfiguration; name = Release; buildSettings = {\nSDKROOT = iphoneos;\nTARGETED_DEVICE_FAMILY = \"1,2\";\n}; }; }; }\n",
            "Kit/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", platforms: [.iOS(.v17), .visionOS(.v1)], targets: [.target(name: \"Kit\")])\n",
            "Kit/Sources/Kit/Shelf.swift": "import SwiftUI\n",
            "Solo/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Solo\", platforms: [.visionOS(.v1)], targets: [.target(name: \"Solo\")])\n",
            "Solo/Sources/Solo/Room.swift": "import SwiftUI\n",
        ]
        try writeTree(files, under: root)
        let shelf = Platforms.decide(root.appendingPathComponent("Kit/Sources/Kit/Shelf.swift").path, bytes: Array("import SwiftUI\n".utf8), configured: [])
        #expect(shelf.platforms == [.iOS, .iPadOS])
        #expect(shelf.origin.hasSuffix(", within the platforms of the app project above it"))
        // A package none of whose platforms the app has keeps its own.
        #expect(Platforms.decide(root.appendingPathComponent("Solo/Sources/Solo/Room.swift").path, bytes: Array("import SwiftUI\n".utf8), configured: []).platforms == [.visionOS])
    }

    /// Apple Vision in the device families is a visionOS build only where the target's SDKs allow
    /// one: an app that lists its SDKs without `xros` runs on Vision Pro as the iPad app, with the
    /// iPad's bars (DiaBLE: six visionOS findings on an app with no visionOS build).
    @Test func visionFamilyWithoutTheVisionSDKIsTheIPadApp() throws {
        func platforms(_ settings: String) -> [Platform] {
            Platforms.fromXcodeProject("{ objects = { C = { isa = XCBuildConfiguration; buildSettings = {\n\(settings)\n}; }; }; }\n")
        }
        #expect(platforms("SDKROOT = auto;\nSUPPORTED_PLATFORMS = \"iphoneos iphonesimulator\";\nTARGETED_DEVICE_FAMILY = \"1,2,7\";") == [.iOS, .iPadOS])
        #expect(platforms("SDKROOT = auto;\nSUPPORTED_PLATFORMS = \"iphoneos iphonesimulator xros xrsimulator\";\nTARGETED_DEVICE_FAMILY = \"1,2,7\";") == [.iOS, .iPadOS, .visionOS])
        #expect(platforms("SDKROOT = iphoneos;\nTARGETED_DEVICE_FAMILY = \"1,2,7\";") == [.iOS, .iPadOS, .visionOS])
        // A target's own settings, as a project's targets are read.
        func target(_ settings: [String: String]) -> [Platform] { Platforms.fromBuildSettings { settings[$0] } }
        #expect(target(["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator", "TARGETED_DEVICE_FAMILY": "1,2,7"]) == [.iOS, .iPadOS])
        #expect(target(["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator xros xrsimulator", "TARGETED_DEVICE_FAMILY": "1,2,7"])
                == [.iOS, .iPadOS, .visionOS])
        // An XcodeGen target: its destinations, or its settings' SDKs, decide the same way.
        let root = testScratchDirectory.appendingPathComponent("designed-for-ipad-xcodegen")
        let project = """
            name: Dia
            targets:
              Phone:
                type: application
                supportedDestinations: [iOS]
                sources: [Phone]
                settings:
                  base:
                    TARGETED_DEVICE_FAMILY: "1,2,7"
              Vision:
                type: application
                supportedDestinations: [iOS, visionOS]
                sources: [Vision]
                settings:
                  base:
                    TARGETED_DEVICE_FAMILY: "1,2,7"

            """
        try writeTree(["project.yml": project, "Phone/Screen.swift": "import SwiftUI\n", "Vision/Room.swift": "import SwiftUI\n"], under: root)
        func decided(_ file: String) -> [Platform] {
            Platforms.decide(root.appendingPathComponent(file).path, bytes: Array("import SwiftUI\n".utf8), configured: []).platforms
        }
        #expect(decided("Phone/Screen.swift") == [.iOS, .iPadOS])
        #expect(decided("Vision/Room.swift") == [.iOS, .iPadOS, .visionOS])
    }

    @Test func aLocalPackageRunsWhereTheAppsLinkingItRun() throws {
        // Two apps in one project: the iPhone app links the package's product, the visionOS one does
        // not. The project as a whole has visionOS, as does the package's manifest; the package's
        // files run on the iPhone and iPad only (Provenance: eight visionOS warnings on its UI package).
        let root = testScratchDirectory.appendingPathComponent("package-linked-by-one-app")
        let project = """
            // !$*UTF8*$!
            { rootObject = P; objects = {
            P = { isa = PBXProject; targets = (Phone, Vision); buildConfigurationList = PL; };
            PL = { isa = XCConfigurationList; buildConfigurations = (PR); };
            PR = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
            Phone = { isa = PBXNativeTarget; name = Phone; productType = "com.apple.product-type.application"; buildConfigurationList = L1; packageProductDependencies = (D1); };
            L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
            C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = "1,2"; }; };
            D1 = { isa = XCSwiftPackageProductDependency; package = K; productName = Kit; };
            K = { isa = XCLocalSwiftPackageReference; relativePath = Kit; };
            Vision = { isa = PBXNativeTarget; name = Vision; productType = "com.apple.product-type.application"; buildConfigurationList = L2; };
            L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
            C2 = { isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = xros; TARGETED_DEVICE_FAMILY = 7; }; };
            }; }

            """
        let files = [
            "App.xcodeproj/project.pbxproj": project,
            "Kit/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", platforms: [.iOS(.v17), .visionOS(.v1)], targets: [.target(name: \"Kit\")])\n",
            "Kit/Sources/Kit/Shelf.swift": "import SwiftUI\n",
        ]
        try writeTree(files, under: root)
        let shelf = Platforms.decide(root.appendingPathComponent("Kit/Sources/Kit/Shelf.swift").path, bytes: Array("import SwiftUI\n".utf8), configured: [])
        #expect(shelf.platforms == [.iOS, .iPadOS])
        #expect(shelf.origin.hasSuffix(", within the platforms of the apps above it that link it"))
    }

    /// A local package the project holds as a folder, whose products the app links by name alone
    /// (no package reference): its files are the app's, and take the name of the app that links
    /// products (not the login item's) for title-not-app-name (passepartout's main screen).
    @Test func aPackageHeldAsAFolderTakesItsAppsName() throws {
        let root = testScratchDirectory.appendingPathComponent("package-held-as-folder")
        let project = """
            // !$*UTF8*$!
            { rootObject = P; objects = {
            P = { isa = PBXProject; targets = (Tunnel, Helper); buildConfigurationList = PL; mainGroup = G; };
            G = { isa = PBXGroup; children = (F); sourceTree = "<group>"; };
            F = { isa = PBXFileReference; lastKnownFileType = wrapper; path = Package; sourceTree = SOURCE_ROOT; };
            PL = { isa = XCConfigurationList; buildConfigurations = (PR); };
            PR = { isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = "1,2"; }; };
            Tunnel = { isa = PBXNativeTarget; name = Tunnel; productType = "com.apple.product-type.application"; buildConfigurationList = L1; packageProductDependencies = (D1); };
            L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
            C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_KEY_CFBundleDisplayName = "Keyhole VPN"; }; };
            D1 = { isa = XCSwiftPackageProductDependency; productName = AppLibrary; };
            Helper = { isa = PBXNativeTarget; name = Helper; productType = "com.apple.product-type.application"; buildConfigurationList = L2; };
            L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
            C2 = { isa = XCBuildConfiguration; name = Release; buildSettings = { PRODUCT_NAME = KeyholeLoginItem; }; };
            }; }

            """
        try writeTree([
            "App.xcodeproj/project.pbxproj": project,
            "Package/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"AppLibrary\", platforms: [.iOS(.v17)], targets: [.target(name: \"AppLibrary\")])\n",
            "Package/Sources/AppLibrary/Home.swift": "import SwiftUI\n",
        ], under: root)
        #expect(Platforms.appName(for: root.appendingPathComponent("Package/Sources/AppLibrary/Home.swift").path) == "Keyhole VPN")
    }

    /// A file that imports UIKit outside `#if`, or uses iPhone-only API in a file without any, keeps
    /// its target off the Mac, unless its build file leaves the Mac build out (`platformFilter = ios;`,
    /// or `platformFilters = (ios, );`): Cider's UIApplication.swift, in a Mac app that also builds for iPad.
    @Test func aFileTheMacBuildLeavesOutKeepsNoTargetFromTheMac() throws {
        let uikit = "import SwiftUI\nimport UIKit\n"
        // iPhone-only SwiftUI API in a file without `#if` keeps the target off the Mac as well (minty); under `#if` it does not.
        let phoneOnly = "import SwiftUI\nstruct Drafts: View { var body: some View { Text(\"\").navigationBarTitleDisplayMode(.inline) } }\n"
        let guarded = "import SwiftUI\nstruct Drafts: View { var body: some View {\n#if os(iOS)\nText(\"\").navigationBarTitleDisplayMode(.inline)\n#else\nText(\"\")\n#endif\n} }\n"
        let cases = [("platformFilter = ios; ", uikit, true), ("platformFilters = (ios, ); ", uikit, true), ("", uikit, false),
                     ("", phoneOnly, false), ("platformFilter = ios; ", phoneOnly, true), ("", guarded, true)]
        for (number, (filter, phoneFile, mac)) in cases.enumerated() {
            let root = testScratchDirectory.appendingPathComponent("platform-filter-\(number)")
            let project = """
                // !$*UTF8*$!
                { rootObject = P; objects = {
                P = { isa = PBXProject; targets = (T); buildConfigurationList = PL; mainGroup = G; };
                G = { isa = PBXGroup; children = (FA, FB); sourceTree = "<group>"; };
                FA = { isa = PBXFileReference; path = Home.swift; sourceTree = "<group>"; };
                FB = { isa = PBXFileReference; path = PhoneOnly.swift; sourceTree = "<group>"; };
                BA = { isa = PBXBuildFile; fileRef = FA; };
                BB = { isa = PBXBuildFile; fileRef = FB; \(filter)};
                S = { isa = PBXSourcesBuildPhase; files = (BA, BB); };
                PL = { isa = XCConfigurationList; buildConfigurations = (PR); };
                PR = { isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = auto; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; }; };
                T = { isa = PBXNativeTarget; name = Player; productType = "com.apple.product-type.application"; buildConfigurationList = PL; buildPhases = (S); };
                }; }

                """
            try writeTree([
                "App.xcodeproj/project.pbxproj": project,
                "Home.swift": "import SwiftUI\n",
                "PhoneOnly.swift": phoneFile,
            ], under: root)
            let home = Platforms.decide(root.appendingPathComponent("Home.swift").path, bytes: Array("import SwiftUI\n".utf8), configured: [])
            #expect(home.platforms.contains(.macOS) == mac, "case \(number): \(home.origin)")
        }
    }

    @Test func platformsFromProjectFiles() {
        let project = """
            SDKROOT = iphoneos;
            SUPPORTED_PLATFORMS = "iphoneos iphonesimulator xros xrsimulator";
            TARGETED_DEVICE_FAMILY = "1,2,7";
            SDKROOT = watchos;
            """
        #expect(Platforms.fromXcodeProject(project) == [.iOS, .iPadOS, .visionOS])
        #expect(Platforms.fromXcodeProject("SDKROOT = iphoneos;\nTARGETED_DEVICE_FAMILY = 2;") == [.iPadOS])
        #expect(Platforms.fromXcodeProject("SDKROOT = macosx;") == [.macOS])
        // No SDK in the project (its SDKROOT in an .xcconfig the checkout lacks), but iOS device families.
        #expect(Platforms.fromXcodeProject("buildSettings = {\nPRODUCT_NAME = Authenticator;\nTARGETED_DEVICE_FAMILY = 1;\n};") == [.iOS])
        // An iOS target that also lists macosx runs as the iPad app on the Mac.
        #expect(Platforms.fromXcodeProject("buildSettings = {\nSDKROOT = iphoneos;\nSUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";\nTARGETED_DEVICE_FAMILY = \"1,2\";\n};") == [.iOS, .iPadOS])
        #expect(Platforms.fromXcodeProject("buildSettings = {\nSDKROOT = auto;\nSUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";\n};") == [.iOS, .macOS])
        // Unless it says it is no Catalyst app: a multiplatform target with a Mac destination (Harbour's).
        let multiplatform = "buildSettings = {\nSDKROOT = iphoneos;\nSUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";\nSUPPORTS_MACCATALYST = NO;\n};"
        #expect(Platforms.fromXcodeProject(multiplatform) == [.iOS, .macOS])
        let settings = ["SDKROOT": "iphoneos", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx", "SUPPORTS_MACCATALYST": "NO", "TARGETED_DEVICE_FAMILY": "1,2"]
        #expect(Platforms.fromBuildSettings { settings[$0] } == [.iOS, .iPadOS, .macOS])
        #expect(Platforms.fromBuildSettings { $0 == "SUPPORTS_MACCATALYST" ? "YES" : settings[$0] } == [.iOS, .iPadOS])
        #expect(Platforms.fromPackageManifest("let p = Package(name: \"x\", platforms: [.macOS(.v14), .iOS(.v17)], products: [])") == [.iOS, .iPadOS, .macOS])
        #expect(Platforms.fromPackageManifest("let p = Package(name: \"x\")").isEmpty)
        // A file that imports UIKit outside #if keeps its target off the Mac (GarageApp's fixture).
        #expect(Platforms.importsOutsideConditions("UIKit", Array("import SwiftUI\nimport UIKit\n".utf8)))
        #expect(!Platforms.importsOutsideConditions("UIKit", Array("#if canImport(UIKit)\nimport UIKit\n#endif\n".utf8)))
        #expect(!Platforms.importsOutsideConditions("UIKit", Array("import UIKitExtras\n".utf8)))
        #expect(!Platforms.importsOutsideConditions("UIKit", Array("// see import UIKit\n".utf8)))
        let all: [Platform] = [.iOS, .iPadOS, .macOS, .visionOS]
        #expect(Platforms.narrowed(all, byNameOf: "App/iOS/New/Views/Settings.swift") == [.iOS, .iPadOS])
        #expect(Platforms.narrowed(all, byNameOf: "App/RootView_macOS.swift") == [.macOS])
        #expect(Platforms.narrowed(all, byNameOf: "Shared/Views/Settings.swift") == all)
        #expect(Platforms.narrowed([.iOS], byNameOf: "macOS/Settings.swift") == [.iOS])
    }

    @Test func availabilityIsDecidedPerPlatform() throws {
        let source = """
            struct A: View {
                var body: some View {
                    Text("a")
                        .toolbar {
                            if #available(iOS 17, visionOS 99, *) {
                                Button("New") {}
                            } else {
                                Button("Old") {}
                            }
                            if #unavailable(macOS 99) {
                                Button("Unavailable") {}
                            }
                            if #available(iOS 17, *) {
                                Button("Newer") {}
                            } else {
                                Button("Older") {}
                            }
                        }
                }
            }
            """
        func titles(_ platform: Platform) throws -> Set<[String]> {
            Set(try descriptions(source, platforms: [platform]).compactMap { $0.toolbar?.items.map(\.displayName) })
        }
        // visionOS 99 is no release: its `else`; iOS 17 is one, so the latest release runs the first branch
        // (the `else` is what older systems fall back to).
        #expect(try titles(.visionOS) == [["Old", "Newer"]])
        #expect(try titles(.iOS) == [["New", "Newer"]])
        // macOS, unlisted, is available: its branches are the first ones, and no macOS 99 is.
        #expect(try titles(.macOS) == [["New", "Unavailable", "Newer"]])
    }

    @Test func declarationsUnderAnotherPlatformsIfAreNotRead() throws {
        let source = """
            struct Console: View {
                var body: some View { settings }
            }
            #if os(iOS) || os(visionOS)
            extension Console {
                var settings: some View { Text("s").navigationTitle("Phone and Vision") }
            }
            #elseif os(watchOS)
            extension Console {
                var settings: some View { Text("s").navigationTitle("Watch") }
            }
            #endif
            #if canImport(AppKit)
            struct Window: View {
                var body: some View { Text("w").navigationTitle("Mac") }
            }
            #endif
            """
        func titles(_ platform: Platform) throws -> [String] {
            try descriptions(source, platforms: [platform]).compactMap(\.toolbar?.title)
        }
        #expect(try titles(.visionOS) == ["Phone and Vision"])
        #expect(try titles(.watchOS) == ["Watch"])
        #expect(try descriptions(source, platforms: [.macOS]).map(\.anchors.object.path) == ["Window.body/Text[1]"])
        #expect(try titles(.tvOS).isEmpty)
    }

    /// An app whose `en.lproj` table replaces some of its `Base.lproj` texts shows English-speaking
    /// people the `en.lproj` ones: that text is read, and the two tables are no conflict to note
    /// (BookPlayer's "How much time?" was read as Base's "How much time", with a note).
    @Test func theEnglishTableIsReadBeforeTheBaseOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tables-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (table, text) in [("Base", "How much time"), ("en", "How much time?")] {
            let lproj = folder.appendingPathComponent("App/\(table).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try "\"skip.title\" = \"\(text)\";\n\"done\" = \"Done\";\n".write(to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        let tables = Localizations.tables(under: folder.path)
        #expect(tables.map { URL(fileURLWithPath: $0).deletingLastPathComponent().lastPathComponent } == ["en.lproj", "Base.lproj"])
        let read = Localizations(tables: tables)
        #expect(read.values["skip.title"] == "How much time?")
        #expect(read.conflicts.isEmpty)
    }

    /// A file that mentions Mac Catalyst anywhere is read a second time as Catalyst; a place whose
    /// chrome does not change there is the iPad's screen, described once (the HTML report drew it
    /// twice, as "iPad 1" and "iPad 2", and `show` printed it twice).
    @Test func placesCatalystDoesNotChangeAreDescribedOnce() throws {
        let source = """
            struct Inbox: View {
                var body: some View {
                    List { Text("a") }
                        .navigationTitle("Inbox")
                        .toolbar { Button("Compose") {} }
                }
            }
            struct Settings: View {
                var body: some View {
                    Text("s")
                    #if targetEnvironment(macCatalyst)
                        .navigationTitle("Preferences")
                    #else
                        .navigationTitle("Settings")
                    #endif
                }
            }
            """
        #expect(try descriptions(source, platforms: [.iPadOS]).compactMap(\.toolbar?.title) == ["Inbox", "Settings", "Preferences"])
    }

    @Test func macCatalystCodeIsReadAsTheIPads() throws {
        let source = """
            struct Settings: View {
                var body: some View {
                    Text("s")
                    #if targetEnvironment(macCatalyst)
                        .navigationTitle("Catalyst")
                    #else
                        .navigationTitle("Touch")
                    #endif
                }
            }
            """
        func titles(_ platform: Platform) throws -> [String] {
            try descriptions(source, platforms: [platform]).compactMap(\.toolbar?.title)
        }
        // Catalyst is modelled as iPadOS: the iPad reads both, each in a description of its own.
        #expect(try titles(.iPadOS) == ["Touch", "Catalyst"])
        #expect(try titles(.iOS) == ["Touch"])
        #expect(try descriptions(source, platforms: [.macOS]).count == 1)
    }

    @Test func platformsOfTheTargetsCompilingAFile() throws {
        let root = packageRoot.appendingPathComponent("Fixtures/swift/RemoteApp").path
        func read(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map(Array.init) }
        let text = try #require(read(root + "/Remote.xcodeproj/project.pbxproj"))
        let project = try #require(ProjectTargets.fromXcodeProject(text, root: root, read: read))
        #expect(project.targets.map(\.name) == ["Remote", "RemoteAgent", "RemoteCompanion"])
        // The iOS app (its SDK in an .xcconfig file the project's configuration is based on)
        // built for the Mac with Mac Catalyst is the iPad app there: no macOS.
        #expect(project.targets(compiling: root + "/App/CodePreview.swift")?.platforms == [.iOS, .iPadOS])
        #expect(project.targets(compiling: root + "/Agent/AgentMenu.swift")?.platforms == [.macOS])
        #expect(project.targets(compiling: root + "/Companion/WristRemote.swift")?.platforms == [.watchOS])
        // The App folder's exception lends a file to the watch app.
        #expect(project.targets(compiling: root + "/App/Shared/RemoteKeys.swift")?.names == ["Remote", "RemoteCompanion"])
        #expect(project.targets(compiling: root + "/Elsewhere/Other.swift") == nil)
        #expect(project.platforms == [.iOS, .iPadOS, .macOS])
        // What `hig-lint show` says of a file.
        #expect(SwiftFrontEnd.platformsNote(path: root + "/Agent/AgentMenu.swift", bytes: [], configured: []) == "macOS from Remote.xcodeproj (RemoteAgent)")
        #expect(SwiftFrontEnd.platformsNote(path: root + "/Agent/AgentMenu.swift", bytes: [], configured: [.iPadOS]) == "iPadOS from the configuration")
        // Not a property list: the text's settings as a whole, as before.
        #expect(ProjectTargets.fromXcodeProject(Array("SDKROOT = macosx;".utf8), root: root) == nil)
        #expect(ProjectTargets.fromXcodeProject(Array("{ objects = { a = { isa = PBXProject; targets = ( b ); }; }; rootObject = a; ".utf8), root: root) == nil)
    }

    @Test func platformsOfTuistAndXcodeGenTargets() throws {
        let tuist = """
            import ProjectDescription
            let project = Project(name: "P", targets: [
                .target(name: "Mac", destinations: [.mac], product: .app, bundleId: "a", sources: ["Mac/**/*.swift"],
                        dependencies: [.target(name: "Kit")]),
                Target(name: "Phone", platform: .iOS, product: .app, bundleId: "b", sources: "Phone/**"),
                .target(name: "Pad", destinations: [.iPad, .macCatalyst], product: .app, bundleId: "c", sources: ["\\(folder)/**"]),
                .target(name: "Tests", destinations: .visionOS, product: .unitTests, bundleId: "d", sources: ["Tests/**"]),
                // .target(name: "Old", destinations: [.iPhone], product: .app, sources: ["Old/**"]),
            ])
            """
        let project = try #require(ProjectTargets.fromTuist([tuist], root: "/p"))
        #expect(project.targets.map(\.name) == ["Mac", "Phone", "Pad", "Tests"])
        #expect(project.targets(compiling: "/p/Mac/Views/Window.swift")?.platforms == [.macOS])
        #expect(project.targets(compiling: "/p/Mac/Window.swift")?.platforms == [.macOS])
        #expect(project.targets(compiling: "/p/Phone/Sheet.swift")?.platforms == [.iOS, .iPadOS])
        #expect(project.targets(compiling: "/p/Pad/Sheet.swift") == nil)
        #expect(project.targets(compiling: "/p/Old/Sheet.swift") == nil)
        // Apps only: the tests' visionOS does not count.
        #expect(project.platforms == [.iOS, .iPadOS, .macOS])

        let files = [
            "/x/project.yml": "name: X\ninclude: [Phone/target.yml]\ntargets:\n  Desk:\n    type: application\n    platform: [macOS]\n    sources:\n      - path: Desk\n        excludes: [\"**/Old\"]\n",
            "/x/Phone/target.yml": "targetTemplates:\n  App:\n    type: application\n    supportedDestinations: [iOS, macCatalyst]\ntargets:\n  Phone:\n    templates: [App]\n    settings:\n      base:\n        TARGETED_DEVICE_FAMILY: 1\n    sources: [Sources, {path: ../Shared, destinationFilters: [watchOS]}]\n",
        ]
        let xcodeGen = try #require(ProjectTargets.fromXcodeGen("/x/project.yml") { path in files[path].flatMap { ProjectYAML.read(bytes: Array($0.utf8), path: path) } })
        #expect(xcodeGen.targets(compiling: "/x/Desk/Map.swift")?.platforms == [.macOS])
        #expect(xcodeGen.targets(compiling: "/x/Desk/Old/Map.swift") == nil)
        #expect(xcodeGen.targets(compiling: "/x/Phone/Sources/Home.swift")?.platforms == [.iOS])
        #expect(xcodeGen.targets(compiling: "/x/Shared/Model.swift") == nil)
        #expect(ProjectTargets.fromXcodeGen("/x/none.yml") { _ in nil } == nil)
    }

    @Test func globsMatchNamesAndFolders() {
        #expect(ProjectTargets.matches("/a/**/*.swift", "/a/b/c/D.swift"))
        #expect(ProjectTargets.matches("/a/**/*.swift", "/a/D.swift"))
        #expect(!ProjectTargets.matches("/a/**/*.swift", "/a/D.m"))
        #expect(ProjectTargets.matches("/a/**", "/a/b/D.swift"))
        #expect(!ProjectTargets.matches("/a/*", "/a/b/D.swift"))
        #expect(ProjectTargets.matches("/a/*", "/a/b/D.swift", orAFolderOfIt: true))
        #expect(ProjectTargets.resolve("../Sources/./V.swift", in: "/p/App/Support") == "/p/App/Sources/V.swift")
        // Hostile project files take time in proportion to their size: many `**`, groups that
        // hold themselves, calls nested thousands deep.
        let deepPath = "/" + Array(repeating: "a", count: 200).joined(separator: "/") + "/b"
        #expect(!ProjectTargets.matches("/" + Array(repeating: "**", count: 200).joined(separator: "/") + "/c", deepPath))
        let cyclic = "{ objects = { p = { isa = PBXProject; mainGroup = g; targets = ( t ); }; g = { isa = PBXGroup; children = ( g, g, g ); path = A; };"
            + " t = { isa = PBXNativeTarget; name = T; fileSystemSynchronizedGroups = ( g ); }; }; rootObject = p; }"
        #expect(ProjectTargets.fromXcodeProject(Array(cyclic.utf8), root: "/r")?.targets(compiling: "/r/A/V.swift")?.names == ["T"])
        let nested = String(repeating: ".target(", count: 20_000) + String(repeating: ")", count: 20_000)
        #expect(ProjectTargets.fromTuist([nested], root: "/r") == nil)
    }

    @Test func filesWithoutChromeCostNoParse() {
        #expect(!SwiftFrontEnd.mayDeclareChrome(Array("struct Model { var name: String }".utf8)))
        #expect(SwiftFrontEnd.mayDeclareChrome(Array("x.toolbar { }".utf8)))
        #expect(SwiftFrontEnd().picks(searched: "App/View.swift") && !SwiftFrontEnd().picks(searched: "AppTests/ViewTests.swift"))
        #expect(!SwiftFrontEnd().picks(searched: "Package.swift"))
    }
}

/// The Swift front end's quick text of a node (a slice of its bytes) against swift-syntax's
/// `trimmedDescription` (a rebuilt node), and its declaration-group test against the protocol cast.
@Suite struct SyntaxTextTests {
    @Test func trimmedTextIsSwiftSyntaxsTrimmedDescriptionForEveryNodeOfTheFixtures() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: packageRoot.appendingPathComponent("Fixtures").path)
            .filter { $0.hasSuffix(".swift") }.map { packageRoot.appendingPathComponent("Fixtures").appendingPathComponent($0).path }
        // Trivia the fast path must leave where it is: comments, line ends, a missing token.
        var sources = ["  /* lead */ x.title = \"A\" // trail\n", "let a = [\n  1, // one\n  2\n]\n", "func f( {", "x.items = [a, ] ;; }", "\u{FEFF}struct V: View {}\n"]
        sources += try files.map { try String(contentsOfFile: $0, encoding: .utf8) }
        #expect(files.count >= 20)
        var nodes = 0
        for source in sources {
            func visit(_ node: Syntax) {
                nodes += 1
                #expect(node.trimmedText == node.trimmedDescription, "\(node.kind) in \(source.prefix(40))")
                #expect(node.isDeclarationGroup == node.isProtocol((any DeclGroupSyntax).self))
                node.children(viewMode: .sourceAccurate).forEach(visit)
            }
            visit(Syntax(Parser.parse(source: source)))
        }
        #expect(nodes > 5_000)
    }
}

extension SwiftFrontEndTests {
    /// SFSafeSymbols names system symbols by case (`.squareAndArrowUp`): its items are symbols, not text.
    @Test func safeSymbolsAreSystemSymbols() throws {
        let source = """
            struct A: View {
                var body: some View {
                    Text("a")
                        .toolbar {
                            Button("Share", systemSymbol: .squareAndArrowUp) {}
                            Button {} label: { Image(systemSymbol: .person2Fill) }
                            Button {} label: { Label("First", systemSymbol: ._1Circle) }
                        }
                }
            }
            """
        let items = try descriptions(source, platforms: [.iOS]).compactMap(\.toolbar).flatMap(\.items)
        #expect(items.map(\.symbol) == ["square.and.arrow.up", "person.2.fill", "1.circle"])
    }

    /// A button that switches edit mode on and off is an Edit button, whatever its title; a `Text("")`
    /// or `EmptyView()` holding a place shows nothing.
    @Test func editTogglesAndPlaceholders() throws {
        let source = """
            struct A: View {
                @State private var isEditing = false
                @Environment(\\.editMode) private var editMode
                var body: some View {
                    Text("a")
                        .toolbar {
                            ToolbarItem { Button("Select") { isEditing.toggle() } }
                            ToolbarItem { Button("Choose") { editMode?.wrappedValue = .active } }
                            ToolbarItem { Text("") }
                            ToolbarItem { EmptyView() }
                            ToolbarItem { Button("Sort") {} }
                            ToolbarItem { Button(reordering ? "Done" : "Edit") { reordering.toggle() } }
                            ToolbarItem { Button(saving ? "Done" : "Save") {} }
                        }
                }
            }
            """
        // A title that turns from Edit to Done is the edit mode's switch; one that turns from Save to Done is not.
        let items = try descriptions(source, platforms: [.iOS]).compactMap(\.toolbar).flatMap(\.items)
        #expect(items.map(\.label) == ["Select", "Choose", "Sort", "Done", "Done"])
        #expect(items.map(\.role) == [.edit, .edit, nil, .edit, .done])
    }
}

extension SwiftFrontEndTests {
    /// A condition on the horizontal size class holds as each platform's screens are mostly seen:
    /// compact on iPhone, regular on iPad, the Mac and Vision Pro.
    @Test func sizeClassesAreDecidedPerPlatform() throws {
        let source = """
            struct A: View {
                @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
                var body: some View {
                    Text("a")
                        .toolbar {
                            if horizontalSizeClass == .compact {
                                ToolbarItem(placement: .bottomBar) { Button("Phone", systemImage: "iphone") {} }
                            } else {
                                ToolbarItem { Button("Wide", systemImage: "ipad") {} }
                            }
                        }
                }
            }
            """
        func labels(_ platform: Platform) throws -> [[String?]] {
            try descriptions(source, platforms: [platform]).compactMap(\.toolbar).map { $0.items.map(\.label) }
        }
        #expect(try labels(.iOS) == [["Phone"]])
        #expect(try labels(.iPadOS) == [["Wide"]])
        #expect(try labels(.visionOS) == [["Wide"]])
    }
}

extension SwiftFrontEndTests {
    /// Alternatives of one toolbar give an item different structural paths; a rule reports the item
    /// once, in the words of the first alternative that breaks it at the highest severity. Stop and
    /// Boot show under conditions nothing relates, so that pair is for review; Stop beside Shutdown
    /// (while booted) is a warning, and replaces the review of Boot beside Shutdown found first.
    @Test func anItemAlternativesShareIsReportedOnce() throws {
        let source = """
            struct A: View {
                @State private var booted = false
                @State private var recording = false
                var body: some View {
                    Text("a").toolbar {
                        if recording { Button("Stop") {} }
                        if !booted { Button("Boot") {} }
                        Button("Shutdown") {}
                    }
                }
            }
            """
        let lines = try lint(["A.swift": source], platforms: [.iOS]).filter { $0.contains("[toolbar-text-items-apart]") }
        #expect(lines == [
            "A.swift:7:26: info: toolbar items \"Stop\" and \"Boot\" touch and one is text; put a fixed space between a text item and its neighbours "
                + "(needs review: the toolbar's items show under conditions hig-lint cannot relate (`recording`, `!booted`), which may never hold together) in A.body [toolbar-text-items-apart]",
            "A.swift:8:13: warning: toolbar items \"Stop\" and \"Shutdown\" touch and one is text; put a fixed space between a text item and its neighbours in A.body [toolbar-text-items-apart]",
        ])
    }
}

extension SwiftFrontEndTests {
    /// A view the code shows only at a size class (or on an idiom) is not read on the platforms where
    /// that does not hold: an app's split root chosen at regular width is not an iPhone screen.
    @Test func aViewShownOnlyAtRegularWidthIsNoIPhoneScreen() throws {
        let app = """
            @main struct Reader: App { var body: some Scene { WindowGroup { RootView() } } }
            struct RootView: View {
                @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
                var body: some View {
                    if horizontalSizeClass == .compact { PhoneTabs() } else { WideSplit() }
                }
            }
            struct PhoneTabs: View { var body: some View { Text("tabs") } }
            struct WideSplit: View {
                var body: some View {
                    Text("split").toolbar {
                        Button("One", systemImage: "1.circle") {}
                        Button("Two", systemImage: "2.circle") {}
                        Button("Three", systemImage: "3.circle") {}
                        Button("Four", systemImage: "4.circle") {}
                        Button("Five", systemImage: "5.circle") {}
                        Button("Six") {}
                    }
                }
            }
            """
        let lines = try lint(["Reader.swift": app], platforms: [.iOS, .iPadOS])
        // iPad: six items, within its limit, the text one touching its neighbour; iPhone: none (more than 3 there).
        #expect(lines.filter { $0.contains("[toolbar-max-items]") || $0.contains("[toolbar-text-items-apart]") } == [
            "Reader.swift:17:13: warning: toolbar items \"Five\" and \"Six\" touch and one is text; put a fixed space between a text item and its neighbours in WideSplit.body [toolbar-text-items-apart]",
        ])
    }
}

extension SwiftFrontEndTests {
    /// A view only a macOS scene shows (the scene under `#if os(macOS)`) is not read as an iPhone screen,
    /// though its file builds for both.
    @Test func aViewOnlyAMacSceneShowsIsNoIPhoneScreen() throws {
        let app = """
            @main struct Reader: App {
                var body: some Scene {
                    #if os(macOS)
                    WindowGroup { Library() }
                    #else
                    WindowGroup { Text("phone") }
                    #endif
                }
            }
            struct Library: View {
                var body: some View { Text("x").navigationTitle("Everything In The Library") }
            }
            """
        let lines = try lint(["Reader.swift": app], platforms: [.iOS, .macOS]).filter { $0.contains("[title-length]") }
        #expect(lines == ["Reader.swift:11:53: warning: window title \"Everything In The Library\" has 25 characters; keep it under 15 in Library.body [title-length]"])
    }
}

extension SwiftFrontEndTests {
    /// `.font(.body)` in a sheet's content names no member: the view's `body` stays its window's.
    @Test func aMemberAccessNamesNoMember() throws {
        let app = """
            @main struct Notes: App { var body: some Scene { WindowGroup { Editor() } } }
            struct Editor: View {
                @State private var showingHelp = false
                var body: some View {
                    Text("x")
                        .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close") {} } }
                        .sheet(isPresented: $showingHelp) { help }
                }
                private var help: some View { Text("Help").font(.body) }
            }
            """
        let lines = try lint(["Notes.swift": app], platforms: [.macOS]).filter { $0.contains("[toolbar-standard-back-close]") }
        #expect(lines.count == 1 && lines[0].contains(": error: toolbar item is a text button \"Close\""), "\(lines)")
    }
}

extension SwiftFrontEndTests {
    /// The name people see an app by, for `title-not-app-name`: the display name its build settings
    /// or Info.plist give, variables expanded; unknown when a variable cannot be expanded.
    @Test func appNameFromBuildSettingsAndInfoPlist() {
        #expect(ProjectTargets.appName({ (["PRODUCT_NAME": "$(TARGET_NAME)"] as [String: String])[$0] }, targetName: "Atlas") == "Atlas")
        #expect(ProjectTargets.appName({ (["PRODUCT_NAME": "podcasts"] as [String: String])[$0] }, infoPlist: ["CFBundleDisplayName": "Pocket Casts"], targetName: "podcasts") == "Pocket Casts")
        #expect(ProjectTargets.appName({ (["INFOPLIST_KEY_CFBundleDisplayName": "$(PRODUCT_NAME)", "PRODUCT_NAME": "\"Mochi Diffusion\""] as [String: String])[$0] }, targetName: "MochiDiffusion") == "Mochi Diffusion")
        #expect(ProjectTargets.appName({ (["INFOPLIST_KEY_CFBundleDisplayName": "$(APP_DISPLAY_NAME)"] as [String: String])[$0] }, targetName: "App") == nil)
        #expect(ProjectTargets.appName({ ([:] as [String: String])[$0] }, infoPlist: ["CFBundleName": "${PRODUCT_NAME}"], targetName: "Stats") == "Stats")
        // A setting of the project's own, naming another.
        #expect(ProjectTargets.appName({ (["BUNDLE_DISPLAY_NAME": "\"${PRODUCT_NAME}\"", "PRODUCT_NAME": "Authenticator"] as [String: String])[$0] },
                                       infoPlist: ["CFBundleDisplayName": "${BUNDLE_DISPLAY_NAME}"], targetName: "Authenticator") == "Authenticator")
        #expect(ProjectTargets.appName({ ([:] as [String: String])[$0] }, targetName: "Ledger") == "Ledger")
    }
}

extension SwiftFrontEndTests {
    /// Chrome written where the front end does not follow it (a function with parameters that a
    /// view calls) is named, not dropped; a Mac sheet's dialog buttons, left out on purpose, are not.
    @Test func chromeNotReadIsNamedAndChromeLeftOutOnPurposeIsNot() throws {
        let found = try lint(["Editor.swift": """
            import SwiftUI
            struct Editor: View {
                @State private var renaming = false
                var body: some View {
                    Text("Draft")
                        .editorActions(count: 2)
                        .sheet(isPresented: $renaming) {
                            Form { Text("Name") }
                                .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Rename") {} } }
                        }
                }
            }
            extension View {
                func editorActions(count: Int) -> some View {
                    toolbar { ToolbarItem(placement: .primaryAction) { Button("Publish", systemImage: "paperplane") {} } }
                }
            }
            """], platforms: [.macOS])
        #expect(found == ["Editor.swift:15:19: info: this ToolbarItem is built in a way hig-lint does not follow (kept in a variable, passed to or returned from other code, or made from data), so it is not checked [swift-not-understood]"])
    }
}

extension SwiftFrontEndTests {
    /// iOS 14's NavigationView: two views make a split view whose first column is the sidebar,
    /// unless its List is styled as another kind of list; a Link's trailing closure is its label.
    @Test func navigationViewColumnsAndLinkLabels() throws {
        let source = try String(contentsOf: packageRoot.appendingPathComponent("Fixtures/swift/LegacyApp/CatalogView.swift"), encoding: .utf8)
        let described = try descriptions(source, platforms: [.iPadOS])
        #expect(described.allSatisfy { $0.sidebar == nil })
        let items = described.compactMap(\.toolbar).flatMap(\.groups).flatMap(\.items)
        #expect(items.map(\.symbol) == ["questionmark.circle"])
        let styledAsSidebar = source.replacingOccurrences(of: ".listStyle(GroupedListStyle())", with: ".listStyle(SidebarListStyle())")
        #expect(try descriptions(styledAsSidebar, platforms: [.iPadOS]).compactMap(\.sidebar).flatMap(\.items).map(\.title) == ["Furniture"])
    }
}

extension SwiftFrontEndTests {
    /// A localized string written with its development-language text beside a key reads as that
    /// text (when no table gives the key a value), in place and through a constant.
    @Test func localizedStringsWithTheirDefaultText() throws {
        let found = try lint(["Strings.swift": """
            import Foundation
            enum Titles {
                static let vault = NSLocalizedString("[Vault/title]", bundle: .main, value: "Vault Maintenance Tasks", comment: "")
            }
            """, "VaultView.swift": """
            import SwiftUI
            struct VaultView: View {
                var body: some View {
                    List { Text("Keys") }
                        .navigationTitle(Titles.vault)
                        .toolbar { Button(String(localized: "vault.lock", defaultValue: "Lock")) {} }
                }
            }
            """], platforms: [.iOS])
        #expect(found == ["VaultView.swift:5:30: warning: toolbar title \"Vault Maintenance Tasks\" has 23 characters; keep it under 15 in VaultView.body [title-length]",
                          "VaultView.swift:6:24: info: toolbar item \"Lock\" shows text; prefer a symbol, and keep the label for VoiceOver in VaultView.body [toolbar-prefer-symbols]"])
    }
}

extension SwiftFrontEndTests {
    /// A preview is no screen, and an app's own type named like SwiftUI's (a browser's `Tab`) is not chrome: neither is named unread.
    @Test func previewsAndTheAppsOwnTypesAreNotChromeNotRead() throws {
        let found = try lint(["TabModel.swift": """
            import Foundation
            final class Tab: NSObject { init(url: String) {} }
            """, "Browser.swift": """
            import SwiftUI
            struct BrowserView: View {
                let tabs = [Tab(url: "https://example.com")]
                var body: some View { Text("Page") }
            }
            #Preview {
                Text("").toolbar { ToolbarItem(placement: .primaryAction) { Button("Reload") {} } }
            }
            struct BrowserView_Previews: PreviewProvider {
                static var previews: some View {
                    Text("").toolbar { ToolbarItem(placement: .primaryAction) { Button("Stop") {} } }
                }
            }
            """], platforms: [.macOS])
        #expect(found == [])
        // Extending UIKit's UIBarButtonItem makes it no type of the app's own: an item it makes is still named unread.
        let extended = try lint(["Bars.swift": """
            import UIKit
            extension UIBarButtonItem {
                static func finish() -> UIBarButtonItem { UIBarButtonItem(systemItem: .done) }
            }
            """], platforms: [.iOS])
        #expect(extended == ["Bars.swift:3:47: info: this UIBarButtonItem is built in a way hig-lint does not follow (kept in a variable, passed to or returned from other code, or made from data), so it is not checked [swift-not-understood]"])
    }
}

extension SwiftFrontEndTests {
    /// The summary counts the places with chrome not understood, so a run with no warnings still says what it did not check.
    @Test func theSummaryCountsChromeNotUnderstood() throws {
        let run = try CommandLineTests().run(["--no-config", "Fixtures/swift/StringsApp"], in: packageRoot)
        #expect(run.stderr.hasPrefix("hig-lint: 4 files linted, 1 error, 3 warnings, 2 infos (1 place with chrome not understood) in "), "\(run.stderr)")
    }
}

extension SwiftFrontEndTests {
    /// A button whose label is a view the app draws (an avatar) shows an image of its own, not the
    /// text its accessibility label gives VoiceOver.
    @Test func aButtonLabelledByTheAppsOwnViewIsNoTextItem() throws {
        let found = try lint(["Home.swift": """
            import SwiftUI
            struct Home: View {
                var body: some View {
                    List { Text("Chats") }
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) {
                                Button { } label: { AvatarLabel(name: "Ann") }
                                    .accessibilityLabel("Settings")
                            }
                            ToolbarItem(placement: .topBarTrailing) {
                                Button("Compose") {}
                            }
                        }
                }
            }
            struct AvatarLabel: View {
                let name: String
                var body: some View { Circle() }
            }
            """], platforms: [.iOS])
        #expect(found == ["Home.swift:11:21: info: toolbar item \"Compose\" shows text; prefer a symbol, and keep the label for VoiceOver in Home.body [toolbar-prefer-symbols]"])
        // Extending SwiftUI's Text declares no view of the app's own: a computed Text label is no image.
        let requests = try lint(["Requests.swift": """
            import SwiftUI
            extension Text {
                func badge() -> Text { self }
            }
            struct Requests: View {
                @State private var selecting = false
                var body: some View {
                    List { Text("Requests") }
                        .toolbar { Button { selecting.toggle() } label: { Text(selecting ? "Cancel" : "Select") } }
                }
            }
            """], platforms: [.visionOS])
        #expect(requests == [])
    }
}

extension SwiftFrontEndTests {
    /// A Mac window's toolbar commands are checked against the menu bar its app's scenes give (the
    /// standard menus and `.commands`), and at info, for a person to check, when part of that menu bar is not read.
    @Test func toolbarCommandsAgainstTheScenesMenuBar() throws {
        func app(_ commands: String) -> [String: String] {
            ["Notes.swift": """
                import SwiftUI
                @main struct Notes: App {
                    var body: some Scene {
                        WindowGroup { NoteList() }
                            .commands { \(commands) }
                    }
                }
                struct NoteList: View {
                    var body: some View {
                        List { Text("Groceries") }
                            .toolbar {
                                Button("Pin", systemImage: "pin") {}
                                Button("Copy", systemImage: "doc.on.doc") {}
                            }
                    }
                }
                """]
        }
        #expect(try lint(app("CommandMenu(\"Note\") { Button(\"Archive\") {} }"), platforms: [.macOS])
                == ["Notes.swift:12:17: warning: toolbar item \"Pin\" has no command in the menu bar; make every toolbar action available from a menu in NoteList.body [toolbar-items-in-menu-bar]"])
        #expect(try lint(app("CommandGroup(after: .pasteboard) { Button(\"Pin\") {} }"), platforms: [.macOS]) == [])
        // A command hig-lint cannot read may be the missing one: the finding asks a person to check.
        #expect(try lint(app("CommandMenu(\"Note\") { PinCommand() }"), platforms: [.macOS])
                == ["Notes.swift:12:17: info: toolbar item \"Pin\" has no command in the menu bar; make every toolbar action available from a menu (needs review: the menu bar holds commands not listed here) in NoteList.body [toolbar-items-in-menu-bar]"])
        // A view of the app's own among the commands is read for its buttons; an iOS app beside the Mac one does not count.
        var withUpdater = app("CommandGroup(after: .appInfo) { Updater() }")
        withUpdater["Updater.swift"] = """
            import SwiftUI
            struct Updater: View {
                var body: some View { Button("Check for Updates…") {} }
            }
            #if os(iOS)
            @main struct NotesPhone: App {
                var body: some Scene { WindowGroup { NoteList() } }
            }
            #endif
            """
        #expect(try lint(withUpdater, platforms: [.macOS])
                == ["Notes.swift:12:17: warning: toolbar item \"Pin\" has no command in the menu bar; make every toolbar action available from a menu in NoteList.body [toolbar-items-in-menu-bar]"])
        // A toolbar button that does what a menu command does is that command, under another name;
        // Done answers its window, as a dialog's button does, and needs no command.
        let sameAction = try lint(["Converter.swift": """
            import SwiftUI
            @main struct Converter: App {
                @State private var importing = false
                var body: some Scene {
                    WindowGroup { Start(importing: $importing) }
                        .commands { CommandGroup(replacing: .newItem) { Button("Open…") { importing = true } } }
                }
            }
            struct Start: View {
                @Binding var importing: Bool
                var body: some View {
                    Text("Drop a video")
                        .toolbar {
                            Button("New Conversion", systemImage: "plus") { importing = true }
                            Button("Trim", systemImage: "scissors") { importing = false }
                            ToolbarItem(placement: .confirmationAction) { Button("Done") { importing = false } }
                        }
                }
            }
            """], platforms: [.macOS])
        #expect(sameAction == ["Converter.swift:15:17: warning: toolbar item \"Trim\" has no command in the menu bar; make every toolbar action available from a menu in Start.body [toolbar-items-in-menu-bar]",
                               "Converter.swift:16:63: warning: done item \"Done\" shares a group with \"New Conversion\"; give navigation and critical actions a group of their own in Start.body [toolbar-critical-actions-apart]",
                               "Converter.swift:16:63: warning: toolbar items \"Trim\" and \"Done\" touch and one is text; put a fixed space between a text item and its neighbours in Start.body [toolbar-text-items-apart]"])
    }

    /// A toolbar button runs the menu command's call through a function of its view's own, and passes
    /// what the call needs from where it keeps it: the same command. A call with another case is another.
    @Test func aToolbarButtonThatRunsAMenuCommandsCallHasItsCommand() throws {
        let findings = try lint(["Chat.swift": """
            import SwiftUI
            @main struct Chat: App {
                let store = Store()
                let persistence = Persistence()
                var body: some Scene {
                    WindowGroup { ThreadList() }
                        .commands {
                            CommandGroup(replacing: .newItem) {
                                Button("New Chat") { store.newConversation(context: persistence.container.viewContext) }
                            }
                            CommandGroup(replacing: .help) { Button("Chat Help") { store.show(.help) } }
                        }
                }
            }
            struct ThreadList: View {
                let store: Store
                let viewContext: Context
                var body: some View {
                    List { Text("Hello") }
                        .toolbar {
                            Button(action: addThread) { Label("Add conversation", systemImage: "plus") }
                            Button("About", systemImage: "sparkles") { store.show(.about) }
                        }
                }
                private func addThread() {
                    store.newConversation(context: viewContext)
                }
            }
            """], platforms: [.macOS])
        #expect(findings == ["Chat.swift:22:17: warning: toolbar item \"About\" has no command in the menu bar; make every toolbar action available from a menu in ThreadList.body [toolbar-items-in-menu-bar]"])
    }
}

extension SwiftFrontEndTests {
    /// An editor's unsaved change to a file of string constants reaches the titles other files read through them.
    @Test func anEditedConstantsFileUpdatesTheTitlesThatUseIt() throws {
        let strings = "enum Titles {\n    static let inbox = \"Inbox\"\n}\n"
        let view = "import SwiftUI\nstruct InboxView: View {\n    var body: some View { List { Text(\"Mail\") }.navigationTitle(Titles.inbox) }\n}\n"
        let frontEnd = SwiftFrontEnd().prepared(for: [], options: LoadOptions(), jobs: 1)
            .updated(files: ["Strings.swift": Array(strings.utf8), "InboxView.swift": Array(view.utf8)])
        func title(_ frontEnd: any FrontEnd) throws -> String? {
            try frontEnd.load(bytes: Array(view.utf8), path: "InboxView.swift", options: LoadOptions(platforms: [.iOS])).get().compactMap(\.toolbar?.title).first
        }
        #expect(try title(frontEnd) == "Inbox")
        let edited = frontEnd.updated(files: ["Strings.swift": Array(strings.replacingOccurrences(of: "\"Inbox\"", with: "\"Everything Received\"").utf8)])
        #expect(try title(edited) == "Everything Received")
    }
}

extension SwiftFrontEndTests {
    /// Two types of one name nested in different types' extensions (`Editor.ToolbarItems`,
    /// `Viewer.ToolbarItems`): each screen uses its own, and each finding names its own screen.
    @Test func typesNestedInExtensionsResolveWithinTheirEnclosingType() throws {
        let run = try CommandLineTests().run(["--no-config", "Fixtures/swift/NestedToolbarsApp"], in: packageRoot)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines == [
            "Fixtures/swift/NestedToolbarsApp/Toolbars.swift:7:17: info: toolbar item \"Publish Draft Now\" shows text; prefer a symbol, and keep the label for VoiceOver in ToolbarItems.body [toolbar-prefer-symbols]",
            "Fixtures/swift/NestedToolbarsApp/Editor.swift:14:32: note: ToolbarItems used by MainView",
            "Fixtures/swift/NestedToolbarsApp/Toolbars.swift:20:17: warning: toolbar has 4 controls, more than 3 on iPhone; keep the most important and move the rest into a More menu in ToolbarItems.body [toolbar-max-items]",
            "Fixtures/swift/NestedToolbarsApp/Editor.swift:26:32: note: ToolbarItems used by MainView",
        ], "\(run)")
    }
}
