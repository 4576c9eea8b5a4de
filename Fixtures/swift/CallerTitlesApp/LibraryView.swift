import SwiftUI

/// Titles that callers give a view's stored property: read when every call gives the same text.
struct LibraryView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Downloads") { CategoryView(title: "Downloaded Episodes") }
                NavigationLink("Podcasts") { ShelfView(title: "Subscribed Podcasts") }
                NavigationLink("Shows") { ShelfView(title: "Shows") }
                NavigationLink("Archive") { RenamedView(title: "Archive") }
                NavigationLink("Tags") { TagsView("Tags and Categories", count: 3) }
            }
            .navigationTitle("Library")
        }
    }
}

/// One caller, one text: the title is read.
struct CategoryView: View {
    let title: String

    var body: some View {
        List { Text("No episodes") }
            .navigationTitle(title)
    }
}

/// Two callers, two texts: each is checked, as an alternative of the title.
struct ShelfView: View {
    let title: String

    var body: some View {
        List { Text("Empty shelf") }
            .navigationTitle(Text(verbatim: title))
    }
}

/// An initializer that changes what it is given: not followed.
struct RenamedView: View {
    let title: String

    init(title: String) {
        self.title = title.uppercased() + " (local)"
    }

    var body: some View {
        List { Text("Nothing archived") }
            .navigationTitle(title)
    }
}

/// An initializer that wraps its unlabelled parameter in Text: followed to the caller's argument.
struct TagsView: View {
    let title: Text
    let count: Int

    init(_ title: LocalizedStringKey, count: Int) {
        self.title = Text(title)
        self.count = count
    }

    var body: some View {
        List { Text("\(count) tags") }
            .navigationTitle(title)
    }
}

struct CategoryView_Previews: PreviewProvider {
    static var previews: some View {
        CategoryView(title: "Preview")
    }
}
