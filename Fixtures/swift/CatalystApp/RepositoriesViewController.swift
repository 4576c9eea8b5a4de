import UIKit

// On the Mac (Catalyst) the list gets its own Refresh item, drawn as the key action on the
// leading side; the iPhone and iPad have pull to refresh and an Add item only.
final class RepositoriesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sources"
        #if targetEnvironment(macCatalyst)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Refresh", style: .done, target: self, action: #selector(refresh))
        #endif
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
    }

    @objc private func refresh() {}
    @objc private func add() {}
}
