import UIKit

enum Feature { case signatureStatus, activity }
enum Features {
    static func isAvailable(_ feature: Feature) -> Bool { false }
}

/// Bar items and a title set only behind feature flags, which may be off in the shipped app: their
/// findings are for a person to judge. The title set without a flag is checked as usual.
protocol SignatureStatusShowing: AnyObject {}

extension SignatureStatusShowing where Self: UIViewController {
    func showStatus() {
        guard Features.isAvailable(.signatureStatus) else { return }
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Verifying...", style: .plain, target: nil, action: nil),
            UIBarButtonItem(title: "Info", style: .plain, target: nil, action: nil),
        ]
    }
}

final class TokenViewController: UIViewController, SignatureStatusShowing {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Token Details and History"
        showStatus()
    }
}

final class ActivityViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        if Features.isAvailable(.activity) {
            navigationItem.title = "Recent Activity Overview"
        }
    }
}
