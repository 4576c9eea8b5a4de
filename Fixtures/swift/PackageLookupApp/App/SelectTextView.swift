import SwiftUI

struct SelectTextView: View {
    var body: some View {
        NavigationStack {
            Text("x").navigationTitle(String.texts.chat.selectText)
        }
    }
}
