import SwiftUI

/// What sits below the folder tree: a menu of things to add, and the count of notes.
struct FolderTreeBar: View {
    var body: some View {
        HStack {
            newItemMenu
            Spacer()
            Text("12 notes")
        }
        .padding(6)
    }

    private var newItemMenu: some View {
        Menu {
            Button("New Note") {}
            Button("New Folder") {}
        } label: {
            Image(systemName: "plus")
        }
        .menuStyle(.borderlessButton)
    }
}
