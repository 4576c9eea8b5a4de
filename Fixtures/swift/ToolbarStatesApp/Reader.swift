import SwiftUI

/// Toolbar content whose views change with state: a view that shows one or two buttons by its
/// mode is read at its fullest, and a button whose label and symbol follow a flag is known by its
/// first text and by the outline form of a symbol it swaps for its fill. A search field placed
/// in the principal area stands in the toolbar's centre group; a button drawn by a style SwiftUI
/// does not have is a custom control.
@main
struct ReaderApp: App {
    @State private var shared = false

    var body: some Scene {
        WindowGroup {
            ReaderView()
        }
        .commands {
            CommandMenu("Article") {
                // The command is each title in turn: "Share" matches the toolbar's Share.
                Button(shared ? "Unshare" : "Share") {}
            }
        }
    }
}

struct ReaderView: View {
    @State private var pinned = false
    @State private var query = ""

    var body: some View {
        NavigationStack {
            Text("Article")
                .navigationTitle("Article")
                .toolbar {
                    ToolbarItemGroup(placement: .primaryAction) {
                        PageButtons()
                        SaveButton(saved: false)
                        Button("Share", systemImage: "square.and.arrow.up") {}
                            .buttonStyle(DefaultButtonStyle())
                        Button {
                        } label: {
                            Image(systemName: pinned ? "pin.circle" : "pin")
                        }
                        .buttonStyle(PillButtonStyle())
                    }
                }
                // The principal placement centres the field.
                .searchable(text: $query, placement: .toolbarPrincipal)
        }
    }
}

struct PageButtons: View {
    enum Mode { case first, both }
    let mode: Mode = .both

    var body: some View {
        switch mode {
        case .first:
            Button("First Page", systemImage: "backward.end") {}
        case .both:
            Button("First Page", systemImage: "backward.end") {}
            Button("Last Page", systemImage: "forward.end") {}
        }
    }
}

struct SaveButton: View {
    let saved: Bool

    var body: some View {
        Button {
        } label: {
            Label {
                Text(saved ? "Unsave" : "Save")
            } icon: {
                Image(systemName: saved ? "bookmark.fill" : "bookmark")
            }
        }
    }
}

struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(4).background(Capsule().fill(.quaternary))
    }
}
