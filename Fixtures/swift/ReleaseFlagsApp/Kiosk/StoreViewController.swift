import UIKit

// The project's Release configuration sets APPSTORE and (through OTHER_SWIFT_FLAGS) STOREFRONT;
// the target's inherits them beside RELEASE. The clauses a release build takes are the ones read.
final class StoreViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        #if APPSTORE
        title = "Everything in the Kiosk Store"
        #else
        title = "Internal Kiosk Store Preview"
        #endif
        #if STOREFRONT && !INTERNAL
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Redeem", style: .plain, target: self, action: #selector(redeem))
        #endif
    }

    @objc private func redeem() {}
}
