import SwiftUI

/// A tab per case of an enum (`ForEach(Section.allCases)`), each read for its case: its title and
/// symbol from the enum's switches.
enum LibrarySection: Hashable, Identifiable, CaseIterable {
    case shelves, downloads

    var id: Self { self }

    var title: String {
        switch self {
        case .shelves: "Shelves"
        case .downloads: "Downloads"
        }
    }

    var symbol: String {
        switch self {
        case .shelves: "books.vertical.fill"
        case .downloads: "arrow.down.circle"
        }
    }
}

struct CaseTabsView: View {
    @State private var selection: LibrarySection = .shelves

    var body: some View {
        TabView(selection: $selection) {
            ForEach(LibrarySection.allCases) { section in
                Tab(value: section) {
                    Text(section.title)
                } label: {
                    Label {
                        Text(section.title)
                    } icon: {
                        Image(systemName: section.symbol)
                    }
                }
            }
        }
    }
}
