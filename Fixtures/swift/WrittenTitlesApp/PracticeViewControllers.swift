import UIKit

protocol Coordinator: AnyObject {
    func titleSuffix(for controller: UIViewController) -> String
}

/// Titles the code builds from written text and a value only known when the app runs (the
/// question's number): each is at least as long as its written text.
final class RearrangeViewController: UIViewController {
    weak var coordinator: Coordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Rearrange the Lines" + (coordinator?.titleSuffix(for: self) ?? "")
    }
}

final class TypeCheckViewController: UIViewController {
    weak var coordinator: Coordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Type Practice" + (coordinator?.titleSuffix(for: self) ?? "")
    }
}
