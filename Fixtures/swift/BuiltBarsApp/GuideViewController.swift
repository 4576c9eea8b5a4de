import UIKit

// Items kept in lazy properties that a closure makes: one returned as it is made, one made
// beside a constant of the closure's, one as the closure's only expression.
final class GuideViewController: UIViewController {
    private lazy var closeButton: UIBarButtonItem = {
        return UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(closePressed))
    }()

    private lazy var addButton: UIBarButtonItem = {
        let image = UIImage(systemName: "plus.circle")
        return UIBarButtonItem(image: image, style: .plain, target: self, action: #selector(addPressed))
    }()

    private lazy var shareButton: UIBarButtonItem = { UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(sharePressed)) }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Guide"
        navigationItem.leftBarButtonItem = closeButton
        navigationItem.rightBarButtonItems = [shareButton, addButton]
    }

    @objc private func closePressed() {}
    @objc private func addPressed() {}
    @objc private func sharePressed() {}
}
