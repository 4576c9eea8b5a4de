import UIKit

/// The app's own bar button item class, made with UIKit's initializers: its items are read as
/// UIKit's are, here through a lazily made property.
class AppBarButtonItem: UIBarButtonItem {}

final class LanguagesViewController: UIViewController {
    lazy var saveButtonItem: AppBarButtonItem = {
        let view = AppBarButtonItem(title: "Save", style: .plain, target: self, action: nil)
        return view
    }()

    lazy var allItem = AppBarButtonItem(image: UIImage(systemName: "checkmark.circle"), style: .plain, target: self, action: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Languages"
        navigationItem.rightBarButtonItems = [saveButtonItem, allItem]
    }
}
