import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup { Editor() }
            .commands {
                CommandMenu("Note") {
                    Button("Pin") { pin() }
                }
            }
    }

    func pin() {}
}
