import SwiftUI

// Left on disk after it was taken out of the project: no target compiles it.
struct OldImportView: View {
    var body: some View {
        NavigationStack {
            Text("Choose a file")
                .navigationTitle("Import an Old Library")
        }
    }
}
