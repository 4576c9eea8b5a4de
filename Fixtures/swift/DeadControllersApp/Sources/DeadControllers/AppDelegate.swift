import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let navigation = UINavigationController(rootViewController: InboxViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        SettingsCoordinator().start(on: navigation)
        navigation.pushViewController(ScreenFactory().makeProfile(), animated: false)
        self.window = window
        return true
    }

    /* The archive is not offered any more:
    func openArchive() {
        window?.rootViewController?.present(ArchiveViewController(), animated: true)
    }
    */
}
