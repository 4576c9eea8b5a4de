import SwiftUI

/// Titles and labels through accessors a build step generates (SwiftGen, R.swift, the app's own
/// script): only the string table is in the repository.
struct LibraryView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Queue") {
                    Text("Empty").navigationTitle(R.string.localizable.downloadsQueueTitle())
                }
            }
            .navigationTitle(L10n.Settings.Cite.title)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button(LocalString.common_button_share) {}
                }
            }
        }
    }
}

/// A case transform of a constant, and names the resolver must not guess.
struct RecentView: View {
    enum Strings {
        static let recent = "recently added titles"
    }

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Brand") {
                    // Brand is declared here, so its appName is no generated accessor, whatever the tables hold.
                    Text("Brand").navigationTitle(Brand.appName)
                }
                NavigationLink("Sync") {
                    // Two keys spell "syncstatus".
                    Text("Sync").navigationTitle(L10n.syncStatus)
                }
            }
            .navigationTitle(Strings.recent.localizedCapitalized)
        }
    }
}

enum Brand {
    static let appName: String = Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? "App"
}
