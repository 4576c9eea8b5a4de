import AppKit
import SwiftUI

/// An AppKit window whose default toolbar items are built in steps, one step under
/// `#available` (read for the latest release, its else branch not), and two of whose items are
/// SwiftUI views the app hosts: the one without a label has nothing to match a menu-bar command
/// by, so a person checks.
final class DocumentWindowController: NSWindowController, NSToolbarDelegate {
    func setUpToolbar() {
        let toolbar = NSToolbar(identifier: "Document")
        toolbar.delegate = self
        window?.toolbar = toolbar
    }

    func toolbarDefaultItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
        var items: [NSToolbarItem.Identifier] = [.toggleSidebar, .flexibleSpace]
        if #available(macOS 26, *) {
            items += [.branch, .flexibleSpace, .activity]
        } else {
            items += [.branch, .activity]
        }
        items.append(contentsOf: [.flexibleSpace, .toggleInspector])
        return items
    }

    func toolbar(_ toolbar: NSToolbar, itemForItemIdentifier itemIdentifier: NSToolbarItem.Identifier,
                 willBeInsertedIntoToolbar flag: Bool) -> NSToolbarItem? {
        switch itemIdentifier {
        case .branch:
            let item = NSToolbarItem(itemIdentifier: .branch)
            item.view = NSHostingView(rootView: BranchPicker())
            return item
        case .activity:
            let item = NSToolbarItem(itemIdentifier: .activity)
            item.label = "Activity"
            item.view = NSHostingView(rootView: ActivityView())
            return item
        default:
            return NSToolbarItem(itemIdentifier: itemIdentifier)
        }
    }
}

extension NSToolbarItem.Identifier {
    static let branch = NSToolbarItem.Identifier("branch")
    static let activity = NSToolbarItem.Identifier("activity")
}

struct BranchPicker: View {
    var body: some View { Text("main") }
}

struct ActivityView: View {
    var body: some View { ProgressView() }
}

@main
struct EditorApp: App {
    // The document window is AppKit's: the app's delegate opens it.
    @NSApplicationDelegateAdaptor private var delegate: AppDelegate

    var body: some Scene {
        Settings { Text("Settings") }
    }
}

final class AppDelegate: NSObject, NSApplicationDelegate {
    private let documents = DocumentWindowController()
    /// Opens the browser and history windows when the menu asks.
    let opener = WindowOpener()

    func applicationDidFinishLaunching(_ notification: Notification) {
        documents.showWindow(nil)
    }
}
