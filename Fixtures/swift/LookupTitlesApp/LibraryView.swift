import SwiftUI

struct LibraryView: View {
    var body: some View {
        NavigationStack {
            List {}
                .navigationTitle("library_heading".translated)
                .toolbar {
                    ToolbarItem {
                        Button(Menu.library.label) {}
                    }
                }
        }
    }
}
