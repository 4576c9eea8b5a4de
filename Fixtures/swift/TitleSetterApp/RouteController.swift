import UIKit

final class RouteController: BaseController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setNavBarTitle("routePath".localized())
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: #selector(reload))
    }

    @objc private func reload() {}
}

final class HelpController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        applyTitle(named: "Frequently Asked Questions")
    }
}
