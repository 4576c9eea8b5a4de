import SwiftUI
import UIKit

// Two prominent buttons compete for attention.
struct ComposeView: View {
    var body: some View {
        Text("Message")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Save Draft") { }
                        .buttonStyle(.borderedProminent)
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Send", systemImage: "paperplane") { }
                        .buttonStyle(.borderedProminent)
                }
            }
    }
}
