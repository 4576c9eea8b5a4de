import SwiftUI

extension Editor {
    struct ToolbarItems: ToolbarContent {
        var body: some ToolbarContent {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Publish Draft Now") {}
            }
        }
    }
}

extension Viewer {
    struct ToolbarItems: ToolbarContent {
        var body: some ToolbarContent {
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button("Share", systemImage: "square.and.arrow.up") {}
                Button("Favorite", systemImage: "heart") {}
                Button("Rotate", systemImage: "rotate.right") {}
                Button("Delete", systemImage: "trash") {}
            }
        }
    }
}
