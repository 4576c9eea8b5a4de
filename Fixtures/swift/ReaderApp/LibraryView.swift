import SwiftUI

// No project or package names this app's platforms, and it imports SwiftUI alone, so it is read
// for iOS, iPadOS and macOS: the navigation title is the toolbar's title on iPhone and iPad and
// the window's title on the Mac. The one title too long is reported once, not once per platform.
struct LibraryView: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Shelves")
                Text("Recently Added")
            }
            .navigationTitle("Reading Preferences")
        }
    }
}
