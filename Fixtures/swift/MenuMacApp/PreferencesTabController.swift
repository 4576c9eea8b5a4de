import AppKit

/// The settings window of another version of the app: a tab view controller in the toolbar style,
/// its tabs made in code. The window takes the selected tab's label as its title.
final class PreferencesTabController: NSTabViewController {
    override init(nibName: NSNib.Name?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        tabStyle = .toolbar

        let general = NSTabViewItem(viewController: NSViewController())
        let sync = NSTabViewItem(viewController: NSViewController())
        general.label = "General"
        general.image = NSImage(systemSymbolName: "gearshape", accessibilityDescription: nil)
        sync.label = "Synchronization Options"
        sync.image = NSImage(named: "sync-pane")

        tabViewItems = [general, sync]
    }

    required init?(coder: NSCoder) {
        fatalError("not made from a nib")
    }
}
