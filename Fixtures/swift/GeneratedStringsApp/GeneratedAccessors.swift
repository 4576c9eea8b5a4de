import Foundation

// Generated from Localizable.strings by the app's own script: one function per key, each handing
// its key to the app's lookup.
public enum GeneratedStrings {
    public static func tabbar_contributions_feed() -> String {
        return lookUp(key: "tabbar.contributions_feed", defaultValue: "Contributions")
    }
}

func lookUp(key: String, defaultValue: String) -> String {
    let found = Bundle.main.path(forResource: "en", ofType: "lproj").flatMap(Bundle.init(path:))?.localizedString(forKey: key, value: nil, table: nil)
    return found ?? defaultValue
}
