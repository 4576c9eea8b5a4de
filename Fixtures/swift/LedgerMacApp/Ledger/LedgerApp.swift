import SwiftUI

@main
struct LedgerApp: App {
    var body: some Scene {
        // The main window is titled with the app's name, which the menu bar already shows.
        WindowGroup("Ledger") {
            AccountsView()
        }
        Window("Exchange Rates and Currencies", id: "rates") {
            RatesView()
        }
        // Its content titles the window: the scene's title only names it in the Window menu.
        Window("Activity", id: "activity") {
            ActivityView()
        }
        // The settings window is titled by its selected tab (LedgerSettingsView.swift).
        Settings {
            LedgerSettingsView()
        }
        // Its windows show no title bar: the long title names them in the Window menu only.
        Window("Welcome to Everything New in Ledger", id: "welcome") {
            RatesView()
        }
        .windowStyle(.hiddenTitleBar)
        // The app's name before what the window shows repeats it too.
        Window("Ledger: History", id: "history") {
            RatesView()
        }
    }
}

struct AccountsView: View {
    var body: some View {
        List {
            Text("Checking")
            Text("Savings")
        }
    }
}

struct RatesView: View {
    var body: some View {
        Text("1 EUR = 1.08 USD")
    }
}

struct ActivityView: View {
    var body: some View {
        Text("No activity")
            .navigationTitle("Activity Log")
    }
}
