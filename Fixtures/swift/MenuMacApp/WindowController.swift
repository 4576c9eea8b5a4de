import AppKit

extension NSToolbarItem.Identifier {
    static let markRead = NSToolbarItem.Identifier("markRead")
    static let readerView = NSToolbarItem.Identifier("readerView")
    static let share = NSToolbarItem.Identifier("share")
    static let add = NSToolbarItem.Identifier("add")
    static let back = NSToolbarItem.Identifier("back")
    static let progress = NSToolbarItem.Identifier("progress")
}

/// An AppKit app's main window: its toolbar is built in code, its menu bar is MainMenu.xib
/// beside it. Each toolbar item is matched with the menu's commands by the selector it sends,
/// written as `#selector(…)` (with or without its labels), as a string given to a helper, or on the button the item shows;
/// a menu the item opens is matched by its entries. Only Share has no command in the menu bar.
final class WindowController: NSWindowController, NSToolbarDelegate {
    override func windowDidLoad() {
        super.windowDidLoad()
        let toolbar = NSToolbar(identifier: "Main")
        toolbar.delegate = self
        window?.toolbar = toolbar
    }

    func toolbarDefaultItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
        [.add, .flexibleSpace, .markRead, .readerView, .share, .back, .progress]
    }

    func toolbarAllowedItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
        toolbarDefaultItemIdentifiers(toolbar)
    }

    func toolbar(_ toolbar: NSToolbar, itemForItemIdentifier itemIdentifier: NSToolbarItem.Identifier,
                 willBeInsertedIntoToolbar flag: Bool) -> NSToolbarItem? {
        switch itemIdentifier {
        case .add:
            let item = NSMenuToolbarItem(itemIdentifier: .add)
            item.label = "Add"
            item.image = NSImage(systemSymbolName: "plus", accessibilityDescription: "Add")
            item.menu = makeAddMenu()
            return item
        case .markRead:
            let title = "Mark Read"
            return makeButton(.markRead, title, "envelope.open", "toggleRead:")
        case .readerView:
            let item = NSToolbarItem(itemIdentifier: .readerView)
            item.label = "Reader View"
            let button = ReaderViewButton()
            button.action = #selector(toggleReaderView)
            item.view = button
            return item
        case .share:
            let title = "Share"
            return makeButton(.share, title, "square.and.arrow.up", "showShareMenu:")
        case .back:
            // A helper makes the item; the case sets its action, which Go to Previous Page runs.
            let item = labelledItem(.back, label: "Back", content: NSImage(named: NSImage.goBackTemplateName)!)
            item?.action = #selector(self.goBack)
            return item
        case .progress:
            // A spinner shows state, which no one presses: no item, and no command to match.
            let spinner = NSProgressIndicator()
            spinner.style = .spinning
            return labelledItem(.progress, label: "Loading", content: spinner)
        default:
            return nil
        }
    }

    func makeButton(_ identifier: NSToolbarItem.Identifier, _ title: String, _ symbol: String, _ selector: String) -> NSToolbarItem {
        let item = NSToolbarItem(itemIdentifier: identifier)
        let button = NSButton()
        button.image = NSImage(systemSymbolName: symbol, accessibilityDescription: title)
        button.action = Selector((selector))
        item.view = button
        item.label = title
        return item
    }

    func makeAddMenu() -> NSMenu {
        let menu = NSMenu()
        let feed = NSMenuItem()
        feed.title = "New Feed…"
        feed.action = #selector(AppDelegate.showAddFeed(_:))
        menu.addItem(feed)
        let folder = NSMenuItem()
        folder.title = "New Folder…"
        folder.action = #selector(AppDelegate.showAddFolder(_:))
        menu.addItem(folder)
        return menu
    }

    @objc func toggleReaderView(_ sender: Any?) {}
    @objc func goBack(_ sender: Any) {}
}

extension WindowController {
    func labelledItem(_ identifier: NSToolbarItem.Identifier, label: String, content: AnyObject) -> NSToolbarItem? {
        let item = NSToolbarItem(itemIdentifier: identifier)
        item.label = label
        // The parameter shadowed by its cast, and the other kind in the `else`: only what was given is read.
        if let content = content as? NSImage { item.image = content } else { item.view = content as? NSView }
        return item
    }
}

final class ReaderViewButton: NSButton {}

final class AppDelegate: NSObject {
    @objc func showAddFeed(_ sender: Any?) {}
    @objc func showAddFolder(_ sender: Any?) {}
}
