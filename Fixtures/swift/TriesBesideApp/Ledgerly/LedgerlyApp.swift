import SwiftUI

@main
struct LedgerlyApp: App {
    var body: some Scene {
        WindowGroup("Accounts") {
            Text("Accounts")
        }
    }
}
