import UIKit

final class LevelViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Level the Surface"
    }
}
