import UIKit
import Strings

final class HubViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = localize(.hub_title)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: localize(.cancel), style: .done, target: self, action: #selector(close))
    }

    @objc private func close() {}
}
