import SwiftUI

/// A title handed down by name through two helpers (`title: title`) from a view whose own `title`
/// no call gives: followed once to the outermost caller, and no further (it looped without end).
struct PassedLabel: View {
    let title: String
    var body: some View { Text(title) }
}

struct PassedButton: View {
    let title: String
    var body: some View { PassedLabel(title: title) }
}

struct PassedTitleView: View {
    let title: String
    var body: some View {
        NavigationStack {
            Text("Body")
                .navigationTitle("Preferences And Settings")
                .toolbar {
                    ToolbarItem { PassedButton(title: title) }
                }
        }
    }
}
