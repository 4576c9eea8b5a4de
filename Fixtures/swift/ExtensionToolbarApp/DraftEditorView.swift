import SwiftUI

/// A view whose toolbar is a property an extension declares in a file of its own: what that
/// property builds is read with the view, and its findings and notes are placed in that file.
struct DraftEditorView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("Draft")
                .navigationTitle("Draft")
                .toolbar { toolbar }
        }
    }
}
