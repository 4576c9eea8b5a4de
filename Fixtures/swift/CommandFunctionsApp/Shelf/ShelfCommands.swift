import SwiftUI

@MainActor
enum ShelfCommands {
    static func fileCommands(open: @escaping (String) -> Void) -> some Commands {
        CommandGroup(replacing: .newItem) {
            Button("Add Volume") { open("add") }
                .keyboardShortcut("n")
        }
    }

    static func shelfMenu() -> some Commands {
        CommandMenu("Shelf") {
            Button("Lend Volume") {}
            Button("Reload") {}
        }
    }
}
