import UIKit

/// The iOS 18 tab API: tabs kept in stored properties, gathered in a local array, then set.
final class LibraryTabsController: UITabBarController {
    private var homeTab: UITab?
    private var searchTab: UISearchTab?

    override func viewDidLoad() {
        super.viewDidLoad()
        var fixed = [UITab]()
        homeTab = UITab(title: "Home", image: UIImage(systemName: "house.fill"), identifier: "home") { _ in
            UINavigationController(rootViewController: HomeViewController())
        }
        fixed.append(homeTab!)
        let albums = UITab(title: "Albums", image: UIImage(systemName: "square.stack"), identifier: "albums") { _ in AlbumsViewController() }
        fixed.append(albums)
        searchTab = UISearchTab { _ in UINavigationController(rootViewController: SearchViewController()) }
        fixed.append(searchTab!)
        tabs = fixed
    }
}
