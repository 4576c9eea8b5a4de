import UIKit

/// An alert of the app's own: it presents itself over the screen below and draws its title in
/// its own label, so a subclass's title is in no navigation bar (needs review, not a warning).
class AppAlertController: UIViewController {
    private let titleLabel = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overCurrentContext
    }

    required init?(coder: NSCoder) { fatalError() }

    override var title: String? {
        didSet { titleLabel.text = title }
    }
}

final class HatchAlertController: AppAlertController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Hatch Your Pet Again"
    }
}

extension AppAlertController {
    func show() {
        modalTransitionStyle = .crossDissolve
    }
}

extension UIViewController {
    func wrappedInNavigationController() -> UINavigationController {
        UINavigationController(rootViewController: self)
    }
}

/// Shown in a navigation controller the receiver is wrapped in: its title is in a bar.
final class ProfileController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Your Profile Details"
    }
}

final class PresentingController: UIViewController {
    /// An alert's own `show()` puts it in no navigation controller.
    func showAlert() {
        let alert = HatchAlertController()
        alert.show()
    }

    func showProfile() {
        let profile = ProfileController()
        present(profile.wrappedInNavigationController(), animated: true)
    }
}
