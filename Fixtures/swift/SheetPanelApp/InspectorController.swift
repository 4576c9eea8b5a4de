import AppKit

/// A window the code makes and shows: its title is a window's, and checked.
final class InspectorController: NSViewController {
    private var inspector: NSWindow?

    func showInspector() {
        let window = NSWindow(contentRect: .zero, styleMask: [.titled, .closable], backing: .buffered, defer: false)
        window.title = "Selection Inspector Details"
        inspector = window
        window.makeKeyAndOrderFront(nil)
    }
}

/// A panel the code keeps in a property and shows as a sheet, where no title shows: not checked.
final class ValueEditorController: NSViewController {
    private var editorSheet: NSPanel?

    func editSerializedValue() {
        let panel = NSPanel(contentRect: .zero, styleMask: [.titled, .resizable], backing: .buffered, defer: false)
        panel.title = "Serialized Value Editor"
        editorSheet = panel
        guard let sheet = editorSheet else { return }
        view.window?.beginSheet(sheet, completionHandler: nil)
    }
}
