import UIKit

/// Items kept in stored properties, showing images of the app's own (not symbols): they are
/// read as items with an image, so the bar has four controls.
final class BrowserViewController: UIViewController {
    var backButton: UIBarButtonItem!
    var forwardButton: UIBarButtonItem!

    override func viewDidLoad() {
        super.viewDidLoad()
        backButton = UIBarButtonItem(image: UIImage(named: "Back"), style: .plain, target: self, action: #selector(goBack))
        forwardButton = UIBarButtonItem(image: UIImage(named: "Forward"), style: .plain, target: self, action: #selector(goForward))
        let share = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(shareLink))
        let reload = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: #selector(reload))
        navigationItem.rightBarButtonItems = [share, reload, forwardButton, backButton]
    }

    @objc func goBack() {}
    @objc func goForward() {}
    @objc func shareLink() {}
    @objc func reload() {}
}

/// A symbol drawn in a colour of the app's own is still the symbol: a circled one is reported.
final class ReaderViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let info = UIImage(systemName: "info.circle")?.withTintColor(.systemOrange, renderingMode: .alwaysOriginal)
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: info, style: .plain, target: self, action: #selector(showInfo))
    }

    @objc func showInfo() {}
}
