import SwiftUI

/// Toolbar items whose content stacks controls side by side (`HStack { Undo; Redo }`) or lets a
/// `Group` choose one (a progress view while saving, else Save): each control counts as the bar's
/// own. A stack that is no control (a custom title of an image and text) stays a custom view.
struct EditorView: View {
    @State private var saving = false

    var body: some View {
        NavigationStack {
            Text("Draft")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        HStack {
                            Button("Undo", systemImage: "arrow.uturn.backward") {}
                            Button("Redo", systemImage: "arrow.uturn.forward") {}
                        }
                    }
                    ToolbarItem(placement: .principal) {
                        HStack {
                            Image(systemName: "doc")
                            Text("Draft")
                        }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Group {
                            if saving {
                                ProgressView()
                            } else {
                                Button("Save", systemImage: "square.and.arrow.down") {}
                            }
                        }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        ShareLink(item: "Draft")
                    }
                }
        }
    }
}

/// A bottom bar whose one item stacks two buttons apart (`Spacer()` between them): two buttons and
/// the bar's flexible space between them.
struct PreviewPanel: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("Preview")
                .navigationTitle("Preview")
                .toolbar {
                    ToolbarItem(placement: .bottomBar) {
                        HStack {
                            Button("Reload", systemImage: "arrow.clockwise") {}
                            Spacer()
                            Button("Close") { dismiss() }
                        }
                    }
                }
        }
    }
}
