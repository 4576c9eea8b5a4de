import SwiftUI

// Shown only by LegacyShelfView, which nothing shows.
struct ShelfStatisticsView: View {
    var body: some View {
        NavigationStack {
            Text("12 books")
                .navigationTitle("Reading Statistics")
        }
    }
}
