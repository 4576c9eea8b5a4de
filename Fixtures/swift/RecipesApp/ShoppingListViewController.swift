import UIKit

// A controller that sets its own tab bar item when it is made, with a filled symbol that makes
// its tab look selected all the time.
final class ShoppingListViewController: UITableViewController {
    init() {
        super.init(style: .insetGrouped)
        tabBarItem = UITabBarItem(title: "Shopping", image: UIImage(systemName: "cart.fill"), tag: 3)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
