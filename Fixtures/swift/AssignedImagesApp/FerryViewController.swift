import UIKit

// Items made empty and given their images afterwards: image buttons, whose accessibility labels
// VoiceOver reads and nobody sees.
final class FerryViewController: UIViewController {
    let favoriteButton = UIBarButtonItem()
    let alertsButton = UIBarButtonItem()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sailings"
        favoriteButton.image = UIImage(named: "star-small")
        favoriteButton.accessibilityLabel = "Add to Favorites"
        favoriteButton.action = #selector(toggleFavorite)
        alertsButton.image = UIImage(systemName: "exclamationmark.triangle")
        alertsButton.accessibilityLabel = "Route Alerts"
        navigationItem.rightBarButtonItems = [favoriteButton, alertsButton]
    }

    @objc private func toggleFavorite() {}
}
