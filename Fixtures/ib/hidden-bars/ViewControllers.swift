import UIKit

extension UIViewController {
    /// Fades a title in; only the classes that call it are titled by it.
    func fadeInTitle(_ title: String?) {
        navigationItem.title = title
    }
}

final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
    }
}

extension UINavigationItem {
    /// Titles the item, not the controller that calls it on another item.
    func setTitle(_ text: String) {
        self.title = text
    }
}

final class ActivityViewController: UIViewController {
    let spare = UINavigationItem(title: "")

    override func viewDidLoad() {
        super.viewDidLoad()
        spare.setTitle("Spare")
    }
}

final class DetailViewController: UIViewController {
    var name = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        fadeInTitle(name)
    }
}
