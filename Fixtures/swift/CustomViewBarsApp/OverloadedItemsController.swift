import UIKit

// Item helpers of the app's own with one name: the call's argument labels choose the function.
// A controller's outlet is its own item, whatever another controller computes under that name.
extension UIViewController {
    func barButton(title: String) -> UIBarButtonItem {
        UIBarButtonItem(title: "Select", style: .plain, target: nil, action: nil)
    }

    func barButton(systemImage: String) -> UIBarButtonItem {
        UIBarButtonItem(image: UIImage(systemName: "xmark.circle"), style: .plain, target: nil, action: nil)
    }
}

final class InboxController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Inbox"
        navigationItem.rightBarButtonItem = barButton(title: "Select")
    }
}

final class ComposeController: UIViewController {
    @IBOutlet var sendButton: UIBarButtonItem!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Compose"
        navigationItem.rightBarButtonItem = sendButton
    }
}

final class ShareController: UIViewController {
    var sendButton: UIBarButtonItem {
        UIBarButtonItem(title: "Send Now", style: .plain, target: nil, action: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Share"
        navigationItem.rightBarButtonItem = sendButton
    }
}
