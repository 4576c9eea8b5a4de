import SwiftUI

// Only the preview below shows it.
struct ShelfCardView: View {
    var body: some View {
        NavigationStack {
            Text("Dune")
                .navigationTitle("Shelf Card Preview")
        }
    }
}

#Preview {
    ShelfCardView()
}

// The card's first note editor, before BookDetailView.swift kept its own; nothing here shows it.
private struct NoteEditorView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            TextEditor(text: .constant(""))
                .navigationTitle("Card Note")
                .navigationBarItems(trailing: Button(action: { dismiss() }, label: { Text("Done") }))
        }
    }
}
