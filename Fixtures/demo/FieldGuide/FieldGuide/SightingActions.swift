import SwiftUI

/// The journal's actions, shared by the screens that list sightings.
struct SightingActions: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItemGroup(placement: .primaryAction) {
            Button("Log Sighting") {}
                .buttonStyle(.borderedProminent)
            Button("Export") {}
                .buttonStyle(.borderedProminent)
        }
    }
}
