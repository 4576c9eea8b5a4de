import SwiftUI

/// A sheet with a Cancel and a Copy button: on iPhone, on iPad and on the Mac with Mac
/// Catalyst, Cancel leads the navigation bar and Copy trails it.
struct CodePreview: View {
    let code: String

    var body: some View {
        NavigationStack {
            ScrollView {
                Text(code)
            }
            .navigationTitle("Code")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {}
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Copy", systemImage: "doc.on.doc") {}
                }
            }
        }
    }
}
