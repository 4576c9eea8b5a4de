import AppKit
import SwiftUI

enum Library: CaseIterable, Identifiable {
    case songs, albums, artists
    var id: Self { self }
    var title: String {
        switch self {
        case .songs: "Songs"
        case .albums: "Albums"
        case .artists: "Artists"
        }
    }
    var symbol: String {
        switch self {
        case .songs: return "music.note"
        case .albums: return "square.stack"
        case .artists: return "music.mic"
        }
    }
}

// Icons follow the accent colour; one favourite row keeps a meaningful yellow.
struct LibrarySidebar: View {
    var body: some View {
        List {
            ForEach(Library.allCases) { item in
                Label(item.title, systemImage: item.symbol)
            }
            Label("Favourites", systemImage: "star")
                .foregroundStyle(.yellow)
        }
        .listStyle(.sidebar)
    }
}
