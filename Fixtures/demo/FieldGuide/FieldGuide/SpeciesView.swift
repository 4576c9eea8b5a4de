import SwiftUI

/// Species by family, with the sightings of the one chosen.
struct SpeciesView: View {
    var body: some View {
        NavigationSplitView {
            List {
                Label("Herons", systemImage: "bird").foregroundStyle(.blue)
                Label("Kingfishers", systemImage: "bird.fill").foregroundStyle(.orange)
                Label("Owls", systemImage: "moon").foregroundStyle(.purple)
                Label("Warblers", systemImage: "music.note")
            }
            .navigationTitle("Species")
        } detail: {
            Text("Choose a family")
                .toolbar {
                    SightingActions()
                }
        }
    }
}
