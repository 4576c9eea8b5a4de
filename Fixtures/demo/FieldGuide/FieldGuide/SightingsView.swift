import SwiftUI

/// The journal: every sighting, newest first.
struct SightingsView: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Grey heron, 08:14")
                Text("Kingfisher, 07:52")
            }
            .navigationTitle("Sightings")
            .toolbar {
                SightingActions()
                ToolbarItem(placement: .topBarLeading) {
                    Button {} label: {
                        Image(systemName: "line.3.horizontal.decrease")
                    }
                }
            }
        }
    }
}
