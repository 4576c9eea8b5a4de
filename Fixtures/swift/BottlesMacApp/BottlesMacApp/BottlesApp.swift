import SwiftUI

// A macOS app whose window shows a list, and whose sheets (one named here, one declared in
// another file and named in a sheet's content) have the standard dialog buttons: on macOS a
// sheet's cancellation, confirmation and primary actions are its push buttons along the bottom,
// and its navigation title is not shown, so none of them is toolbar or window chrome.
@main
struct BottlesApp: App {
    var body: some Scene {
        WindowGroup {
            BottleList()
        }
        .commands {
            CellarCommands()
            SidebarCommands()
        }
        Window("Cellar", id: "cellar") {
            CellarWindow()
        }
        Window("Shop", id: "shop") {
            ShopWindow()
        }
    }
}

// The menu-bar commands the window's toolbar items need; the shelf's Select and Tags have none.
struct CellarCommands: Commands {
    var body: some Commands {
        CommandGroup(after: .newItem) {
            Button("New") {}
        }
        CommandMenu("Cellar") {
            Button("Add") {}
            Divider()
            Button("Share") {}
        }
    }
}

struct BottleList: View {
    @State private var creating = false
    @State private var renaming = false

    var body: some View {
        NavigationStack {
            List { Text("Steam") }
                .navigationTitle("All Wine Bottles Here")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Close") {} }
                    ToolbarItem { Button("New", systemImage: "plus") { creating = true } }
                }
                .sheet(isPresented: $creating) {
                    NewBottleSheet()
                }
                .sheet(isPresented: $renaming) {
                    NavigationStack {
                        Form { TextField("Name", text: .constant("")) }
                            .navigationTitle("Rename This Bottle")
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                                ToolbarItem(placement: .confirmationAction) { Button("Rename") {} }
                            }
                    }
                }
        }
    }
}
