import UIKit

final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Everything Received"
    }

    @objc func showRules() {
        // Made by name, as a plug-in list names it.
        guard let type = NSClassFromString("DeadControllers.RulesViewController") as? UIViewController.Type else { return }
        navigationController?.pushViewController(type.init(), animated: true)
    }

    @objc func showFilters() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        navigationController?.pushViewController(storyboard.instantiateViewController(withIdentifier: "filters"), animated: true)
    }
}

final class RulesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Rules for Incoming Mail"
    }
}

final class FiltersViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Filters and Folders"
    }
}

final class ArchiveViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Archived Conversations"
    }
}
