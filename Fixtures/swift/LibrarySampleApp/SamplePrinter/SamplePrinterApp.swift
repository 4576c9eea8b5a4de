import SwiftUI

// The app the library's project keeps to try the library: only its developers run it.
@main
struct SamplePrinterApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List {
                    Text("Print a test receipt")
                }
                .navigationTitle("Receipt Printer Playground")
            }
        }
    }
}
