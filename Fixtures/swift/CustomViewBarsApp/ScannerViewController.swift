import UIKit

/// Bar items that show buttons the code makes: still custom controls, read by the title and image
/// each button sets for its normal state. A "Close" text button is then known for what it is.
final class ScannerViewController: UIViewController {
    private let guideButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        let closeButton = UIButton(type: .system)
        closeButton.setTitle("Close", for: .normal)
        closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: closeButton)
        guideButton.setImage(UIImage(systemName: "questionmark.circle"), for: .normal)
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: guideButton)
    }

    @objc private func close() {
        dismiss(animated: true)
    }
}
