import SwiftUI

struct AdvancedSettingsView: View {
    var body: some View {
        Form { Text("Network") }
            .screenTitle("Advanced Settings")
    }
}
