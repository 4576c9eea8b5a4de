import UIKit

/// Made by the app delegate: the screens it pushes are shown.
final class SettingsCoordinator {
    func start(on navigation: UINavigationController) {
        navigation.pushViewController(SettingsViewController(), animated: true)
    }
}

/// Nothing makes this coordinator any more, so the screen only it pushes is never shown.
final class LabelsCoordinator {
    func start(on navigation: UINavigationController) {
        navigation.pushViewController(LabelsViewController(), animated: true)
    }
}

/// Makes screens: only those of the functions shipped code calls are shown.
final class ScreenFactory {
    func makeProfile() -> ProfileViewController {
        ProfileViewController(nibName: "ProfileViewController", bundle: nil)
    }

    /// Nothing calls this any more.
    func makeLegacyImport() -> LegacyImportViewController {
        LegacyImportViewController(nibName: nil, bundle: nil)
    }
}
