import SwiftUI

// The settings window: macOS shows the selected tab's label as the window's title.
struct LedgerSettingsView: View {
    var body: some View {
        TabView {
            Form { Toggle("Round to whole cents", isOn: .constant(true)) }
                .tabItem { Label("General", systemImage: "gearshape") }
            Form { Toggle("Sync over iCloud", isOn: .constant(false)) }
                .tabItem { Label("Accounts and Bank Connections", systemImage: "building.columns") }
        }
        .frame(width: 420)
    }
}
