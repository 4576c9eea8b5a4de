import AppKit

// A menu-bar app's window, made in code: one helper hides its title as it styles the window,
// another window keeps its title.
final class MenuBarWindowMaker: NSObject {
    var mainWindow: NSWindow?
    var logWindow: NSWindow?

    func setUpMainWindow() {
        let window = NSWindow(contentRect: .zero, styleMask: [.titled, .closable, .resizable], backing: .buffered, defer: false)
        styleAsPanel(window)
        window.title = "Application Main Window"
        mainWindow = window
        window.makeKeyAndOrderFront(nil)
    }

    func setUpLogWindow() {
        let window = NSWindow(contentRect: .zero, styleMask: [.titled, .closable], backing: .buffered, defer: false)
        window.title = "Application Log Window"
        logWindow = window
        window.makeKeyAndOrderFront(nil)
    }

    private func styleAsPanel(_ window: NSWindow) {
        window.styleMask.insert(.fullSizeContentView)
        window.titleVisibility = .hidden
        window.titlebarAppearsTransparent = true
    }
}
