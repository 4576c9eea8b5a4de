import SwiftUI
import UIKit

/// Every navigation bar's look, set once through UIKit's appearance proxies when the app starts.
@main
struct ThemedApp: App {
    init() {
        UINavigationBar.appearance().barTintColor = UIColor(named: "Paper", in: .main, compatibleWith: nil)
        UINavigationBar.appearance().tintColor = UIColor(red: 0.8, green: 0.2, blue: 0.1, alpha: 1)
        UINavigationBar.appearance().isTranslucent = false
    }

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                Text("Home").navigationTitle("Home")
            }
        }
    }
}
