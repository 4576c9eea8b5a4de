import Foundation
import SwiftSyntax
import Testing
@testable import HIGLint
@testable import HIGLintSwift

/// What UIKit and AppKit code becomes in the model: chrome built in code rather than declared.
@Suite struct UIKitMappingTests {
    func descriptions(_ source: String, platforms: [Platform] = [.iPadOS], path: String = "Controller.swift") throws -> [Description] {
        try SwiftFrontEnd().load(bytes: Array(source.utf8), path: path, options: LoadOptions(platforms: platforms)).get()
    }

    @Test func sidebarRowsFromLiteralsWithDepthAndTheirCells() throws {
        let source = """
            import UIKit
            final class Sidebar: UIViewController {
                func configure() {
                    let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebarPlain))
                    let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                        var content = UIListContentConfiguration.sidebarCell()
                        content.text = title
                        content.image = UIImage(systemName: "folder")
                        cell.contentConfiguration = content
                    }
                    var section = NSDiffableDataSourceSectionSnapshot<String>()
                    section.append(["Library", "Shared"])
                    section.append(["Photos", "Albums"], to: "Library")
                }
            }
            """
        let sidebar = try #require(try descriptions(source).first?.sidebar)
        #expect(sidebar.listStyle == .sidebar && sidebar.dynamicItems != true)
        #expect(sidebar.items.map(\.title) == ["Library", "Shared"])
        #expect(sidebar.items[0].children.map(\.title) == ["Photos", "Albums"])
        #expect(sidebar.items[0].children.map(\.symbol) == ["folder", "folder"])
        #expect(sidebar.items[0].iconColor == nil)
        #expect(sidebar.anchors.object.start == SourcePosition(line: 4, column: 70))
        #expect(sidebar.anchors.object.path == "Sidebar.configure")
        // On iPhone there is no sidebar: the split view collapses.
        #expect(try descriptions(source, platforms: [.iOS]).isEmpty)
    }

    @Test func rowsFromDataAndComputedTintsAreUnknown() throws {
        let source = """
            import UIKit
            final class Sidebar: UIViewController {
                var folders: [Folder] = []
                func configure() {
                    _ = UICollectionLayoutListConfiguration(appearance: .sidebar)
                    let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Folder> { cell, _, folder in
                        var content = cell.defaultContentConfiguration()
                        content.text = folder.name
                        content.image = UIImage(systemName: "folder")
                        content.imageProperties.tintColor = folder.color
                        cell.contentConfiguration = content
                    }
                    var section = NSDiffableDataSourceSectionSnapshot<Folder>()
                    section.append(folders)
                }
            }
            """
        let description = try #require(try descriptions(source).first)
        #expect(description.sidebar?.items.isEmpty == true && description.sidebar?.dynamicItems == true)
        #expect(description.notUnderstood.map(\.message) == ["the rows of this sidebar come from data known only at run time; they are not checked"])
        #expect(description.notUnderstood.first?.anchor.start == SourcePosition(line: 14, column: 24))
    }
}

extension UIKitMappingTests {
    @Test func navigationBarAndToolbarItems() throws {
        let source = """
            import UIKit
            final class NotesViewController: UITableViewController {
                lazy var compose = UIBarButtonItem(systemItem: .compose)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.title = "Notes"
                    let share = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: self, action: #selector(share))
                    share.tintColor = .systemOrange
                    let sort = UIBarButtonItem(title: "Sort", menu: UIMenu(children: [UIAction(title: "By Date", image: UIImage(systemName: "calendar")) { _ in }]))
                    navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Save", style: .done, target: self, action: nil), share, sort]
                    navigationItem.leftBarButtonItem = editButtonItem
                    toolbarItems = [.flexibleSpace(), compose, UIBarButtonItem(customView: UISwitch())]
                    if isEditing { navigationItem.title = "Editing" }
                }
            }
            """
        let found = try descriptions(source, platforms: [.iOS])
        let description = try #require(found.first)
        let toolbar = try #require(description.toolbar)
        // The title set again under a condition is the bar's other state, checked on its own.
        #expect(found.map(\.toolbar?.title) == ["Notes", "Editing"])
        #expect(toolbar.groups.map { $0.placement?.rawValue } == ["leading", "trailing", "bottom"])
        #expect(toolbar.groups[0].items.map(\.label) == ["Edit"])
        #expect(toolbar.groups[1].items.map(\.label) == ["Sort", nil, "Save"])
        #expect(toolbar.groups[1].items.map(\.symbol) == [nil, "square.and.arrow.up", nil])
        #expect(toolbar.groups[1].items[0].menu.map(\.title) == ["By Date"])
        #expect(toolbar.groups[1].items[1].tint == ColorValue("systemOrange"))
        #expect(toolbar.groups[1].items[2].style == .prominent && toolbar.groups[1].items[2].role == .save)
        #expect(toolbar.groups[2].items.map(\.kind?.rawValue) == ["flexibleSpace", "button", "custom"])
        #expect(description.notUnderstood.map(\.anchor.start.line) == [12])
    }

    /// A list that names itself (`let controllers = controllers.compactMap { $0 }` shadowing a
    /// parameter) is followed a few links, not until the stack runs out.
    @Test func selfNamingControllerListIsBounded() throws {
        let source = """
            import UIKit
            class RootTabBarController: UITabBarController {
                func setup(_ controllers: [UIViewController?]) {
                    let controllers = controllers.compactMap { $0 }
                    viewControllers = controllers
                }
            }
            """
        #expect(try descriptions(source, platforms: [.iOS]).allSatisfy { $0.tabBar?.tabs.isEmpty != false })
    }

    /// An item's property set again after it is made replaces what it was made with; set to either
    /// side of `?:` (or in two places) it has no one value and is left unset, not a duplicate key.
    @Test func itemSettingsReplaceOrAreLeftUnset() throws {
        let source = """
            import UIKit
            final class ContactViewController: UIViewController {
                var isValid = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: self, action: nil)
                    navigationItem.rightBarButtonItem?.style = .plain
                    sync()
                }
                func sync() {
                    navigationItem.rightBarButtonItem?.tintColor = isValid ? .systemBlue : .systemGray
                }
            }
            """
        let item = try #require(try descriptions(source, platforms: [.iOS]).first?.toolbar?.groups.first?.items.first)
        #expect(item.label == "Save" && item.style == .plain && item.tint == nil)
    }
}

extension UIKitMappingTests {
    /// The UIKit article's iPad tab bar that becomes a sidebar, as Fixtures/swift/TabSidebarApp writes it.
    @Test func tabsWithAGroupAHiddenTabAndASearchTab() throws {
        let path = packageRoot.appendingPathComponent("Fixtures/swift/TabSidebarApp/AppTabsController.swift").path
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let tabBar = try #require(try descriptions(source, platforms: [.iPadOS], path: path).first?.tabBar)
        #expect(tabBar.style?.rawValue == "sidebarAdaptable" && tabBar.dynamicTabs != true)
        // "Later" is hidden by default: the bar starts without it.
        #expect(tabBar.tabs.map(\.title) == ["Home", "Shared", "Starred", "Collections", "Search"])
        #expect(tabBar.tabs.map { $0.placement?.rawValue } == [nil, nil, nil, nil, "pinned"])
        #expect(tabBar.tabs[3].children.map(\.id) == ["collections.photos", "collections.videos", "collections.drawings"])
        #expect(tabBar.tabs[4].role?.rawValue == "search" && tabBar.tabs[4].symbol == "magnifyingglass")
        #expect(tabBar.tabs[0].anchors.object.start == SourcePosition(line: 29, column: 13))
    }

    /// A controller or tab that names itself (`lazy var home = UINavigationController(rootViewController: home)`,
    /// which compiles and fails only when it runs) is followed only so far: the tab is noted, the run goes on.
    @Test func selfNamingTabsAreBounded() throws {
        let source = """
            import UIKit
            final class RootController: UITabBarController {
                lazy var first: UIViewController = UINavigationController(rootViewController: first)
                lazy var second: UIViewController = UINavigationController(rootViewController: self.second)
                lazy var third: UITab = third
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [first, second]
                    tabs = [third]
                }
            }
            """
        #expect(try SwiftFrontEndTests().lint(["Root.swift": source], platforms: [.iOS]) == [
            "Root.swift:8:28: info: the tab of this view controller is set in a way hig-lint cannot read; the tab bar is checked without it in RootController.viewDidLoad [swift-not-understood]",
            "Root.swift:8:35: info: the tab of this view controller is set in a way hig-lint cannot read; the tab bar is checked without it in RootController.viewDidLoad [swift-not-understood]",
            "Root.swift:9:17: info: this tab is built in a way hig-lint cannot read; the tab bar is checked without it in RootController.viewDidLoad [swift-not-understood]",
        ])
        // A wrapping call given the same self-naming controller 32 times: followed 64 links in all, not 32⁴.
        let arguments = Array(repeating: "a", count: 32).joined(separator: ", ")
        let wrapped = """
            import UIKit
            final class Root: UITabBarController {
                lazy var a: UIViewController = makeNavigation(\(arguments))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [a]
                }
            }
            """
        #expect(try SwiftFrontEndTests().lint(["Root.swift": wrapped], platforms: [.iOS]) == [
            "Root.swift:6:28: info: the tab of this view controller is set in a way hig-lint cannot read; the tab bar is checked without it in Root.viewDidLoad [swift-not-understood]",
        ])
    }

    @Test func aShownTabKeepsThePlacementItsCodeSets() throws {
        let source = """
            import UIKit
            final class SceneDelegate: UIResponder {
                func makeTabs() -> UITabBarController {
                    let controller = UITabBarController()
                    var later = UITab(title: "Later", image: UIImage(systemName: "clock"), identifier: "later") { _ in UIViewController() }
                    later.preferredPlacement = .sidebarOnly
                    controller.tabs = [later, makeOtherTab()]
                    return controller
                }
            }
            """
        let description = try #require(try descriptions(source).first)
        #expect(description.tabBar?.tabs.map { $0.placement?.rawValue } == ["sidebarOnly"])
        #expect(description.tabBar?.dynamicTabs == true)
        #expect(description.notUnderstood.map(\.anchor.start) == [SourcePosition(line: 7, column: 35)])
    }
}

extension UIKitMappingTests {
    /// An AppKit main window's toolbar, as Fixtures/swift/NotesMacApp builds it in its delegate.
    @Test func appKitToolbarFromItsDelegate() throws {
        let path = packageRoot.appendingPathComponent("Fixtures/swift/NotesMacApp/MainWindowController.swift").path
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let description = try #require(try descriptions(source, platforms: [.macOS], path: path).first)
        let toolbar = try #require(description.toolbar)
        #expect(toolbar.customizable == true && description.window == nil)
        // The flexible space splits the groups; the sidebar tracking separator only lines the items up with the panes.
        #expect(toolbar.groups.map { $0.placement?.rawValue } == ["leading", "trailing"])
        #expect(toolbar.groups.map { $0.items.map { $0.kind?.rawValue } } == [["sidebarToggle", "button"], ["menu", "button", "search"]])
        #expect(toolbar.groups[0].items[1].label == "New Note" && toolbar.groups[0].items[1].symbol == "square.and.pencil")
        // Named as Objective-C and Interface Builder's menus name it, to be matched with MainMenu.xib.
        #expect(toolbar.groups[0].items[1].action == "newNote:")
        #expect(toolbar.groups[1].items[1].role?.rawValue == "share")
        #expect(toolbar.groups[0].items[1].anchors.object.start == SourcePosition(line: 34, column: 24))
        // UIKit's bars are not read on the Mac.
        #expect(try descriptions(source, platforms: [.iOS]).isEmpty)
    }


    @Test func selectorsAreNamedAsObjectiveCNamesThem() throws {
        func selector(_ text: String) -> String? {
            let file = ParsedFile(path: "S.swift", bytes: Array("let s = \(text)".utf8))
            let value = try? #require(TypeCode.all(PatternBindingSyntax.self, in: Syntax(file.tree)).first?.initializer?.value)
            return value.flatMap { UIKitMapping.selector($0, { $0 })?.0 }
        }
        #expect(selector("#selector(toggleRead(_:))") == "toggleRead:")
        #expect(selector("#selector(AppDelegate.share(with:))") == "shareWith:")
        #expect(selector("#selector(move(_:to:))") == "move:to:")
        #expect(selector("#selector(refresh)") == "refresh")
        #expect(selector(#"Selector(("toggleStarred:"))"#) == "toggleStarred:")
        #expect(selector(#"NSSelectorFromString("cleanUp:")"#) == "cleanUp:")
        #expect(selector("Selector(name)") == nil)
    }
    @Test func appKitItemsTheDelegateBuildsElsewhereAreNoted() throws {
        let source = """
            import AppKit
            final class Delegate: NSObject, NSToolbarDelegate {
                func toolbarDefaultItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
                    [.flexibleSpace, .reload, .toggleInspector]
                }
                func toolbar(_ toolbar: NSToolbar, itemForItemIdentifier identifier: NSToolbarItem.Identifier, willBeInsertedIntoToolbar flag: Bool) -> NSToolbarItem? {
                    makeItem(identifier)
                }
            }
            """
        let description = try #require(try descriptions(source, platforms: [.macOS]).first)
        #expect(description.toolbar?.customizable == nil)
        #expect(description.toolbar?.groups.map { $0.items.map { $0.role?.rawValue } } == [["inspector"]])
        #expect(description.notUnderstood.map(\.message) == ["toolbar item reload is built in a way hig-lint cannot read; the toolbar is checked without it"])
    }
}

extension UIKitMappingTests {
    @Test func appKitItemsFromAHelperAndTrackingSeparators() throws {
        let source = """
            import AppKit
            final class Delegate: NSObject, NSToolbarDelegate {
                func toolbarDefaultItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
                    [.refresh, .listSeparator, .star]
                }
                func toolbar(_ toolbar: NSToolbar, itemForItemIdentifier identifier: NSToolbarItem.Identifier, willBeInsertedIntoToolbar flag: Bool) -> NSToolbarItem? {
                    switch identifier {
                    case .refresh:
                        let title = NSLocalizedString("Refresh", comment: "")
                        return button(.refresh, title, Images.refresh)
                    case .listSeparator:
                        return NSTrackingSeparatorToolbarItem(identifier: identifier, splitView: splitView, dividerIndex: 1)
                    case .star:
                        let title = NSLocalizedString("Star", comment: "")
                        return button(.star, title, NSImage(systemSymbolName: "star", accessibilityDescription: nil)!)
                    default:
                        return nil
                    }
                }
                func button(_ identifier: NSToolbarItem.Identifier, _ title: String, _ image: NSImage) -> NSToolbarItem {
                    let item = NSToolbarItem(itemIdentifier: identifier)
                    let button = NSButton()
                    button.image = image
                    item.view = button
                    item.label = title
                    return item
                }
            }
            """
        let toolbar = try #require(try descriptions(source, platforms: [.macOS]).first?.toolbar)
        // The app's own tracking separator is no item and ends no group.
        #expect(toolbar.groups.map { $0.placement?.rawValue } == ["leading"])
        #expect(toolbar.groups.map { $0.items.map(\.label) } == [["Refresh", "Star"]])
        #expect(toolbar.groups.map { $0.items.map { $0.kind?.rawValue } } == [["button", "button"]])
        #expect(toolbar.groups[0].items[0].image == "Images.refresh" && toolbar.groups[0].items[1].symbol == "star")
    }

    @Test func appKitDefaultItemsBuiltInStepsAreRead() throws {
        // `#available` is decided for the latest release: its else branch is not read.
        let source = """
            import AppKit
            final class Delegate: NSObject, NSToolbarDelegate {
                func toolbarDefaultItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
                    var items: [NSToolbarItem.Identifier] = [.toggleSidebar, .flexibleSpace]
                    if #available(macOS 26, *) {
                        items += [.print]
                    } else {
                        items += [.showFonts, .showColors]
                    }
                    items.append(.space)
                    items.append(contentsOf: [.cloudSharing])
                    return items
                }
            }
            """
        let description = try #require(try descriptions(source, platforms: [.macOS]).first)
        let toolbar = try #require(description.toolbar)
        #expect(toolbar.groups.map { $0.placement?.rawValue } == ["leading", "trailing"])
        #expect(toolbar.groups.map { $0.items.map { $0.kind?.rawValue } } == [["sidebarToggle"], ["button", "space", "button"]])
        #expect(toolbar.groups[1].items[2].role == .share)
        #expect(toolbar.groups.first?.anchors.object.start == SourcePosition(line: 4, column: 50))
        #expect(description.notUnderstood.isEmpty)
    }

    @Test func appKitDefaultItemsChosenAtRunTimeAreNoted() throws {
        let source = """
            import AppKit
            final class Delegate: NSObject, NSToolbarDelegate {
                func toolbarDefaultItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
                    var items: [NSToolbarItem.Identifier] = [.toggleSidebar]
                    if showsPrint { items.append(.print) }
                    return items
                }
            }
            """
        let description = try #require(try descriptions(source, platforms: [.macOS]).first)
        #expect(description.toolbar == nil)
        #expect(description.notUnderstood.map(\.anchor.start) == [SourcePosition(line: 3, column: 10)])
    }
}

extension UIKitMappingTests {
    @Test func aBarButtonItemAClosureMakes() throws {
        let source = """
            import UIKit
            final class AccountsViewController: UIViewController {
                private(set) lazy var add: UIBarButtonItem = {
                    let item = UIBarButtonItem(image: UIImage(systemName: "plus"), style: .plain, target: self, action: nil)
                    item.tintColor = .systemGreen
                    return item
                }()
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = add
                }
            }
            """
        let item = try #require(try descriptions(source, platforms: [.iOS]).first?.toolbar?.groups.first?.items.first)
        #expect(item.symbol == "plus" && item.tint == ColorValue("systemGreen"))
    }

    /// An image made with `.init(systemName:)` or `UIImage.init(systemName:)` is a symbol like `UIImage(systemName:)`'s,
    /// as is one an initializer of the app's own makes from SFSafeSymbols' case.
    @Test func symbolsMadeWithInit() throws {
        let source = """
            import UIKit
            final class FilesViewController: UIViewController {
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItems = [
                        UIBarButtonItem(image: .init(systemName: "folder.badge.plus"), style: .plain, target: self, action: nil),
                        UIBarButtonItem(image: UIImage.init(systemName: "magnifyingglass")?.withRenderingMode(.alwaysTemplate), style: .plain, target: self, action: nil),
                        UIBarButtonItem(image: UIImage(sfString: SFSymbol.arrowUpArrowDownCircle, overrideString: "ic_sort"), style: .plain, target: self, action: nil),
                    ]
                }
            }
            """
        let items = try #require(try descriptions(source, platforms: [.iOS]).first?.toolbar?.groups.flatMap(\.items))
        // (Right bar items are listed from the edge in: the bar shows them the other way round.)
        #expect(items.map(\.symbol) == ["arrow.up.arrow.down.circle", "magnifyingglass", "folder.badge.plus"] && items.map(\.image) == [nil, nil, nil])
    }
}

extension UIKitMappingTests {
    @Test func sidebarRowsMadeWithLiteralArguments() throws {
        let source = """
            import UIKit
            final class Sidebar: UIViewController {
                struct Row: Hashable { let title: String; let image: UIImage? }
                func configure() {
                    _ = UICollectionLayoutListConfiguration(appearance: .sidebar)
                    let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
                        var content = UIListContentConfiguration.sidebarCell()
                        content.text = row.title
                        content.image = row.image
                        cell.contentConfiguration = content
                    }
                    var rows = NSDiffableDataSourceSectionSnapshot<Row>()
                    rows.append([Row(title: "Timeline", image: UIImage(systemName: "house")!), Row(title: "Me", image: UIImage(systemName: "person"))])
                }
            }
            """
        let sidebar = try #require(try descriptions(source).first?.sidebar)
        #expect(sidebar.items.map(\.title) == ["Timeline", "Me"] && sidebar.items.map(\.symbol) == ["house", "person"])
        #expect(sidebar.dynamicItems != true)
    }
}

extension UIKitMappingTests {
    /// A nested class's code is its own: its bar is read once, as the nested type's, not again as the outer type's.
    @Test func aNestedControllersBarIsReadOnce() throws {
        let source = """
            import UIKit
            final class Settings: UIViewController {
                final class Detail: UIViewController {
                    override func viewDidLoad() {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
                    }
                }
            }
            """
        let bars = try descriptions(source, platforms: [.iOS]).compactMap(\.toolbar)
        #expect(bars.count == 1)
        #expect(bars.first?.anchors.object.path == "Detail.viewDidLoad")
    }

    /// Two apps linted together: each app's sidebar rows come from its own declarations of a type they both name.
    @Test func twoProjectsKeepTheirTypesApart() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-two-projects-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var paths: [String] = []
        for (app, rows) in [("A", #"["Inbox", "Sent"]"#), ("B", #"["Drafts"]"#)] {
            let folder = root.appendingPathComponent(app)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "// swift-tools-version: 6.0\n".write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            try """
                import UIKit
                final class Sidebar: UIViewController {
                    func configure() {
                        _ = UICollectionLayoutListConfiguration(appearance: .sidebar)
                        _ = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                            var content = UIListContentConfiguration.sidebarCell()
                            content.text = title
                            cell.contentConfiguration = content
                        }
                    }
                }
                """.write(to: folder.appendingPathComponent("Sidebar.swift"), atomically: true, encoding: .utf8)
            try """
                import UIKit
                extension Sidebar {
                    func load() {
                        var section = NSDiffableDataSourceSectionSnapshot<String>()
                        section.append(\(rows))
                    }
                }
                """.write(to: folder.appendingPathComponent("Sidebar+Rows.swift"), atomically: true, encoding: .utf8)
            paths += [folder.appendingPathComponent("Sidebar.swift").path, folder.appendingPathComponent("Sidebar+Rows.swift").path]
        }
        let frontEnd = SwiftFrontEnd().prepared(for: paths, options: LoadOptions(platforms: [.iPadOS]), jobs: 1)
        let titles = try [paths[0], paths[2]].map { path in
            try frontEnd.load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path, options: LoadOptions(platforms: [.iPadOS])).get()
                .compactMap(\.sidebar).flatMap { $0.items.map(\.title) }
        }
        #expect(titles == [["Inbox", "Sent"], ["Drafts"]])
    }
}

extension UIKitMappingTests {
    /// Fixtures/swift/RecipesApp: a tab bar controller's view controllers, each with the tab bar item
    /// set on it where the list is built, or in the controller's own init in another file.
    @Test func tabsFromViewControllersAndTheirTabBarItems() throws {
        let folder = packageRoot.appendingPathComponent("Fixtures/swift/RecipesApp").path
        let paths = [folder + "/MainTabBarController.swift", folder + "/ShoppingListViewController.swift"]
        let options = LoadOptions(platforms: [.iOS])
        let frontEnd = SwiftFrontEnd().prepared(for: paths, options: options, jobs: 1)
        let description = try #require(try frontEnd.load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: paths[0]))), path: paths[0], options: options).get().first)
        let tabBar = try #require(description.tabBar)
        #expect(tabBar.tabs.map(\.title) == ["Recipes", "Planner", "Favorites", "Shopping"])
        // The unselected image is the tab's symbol; a system item has UIKit's title and image.
        #expect(tabBar.tabs.map(\.symbol) == ["book", "calendar", nil, "cart.fill"])
        #expect(tabBar.tabs[3].anchors.object.start == SourcePosition(line: 16, column: 101))
        #expect(tabBar.tabs[3].anchors["symbol"].file == paths[1])
        // makeSettings() builds a controller hig-lint cannot see into: the bar has more tabs than it knows.
        #expect(tabBar.dynamicTabs == true)
        #expect(description.notUnderstood.map(\.anchor.start) == [SourcePosition(line: 16, column: 111)])
    }

    @Test func controllersOfANavigationControllerOrSetUnderAConditionAreNoTabBar() throws {
        let source = """
            import UIKit
            final class Root: UIViewController {
                let tabs = UITabBarController()
                func build(compact: Bool) {
                    let home = UIViewController()
                    home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
                    navigationController?.viewControllers = [home]
                    let stack = UINavigationController()
                    stack.setViewControllers([home], animated: false)
                    if compact { tabs.viewControllers = [home] }
                    var grown = [home]
                    grown.append(UIViewController())
                    tabs.viewControllers = grown
                }
            }
            """
        let descriptions = try descriptions(source, platforms: [.iOS])
        #expect(descriptions.count == 2 && descriptions[0].tabBar == nil)
        #expect(descriptions[0].notUnderstood.map(\.anchor.start) == [SourcePosition(line: 10, column: 22)])
        // A local array grown before it is set holds its elements: Home, and a controller whose tab is not known.
        #expect(descriptions[1].tabBar?.tabs.map(\.title) == ["Home"] && descriptions[1].tabBar?.dynamicTabs == true)
        #expect(descriptions[1].notUnderstood.map(\.anchor.start) == [SourcePosition(line: 12, column: 22)])
    }
}

extension UIKitMappingTests {
    /// A list held in a constant, and a controller a factory's function returns, its tab set in the controller's own code.
    @Test func tabsOfControllersAFactoryMakes() throws {
        let source = """
            import UIKit
            enum FeedFactory {
                static func make(store: Store) -> UIViewController {
                    let controller = FeedViewController(store: store)
                    controller.loadViewIfNeeded()
                    return controller
                }
            }
            final class FeedViewController: UIViewController {
                private func setUpTab() {
                    tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "list.bullet"), selectedImage: nil)
                }
            }
            final class RootTabs: UITabBarController {
                override func viewDidLoad() {
                    let feed = UINavigationController(rootViewController: FeedFactory.make(store: store))
                    let controllers = [feed]
                    setViewControllers(controllers, animated: false)
                }
            }
            """
        let tabBar = try #require(try descriptions(source, platforms: [.iOS]).compactMap(\.tabBar).first)
        #expect(tabBar.tabs.map(\.title) == ["Feed"] && tabBar.tabs.map(\.symbol) == ["list.bullet"] && tabBar.dynamicTabs == nil)
        #expect(tabBar.tabs[0].anchors["symbol"].start == SourcePosition(line: 11, column: 57))
        #expect(tabBar.anchors.object.start == SourcePosition(line: 18, column: 9))
    }
}

extension UIKitMappingTests {
    /// An AppKit window's title and sidebars as its controller sets them; a hidden or conditional title is no title.
    @Test func appKitWindowTitleAndSidebars() throws {
        let source = """
            import AppKit
            final class LibraryWindowController: NSWindowController {
                override func windowDidLoad() {
                    window?.title = "Library"
                    let split = NSSplitViewController()
                    split.addSplitViewItem(NSSplitViewItem(sidebarWithViewController: SourceListController()))
                    split.addSplitViewItem(NSSplitViewItem(viewController: ContentController()))
                }
            }
            final class ExportPanelController: NSObject {
                func show() {
                    let panel = NSPanel(contentRect: .zero, styleMask: [.titled], backing: .buffered, defer: false)
                    panel.title = "Export"
                    panel.titleVisibility = .hidden
                }
            }
            final class InspectorController: NSWindowController {
                func update(isEditing: Bool) {
                    if isEditing { window?.title = "Editing" }
                }
            }
            """
        let windows = try descriptions(source, platforms: [.macOS]).map(\.window)
        #expect(windows.count == 1)
        #expect(windows.first??.title == "Library" && windows.first??.sidebarCount == 1)
        #expect(windows.first??.anchors["title"].start == SourcePosition(line: 4, column: 25))
    }

    /// A window that hosts SwiftUI content which names its own title (here a page its sidebar
    /// selects) is titled by SwiftUI, not by the title the controller gave it first; content
    /// without a title leaves the controller's.
    @Test func hostedContentWithATitleRetitlesItsWindow() throws {
        let source = """
            import AppKit
            import SwiftUI
            final class PreferencesWindowController: NSWindowController {
                func setUp(model: Model) {
                    window?.title = "Notchy Preferences Window"
                    let content = PreferencesView().environmentObject(model)
                    window?.contentView = NSHostingView(rootView: content)
                }
            }
            struct PreferencesView: View {
                var body: some View {
                    NavigationSplitView { List { Text("General") } } detail: { GeneralPage() }
                }
            }
            struct GeneralPage: View {
                var body: some View { Form { Text("Launch at login") }.navigationTitle("General") }
            }
            final class AboutWindowController: NSWindowController {
                func setUp() {
                    window?.title = "About Notchy"
                    window?.contentViewController = NSHostingController(rootView: AboutView())
                }
            }
            struct AboutView: View {
                var body: some View { Text("Version 1") }
            }
            """
        // (The page's own title is SwiftUI's reading of it, a window of its own.)
        let windows = try descriptions(source, platforms: [.macOS]).compactMap(\.window)
        #expect(windows.map(\.title) == ["General", "About Notchy"])
    }
}

extension UIKitMappingTests {
    /// `UIBarButtonItemGroup`s in a navigation bar: each group is one of the bar's groups, where its property puts it.
    @Test func barButtonItemGroups() throws {
        let source = """
            import UIKit
            final class EditorViewController: UIViewController {
                override func viewDidLoad() {
                    navigationItem.leadingItemGroups = makeGroups()
                    navigationItem.centerItemGroups = [
                        .fixedGroup(items: [UIBarButtonItem(image: UIImage(systemName: "bold")), UIBarButtonItem(image: UIImage(systemName: "italic"))]),
                        .optionalGroup(customizationIdentifier: "insert", items: [UIBarButtonItem(title: "Insert")]),
                    ]
                    navigationItem.trailingItemGroups = [UIBarButtonItemGroup(barButtonItems: [UIBarButtonItem(systemItem: .done)], representativeItem: nil)]
                }
            }
            """
        let description = try #require(try descriptions(source).first)
        let groups = try #require(description.toolbar?.groups)
        #expect(groups.map { $0.placement?.rawValue } == ["center", "center", "trailing"])
        // iOS 26 draws the system Done item as a checkmark.
        #expect(groups.map { $0.items.map { $0.symbol ?? $0.label } } == [["bold", "italic"], ["Insert"], ["checkmark"]])
        #expect(groups.map(\.anchors.object.start) == [SourcePosition(line: 6, column: 13), SourcePosition(line: 7, column: 13), SourcePosition(line: 9, column: 46)])
        #expect(description.notUnderstood.map(\.anchor.start) == [SourcePosition(line: 4, column: 44)])
    }
}

extension UIKitMappingTests {
    /// `if #available` of a version there is holds on the latest release, the one the guidance is for: its
    /// `else` is the fallback older systems show and is not read; a condition known only at run time still is one.
    @Test func availabilityBranchesAreReadForTheLatestRelease() throws {
        let source = """
            import UIKit
            final class Tabs: UITabBarController {
                override func viewDidLoad() {
                    let home = UIViewController()
                    if #available(iOS 18, *) {
                        let fixed = [UITab(title: "Home", image: UIImage(systemName: "house"), identifier: "home") { _ in home }]
                        tabs = fixed + [UISearchTab { _ in UIViewController() }]
                    } else {
                        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
                        viewControllers = [home]
                    }
                    if #available(iOS 26, *), traitCollection.horizontalSizeClass == .regular {
                        mode = .tabSidebar
                    }
                }
            }
            """
        let bars = try descriptions(source, platforms: [.iOS]).compactMap(\.tabBar)
        #expect(bars.map { $0.tabs.map(\.title) } == [["Home", "Search"]])
        #expect(bars.map(\.style) == [nil])
        #expect(bars.map(\.anchors.object.start.line) == [7])
    }
}

extension UIKitMappingTests {
    /// A bar set in the branches of an `if`, the `case`s of a `switch` or a `?:` is read as alternatives: one
    /// description for each combination of values that can show together, never two branches of one `if`.
    @Test func barsSetInBranchesAreAlternatives() throws {
        let source = """
            import UIKit
            final class ListController: UIViewController {
                var editingList = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if editingList {
                        navigationItem.title = "Edit List"
                        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
                    } else {
                        navigationItem.title = "List"
                        navigationItem.leftBarButtonItem = nil
                    }
                    navigationItem.rightBarButtonItems = editingList ? [] : [UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)]
                }
            }
            """
        let found = try descriptions(source, platforms: [.iOS])
        let bars = found.compactMap(\.toolbar)
        #expect(bars.map(\.title) == ["Edit List", "Edit List", "List", "List"])
        #expect(bars.map { $0.groups.map { $0.items.compactMap(\.role?.rawValue) } } == [[["cancel"]], [["cancel"], ["add"]], [], [["add"]]])
        #expect(found.flatMap(\.notUnderstood).isEmpty)
    }

    /// A local declared without a value and given one in each `case` holds one of them where it is used.
    @Test func aLocalItemGivenInEachCaseIsEachOfThem() throws {
        let source = """
            import UIKit
            final class ListController: UIViewController {
                func update(_ editing: Bool) {
                    let button: UIBarButtonItem?
                    switch editing {
                    case true: button = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
                    case false: button = nil
                    }
                    navigationItem.setRightBarButton(button, animated: true)
                }
            }
            """
        let bars = try descriptions(source, platforms: [.iOS]).compactMap(\.toolbar)
        #expect(bars.map { $0.groups.flatMap(\.items).map(\.label) } == [["Done"]])
        #expect(bars.first?.groups.first?.items.first?.anchors.object.start == SourcePosition(line: 6, column: 29))
    }
}

extension UIKitMappingTests {
    /// Tabs of controllers the type's own functions make and return, their tab bar items set there or by
    /// the controller itself; and iOS 18 tabs kept in stored properties and gathered in a local array.
    @Test func tabsMadeByTheTypesOwnFunctionsAndGatheredLocally() throws {
        let path = packageRoot.appendingPathComponent("Fixtures/swift/BuiltTabsApp/AppCoordinator.swift").path
        let made = try #require(try descriptions(String(contentsOfFile: path, encoding: .utf8), platforms: [.iOS], path: path).compactMap(\.tabBar).first)
        #expect(made.tabs.map(\.title) == ["Inbox", "Contacts", "Preferences"])
        #expect(made.tabs.map(\.symbol) == ["tray.fill", nil, "gearshape"])
        #expect(made.tabs.map(\.image) == [nil, "contacts-tab", nil])
        #expect(made.dynamicTabs != true)
        let listed = packageRoot.appendingPathComponent("Fixtures/swift/BuiltTabsApp/LibraryTabsController.swift").path
        let gathered = try #require(try descriptions(String(contentsOfFile: listed, encoding: .utf8), platforms: [.iOS], path: listed).compactMap(\.tabBar).first)
        #expect(gathered.tabs.map(\.title) == ["Home", "Albums", "Search"])
        #expect(gathered.tabs.map(\.symbol) == ["house.fill", "square.stack", "magnifyingglass"])
    }
}
