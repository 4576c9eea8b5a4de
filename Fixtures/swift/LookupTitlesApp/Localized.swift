import Foundation

// The app's own localization helpers: hig-lint knows them by what their bodies do.
extension String {
    var translated: String { NSLocalizedString(self, comment: "") }
}

enum Texts {
    static func text(_ key: String, table: String = "Chrome") -> String {
        let value = NSLocalizedString(key, tableName: table, comment: "")
        return value
    }
}

enum Menu: String {
    case library = "menu.library"

    var label: String { Bundle.main.localizedString(forKey: rawValue, value: nil, table: nil) }
}

struct ProfileModel {
    let title = "profile.title".translated
}

// A String initializer that looks its key up, in the table its kind names.
enum TextKind {
    case general, errors

    var tableName: String? { self == .general ? nil : "Errors" }
}

extension String {
    init(localizationKey: String, kind: TextKind = .general) {
        if let bundle = Bundle(identifier: "app.strings") {
            self = NSLocalizedString(localizationKey, tableName: kind.tableName, bundle: bundle, comment: "")
        } else {
            self = NSLocalizedString(localizationKey, tableName: kind.tableName, comment: "")
        }
    }
}

// An operator of the app's own that looks its operand up: `%"transfers.title"`.
prefix operator %

prefix func %(key: String.LocalizationValue) -> String {
    String(localized: key)
}
