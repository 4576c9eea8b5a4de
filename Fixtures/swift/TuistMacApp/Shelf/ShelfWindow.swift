import SwiftUI

/// The main window's shelf: five toolbar commands, as a Mac window holds them.
struct ShelfWindow: View {
    var body: some View {
        List {
            Text("Books")
        }
        .toolbar {
            ToolbarItemGroup {
                Button("Add Book", systemImage: "plus") {}
                Button("Share", systemImage: "square.and.arrow.up") {}
                Button("Sort", systemImage: "arrow.up.arrow.down") {}
                Button("Filter", systemImage: "line.3.horizontal.decrease") {}
                Button("Info", systemImage: "info.circle") {}
            }
        }
    }
}
