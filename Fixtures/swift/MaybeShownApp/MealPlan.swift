import SwiftUI

// A title with a fallback: the fallback shows only when the cafeteria has no title, which the
// code may never let happen, so its length is for a person to judge.
struct Cafeteria {
    var name: String
    var title: String? { name }
}

struct MealPlanView: View {
    let cafeteria: Cafeteria
    var selectedModelName: String?

    var body: some View {
        NavigationStack {
            List { Text("Soup") }
                .navigationTitle(cafeteria.title ?? "No Cafeteria Title")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        // The menu shows text either way: the model's name, or the fallback.
                        Menu {
                            Button("Reload Models") {}
                        } label: {
                            Label(selectedModelName ?? String(localized: "Select Model"), systemImage: "tray.full")
                        }
                    }
                }
        }
    }
}
