import SwiftUI

struct LibraryView: View {
    @State private var isStarred = false

    var body: some View {
        NavigationStack {
            List { Text("Book") }
                .navigationTitle("Library")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button(action: {}) { Icons.System.info }
                            .accessibilityLabel("About")
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Button(action: {}) { Icons.System.gear }
                            .accessibilityLabel("Settings")
                    }
                    ToolbarItem(placement: .primaryAction) {
                        // The image chosen by a state: the first branch's is read.
                        Button(action: { isStarred.toggle() }) {
                            if isStarred {
                                Icons.System.starFill.foregroundStyle(.yellow)
                            } else {
                                Icons.System.star
                            }
                        }
                        .accessibilityLabel("Star")
                    }
                    ToolbarItem(placement: .secondaryAction) {
                        // A constant that is no image of a symbol stands between two buttons, as a divider.
                        HStack {
                            Button("Edit") {}
                            Icons.separator
                            Button("Done") {}
                        }
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Button(action: {}) {
                            HStack {
                                Icons.System.info.imageScale(.large)
                                Text("Details")
                            }
                        }
                    }
                }
        }
    }
}
