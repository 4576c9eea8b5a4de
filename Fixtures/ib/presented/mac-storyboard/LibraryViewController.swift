import AppKit

/// Fixture: a view controller that shows a storyboard scene as a sheet.
final class LibraryViewController: NSViewController {
    @IBAction func manageServers(_ sender: Any?) {
        let storyboard = NSStoryboard(name: "Library", bundle: nil)
        guard let servers = storyboard.instantiateController(withIdentifier: "Servers") as? ServersViewController else { return }
        presentAsSheet(servers)
    }
}

final class ServersViewController: NSViewController {}
final class ImportSourcesViewController: NSViewController {}
