import Foundation

/// Reading JSON-RPC messages: they are parsed by the same strict JSON reader as descriptions,
/// and their members read through these accessors, which answer nil for anything unexpected.
extension DocumentNode {
    subscript(key: String) -> DocumentNode? {
        guard case .object(let members) = content else { return nil }
        return members.last { $0.name == key }?.value
    }

    var stringValue: String? {
        if case .string(let value) = content { return value }
        return nil
    }

    var intValue: Int? {
        if case .number(let text) = content { return Int(text) }
        return nil
    }

    var boolValue: Bool? {
        if case .bool(let value) = content { return value }
        return nil
    }

    var arrayValue: [DocumentNode]? {
        if case .array(let values) = content { return values }
        return nil
    }

    /// A request id as it came (a number or a string), to answer with; anything else is null.
    var idValue: JSONValue {
        switch content {
        case .number(let text): Int(text).map(JSONValue.integer) ?? .null
        case .string(let text): .string(text)
        default: .null
        }
    }
}

extension JSONValue {
    /// The value as compact UTF-8 JSON, for the wire.
    var wireBytes: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { Array($0) } ?? Array("null".utf8)
    }
}

/// `file:` URIs, as editors name documents, and the paths they stand for.
enum FileURI {
    /// The path of a `file:` URI (`file:///a/b%20c`, `file://localhost/a`), or nil for another
    /// scheme, a remote host, a bad percent escape or a NUL.
    static func path(_ uri: String) -> String? {
        let bytes = Array(uri.utf8)
        let scheme = Array("file://".utf8)
        guard bytes.count > scheme.count, bytes.prefix(scheme.count).map({ $0 | 0x20 }) == scheme.map({ $0 | 0x20 }) else { return nil }
        var rest = bytes.dropFirst(scheme.count)
        guard let slash = rest.firstIndex(of: UInt8(ascii: "/")) else { return nil }
        let host = String(decoding: rest[..<slash], as: UTF8.self).lowercased()
        guard host.isEmpty || host == "localhost" else { return nil }
        rest = rest[slash...]
        if let end = rest.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) { rest = rest[..<end] }
        var decoded: [UInt8] = []
        var index = rest.startIndex
        while index < rest.endIndex {
            let byte = rest[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < rest.endIndex, let high = hexDigit(rest[index + 1]), let low = hexDigit(rest[index + 2]) else { return nil }
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(byte)
                index += 1
            }
        }
        guard !decoded.contains(0) else { return nil }
        return FileSystemPath.string(fromBytes: decoded)
    }

    /// The `file:` URI of an absolute path, every byte but unreserved ones and `/` escaped.
    static func uri(_ path: String) -> String {
        let native = FileSystemPath.native(path).dropLast().map { UInt8(bitPattern: $0) }
        var out = "file://"
        for byte in native {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
