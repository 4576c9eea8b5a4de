import SwiftUI

/// The watch app's remote: four buttons in its toolbar.
struct WristRemote: View {
    var body: some View {
        Text("Remote")
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Up", systemImage: "chevron.up") {}
                    Button("Down", systemImage: "chevron.down") {}
                    Button("Select", systemImage: "circle") {}
                    Button("Menu", systemImage: "list.bullet") {}
                }
            }
    }
}
