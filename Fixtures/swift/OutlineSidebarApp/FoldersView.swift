import SwiftUI

struct Folder: Identifiable {
    let id = UUID()
    var name: String
    var children: [Folder]?
}

/// A sidebar whose rows are a tree of the app's data (`List(_:children:)`): no file says how deep
/// it goes, so hig-lint asks a person to check it stays within two levels.
struct FoldersView: View {
    let folders: [Folder]

    var body: some View {
        NavigationSplitView {
            List(folders, children: \.children) { folder in
                Label(folder.name, systemImage: "folder")
            }
        } detail: {
            Text("Choose a folder")
        }
    }
}
