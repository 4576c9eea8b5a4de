import Foundation

/// The app's texts: each constant is a call of the app's own lookup function with a literal key,
/// read through the module's string table.
public enum LocalText {
  private static func localText(key: String, comment: String? = nil) -> String {
    NSLocalizedString(key, bundle: .module, comment: comment ?? "no comment provided by developer")
  }

  public static let genericClose = localText(key: "genericClose")
  public static let addLinkTitle = localText(key: "addLinkTitle")
}
