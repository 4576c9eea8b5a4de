import SwiftUI

/// A toolbar built through the app's own code: a `@ToolbarContentBuilder` function choosing between
/// the editing items and another function's regular ones (each an alternative the toolbar shows),
/// a helper that wraps the view it is given in a `ToolbarItem`, and labels drawn as stacks of a
/// text and an image, read as people see them.
struct LibraryView: View {
    @State private var editing = false

    var body: some View {
        NavigationStack {
            Text("Books")
                .toolbar { mainItems() }
        }
    }

    @ToolbarContentBuilder
    private func mainItems() -> some ToolbarContent {
        if editing {
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { editing = false }
            }
        } else {
            regularItems()
        }
    }

    @ToolbarContentBuilder
    private func regularItems() -> some ToolbarContent {
        item(sortMenu, id: "sort")
        item(Button("Add", systemImage: "plus") {}, id: "add")
        ToolbarItem(placement: .topBarTrailing) {
            Button { editing = true } label: {
                HStack {
                    Image(systemName: "checkmark")
                    Text("Select")
                }
            }
        }
        ToolbarItem(placement: .topBarTrailing) {
            Button("Import") {}
        }
    }

    private var sortMenu: some View {
        Menu {
            Button("Title") {}
            Button("Author") {}
        } label: {
            HStack {
                Text("Sort")
                Image(systemName: "chevron.down")
            }
        }
    }

    private func item(_ view: some View, id: String) -> some ToolbarContent {
        ToolbarItem(id: id, placement: .topBarTrailing) { view }
    }
}
