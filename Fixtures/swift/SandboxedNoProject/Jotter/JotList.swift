import SwiftUI

struct JotList: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Groceries")
            }
            .navigationTitle("Jots")
            .toolbar {
                ToolbarItem {
                    Button("New Jot", systemImage: "square.and.pencil") {}
                }
                ToolbarItem {
                    Button("Pin", systemImage: "pin") {}
                }
                ToolbarItem {
                    Button("Share", systemImage: "square.and.arrow.up") {}
                }
                ToolbarItem {
                    Button("Archive", systemImage: "archivebox") {}
                }
            }
        }
    }
}
