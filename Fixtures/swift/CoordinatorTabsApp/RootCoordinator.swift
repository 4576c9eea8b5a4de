import UIKit

// Coordinators keep each tab's controller; the root coordinator sets each one's tab where it
// assembles the tab bar, and leaves the scanner tab out while the app is paused.
final class FeedCoordinator {
    let rootViewController = UINavigationController(rootViewController: FeedViewController())
}

final class WalletCoordinator {
    let viewController = UINavigationController(rootViewController: WalletViewController())
}

final class FeedViewController: UIViewController {}
final class WalletViewController: UIViewController {}
final class ScannerPlaceholderViewController: UIViewController {}

final class RootCoordinator {
    private let tabBarController = UITabBarController()
    private var feedCoordinator: FeedCoordinator?
    private var walletCoordinator: WalletCoordinator?
    private let scannerPlaceholder = ScannerPlaceholderViewController()
    var isPaused = false

    func start() {
        feedCoordinator = FeedCoordinator()
        walletCoordinator = WalletCoordinator()

        let feedItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "newspaper"), selectedImage: nil)
        feedCoordinator?.rootViewController.tabBarItem = feedItem

        let walletItem = UITabBarItem(title: "Wallet", image: UIImage(systemName: "wallet.pass.fill"), selectedImage: nil)
        walletCoordinator?.viewController.tabBarItem = walletItem

        let scannerItem = UITabBarItem(title: "Scan", image: UIImage(systemName: "qrcode.viewfinder"), selectedImage: nil)
        scannerPlaceholder.tabBarItem = scannerItem

        let controllers = [
            feedCoordinator?.rootViewController,
            isPaused ? nil : scannerPlaceholder,
            walletCoordinator?.viewController
        ].compactMap { $0 }
        tabBarController.setViewControllers(controllers, animated: false)
    }
}
