import SwiftUI

// The split view's sidebar column, written in a file of its own: its title heads the column.
struct FolderColumn: View {
    var body: some View {
        List {
            NavigationLink("Inbox", value: 1)
            NavigationLink("Archive", value: 2)
        }
        .listStyle(.sidebar)
        .navigationTitle("Placed")
    }
}
