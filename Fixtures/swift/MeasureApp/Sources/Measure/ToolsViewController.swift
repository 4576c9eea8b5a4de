import UIKit

final class ToolsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tools"
    }

    func showCompass() {
        // Full screen and bare: the compass draws its own close button, and no bar shows its title.
        let compass = CompassViewController()
        compass.modalPresentationStyle = .fullScreen
        present(compass, animated: true)
    }

    func showLevel() {
        present(UINavigationController(rootViewController: LevelViewController()), animated: true)
    }
}
