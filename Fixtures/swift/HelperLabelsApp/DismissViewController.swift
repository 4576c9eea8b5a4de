import UIKit

/// A leading item drawn prominent whose text comes from an app's own helper hig-lint does not read:
/// the item deviates whichever it is, and the message gives both remedies.
final class DismissViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: Copy.text(for: .dismiss), style: .done, target: self, action: #selector(dismissTapped))
    }

    @objc private func dismissTapped() {}
}

enum Copy {
    enum Key { case dismiss }
    static func text(for key: Key) -> String { ProcessInfo.processInfo.environment["COPY"] ?? "" }
}
