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

final class ActivityViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
    }
}

final class DetailViewController: UIViewController {
    var name = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        fadeInTitle(name)
    }
}
