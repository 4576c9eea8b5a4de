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
