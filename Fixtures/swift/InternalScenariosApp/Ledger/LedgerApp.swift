import SwiftUI
import LedgerUI

@main
struct LedgerApp: App {
    var body: some Scene {
        WindowGroup { LedgerView() }
    }
}
