import Foundation

/// The keys of the Strings module's table: each case's name is its key.
public enum StringKey: String, CaseIterable {
    case hub_title
    case cancel
}

/// A lookup named for what it does, whose body hands the key to machinery of the app's own: its
/// module's table is the one it reads, whichever module calls it.
public func localize(_ key: StringKey, direction: Bool = true) -> String {
    Translator.shared.text(for: key.rawValue, direction: direction)
}

final class Translator {
    static let shared = Translator()

    func text(for key: String, direction: Bool) -> String {
        Bundle.module.localizedString(forKey: key, value: nil, table: nil)
    }
}
