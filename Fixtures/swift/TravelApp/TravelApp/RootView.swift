import SwiftUI

/// The app's tabs; on iPad people can turn them into a sidebar.
struct RootView: View {
    var body: some View {
        TabView {
            Tab("Trips", systemImage: "suitcase.fill") {
                TripsView()
            }
            Tab("Map", systemImage: "map") {
                Text("Map")
            }
            Tab("Saved", systemImage: "bookmark") {
                Text("Saved")
            }
            TabSection("Collections") {
                Tab("Beaches", systemImage: "beach.umbrella") {
                    Text("Beaches")
                }
                Tab("Mountains", systemImage: "mountain.2") {
                    Text("Mountains")
                }
            }
            Tab(role: .search) {
                Text("Search")
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}
