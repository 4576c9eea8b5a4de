import UIKit

// A UIKit tab bar whose second tab gives the filled symbol: it looks selected all the time.
final class PodcastTabsController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let library = UIViewController()
        library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "square.stack"), tag: 0)
        let queue = UIViewController()
        queue.tabBarItem = UITabBarItem(title: "Up Next", image: UIImage(systemName: "list.bullet.circle.fill"), tag: 1)
        viewControllers = [library, queue]
    }
}
