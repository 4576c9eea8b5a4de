import SwiftUI

// A window's own toolbar whose items use the modal placements: in a Mac window they only place
// the items (no done or cancel role, nothing drawn prominent), so each still needs a menu command.
struct ShopWindow: View {
    var body: some View {
        Text("Shop")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Back", systemImage: "chevron.backward") {}
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Reload", systemImage: "arrow.clockwise") {}
                }
                ToolbarItem(placement: .cancellationAction) {
                    Button("Open in Browser", systemImage: "safari") {}
                }
            }
    }
}
