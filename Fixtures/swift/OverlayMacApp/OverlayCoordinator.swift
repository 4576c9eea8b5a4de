import AppKit

// Two windows a coordinator makes: a full-screen reminder without a title bar, whose title only
// names it to the code, and a titled history window, whose long title people read.
final class OverlayCoordinator {
    private var controllers: [NSWindowController] = []

    func showReminder(on screen: NSScreen) {
        let window = NSWindow(contentRect: screen.frame, styleMask: [.borderless], backing: .buffered, defer: false)
        window.styleMask.insert(.fullSizeContentView)
        window.title = "Upcoming Event Full Screen Reminder"
        window.level = .screenSaver
        let controller = NSWindowController(window: window)
        controllers.append(controller)
        controller.showWindow(nil)
    }

    func showHistory() {
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 480, height: 360),
                              styleMask: [.titled, .closable, .resizable], backing: .buffered, defer: false)
        window.title = "Reminder History Of Every Event"
        let controller = NSWindowController(window: window)
        controllers.append(controller)
        controller.showWindow(nil)
    }

    // Made titled, then given a style mask without `.titled`: the title bar goes, and its title with it.
    func showAlertEditor() {
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 360, height: 334),
                              styleMask: [.titled, .closable], backing: .buffered, defer: false)
        window.title = "Create a New Battery Alert Now"
        window.styleMask = [.fullSizeContentView]
        NSWindowController(window: window).showWindow(nil)
    }
}
