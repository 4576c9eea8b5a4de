import SwiftUI

struct LibraryView: View {
    @State private var selection: String?
    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                Section("Shelves") {
                    Label("Reading", systemImage: "book")
                    Label("Finished", systemImage: "checkmark.circle")
                }
            }
            .listStyle(.sidebar)
            .navigationTitle("Library")
        } detail: {
            Text(selection ?? "Pick a shelf")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add", systemImage: "plus") {}
                            .buttonStyle(.borderedProminent)
                    }
                }
        }
    }
}
