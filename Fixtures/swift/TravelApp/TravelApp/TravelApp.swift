import SwiftUI

@main
struct TravelApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}
