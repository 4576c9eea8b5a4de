import Foundation

// The app's lookup goes through a helper of its own; only its name says it localizes.
final class Translator {
    static let shared = Translator()
    private let bundle = Bundle.main

    func text(for key: String) -> String {
        bundle.localizedString(forKey: key, value: nil, table: nil)
    }
}

extension String {
    func localized() -> String {
        Translator.shared.text(for: self)
    }
}
