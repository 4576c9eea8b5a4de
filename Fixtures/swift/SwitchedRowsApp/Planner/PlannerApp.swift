import SwiftUI

@main
struct PlannerApp: App {
    var body: some Scene {
        WindowGroup {
            PlannerRoot()
        }
    }
}

struct PlannerRoot: View {
    @State private var place: PlannerPlace?

    var body: some View {
        NavigationSplitView {
            PlacesList(place: $place)
        } detail: {
            Text(place?.rawValue ?? "")
        }
    }
}
