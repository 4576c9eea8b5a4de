import Foundation
import Testing
@testable import HIGLint
@testable import HIGLintSwift

/// UIKit and AppKit chrome as the code that runs after a storyboard or initializer sets it: the class's
/// own methods, properties configured after an item is given, items an app's helper makes, windows a
/// function makes, and titles from the bundle's name.
@Suite struct CodeThatRunsTests {
    func descriptions(_ source: String, platforms: [Platform], path: String = "Controller.swift") throws -> [Description] {
        try SwiftFrontEnd().load(bytes: Array(source.utf8), path: path, options: LoadOptions(platforms: platforms)).get()
    }

    /// A controller whose superclass is generic titles its bar; a symbol kept in a constant is the item's;
    /// a tint set on the item after it is given is the item's.
    @Test func barOfAControllerWithAGenericSuperclass() throws {
        let source = """
            import UIKit
            class ListController<Item>: UITableViewController {}
            final class ShelvesViewController: ListController<String> {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Shelves"
                    let gear = UIImage(systemName: "gearshape")
                    navigationItem.leftBarButtonItem = UIBarButtonItem(image: gear, style: .plain, target: self, action: nil)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: nil)
                    navigationItem.rightBarButtonItem?.tintColor = Palette.Shelf.accentGrey
                }
            }
            """
        let toolbar = try #require(try descriptions(source, platforms: [.iOS]).first?.toolbar)
        #expect(toolbar.title == "Shelves")
        #expect(toolbar.groups.map { $0.placement?.rawValue } == ["leading", "trailing"])
        #expect(toolbar.groups[0].items.map(\.symbol) == ["gearshape"])
        #expect(toolbar.groups[1].items.map(\.role?.rawValue) == ["add"])
        #expect(toolbar.groups[1].items[0].tint == ColorValue("Palette.Shelf.accentGrey"))
    }

    /// Each window a function makes (of AppKit's class or the app's own) is a window of its own, titled as that function titles it.
    @Test func windowsMadeInFunctions() throws {
        let source = """
            import AppKit
            final class Windows: NSObject {
                static func showLog() {
                    let log = NSWindow(contentRect: .zero, styleMask: [.titled], backing: .buffered, defer: false)
                    log.title = "Activity Log"
                    log.center()
                }
                static func showDebug() {
                    let debug = DebugPanel(contentRect: .zero, styleMask: [.titled], backing: .buffered, defer: false)
                    debug.title = "Debug"
                }
            }
            final class DebugPanel: NSPanel {}
            """
        let windows = try descriptions(source, platforms: [.macOS]).compactMap(\.window)
        #expect(windows.map(\.title) == ["Activity Log", "Debug"])
        #expect(windows.map(\.anchors.object.start) == [SourcePosition(line: 5, column: 21), SourcePosition(line: 10, column: 23)])
    }

    /// A toolbar item made by the app's own helper (`customItem(…)`) from a button the case makes,
    /// under `if #available`: the latest release's symbol is the item's.
    @Test func toolbarItemFromTheAppsHelper() throws {
        let source = """
            import AppKit
            final class Browser: NSObject, NSToolbarDelegate {
                func toolbarDefaultItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] { [.reload] }
                func toolbar(_ toolbar: NSToolbar, itemForItemIdentifier identifier: NSToolbarItem.Identifier, willBeInsertedIntoToolbar flag: Bool) -> NSToolbarItem? {
                    switch identifier {
                    case .reload:
                        let button = if #available(macOS 11.0, *) {
                            NSButton(image: NSImage(systemSymbolName: "arrow.clockwise", accessibilityDescription: nil)!, target: nil, action: #selector(reload))
                        } else {
                            NSButton(title: "Reload", target: nil, action: #selector(reload))
                        }
                        return customItem(identifier: .reload, label: "Reload", content: button)
                    default:
                        return nil
                    }
                }
                func customItem(identifier: NSToolbarItem.Identifier, label: String, content: NSButton) -> NSToolbarItem? {
                    let item = NSToolbarItem(itemIdentifier: identifier)
                    item.label = label
                    item.view = content
                    return item
                }
                @objc func reload() {}
            }
            """
        let toolbar = try #require(try descriptions(source, platforms: [.macOS]).first?.toolbar)
        let item = try #require(toolbar.groups.first?.items.first)
        #expect(item.label == "Reload" && item.symbol == "arrow.clockwise" && item.kind?.rawValue == "button")
    }
}

extension CodeThatRunsTests {
    /// A storyboard's sidebar whose split view controller's code keeps it from collapsing: the code's
    /// value is what people get, reported where the code sets it, and the storyboard's is not judged.
    @Test func sidebarKeptFromCollapsingInCodeOverTheStoryboard() throws {
        let folder = try CommandLineTests().temporaryDirectory()
        let storyboard = try String(contentsOf: packageRoot.appendingPathComponent("Fixtures/ib/mac-split-sidebar.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: #"<splitViewController id="Spl-bb-001""#, with: #"<splitViewController id="Spl-bb-001" customClass="ArchiveSplitController""#)
        try storyboard.write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        try """
            import AppKit
            final class ArchiveSplitController: NSSplitViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    splitViewItems[0].canCollapse = false
                }
            }
            """.write(to: folder.appendingPathComponent("ArchiveSplitController.swift"), atomically: true, encoding: .utf8)
        let run = try CommandLineTests().run(["--no-config", "--exit-zero", "Main.storyboard", "ArchiveSplitController.swift"], in: folder)
        let collapsing = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[sidebar-hideable]") || $0.hasSuffix("[sidebar-collapses-on-resize]") }
        #expect(collapsing == [
            "ArchiveSplitController.swift:5:41: info: sidebar does not collapse when the window narrows; consider letting it collapse so the content keeps its room in ArchiveSplitController.viewDidLoad [sidebar-collapses-on-resize]",
            "ArchiveSplitController.swift:5:41: info: sidebar cannot be hidden; consider letting people hide and show it to make room for content in ArchiveSplitController.viewDidLoad [sidebar-hideable]",
        ])
    }
}
