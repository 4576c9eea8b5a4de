import SwiftUI

// Settings screens share a modifier of the app's own that titles them: the title each screen
// passes reaches `.navigationTitle` through a View extension and a ViewModifier.
struct SettingsChrome: ViewModifier {
    let title: String?

    func body(content: Content) -> some View {
        content
            .navigationTitle(title ?? "")
            .listStyle(.insetGrouped)
    }
}

extension View {
    func settingsChrome(title: String? = nil) -> some View {
        modifier(SettingsChrome(title: title))
    }
}

extension String {
    static func localized(_ key: String) -> String {
        NSLocalizedString(key, comment: "")
    }
}

struct PrivacySettingsView: View {
    var body: some View {
        List { Text("Tracking") }
            .settingsChrome(title: .localized("Privacy and Tracking Protection"))
    }
}

struct RootSettingsView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Privacy") { PrivacySettingsView() }
            }
            .settingsChrome(title: "Settings")
        }
    }
}
