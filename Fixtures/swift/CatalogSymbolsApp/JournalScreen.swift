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
