import UIKit

/// Made by the Objective-C app delegate: shown.
final class NotesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "All Field Notes and Sketches"
    }
}

/// Named by nothing the app runs, in Swift or in Objective-C: its chrome is for a person to check.
final class ExportViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Export Notes as Documents"
    }
}
