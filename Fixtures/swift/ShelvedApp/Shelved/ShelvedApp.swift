import SwiftUI

// A book shelf app whose project compiles the Shelved folder only. Some of its views no shipped
// code shows: a developer's screen linked under #if DEBUG, a view only that screen shows, a card
// only an Xcode preview shows, and an old view nothing names. Attic/ holds a file the project
// no longer compiles.
@main
struct ShelvedApp: App {
    var body: some Scene {
        WindowGroup {
            LibraryView()
        }
    }
}
