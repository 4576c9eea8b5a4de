import SwiftUI

/// The Mac app's map window: five toolbar commands, as a Mac window holds them.
struct MapWindow: View {
    var body: some View {
        Text("Map")
            .toolbar {
                ToolbarItemGroup {
                    Button("Zoom In", systemImage: "plus.magnifyingglass") {}
                    Button("Zoom Out", systemImage: "minus.magnifyingglass") {}
                    Button("Locate", systemImage: "location") {}
                    Button("Layers", systemImage: "square.3.layers.3d") {}
                    Button("Share", systemImage: "square.and.arrow.up") {}
                }
            }
    }
}
