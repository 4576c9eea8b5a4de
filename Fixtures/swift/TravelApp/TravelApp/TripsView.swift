import SwiftUI

/// Trips in a split view: destinations in the sidebar, the selected trip beside it.
struct TripsView: View {
    @State private var selection: Destination? = .upcoming

    var body: some View {
        NavigationSplitView {
            TripsSidebar(selection: $selection)
        } detail: {
            TripDetail()
        }
    }
}

struct TripsSidebar: View {
    @Binding var selection: Destination?

    var body: some View {
        List(selection: $selection) {
            Section("Trips") {
                ForEach(Destination.allCases) { destination in
                    NavigationLink(value: destination) {
                        Label(destination.title, systemImage: destination.systemImage)
                    }
                    .foregroundStyle(.teal)
                }
            }
            Section("Shared") {
                Label("Family", systemImage: "person.3")
            }
        }
        .navigationTitle("Trips")
    }
}
