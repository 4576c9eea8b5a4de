import SwiftUI
import UIKit

// Three places: leading, trailing and the bottom bar.
struct EditorView: View {
    var body: some View {
        Text("Draft")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Close", systemImage: "xmark") { }
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Format", systemImage: "textformat") { }
                    Button("Share", systemImage: "square.and.arrow.up") { }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Attach", systemImage: "paperclip") { }
                }
            }
    }
}
