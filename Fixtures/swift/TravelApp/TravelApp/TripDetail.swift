import SwiftUI

/// One trip, with its actions in the navigation bar.
struct TripDetail: View {
    @State private var isEditing = false

    var body: some View {
        Text("Lisbon, 3–9 May")
            // hig-lint:disable:next title-length — the trip's full name is what people look for here
            .navigationTitle("Lisbon and the Atlantic Coast")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Book Hotel", systemImage: "bed.double") { }
                        .buttonStyle(.borderedProminent)
                }
                ToolbarItemGroup(placement: .primaryAction) {
                    if isEditing {
                        Button("Done") { isEditing = false }
                    } else {
                        Button("Edit") { isEditing = true }
                    }
                    ShareLink(item: "Lisbon")
                    Button("Add Stop", systemImage: "plus") { }
                        .buttonStyle(.borderedProminent)
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Show Map", systemImage: "map") { }
                }
            }
    }
}
