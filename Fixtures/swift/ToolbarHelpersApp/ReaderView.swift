import SwiftUI

/// A toolbar passed as a function (`.toolbar(content: toolbar)`), built from a `ToolbarContent`
/// type of the app's own that places the view its caller's closure gives.
struct ReaderView: View {
    var body: some View {
        NavigationStack {
            Text("Chapter")
                .toolbar(content: toolbar)
        }
    }

    @ToolbarContentBuilder
    private func toolbar() -> some ToolbarContent {
        TrailingItem {
            Button("Contents", systemImage: "list.bullet") {}
        }
        TrailingItem {
            Button("Bookmark") {}
        }
    }
}

struct TrailingItem<Content: View>: ToolbarContent {
    let content: () -> Content

    var body: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) { content() }
    }
}
