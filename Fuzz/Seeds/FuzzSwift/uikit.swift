import UIKit

final class InboxController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Inbox"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
        navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
        var config = UICollectionLayoutListConfiguration(appearance: .sidebar)
        config.headerMode = .firstItemInSection
        let tabs = UITabBarController()
        tabs.tabs = [UITab(title: "Mail", image: UIImage(systemName: "tray"), identifier: "mail") { _ in self }]
    }
}
