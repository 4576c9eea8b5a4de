import UIKit
import SwiftUI

/// The app's own bar, one View extension's function every screen calls: its centre text is the
/// title people see, the text each screen gives it.
extension View {
    func appToolbar(title: String, closeAction: (() -> Void)? = nil) -> some View {
        toolbar {
            ToolbarItem(placement: .principal) {
                Text(title)
                    .foregroundColor(.primary)
                    .font(.headline)
            }
            if let closeAction {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close", action: closeAction)
                }
            }
        }
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct AccountSecurityView: View {
    var body: some View {
        NavigationStack {
            List { Text("Passkeys") }
                .appToolbar(title: "Account Security Settings")
        }
    }
}

/// A navigation title given before it: the bar's centre item takes the title's place, so its text is read.
struct ContactsView: View {
    var body: some View {
        NavigationStack {
            List { Text("Ann") }
                .navigationTitle("Contacts")
                .appToolbar(title: "Everyone You Know and Trust")
        }
    }
}
