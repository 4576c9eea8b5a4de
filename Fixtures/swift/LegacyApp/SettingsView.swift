import SwiftUI

struct SettingsView: View {
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        NavigationView {
            Form {
                Toggle("Sync", isOn: .constant(true))
            }
            .navigationBarTitle(Text("Settings and Privacy"), displayMode: .inline)
            .navigationBarItems(trailing: Button("Close") { presentationMode.wrappedValue.dismiss() })
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}
