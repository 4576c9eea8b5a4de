import SwiftUI

@main
struct PantryApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

// The root shows the stock on iPhone and iPad only: nothing of it is on Apple Vision Pro.
struct ContentView: View {
    var body: some View {
        #if os(iOS)
        NavigationStack {
            StockList()
        }
        #endif
    }
}
