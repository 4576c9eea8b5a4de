import SwiftUI

@main
struct SearchSampleApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List { Text("Result") }
                    .navigationTitle("Search Sample Results")
            }
        }
    }
}
