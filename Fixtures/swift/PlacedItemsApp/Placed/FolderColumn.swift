import SwiftUI

// The split view's sidebar column, written in a file of its own: on iPad its title heads the
// column; on iPhone, where the split view collapses to it, it titles the first screen.
// Its list shows only once there are folders.
struct FolderColumn: View {
    @State private var hasFolders = true

    var body: some View {
        Group {
            if !hasFolders {
                ContentUnavailableView("No Folders", systemImage: "folder")
            } else {
                List {
                    NavigationLink("Inbox", value: 1)
                    NavigationLink("Archive", value: 2)
                    Button("New Folder") { hasFolders = true }
                }
                .listStyle(.sidebar)
            }
        }
        .navigationTitle("Placed")
    }
}
