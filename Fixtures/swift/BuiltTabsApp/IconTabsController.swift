import UIKit

/// Tabs that show only an image, their titles left out or nil: each is still a tab of the bar, gathered
/// in a local array before it is set.
final class IconTabsController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var controllers = [UIViewController]()
        let feed = UINavigationController(rootViewController: UIViewController())
        feed.tabBarItem.image = UIImage(systemName: "newspaper.fill")
        feed.tabBarItem.accessibilityLabel = "Feed"
        controllers.append(feed)
        let compose = UIViewController()
        compose.tabBarItem.image = UIImage(systemName: "square.and.pencil")
        controllers.append(compose)
        let saved = UINavigationController(rootViewController: UIViewController())
        saved.tabBarItem = UITabBarItem(title: nil, image: UIImage(named: "saved-tab"), selectedImage: nil)
        controllers.append(saved)
        viewControllers = controllers
    }
}
