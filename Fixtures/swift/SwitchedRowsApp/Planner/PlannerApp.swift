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
            // Within each case, `place` holds that case: its name is the title.
            switch place {
            case .inbox:
                PlaceItems(title: place!.name)
            case .today:
                PlaceItems(title: place!.name)
            case .archive:
                PlaceItems(title: place!.name)
            default:
                Text("Choose a place")
            }
        }
    }
}
