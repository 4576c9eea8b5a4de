import AppKit

/// Items chosen by an `if … else if` chain on the identifier, each built by a helper of the class
/// that keeps its image in a constant.
final class VaultWindowController: NSWindowController, NSToolbarDelegate {
    enum Identifiers {
        static let sync = NSToolbarItem.Identifier("sync")
        static let addEntry = NSToolbarItem.Identifier("addEntry")
    }

    func toolbarDefaultItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
        [Identifiers.sync, .flexibleSpace, Identifiers.addEntry]
    }

    func toolbar(_ toolbar: NSToolbar, itemForItemIdentifier itemIdentifier: NSToolbarItem.Identifier,
                 willBeInsertedIntoToolbar flag: Bool) -> NSToolbarItem? {
        if itemIdentifier == Identifiers.sync {
            return syncItem()
        } else if itemIdentifier == Identifiers.addEntry {
            return addEntryItem()
        }
        return NSToolbarItem(itemIdentifier: itemIdentifier)
    }

    func syncItem() -> NSToolbarItem {
        let item = NSToolbarItem(itemIdentifier: Identifiers.sync)
        let image = NSImage(systemSymbolName: "arrow.triangle.2.circlepath", accessibilityDescription: nil)!
        let button = NSButton(image: image, target: self, action: #selector(sync))
        item.view = button
        item.label = "Sync"
        item.action = #selector(sync)
        return item
    }

    func addEntryItem() -> NSToolbarItem {
        let item = NSToolbarItem(itemIdentifier: Identifiers.addEntry)
        item.image = NSImage(systemSymbolName: "plus.circle", accessibilityDescription: nil)
        item.label = "Add Entry"
        item.action = #selector(addEntry)
        return item
    }

    @objc private func sync() {}
    @objc private func addEntry() {}
}
