import UIKit

/// A bar that shows progress beside Done: a spinner and a progress bar are no controls, so Done
/// has its group to itself.
final class SavingViewController: UIViewController {
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Saving"
        let progress: UIProgressView = makeProgress()
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done)),
            UIBarButtonItem(customView: spinner),
            UIBarButtonItem(customView: progress),
        ]
    }

    private func makeProgress() -> UIProgressView {
        UIProgressView(progressViewStyle: .bar)
    }

    @objc private func done() {
        dismiss(animated: true)
    }
}
