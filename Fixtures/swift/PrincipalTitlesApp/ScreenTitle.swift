import UIKit
import SwiftUI

/// A title the app puts in the bar's centre itself, through a modifier of its own: the text each
/// screen gives `.screenTitle(…)` is the title people see there, in capitals.
struct ScreenTitleModifier: ViewModifier {
    let text: String

    func body(content: Content) -> some View {
        content
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Text(text.uppercased())
                        .font(.headline)
                }
            }
    }
}

extension View {
    func screenTitle(_ text: String) -> some View {
        modifier(ScreenTitleModifier(text: text))
    }
}

struct BackupView: View {
    var body: some View {
        Form { Text("Keys") }
            .screenTitle("Backup")
    }
}

/// The centre item written in the view itself, with no navigation title: its text is the title.
struct TransferView: View {
    var body: some View {
        NavigationStack {
            Form { Text("Amount") }
                .toolbar {
                    ToolbarItem(placement: .principal) {
                        Text("Transfer Between Accounts")
                    }
                }
        }
    }
}

/// A navigation title beside a centre item that is not a text alone: the navigation title is read.
struct ReceiveView: View {
    var body: some View {
        NavigationStack {
            Form { Text("Address") }
                .navigationTitle("Receive")
                .toolbar {
                    ToolbarItem(placement: .principal) {
                        VStack {
                            Text("Receive Funds To This Wallet")
                            Text("Main account")
                        }
                    }
                }
        }
    }
}
