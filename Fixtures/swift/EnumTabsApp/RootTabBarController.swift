import UIKit

/// Tabs of controllers the tab bar controller keeps in properties, each wrapped in a navigation
/// controller by a function of the app's own; each controller sets its own title and tab image. A
/// function that sets the tab itself, from its arguments, is not guessed at: that tab is noted.
final class RootTabBarController: UITabBarController {
    let mapController: MapViewController
    let savedController: SavedViewController
    let router = Router()

    init() {
        mapController = MapViewController()
        savedController = SavedViewController()
        super.init(nibName: nil, bundle: nil)
        let mapNav = router.buildNavigation(controller: mapController)
        let savedNav = router.buildNavigation(controller: self.savedController)
        let searchNav = router.buildTab(controller: SavedViewController(), title: "Find", symbol: "magnifyingglass")
        viewControllers = [mapNav, savedNav, searchNav]
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class Router {
    func buildNavigation(controller: UIViewController) -> UINavigationController {
        UINavigationController(rootViewController: controller)
    }

    func buildTab(controller: UIViewController, title: String, symbol: String) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: controller)
        navigation.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), selectedImage: nil)
        return navigation
    }
}

final class MapViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Map"
        tabBarItem.image = UIImage(systemName: "map.fill")
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class SavedViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Saved"
        tabBarItem.image = UIImage(systemName: "bookmark")
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
