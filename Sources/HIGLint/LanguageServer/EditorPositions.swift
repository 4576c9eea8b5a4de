/// How an editor counts the characters of a line (LSP 3.17's position encodings): in UTF-8 bytes,
/// UTF-16 code units (the protocol's default) or Unicode code points.
public enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// How many units of this encoding the code point whose UTF-8 form is `length` bytes takes.
    func units(utf8Length length: Int) -> Int {
        switch self {
        case .utf8: length
        case .utf16: length == 4 ? 2 : 1
        case .utf32: 1
        }
    }
}

/// A position as an editor gives it: 0-based line, and 0-based character in the negotiated encoding.
public struct EditorPosition: Hashable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// The lines of an editor buffer, for turning hig-lint's positions (1-based lines, 1-based columns
/// in code points) into an editor's and back. Lines end as hig-lint's readers end them: at LF,
/// CR LF or a lone CR, none of which is part of the line.
public struct EditorLines: Sendable {
    let bytes: [UInt8]
    /// The byte offset where each line starts.
    private var starts: [Int] = [0]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
            if byte == 0x0A || byte == 0x0D { starts.append(index) }
        }
    }

    public var lineCount: Int { starts.count }

    func lineStart(_ line: Int) -> Int { starts[line] }

    /// The byte offsets of the 0-based line's text, without its line break.
    func content(ofLine line: Int) -> Range<Int> {
        let start = starts[line]
        var end = line + 1 < starts.count ? starts[line + 1] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The UTF-8 length of the code point whose first byte is `lead`.
    static func length(lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// The editor's position of a hig-lint position. A position past the end of its line stands at
    /// the line's end; one past the last line, at the end of the buffer.
    public func editorPosition(_ position: SourcePosition, encoding: PositionEncoding) -> EditorPosition {
        let beyond = max(position.line, 1) > starts.count
        let line = beyond ? starts.count - 1 : max(position.line, 1) - 1
        let text = content(ofLine: line)
        let end = beyond ? text.upperBound : offset(of: position)
        return EditorPosition(line: line, character: characters(in: text.lowerBound..<end, encoding: encoding))
    }

    /// The hig-lint position of an editor's. A character inside a code point (half of a UTF-16
    /// surrogate pair, a byte inside a UTF-8 sequence) stands at that code point; one past the end
    /// of its line, at the line's end.
    public func sourcePosition(_ position: EditorPosition, encoding: PositionEncoding) -> SourcePosition {
        let line = min(max(position.line, 0), starts.count - 1)
        let text = content(ofLine: line)
        var offset = text.lowerBound
        var units = 0
        var column = 1
        while offset < text.upperBound {
            let length = Self.length(lead: bytes[offset])
            let next = units + encoding.units(utf8Length: length)
            guard next <= position.character else { break }
            units = next
            offset += length
            column += 1
        }
        return SourcePosition(line: line + 1, column: column)
    }

    private func characters(in range: Range<Int>, encoding: PositionEncoding) -> Int {
        var count = 0
        var offset = range.lowerBound
        while offset < range.upperBound {
            let length = Self.length(lead: bytes[offset])
            count += encoding.units(utf8Length: length)
            offset += length
        }
        return count
    }
}

extension EditorLines {
    /// The byte offset of a hig-lint position (clamped to its line, and to the buffer).
    func offset(of position: SourcePosition) -> Int {
        let line = max(position.line, 1) - 1
        guard line < lineCount else { return bytes.count }
        let text = content(ofLine: line)
        var offset = text.lowerBound
        var column = 1
        while column < position.column, offset < text.upperBound {
            offset += Self.length(lead: bytes[offset])
            column += 1
        }
        return min(offset, text.upperBound)
    }

    /// The hig-lint position of a byte offset (at the start of a code point).
    func position(atOffset offset: Int) -> SourcePosition {
        var line = 0
        var low = 0, high = lineCount - 1
        while low <= high {
            let middle = (low + high) / 2
            if lineStart(middle) <= offset { line = middle; low = middle + 1 } else { high = middle - 1 }
        }
        var column = 1
        var at = lineStart(line)
        while at < offset, at < bytes.count {
            at += Self.length(lead: bytes[at])
            column += 1
        }
        return SourcePosition(line: line + 1, column: column)
    }

    /// The white space a line starts with.
    func indentation(ofLine line: Int) -> String {
        guard line >= 0, line < lineCount else { return "" }
        let text = content(ofLine: line)
        return String(decoding: bytes[text].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
    }
}
