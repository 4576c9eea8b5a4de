import AppKit
import SwiftUI

/// Opens the app's windows from code, hosting SwiftUI content.
final class WindowOpener {
    var windows: [NSWindow] = []

    /// The content carries a view that hides its window's title: the title set here is never shown.
    func openBrowserWindow() {
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 900, height: 600),
                              styleMask: [.titled, .closable, .resizable, .fullSizeContentView],
                              backing: .buffered, defer: false)
        let content = BrowserView()
            .background(ChromeHider())
        window.contentView = NSHostingView(rootView: content)
        window.title = "Private Browsing Window"
        windows.append(window)
        window.makeKeyAndOrderFront(nil)
    }

    /// Nothing hides this one's title: it is the title people see.
    func openHistoryWindow() {
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 600, height: 400),
                              styleMask: [.titled, .closable, .resizable],
                              backing: .buffered, defer: false)
        window.contentView = NSHostingView(rootView: HistoryList())
        window.title = "Recently Closed Pages"
        windows.append(window)
        window.makeKeyAndOrderFront(nil)
    }
}

struct BrowserView: View {
    var body: some View { Text("Start Page") }
}

struct HistoryList: View {
    var body: some View { List { Text("Yesterday") } }
}

/// Reaches the hosting window once the view is in it and hides the title bar's text.
struct ChromeHider: NSViewRepresentable {
    func makeNSView(context: Context) -> NSView {
        let view = NSView()
        DispatchQueue.main.async {
            guard let window = view.window else { return }
            window.titlebarAppearsTransparent = true
            window.titleVisibility = .hidden
        }
        return view
    }

    func updateNSView(_ nsView: NSView, context: Context) {}
}
