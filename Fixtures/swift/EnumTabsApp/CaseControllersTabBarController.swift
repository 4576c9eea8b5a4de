import UIKit

/// A UIKit tab bar whose controllers are one per case of an enum (`Tab.allCases.map(controller(for:))`),
/// each tab set by the controller itself, and one kept in a navigation controller whose stack is set
/// later, from a factory's one expression.
final class CaseControllersTabBarController: UITabBarController {
    private let garden = GardenViewController()
    private let journalNavigation = UINavigationController()

    enum Tab: Int, CaseIterable {
        case garden, journal
    }

    private func controller(for tab: Tab) -> UIViewController {
        switch tab {
        case .garden: return garden
        case .journal: return journalNavigation
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = Tab.allCases.map(controller(for:))
        configureJournal()
    }

    private func configureJournal() {
        let journal = makeJournal()
        journalNavigation.viewControllers = [journal]
    }

    private func makeJournal() -> UIViewController {
        JournalViewController()
    }
}

final class GardenViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        tabBarItem.title = "My Vegetable Garden"
        tabBarItem.image = UIImage(systemName: "leaf")
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("made in code") }
}

final class JournalViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabBarItem = UITabBarItem(title: "Journal", image: UIImage(named: "journal-glyph"), tag: 1)
    }
}
