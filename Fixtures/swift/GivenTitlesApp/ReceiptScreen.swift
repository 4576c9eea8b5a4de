import UIKit

// An arrow of the app's own in place of the system's Back button, styled `.done` (drawn prominent
// from iOS 26): what goes back is named by its action, and the advice is to draw it plain.
final class ReceiptViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Receipt"
        let backButton = UIBarButtonItem(image: UIImage(named: "arrow_back"), style: .done, target: self, action: #selector(backButtonTapped))
        navigationItem.leftBarButtonItem = backButton
        // Feedback is no Back: a word inside another is not the word.
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "envelope"), style: .plain, target: self, action: #selector(feedbackTapped))
    }

    @objc private func backButtonTapped() { navigationController?.popViewController(animated: true) }
    @objc private func feedbackTapped() {}
}
