import SwiftUI

/// The Mac helper's window, with the toolbar a Mac window has.
struct AgentMenu: View {
    var body: some View {
        Text("Agent")
            .toolbar {
                ToolbarItemGroup {
                    Button("Connect", systemImage: "link") {}
                    Button("Pause", systemImage: "pause") {}
                    Button("Restart", systemImage: "arrow.clockwise") {}
                    Button("Log", systemImage: "doc.text") {}
                }
            }
    }
}
