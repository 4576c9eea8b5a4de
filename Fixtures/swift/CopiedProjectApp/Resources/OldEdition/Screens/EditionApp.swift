import SwiftUI

/// The older edition of the app, in its own project.
@main
struct EditionApp: App {
    var body: some Scene {
        WindowGroup { EditionSettingsView() }
    }
}
