import AppKit

/// Fixture: two window controllers loaded from their nibs and shown as windows of their own. The
/// history window keeps the title its nib gives; the reader names its window after the open
/// article, so the nib's title is a placeholder people may never see.
final class HistoryWindowController: NSWindowController {
    override var windowNibName: NSNib.Name? { "History" }
}

final class ReaderWindowController: NSWindowController {
    var articleName = ""

    override var windowNibName: NSNib.Name? { "Reader" }

    override func windowDidLoad() {
        super.windowDidLoad()
        window?.title = articleName
    }
}

final class WindowOpener {
    private var controllers: [NSWindowController] = []

    func openHistory() {
        let controller = HistoryWindowController()
        controllers.append(controller)
        controller.showWindow(nil)
    }

    func openReader(named name: String) {
        let controller = ReaderWindowController()
        controller.articleName = name
        controllers.append(controller)
        controller.showWindow(nil)
    }
}

/// A toast: its nib's window has no style mask, so no title bar; the title names it to the code.
final class ToastWindowController: NSWindowController {
    override var windowNibName: NSNib.Name? { "Toast" }
}

/// A feedback form whose controller hides its window's title once the nib is loaded: the nib's
/// title names the window to the code and the Window menu, not in its title bar.
final class FeedbackWindowController: NSWindowController {
    override var windowNibName: NSNib.Name? { "Feedback" }

    override func windowDidLoad() {
        super.windowDidLoad()
        window?.titleVisibility = .hidden
        window?.titlebarAppearsTransparent = true
    }
}
