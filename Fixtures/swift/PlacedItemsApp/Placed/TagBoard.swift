import SwiftUI

// A screen pushed in the window that shows its editor in a sheet through a function of its own:
// the editor is the sheet's, so Discard is its Cancel, and shares the leading end with Share.
// Done shares the trailing group with Reset, which the group's placement does not make a Done.
struct TagBoard: View {
    @State private var editing: String?

    var body: some View {
        List {
            Button("Travel") { editing = "Travel" }
        }
        .navigationTitle("Tags")
        .sheet(item: $editing) { tag in
            editor(for: tag)
        }
    }

    private func editor(for tag: String) -> some View {
        TagEditor(tag: tag)
    }
}

struct TagEditor: View {
    let tag: String

    var body: some View {
        NavigationStack {
            Text(tag)
                .navigationTitle("Edit Tag")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Discard") {}
                    }
                    ToolbarItem(placement: .topBarLeading) {
                        ShareLink(item: tag)
                    }
                    // The placement says where the two stand; only Done says it ends the task.
                    ToolbarItemGroup(placement: .confirmationAction) {
                        Button("Reset", systemImage: "arrow.counterclockwise") {}
                        Button("Done") {}
                    }
                }
        }
    }
}

extension String: @retroactive Identifiable {
    public var id: String { self }
}
