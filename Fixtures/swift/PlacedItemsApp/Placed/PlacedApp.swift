import SwiftUI

@main
struct PlacedApp: App {
    var body: some Scene {
        WindowGroup {
            PlacedRoot()
        }
    }
}

struct PlacedRoot: View {
    var body: some View {
        NavigationSplitView {
            FolderColumn()
        } detail: {
            NoteList()
        }
    }
}
