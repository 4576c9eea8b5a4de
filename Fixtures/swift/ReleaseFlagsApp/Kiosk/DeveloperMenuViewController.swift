#if !RELEASE
import UIKit

// A screen for the team only: the target's Release configuration sets RELEASE, so the App Store
// build leaves this file out, and hig-lint reads none of its chrome.
final class DeveloperMenuViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Developer Menu and Diagnostics"
    }
}
#endif
