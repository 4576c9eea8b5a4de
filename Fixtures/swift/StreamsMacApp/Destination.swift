import Foundation

// The places the sidebar leads to, in a file without any chrome: their titles are the raw
// values, capitalized, unless a case names its own.
enum Destination {
    case stream
    case likes
    case history
    case playlist(String, String)

    var rawValue: String {
        switch self {
        case .stream: return "stream"
        case .likes: return "likes"
        case .history: return "history"
        case .playlist(let name, let id): return name + "/" + id
        }
    }

    var title: String {
        switch self {
        case .playlist(let name, _): return name
        default: return rawValue.capitalized
        }
    }

    var symbol: String {
        switch self {
        case .stream: return "bolt"
        case .likes: return "heart"
        case .history: return "clock"
        case .playlist: return "music.note.list"
        }
    }
}

extension Destination: Hashable {
    func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }
}
