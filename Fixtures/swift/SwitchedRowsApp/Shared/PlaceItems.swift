import SwiftUI

/// The detail of a place. Its title is state its one initializer sets from what the caller gives,
/// and nothing else changes it: the callers' texts are its titles.
struct PlaceItems: View {
    @State var title: String

    init(title: String) {
        self.title = title
    }

    var body: some View {
        List { Text("Nothing here") }
            .navigationTitle(title)
    }
}
