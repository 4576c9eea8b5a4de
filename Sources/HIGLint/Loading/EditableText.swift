/// A file's bytes as the description and Interface Builder front ends write changes into them:
/// positions become byte offsets, and a change becomes edits of the few bytes it concerns, so
/// that the rest of the file keeps its layout.
struct EditableText {
    let bytes: [UInt8]
    let path: String
    private lazy var index = PositionIndex(bytes: bytes)

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    /// The byte offset of a position (columns count code points), nil when the file has no such
    /// place. A LF, or a CR not followed by a LF, ends a line (`walkLines`), so that a file with
    /// classic Mac line ends is edited where its findings point.
    mutating func offset(of position: SourcePosition) -> Int? {
        index.offset(of: position)
    }

    mutating func edit(_ range: Range<Int>, _ replacement: String) -> TextEdit {
        TextEdit(file: path, start: index.position(at: range.lowerBound), end: index.position(at: range.upperBound), replacement: replacement)
    }

    private func isSpace(_ offset: Int) -> Bool {
        offset >= 0 && offset < bytes.count && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset])
    }

    private func skipSpace(backFrom offset: Int) -> Int {
        var at = offset
        while at > 0 && isSpace(at - 1) { at -= 1 }
        return at
    }

    private func skipSpace(from offset: Int) -> Int {
        var at = offset
        while isSpace(at) { at += 1 }
        return at
    }

    // MARK: JSON

    /// The end of the JSON string that starts at `start` (just after its closing quote).
    private func jsonStringEnd(_ start: Int) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return nil }
        var at = start + 1
        while at < bytes.count {
            switch bytes[at] {
            case UInt8(ascii: "\\"): at += 2
            case UInt8(ascii: "\""): return at + 1
            default: at += 1
            }
        }
        return nil
    }

    /// The end of the JSON value that starts at `start`.
    private func jsonValueEnd(_ start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "\""): return jsonStringEnd(start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var at = start
            while at < bytes.count {
                switch bytes[at] {
                case UInt8(ascii: "\""):
                    guard let end = jsonStringEnd(at) else { return nil }
                    at = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return at + 1 }
                default: break
                }
                at += 1
            }
            return nil
        default:
            var at = start
            while at < bytes.count, !isSpace(at), ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[at]) { at += 1 }
            return at
        }
    }

    /// The text of the JSON string at `range`, unescaped as far as descriptions use escapes.
    private func jsonString(_ range: Range<Int>) -> String? {
        guard case .string(let text)? = try? JSONReader.read(SourceText(path: path, bytes: Array(bytes[range])), maximumDepth: 1).content else { return nil }
        return text
    }

    mutating func jsonEdits(for change: ModelChange) -> [TextEdit]? {
        guard let start = offset(of: change.anchor.start), let end = jsonValueEnd(start) else { return nil }
        switch change.action {
        case .replace(let from, let to):
            guard jsonString(start..<end) == from else { return nil }
            return [edit(start..<end, String(encodeStable(to).dropLast()))]
        case .remove:
            // A member: back over the colon to its key. An array element: the value itself.
            var first = start
            if change.field != nil {
                let colon = skipSpace(backFrom: start) - 1
                guard colon > 0, bytes[colon] == UInt8(ascii: ":") else { return nil }
                let keyEnd = skipSpace(backFrom: colon)
                guard keyEnd > 0, bytes[keyEnd - 1] == UInt8(ascii: "\"") else { return nil }
                var keyStart = keyEnd - 2
                while keyStart >= 0, bytes[keyStart] != UInt8(ascii: "\"") || (keyStart > 0 && bytes[keyStart - 1] == UInt8(ascii: "\\")) { keyStart -= 1 }
                guard keyStart >= 0 else { return nil }
                first = keyStart
            }
            let before = skipSpace(backFrom: first) - 1
            let after = skipSpace(from: end)
            guard before >= 0, after < bytes.count else { return nil }
            if bytes[before] == UInt8(ascii: ",") { return [edit(before..<end, "")] }
            if bytes[after] == UInt8(ascii: ",") { return [edit(first..<skipSpace(from: after + 1), "")] }
            // The only member or element: the container becomes empty.
            return [edit(before + 1..<after, "")]
        }
    }

    // MARK: XML

    /// The end of the quoted attribute value that starts at `start` (just after its closing quote).
    private func quotedEnd(_ start: Int) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") || bytes[start] == UInt8(ascii: "'") else { return nil }
        var at = start + 1
        while at < bytes.count, bytes[at] != bytes[start] { at += 1 }
        return at < bytes.count ? at + 1 : nil
    }

    /// The end of the element whose start tag opens at `start`.
    private func elementEnd(_ start: Int) -> Int? {
        var depth = 0
        var at = start
        func skip(past marker: String, from offset: Int) -> Int? {
            let needle = Array(marker.utf8)
            var at = offset
            while at + needle.count <= bytes.count {
                if bytes[at..<at + needle.count].elementsEqual(needle) { return at + needle.count }
                at += 1
            }
            return nil
        }
        while at < bytes.count {
            guard bytes[at] == UInt8(ascii: "<") else {
                at += 1
                continue
            }
            let rest = bytes[at...]
            if rest.starts(with: Array("<!--".utf8)) {
                guard let next = skip(past: "-->", from: at) else { return nil }
                at = next
            } else if rest.starts(with: Array("<![CDATA[".utf8)) {
                guard let next = skip(past: "]]>", from: at) else { return nil }
                at = next
            } else if rest.starts(with: Array("<?".utf8)) {
                guard let next = skip(past: "?>", from: at) else { return nil }
                at = next
            } else {
                let closing = rest.dropFirst().first == UInt8(ascii: "/")
                var tagEnd = at + 1
                while tagEnd < bytes.count, bytes[tagEnd] != UInt8(ascii: ">") {
                    if bytes[tagEnd] == UInt8(ascii: "\"") || bytes[tagEnd] == UInt8(ascii: "'") {
                        guard let next = quotedEnd(tagEnd) else { return nil }
                        tagEnd = next
                    } else {
                        tagEnd += 1
                    }
                }
                guard tagEnd < bytes.count else { return nil }
                let empty = bytes[tagEnd - 1] == UInt8(ascii: "/")
                depth += closing ? -1 : empty ? 0 : 1
                at = tagEnd + 1
                if depth == 0 { return at }
            }
        }
        return nil
    }

    mutating func xmlEdits(for change: ModelChange) -> [TextEdit]? {
        guard let start = offset(of: change.anchor.start), start < bytes.count else { return nil }
        switch change.action {
        case .replace(let from, let to):
            guard let end = quotedEnd(start), XMLText.unescaped(bytes[start + 1..<end - 1]) == from else { return nil }
            return [edit(start + 1..<end - 1, xmlEscaped(to))]
        case .remove where change.field != nil:
            // The attribute: back over `=` and its name to the space before it.
            guard let end = quotedEnd(start) else { return nil }
            let equals = skipSpace(backFrom: start) - 1
            guard equals > 0, bytes[equals] == UInt8(ascii: "=") else { return nil }
            var name = skipSpace(backFrom: equals)
            while name > 0, !isSpace(name - 1) { name -= 1 }
            let space = skipSpace(backFrom: name)
            guard space < name else { return nil }
            return [edit(space..<end, "")]
        case .remove:
            guard bytes[start] == UInt8(ascii: "<"), let end = elementEnd(start) else { return nil }
            return [edit(wholeLines(start..<end, in: bytes), "")]
        }
    }
}

/// Attribute values as the description and Interface Builder files hold them.
enum XMLText {
    static func unescaped(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self).replacingEntities()
    }
}

extension String {
    fileprivate func replacingEntities() -> String {
        guard contains("&") else { return self }
        var out = self
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&")] {
            out = out.split(separator: entity, omittingEmptySubsequences: false).joined(separator: character)
        }
        return out
    }
}

/// The byte offset of `position` in `bytes` (columns count code points), nil when there is no such place.
public func byteOffset(of position: SourcePosition, in bytes: [UInt8]) -> Int? {
    var text = EditableText(bytes: bytes, path: "")
    return text.offset(of: position)
}

/// A range widened to its whole lines when nothing but spaces shares them, so that removing an
/// element, member or statement leaves no blank line behind.
public func wholeLines(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
    var start = range.lowerBound
    while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
    var end = range.upperBound
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    guard start == 0 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D else { return range }
    // The line end goes too: a LF, a CR LF or a CR alone.
    if end < bytes.count {
        switch bytes[end] {
        case 0x0A: end += 1
        case 0x0D: end += end + 1 < bytes.count && bytes[end + 1] == 0x0A ? 2 : 1
        default: return range
        }
    }
    return start..<end
}

