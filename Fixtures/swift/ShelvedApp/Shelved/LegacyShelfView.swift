import SwiftUI

// Replaced by LibraryView; nothing names it any more, so the statistics it shows are never seen either.
struct LegacyShelfView: View {
    @State private var showsStatistics = false

    var body: some View {
        NavigationStack {
            Button("Statistics") { showsStatistics = true }
                .navigationTitle("The Old Shelf Layout")
                .sheet(isPresented: $showsStatistics) { ShelfStatisticsView() }
        }
    }
}
