import AppKit

/// Windows an AppKit controller titles with nothing: a panel (a HUD) is not reported, nor a window
/// whose title bar the code takes away; a document window with an empty title is, for review.
final class HUDPanelController: NSWindowController {
    convenience init() {
        let panel = NSPanel(contentRect: NSRect(x: 0, y: 0, width: 200, height: 100),
                            styleMask: [.titled, .hudWindow, .utilityWindow, .nonactivatingPanel],
                            backing: .buffered, defer: false)
        panel.title = ""
        self.init(window: panel)
    }
}

final class BorderlessController: NSWindowController {
    override func windowDidLoad() {
        super.windowDidLoad()
        window?.title = ""
        window?.styleMask.remove(.titled)
    }
}

final class ReaderController: NSWindowController {
    override func windowDidLoad() {
        super.windowDidLoad()
        window?.title = ""
    }
}
