import SwiftUI

struct ShelvesView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("On device") { Text("None").navigationTitle(Shelf.device.title) }
                NavigationLink("Empty") { Text("None").navigationTitle(NSLocalizedString("shelf.empty.title", comment: "")) }
            }
            .navigationTitle(Shelf.queue.title)
        }
    }
}
