import SwiftUI

// A customizable window toolbar: items hidden until the person adds them are not shown.
struct CellarWindow: View {
    var body: some View {
        Text("Cellar")
            .toolbar(id: "cellar") {
                ToolbarItem(id: "add", placement: .primaryAction) { Button("Add", systemImage: "plus") {} }
                ToolbarItem(id: "export", placement: .primaryAction, showsByDefault: false) { Button("Export") {} }
                ToolbarItem(id: "import", placement: .primaryAction) { Button("Import") {} }
                    .defaultCustomization(.hidden)
                ToolbarItem(id: "share", placement: .primaryAction) { Button("Share") {} }
            }
    }
}
