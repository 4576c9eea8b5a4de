import Foundation

/// Types the views use, in a file without chrome: read for the titles that go through them.
final class QueueModel: ObservableObject {
    @Published var sort: QueueSort? {
        didSet { print("sorted") }
    }
}

final class Navigation: ObservableObject {
    @Published var pane: SettingsPane = .general
}

enum QueueSort {
    case byDate, byLength

    func title() -> String {
        switch self {
        case .byDate: return "Newest Episodes First"
        case .byLength: return "Short"
        }
    }
}

/// A name with a fallback: the fallback is checked, the rest is known at run time.
enum Brand {
    static let appName: String = Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? "Podcast Reader Plus"
}


#if PRO
let productName = "Podcast Studio Professional"
#else
let productName = "Podcasts"
#endif
