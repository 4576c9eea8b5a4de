import SwiftUI

@main
struct TotalsTryApp: App {
    var body: some Scene {
        WindowGroup("TotalsTry") {
            Text("Totals")
        }
    }
}
