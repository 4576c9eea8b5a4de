import SwiftUI

/// A sheet whose bar shows a spinner while it uploads: a status, not a control, so it is no
/// toolbar item and needs no note.
struct UploadView: View {
    @State private var uploading = true

    var body: some View {
        NavigationStack {
            Text("Uploading")
                .navigationTitle("Upload")
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Done") {}
                    }
                    ToolbarItem(placement: .primaryAction) {
                        ProgressView()
                    }
                }
        }
    }
}
