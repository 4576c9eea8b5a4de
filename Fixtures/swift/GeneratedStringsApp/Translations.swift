import Foundation

/// A generator's accessors over a key enum: each accessor looks its case up, by the case's name.
enum Translated {
    enum Key: String {
        case reading_history_header
    }

    static var reading_history_header: String { return Translated.tr(Key.reading_history_header) }

    private static func tr(_ key: Key) -> String {
        Bundle.main.localizedString(forKey: key.rawValue, value: nil, table: nil)
    }
}
