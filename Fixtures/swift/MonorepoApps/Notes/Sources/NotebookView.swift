import SwiftUI

// The same key as the Mail app's title: this app's catalog gives it a text too long for a title.
struct NotebookView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("folders.title") { Text("Folders") }
            }
            .navigationTitle("mailbox.title")
            .toolbar {
                Button("folders.title", systemImage: "folder") {}
            }
        }
    }
}
