/// The identifiers and keywords a file's text holds, comments and strings included: runs of ASCII
/// letters, digits and underscores. A word search for names (a type a storyboard's `customClass`
/// or an Objective-C file names, a view another Swift file uses) reads files this way.
public enum Words {
    public static func identifiers(in bytes: [UInt8]) -> Set<String> {
        var found = Set<String>()
        forEachWord(in: bytes) { word, _ in found.insert(word) }
        return found
    }

    /// The names a file's text declares types by (each word after `class`, `struct`, `enum`,
    /// `extension`, `protocol`, `@interface` or `@implementation`), and the words it uses otherwise:
    /// not where it declares them, nor as a file's name (`//  InboxViewController.swift`, Xcode's header).
    public static func declarationsAndUses(in bytes: [UInt8]) -> (declared: Set<String>, used: Set<String>) {
        var declared = Set<String>(), used = Set<String>()
        var previous = ""
        forEachWord(in: bytes) { word, end in
            if declaringWords.contains(previous) {
                declared.insert(word)
            } else if !fileSuffixes.contains(where: { suffix in
                // `InboxViewController.swift`, not `InboxViewController.make()` or `.main`.
                bytes[end...].starts(with: suffix) && (end + suffix.count == bytes.count || !isIdentifier(bytes[end + suffix.count]))
            }) {
                used.insert(word)
            }
            previous = word
        }
        return (declared, used)
    }

    /// Each word of the text, in order, with the offset just past it.
    private static func forEachWord(in bytes: [UInt8], _ body: (_ word: String, _ end: Int) -> Void) {
        var start: Int?
        for index in 0...bytes.count {
            if index < bytes.count && isIdentifier(bytes[index]) {
                if start == nil { start = index }
            } else if let first = start {
                body(String(decoding: bytes[first..<index], as: UTF8.self), index)
                start = nil
            }
        }
    }

    private static let fileSuffixes = [".swift", ".mm", ".m", ".h"].map { Array($0.utf8) }

    private static let declaringWords: Set<String> = ["class", "struct", "enum", "extension", "protocol", "interface", "implementation"]

    public static func isIdentifier(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
