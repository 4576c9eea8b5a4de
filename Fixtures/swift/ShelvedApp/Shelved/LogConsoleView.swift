import SwiftUI

// Shown only by DiagnosticsView, which release builds never show.
struct LogConsoleView: View {
    var body: some View {
        NavigationStack {
            Text("No entries")
                .navigationTitle("Console Log Entries")
        }
    }
}
