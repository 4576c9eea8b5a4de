import UIKit

// R.swift with the languages the app chose: `R.string(preferredLanguages:)` (R.swift 7) and a key
// given them (earlier releases) read the same key. A key given a format argument is not guessed.
final class StakingViewController: UIViewController {
    var languages: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = R.string(preferredLanguages: languages).localizable.stakingMoreOptions()
    }
}

final class ContributionsViewController: UIViewController {
    var languages: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = R.string.localizable.contributionsTitle(preferredLanguages: languages)
    }
}

final class ContributionCountViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = R.string.localizable.contributionsTitle(3, preferredLanguages: ["en"])
    }
}
