import UIKit

// A second screen using the same helpers as ProfileController: their findings are where the
// helpers make the items (ProfileController.swift), reported once for both screens.
final class SettingsController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Settings"
        navigationItem.leftBarButtonItem = customBackButton
        navigationItem.rightBarButtonItem = .makeOptionsButton()
    }
}
