import SwiftUI
import UIKit

// One prominent button, at the trailing end.
struct ComposeView: View {
    var body: some View {
        Text("Message")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Save Draft", systemImage: "square.and.arrow.down") { }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Send", systemImage: "paperplane") { }
                        .buttonStyle(.borderedProminent)
                }
            }
    }
}
