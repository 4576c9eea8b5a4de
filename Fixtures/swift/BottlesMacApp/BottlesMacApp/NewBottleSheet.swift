import SwiftUI

// Shown only in BottleList's sheet: a dialog, not a window.
struct NewBottleSheet: View {
    var body: some View {
        NavigationStack {
            Form { TextField("Name", text: .constant("")) }
                .navigationTitle("Create a New Bottle")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .primaryAction) { Button("Create") {}.buttonStyle(.borderedProminent) }
                }
        }
    }
}
