import SwiftUI

/// The app's project, and in Resources/OldEdition an older copy of it (a project of the same
/// name, with its own files) that the app's targets do not compile: kept for reference, not shipped.
@main
struct EditionApp: App {
    var body: some Scene {
        WindowGroup { EditionSettingsView() }
    }
}
