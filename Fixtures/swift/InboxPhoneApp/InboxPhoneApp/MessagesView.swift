import SwiftUI

// On iPhone and iPad a search field sits in a drawer under the navigation bar by default or
// with .navigationBarDrawer, and in the sidebar with .sidebar: it touches no toolbar item. Only
// a field placed in the toolbar stands beside the items there.
struct MessagesView: View {
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List { Text("Hello") }
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Select") {} }
                }
                .searchable(text: $query)
        }
    }
}

struct ArchiveView: View {
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List { Text("Old") }
                .navigationTitle("Archive")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Select") {} }
                }
                .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
        }
    }
}

struct OutboxView: View {
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List { Text("Sent") }
                .navigationTitle("Outbox")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Select") {} }
                }
                .searchable(text: $query, placement: .toolbar)
        }
    }
}
