import UIKit

/// A controller whose bars are set in branches: each value is one state of the bar.
final class GardenViewController: UIViewController {
    var firstVisit = false
    var hasSelection = false

    override func viewDidLoad() {
        super.viewDidLoad()
        if firstVisit {
            navigationItem.title = "Welcome to your garden"
        } else {
            navigationItem.title = "Garden"
        }
        navigationItem.rightBarButtonItems = hasSelection
            ? [UIBarButtonItem(barButtonSystemItem: .add, target: self, action: nil)]
            : [UIBarButtonItem(barButtonSystemItem: .add, target: self, action: nil), UIBarButtonItem(title: "Water All Plants", style: .plain, target: self, action: nil)]
    }

    enum Mode { case browsing, editing, hidden }

    func update(_ mode: Mode) {
        let button: UIBarButtonItem?
        switch mode {
        case .browsing:
            button = UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: nil)
        case .editing:
            button = UIBarButtonItem(title: "Done", style: .plain, target: self, action: nil)
        case .hidden:
            button = nil
        }
        navigationItem.setLeftBarButton(button, animated: true)
    }
}

/// `title` in `confirm()` is the alert's, a local: no title of the bar.
final class WateringViewController: UIViewController {
    var hasSelection = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Watering"
    }

    func confirm() {
        let title: String
        if hasSelection { title = "Water the selected plants now?" } else { title = "Water every plant in the garden now?" }
        present(UIAlertController(title: title, message: nil, preferredStyle: .alert), animated: true)
    }
}
