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

// An item whose image is taken away again: a text item, beside an image one.
final class TimetableViewController: UIViewController {
    let printButton = UIBarButtonItem(title: "Print", style: .plain, target: nil, action: nil)
    let shareButton = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Timetable"
        printButton.image = UIImage(named: "printer-small")
        printButton.image = nil
        navigationItem.rightBarButtonItems = [printButton, shareButton]
    }
}
