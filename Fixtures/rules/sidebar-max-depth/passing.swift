import AppKit
import SwiftUI

// Two levels: sections and the folders in them.
struct FoldersSidebar: View {
    var body: some View {
        List {
            Section("iCloud") {
                Label("Projects", systemImage: "folder")
                Label("Notes", systemImage: "folder")
            }
        }
        .listStyle(.sidebar)
    }
}
