import AppKit
import SwiftUI

// The same sidebar with its bottom edge left to a filter field's button.
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
                Button("Filter", systemImage: "line.3.horizontal.decrease.circle") { }
            }
        }
    }
}
