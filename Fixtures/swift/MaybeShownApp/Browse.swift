import SwiftUI

// Two items under conditions nothing relates: they may never be in the bar together, so the
// findings about the pair ask for review. The third pair shares one condition and is judged.
struct BrowseView: View {
    let showSettingsButton: Bool
    let isMoveMode: Bool
    @State private var isEditing = false

    var body: some View {
        NavigationStack {
            List { Text("Campaign") }
                .navigationTitle("Browse")
                .toolbar {
                    if showSettingsButton {
                        ToolbarItem(placement: .navigation) { Button("Settings") {} }
                    }
                    if isMoveMode {
                        ToolbarItem(placement: .navigation) { Button("Cancel") {} }
                    }
                }
        }
    }
}

struct EncounterView: View {
    let running: Bool
    @State private var isEditing = false

    var body: some View {
        NavigationStack {
            List { Text("Goblin") }
                .navigationTitle("Encounter")
                .toolbar {
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
                        if !running {
                            Menu { Button("Reset") {} } label: { Image(systemName: "ellipsis.circle") }
                        }
                    }
                }
        }
    }
}

@main
struct MaybeShownApp: App {
    @State private var composing = false

    var body: some Scene {
        WindowGroup {
            TabView {
                BrowseView(showSettingsButton: true, isMoveMode: false)
                    .tabItem { Label("Browse", systemImage: "books.vertical") }
                EncounterView(running: false)
                    .tabItem { Label("Encounter", systemImage: "shield") }
                MealPlanView(cafeteria: Cafeteria(name: "Mensa"))
                    .tabItem { Label("Meals", systemImage: "fork.knife") }
                    .sheet(isPresented: $composing) { MarkdownEditor(style: .writeComment) }
                Text("Comments")
                    .tabItem { Label("Comments", systemImage: "text.bubble") }
                    .sheet(isPresented: $composing) { MarkdownEditor(style: .updateComment) }
            }
        }
    }
}
