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

// Every icon painted the brand's pink, whatever accent colour people chose.
struct LibrarySidebar: View {
    var body: some View {
        List {
            ForEach(Library.allCases) { item in
                Label(item.title, systemImage: item.symbol)
                    .foregroundStyle(.pink)
            }
        }
        .listStyle(.sidebar)
    }
}
