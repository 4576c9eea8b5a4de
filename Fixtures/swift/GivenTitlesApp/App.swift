import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: SettingsCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigation = UINavigationController()
        coordinator = SettingsCoordinator(navigation: navigation)
        coordinator?.start()
        navigation.pushViewController(ReceiptViewController(), animated: false)
        navigation.pushViewController(PlayerControlsViewController(), animated: false)
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        return true
    }
}
