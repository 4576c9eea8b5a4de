import SwiftUI

/// Tabs made from a list the view states, numbered with `enumerated()` (the number picks the
/// screen, the value gives the label): each value is a tab, read where it is made.
struct NumberedTabsView: View {
    struct Destination {
        let icon: String
        let title: String
    }

    let destinations: [Destination] = [
        Destination(icon: "books.vertical.fill", title: "Shelves"),
        Destination(icon: "arrow.down.circle", title: "Downloads"),
    ]

    private func screen(for index: Int) -> some View {
        Text(index == 0 ? "Shelves" : "Downloads")
    }

    var body: some View {
        TabView {
            ForEach(Array(destinations.enumerated()), id: \.offset) { index, destination in
                screen(for: index)
                    .tabItem { Label(destination.title, systemImage: destination.icon) }
            }
        }
    }
}
