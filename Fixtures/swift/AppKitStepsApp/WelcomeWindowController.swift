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
