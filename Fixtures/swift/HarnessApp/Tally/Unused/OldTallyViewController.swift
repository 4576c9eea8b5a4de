import UIKit

// Still compiled, but in a folder the team keeps old screens in: nothing shows it, and its
// title is a finding for a person to judge.
final class OldTallyViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "The Previous Tally Layout"
    }
}
