import SwiftUI

/// A window titled with nothing (`Window("", id:)`) is read as an empty title, which a person
/// judges; a titled window is not reported.
@main
struct UntitledApp: App {
    var body: some Scene {
        Window("", id: "player") {
            Text("Now Playing")
        }
        Window("Library", id: "library") {
            Text("Library")
        }
    }
}
