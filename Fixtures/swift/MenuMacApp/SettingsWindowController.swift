import AppKit

extension NSToolbarItem.Identifier {
    static let general = NSToolbarItem.Identifier("general")
    static let accounts = NSToolbarItem.Identifier("accounts")
    static let resetAll = NSToolbarItem.Identifier("resetAll")
}

/// A settings window whose toolbar switches panes: the items `toolbarSelectableItemIdentifiers`
/// returns stay selected once clicked, tabs rather than commands, and need no menu-bar command.
/// Reset All is not selectable, a command, and has none.
final class SettingsWindowController: NSWindowController, NSToolbarDelegate {
    override func windowDidLoad() {
        super.windowDidLoad()
        let toolbar = NSToolbar(identifier: "Settings")
        toolbar.delegate = self
        window?.toolbar = toolbar
    }

    func toolbarDefaultItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
        [.general, .accounts, .flexibleSpace, .resetAll]
    }

    func toolbarSelectableItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
        [.general, .accounts]
    }

    func toolbar(_ toolbar: NSToolbar, itemForItemIdentifier itemIdentifier: NSToolbarItem.Identifier,
                 willBeInsertedIntoToolbar flag: Bool) -> NSToolbarItem? {
        let item = NSToolbarItem(itemIdentifier: itemIdentifier)
        switch itemIdentifier {
        case .general:
            item.label = "General"
            item.image = NSImage(systemSymbolName: "gearshape", accessibilityDescription: nil)
            item.action = #selector(showPane(_:))
        case .accounts:
            item.label = "Accounts"
            item.image = NSImage(systemSymbolName: "at", accessibilityDescription: nil)
            item.action = #selector(showPane(_:))
        case .resetAll:
            item.label = "Reset All"
            item.image = NSImage(systemSymbolName: "arrow.counterclockwise", accessibilityDescription: nil)
            item.action = #selector(resetAll(_:))
        default:
            return nil
        }
        return item
    }

    @objc func showPane(_ sender: NSToolbarItem) {}
    @objc func resetAll(_ sender: Any?) {}
}
