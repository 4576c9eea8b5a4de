import AppKit

extension NSToolbarItem.Identifier {
    static let refresh = NSToolbarItem.Identifier("refresh")
    static let subscribe = NSToolbarItem.Identifier("subscribe")
}

/// Default items chosen with `if #available`: the latest release's list is the toolbar people see.
final class ReaderWindowController: NSWindowController, NSToolbarDelegate {
    func toolbarDefaultItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
        if #available(macOS 11.0, *) {
            return [.refresh, .flexibleSpace, .subscribe, .flexibleSpace, .toggleSidebar, .flexibleSpace, .print]
        } else {
            return [.refresh, .subscribe]
        }
    }

    func toolbar(_ toolbar: NSToolbar, itemForItemIdentifier itemIdentifier: NSToolbarItem.Identifier,
                 willBeInsertedIntoToolbar flag: Bool) -> NSToolbarItem? {
        let item = NSToolbarItem(itemIdentifier: itemIdentifier)
        switch itemIdentifier {
        case .refresh:
            item.label = "Refresh"
            item.image = NSImage(systemSymbolName: "arrow.clockwise", accessibilityDescription: nil)
        case .subscribe:
            item.label = "Subscribe"
            item.image = NSImage(systemSymbolName: "plus", accessibilityDescription: nil)
        default:
            break
        }
        return item
    }
}

/// A window titled through a key no string table in the project gives a text: not read as the title.
final class ArchiveWindowController: NSWindowController {
    override func windowDidLoad() {
        super.windowDidLoad()
        window?.title = NSLocalizedString("archive_window_title", comment: "Archive")
    }
}
