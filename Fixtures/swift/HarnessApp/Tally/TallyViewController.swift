import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}

// The app's one screen, the initial scene of Tally.storyboard, which the Tally target copies
// through its variant group (Base.lproj/Tally.storyboard).
final class TallyViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reset", style: .plain, target: nil, action: nil)
    }
}
