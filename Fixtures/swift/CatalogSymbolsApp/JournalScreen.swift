import UIKit
import SwiftUI

/// Titles named by the symbols Xcode generates for a string catalog's keys (`.journalOverview` for
/// "Journal.Overview"), read as the catalog's text.
struct JournalScreen: View {
    var body: some View {
        NavigationStack {
            List { Text("Entry") }
                .navigationTitle(.journalOverview)
        }
    }
}

struct PreferencesScreen: View {
    var body: some View {
        NavigationStack {
            Form { Text("Units") }
                .navigationTitle(.settings)
        }
    }
}

/// Tab titles an enum's switch gives as generated symbols (`String(localized: .settings)`).
struct JournalTabs: View {
    private enum Tab: CaseIterable {
        case journal, settings

        var title: String {
            switch self {
            case .journal: String(localized: .journalOverview)
            case .settings: String(localized: .settings)
            }
        }

        var symbol: String {
            switch self {
            case .journal: "book.fill"
            case .settings: "gear"
            }
        }

        var itemLabel: some View {
            Label(title, systemImage: symbol)
        }
    }

    var body: some View {
        TabView {
            ForEach(Tab.allCases, id: \.self) { tab in
                Text("Page")
                    .tabItem { tab.itemLabel }
            }
        }
    }
}
