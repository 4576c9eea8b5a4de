import SwiftUI

/// Sheets on iPhone and iPad show a navigation bar only inside a navigation container. The
/// settings pane is presented bare and holds none: its title and toolbar never show, so they are
/// not checked. The account pane is presented inside a NavigationStack, and the export pane holds
/// its own: both titles show, and are checked.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NotesView()
        }
    }
}

struct NotesView: View {
    @State private var showsSettings = false
    @State private var showsAccount = false
    @State private var showsExport = false

    var body: some View {
        NavigationStack {
            List {}
                .navigationTitle("Notes")
                .sheet(isPresented: $showsSettings) {
                    SettingsPane()
                }
                .sheet(isPresented: $showsAccount) {
                    NavigationStack {
                        AccountPane()
                    }
                }
                .sheet(isPresented: $showsExport) {
                    ExportPane()
                }
        }
    }
}

struct SettingsPane: View {
    var body: some View {
        Form {}
            .navigationTitle("Application Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {}
                }
            }
    }
}

struct AccountPane: View {
    var body: some View {
        Form {}
            .navigationTitle("Account Information")
    }
}

struct ExportPane: View {
    var body: some View {
        NavigationStack {
            Form {}
                .navigationTitle("Export Everything Now")
        }
    }
}

/// A wrapper of the app's own that holds its content in a navigation container: what a sheet
/// shows in it has a bar.
struct Modal<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        NavigationStack { content }
    }
}

struct FeedbackPane: View {
    var body: some View {
        Form {}
            .navigationTitle("Send Us Your Feedback")
    }
}

extension NotesView {
    var feedback: some View {
        Text("Feedback")
            .sheet(isPresented: .constant(false)) {
                Modal { FeedbackPane() }
            }
    }
}

/// A container of a package's (NavigationBackport's `NBNavigationStack`): what a sheet shows in it
/// may have a bar, so its title is checked.
extension NotesView {
    var help: some View {
        Text("Help")
            .sheet(isPresented: .constant(false)) {
                NBNavigationStack { HelpPane() }
            }
    }
}

struct HelpPane: View {
    var body: some View {
        Form {}
            .navigationTitle("Help and Support Center")
    }
}

/// A sheet with no navigation container still shows its tab bar: only the title and toolbar go.
extension NotesView {
    var starred: some View {
        Text("Starred")
            .sheet(isPresented: .constant(false)) {
                TabsPane()
            }
    }
}

struct TabsPane: View {
    var body: some View {
        TabView {
            Text("Starred").tabItem { Label("Starred", systemImage: "star.fill") }
            Text("Recent").tabItem { Label("Recent", systemImage: "clock") }
        }
        .navigationTitle("Starred Items Overview")
    }
}

/// A title on the sheet's own NavigationStack, not on its content: it goes to a container around
/// the stack, and a sheet has none, so it never shows. The same title pushed from the notes list
/// goes to the list's stack and shows.
extension NotesView {
    var filters: some View {
        Text("Filters")
            .sheet(isPresented: .constant(false)) {
                FilterPane()
            }
    }

    var sorting: some View {
        NavigationLink("Sorting") { SortingPane() }
    }
}

struct FilterPane: View {
    var body: some View {
        NavigationStack {
            Form {}
        }
        .navigationTitle("Filter All Your Notes")
    }
}

struct SortingPane: View {
    var body: some View {
        NavigationStack {
            Form {}
        }
        .navigationTitle("Sort Notes by Their Date")
    }
}
