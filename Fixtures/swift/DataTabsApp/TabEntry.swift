import Foundation

/// One tab people may have in their bar. The app states each entry below; which of them show,
/// and in what order, the coordinator decides at run time.
struct TabEntry: Hashable {
    let id: String
    let title: String
    let symbol: String

    init(id: String, title: String, systemImage: String) {
        self.id = id
        self.title = title
        self.symbol = systemImage
    }
}

extension TabEntry {
    // Filled: the bar fills the selected tab's symbol itself.
    static var home: TabEntry {
        TabEntry(id: "home", title: "Home", systemImage: "house.fill")
    }

    static let browse = TabEntry(id: "browse", title: "Browse", systemImage: "square.grid.2x2")

    // Filled, made with `.init`.
    static var saved: Self {
        .init(id: "saved", title: "Saved", systemImage: "bookmark.fill")
    }

    static let search = TabEntry(id: "search", title: "Search", systemImage: "magnifyingglass")
    static let profile = TabEntry(id: "profile", title: "Profile", systemImage: "person.crop.circle")
    static let settings = TabEntry(id: "settings", title: "Settings", systemImage: "gear")

    // A symbol the caller gives: not known here, so not checked.
    static func collection(named name: String, symbol: String) -> TabEntry {
        TabEntry(id: "collection-" + name, title: name, systemImage: symbol)
    }
}
