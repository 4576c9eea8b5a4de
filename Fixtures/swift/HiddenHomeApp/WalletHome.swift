import SwiftUI

// A home screen that hides its navigation bar and draws its own header: the panel it embeds
// titles nothing people see. The screen it pushes has a bar again, and its title shows.
@main
struct WalletApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { WalletHome() }
        }
    }
}

struct WalletHome: View {
    var body: some View {
        VStack {
            BalancePanel()
            NavigationLink("Limits") { LimitsScreen() }
        }
        .navigationBarHidden(true)
    }
}

struct BalancePanel: View {
    var body: some View {
        Form { Text("42") }
            .navigationTitle("Balance and Pending Payments")
    }
}

struct LimitsScreen: View {
    var body: some View {
        Form { Text("Daily") }
            .navigationTitle("Spending Limits Per Day")
    }
}
