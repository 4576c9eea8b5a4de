import SwiftUI

// Shown only in BottleList's sheet: a dialog, not a window. On macOS every toolbar item of a
// sheet, whatever its placement, is one of the dialog's push buttons.
struct NewBottleSheet: View {
    var body: some View {
        NavigationStack {
            Form { TextField("Name", text: .constant("")) }
                .navigationTitle("Create a New Bottle")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .primaryAction) { Button("Create") {}.buttonStyle(.borderedProminent) }
                    ToolbarItem { Button("Options") {} }
                }
        }
    }
}
