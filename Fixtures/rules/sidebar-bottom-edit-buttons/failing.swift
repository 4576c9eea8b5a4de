import AppKit
import SwiftUI

// A macOS reminders sidebar whose bottom edge holds add and info buttons.
struct ListsSidebar: View {
    var body: some View {
        List {
            Label("Today", systemImage: "calendar")
            Label("Scheduled", systemImage: "calendar.badge.clock")
            Section("My Lists") {
                Label("Groceries", systemImage: "cart")
                Label("Errands", systemImage: "car")
            }
        }
        .listStyle(.sidebar)
        .safeAreaInset(edge: .bottom) {
            HStack {
                Button("Add List", systemImage: "plus.circle") { }
                Button("Show List Info", systemImage: "info.circle") { }
            }
        }
    }
}
