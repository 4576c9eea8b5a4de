import SwiftUI

// A window's own toolbar whose items use the modal placements: in a Mac window they only place
// the items (no done or cancel role, nothing drawn prominent), so each still needs a menu command.
struct ShopWindow: View {
    @State private var sort = 0
    @State private var query = ""

    var body: some View {
        Text("Shop")
            .toolbar {
                // A pop-up picker beside the search field: each has an edge of its own on the Mac.
                ToolbarItem(placement: .primaryAction) {
                    Picker("Sort By", selection: $sort) {
                        Text("Name").tag(0)
                        Text("Price").tag(1)
                    }
                }
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
            .searchable(text: $query)
    }
}
