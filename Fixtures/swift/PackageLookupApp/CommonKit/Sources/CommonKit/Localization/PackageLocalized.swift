import Foundation

public extension String {
    enum texts {}

    /// The package's lookup: its own module's tables, whatever module calls it.
    static func localized(_ key: String, comment: String = "") -> String {
        NSLocalizedString(key, bundle: .module, comment: comment)
    }
}
