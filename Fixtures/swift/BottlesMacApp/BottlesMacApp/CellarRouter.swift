import SwiftUI

// Scenes beside the app's own: a window whose view keeps its sheets in members of its own and
// in views a route makes.
struct CellarScenes: Scene {
    var body: some Scene {
        Window("Router", id: "router") {
            CellarRouter()
        }
    }
}

// A member named only inside a sheet's content is that sheet's, though the view around it is a
// window's: on macOS its navigation title is not shown and its toolbar items are the sheet's
// push buttons.
struct CellarRouter: View {
    @State private var showingSettings = false
    @State private var route: CellarRoute?

    var body: some View {
        List { Text("Cellar") }
            .sheet(isPresented: $showingSettings) { settingsPanel }
            .sheet(item: $route) { $0.makeView() }
    }

    private var settingsPanel: some View {
        Form { Toggle("Chill", isOn: .constant(true)) }
            .navigationTitle("Cellar Settings Panel")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Close") {} }
            }
    }
}

// The views a route makes for the sheet above are the sheet's (one type alone declares `makeView`).
enum CellarRoute: Identifiable {
    case export

    var id: String { "export" }

    @ViewBuilder
    func makeView() -> some View {
        switch self {
        case .export: ExportSheet()
        }
    }
}

struct ExportSheet: View {
    var body: some View {
        Form { Text("Format") }
            .navigationTitle("Export Every Bottle")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Export") {} }
            }
    }
}
