/// Finds the exact positions of the start tags, attributes and end tags of a document that
/// libxml2 has already accepted as well-formed. libxml2's tree keeps only a line per element,
/// so this lexical pass supplies columns and end positions; its i-th tag is the tree's i-th element.
struct XMLTagScanner {
    struct Attribute {
        var name: String
        var nameStart: SourcePosition
        /// The opening quote of the value.
        var valueStart: SourcePosition
        /// Just after the closing quote.
        var valueEnd: SourcePosition
    }

    struct Tag {
        var name: String
        var start: SourcePosition
        /// Just after the end tag (or after `/>` for an empty-element tag).
        var end: SourcePosition
        var attributes: [Attribute]
    }

    static func scan(_ text: SourceText) -> [Tag] {
        var scanner = XMLTagScanner(bytes: text.bytes)
        return scanner.run()
    }

    private let bytes: [UInt8]
    private var tracker: PositionTracker
    private var index = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        self.tracker = PositionTracker(bytes: bytes)
    }

    private mutating func run() -> [Tag] {
        var tags: [Tag] = []
        var open: [Int] = []
        while let next = find(UInt8(ascii: "<"), from: index) {
            index = next
            if matches("<!--") {
                index = (findSequence("-->", from: index + 4) ?? bytes.count) + 3
            } else if matches("<![CDATA[") {
                index = (findSequence("]]>", from: index + 9) ?? bytes.count) + 3
            } else if matches("<?") {
                index = (findSequence("?>", from: index + 2) ?? bytes.count) + 2
            } else if matches("<!") {
                index = skipDeclaration(from: index)
            } else if matches("</") {
                index = (find(UInt8(ascii: ">"), from: index) ?? bytes.count) + 1
                if let top = open.popLast() { tags[top].end = tracker.position(at: index) }
            } else {
                let (tag, selfClosing) = scanStartTag()
                tags.append(tag)
                if !selfClosing { open.append(tags.count - 1) }
            }
        }
        return tags
    }

    private mutating func scanStartTag() -> (Tag, Bool) {
        let start = tracker.position(at: index)
        index += 1
        let name = readName()
        var attributes: [Attribute] = []
        while index < bytes.count {
            skipSpace()
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                return (Tag(name: name, start: start, end: tracker.position(at: index), attributes: attributes), false)
            }
            if bytes[index] == UInt8(ascii: "/") {
                index = min(index + 2, bytes.count)
                return (Tag(name: name, start: start, end: tracker.position(at: index), attributes: attributes), true)
            }
            let nameStart = tracker.position(at: index)
            let attributeName = readName()
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") { index += 1 }
            skipSpace()
            guard index < bytes.count else { break }
            let quote = bytes[index]
            let valueStart = tracker.position(at: index)
            index = (find(quote, from: index + 1) ?? bytes.count) + 1
            attributes.append(Attribute(name: attributeName, nameStart: nameStart, valueStart: valueStart,
                                        valueEnd: tracker.position(at: index)))
        }
        return (Tag(name: name, start: start, end: tracker.position(at: index), attributes: attributes), true)
    }

    /// Skips `<!DOCTYPE …>` and similar declarations, including a bracketed internal subset.
    private func skipDeclaration(from start: Int) -> Int {
        var position = start + 2
        var depth = 0
        var quote: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: ">") && depth <= 0 {
                return position + 1
            }
            position += 1
        }
        return bytes.count
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "/"): break
            default: index += 1; continue
            }
            break
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pattern = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        for offset in 0..<count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    private func find(_ byte: UInt8, from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes[start...].firstIndex(of: byte)
    }

    private func findSequence(_ literal: StaticString, from start: Int) -> Int? {
        let count = literal.utf8CodeUnitCount
        let pattern = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        var position = start
        while let candidate = find(pattern[0], from: position) {
            guard candidate + count <= bytes.count else { return nil }
            if (1..<count).allSatisfy({ bytes[candidate + $0] == pattern[$0] }) { return candidate }
            position = candidate + 1
        }
        return nil
    }
}
