import SwiftUI

// Shown only from LibraryView's #if DEBUG code: release builds never show it, and hig-lint reads no chrome of it.
struct DiagnosticsView: View {
    @State private var showsConsole = false

    var body: some View {
        NavigationStack {
            List {
                Button("Console") { showsConsole = true }
            }
            .navigationTitle("Developer Diagnostics")
            .sheet(isPresented: $showsConsole) { LogConsoleView() }
        }
    }
}
