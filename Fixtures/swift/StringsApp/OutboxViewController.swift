import UIKit

// A view controller that only sets its title: nothing else in the file names a bar.
final class OutboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = L10n.Inbox.preferences
    }
}
