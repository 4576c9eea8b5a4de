import UIKit

/// A keyboard's accessory bar: a UIToolbar the controller makes and fills itself. Its items are
/// left out on purpose, with one note where the bar is filled; the navigation bar is still read.
final class ComposeViewController: UIViewController {
    private let bodyView = UITextView()
    private lazy var nextItem = UIBarButtonItem(image: UIImage(systemName: "chevron.down"), style: .plain, target: self, action: #selector(next))

    private lazy var accessoryBar: UIToolbar = {
        let bar = UIToolbar()
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(finish))
        bar.setItems([nextItem, .flexibleSpace(), done], animated: false)
        return bar
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "New Message"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(finish))
        bodyView.inputAccessoryView = accessoryBar
    }

    @objc private func next() {}
    @objc private func finish() {}
}
