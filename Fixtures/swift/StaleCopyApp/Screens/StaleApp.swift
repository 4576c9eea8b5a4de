import SwiftUI

/// The project compiles Screens/SettingsView.swift; Old/SettingsView.swift, a copy of the same
/// name left on disk, is in no target, though the project names a file "SettingsView.swift".
/// SearchSampleApp beside it is a sample a library keeps, whose screens its users never see.
@main
struct StaleApp: App {
    var body: some Scene {
        WindowGroup { SettingsView() }
    }
}
