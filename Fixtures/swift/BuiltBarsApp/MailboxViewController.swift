import UIKit

/// Bars built in steps, as UIKit code often builds them: an array grown with `append` and `+=`,
/// set with `setToolbarItems(_:animated:)`, and an item kept in a property that `viewDidLoad` fills.
final class MailboxViewController: UITableViewController {
    private var closeButton: UIBarButtonItem!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailbox"
        closeButton = UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(close))
        navigationItem.setRightBarButtonItem(closeButton, animated: false)
        configureToolbar(editing: false)
    }

    private func configureToolbar(editing: Bool) {
        var items = [UIBarButtonItem]()
        let compose = UIBarButtonItem(systemItem: .compose)
        items.append(compose)
        items.append(.flexibleSpace())
        items += [UIBarButtonItem(title: "Archive All Messages", style: .plain, target: self, action: #selector(archive))]
        if editing {
            items.append(UIBarButtonItem(systemItem: .trash))
        }
        setToolbarItems(items, animated: false)
    }

    @objc private func close() {}
    @objc private func archive() {}
}
