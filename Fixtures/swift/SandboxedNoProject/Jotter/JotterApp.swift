import SwiftUI

@main
struct JotterApp: App {
    var body: some Scene {
        WindowGroup {
            JotList()
        }
    }
}
