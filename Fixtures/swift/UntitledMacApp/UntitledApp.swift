import SwiftUI

/// A window titled with nothing (`Window("", id:)`) is read as an empty title, which a person
/// judges; a titled window is not reported, nor one whose title bar or title is hidden, nor one
/// whose content titles it, however deep, nor one whose toolbar shows a title item of its own.
@main
struct UntitledApp: App {
    var body: some Scene {
        Window("", id: "player") {
            Text("Now Playing")
        }
        Window("Library", id: "library") {
            Text("Library")
        }
        Window("", id: "mini") {
            Text("Mini")
        }
        .windowToolbarStyle(.unified(showsTitle: false))
        Window("", id: "hud") {
            Text("HUD")
        }
        .windowStyle(HiddenTitleBarWindowStyle())
        Window("", id: "strip") {
            Text("Strip")
                .toolbar(removing: .title)
        }
        Window("", id: "chat") {
            ChatRoot()
        }
        WindowGroup("") {
            NotesView()
        }
    }
}

struct ChatRoot: View {
    var body: some View {
        NavigationStack {
            ChatView(name: "General")
        }
    }
}

struct ChatView: View {
    let name: String

    var body: some View {
        Text("Messages")
            .navigationTitle(name)
    }
}

struct NotesView: View {
    var body: some View {
        Text("Note")
            .navigationTitle("")
            .toolbar {
                ToolbarItem(placement: .navigation) {
                    Text("Notes")
                }
            }
    }
}
