import SwiftUI

/// The app's top level: a tab bar on iPhone, a sidebar on iPad, Mac and Vision Pro.
struct RootView: View {
    var body: some View {
        TabView {
            Tab("Sightings", systemImage: "binoculars.fill") {
                SightingsView()
            }
            Tab("Species", systemImage: "bird") {
                SpeciesView()
            }
            Tab("Map", systemImage: "map") {
                Text("Map")
            }
            Tab(role: .search) {
                Text("Search")
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}
