import Foundation

/// What people read for a SwiftUI string literal: a literal passed to `Text`, `Label`,
/// `.navigationTitle` and the like is a localization key, looked up in the string catalogs
/// (`*.xcstrings`) and `en.lproj`/`Base.lproj` string tables of the file's app (the index's
/// `catalogScope`: its app project, its package target, else the project or repository around it).
/// A key the tables give a development-language value for reads as that value.
public struct Localizations: Sendable {
    public private(set) var values: [String: String] = [:]
    /// Each table's own texts, by the table's name (`Localizable` for `Localizable.strings` and
    /// `Localizable.xcstrings`), for a lookup that names its table.
    private var tableValues: [String: [String: String]] = [:]
    /// The keys two of the tables give different texts, in the order of the tables: the first
    /// table's text is the one read.
    public private(set) var conflicts: [Conflict] = []

    public struct Conflict: Sendable {
        public let key: String
        /// The table read and its text, and another table with another text.
        public let read: (table: String, text: String), other: (table: String, text: String)
    }

    /// The tables that were not read, and why: outside the repository (by name or through a
    /// symbolic link), not a regular file, or over the size limit.
    /// A hash over the tables read, their paths and bytes, for result caches.
    public private(set) var digest: UInt64 = 0
    public private(set) var unread: [(table: String, reason: String)] = []

    public init() {}

    /// The tables of one scope, in the order given: a key's first text is the one read. A table
    /// is input (a pull request writes it): it is read only inside `boundary` (the scope's
    /// repository; nil: anywhere, for tests), opened without blocking, and only when it is a
    /// regular file within the limit, never read whole to find out.
    public init(tables: [String], boundary: ConfigurationBoundary? = nil) {
        var read: [String: String] = [:]
        var conflicted = Set<String>()
        for table in tables {
            let catalog = table.hasSuffix(".xcstrings")
            if let outside = boundary?.whyOutside(table) {
                unread.append((table, outside))
                continue
            }
            let data: [UInt8]
            do {
                data = try DescriptionLoader.readFile(table, maximumSize: catalog ? Self.maximumCatalogSize : Self.maximumTableSize)
            } catch {
                unread.append((table, error.message))
                continue
            }
            digest = fnv1aHash(Array("\(digest) \(table) \(fnv1aHash(data))".utf8))
            var found: [String: String] = [:]
            if catalog { Self.readCatalog(data, into: &found) } else { Self.readStringsTable(data, into: &found) }
            let name = FileSystemPath.name(of: table).split(separator: ".").dropLast().joined(separator: ".")
            tableValues[name, default: [:]].merge(found.filter { !$0.value.isEmpty }) { first, _ in first }
            for (key, text) in found.sorted(by: { $0.key < $1.key }) where !text.isEmpty {
                guard let first = values[key] else {
                    values[key] = text
                    read[key] = table
                    continue
                }
                // A `Base.lproj` text that the `en.lproj` table beside it replaces is no conflict.
                if first != text, Self.englishFirst(table).0 != read[key], conflicted.insert(key).inserted {
                    conflicts.append(Conflict(key: key, read: (read[key]!, first), other: (table, text)))
                }
            }
        }
        for key in values.keys {
            let letters = Self.lettersAndDigits(key)
            keysByLetters[letters] = keysByLetters[letters] == nil ? key : .some(nil)
        }
    }

    /// The string catalogs and tables under a folder, outside hidden, build and vendored folders, by path.
    public static func tables(under root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        var seen = 0
        while let relative = walker.nextObject() as? String {
            let name = FileSystemPath.name(of: relative)
            if name.hasPrefix(".") || FileDiscovery.skipsDirectory(named: name) {
                walker.skipDescendants()
                continue
            }
            seen += 1
            if seen > 200_000 { break }  // a runaway tree: keep what was found
            if name.hasSuffix(".xcstrings") || name.hasSuffix(".strings") && (relative.contains("en.lproj/") || relative.contains("Base.lproj/")) {
                found.append(root + "/" + relative)
            }
        }
        return found.sorted { englishFirst($0) < englishFirst($1) }
    }

    /// A table's place in the reading order: by path, with a folder's `en.lproj` table before its
    /// `Base.lproj` one, since English-speaking people see the `en.lproj` text where both have a key.
    private static func englishFirst(_ table: String) -> (String, Int) {
        (table.replacingOccurrences(of: "Base.lproj/", with: "en.lproj/"), table.contains("Base.lproj/") ? 1 : 0)
    }

    /// The tables' keys by their letters and digits, lowercased (`settingstitle` for
    /// `settings.title`); nil for letters two keys share.
    private var keysByLetters: [String: String?] = [:]

    private static func lettersAndDigits(_ text: some StringProtocol) -> String {
        String(text.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    /// The text of the one key the names of a generated accessor spell (`["Settings", "title"]`,
    /// `["settings_title"]`, `["settingsTitle"]` all spell `settings.title`), nil when no key or
    /// several keys do.
    public func text(forAccessorNames names: [String]) -> String? {
        guard !names.isEmpty, let found = keysByLetters[Self.lettersAndDigits(names.joined())], let key = found else { return nil }
        return text(forTableKey: key, fallback: nil)
    }

    /// The text people see for a literal: its catalog value, else the literal itself; nil for a
    /// literal that reads as a key (`settings.about.title`) no catalog gives a value for.
    public func text(for literal: String) -> String? {
        if let value = values[literal], !value.isEmpty { return value }
        return Self.looksLikeKey(literal) ? nil : literal
    }

    /// The text of a generated table accessor's key: the tables' value, else the text the
    /// generator wrote beside the key, else the key when it reads as text ("Add", "Clear history")
    /// rather than as an identifier (`close_label`, `settings.title`, `closeLabel`).
    public func text(forTableKey key: String, fallback: String?) -> String? {
        if let value = values[key], !value.isEmpty { return value }
        if let fallback { return fallback }
        let identifierLike = !key.contains(" ") && (key.contains { "_./[".contains($0) } || key.first?.isLowercase == true)
        return identifierLike || key.isEmpty ? nil : key
    }

    /// The text Foundation gives for a key looked up in a table the code names
    /// (`NSLocalizedString(key, tableName: T, value: …)`): that table's value only, else the
    /// `value:` the code gives, else the key itself when it reads as text.
    public func text(forKey key: String, inTable table: String, fallback: String?) -> String? {
        if let value = tableValues[table]?[key] { return value }
        if let fallback { return fallback }
        return Self.looksLikeKey(key) || key.isEmpty ? nil : key
    }

    /// The text an app's own localization helper gives for a key (`LocalizationLookup`): the named
    /// table's value, else any table's; a key no table has reads as itself only when it reads as
    /// text, not as an identifier (the helper names a key, whatever it looks like).
    public func text(forLookupKey key: String, table: String?) -> String? {
        if let table, let value = tableValues[table]?[key] { return value }
        return text(forTableKey: key, fallback: nil)
    }

    /// Whether a literal reads as a key rather than as words: one token of letters, digits and
    /// `._-`, either snake case (`mac_upgrade_title`, `APP_QUIT`) or dotted and starting lower
    /// case (`settings.about.title`); "Wi-Fi", "iPhone" and "Loading..." read as text.
    public static func looksLikeKey(_ text: String) -> Bool {
        guard !text.contains(" "), text.contains(where: \.isLetter), text.last != ".",
              text.allSatisfy({ $0.isLetter || $0.isNumber || "._-".contains($0) }) else { return false }
        return text.contains("_") || text.contains(".") && text.first?.isLowercase == true
    }

    /// The largest string catalog and old-style table read.
    static let maximumCatalogSize = 64 << 20, maximumTableSize = 16 << 20

    private static func readCatalog(_ bytes: [UInt8], into found: inout [String: String]) {
        guard let catalog = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let strings = catalog["strings"] as? [String: Any] else { return }
        let source = catalog["sourceLanguage"] as? String ?? "en"
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any]
            let localization = localizations?[source] as? [String: Any]
            if let value = (localization?["stringUnit"] as? [String: Any])?["value"] as? String ?? variationValue(localization?["variations"]) {
                found[key] = value
            } else if !looksLikeKey(key) {
                // No text of its own: the key is the text people read (Xcode's key "Settings").
                found[key] = key
            }
        }
    }

    /// The text of a catalog entry that varies by device or plural (`"variations": {"device":
    /// {"iphone": …, "other": …}}`): its `other` form, which the others refine.
    private static func variationValue(_ variations: Any?) -> String? {
        guard let kinds = variations as? [String: Any] else { return nil }
        for kind in ["device", "plural"] {
            guard let forms = kinds[kind] as? [String: Any], let other = forms["other"] as? [String: Any] else { continue }
            if let value = (other["stringUnit"] as? [String: Any])?["value"] as? String { return value }
            if let value = variationValue(other["variations"]) { return value }
        }
        return nil
    }

    /// `"key" = "value";` lines of an old-style strings table (`key = "value";` when the key is a plain word).
    private static func readStringsTable(_ bytes: [UInt8], into found: inout [String: String]) {
        let data = Data(bytes)
        // Older tables are UTF-16, with a byte order mark.
        let mark = Array(bytes.prefix(2))
        let text = mark == [0xFF, 0xFE] ? String(data: data, encoding: .utf16LittleEndian).map { String($0.drop { $0 == "\u{FEFF}" }) } ?? ""
            : mark == [0xFE, 0xFF] ? String(data: data, encoding: .utf16BigEndian).map { String($0.drop { $0 == "\u{FEFF}" }) } ?? ""
            : String(decoding: bytes, as: UTF8.self)
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
            // "key" = "value";  →  ["", key, " = ", value, ";"]
            if parts.count >= 5, parts[2].trimmingCharacters(in: .whitespaces) == "=" {
                found[String(parts[1])] = String(parts[3])
                continue
            }
            // `SignedIn = "Signed in!";`: a property list's key needs no quotes when it is a plain word.
            guard parts.count >= 3, let equals = parts[0].firstIndex(of: "=") else { continue }
            let key = parts[0][..<equals].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, key.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || "_.-$/:".unicodeScalars.contains($0) }),
                  parts[0][parts[0].index(after: equals)...].allSatisfy(\.isWhitespace) else { continue }
            found[key] = String(parts[1])
        }
    }

    /// The folder a run's files share: the scope of those with no project or repository around them.
    public static func sharedFolder(of files: [String]) -> String? {
        guard let first = files.first else { return nil }
        let here = FileManager.default.currentDirectoryPath
        var common = FileSystemPath.parent(of: FileSystemPath.absolute(first, from: here))
        for path in files.dropFirst().map({ FileSystemPath.absolute($0, from: here) }) {
            while !path.hasPrefix(common + "/") && common.count > 1 { common = FileSystemPath.parent(of: common) }
        }
        return common.count > 1 ? common : nil
    }
}
