import SwiftUI

// The watch app's own list of the same name: not the one the Mac app shows.
struct PlacesList: View {
    @Binding var place: PlannerPlace?

    var body: some View {
        List {
            Text("Upcoming")
            PlaceItems(place: .today)
        }
    }
}

@main
struct PlannerWatchApp: App {
    @State private var place: PlannerPlace?
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                PlacesList(place: $place)
            }
        }
    }
}
