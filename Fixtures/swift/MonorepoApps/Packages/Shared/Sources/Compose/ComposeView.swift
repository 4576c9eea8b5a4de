import SwiftUI

public struct ComposeView: View {
    public var body: some View {
        NavigationStack {
            TextEditor(text: .constant(""))
                .navigationTitle("screen.title")
        }
    }
}
