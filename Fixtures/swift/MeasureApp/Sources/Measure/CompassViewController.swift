import UIKit

final class CompassViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Measure the Direction"
    }
}
