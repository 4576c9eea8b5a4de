#if targetEnvironment(macCatalyst)
import AppKit
#endif
import UIKit

/// A Mac Catalyst app's window toolbar: an NSToolbar delegate that only the Mac build compiles,
/// its default items in a computed property. It is read as a Mac toolbar.
final class MainToolbar: NSObject {}

#if targetEnvironment(macCatalyst)
extension MainToolbar: NSToolbarDelegate {
    private var defaultItems: [NSToolbarItem.Identifier] {
        [.back, .forward, .space, .newNote, .newFolder, .duplicate, .share, .print, .export, .tag, .flag, .flexibleSpace, .search]
    }

    func toolbarDefaultItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
        defaultItems
    }

    func toolbarAllowedItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
        defaultItems
    }

    func toolbar(_ toolbar: NSToolbar, itemForItemIdentifier itemIdentifier: NSToolbarItem.Identifier,
                 willBeInsertedIntoToolbar flag: Bool) -> NSToolbarItem? {
        switch itemIdentifier {
        case .back: return button(itemIdentifier, "Back", "chevron.left")
        case .forward: return button(itemIdentifier, "Forward", "chevron.right")
        case .newNote: return button(itemIdentifier, "New Note", "square.and.pencil")
        case .newFolder: return button(itemIdentifier, "New Folder", "folder.badge.plus")
        case .duplicate: return button(itemIdentifier, "Duplicate", "plus.square.on.square")
        case .share: return button(itemIdentifier, "Share", "square.and.arrow.up")
        case .export: return button(itemIdentifier, "Export", "arrow.up.doc")
        case .tag: return button(itemIdentifier, "Tag", "tag")
        case .flag: return button(itemIdentifier, "Flag", "flag")
        case .search: return NSSearchToolbarItem(itemIdentifier: itemIdentifier)
        default: return nil
        }
    }

    private func button(_ identifier: NSToolbarItem.Identifier, _ title: String, _ symbol: String) -> NSToolbarItem {
        let item = NSToolbarItem(itemIdentifier: identifier)
        item.label = title
        item.image = UIImage(systemName: symbol)
        return item
    }
}

extension NSToolbarItem.Identifier {
    static let back = Self("back"), forward = Self("forward"), newNote = Self("newNote"), newFolder = Self("newFolder")
    static let duplicate = Self("duplicate"), share = Self("share"), print = Self("print"), export = Self("export")
    static let tag = Self("tag"), flag = Self("flag"), search = Self("search")
}
#endif
