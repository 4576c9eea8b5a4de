import UIKit

final class AccountsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = Texts.text("accounts.title")
    }
}

final class ProfileViewController: UIViewController {
    let model = ProfileModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = model.title
    }
}

final class DraftsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "drafts_heading".translated
    }
}

final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = Texts.text("settings.title")
    }
}

// Its bar items are set through a name it gives the navigation item, in an animation's closure,
// with titles its String initializer looks up.
final class ArchiveViewController: UIViewController {
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        UIView.animate(withDuration: animated ? 0.2 : 0) {
            let nav = self.navigationItem
            if editing {
                nav.leftBarButtonItem = UIBarButtonItem(title: String(localizationKey: "archive.done"), style: .done, target: self, action: #selector(self.toggle))
                nav.rightBarButtonItem = UIBarButtonItem(title: String(localizationKey: "archive.export"), style: .plain, target: self, action: #selector(self.export))
            } else {
                nav.leftBarButtonItem = UIBarButtonItem(title: String(localizationKey: "archive.edit"), style: .done, target: self, action: #selector(self.toggle))
            }
        }
    }

    @objc private func toggle() {}
    @objc private func export() {}
}
