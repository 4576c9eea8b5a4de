import UIKit

// Bar button items the app's own code makes: a computed property of an extension every
// controller has, returning what a function makes, and a static factory. Each is read in
// that code, where its findings are.
extension UIViewController {
    var customBackButton: UIBarButtonItem { textButton(titled: "Back") }

    func textButton(titled title: String) -> UIBarButtonItem {
        UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
    }
}

extension UIBarButtonItem {
    static func makeOptionsButton() -> UIBarButtonItem {
        UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), style: .plain, target: nil, action: nil)
    }
}

final class ProfileController: UIViewController {
    private var optionsButton: UIBarButtonItem = .makeOptionsButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Profile"
        navigationItem.leftBarButtonItem = customBackButton
        navigationItem.rightBarButtonItem = optionsButton
    }
}
