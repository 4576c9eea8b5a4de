import SwiftUI

// Sidebar rows from properties that state their cases (a static list and a computed one), and
// a row whose label a Spacer() lays out.

enum LibraryPanel: Hashable {
    case tracks, albums, playlists, favorites, artists

    static let main: [LibraryPanel] = [.tracks, .albums, .playlists]

    var title: String {
        switch self {
        case .tracks: "Tracks"
        case .albums: "Albums"
        case .playlists: "Playlists"
        case .favorites: "Favourite Songs and Albums"
        case .artists: "Artists"
        }
    }

    var icon: String {
        switch self {
        case .tracks: "music.note"
        case .albums: "square.stack"
        case .playlists: "music.note.list"
        case .favorites: "star"
        case .artists: "mic"
        }
    }
}

struct PanelSidebar: View {
    var more: [LibraryPanel] { [.favorites, .artists] }

    var body: some View {
        NavigationSplitView {
            List {
                Section("Library") {
                    ForEach(LibraryPanel.main, id: \.self) { panel in
                        NavigationLink(value: panel) {
                            Label(panel.title, systemImage: panel.icon)
                                .foregroundStyle(.orange)
                        }
                    }
                }
                Section("Messages") {
                    NavigationLink(value: LibraryPanel.tracks) {
                        Spacer()
                        Label {
                            Text("Channels")
                        } icon: {
                            Image(systemName: "person.2")
                                .foregroundColor(.orange)
                        }
                    }
                }
                Section("More") {
                    ForEach(more, id: \.self) { panel in
                        NavigationLink(value: panel) {
                            Label(panel.title, systemImage: panel.icon)
                                .foregroundStyle(.orange)
                        }
                    }
                }
            }
        } detail: {
            Text("Detail")
        }
    }
}
