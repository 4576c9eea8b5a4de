import SwiftUI

struct LibraryView: View {
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
