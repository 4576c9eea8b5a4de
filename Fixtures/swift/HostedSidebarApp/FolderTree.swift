import AppKit
import SwiftUI

/// The folders as an outline view, with a bar below that adds to them.
struct FolderTree: View {
    var body: some View {
        FolderOutline()
            .safeAreaInset(edge: .bottom) {
                FolderTreeBar()
            }
    }
}

struct FolderOutline: NSViewControllerRepresentable {
    typealias NSViewControllerType = FolderOutlineController

    func makeNSViewController(context: Context) -> FolderOutlineController {
        FolderOutlineController()
    }

    func updateNSViewController(_ controller: FolderOutlineController, context: Context) {}
}

final class FolderOutlineController: NSViewController {
    let outlineView = NSOutlineView()

    override func loadView() {
        let scroll = NSScrollView()
        scroll.documentView = outlineView
        view = scroll
    }
}
