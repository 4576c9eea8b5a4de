import UIKit

final class HistoryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = Translated.reading_history_header.uppercased()
    }
}
