/// The places the sidebar lists, each with its title and symbol.
enum Destination: String, CaseIterable, Identifiable {
    case upcoming, past, wishlist

    var id: Self { self }

    var title: String {
        switch self {
        case .upcoming: "Upcoming"
        case .past: "Past Trips"
        case .wishlist: "Wish List"
        }
    }

    var systemImage: String {
        switch self {
        case .upcoming: "calendar"
        case .past: "clock.arrow.circlepath"
        case .wishlist: "star"
        }
    }
}
