import UIKit

// An iPhone app's tab bar built from view controllers, as most UIKit apps build theirs: each
// controller gets its tab bar item where the tab bar controller is made, or in its own init.
final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let recipes = RecipesViewController()
        recipes.tabBarItem = UITabBarItem(title: "Recipes", image: UIImage(systemName: "book"), selectedImage: UIImage(systemName: "book.fill"))
        let planner = UIViewController()
        planner.title = "Planner"
        planner.tabBarItem.image = UIImage(systemName: "calendar")
        let favorites = UIViewController()
        favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 2)
        let shopping = UINavigationController(rootViewController: ShoppingListViewController())
        viewControllers = [UINavigationController(rootViewController: recipes), planner, favorites, shopping, makeSettings()]
    }

    private func makeSettings() -> UIViewController {
        UIViewController()
    }
}
