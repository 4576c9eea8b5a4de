import UIKit

final class ChannelController: UIViewController {
    private let model = ChannelPage.Model()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Channel"
    }
}
