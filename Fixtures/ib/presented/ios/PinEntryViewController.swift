import UIKit

/// Fixture: the storyboard scene PinEntry, presented by itself (no navigation controller), so
/// its navigation item is never shown.
final class PinEntryViewController: UIViewController {
    var onUnlock: (() -> Void)?
}

final class LockCoordinator {
    let host: UIViewController

    init(host: UIViewController) {
        self.host = host
    }

    func showPinEntry() {
        let pin = UIStoryboard(name: "PinEntry", bundle: nil).instantiateViewController(withIdentifier: "PinEntry") as! PinEntryViewController
        pin.modalPresentationStyle = .formSheet
        host.present(pin, animated: true)
    }

    func askForVaultPassword(in navigation: UINavigationController) {
        // Pushed: this scene's navigation bar is shown.
        let password = UIStoryboard(name: "NewVault", bundle: nil).instantiateViewController(withIdentifier: "VaultPassword")
        navigation.pushViewController(password, animated: true)
        host.present(UINavigationController(rootViewController: password), animated: true)
    }
}
