import UIKit

/// The app's tabs, one case each: their titles and symbols are the cases' values.
enum MainTab: Int, CaseIterable {
    case home, search, library, downloads, friends, settings

    var title: String {
        switch self {
        case .home: return "Home"
        case .search: return "Search"
        case .library: return "Library"
        case .downloads: return "Downloads"
        case .friends: return "Friends"
        case .settings: return "Settings"
        }
    }

    var symbol: String {
        switch self {
        case .home: return "house"
        case .search: return "magnifyingglass"
        case .library: return "books.vertical"
        case .downloads: return "arrow.down.circle.fill"
        case .friends: return "person.2"
        case .settings: return "gearshape"
        }
    }
}

/// A controller for each case, its tab set from the case.
final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = MainTab.allCases.map { tab in
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.tabBarItem = UITabBarItem(title: tab.title, image: UIImage(systemName: tab.symbol), tag: tab.rawValue)
            return navigation
        }
    }
}

/// A list that may leave cases out (`compactMap`) is no tab per case: not read as one.
final class SometimesTabBarController: UITabBarController {
    var showsDownloads = false

    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = MainTab.allCases.compactMap { tab in
            if tab == .downloads && !showsDownloads { return nil }
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.tabBarItem = UITabBarItem(title: tab.title, image: UIImage(systemName: tab.symbol), tag: tab.rawValue)
            return navigation
        }
    }
}
