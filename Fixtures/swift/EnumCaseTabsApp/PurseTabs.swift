import UIKit

enum PurseTab: CaseIterable {
    case wallet, history, settings

    var displayTitle: String {
        switch self {
        case .wallet: return "Wallet"
        case .history: return "History"
        case .settings: return "Settings"
        }
    }

    var icon: UIImage? {
        switch self {
        case .wallet: return UIImage(systemName: "creditcard")
        case .history: return UIImage(systemName: "clock.fill")
        case .settings: return UIImage(systemName: "gearshape")
        }
    }
}

/// The coordinator gives the controllers; the tab bar controller sets each one's item by its index.
final class PurseCoordinator {
    private let tabBarController = PurseTabBarController()

    func start(in window: UIWindow) {
        tabBarController.setViewControllers([UINavigationController(), UINavigationController(), UINavigationController()], animated: false)
        tabBarController.setUpTabs()
        window.rootViewController = tabBarController
    }
}

final class PurseTabBarController: UITabBarController {
    func setUpTabs() {
        for (index, tab) in PurseTab.allCases.enumerated() {
            viewControllers?[index].tabBarItem = UITabBarItem(title: tab.displayTitle, image: tab.icon, selectedImage: nil)
        }
    }
}
