import UIKit

/// Tabs of controllers made by the coordinator's own functions, each wrapped in a navigation
/// controller whose tab bar item the function sets; one tab set by the controller itself.
final class AppCoordinator {
    lazy var tabBarController: UITabBarController = {
        let inbox = makeInboxTab()
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [inbox, makeContactsTab(), UINavigationController(rootViewController: PreferencesViewController())]
        return tabBarController
    }()

    private func makeInboxTab() -> UINavigationController {
        let nav = UINavigationController(rootViewController: InboxViewController())
        let icon: UIImage?
        icon = UIImage(systemName: "tray.fill")
        nav.tabBarItem = UITabBarItem(title: "Inbox", image: icon, selectedImage: nil)
        return nav
    }

    private func makeContactsTab() -> UINavigationController {
        let nav = UINavigationController(rootViewController: ContactsViewController())
        let icon = UIImage(named: "contacts-tab")
        nav.tabBarItem = UITabBarItem(title: "Contacts", image: icon, tag: 1)
        return nav
    }
}

final class PreferencesViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Preferences"
        tabBarItem.image = UIImage(systemName: "gearshape")
    }
}
