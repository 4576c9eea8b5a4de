import UIKit

/// A title that is one of two keys, looked up with the app's own helper: a bar for each text.
final class ChatsViewController: UIViewController {
    var showsArchive = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = (showsArchive ? "chats.archived" : "chats.all").translated
    }
}
