import SwiftUI

/// Two screens each nest a `Header` of their own: each is given its own caller's title, not the
/// other's. A tab bar made for an enum's cases skips the case that shows no tab.
@main
struct ScopedApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                ForEach(ScopedTab.allCases) { tab in
                    switch tab {
                    case .notes:
                        NotesSplit().tabItem { Label("Notes", systemImage: "note.text") }
                    case .details:
                        DetailsSplit().tabItem { Label("Details", systemImage: "info.circle") }
                    case .debug:
                        EmptyView()
                    }
                }
            }
        }
    }
}

enum ScopedTab: String, CaseIterable, Identifiable {
    case notes, details, debug
    var id: String { rawValue }
}

struct NotesSplit: View {
    var body: some View {
        NavigationStack { Header(title: "Notes") }
    }

    struct Header: View {
        let title: String
        var body: some View { Text("n").navigationTitle(title) }
    }
}

struct DetailsSplit: View {
    var body: some View {
        NavigationStack { Header(title: "Details of the Selected Note") }
    }

    struct Header: View {
        let title: String
        var body: some View { List { Text("d") }.navigationTitle(title) }
    }
}
