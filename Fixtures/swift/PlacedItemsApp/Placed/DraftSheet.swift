import SwiftUI

// A sheet: Clear Draft sits in the navigation placement but moves nowhere, so it shares Discard's
// group; the xmark that VoiceOver calls Close closes the sheet beside Share.
struct DraftSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .navigationTitle("Draft")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Discard") { dismiss() }
                    }
                    ToolbarItem(placement: .navigation) {
                        Button("Clear Draft", systemImage: "trash") { text = "" }
                    }
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        ShareLink(item: text)
                        Button {
                            dismiss()
                        } label: {
                            Image(systemName: "xmark")
                                .accessibilityLabel("Close")
                        }
                    }
                }
        }
    }
}
