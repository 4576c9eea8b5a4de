import AppKit
import Settings
import SwiftUI

/// A menu bar app's settings window, made with the Settings package: its panes are the window's
/// toolbar, and the selected pane's title is the window's.
@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    private lazy var settingsWindowController = SettingsWindowController(
        panes: [
            Settings.Pane(
                identifier: Settings.PaneIdentifier("general"),
                title: "General",
                toolbarIcon: NSImage(systemSymbolName: "gearshape", accessibilityDescription: "General")!
            ) {
                GeneralSettingsView()
            },
            shortcutsPane(),
            AdvancedSettingsViewController(),
            Settings.PaneHostingController(pane: aboutPane),
            Settings.Pane(
                identifier: Settings.PaneIdentifier("layout"),
                // A key its table lacks: the value the call gives is what shows.
                title: NSLocalizedString("Title", tableName: "LayoutSettings", value: "Window Layout and Snapping", comment: ""),
                toolbarIcon: NSImage(systemSymbolName: "rectangle.split.2x1", accessibilityDescription: nil)!
            ) {
                Text("Layout")
            },
        ]
    )

    /// Made through `.init`, the type named by the property: read the same.
    private lazy var libraryWindowController: SettingsWindowController = .init(panes: [
        Settings.Pane(identifier: Settings.PaneIdentifier("sources"), title: "Sources and Watched Folders",
                      toolbarIcon: NSImage(systemSymbolName: "folder", accessibilityDescription: nil)!) { Text("Sources") },
        Settings.Pane(identifier: Settings.PaneIdentifier("sync"), title: "Sync",
                      toolbarIcon: NSImage(systemSymbolName: "arrow.triangle.2.circlepath", accessibilityDescription: nil)!) { Text("Sync") },
    ])

    /// Panes made elsewhere, at run time: each noted, and no window described without them.
    private lazy var pluginWindowController = SettingsWindowController(panes: PluginRegistry.shared.panes.map { $0.makePane() } + [extraPane()!, extraPane()!])
    private lazy var extrasWindowController = SettingsWindowController(panes: [extraPane()!, PluginRegistry.shared.firstPane])

    private func extraPane() -> SettingsPane? { nil }

    /// One pane: the package hides the toolbar and names the window after the app, so neither is the pane's.
    private lazy var onboardingWindowController = SettingsWindowController(panes: [
        Settings.Pane(identifier: Settings.PaneIdentifier("welcome"), title: "Welcome to the Settings Window",
                      toolbarIcon: NSImage(systemSymbolName: "hand.wave", accessibilityDescription: nil)!) {
            Text("Welcome")
        },
    ])

    private let aboutPane = Settings.Pane(identifier: Settings.PaneIdentifier("about"), title: "About", toolbarIcon: NSImage(named: "AboutIcon")!) {
        Text("Version 1.0")
    }

    func applicationDidFinishLaunching(_ notification: Notification) {
        settingsWindowController.show()
    }

    private func shortcutsPane() -> SettingsPane {
        // Each pane's strings are a table of their own, which names its title "Title".
        let title = NSLocalizedString("Title", tableName: "ShortcutsSettings", comment: "The pane's name")
        let pane = Settings.Pane(identifier: Settings.PaneIdentifier("shortcuts"), title: title,
                                 toolbarIcon: NSImage(systemSymbolName: "command", accessibilityDescription: nil)!) {
            Text("Shortcuts")
        }
        return Settings.PaneHostingController(pane: pane)
    }

    /// A pane a property's closure makes, called where the window lists its panes.
    let notchSettingsViewController: () -> SettingsPane = {
        let paneView = Settings.Pane(identifier: Settings.PaneIdentifier("notch"), title: "Notch and Menu Bar Display",
                                     toolbarIcon: NSImage(systemSymbolName: "menubar.rectangle", accessibilityDescription: nil)!) {
            Text("Notch")
        }
        return Settings.PaneHostingController(pane: paneView)
    }

    private lazy var displayWindowController = SettingsWindowController(panes: [notchSettingsViewController(), shortcutsPane()])
}

struct GeneralSettingsView: View {
    var body: some View { Form { Toggle("Launch at login", isOn: .constant(true)) } }
}

/// A pane written as a view controller of the app's, as the package's earlier name (Preferences) had them.
final class AdvancedSettingsViewController: NSViewController, SettingsPane {
    let paneIdentifier = Settings.PaneIdentifier("advanced")
    let paneTitle = "Advanced"
    let toolbarItemIcon = NSImage(systemSymbolName: "gearshape.2", accessibilityDescription: nil)!

    override var nibName: NSNib.Name? { "AdvancedSettings" }
}
