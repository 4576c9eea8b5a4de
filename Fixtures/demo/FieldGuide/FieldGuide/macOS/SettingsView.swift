import SwiftUI

/// The Mac app's settings window.
struct SettingsView: View {
    var body: some View {
        Form {
            Toggle("Record location", isOn: .constant(true))
        }
        .navigationTitle("Field Guide Preferences")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Close") {}
            }
        }
    }
}
