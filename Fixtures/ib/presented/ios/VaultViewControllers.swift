import UIKit

enum VaultStrings {
    static let newVaultTitle = NSLocalizedString("vault.new.title", comment: "")
}

struct Vault {
    var name: String
}

/// Fixture: scenes whose storyboard titles are placeholders the classes replace.
final class NewVaultViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = VaultStrings.newVaultTitle
    }
}

final class RenameVaultViewController: UIViewController {
    var vault = Vault(name: "")

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let title = vault.name
        self.title = title
    }
}

/// Titles itself only when given a title: the storyboard's shows otherwise, and is checked.
final class VaultPasswordViewController: UIViewController {
    var customTitle: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        if customTitle != nil {
            title = customTitle
        }
    }
}
