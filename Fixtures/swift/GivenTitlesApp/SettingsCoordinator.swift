import SwiftUI
import UIKit

// A coordinator gives the screens it makes their titles; the screens' own code sets none.
final class SettingsCoordinator {
    private let navigation: UINavigationController

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    func start() {
        let accounts = AccountsViewController()
        accounts.title = "Connected Accounts and Devices"
        navigation.setViewControllers([accounts], animated: false)
    }

    func showProfile() {
        let view = ProfileView()
        let host = UIHostingController(rootView: view)
        host.navigationItem.title = "Your Public Profile Page"
        navigation.pushViewController(host, animated: true)
    }

    func showPrivacy(onClose: @escaping () -> Void) {
        // Made and titled in a closure the coordinator hands on: shown when it runs.
        DispatchQueue.main.async { [navigation] in
            let privacy = PrivacyViewController()
            privacy.title = "Privacy and Data Sharing"
            navigation.pushViewController(privacy, animated: true)
        }
    }

    func showReceive(onEthereum: Bool) {
        // Two titles, one for each branch: no one title.
        let receive = ReceiveViewController()
        if onEthereum {
            receive.title = "Receive on the Ethereum Network"
        } else {
            receive.title = "Receive on the Solana Network"
        }
        navigation.pushViewController(receive, animated: true)
    }

    func showHelp() {
        // The controller sets its own title when its view loads, after this one: this one never shows.
        let help = HelpViewController()
        help.title = "Frequently Asked Questions"
        navigation.pushViewController(help, animated: true)
        // A bar button item's title and a navigation controller's are no screen's.
        let done = UIBarButtonItem()
        done.title = "Done with everything here"
        let wrapped = UINavigationController(rootViewController: help)
        wrapped.title = "Help Centre Navigation Stack"
    }

    func showLists() {
        // Each list titled by what its maker gives the initializer.
        navigation.pushViewController(ItemListViewController(title: "Recently Deleted Items"), animated: true)
        navigation.pushViewController(ItemListViewController(title: "Drafts", items: ["One"]), animated: true)
    }

    func showMore(folder: String) {
        // A screen that retitles itself, and a title known only when the app runs (noted).
        navigation.pushViewController(InboxViewController(title: "Everything in the Inbox"), animated: true)
        navigation.pushViewController(ItemListViewController(title: folder), animated: true)
        // Presented alone, or added as a child: no navigation bar shows these titles.
        let whatsNew = AccountsViewController()
        whatsNew.title = "What is New in This Version"
        navigation.present(whatsNew, animated: true)
        let downloads = PrivacyViewController()
        downloads.title = "Downloaded Episodes and Files"
        navigation.addChild(downloads)
        // A hosted view that titles itself keeps its own title.
        let about = UIHostingController(rootView: AboutView())
        about.title = "About This Wonderful Application"
        navigation.pushViewController(about, animated: true)
    }

    func showFullScreen() {
        // A controller that hides its navigation bar shows no title.
        let player = PlayerViewController()
        player.title = "Now Playing in Full Screen"
        navigation.pushViewController(player, animated: true)
    }
}
