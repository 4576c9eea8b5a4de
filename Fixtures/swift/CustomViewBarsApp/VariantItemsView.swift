import SwiftUI

/// `.symbolVariant(…)` draws another symbol than the one named: on the item, on its label, or on
/// the content around it, unless an item names its own; `.none` leaves a named symbol as it is.
struct VariantItemsView: View {
    @State private var downloaded = false

    var body: some View {
        NavigationStack {
            List {
                Text("Tracks")
            }
            .navigationTitle("Queue")
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Group {
                        if downloaded {
                            Button("Remove Download", systemImage: "trash") {}
                        } else {
                            Button("Download", systemImage: "arrow.down") {}
                        }
                    }
                    .symbolVariant(.circle)
                    Button {
                    } label: {
                        Label("Play", systemImage: "play")
                            .symbolVariant(.circle.fill)
                    }
                    Button("Shuffle", systemImage: "shuffle.circle") {}
                        .symbolVariant(.none)
                }
            }
        }
    }
}
