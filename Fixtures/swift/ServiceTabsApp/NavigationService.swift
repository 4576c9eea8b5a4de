import UIKit

/// Sets the tabs up from a service object: the tab bar controller made by a function, each tab's
/// controller made from a storyboard by another, and each controller setting its own tab.
final class NavigationService {
    private let storyboard = UIStoryboard(name: "Main", bundle: nil)

    private lazy var tabBarController = {
        makeTabBarController()
    }()

    func makeTabBarController() -> UITabBarController {
        UITabBarController()
    }

    func setupTabs() {
        var tabs = [UIViewController]()
        tabs.append(UINavigationController(rootViewController: makeServersViewController()))
        tabs.append(UINavigationController(rootViewController: makeAccountViewController()))
        tabBarController.setViewControllers(tabs, animated: false)
    }

    func makeServersViewController() -> ServersViewController {
        let controller = storyboard.instantiateViewController(withIdentifier: "Servers") as! ServersViewController
        controller.loadViewIfNeeded()
        return controller
    }

    func makeAccountViewController() -> AccountViewController {
        AccountViewController(service: self)
    }
}

final class ServersViewController: UIViewController {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBarItem = UITabBarItem(title: "Servers", image: UIImage(systemName: "globe.fill"), tag: 0)
    }
}

final class AccountViewController: UIViewController {
    init(service: NavigationService) {
        super.init(nibName: nil, bundle: nil)
        tabBarItem = UITabBarItem(title: AccountText.title(), image: UIImage(systemName: "person"), tag: 1)
    }

    required init?(coder: NSCoder) { nil }
}

enum AccountText {
    static func title() -> String { ProcessInfo.processInfo.environment["ACCOUNT_TITLE"] ?? "" }
}
