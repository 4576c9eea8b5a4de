import SwiftUI

// A window's toolbar as the latest macOS shows it: the code gives text items a fixed space only
// where the system has ToolbarSpacer, and what older systems fall back to is not judged by the
// latest guidance. A Text("") that holds a control's place (while `sorting`, as the view starts)
// shows nothing, and a button that switches editing on and off is an Edit button, whatever its title.
struct CellarToolbarScenes: Scene {
    var body: some Scene {
        Window("Shelf", id: "shelf") {
            ShelfView()
        }
    }
}

struct ShelfView: View {
    @State private var isEditing = false
    @State private var sorting = true

    var body: some View {
        List { Text("Shelf") }
            .toolbar {
                ToolbarItem { Button("Select") { isEditing.toggle() } }
                if #available(macOS 26, *) {
                    ToolbarSpacer(.fixed)
                } else {
                    ToolbarItem { Button("Sort") {} }
                }
                ToolbarItem { Button("Tags") {} }
                ToolbarItem {
                    if sorting {
                        Text("")
                    } else {
                        Picker("Order", selection: .constant(0)) { Text("Name").tag(0) }
                            .pickerStyle(.segmented)
                    }
                }
            }
    }
}

// Nothing in the app shows this view: on macOS it may be a window or a sheet, so what depends on
// that is reported at info, to be reviewed.
struct OrphanPanel: View {
    var body: some View {
        Text("Panel")
            .navigationTitle("A Panel Nobody Opens")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Close") {} }
            }
    }
}
