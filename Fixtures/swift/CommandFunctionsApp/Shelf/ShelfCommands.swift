import SwiftUI

@MainActor
enum ShelfCommands {
    static func fileCommands(open: @escaping (String) -> Void) -> some Commands {
        CommandGroup(replacing: .newItem) {
            Button("Add Volume") { open("add") }
                .keyboardShortcut("n")
        }
    }

    static func shelfMenu(count: Int = 1) -> some Commands {
        CommandMenu("Shelf") {
            let lendTitle = count == 1 ? "Lend Volume" : "Lend Volumes"
            Button(lendTitle) {}
            Button("Reload") {}
        }
    }
}
