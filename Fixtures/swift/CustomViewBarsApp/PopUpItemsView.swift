import SwiftUI

/// On the Mac a picker in a toolbar is a pop-up button, whose bezel and arrows part it from its
/// neighbours; on iPhone and iPad a picker showing text is a text item like any other. The symbol
/// its label names is the icon it shows. Two bare words still touch.
struct PopUpItemsView: View {
    @State private var layout = 0
    @State private var level = 0
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List {
                Text("Games")
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem {
                    Picker("Layout", systemImage: "square.grid.2x2", selection: $layout) {
                        Label("List", systemImage: "list.bullet").tag(0)
                        Label("Grid", systemImage: "square.grid.3x3").tag(1)
                    }
                }
                ToolbarItem {
                    Picker("Detail Level", selection: $level) {
                        Text("Errors").tag(0)
                        Text("Everything").tag(1)
                    }
                }
                ToolbarItem {
                    Menu("Filters", systemImage: "line.3.horizontal.decrease") {
                        Button("Installed") {}
                    }
                }
            }
            .searchable(text: $query)
        }
    }
}

struct BareWordsView: View {
    var body: some View {
        NavigationStack {
            Text("Queue")
                .navigationTitle("Queue")
                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Sort") {}
                        Button("Clear") {}
                    }
                }
        }
    }
}
