import UIKit

/// The wallet's tabs: each case gives its tab bar item through computed properties read for that case.
enum WalletTab: Int, CaseIterable {
    case home
    case activity
    case settings

    var tabName: String {
        switch self {
        case .home: "Home"
        case .activity: "Activity"
        case .settings: "Settings"
        }
    }

    var tabIcon: UIImage {
        switch self {
        case .home: UIImage(systemName: "house.fill")!
        case .activity: UIImage(systemName: "clock")!
        case .settings: UIImage(systemName: "gearshape")!
        }
    }

    var tabItem: UITabBarItem {
        UITabBarItem(title: tabName, image: tabIcon, selectedImage: tabIcon)
    }
}

final class WalletTabBarController: UITabBarController {
    let homeController = UIViewController()
    let activityController = UIViewController()
    let settingsController = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        homeController.tabBarItem = WalletTab.home.tabItem
        activityController.tabBarItem = WalletTab.activity.tabItem
        settingsController.tabBarItem = WalletTab.settings.tabItem
        setViewControllers([homeController, activityController, settingsController], animated: false)
    }
}
