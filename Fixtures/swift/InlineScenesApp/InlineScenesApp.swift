import SwiftUI
import AppKit

/// Content written in the app's own scenes: the settings window's tabs are its titles, shown in
/// that window as any view a scene names would be; a menu bar extra's content is no window.
@main
struct InlineScenesApp: App {
    var body: some Scene {
        WindowGroup { Text("Library") }
        Settings {
            TabView {
                GeneralPane().tabItem { Label("General", systemImage: "gearshape") }
                AdvancedPane().tabItem { Label("Advanced Options and More", systemImage: "gearshape.2") }
            }
        }
        MenuBarExtra("Status", systemImage: "bolt") {
            TabView {
                GeneralPane().tabItem { Label("Everything at a Glance", systemImage: "bolt") }
            }
        }
    }
}

struct GeneralPane: View {
    var body: some View { Form { Text("Launch at login") } }
}

struct AdvancedPane: View {
    var body: some View { Form { Text("Logging") } }
}
