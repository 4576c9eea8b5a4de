import UIKit

/// Each loads its xib, which names the controller only as the File's Owner.
final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Your Public Profile"
    }
}

final class LegacyImportViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Import From Old Version"
    }
}
