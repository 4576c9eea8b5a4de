import UIKit

/// `localized` comes from a dependency whose String extension the repository does not hold: the
/// literal is looked up in the app's table, as the member's name says.
final class ServicesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reading Services".localized
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "services_refresh_button".localized(), style: .plain, target: nil, action: nil)
    }
}

/// A library's prefix on the member (`ub_localized`) names the same lookup.
final class NearbyViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "nearby_screen_title".ub_localized
    }
}

/// A key the table writes without quotes (`ReadingListTitle = "…";`, as a property list may).
final class ReadingListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("ReadingListTitle", comment: "")
    }
}
