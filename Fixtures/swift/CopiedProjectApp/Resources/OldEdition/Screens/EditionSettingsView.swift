import SwiftUI

struct EditionSettingsView: View {
    var body: some View {
        NavigationStack {
            Form { Toggle("Sounds", isOn: .constant(true)) }
                .navigationTitle("Notification Preferences")
        }
    }
}
