import SwiftUI

// A modifier of the app's own puts a sheet's view in a navigation stack: the sheet has a bar, and its
// title is checked (not "shown with no navigation container").

extension View {
    func embeddedInNavigation() -> some View {
        NavigationStack { self }
    }
}

struct AccountSheet: View {
    var body: some View {
        List { Text("Name") }
            .navigationTitle("Account and Subscription")
            .embeddedInNavigation()
    }
}

struct RootView: View {
    @State private var showsAccount = false
    var body: some View {
        NavigationStack {
            Button("Account") { showsAccount = true }
                .navigationTitle("Home")
        }
        .sheet(isPresented: $showsAccount) { AccountSheet() }
    }
}

@main
struct EmbedApp: App {
    var body: some Scene { WindowGroup { RootView() } }
}
