import SwiftUI

// A sheet: its Cancel shares the leading end with the page arrows, which navigate as Back does.
struct PageBrowser: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("Page")
                .navigationTitle("Page")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                    ToolbarItemGroup(placement: .navigation) {
                        Button("Back a Page", systemImage: "chevron.left") {}
                        Button("Forward a Page", systemImage: "chevron.right") {}
                    }
                }
        }
    }
}
