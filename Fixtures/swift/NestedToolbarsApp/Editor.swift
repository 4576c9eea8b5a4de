import SwiftUI

/// Views and toolbar content nested in extensions, two of them with the same short name: each
/// screen's `ToolbarItems()` is the one declared in its own enclosing type.
enum Editor {}
enum Viewer {}

extension Editor {
    struct MainView: View {
        var body: some View {
            NavigationStack {
                Text("Draft")
                    .navigationTitle("Draft")
                    .toolbar { ToolbarItems() }
            }
        }
    }
}

extension Viewer {
    struct MainView: View {
        var body: some View {
            NavigationStack {
                Text("Photo")
                    .navigationTitle("Photo")
                    .toolbar { ToolbarItems() }
            }
        }
    }
}
