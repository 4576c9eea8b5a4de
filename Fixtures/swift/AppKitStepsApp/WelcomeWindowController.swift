import AppKit

/// A window class of the app's own that hides its title as it sets itself up: a controller that
/// makes its window from it, and titles it, shows no title (the title names the window in the
/// Window menu alone). The onboarding window made from the plain class shows its title.
final class ChromelessWindow: NSWindow {
    init(contentViewController: NSViewController) {
        super.init(contentRect: .zero, styleMask: [.titled, .closable, .fullSizeContentView], backing: .buffered, defer: false)
        self.contentViewController = contentViewController
        setUp()
    }

    private func setUp() {
        titlebarAppearsTransparent = true
        titleVisibility = .hidden
    }
}

final class WelcomeWindowController: NSWindowController {
    private var contentWindow: ChromelessWindow?

    func showWelcome() {
        contentWindow = ChromelessWindow(contentViewController: NSViewController())
        window = contentWindow
        window?.title = "Welcome to the Application"
        window?.makeKeyAndOrderFront(self)
    }
}

final class OnboardingWindowController: NSWindowController {
    func showOnboarding() {
        window = NSWindow(contentViewController: NSViewController())
        window?.title = "Getting Started with Everything"
        window?.makeKeyAndOrderFront(self)
    }
}

/// A window that hides its title only while a slideshow runs: its title shows otherwise.
final class PresentingWindow: NSWindow {
    func beginSlideshow() { titleVisibility = .hidden }
    func endSlideshow() { titleVisibility = .visible }
}

final class SlideshowWindowController: NSWindowController {
    func showDocument() {
        window = PresentingWindow(contentRect: .zero, styleMask: [.titled, .closable], backing: .buffered, defer: false)
        window?.title = "Quarterly Report for the Board"
    }
}

/// The hiding class given to the controller as it is made, or made and titled in a function: no title shows.
final class BriefingWindowController: NSWindowController {
    convenience init() {
        self.init(window: ChromelessWindow(contentViewController: NSViewController()))
        window?.title = "Morning Briefing for Everyone"
    }

    func showSummary() {
        let summary = ChromelessWindow(contentViewController: NSViewController())
        summary.title = "Summary of the Whole Week"
        summary.makeKeyAndOrderFront(nil)
    }
}
