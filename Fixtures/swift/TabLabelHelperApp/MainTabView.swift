import SwiftUI

enum TabIcons {
    static let inbox = Image(systemName: "tray.fill")
    static let people = Image(systemName: "person.2")
}

/// Each tab's label made by one function of the view, given its text and image.
struct MainTabView: View {
    var body: some View {
        TabView {
            Text("Inbox")
                .tabItem { tabLabel("Inbox", TabIcons.inbox) }
            Text("People")
                .tabItem { tabLabel("People and Their Many Groups", TabIcons.people) }
            Text("Saved")
                .tabItem { badgedLabel("Saved", symbol: "bookmark.fill") }
        }
    }

    /// Called without its defaulted `badge:`, which the call leaves out.
    private func badgedLabel(_ title: String, badge: Int = 0, symbol: String) -> some View {
        Label(title, systemImage: symbol)
    }

    @ViewBuilder
    private func tabLabel(_ title: String, _ image: Image) -> some View {
        Label(
            title: { Text(title) },
            icon: { image }
        )
    }
}

@main
struct TabLabelHelperApp: App {
    var body: some Scene {
        WindowGroup { MainTabView() }
    }
}
