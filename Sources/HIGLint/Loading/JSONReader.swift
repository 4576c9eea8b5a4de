/// A strict RFC 8259 JSON parser that keeps the start and end of every value and key.
///
/// Foundation's parser gives no positions and YAML parsers accept far more than JSON, with
/// YAML's error messages; this one is small, allocation-light and reports JSON's own terms. It
/// records the values in a `JSONStore`, which the shared decoder reads in place; the few readers
/// that want a tree (configuration, the language server) get a `DocumentNode` made from it.
struct JSONReader {
    private let text: SourceText
    private let maximumDepth: Int
    private var index = 0
    private var depth = 0
    private var values: ContiguousArray<JSONStore.Value> = []
    private var strings: [String] = []
    /// The keys, each once.
    private var keys = NameTable()

    private init(text: SourceText, maximumDepth: Int) {
        self.text = text
        self.maximumDepth = maximumDepth
        // A description has a value every 30 bytes or so, and a string for most of them.
        values.reserveCapacity(text.bytes.count / 32 + 4)
        strings.reserveCapacity(text.bytes.count / 32 + 4)
    }

    static func read(_ text: SourceText, maximumDepth: Int = DescriptionLoader.defaultMaximumDepth) throws(LoadError) -> DocumentNode {
        try store(text, maximumDepth: maximumDepth).tree()
    }

    static func store(_ text: SourceText, maximumDepth: Int = DescriptionLoader.defaultMaximumDepth) throws(LoadError) -> JSONStore {
        // Offsets are kept in 32 bits, as XMLStore keeps them.
        guard text.bytes.count < Int(Int32.max) else {
            throw LoadError(file: text.path, position: SourcePosition(line: 1, column: 1), message: "the file is too large for the JSON parser")
        }
        var reader = JSONReader(text: text, maximumDepth: maximumDepth)
        try reader.readDocument()
        return JSONStore(text: text, values: reader.values, strings: reader.strings, keys: reader.keys.names)
    }

    private var bytes: [UInt8] { text.bytes }

    private mutating func readDocument() throws(LoadError) {
        if let problem = text.utf8Problem() { throw problem }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard index < bytes.count else {
            throw error(at: index, bytes.isEmpty ? "the file is empty; expected a JSON object" : "expected a JSON value, found end of file")
        }
        try readValue(key: nil)
        skipWhitespace()
        if index < bytes.count {
            throw error(at: index, "unexpected \(describe(index)) after the end of the JSON value")
        }
    }

    /// Reads a value into the next record; `key` is its key's number (in `keys`) and span in an object.
    private mutating func readValue(key: (name: Int32, start: Int32, end: Int32)?) throws(LoadError) {
        let start = Int32(index)
        let record = values.count
        values.append(JSONStore.Value(kind: .null, key: key?.name ?? -1, payload: -1, subtreeEnd: 0, start: start, end: start,
                                      keyStart: key?.start ?? start, keyEnd: key?.end ?? start))
        let kind: JSONStore.Kind
        let payload: Int32
        switch bytes[index] {
        case UInt8(ascii: "{"): payload = try readObject(); kind = .object
        case UInt8(ascii: "["): payload = try readArray(); kind = .array
        case UInt8(ascii: "\""): kind = .string; payload = keep(try readString())
        case UInt8(ascii: "t"): try readLiteral("true"); kind = .true; payload = -1
        case UInt8(ascii: "f"): try readLiteral("false"); kind = .false; payload = -1
        case UInt8(ascii: "n"): try readLiteral("null"); kind = .null; payload = -1
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number; payload = keep(try readNumber())
        default: throw error(at: index, "expected a JSON value, found \(describe(index))")
        }
        values[record].kind = kind
        values[record].payload = payload
        values[record].end = Int32(index)
        values[record].subtreeEnd = Int32(values.count)
    }

    private mutating func keep(_ string: String) -> Int32 {
        strings.append(string)
        return Int32(strings.count - 1)
    }

    /// Reads an object's members; returns how many there are.
    private mutating func readObject() throws(LoadError) -> Int32 {
        try enter()
        defer { depth -= 1 }
        index += 1
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { index += 1; return 0 }
        var count: Int32 = 0
        while true {
            guard peek(UInt8(ascii: "\"")) else {
                throw error(at: index, "expected a quoted key, found \(describe(index))")
            }
            let keyStart = Int32(index)
            let key = try readKey()
            let keyEnd = Int32(index)
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw error(at: index, "expected ':' after key \"\(keys.names[Int(key)])\", found \(describe(index))")
            }
            index += 1
            skipWhitespace()
            guard index < bytes.count else { throw error(at: index, "expected a value for key \"\(keys.names[Int(key)])\", found end of file") }
            try readValue(key: (key, keyStart, keyEnd))
            count += 1
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                let comma = index
                index += 1
                skipWhitespace()
                if peek(UInt8(ascii: "}")) { throw error(at: comma, "trailing comma before '}'; JSON allows none") }
                continue
            }
            if peek(UInt8(ascii: "}")) { index += 1; return count }
            throw error(at: index, "expected ',' or '}' after the value of \"\(keys.names[Int(key)])\", found \(describe(index))")
        }
    }

    /// Reads an array's items; returns how many there are.
    private mutating func readArray() throws(LoadError) -> Int32 {
        try enter()
        defer { depth -= 1 }
        index += 1
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { index += 1; return 0 }
        var count: Int32 = 0
        while true {
            guard index < bytes.count else { throw error(at: index, "expected a value or ']', found end of file") }
            try readValue(key: nil)
            count += 1
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                let comma = index
                index += 1
                skipWhitespace()
                if peek(UInt8(ascii: "]")) { throw error(at: comma, "trailing comma before ']'; JSON allows none") }
                continue
            }
            if peek(UInt8(ascii: "]")) { index += 1; return count }
            throw error(at: index, "expected ',' or ']' after an array element, found \(describe(index))")
        }
    }

    /// A string's text, as written or with its escapes undone.
    private enum StringBytes {
        /// No escapes: the bytes between the quotes are the text.
        case written(Range<Int>)
        case unescaped([UInt8])
    }

    private mutating func readString() throws(LoadError) -> String {
        switch try readStringBytes() {
        // From the buffer: a slice of the array would count a reference to it for every string.
        case .written(let range): bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
        case .unescaped(let text): String(decoding: text, as: UTF8.self)
        }
    }

    /// A key's number in `keys`: a `String` is made for each distinct key, once.
    private mutating func readKey() throws(LoadError) -> Int32 {
        switch try readStringBytes() {
        case .written(let range): bytes.withUnsafeBufferPointer { keys.intern(UnsafeBufferPointer(rebasing: $0[range])) }
        case .unescaped(let text): text.withUnsafeBufferPointer { keys.intern($0) }
        }
    }

    private mutating func readStringBytes() throws(LoadError) -> StringBytes {
        let quote = index
        index += 1
        let start = index
        // Fast path: no escapes, the bytes are the string.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                return .written(start..<index)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error(at: index, "control character 0x\(hex(byte)) in a string; escape it") }
            index += 1
        }
        var scalars = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return .unescaped(scalars)
            case UInt8(ascii: "\\"):
                try readEscape(into: &scalars)
            case 0..<0x20:
                throw error(at: index, "control character 0x\(hex(byte)) in a string; escape it")
            default:
                scalars.append(byte)
                index += 1
            }
        }
        throw error(at: quote, "unterminated string")
    }

    private mutating func readEscape(into output: inout [UInt8]) throws(LoadError) {
        let start = index
        index += 1
        guard index < bytes.count else { throw error(at: start, "unterminated string") }
        let simple: UInt8?
        switch bytes[index] {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default: throw error(at: start, "invalid escape '\\\(Character(UnicodeScalar(bytes[index])))' in a string")
        }
        if let simple {
            output.append(simple)
            index += 1
            return
        }
        var value = try readHexQuad(escapeStart: start)
        if (0xD800...0xDBFF).contains(value) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw error(at: start, "unpaired UTF-16 surrogate \\u\(String(value, radix: 16, uppercase: true)) in a string")
            }
            let lowStart = index
            index += 1
            let low = try readHexQuad(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error(at: start, "unpaired UTF-16 surrogate \\u\(String(value, radix: 16, uppercase: true)) in a string")
            }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(value) {
            throw error(at: start, "unpaired UTF-16 surrogate \\u\(String(value, radix: 16, uppercase: true)) in a string")
        }
        output.append(contentsOf: Array(String(Character(UnicodeScalar(value)!)).utf8))
    }

    /// Reads the four hex digits after `\u`; `index` is at the `u`.
    private mutating func readHexQuad(escapeStart: Int) throws(LoadError) -> UInt32 {
        index += 1
        guard index + 4 <= bytes.count else { throw error(at: escapeStart, "incomplete \\u escape in a string") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = hexValue(bytes[index]) else {
                throw error(at: escapeStart, "\\u must be followed by four hexadecimal digits")
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func readNumber() throws(LoadError) -> String {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        if peek(UInt8(ascii: "0")) {
            index += 1
        } else if index < bytes.count, isDigit(bytes[index]) {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        } else {
            throw error(at: index, "expected a digit in a number, found \(describe(index))")
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error(at: index, "expected a digit after the decimal point, found \(describe(index))")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error(at: index, "expected a digit in the exponent, found \(describe(index))")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func readLiteral(_ word: StaticString) throws(LoadError) {
        let start = index
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in expected {
            guard index < bytes.count, bytes[index] == byte else {
                throw error(at: start, "expected a JSON value, found \(describeWord(start))")
            }
            index += 1
        }
        if index < bytes.count, isWordByte(bytes[index]) {
            throw error(at: start, "expected a JSON value, found \(describeWord(start))")
        }
    }

    private mutating func enter() throws(LoadError) {
        depth += 1
        if depth > maximumDepth {
            throw error(at: index, "nesting is deeper than \(maximumDepth) levels")
        }
    }

    private mutating func skipWhitespace() {
        index = bytes.withUnsafeBufferPointer { buffer in
            var at = index
            while at < buffer.count, buffer[at] == 0x20 || buffer[at] == 0x0A || buffer[at] == 0x09 || buffer[at] == 0x0D { at += 1 }
            return at
        }
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private func error(at offset: Int, _ message: String) -> LoadError {
        var tracker = PositionTracker(bytes: bytes)
        return LoadError(file: text.path, position: tracker.position(at: offset), message: message)
    }

    private func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        if byte >= 0x80 {
            let scalarEnd = bytes[(offset + 1)...].firstIndex { $0 & 0xC0 != 0x80 } ?? bytes.count
            return "'\(String(decoding: bytes[offset..<scalarEnd], as: UTF8.self))'"
        }
        return "byte 0x\(hex(byte))"
    }

    private func describeWord(_ offset: Int) -> String {
        var end = offset
        while end < bytes.count, isWordByte(bytes[end]), end - offset < 20 { end += 1 }
        return end == offset ? describe(offset) : "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
    }
}

private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

private func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || isDigit(byte) || byte == UInt8(ascii: "_")
}

private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}

func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
}

/// Escapes a key for a JSON Pointer (RFC 6901).
func escapePointer(_ key: String) -> String {
    guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return key }
    var escaped = ""
    for character in key {
        switch character {
        case "~": escaped += "~0"
        case "/": escaped += "~1"
        default: escaped.append(character)
        }
    }
    return escaped
}
