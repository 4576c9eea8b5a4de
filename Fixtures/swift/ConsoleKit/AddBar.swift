import SwiftUI

/// Toolbar buttons that are symbols alone on the systems where a newer style exists, and
/// labelled on Vision Pro, where that style never comes (no visionOS 99).
struct AddBar: View {
    var body: some View {
        Text("Items")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    if #available(iOS 17, visionOS 99, *) {
                        Button(action: {}) {
                            Image(systemName: "plus")
                        }
                    } else {
                        Button(action: {}) {
                            Label("Add", systemImage: "plus")
                        }
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    if #unavailable(visionOS 99) {
                        Button(action: {}) {
                            Label("Favourites", systemImage: "heart")
                        }
                    } else {
                        Button(action: {}) {
                            Image(systemName: "heart")
                        }
                    }
                }
            }
    }
}
