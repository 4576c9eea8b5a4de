import SwiftUI

// A Mac app whose sidebar column is titled with the app's name, and whose every page in the
// detail column titles itself: the window shows the page's title, never the sidebar's.
@main
struct MarginsApp: App {
    var body: some Scene {
        WindowGroup {
            MarginsRoot()
        }
        Window("Archive", id: "archive") {
            ArchiveRoot()
        }
        Window("Journal", id: "journal") {
            JournalRoot()
        }
    }
}

enum MarginsPage: Hashable {
    case notes, tags
}

struct MarginsRoot: View {
    @State private var page: MarginsPage? = .notes

    var body: some View {
        NavigationSplitView {
            List(selection: $page) {
                Label("Notes", systemImage: "note.text").tag(MarginsPage.notes)
                Label("Tags", systemImage: "tag").tag(MarginsPage.tags)
            }
            .navigationTitle("Margins")
        } detail: {
            switch page {
            case .tags:
                TagsPane()
            default:
                NotesPane()
            }
        }
    }
}

struct NotesPane: View {
    var body: some View {
        Text("No note selected")
            .navigationTitle("All Notes")
    }
}

struct TagsPane: View {
    var body: some View {
        Text("No tag selected")
            .navigationTitle("Tags")
    }
}
