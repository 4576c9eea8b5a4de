import UIKit

// The app's own way to title a screen: a label made the title view, and an extension every
// controller has. Neither names `title`'s usual setters at the call.
class BaseController: UIViewController {
    private let titleLabel = UILabel()

    func setNavBarTitle(_ text: String, fontSize: CGFloat? = nil) {
        let container = UIView()
        titleLabel.text = text
        if let fontSize { titleLabel.font = .boldSystemFont(ofSize: fontSize) }
        container.addSubview(titleLabel)
        navigationItem.titleView = container
    }
}

extension UIViewController {
    func applyTitle(named name: String) {
        navigationItem.title = name
    }
}
