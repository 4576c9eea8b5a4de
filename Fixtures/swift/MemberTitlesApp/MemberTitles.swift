import SwiftUI

/// Titles read from a member of a value whose type the app declares: each text the member can give is an alternative.
struct ShelfView: View {
    enum Mode {
        case saved, archived, shared(with: String)

        var title: LocalizedStringKey {
            switch self {
            case .saved: "Saved"
            case .archived: .init(localized: "Archived Conversations")
            case .shared: "Shared"
            }
        }
    }

    let mode: Mode

    var body: some View {
        List { Text("Empty") }
            .navigationTitle(mode.title)
    }
}

/// Through a view model's property, to a method of an enum: both declared in a file without chrome.
struct QueueView: View {
    @StateObject private var model = QueueModel()

    var body: some View {
        List { Text("Empty") }
            .navigationTitle(model.sort?.title() ?? "Unsorted")
    }
}

/// A String enum's raw values, changed as Foundation would.
struct PreferencesView: View {
    @State private var page: Page = .general

    enum Page: String {
        case general
        case sync = "synchronisation settings"
    }

    var body: some View {
        Form { Text("Empty") }
            .navigationTitle(page.rawValue.capitalized)
    }
}

/// Titles from constants: a fallback is checked, the rest is known at run time.
struct StartView: View {
    private let heading = NSLocalizedString("start.heading", value: "Everything You Follow", comment: "")
    let item: Item
    let url: URL

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Item") { Text("Empty").navigationTitle(item.name) }
                NavigationLink("File") { Text("Empty").navigationTitle(url.lastPathComponent) }
                NavigationLink("Following") { Text("Empty").navigationTitle(heading) }
            }
            .navigationTitle(Brand.appName)
        }
    }
}

/// A stored property is the app's data: not read.
struct Item {
    let name: String
}

/// A constant of a file, in each `#if` branch: every branch's text is checked.
struct AboutView: View {
    var body: some View {
        Form { Text("Version 1") }.navigationTitle(productName)
    }
}

/// A property of the same name hides the file's constant: not read.
struct CreditsView: View {
    let productName: String
    let names: [String]

    var body: some View {
        List(names, id: \.self, rowContent: Text.init).navigationTitle(productName)
    }
}

/// Through a model to an enum in another file without chrome, whose title a protocol's extension gives.
struct SettingsView: View {
    @EnvironmentObject var navigation: Navigation

    var body: some View {
        Form { Text("Empty") }.navigationTitle(navigation.pane.title)
    }
}

/// A variable's first value is checked; what the code sets it to later is known at run time.
struct HistoryView: View {
    @State private var heading = "Recently Played Episodes"

    var body: some View {
        Form { Text("Empty") }.navigationTitle(heading)
    }
}

/// A closure's parameter hides the view's property of the same name: the shelf's own title is data, noted.
struct ShelfPickerView: View {
    let mode: ShelfView.Mode
    let shelves: [Shelf]

    var body: some View {
        List(shelves) { mode in
            NavigationLink(mode.name) { Text("Empty").navigationTitle(mode.title) }
        }
        .navigationTitle(mode.title)
    }
}

struct Shelf: Identifiable {
    let id: Int
    let name: String
    let title: String
}
