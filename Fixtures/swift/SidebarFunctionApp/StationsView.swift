import SwiftUI

/// A Mac split view whose sidebar column is a `@ViewBuilder` function of the view, given by name
/// (`NavigationSplitView(sidebar: sidebar) { … }`) rather than written in a closure: its rows are
/// read as a closure's would be, and a row that runs a command is found.
struct StationsView: View {
    @State private var selection: String?
    @State private var showingImport = false

    var body: some View {
        NavigationSplitView(sidebar: sidebar) {
            Text(selection ?? "Nothing selected")
        }
    }

    @ViewBuilder private func sidebar() -> some View {
        List(selection: $selection) {
            NavigationLink(value: "stream") { Label("Stream", systemImage: "bolt.horizontal") }
            NavigationLink(value: "likes") { Label("Likes", systemImage: "heart") }
            Button("Import Playlist", systemImage: "square.and.arrow.down") { showingImport = true }
        }
    }
}
