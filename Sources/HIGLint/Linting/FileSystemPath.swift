/// File names are bytes; hig-lint's paths are Strings. A name that is not valid UTF-8 keeps each
/// byte outside valid UTF-8 as a private-use scalar (U+10FF00 plus the byte), so the path still
/// opens the same file and reports show the byte escaped (`latin1-\xE9.hig.json`) instead of
/// mangling it into a name that does not exist.
public enum FileSystemPath {
    static let byteBase: UInt32 = 0x10_FF00

    /// A path from the bytes of a NUL-terminated C string.
    public static func string(fromNative native: [CChar]) -> String {
        let bytes = native.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return string(fromBytes: bytes)
    }

    /// A path from raw bytes, valid UTF-8 decoded and every other byte kept as U+10FF00 + byte.
    public static func string(fromBytes bytes: some Collection<UInt8>) -> String {
        // Nearly every name is UTF-8, which decodes to the same scalars in one step.
        if let valid = String(validating: bytes, as: UTF8.self) { return valid }
        var out = String.UnicodeScalarView()
        var remaining = Array(bytes)[...]
        while !remaining.isEmpty {
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = remaining.makeIterator()
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                out.append(Unicode.UTF8.decode(encoded))
                remaining = remaining.dropFirst(encoded.count)
            case .error(let length):
                for byte in remaining.prefix(length) { out.append(Unicode.Scalar(byteBase + UInt32(byte)) ?? "\u{FFFD}") }
                remaining = remaining.dropFirst(length)
            case .emptyInput:
                remaining = []
            }
        }
        return String(out)
    }

    /// The NUL-terminated bytes to hand the system for a path made by `string(fromBytes:)`.
    public static func native(_ path: String) -> [CChar] {
        // A kept byte is a scalar whose UTF-8 starts F4 8F: a path without F4 is its own bytes.
        if !path.utf8.contains(0xF4) { return path.utf8.map { CChar(bitPattern: $0) } + [0] }
        var bytes: [CChar] = []
        bytes.reserveCapacity(path.utf8.count + 1)
        for scalar in path.unicodeScalars {
            if scalar.value >= byteBase + 0x80 && scalar.value <= byteBase + 0xFF {
                bytes.append(CChar(bitPattern: UInt8(scalar.value - byteBase)))
            } else {
                bytes += String(scalar).utf8.map { CChar(bitPattern: $0) }
            }
        }
        return bytes + [0]
    }

    /// The folder that holds `path`, worked out on the text alone and never trapping (Foundation's
    /// `deletingLastPathComponent` traps on `"."` and on one-character relative paths on Linux):
    /// `"V/A.swift"` → `"V"`, `"A.swift"` → `"."`, `"/A.swift"` → `"/"`, `"/"` → `"/"`. Trailing
    /// slashes are ignored.
    public static func parent(of path: String) -> String {
        var text = Substring(path)
        while text.count > 1 && text.hasSuffix("/") { text = text.dropLast() }
        guard let slash = text.lastIndex(of: "/") else { return "." }
        var folder = text[..<slash]
        while folder.count > 1 && folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder.isEmpty ? "/" : String(folder)
    }

    /// The last component of `path` (`"a/b.swift"` → `"b.swift"`, `"V"` → `"V"`), without the
    /// trap Foundation's `lastPathComponent` has on `"."` on Linux.
    public static func name(of path: String) -> String {
        var text = Substring(path)
        while text.count > 1 && text.hasSuffix("/") { text = text.dropLast() }
        return String(text.lastIndex(of: "/").map { text[text.index(after: $0)...] } ?? text)
    }

    /// `path` as an absolute path without `.` components, for walking up its folders: a relative
    /// path is taken from the current directory. `..` is kept (a link may stand before it).
    public static func absolute(_ path: String, from directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        let parts = joined.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `path` ends with one of `suffixes` (written in lowercase), whatever the case of its
    /// letters: how every front end tells its files by name. A search asks it several times of
    /// every file, so an ASCII path is compared byte by byte; any other is lowercased first.
    public static func hasSuffix(_ path: String, anyOf suffixes: [String]) -> Bool {
        var path = path
        let byBytes: Bool? = path.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return suffixes.contains { suffix in
                var suffix = suffix
                return suffix.withUTF8 { wanted in
                    guard wanted.count <= bytes.count else { return false }
                    let start = bytes.count - wanted.count
                    return wanted.indices.allSatisfy { index in
                        let byte = bytes[start + index]
                        return (byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) == wanted[index]
                    }
                }
            }
        }
        if let byBytes { return byBytes }
        let lowered = path.lowercased()
        return suffixes.contains { lowered.hasSuffix($0) }
    }

    /// The byte a scalar stands for, when it stands for one that was not UTF-8.
    static func rawByte(_ scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= byteBase + 0x80 && scalar.value <= byteBase + 0xFF ? UInt8(scalar.value - byteBase) : nil
    }
}
