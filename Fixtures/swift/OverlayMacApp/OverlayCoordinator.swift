import AppKit
import SwiftUI

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

    // Made once, when first shown: the condition decides whether the window is made, not its title.
    private var statsController: NSWindowController?

    func showStatistics() {
        if statsController == nil {
            let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 480, height: 360),
                                  styleMask: [.titled, .closable], backing: .buffered, defer: false)
            window.title = "Statistics For Every Calendar"
            statsController = NSWindowController(window: window)
        }
        statsController?.showWindow(nil)
    }

    // Hosting SwiftUI content that names its own title: SwiftUI titles the window with it.
    func showAgenda() {
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 480, height: 360),
                              styleMask: [.titled, .closable], backing: .buffered, defer: false)
        window.contentViewController = NSHostingController(rootView: AgendaView())
        window.title = "Agenda For Every Calendar Today"
        NSWindowController(window: window).showWindow(nil)
    }

    // Titled content hosted elsewhere (a popover), not as the window's content: the code's title stands.
    func showPlanner(popover: NSPopover) {
        popover.contentViewController = NSHostingController(rootView: AgendaView())
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 480, height: 360),
                              styleMask: [.titled, .closable], backing: .buffered, defer: false)
        window.title = "Planner For Every Calendar Week"
        NSWindowController(window: window).showWindow(nil)
    }

    // Titled under a condition of its own, after it is made: which title it has is not known.
    func showExport(large: Bool) {
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 480, height: 360),
                              styleMask: [.titled, .closable], backing: .buffered, defer: false)
        if large {
            window.title = "Export Every Event To A File"
        }
        NSWindowController(window: window).showWindow(nil)
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

struct AgendaView: View {
    var body: some View {
        List { Text("Standup") }
            .navigationTitle("Agenda")
    }
}
