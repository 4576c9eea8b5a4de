import UIKit

/// The app's own colours.
extension UIColor {
    static func surface() -> UIColor { UIColor(named: "Surface")! }
    enum Brand {
        static let header = UIColor(named: "Header")!
    }
}

/// Appearance objects the app makes for its bars, and one controller's own bar.
extension UINavigationBarAppearance {
    static var branded: UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor.Brand.header
        return appearance
    }
}

final class ReaderViewController: UIViewController {
    private let customNavigationBar = UINavigationBar()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reader"
        navigationController?.navigationBar.barTintColor = .surface()
        // A bar the controller draws itself is not the system's navigation bar.
        customNavigationBar.tintColor = .surface()
        let transparent = UINavigationBarAppearance()
        transparent.configureWithTransparentBackground()
        transparent.backgroundColor = .clear
        navigationItem.scrollEdgeAppearance = transparent
        // The system's own opaque look, and colours derived at run time: no custom background.
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.backgroundColor = .systemBackground
        navigationItem.standardAppearance = opaque
        let faded = UINavigationBarAppearance()
        faded.backgroundColor = UIColor.Brand.header.withAlphaComponent(0)
        navigationItem.compactAppearance = faded
        // An appearance of another kind of object.
        let label = UILabel()
        label.backgroundColor = UIColor.Brand.header
    }
}
