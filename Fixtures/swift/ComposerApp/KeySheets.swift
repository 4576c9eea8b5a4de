import SwiftUI

// Sheets whose trailing text button finishes the task: "Create" and "Save" drawn as any other
// item, and "Import" drawn bold, as the bar's done style is.
struct KeysView: View {
    @State private var creating = false
    @State private var renaming = false
    @State private var importing = false

    var body: some View {
        NavigationStack {
            List { Text("Keys") }
                .navigationTitle("Keys")
                .sheet(isPresented: $creating) { NewKeySheet(onCancel: { creating = false }) }
                .sheet(isPresented: $renaming) { RenameKeySheet() }
                .sheet(isPresented: $importing) { ImportKeySheet() }
        }
    }
}

struct NewKeySheet: View {
    var onCancel: () -> Void

    var body: some View {
        NavigationStack {
            Form { Text("Name") }
                .navigationBarItems(
                    leading: Button("Cancel", action: onCancel),
                    trailing: Button("Create", action: create)
                )
                .navigationTitle("New Key")
        }
    }

    private func create() {}
}

struct RenameKeySheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form { Text("Name") }
                .navigationTitle("Rename")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                    ToolbarItem(placement: .primaryAction) { Button("Save") { dismiss() } }
                }
        }
    }
}

struct ImportKeySheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form { Text("Key") }
                .navigationTitle("Import")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                    ToolbarItem(placement: .primaryAction) { Button("Import") { }.bold() }
                }
        }
    }
}
