import SwiftUI

/// Titles whose text the view's own code chooses: each text it states is an alternative.
struct FeedView: View {
    @State private var hasPlus = false
    @State private var showingArchive = false
    let account: Account

    var navigationTitle: LocalizedStringKey {
        if hasPlus {
            return "Social Feed Plus Edition"
        }
        return "Social Feed"
    }

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Archive") {
                    Text("Empty").navigationTitle(showingArchive ? "Archived Conversations" : "Archive")
                }
                NavigationLink("Profile") {
                    Text("Empty").navigationTitle(profileTitle)
                }
                NavigationLink("Drafts") {
                    Text("Empty").navigationTitle(account.name != nil ? "Drafts" : "Unsent Drafts Folder")
                }
                NavigationLink("Named") {
                    Text("Empty").navigationTitle(account.name ?? "Unnamed Account Feed")
                }
                NavigationLink("Local") {
                    let heading = NSLocalizedString("feed.local", value: "Local Timeline Posts", comment: "")
                    Text("Empty").navigationTitle(heading)
                }
            }
            .navigationTitle(navigationTitle)
        }
    }

    /// One branch is the account's data, known only at run time: the other is still checked.
    private var profileTitle: String {
        if let name = account.name {
            name
        } else {
            "Your Profile Settings"
        }
    }
}

struct Account {
    var name: String?
}
