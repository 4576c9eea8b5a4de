import SwiftUI

@main
struct ShelfApp: App {
    @Environment(\.openWindow) private var openWindow

    var body: some Scene {
        mainWindow
        Settings {
            Text("Shelf settings")
        }
    }

    private var mainWindow: some Scene {
        WindowGroup {
            ShelfView()
        }
        .commands {
            ShelfCommands.fileCommands(open: { openWindow(id: $0) })
            ShelfCommands.shelfMenu()
            toolsMenu()
        }
    }

    private func toolsMenu() -> some Commands {
        CommandMenu("Tools") {
            Button("Sort Volumes") {}
        }
    }
}
