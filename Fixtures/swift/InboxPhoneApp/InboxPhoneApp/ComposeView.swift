import SwiftUI

enum Layout: String, CaseIterable {
    case grid, list
    var imageName: String { self == .grid ? "square.grid.2x2" : "list.bullet" }
}

// Icons named other ways than a literal system symbol still show as icons in a toolbar: an
// asset catalog's image or custom symbol, a symbol computed at run time. A label styled
// .titleOnly shows its text alone.
struct ComposeView: View {
    @State private var layout = Layout.grid

    var body: some View {
        NavigationStack {
            Text("Draft")
                .navigationTitle("Draft")
                .toolbar {
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button { } label: { Label("Attach", image: "custom.paperclip.badge") }
                        Button { } label: { Label("Layout", systemImage: layout.imageName).labelStyle(.iconOnly) }
                        Button { } label: { Label { Text("Style") } icon: { Image(systemName: layout.imageName) } }
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button { } label: { Label("Send", systemImage: "paperplane").labelStyle(.titleOnly) }
                        Button("Later", systemImage: "clock") {}
                    }
                }
        }
    }
}
