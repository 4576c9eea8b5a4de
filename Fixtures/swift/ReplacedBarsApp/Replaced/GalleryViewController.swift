import UIKit

/// The leading side is set twice, in viewDidLoad and again when the goals reload, to the same
/// Filter item: each assignment replaces the side, so the bar has three controls, not four.
final class GalleryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Goals"
        navigationItem.leftBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease"), style: .plain, target: self, action: #selector(filter)),
        ]
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "gearshape"), style: .plain, target: self, action: #selector(openSettings)),
            UIBarButtonItem(image: UIImage(systemName: "arrow.up.arrow.down"), style: .plain, target: self, action: #selector(sort)),
        ]
    }

    func goalsReloaded() {
        let filterItem = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease"), style: .plain, target: self, action: #selector(filter))
        navigationItem.leftBarButtonItem = filterItem
    }

    @objc func filter() {}
    @objc func openSettings() {}
    @objc func sort() {}
}
