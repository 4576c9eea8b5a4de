/// The identifiers and keywords a file's text holds, comments and strings included: runs of ASCII
/// letters, digits and underscores. A word search for names (a type a storyboard's `customClass`
/// or an Objective-C file names, a view another Swift file uses) reads files this way.
public enum Words {
    public static func identifiers(in bytes: [UInt8]) -> Set<String> {
        var found = Set<String>()
        var start: Int?
        for index in 0...bytes.count {
            if index < bytes.count && isIdentifier(bytes[index]) {
                if start == nil { start = index }
            } else if let first = start {
                found.insert(String(decoding: bytes[first..<index], as: UTF8.self))
                start = nil
            }
        }
        return found
    }

    public static func isIdentifier(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
