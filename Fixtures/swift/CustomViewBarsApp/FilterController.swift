import Combine
import UIKit

// Items set in closures that hold the controller weakly (`self?.navigationItem`, or a strong
// name for it, `guard let strongSelf = self`): a Combine sink, a completion handler. They are
// the controller's own items.
final class FilterController: UIViewController {
    private var subscriptions = Set<AnyCancellable>()
    @Published private var filtering = false

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Filters"
        $filtering.sink { [weak self] _ in
            self?.navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease.circle"),
                                                                      style: .plain, target: nil, action: nil)
        }
        .store(in: &subscriptions)
        loadPresets { [weak self] in
            self?.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Presets", style: .plain, target: nil, action: nil)
        }
    }

    private func loadPresets(_ done: @escaping () -> Void) { done() }

    func showSaved() {
        loadPresets { [weak self] in
            guard let strongSelf = self else { return }
            strongSelf.navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Saved Filters", style: .plain, target: nil, action: nil)]
        }
    }
}
