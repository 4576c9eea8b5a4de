import SwiftUI

struct InboxView: View {
    @State private var showsPreferences = false

    var body: some View {
        NavigationStack {
            List {
                Text("No messages")
            }
            .navigationTitle(L10n.Inbox.title)
            .toolbar {
                Button(L10n.Inbox.preferences, systemImage: "gear") { showsPreferences = true }
            }
            .sheet(isPresented: $showsPreferences) { PreferencesView() }
        }
    }
}

struct PreferencesView: View {
    var body: some View {
        NavigationStack {
            Form {
                Toggle("Sounds", isOn: .constant(true))
            }
            .navigationTitle(L10n.Inbox.preferences)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(L10n.closeLabel) {}
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button(L10n.missingLabel) {}
                }
            }
        }
    }
}
