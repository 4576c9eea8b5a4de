import SwiftUI
import UIKit

final class AccountsViewController: UIViewController {}

final class PrivacyViewController: UIViewController {}

final class ReceiveViewController: UIViewController {}

final class HelpViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Help"
    }
}

final class PlayerViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }
}

/// A list screen each maker titles through its initializer.
final class ItemListViewController: UIViewController {
    init(title: String, items: [String] = []) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }
}

final class InboxViewController: UIViewController {
    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
    }
}

struct AboutView: View {
    var body: some View {
        Text("Version 2").navigationTitle("About")
    }
}

struct ProfileView: View {
    var body: some View {
        Text("Profile")
    }
}
