/// The constructs the Swift front end reads, one entry per family: the names that make it read a
/// file (the byte pre-filter is their union, so a name the mappings dispatch on cannot be missing
/// from it), what the family becomes in the model, and a small example it must read (a test
/// loads each one). `docs/swift-reading.md` is generated from this table.
struct SwiftRecognizer: Sendable {
    /// The family's name in the docs and in `show`'s coverage.
    let family: String
    /// Names the mappings dispatch on: view types, modifiers, UIKit and AppKit types and properties.
    let names: Set<String>
    /// Other text whose presence means the file may declare the family (`: View`), beside the names.
    let markers: [String]
    /// What the family becomes in the model, for the docs.
    let builds: String
    /// What of the family is not read, for the docs.
    let limits: String
    /// A file the family must read; `SwiftRecognizerTests` loads it.
    let example: String

    /// Every text whose presence lets a file be parsed.
    var needles: [String] { names.sorted() + markers }
}

enum SwiftRecognizers {
    static let splitViews = SwiftRecognizer(
        family: "Split views", names: ["NavigationSplitView", "NavigationView"], markers: [],
        builds: "the sidebar: the first List of the first column, through the views it names",
        limits: "a column built from data; a NavigationView is a split view on iPadOS and macOS unless styled as a stack",
        example: """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    NavigationSplitView { List { Label("Inbox", systemImage: "tray") }.navigationTitle("Mail") } detail: { Text("") }
                }
            }
            """)

    static let sidebarLists = SwiftRecognizer(
        family: "Sidebar lists", names: ["listStyle"], markers: [],
        builds: "a sidebar for a List styled `.sidebar` (or `SidebarListStyle()`): rows, sections, symbols, colours, bottom-bar buttons; "
            + "a row that is a `Button` running an action is a command; `ForEach` over an enum's cases, a literal list of them or a property that states one (`Panel.main`), "
            + "through the view's functions (`row(for: place)`, one branch of `if case`/`switch` per case); of rows from other data, the buttons that run commands",
        limits: "rows whose text is computed at run time (noted); rows from data other than commands",
        example: """
            import SwiftUI
            struct Sources: View {
                var body: some View {
                    List { Label("Library", systemImage: "books.vertical") }.listStyle(.sidebar)
                }
            }
            """)

    static let tabViews = SwiftRecognizer(
        family: "Tab views", names: ["TabView"], markers: [],
        builds: "a tab bar: `Tab`, `TabSection` and `.tabItem` tabs, their titles and symbols, style and customization; for a `ForEach` over values of a type the app declares (`tab.item.symbol`), the values its initializer calls state, as `tabsFromData`",
        limits: "which tabs a ForEach makes, and how many, known only at run time (`dynamicTabs`); a value whose symbol a factory's caller gives; more than 64 calls of the type's initializer",
        example: """
            import SwiftUI
            struct Tabs: View {
                var body: some View {
                    TabView { Tab("Home", systemImage: "house") { Text("") } }
                }
            }
            """)

    static let toolbars = SwiftRecognizer(
        family: "Toolbars", names: ["toolbar", "ToolbarContent", "navigationBarItems"], markers: [],
        builds: "toolbar items by placement (`ToolbarItem`, `ToolbarItemGroup`, spacers, title menus, search, "
            + "`.navigationBarItems(leading:trailing:)`), also through the app's own code the toolbar calls (members, functions given "
            + "arguments, `ToolbarContent` types given closures, `.toolbar(content: member)`), their `if`/`switch` as alternatives: "
            + "kind, label (a stack's text and image), symbol (also an image the app keeps in a constant, `Icons.info` declared `= Image(systemName: Symbols.info)`), role, style, menu entries; the controls of a stack or `ControlGroup` each an item",
        limits: "items built by ForEach (noted); labels computed at run time (noted); helpers more than \(SwiftUIMapping.maximumToolbarHelperDepth) "
            + "deep or more than \(SwiftUIMapping.maximumToolbarHelpers) in one toolbar (noted); free functions",
        example: """
            import SwiftUI
            struct Editor: View {
                var body: some View {
                    Text("").toolbar { ToolbarItem(placement: .primaryAction) { Button("Share", systemImage: "square.and.arrow.up") {} } }
                }
            }
            """)

    static let titles = SwiftRecognizer(
        family: "Titles", names: ["navigationTitle", "navigationBarTitle"], markers: [],
        builds: "the toolbar's title (the window's on macOS), also one a modifier of the app's own gives (`.brandTitle(\"Inbox\")`, a View extension's function or `.modifier(BrandTitle(text: …))`, through a ViewModifier or another such function, \(SwiftTypeIndex.maximumModifierDepth) deep: the screen's own argument), through literals, string tables, constants, table accessors (SwiftGen, R.swift, an app's own generator, also when the generated file is not in the repository) and case changes (`.localizedCapitalized`); a view's stored `title` given by its callers, a computed property's returns and branches, a view's own `let` (a `var`'s first value, noted), a file's `let` (in each `#if` branch), a member of a value whose type the app declares or a protocol's extension gives it, also a view model's in a file without chrome (`mode.title` with an enum's `switch self`, one text per case; a String enum's `rawValue`; `Brand.appName` declared `= Config.name ?? \"Reader\"`), `c ? a : b` and `a ?? b`, each text an alternative; a date a `DateFormatter` of the code formats (`dateFormat`, a template, styles), as its longest English text; on iPhone and iPad, without a navigation title, the one `Text` of a `.principal` toolbar item (also in a `ViewModifier` that a View extension of the app's own applies, each caller's text an alternative, and in the toolbar a View extension's function applies itself, `.appToolbar(title: \"Inbox\")`, where it takes the place of a navigation title); when some alternatives are computed at run time, the ones the code states are checked (noted)",
        limits: "titles computed at run time (noted)",
        example: """
            import SwiftUI
            struct Detail: View {
                var body: some View { Text("").navigationTitle("Reading Preferences") }
            }
            """)

    static let views = SwiftRecognizer(
        family: "Views used elsewhere", names: ["CaseIterable"], markers: [": View"],
        builds: "nothing by itself: views, enums of rows and tabs, and view members that other files' chrome names",
        limits: "views made by generic wrappers whose content is a parameter",
        example: """
            import SwiftUI
            struct Sidebar: View {
                var body: some View { List { Label("Inbox", systemImage: "tray") }.listStyle(.sidebar) }
            }
            """)

    static let drawnBars = SwiftRecognizer(
        // (A drawn bar is a `View` struct, which the views' marker already has parsed: names of its own would parse files
        // without one, such as a table of image names (`topNavBarMenu`), and read their constants differently.)
        family: "Bars the app draws", names: [], markers: [": View"],
        builds: "on iPhone and iPad, a view named as a top, navigation, title or tab bar (`HomeTopBarView`, `CustomTabBar`) that the app draws in the system's place: "
            + "its first text as the title and its buttons as the bar's items, leading or trailing by their row's spacers or their overlay's alignment; "
            + "a tab bar's buttons in one row as its tabs, also from a `ForEach` over an enum's cases (`DrawnBars.swift`)",
        limits: "bars in views named otherwise (`Header`), bars drawn in a Mac window's content, and a view that shows a screen's content or the content its caller gives",
        example: """
            import SwiftUI
            struct ReaderTopBar: View {
                var body: some View {
                    HStack {
                        Spacer()
                        Text("Reader")
                        Spacer()
                        Button("Share", systemImage: "square.and.arrow.up") {}
                    }
                }
            }
            """)

    static let scenes = SwiftRecognizer(
        family: "Scenes and presentation", names: ["presentAsSheet", "presentAsModalWindow"], markers: ["some Scene", "some Commands"],
        builds: "how each view is shown (window, sheet, popover), which decides what its toolbar is; on macOS, the window title "
            + "`WindowGroup(\"…\")`, `Window(\"…\", id:)` and `UtilityWindow(\"…\")` give; the Mac menu bar the scenes' `.commands` add, "
            + "through the app's own `Commands` types, scene properties and functions; the app's name from its project (for `title-not-app-name`)",
        limits: "views shown by code hig-lint cannot follow (their toolbar findings are at most `info` on macOS)",
        example: """
            import SwiftUI
            struct Viewer: View {
                var body: some View { Text("").navigationTitle("Viewer") }
            }
            @main struct ViewerApp: App {
                var body: some Scene { WindowGroup { Viewer() } }
            }
            """)

    static let uikitBars = SwiftRecognizer(
        family: "UIKit navigation bars", names: ["navigationItem", "BarButtonItem"], markers: ["ViewController", "UINavigationBar.appearance", "UIToolbar", "UINavigationBarAppearance"],
        builds: "a view controller's title and bar button items (left, right, toolbar, item groups; assigned or set with `set…Items(_:animated:)`), system items and symbols (also an image kept in a constant, `.compose` declared `= UIImage(systemName: …)` in an extension of `UIImage`), items kept in constants or in a property filled once, arrays grown with `append` and `+=`; the bars' background and tint set for the whole app through `UINavigationBar.appearance()` and `UIToolbar.appearance()`, on a controller's own bar (`navigationController?.navigationBar.barTintColor`), and the background of the `UINavigationBarAppearance` and `UIToolbarAppearance` objects the app makes, also in a colour of its own (`UIColor.brand.header`, `.surface()`); the title a coordinator, router or parent gives a controller it makes and pushes, wraps in a navigation controller, lists or returns (`let accounts = AccountsViewController(); accounts.title = …`, also a `UIHostingController`'s, read as the hosted view's) or its initializer titles it with (`ItemListViewController(title: \"Drafts\")` for `init(title:)` setting `self.title = title`), as that screen's",
        limits: "bars set more than once or under a condition, items added under a condition (noted); a title its maker gives twice or under a condition of its own, gives a controller it presents alone or adds as a child, or gives a controller (or hosted view) that sets its own title or hides its bar (not read); the items of a `UIToolbar` the code makes and places itself, such as a keyboard's accessory bar (one note for the bar)",
        example: """
            import UIKit
            final class NotesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.title = "Notes"
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
                }
            }
            """)

    static let uikitSidebars = SwiftRecognizer(
        family: "UIKit sidebars", names: ["UICollectionLayoutListConfiguration", "SectionSnapshot"], markers: ["appearance: .sidebar"],
        builds: "a sidebar from a list layout with the sidebar appearance (also chosen by a condition, `isPad ? .sidebar : .insetGrouped`) and the items its snapshot appends; "
            + "rows from data the code nests (indented cells, outline disclosure, items appended to a parent) as a tree",
        limits: "items loaded at run time",
        example: """
            import UIKit
            final class SidebarViewController: UIViewController {
                func configure() {
                    let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
                    let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                        var content = UIListContentConfiguration.sidebarCell()
                        content.text = title
                        cell.contentConfiguration = content
                    }
                    var section = NSDiffableDataSourceSectionSnapshot<String>()
                    section.append(["Inbox", "Archive"])
                }
            }
            """)

    static let uikitTabs = SwiftRecognizer(
        family: "UIKit tabs", names: ["UITab", "tabBarItem"], markers: [],
        builds: "a tab bar controller's tabs: `UITab`, `UITabGroup`, `UISearchTab`, `tabBarItem` titles and images; the view controllers a list gives "
            + "a tab bar controller (also one named as such, `tabBarController.setViewControllers(…)`), each controller's tab as the code around "
            + "the list sets it, as a factory function's controller sets it (or the controller type it declares it returns, also one cast from a storyboard), "
            + "or as the controller's own code sets it; a tab whose title the code computes is a tab all the same, read by its image; "
            + "tabs made from an enum's cases (`viewControllers = Tab.allCases.map { tab in … UITabBarItem(title: tab.title, image: UIImage(systemName: tab.symbol), …) }`, "
            + "or a loop over them that sets each controller's item by its index, also in the tab bar controller's own type), one per case, each read from the case's `switch self` arms",
        limits: "tabs appended under conditions; of tabs made from an enum's cases, a title read from anything but the case's arm (noted, and the tab left out), a `compactMap` that may leave cases out and a loop without an index (not read as tabs of each case)",
        example: """
            import UIKit
            final class MainTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabs = [UITab(title: "Home", image: UIImage(systemName: "house"), identifier: "home") { _ in UIViewController() }]
                }
            }
            """)

    static let splitControllers = SwiftRecognizer(
        family: "UIKit and AppKit split views",
        // The representables: a file that only names an outline view may build an AppKit window of its own, read elsewhere.
        names: ["SplitView", "NSViewRepresentable", "UIViewRepresentable"], markers: [],
        builds: "with the sidebars above, the split view controller or `NSSplitViewItem(sidebarWithViewController:)` that holds them; "
            + "a SwiftUI view it hosts (`NSHostingController(rootView:)`, also through a constant or a parameter of the function that makes the item, "
            + "given by its callers) is a sidebar column, read through the views, members and enum bodies it shows; in a sidebar column, "
            + "a representable whose view or controller creates or holds an outline view (UIKit: a list with outline disclosure) is a list of rows "
            + "from data as a tree, one of a table view a flat one, and a `.safeAreaInset(edge: .bottom)` bar around it its bottom bar",
        limits: "split views configured in Interface Builder are read from the storyboard; a hosted view computed at run time (noted); "
            + "of an enum view, the first case's body; an outline view held by a type in a file that names neither a view controller nor a representable",
        example: """
            import AppKit
            final class MainSplitViewController: NSSplitViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.window?.title = "Library"
                    addSplitViewItem(NSSplitViewItem(sidebarWithViewController: NSViewController()))
                }
            }
            """)

    static let appKitToolbars = SwiftRecognizer(
        family: "AppKit toolbars", names: ["NSToolbar"], markers: [],
        builds: "a window's `NSToolbar` items from its delegate (also a Mac Catalyst app's, under `#if targetEnvironment(macCatalyst)`): identifiers, also from a property the delegate returns, labels, images, "
            + "actions (as Objective-C selectors, to match the menu bar of the app's `MainMenu.xib` or main storyboard), menus a function builds, the window's title",
        limits: "items whose identifiers come from data",
        example: """
            import AppKit
            final class WindowController: NSWindowController, NSToolbarDelegate {
                override func windowDidLoad() {
                    window?.title = "Library"
                    window?.toolbar = NSToolbar(identifier: "main")
                }
                func toolbarDefaultItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
                    [.toggleSidebar, .flexibleSpace]
                }
            }
            """)

    static let appKitWindows = SwiftRecognizer(
        family: "AppKit windows", names: ["NSWindow", "NSPanel", "canCollapse"], markers: [],
        builds: "the title a window controller gives its window as its code runs (`window?.title = …` in `windowDidLoad`, "
            + "the app's name when it is read from the bundle), each window a function makes and titles (`let panel = NSWindow(…)`), "
            + "and a split view's sidebar the code keeps from collapsing (`canCollapse = false`, over the storyboard's value)",
        limits: "a title set in several places, under a condition or computed at run time",
        example: """
            import AppKit
            final class LibraryWindowController: NSWindowController {
                override func windowDidLoad() {
                    super.windowDidLoad()
                    window?.title = "Library"
                }
            }
            """)

    static let appKitSettings = SwiftRecognizer(
        family: "AppKit settings windows", names: ["SettingsWindowController", "PreferencesWindowController", "tabStyle"], markers: [],
        builds: "a Mac settings window whose tabs are its toolbar, each tab's label a title of the window: an `NSTabViewController` subclass of the toolbar style "
            + "(`tabStyle = .toolbar`; the labels and images of its `tabViewItems` or `addTabViewItem(_:)` items), and one the Settings package makes "
            + "(`SettingsWindowController(panes: [Settings.Pane(identifier:title:toolbarIcon:) { … }])`, also its earlier name, Preferences): a pane written "
            + "there, kept in a constant, returned by a function of the app's, wrapped in a `PaneHostingController`, or a controller of the app's that declares "
            + "`paneTitle` (`preferencePaneTitle`) and `toolbarItemIcon`",
        limits: "a pane made from data or by code with more than one result, a computed title (noted); the package's `.segmentedControl` style (one control), and a window of one pane, whose toolbar the package hides (not read)",
        example: """
            import AppKit
            import Settings
            final class AppDelegate: NSObject, NSApplicationDelegate {
                lazy var settings = SettingsWindowController(panes: [
                    Settings.Pane(identifier: Settings.PaneIdentifier("general"), title: "General",
                                  toolbarIcon: NSImage(systemSymbolName: "gearshape", accessibilityDescription: nil)!) { GeneralView() },
                    Settings.Pane(identifier: Settings.PaneIdentifier("advanced"), title: "Advanced",
                                  toolbarIcon: NSImage(systemSymbolName: "gearshape.2", accessibilityDescription: nil)!) { AdvancedView() },
                ])
            }
            """)

    /// Every family, in the order the docs list them.
    static let all: [SwiftRecognizer] = [splitViews, sidebarLists, tabViews, toolbars, titles, views, drawnBars, scenes,
                                         uikitBars, uikitSidebars, uikitTabs, splitControllers, appKitToolbars, appKitWindows, appKitSettings]

    /// The pre-filter's needles: a file holding none of them declares nothing the front end reads.
    static let needles: [[UInt8]] = all.flatMap(\.needles).map { Array($0.utf8) }

    /// The docs' table of what is read.
    static func markdownTable() -> String {
        var lines = ["| Family | Read when a file names | Becomes | Not read |", "|---|---|---|---|"]
        for recognizer in all {
            let names = recognizer.needles.map { "`\($0)`" }.joined(separator: ", ")
            lines.append("| \(recognizer.family) | \(names) | \(recognizer.builds) | \(recognizer.limits) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
