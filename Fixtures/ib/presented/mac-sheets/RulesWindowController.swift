import AppKit

/// Fixture: a window controller whose nib Rules.xib another type runs as a modal window: a
/// window of its own, modal to the app, whose title bar shows (a sheet's has none).
final class RulesWindowController: NSWindowController {
    override var windowNibName: NSNib.Name? { "Rules" }
}

final class RulesCommand {
    func run() {
        let rules = RulesWindowController()
        NSApp.runModal(for: rules.window!)
    }
}
