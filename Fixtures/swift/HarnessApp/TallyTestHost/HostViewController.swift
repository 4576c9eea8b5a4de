import UIKit

// The app the UI tests run in: an application target, but by its name one for testing.
final class HostViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "UI Test Host For Tally"
    }
}
