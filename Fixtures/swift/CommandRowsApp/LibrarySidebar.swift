import SwiftUI

enum Place: Hashable, CaseIterable {
    case library, downloads, donate

    var title: String {
        switch self {
        case .library: return "Library"
        case .downloads: return "Downloads"
        case .donate: return "Support Us"
        }
    }

    var symbol: String {
        switch self {
        case .library: return "books.vertical"
        case .downloads: return "arrow.down.circle"
        case .donate: return "heart"
        }
    }
}

struct Shelf: Identifiable, Hashable {
    let id: Int
    var name: String
}

/// Sidebar rows that run an action instead of leading somewhere: a button that opens a sheet,
/// one that signs out, and a data row that is a button for one kind of place. A button that only
/// selects a row (`selection = …`) is a destination, as a link is, and so is a tagged button
/// in a selection list, unless its action shows something (a sheet).
struct LibrarySidebar: View {
    @State private var selection: Place? = .library
    @State private var showingNewShelf = false
    let shelves: [Shelf]

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                NavigationLink("Library", value: Place.library)
                Button {
                    selection = .downloads
                } label: {
                    Label("Downloads", systemImage: "arrow.down.circle")
                }
                Button {
                    open(.donate)
                } label: {
                    Label("Thanks", systemImage: "heart")
                }
                .tag(Place.donate)
                Button {
                    showingNewShelf = true
                } label: {
                    Label("Add Shelf", systemImage: "plus")
                }
                .tag(Place.library)
                Button("New Shelf", systemImage: "plus") {
                    showingNewShelf = true
                }
                Section("Places") {
                    ForEach([Place.library, .downloads, .donate], id: \.self) { place in
                        row(for: place)
                    }
                }
                Section("Shelves") {
                    ForEach(shelves) { shelf in
                        Text(shelf.name)
                    }
                }
                Button(action: signOut) {
                    Text("Sign Out")
                }
            }
            .navigationTitle("Books")
        } detail: {
            Text("Choose a place")
        }
    }

    @ViewBuilder
    private func row(for place: Place) -> some View {
        if case .donate = place {
            Button {
                openDonation()
            } label: {
                label(for: .donate)
            }
        } else {
            NavigationLink(value: place) {
                label(for: place)
            }
        }
    }

    private func label(for place: Place) -> some View {
        Label(place.title, systemImage: place.symbol)
    }

    private func openDonation() {}
    private func signOut() {}
    private func open(_ place: Place) {}
}
