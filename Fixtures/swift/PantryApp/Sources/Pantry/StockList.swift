import SwiftUI

struct StockList: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var adding = false
    @State private var renaming = false

    var body: some View {
        List {
            Text("Milk")
        }
        .navigationTitle("Stock")
        .toolbar {
            ToolbarItemGroup(placement: .navigation) {
                Button("Filter", systemImage: "line.3.horizontal.decrease") {}
                Button("Sort", systemImage: "arrow.up.arrow.down") {}
            }
            // In the overflow menu on iPhone, in the bar on iPad.
            ToolbarItemGroup(placement: horizontalSizeClass == .compact ? .secondaryAction : .primaryAction) {
                Button("Inventory", systemImage: "list.clipboard") {}
                Button("Transfer", systemImage: "arrow.left.arrow.right") {}
            }
            // The title, not a control.
            ToolbarTitleMenu {
                Button("Rename") {}
            }
        }
        .sheet(isPresented: $adding) {
            AddItemForm()
        }
    }
}

struct AddItemForm: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
            }
            .navigationTitle("New Item")
            .toolbar {
                // Closes, whatever it keeps first.
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        keepDraft()
                        dismiss()
                    } label: {
                        Image(systemName: "xmark")
                    }
                }
                // The confirm role draws it prominent.
                ToolbarItem(placement: .topBarTrailing) {
                    Button(role: .confirm) {
                        save()
                        dismiss()
                    }
                }
            }
        }
    }

    private func keepDraft() {}
    private func save() {}
}

struct RenameForm: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("Milk")
                .navigationTitle("Rename")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        renameButton
                            .buttonStyle(.borderedProminent)
                    }
                }
        }
    }

    // Its style is given where it is used.
    private var renameButton: some View {
        Button("Rename") {
            save()
            dismiss()
        }
    }

    private func save() {}
}
