import SwiftUI
import os

// Not developers' gates: a state whose observer logs at debug level, and a destination every row
// of a list of all cases opens, though a debug-only button also opens it.

let editorLog = Logger()

/// The screens another part of the app shows.
let otherScreens = [AnyView(NotesView()), AnyView(PagesView())]

struct NotesView: View {
    @State private var showsEditor: Bool = false {
        didSet { editorLog.debug("editor shown: \(showsEditor)") }
    }

    var body: some View {
        NavigationStack {
            VStack {
                Button("Edit") { showsEditor = true }
                if showsEditor {
                    EditorView()
                }
            }
            .navigationTitle("Notes")
        }
    }
}

struct EditorView: View {
    var body: some View {
        Text("editing").navigationTitle("Editing The Current Note")
    }
}

enum Page: String, CaseIterable, Hashable {
    case home, preferences
}

struct PagesView: View {
    @State private var path: [Page] = []
    @AppStorage("debugMode") private var debugMode = false

    var body: some View {
        NavigationStack(path: $path) {
            List(Page.allCases, id: \.self) { page in
                NavigationLink(page.rawValue, value: page)
            }
            .navigationTitle("Pages")
            .navigationDestination(for: Page.self) { page in
                switch page {
                case .home: Text("Home")
                case .preferences: PreferencesScreen()
                }
            }
            .toolbar {
                if debugMode {
                    Button("Jump", systemImage: "arrow.right") { path.append(Page.preferences) }
                }
            }
        }
    }
}

struct PreferencesScreen: View {
    var body: some View {
        Text("preferences").navigationTitle("Preferences Of The Application")
    }
}
