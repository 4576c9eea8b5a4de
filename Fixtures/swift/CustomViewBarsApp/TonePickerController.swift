import UIKit

// An item whose title the code computes (an emoji from the person's settings) and whose
// accessibility label is words: people see the emoji, so the item is not judged as text.
final class TonePickerController: UIViewController {
    private let toneButton = UIBarButtonItem()
    private let deleteButton = UIBarButtonItem(image: UIImage(systemName: "delete.left"), style: .plain, target: nil, action: nil)
    var preferredTone: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Emoji"
        toneButton.title = preferredTone ?? Self.defaultTone
        toneButton.accessibilityLabel = "Choose a default skin tone"
        navigationItem.rightBarButtonItems = [deleteButton, toneButton]
    }

    private static var defaultTone: String { "\u{1F590}" }
}
