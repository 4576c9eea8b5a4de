import AppKit

/// The toolbar's delegate makes no item: Window.storyboard declares them, each with the identifier
/// one of these constants stands for, and this chooses which show by default. Refresh and each
/// segment of the move type are commands of the menu bar (MainMenu.xib); Export is not.
final class RouteToolbarController: NSObject, NSToolbarDelegate {
    func toolbarDefaultItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
        [.refresh, .flexibleSpace, .export, .moveType]
    }
}

final class RouteWindowController: NSWindowController {
    override func windowDidLoad() {
        super.windowDidLoad()
        window?.title = "Route"
    }
}
