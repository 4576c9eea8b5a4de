import UIKit

enum Feature { case signatureStatus, activity, sharing }
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

/// The release path after a guard that leaves QA builds, and a screen whose chrome is set both
/// behind a flag and outside it: checked as usual.
final class ReleaseNotesViewController: UIViewController {
    var isQABuild = false

    override func viewDidLoad() {
        super.viewDidLoad()
        guard !isQABuild else { return }
        navigationItem.title = "Release Notes And History"
    }
}

final class TransactionViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        if Features.isAvailable(.sharing) {
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        }
        navigationItem.title = "Transaction Details and History"
    }
}

/// A product's features and a message's flags are no feature flags.
struct Plan { var features: [String]? }

final class PlanViewController: UIViewController {
    let plan = Plan(features: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let features = plan.features, !features.isEmpty else { return }
        navigationItem.title = "Premium Plan Features"
    }
}
