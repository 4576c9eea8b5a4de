import SwiftUI

/// The sidebar: the folder tree or the tags, as the mode says.
struct BrowserPanel: View {
    let mode: BrowserMode

    var body: some View {
        mode
    }
}

enum BrowserMode: View {
    case folders, tags

    var body: some View {
        switch self {
        case .folders: FolderTree()
        case .tags: Text("Tags")
        }
    }
}
