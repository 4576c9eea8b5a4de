import SwiftUI

enum MenuEntry: Hashable, Identifiable {
    case article(id: Int)
    case saved
    case donate

    var id: String { "\(self)" }

    var name: String {
        switch self {
        case .article: return "Article"
        case .saved: return "Saved"
        case .donate: return "Donate"
        }
    }
}

/// A sidebar whose rows come from data: which entries it shows is known only at run time, but a
/// row for one kind of entry runs an action. That row is reported; the others stay unread.
struct ReaderSidebar: View {
    let entries: [MenuEntry]
    @State private var selection: MenuEntry?

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                ForEach(entries) { (entry: MenuEntry) in
                    link(for: entry)
                }
            }
        } detail: {
            Text("Choose an entry")
        }
    }

    @ViewBuilder
    private func link(for entry: MenuEntry) -> some View {
        switch entry {
        case .donate:
            Button {
                UIApplication.shared.open(URL(string: "https://example.org/donate")!)
            } label: {
                Text(entry.name)
            }
        default:
            NavigationLink(value: entry) {
                Text(entry.name)
            }
        }
    }
}
