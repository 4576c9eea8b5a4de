import SwiftUI

/// A title the view's own state holds and the view then changes (`+=`): not simply what the
/// caller gives, so it is not checked as that.
struct ArchiveFolder: View {
    @State var title: String

    init(title: String) {
        self.title = title
    }

    var body: some View {
        List { Text("x") }
            .navigationTitle(title)
            .onAppear { title += " (archived)" }
    }
}

struct ArchiveEntry: View {
    var body: some View {
        NavigationStack { ArchiveFolder(title: "Archive") }
    }
}
