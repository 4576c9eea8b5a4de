import SwiftUI

struct Note: Identifiable {
    let id: Int
    let name: String
}

/// Navigation titles written around a value: "Edit …" is short whatever the name; "Everything
/// About …" is too long before the name is added.
struct EditNoteView: View {
    let note: Note

    var body: some View {
        Form { Text(note.name) }
            .navigationTitle("Edit \(note.name)")
    }
}

struct NoteDetailView: View {
    let note: Note

    var body: some View {
        Form { Text(note.name) }
            .navigationTitle("Everything About \(note.name)")
    }
}

/// Keys with a value in them: the table's text is what people read ("Share … With Your Friends");
/// a key no table has says nothing people read.
struct ShareNoteView: View {
    let note: Note

    var body: some View {
        Form { Text(note.name) }
            .navigationTitle("notes.share-\(note.name)")
    }
}

struct MissingKeyView: View {
    let note: Note

    var body: some View {
        Form { Text(note.name) }
            .navigationTitle("notes.missing-reminders-\(note.name)")
    }
}

struct NotesView: View {
    let notes: [Note]

    var body: some View {
        NavigationStack {
            List(notes) { note in
                NavigationLink(note.name) { NoteDetailView(note: note) }
                NavigationLink("Edit") { EditNoteView(note: note) }
                NavigationLink("Share") { ShareNoteView(note: note) }
                NavigationLink("Reminders") { MissingKeyView(note: note) }
            }
            .navigationTitle("Notes")
        }
    }
}
