import SwiftUI

/// Callers that give a title the code states and one known only at run time: the stated one is checked.
struct PlaylistsView: View {
    let playlistName: String

    var body: some View {
        List {
            NavigationLink("Queue") { EpisodeListView(title: "Episodes Waiting to Play", episodes: []) }
            NavigationLink("Playlist") { EpisodeListView(title: playlistName, episodes: []) }
        }
        .navigationTitle("Playlists")
    }
}

struct EpisodeListView: View {
    let title: String
    let episodes: [String]

    var body: some View {
        List(episodes, id: \.self, rowContent: Text.init).navigationTitle(title)
    }
}
