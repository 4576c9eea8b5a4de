import SwiftUI

// A book's page. Its note editor is private to this file; ShelfCardView.swift keeps an older
// private editor of the same name that nothing there shows.
struct BookDetailView: View {
    @State private var editsNote = false

    var body: some View {
        Button("Edit Note") { editsNote = true }
            .sheet(isPresented: $editsNote) { NoteEditorView() }
    }
}

private struct NoteEditorView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            TextEditor(text: .constant(""))
                .navigationTitle("Note")
                .navigationBarItems(leading: cancelButton, trailing: doneButton)
        }
    }

    private var cancelButton: some View {
        Button(action: { dismiss() }, label: { Text("Cancel") })
    }

    private var doneButton: some View {
        Button(action: { dismiss() }, label: { Text("Done") })
    }
}
