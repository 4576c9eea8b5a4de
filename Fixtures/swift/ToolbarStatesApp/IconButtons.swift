import SwiftUI

/// Buttons made with the app's own initializer, whose icon is a value of the app's (`icon: .send`):
/// each shows an icon beside its title, so none is a text item.
enum AppIcon: String {
    case attach = "paperclip"
    case send = "paperplane"
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    init(_ title: String, icon: AppIcon, action: @escaping () -> Void) {
        self.init(title, systemImage: icon.rawValue, action: action)
    }
}

struct ComposerView: View {
    var body: some View {
        NavigationStack {
            TextEditor(text: .constant(""))
                .navigationTitle("Reply")
                .toolbar {
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("Attach", icon: .attach) {}
                        Button("Send", icon: .send) {}
                    }
                }
        }
    }
}
