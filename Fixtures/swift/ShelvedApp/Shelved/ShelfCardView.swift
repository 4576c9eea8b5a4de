import SwiftUI

// Only the preview below shows it.
struct ShelfCardView: View {
    var body: some View {
        NavigationStack {
            Text("Dune")
                .navigationTitle("Shelf Card Preview")
        }
    }
}

#Preview {
    ShelfCardView()
}
