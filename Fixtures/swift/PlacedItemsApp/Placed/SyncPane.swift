import SwiftUI

// Shown both pushed in the window and in a sheet: its confirmation placement makes Sync a Done
// only in the sheet, so whether Sync may share Filter's group needs review.
struct SyncPane: View {
    var body: some View {
        List {
            Text("Last synced today")
        }
        .navigationTitle("Sync")
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Sync", systemImage: "arrow.triangle.2.circlepath") {}
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button("Filter", systemImage: "line.3.horizontal.decrease") {}
            }
        }
    }
}
