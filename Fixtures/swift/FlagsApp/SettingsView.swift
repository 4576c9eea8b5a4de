import SwiftUI

// Settings, with a developer's section that only a hidden toggle shows: its screens live in the
// InternalSettings folder and are named for it.
struct SettingsView: View {
    @AppStorage("showsDeveloperMenu") private var showsDeveloperMenu = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Search Engines") { SearchEnginesView() }
                if showsDeveloperMenu {
                    NavigationLink("Internal") { InternalFlagsView() }
                    NavigationLink("Cache") { CacheInspectorSection() }
                    NavigationLink("QA") { QAToolsView() }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

struct SearchEnginesView: View {
    var body: some View {
        Text("Engines")
            .navigationTitle("Search Engine Choices")
    }
}
