import SwiftUI

// The same key as the Notes app's title: this app's catalog gives it a short text.
struct MailboxView: View {
    var body: some View {
        NavigationStack {
            List {
                Text("mailbox.empty")
            }
            .navigationTitle("mailbox.title")
        }
    }
}
