import SwiftUI

struct LibraryWindow: View {
    var body: some View {
        SplitWrapper {
            List {
                NavigationLink("Recent", value: 1)
                DisclosureGroup("Collections") {
                    DisclosureGroup("Travel") {
                        NavigationLink("Lisbon", value: 2)
                    }
                }
            }
            .listStyle(.plain)
        } detail: {
            Text("Pick a book")
        }
    }
}
