/// Finds the start tags, attributes, end tags, comments and text of a document that libxml2 has
/// already accepted as well-formed, as byte offsets in document order. libxml2 keeps only a line
/// per element; this lexical pass supplies exact offsets, which `XMLStore` keeps.
struct XMLTagScanner {
    /// What the lexical pass finds, in document order, as byte offsets into the text.
    protocol Sink {
        /// A start tag: `start` is its `<`, `name` the bytes of the element name.
        mutating func startTag(at start: Int, name: Range<Int>)
        /// An attribute of the current start tag; `value` runs from the opening quote to just after
        /// the closing one.
        mutating func attribute(name: Range<Int>, value: Range<Int>)
        /// The end of the current start tag, just after its `>` or `/>`.
        mutating func startTagEnded(at end: Int, selfClosing: Bool)
        /// An end tag, ending just before `end`.
        mutating func endTag(endingAt end: Int)
        /// A comment: the bytes between `<!--` and `-->`.
        mutating func comment(_ range: Range<Int>)
        /// Character data between tags, or the contents of a CDATA section.
        mutating func text(_ range: Range<Int>)
    }

    static func scan<S: Sink>(_ bytes: [UInt8], into sink: inout S) {
        // One pass over a buffer pointer: no bounds checks and no copy-on-write checks per byte.
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = XMLTagScanner(bytes: buffer)
            scanner.run(into: &sink)
        }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Reports what the buffer holds; whatever is unfinished at its end is taken as ending there.
    private mutating func run<S: Sink>(into sink: inout S) {
        while let next = find(UInt8(ascii: "<"), from: index) {
            if next > index { sink.text(index..<next) }
            index = next
            if matches("<!--") {
                let end = findSequence("-->", from: index + 4) ?? bytes.count
                sink.comment((index + 4)..<end)
                index = end + 3
            } else if matches("<![CDATA[") {
                let end = findSequence("]]>", from: index + 9) ?? bytes.count
                sink.text((index + 9)..<end)
                index = end + 3
            } else if matches("<?") {
                let end = findSequence("?>", from: index + 2) ?? bytes.count
                index = end + 2
            } else if matches("<!") {
                let end = endOfMarkup(from: index + 2) ?? bytes.count
                index = end
            } else if matches("</") {
                let end = find(UInt8(ascii: ">"), from: index) ?? bytes.count
                index = end + 1
                sink.endTag(endingAt: index)
            } else {
                scanStartTag(into: &sink)
            }
        }
        // Text after the last tag is reported with the tag that ends it.
    }

    private mutating func scanStartTag<S: Sink>(into sink: inout S) {
        let start = index
        index += 1
        sink.startTag(at: start, name: readName())
        while index < bytes.count {
            skipSpace()
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                sink.startTagEnded(at: index, selfClosing: false)
                return
            }
            if bytes[index] == UInt8(ascii: "/") {
                index = min(index + 2, bytes.count)
                sink.startTagEnded(at: index, selfClosing: true)
                return
            }
            let name = readName()
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") { index += 1 }
            skipSpace()
            guard index < bytes.count else { break }
            let valueStart = index
            index = (find(bytes[index], from: index + 1) ?? bytes.count) + 1
            sink.attribute(name: name, value: valueStart..<index)
        }
        sink.startTagEnded(at: index, selfClosing: true)
    }

    /// Just after the `>` that ends the markup going on at `start` (a start tag, or `<!DOCTYPE …>`
    /// and similar declarations with a bracketed internal subset), outside quotes and brackets;
    /// nil when the buffer ends first.
    private func endOfMarkup(from start: Int) -> Int? {
        var position = start
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
        return nil
    }

    private mutating func readName() -> Range<Int> {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "/"): break
            default: index += 1; continue
            }
            break
        }
        return start..<index
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pattern = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        for offset in 0..<count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    private func find(_ byte: UInt8, from start: Int) -> Int? {
        firstOffset(of: byte, in: bytes, from: start)
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
