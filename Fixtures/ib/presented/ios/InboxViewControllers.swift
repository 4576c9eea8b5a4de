import UIKit

/// Fixture: a scene whose code picks which of its storyboard bar items to show.
final class InboxChatViewController: UIViewController {
    @IBOutlet var profileBarButton: UIBarButtonItem!
    @IBOutlet var doneBarButton: UIBarButtonItem!
    var isPresentedModally = false

    override func viewDidLoad() {
        super.viewDidLoad()
        if isPresentedModally {
            navigationItem.setRightBarButtonItems([doneBarButton], animated: false)
        } else {
            navigationItem.setRightBarButtonItems([profileBarButton], animated: false)
        }
        navigationItem.rightBarButtonItem?.isEnabled = true
    }
}

final class OutboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem?.isEnabled = false
    }

    func showLibrary() {
        guard let library = storyboard?.instantiateViewController(withIdentifier: "LibraryViewController") else { return }
        navigationController?.pushViewController(library, animated: true)
    }
}

/// Sets its left items from its outlets, all three together when there are conflicts.
final class LibraryViewController: UIViewController {
    @IBOutlet var settingsButton: UIBarButtonItem!
    @IBOutlet var sortButton: UIBarButtonItem!
    @IBOutlet var conflictsButton: UIBarButtonItem!

    func updateConflictsButton(_ hasConflicts: Bool) {
        let items: [UIBarButtonItem] = hasConflicts ? [settingsButton, sortButton, conflictsButton] : [settingsButton, sortButton]
        navigationItem.leftBarButtonItems = items
    }
}
