import AppKit

extension NSToolbarItem.Identifier {
    static let newNote = NSToolbarItem.Identifier("newNote")
    static let share = NSToolbarItem.Identifier("share")
    static let search = NSToolbarItem.Identifier("search")
    static let format = NSToolbarItem.Identifier("format")
}

// The main window of a notes app: a sidebar, a toolbar built by its delegate, and no visible title.
final class MainWindowController: NSWindowController, NSToolbarDelegate {
    override func windowDidLoad() {
        super.windowDidLoad()
        let toolbar = NSToolbar(identifier: "main")
        toolbar.delegate = self
        toolbar.allowsUserCustomization = true
        toolbar.displayMode = .iconOnly
        window?.toolbar = toolbar
        window?.titleVisibility = .hidden
    }

    func toolbarDefaultItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
        [.toggleSidebar, .sidebarTrackingSeparator, .newNote, .flexibleSpace, .format, .share, .search]
    }

    func toolbarAllowedItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
        toolbarDefaultItemIdentifiers(toolbar) + [.space, .print]
    }

    func toolbar(_ toolbar: NSToolbar, itemForItemIdentifier itemIdentifier: NSToolbarItem.Identifier,
                 willBeInsertedIntoToolbar flag: Bool) -> NSToolbarItem? {
        switch itemIdentifier {
        case .newNote:
            let item = NSToolbarItem(itemIdentifier: itemIdentifier)
            item.label = "New Note"
            item.image = NSImage(systemSymbolName: "square.and.pencil", accessibilityDescription: nil)
            item.action = #selector(newNote(_:))
            return item
        case .format:
            let item = NSMenuToolbarItem(itemIdentifier: itemIdentifier)
            item.label = "Format"
            item.image = NSImage(systemSymbolName: "textformat", accessibilityDescription: nil)
            return item
        case .share:
            let item = NSSharingServicePickerToolbarItem(itemIdentifier: itemIdentifier)
            item.label = "Share"
            return item
        case .search:
            return NSSearchToolbarItem(itemIdentifier: itemIdentifier)
        default:
            return nil
        }
    }

    @objc func newNote(_ sender: Any?) {}
}
