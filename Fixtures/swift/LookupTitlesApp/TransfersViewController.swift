import UIKit

/// Titles and items looked up with the app's own `%` operator; an item whose title the code
/// computes is an item all the same, whose text is not known.
final class TransfersViewController: UIViewController {
    private let addButton = UIBarButtonItem(title: %"transfers.add", image: UIImage(systemName: "plus"))
    private let speedButton = UIBarButtonItem(title: TransfersViewController.speedText(), image: UIImage(systemName: "speedometer"))

    override func viewDidLoad() {
        super.viewDidLoad()
        title = %"transfers.title"
        navigationItem.rightBarButtonItems = [addButton, speedButton]
    }

    static func speedText() -> String {
        ByteCountFormatter().string(fromByteCount: 1_024)
    }
}
