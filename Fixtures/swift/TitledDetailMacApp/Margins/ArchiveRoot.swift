import SwiftUI

// A second window whose detail column titles nothing itself: only a screen its links push does.
// Until one is pushed, the window shows the sidebar's title, the app's name.
struct ArchiveRoot: View {
    var body: some View {
        NavigationSplitView {
            List {
                Label("Last Year", systemImage: "archivebox")
            }
            .navigationTitle("Margins")
        } detail: {
            ArchiveList()
        }
    }
}

struct ArchiveList: View {
    var body: some View {
        List {
            NavigationLink {
                Text("An old note")
                    .navigationTitle("Old Note")
            } label: {
                Text("An old note")
            }
        }
    }
}
