import UIKit

// An arrow of the app's own in place of the system's Back button, styled `.done` (drawn prominent
// from iOS 26): what goes back is named by its action, and the advice is to draw it plain.
final class ReceiptViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Receipt"
        let backButton = UIBarButtonItem(image: UIImage(named: "arrow_back"), style: .done, target: self, action: #selector(backButtonTapped))
        navigationItem.leftBarButtonItem = backButton
    }

    @objc private func backButtonTapped() { navigationController?.popViewController(animated: true) }
}

// Feedback is no Back (a word inside another is not the word), nor is a player's skip back: each is a
// prominent item on the wrong side, not a Back button drawn prominent.
final class PlayerControlsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Player"
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "envelope"), style: .done, target: self, action: #selector(feedbackTapped))
        toolbarItems = [UIBarButtonItem(image: UIImage(systemName: "gobackward.15"), style: .done, target: self, action: #selector(skipBack)),
                        UIBarButtonItem(systemItem: .flexibleSpace)]
    }

    @objc private func feedbackTapped() {}
    @objc private func skipBack() {}
}
