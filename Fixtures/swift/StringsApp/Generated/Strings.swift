// Made-up accessors in the shape SwiftGen generates for a string table: each names a key of
// Localizable.strings, some with the development-language text beside it.
import Foundation

internal enum L10n {
  internal enum Inbox {
    /// Inbox
    internal static let title = L10n.tr("Localizable", "inbox.title", fallback: "Inbox")
    /// Notification Preferences
    internal static let preferences = L10n.tr("Localizable", "inbox.preferences", fallback: "Notification Preferences")
  }
  internal static var closeLabel: String { return L10n.tr("Localizable", "close_label") }
  internal static var missingLabel: String { return L10n.tr("Localizable", "missing_label") }
  internal static func unread(_ count: Int) -> String { return L10n.tr("Localizable", "unread_count", count) }
}

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String = "") -> String {
    let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}
