import SwiftUI

struct ShelfView: View {
    @State private var searching = false

    var body: some View {
        NavigationStack {
            List {
                Text("Dune")
            }
            .navigationTitle("Volumes")
            .toolbar {
                ToolbarItem {
                    Button("Add Volume") {}
                }
                ToolbarItem {
                    Button("Lend Volume") {}
                }
                ToolbarItem {
                    Button("Sort Volumes") {}
                }
                ToolbarItem {
                    Button("Return Volume") {}
                }
                ToolbarItem {
                    Button("Refresh", systemImage: "arrow.clockwise") {}
                }
                ToolbarItem {
                    Button {} label: {
                        Label("Dismiss", systemImage: "xmark")
                    }
                }
                ToolbarItem {
                    Button("Find", systemImage: searching ? "xmark" : "magnifyingglass") {
                        searching.toggle()
                    }
                }
            }
        }
    }
}
