import SwiftUI

struct MainWindow: View {
    @State private var selection: Destination? = .stream

    var body: some View {
        NavigationSplitView(sidebar: sidebar) {
            Text("Detail")
        }
    }

    @ViewBuilder private func sidebar() -> some View {
        List(selection: $selection) {
            row(for: .stream)
            row(for: .likes)
            row(for: .history)
        }
        .listStyle(.sidebar)
    }

    @ViewBuilder private func row(for destination: Destination) -> some View {
        NavigationLink(value: destination) {
            Label(destination.title, systemImage: destination.symbol)
                .foregroundStyle(.pink)
        }
    }
}
