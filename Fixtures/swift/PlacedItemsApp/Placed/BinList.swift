import SwiftUI

// Items for opposite states: New Note while the list is not the trash, Empty Trash while it is.
// The first condition is a property that stands for the second's negation: they never show together.
struct BinList: View {
    let isTrash: Bool

    private var canAdd: Bool {
        !isTrash
    }

    var body: some View {
        List {
            Text("A note")
        }
        .navigationTitle("Bin")
        .toolbar {
            if canAdd {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("New Note", systemImage: "square.and.pencil") {}
                }
            }
            if isTrash {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Empty Trash") {}
                }
            }
        }
    }
}
