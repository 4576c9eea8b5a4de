import SwiftUI

@main
struct FieldGuideApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
        .commands {
            CommandMenu("Sightings") {
                Button("Log Sighting") {}
                Button("Export") {}
            }
        }
        #if os(macOS)
        Settings {
            SettingsView()
        }
        #endif
    }
}
