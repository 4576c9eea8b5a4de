import UIKit

final class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Compose"
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: .compose, style: .plain, target: self, action: #selector(compose)),
            UIBarButtonItem(image: UIImage.share, style: .plain, target: self, action: #selector(share)),
        ]
    }

    @objc private func compose() {}
    @objc private func share() {}
}
