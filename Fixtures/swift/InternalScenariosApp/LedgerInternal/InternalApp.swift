import SwiftUI
import Scenarios

@main
struct InternalApp: App {
    var body: some Scene {
        WindowGroup { ComponentCatalog() }
    }
}
