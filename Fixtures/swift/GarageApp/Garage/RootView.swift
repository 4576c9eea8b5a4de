import SwiftUI

struct RootView: View {
    var body: some View {
        NavigationSplitView {
            // On iPad the sidebar column's title heads the sidebar: the app's name is fine there. On iPhone the split view
            // collapses to this column, and the title is the first screen's: flagged.
            List {
                NavigationLink("Cars", value: 1)
                NavigationLink("Services", value: 2)
            }
            .navigationTitle("Garage")
        } detail: {
            ServiceList()
        }
    }
}

struct ServiceList: View {
    var body: some View {
        NavigationStack {
            Text("Oil change")
                // The detail column's title is the screen's: the app's name is flagged.
                .navigationTitle("Garage")
                .toolbar {
                    Button("Add Service", systemImage: "plus") {}
                }
        }
    }
}
