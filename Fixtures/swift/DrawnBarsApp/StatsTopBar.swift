import SwiftUI

// A header whose back button lies over the title's row, at its leading edge, and draws its
// arrow through a member of its own; a member named with a capital holds the buttons.
struct StatsTopBar: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        HStack {
            Spacer()
            Text("Statistics")
            Spacer()
        }
        .overlay {
            BarButtons
        }
    }

    var BarButtons: some View {
        HStack {
            Button {
                dismiss()
            } label: {
                backArrow
            }
            Spacer()
            Button("Share", systemImage: "square.and.arrow.up") {}
        }
    }

    var backArrow: some View {
        Image(systemName: "arrow.backward")
    }
}
