import UIKit

// An iPad app whose tabs turn into a sidebar: three top-level tabs, a group of
// sub-tabs that shows in the sidebar, a tab people may hide, and a search tab.
final class AppTabsController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var later = UITab(title: "Later", image: UIImage(systemName: "clock"), identifier: "later") { _ in
            LaterViewController()
        }
        later.allowsHiding = true
        later.isHiddenByDefault = true
        later.preferredPlacement = .optional

        let collections = UITabGroup(
            title: "Collections",
            image: UIImage(systemName: "square.stack"),
            identifier: "collections",
            children: [
                UITab(title: "Photos", image: UIImage(systemName: "photo"), identifier: "collections.photos") { _ in PhotosViewController() },
                UITab(title: "Videos", image: UIImage(systemName: "video"), identifier: "collections.videos") { _ in VideosViewController() },
                UITab(title: "Drawings", image: UIImage(systemName: "scribble"), identifier: "collections.drawings") { _ in DrawingsViewController() },
            ]
        ) { _ in
            CollectionsViewController()
        }

        tabs = [
            UITab(title: "Home", image: UIImage(systemName: "house"), identifier: "home") { _ in HomeViewController() },
            UITab(title: "Shared", image: UIImage(systemName: "person.2"), identifier: "shared") { _ in SharedViewController() },
            UITab(title: "Starred", image: UIImage(systemName: "star"), identifier: "starred") { _ in StarredViewController() },
            later,
            collections,
            UISearchTab { _ in
                UINavigationController(rootViewController: SearchViewController())
            },
        ]
        mode = .tabSidebar
    }
}
