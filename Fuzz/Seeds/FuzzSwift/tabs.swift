import SwiftUI

enum Pane: String, CaseIterable { case today, stats, settings }

struct RootTabs: View {
    var body: some View {
        TabView {
            Tab("Today", systemImage: "sun.max") { Text("Today") }
            Tab("Stats", systemImage: "chart.bar") { Text("Stats") }
            Tab(role: .search) { Text("Search") }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}
