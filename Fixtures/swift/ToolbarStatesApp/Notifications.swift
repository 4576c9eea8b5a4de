import SwiftUI

/// A toolbar item that changes with the view's state shows, when the view is first shown, the
/// branch its `@State` starts in: the More menu (`editMode` starts inactive), not the Done button
/// that replaces it while editing. Its later states are read as well, each item in its next
/// branch: Done beside Show All.
struct NotificationsView: View {
    @State private var editMode = EditMode.inactive
    @State private var isFiltering = false

    var body: some View {
        NavigationStack {
            List {}
                .navigationTitle("Alerts")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        if editMode == .active {
                            Button("Done") { editMode = .inactive }
                        } else {
                            Menu {
                                Button("Select") { editMode = .active }
                                Button("Clear All") {}
                            } label: {
                                Image(systemName: "ellipsis.circle")
                            }
                        }
                    }
                    ToolbarItem(placement: .topBarLeading) {
                        if isFiltering {
                            Button("Show All") { isFiltering = false }
                        } else {
                            Button("Filter", systemImage: "line.3.horizontal.decrease") { isFiltering = true }
                        }
                    }
                }
        }
    }
}
