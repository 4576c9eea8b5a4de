import UIKit

/// Tabs a tab bar controller gets from coordinators: each keeps the controller it shows and sets
/// its tab, on the controller itself or on the first controller in it. Home's filled symbol is read;
/// Settings, added under a condition, is left out and said so.
final class HomeCoordinator {
    let navigationController = UINavigationController()

    init() {
        let viewController = HomeViewController()
        viewController.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house.fill"), tag: 0)
        navigationController.viewControllers = [viewController]
    }
}

final class LearnCoordinator {
    let splitViewController = UISplitViewController()

    init() {
        splitViewController.viewControllers = [UINavigationController(rootViewController: LearnViewController())]
        splitViewController.tabBarItem = UITabBarItem(title: "Learn", image: UIImage(named: "Learn"), tag: 1)
    }
}

final class MainTabBarController: UITabBarController {
    let home = HomeCoordinator()
    let learn = LearnCoordinator()

    override func viewDidLoad() {
        super.viewDidLoad()
        var controllers: [UIViewController] = [home.navigationController, learn.splitViewController]
        if let settings = makeSettings() {
            controllers.append(settings)
        }
        viewControllers = controllers
    }

    func makeSettings() -> UIViewController? { nil }
}

final class HomeViewController: UIViewController {}
final class LearnViewController: UIViewController {}
