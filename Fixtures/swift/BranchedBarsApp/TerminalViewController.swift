import UIKit

/// The leading item groups and a left bar button item set later are one list: the later one shows.
final class TerminalViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let back = UIBarButtonItem(image: UIImage(systemName: "chevron.backward"), style: .plain, target: nil, action: nil)
        let forward = UIBarButtonItem(image: UIImage(systemName: "chevron.forward"), style: .plain, target: nil, action: nil)
        navigationItem.leadingItemGroups = [UIBarButtonItemGroup(barButtonItems: [back, forward], representativeItem: nil)]
        navigationItem.centerItemGroups = [
            UIBarButtonItemGroup(barButtonItems: [UIBarButtonItem(image: UIImage(systemName: "folder"), style: .plain, target: nil, action: nil)], representativeItem: nil),
        ]
        navigationItem.trailingItemGroups = [
            UIBarButtonItemGroup(barButtonItems: [UIBarButtonItem(image: UIImage(systemName: "magnifyingglass"), style: .plain, target: nil, action: nil)], representativeItem: nil),
        ]
        if splitViewController == nil {
            navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close))
        }
    }

    @objc private func close() {}
}
