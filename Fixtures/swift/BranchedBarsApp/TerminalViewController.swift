import UIKit

/// The leading item groups and a left bar button item set later under a condition are one list: the
/// item replaces the groups only when the condition holds, so the bar is checked with the groups.
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

/// Set later in the same function without a condition, the bar button item is what shows.
final class ConsoleViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leadingItemGroups = [
            UIBarButtonItemGroup(barButtonItems: [UIBarButtonItem(image: UIImage(systemName: "chevron.backward.circle"), style: .plain, target: nil, action: nil)], representativeItem: nil),
        ]
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
    }

    @objc private func close() {}
}

/// Set in `viewWillAppear`, which runs after `viewDidLoad`, the bar button item is what shows.
final class ShellViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leadingItemGroups = [
            UIBarButtonItemGroup(barButtonItems: [UIBarButtonItem(image: UIImage(systemName: "chevron.forward.circle"), style: .plain, target: nil, action: nil)], representativeItem: nil),
        ]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
    }

    @objc private func close() {}
}
