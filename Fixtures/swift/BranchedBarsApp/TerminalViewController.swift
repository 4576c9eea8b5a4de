import UIKit

/// The leading item groups and a left bar button item set later are one list: the later one shows.
final class TerminalViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leadingItemGroups = [
            UIBarButtonItemGroup(barButtonItems: [UIBarButtonItem(image: UIImage(systemName: "chevron.backward"), style: .plain, target: nil, action: nil)], representativeItem: nil),
        ]
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
