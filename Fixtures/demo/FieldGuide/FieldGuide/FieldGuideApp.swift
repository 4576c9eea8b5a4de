import SwiftUI

@main
struct FieldGuideApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
        #if os(macOS)
        Settings {
            SettingsView()
        }
        #endif
    }
}
