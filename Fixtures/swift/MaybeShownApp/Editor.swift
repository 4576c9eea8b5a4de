import SwiftUI

// The label depends on a style every caller gives: no caller asks for .createGist, so the
// "Back" branch never shows and people always see Cancel.
enum EditorStyle {
    case createGist
    case writeComment
    case updateComment
}

struct MarkdownEditor: View {
    let style: EditorStyle
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            TextEditor(text: .constant(""))
                .navigationTitle(style == .writeComment ? "Write Comment" : "Edit Comment")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button(style == .createGist ? "Back" : "Cancel") { dismiss() }
                    }
                }
        }
    }
}
