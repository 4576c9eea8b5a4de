/// The bytes of one input file and the arithmetic that turns byte offsets into positions.
struct SourceText: Sendable {
    let path: String
    let bytes: [UInt8]

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The offset of the first byte that is not well-formed UTF-8, if any.
    func firstInvalidUTF8Offset() -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            let length: Int
            var minimumSecond: UInt8 = 0x80, maximumSecond: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; minimumSecond = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; maximumSecond = 0x9F
            case 0xF0: length = 4; minimumSecond = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; maximumSecond = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            let second = bytes[index + 1]
            guard second >= minimumSecond && second <= maximumSecond else { return index }
            for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }
}

/// Converts byte offsets to positions, walking forward from the last answer so that a whole file
/// costs one pass even when it is a single long line. Offsets asked for out of order start over.
struct PositionTracker {
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var column = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func position(at target: Int) -> SourcePosition {
        if target < offset {
            offset = 0
            line = 1
            column = 1
        }
        let limit = min(target, bytes.count)
        while offset < limit {
            let byte = bytes[offset]
            if byte == 0x0A || (byte == 0x0D && (offset + 1 >= bytes.count || bytes[offset + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                column += 1
            }
            offset += 1
        }
        return SourcePosition(line: line, column: column)
    }
}
