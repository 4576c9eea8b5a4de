import AppKit

final class EditorWindowController: NSWindowController {
    override func windowDidLoad() {
        super.windowDidLoad()
        // The shipping app's window: its title is judged as shown.
        window?.title = "Untitled Document Window"
    }
}
