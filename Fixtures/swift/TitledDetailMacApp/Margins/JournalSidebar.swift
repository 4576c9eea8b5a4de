import SwiftUI

// A third window, whose sidebar column is a view of its own titled with the app's name: the
// detail beside it titles itself, so the window shows the detail's title.
struct JournalRoot: View {
    var body: some View {
        NavigationSplitView {
            JournalSidebar()
        } detail: {
            JournalPane()
        }
    }
}

struct JournalSidebar: View {
    var body: some View {
        List {
            Label("Today", systemImage: "calendar")
        }
        .navigationTitle("Margins")
    }
}

struct JournalPane: View {
    var body: some View {
        Text("Nothing written today")
            .navigationTitle("Journal")
    }
}
