import SwiftUI

// A package beside its app, whose code looks its texts up in the main bundle: the app's string
// table (App/Resources/en.lproj) gives them, through a helper that hands `self` to an object.

final class LanguageManager {
    static let shared = LanguageManager()
    func localize(string: String, bundle: Bundle?) -> String {
        bundle?.localizedString(forKey: string, value: nil, table: nil) ?? string
    }
}

extension String {
    var localized: String {
        LanguageManager.shared.localize(string: self, bundle: Bundle.main)
    }
}

public struct MarketView: View {
    public var body: some View {
        NavigationStack {
            List { Text("a") }
                .navigationTitle("market.title".localized)
        }
    }
}
