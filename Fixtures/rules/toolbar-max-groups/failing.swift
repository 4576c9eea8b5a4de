import SwiftUI
import UIKit

// Controls scattered over four places: leading, centre, trailing and the bottom bar.
struct EditorView: View {
    var body: some View {
        Text("Draft")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Close", systemImage: "xmark") { }
                }
                ToolbarItem(placement: .principal) {
                    Button("Format", systemImage: "textformat") { }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Share", systemImage: "square.and.arrow.up") { }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Attach", systemImage: "paperclip") { }
                }
            }
    }
}
