import AppKit
import SwiftUI

// Three levels: a section, a folder inside it, and notes inside the folder.
struct FoldersSidebar: View {
    var body: some View {
        List {
            Section("iCloud") {
                DisclosureGroup("Projects") {
                    Label("Roadmap", systemImage: "doc.text")
                    Label("Budget", systemImage: "doc.text")
                }
                Label("Notes", systemImage: "folder")
            }
        }
        .listStyle(.sidebar)
    }
}
