import UIKit

// Tabs kept in a lazy list the controller gives itself; each controller sets its own tab, in its
// initializer or in the factory that makes it. A list made by a function is noted; the
// controller's own list with one tab replaced is not.
final class CartController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        tabBarItem = UITabBarItem(title: "Cart", image: UIImage(systemName: "cart.fill"), tag: 0)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class OrdersController: UIViewController {
    static func instance() -> UINavigationController {
        let viewController = OrdersController()
        viewController.tabBarItem = UITabBarItem(title: "Orders", image: UIImage(systemName: "shippingbox"), tag: 1)
        return UINavigationController(rootViewController: viewController)
    }
}

final class ShopTabsController: UITabBarController {
    private let cartController = CartController()
    private lazy var shopTabs: [UIViewController] = [
        UINavigationController(rootViewController: cartController),
        OrdersController.instance(),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        setViewControllers(shopTabs, animated: false)
    }

    func reload() {
        setViewControllers(makeTabs(), animated: false)
    }

    private func makeTabs() -> [UIViewController] { shopTabs.reversed() }

    // Its own list with one tab replaced: no tab bar set up here.
    func replaceFirstTab(with controller: UIViewController) {
        guard var current = viewControllers else { return }
        current[0] = controller
        setViewControllers(current, animated: false)
    }
}
