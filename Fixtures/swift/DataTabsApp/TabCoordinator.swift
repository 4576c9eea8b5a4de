import Combine

/// The tabs the app shows, in the order people chose; what each tab shows comes from its entry.
final class TabCoordinator: ObservableObject {
    struct Slot: Identifiable {
        let entry: TabEntry
        var id: String { entry.id }
    }

    @Published var selected = "home"
    let slots: [Slot]

    init(entries: [TabEntry] = [.home, .browse, .saved, .search, .profile, .settings]) {
        slots = entries.map { Slot(entry: $0) }
    }
}
