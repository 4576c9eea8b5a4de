import AppKit
import SwiftUI

/// The main window's split view: a SwiftUI browser as its sidebar, the note beside it.
final class NotebookSplitController: NSSplitViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addSplitViewItem(sidebarItem(showing: BrowserPanel(mode: .folders)))
        addSplitViewItem(NSSplitViewItem(viewController: NSHostingController(rootView: NoteEditor())))
    }

    private func sidebarItem(showing panel: some View) -> NSSplitViewItem {
        let host = NSHostingController(rootView: panel)
        let item = NSSplitViewItem(sidebarWithViewController: host)
        item.canCollapse = true
        return item
    }
}

struct NoteEditor: View {
    var body: some View {
        Text("Note")
    }
}
