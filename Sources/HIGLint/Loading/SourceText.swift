#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of one input file and the arithmetic that turns byte offsets into positions.
struct SourceText: Sendable {
    let path: String
    let bytes: [UInt8]

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Why the bytes are not UTF-8 text, when a byte-order mark says they are UTF-16 or UTF-32.
    var unsupportedEncoding: String? {
        let encodings: [([UInt8], String)] = [
            ([0x00, 0x00, 0xFE, 0xFF], "UTF-32"), ([0xFF, 0xFE, 0x00, 0x00], "UTF-32"),
            ([0xFE, 0xFF], "UTF-16"), ([0xFF, 0xFE], "UTF-16"),
        ]
        if let name = encodings.first(where: { bytes.starts(with: $0.0) })?.1 {
            return "the file is \(name) text (it starts with a byte-order mark); save descriptions as UTF-8"
        }
        // A description starts with '{', '<', a byte-order mark or white space: a NUL in its first
        // two bytes is the other half of a UTF-16 or UTF-32 character.
        if bytes.prefix(2).contains(0) {
            return "the file has a NUL byte among its first two, as UTF-16 or UTF-32 text without a byte-order mark does; save descriptions as UTF-8"
        }
        return nil
    }

    /// What the bytes are, when they are no text at all: what version control keeps in place of
    /// a source file (one encrypted by git-crypt, GPG or transcrypt in a checkout that is not
    /// unlocked, a Git LFS pointer whose object is not checked out) or a binary file (a NUL byte
    /// among the first 8,000, as git decides it, in bytes that are not UTF-8). Such a file is skipped with a note, whatever
    /// front end would read it; text in another encoding is an error (`utf8Problem`).
    var notText: String? {
        let markers: [(String, String)] = [
            ("\0GITCRYPT\0", "encrypted with git-crypt"), ("-----BEGIN PGP MESSAGE-----", "encrypted with GPG (git-secret, BlackBox)"),
            ("Salted__", "encrypted with OpenSSL (transcrypt)"), ("U2FsdGVkX1", "encrypted with OpenSSL (transcrypt)"),
            ("version https://git-lfs.github.com/spec/v1", "a Git LFS pointer (its object is not checked out)"),
        ]
        if let cause = markers.first(where: { bytes.starts(with: $0.0.utf8) })?.1 { return cause }
        // A NUL in text that is otherwise UTF-8 (a description with `\u0000` written raw) is that
        // file's error to report where it stands, not a binary file.
        guard unsupportedEncoding == nil, let nul = bytes.prefix(8000).firstIndex(of: 0), firstInvalidUTF8Offset() != nil else { return nil }
        return "binary (a NUL byte at offset \(nul))"
    }

    /// The first reason the bytes are not UTF-8 text, positioned, if there is one.
    func utf8Problem() -> LoadError? {
        if let encoding = unsupportedEncoding {
            return LoadError(file: path, position: SourcePosition(line: 1, column: 1), message: encoding)
        }
        guard let bad = firstInvalidUTF8Offset() else { return nil }
        var tracker = PositionTracker(bytes: bytes)
        return LoadError(file: path, position: tracker.position(at: bad),
                         message: "invalid UTF-8 byte 0x\(hex(bytes[bad])); descriptions must be UTF-8 text")
    }

    /// The offset of the first byte that is not well-formed UTF-8, if any.
    func firstInvalidUTF8Offset() -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            // Runs of ASCII, the common case, skipped over a buffer pointer (cheaper in debug builds),
            // eight bytes at a time while no byte of the eight has its top bit set.
            index = bytes.withUnsafeBufferPointer { buffer in
                var at = index
                while at + 8 <= count, UnsafeRawPointer(buffer.baseAddress! + at).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    at += 8
                }
                while at < count, buffer[at] < 0x80 { at += 1 }
                return at
            }
            guard index < count else { break }
            let lead = bytes[index]
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

/// The offset of the first byte of `bytes` that is not well-formed UTF-8, if any.
public func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
    SourceText(path: "", bytes: bytes).firstInvalidUTF8Offset()
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

    /// A tracker that resumes where another stood, at `offset` and `position`.
    fileprivate init(bytes: [UInt8], offset: Int, position: SourcePosition) {
        self.bytes = bytes
        self.offset = offset
        self.line = position.line
        self.column = position.column
    }

    mutating func position(at target: Int) -> SourcePosition {
        if target < offset {
            offset = 0
            line = 1
            column = 1
        }
        let limit = min(target, bytes.count)
        // One pass over a buffer pointer: in debug builds Array's subscript costs several times more.
        bytes.withUnsafeBufferPointer { walkLines(over: $0, from: offset, to: limit, line: &line, column: &column) }
        offset = max(offset, limit)
        return SourcePosition(line: line, column: column)
    }
}

/// Converts byte offsets to positions in any order. It records where every line starts (and,
/// within a line longer than `stride` bytes, every `stride`-th byte), and each question walks on
/// from the nearest record before it: at most `stride` bytes, however long the line.
public struct PositionIndex: Sendable {
    private let bytes: [UInt8]
    private static let stride = 256
    /// Recorded offsets, in increasing order, and their positions.
    private var offsets: [Int] = []
    private var positions: [SourcePosition] = []
    /// A CR ends a line too (unless a LF follows); in a file with any, lines are walked byte by byte.
    private let hasCarriageReturn: Bool

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        offsets.append(0)
        positions.append(SourcePosition(line: 1, column: 1))
        hasCarriageReturn = bytes.withUnsafeBufferPointer { firstOffset(of: 0x0D, in: $0, from: 0) != nil }
        // A record for every line start, made at its size: grown as lines come, the two arrays were
        // 13 of the 352 allocations a small description cost. (Long lines add a few more records.)
        let lines = bytes.withUnsafeBufferPointer { newlineCount(in: $0) } + 1
        offsets.reserveCapacity(lines)
        positions.reserveCapacity(lines)
        bytes.withUnsafeBufferPointer { buffer in
            var line = 1
            var start = 0
            while start < buffer.count {
                let end = firstOffset(of: 0x0A, in: buffer, from: start) ?? buffer.count
                if hasCarriageReturn || end - start > Self.stride {
                    var tracker = PositionTracker(bytes: bytes, offset: start, position: SourcePosition(line: line, column: 1))
                    for offset in Swift.stride(from: start + Self.stride, to: end, by: Self.stride) {
                        offsets.append(offset)
                        positions.append(tracker.position(at: offset))
                    }
                    line = tracker.position(at: end).line
                }
                guard end < buffer.count else { break }
                line += 1
                start = end + 1
                offsets.append(start)
                positions.append(SourcePosition(line: line, column: 1))
            }
        }
    }

    public func position(at target: Int) -> SourcePosition {
        var hint = 0
        return position(at: target, hint: &hint)
    }

    /// `position(at:)` for a reader that asks about nearby offsets in turn: `hint` is the record
    /// the last answer came from, and a question about the same line or the next is answered
    /// without a search (a large file's tree asks millions).
    public func position(at target: Int, hint: inout Int) -> SourcePosition {
        let limit = max(0, min(target, bytes.count))
        func holds(_ record: Int) -> Bool {
            record < offsets.count && offsets[record] <= limit && (record + 1 == offsets.count || offsets[record + 1] > limit)
        }
        // The last record at or before `limit`.
        var low = 0
        if holds(hint) {
            low = hint
        } else if holds(hint + 1) {
            low = hint + 1
        } else {
            var high = offsets.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if offsets[middle] <= limit { low = middle } else { high = middle }
            }
        }
        hint = low
        guard hasCarriageReturn else {
            // No line ends between the record and `limit`, so the column moves on by the characters
            // between them: the bytes that do not continue a UTF-8 sequence.
            let characters = bytes.withUnsafeBufferPointer { characterCount(in: $0, from: offsets[low], to: limit) }
            return SourcePosition(line: positions[low].line, column: positions[low].column + characters)
        }
        var tracker = PositionTracker(bytes: bytes, offset: offsets[low], position: positions[low])
        return tracker.position(at: limit)
    }

    /// The byte offset of `position` (the inverse of `position(at:)`), nil when the file has no
    /// such place: a column past its line's end, a line past the last. It walks from the last
    /// record at or before `position`: at most `stride` bytes, however long the line or the file.
    public func offset(of position: SourcePosition) -> Int? {
        guard position.line >= 1, position.column >= 1 else { return nil }
        var low = 0, high = positions.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if positions[middle] <= position { low = middle } else { high = middle }
        }
        var (offset, line, column) = (offsets[low], positions[low].line, positions[low].column)
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            // A record within a character already counts it: its column is the next character's.
            while offset < buffer.count, buffer[offset] & 0xC0 == 0x80 { offset += 1 }
            while line < position.line || column < position.column {
                guard offset < buffer.count else { return nil }
                if buffer[offset] == 0x0A || buffer[offset] == 0x0D {
                    // A line end (or the CR of a CR LF, which is not a column either) before the column.
                    guard line < position.line else { return nil }
                    if endsLine(at: offset, in: buffer) { (line, column) = (line + 1, 1) }
                    offset += 1
                } else {
                    offset += 1
                    while offset < buffer.count, buffer[offset] & 0xC0 == 0x80 { offset += 1 }
                    column += 1
                }
            }
            return offset
        }
    }
}

/// The offset of the first `byte` at or after `start` in `buffer`: memchr, which reads many bytes
/// at a time.
func firstOffset(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard start < buffer.count, let base = buffer.baseAddress else { return nil }
    guard let found = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
}

/// Moves `line` and `column` on over `buffer[start..<end]`: a LF, or a CR not followed by a LF,
/// ends a line; a column is a character (a byte that does not continue a UTF-8 sequence), and the
/// CR of a CR LF is none.
func walkLines(over buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, line: inout Int, column: inout Int) {
    var at = start
    while at < end {
        // No byte before the next CR or LF ends a line: that run's characters are counted eight bytes
        // at a time (a byte at a time, a line of 200 MB took minutes in a debug or sanitizer build).
        let next = firstCROrLF(in: buffer, from: at, to: end)
        column += characterCount(in: buffer, from: at, to: next)
        guard next < end else { return }
        // A CR followed by a LF is no character, and the LF ends the line.
        if endsLine(at: next, in: buffer) {
            line += 1
            column = 1
        }
        at = next + 1
    }
}

/// A word with the top bit of each byte of `word` that equals the byte `repeated` fills `pattern`
/// with, and no other bit: the classic test for a zero byte, exact per byte (its low seven bits
/// plus 0x7F carry into the top bit unless all are zero).
@inline(__always)
private func bytes(of word: UInt64, equalTo pattern: UInt64) -> UInt64 {
    let other = word ^ pattern, low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
    return ~(((other & low) &+ low) | other | low)
}

/// The offset of the first CR or LF in `buffer[start..<end]`, or `end`, looked for eight bytes at a time.
func firstCROrLF(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    var at = start
    while at + 8 <= end {
        let word = UnsafeRawPointer(buffer.baseAddress! + at).loadUnaligned(as: UInt64.self)
        if bytes(of: word, equalTo: 0x0A0A_0A0A_0A0A_0A0A) | bytes(of: word, equalTo: 0x0D0D_0D0D_0D0D_0D0D) != 0 { break }
        at += 8
    }
    while at < end && buffer[at] != 0x0A && buffer[at] != 0x0D { at += 1 }
    return at
}

/// Whether the byte at `offset` ends a line: a LF, or a CR not followed by a LF. Positions
/// (`walkLines`) and edits (`EditableText`) count lines by it.
@inline(__always)
func endsLine<Bytes: RandomAccessCollection<UInt8>>(at offset: Int, in bytes: Bytes) -> Bool where Bytes.Index == Int {
    bytes[offset] == 0x0A || (bytes[offset] == 0x0D && (offset + 1 == bytes.endIndex || bytes[offset + 1] != 0x0A))
}

/// The LF bytes in `buffer`, counted eight bytes at a time.
func newlineCount(in buffer: UnsafeBufferPointer<UInt8>) -> Int {
    var at = 0
    var count = 0
    while at + 8 <= buffer.count {
        let word = UnsafeRawPointer(buffer.baseAddress! + at).loadUnaligned(as: UInt64.self)
        count += bytes(of: word, equalTo: 0x0A0A_0A0A_0A0A_0A0A).nonzeroBitCount
        at += 8
    }
    while at < buffer.count {
        if buffer[at] == 0x0A { count += 1 }
        at += 1
    }
    return count
}

/// The characters in `buffer[start..<end]`: the bytes that do not continue a UTF-8 sequence.
func characterCount(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    var at = start
    var continuations = 0
    // Eight bytes at a time: a continuation byte (10xxxxxx) has its top bit set and the next clear.
    while at + 8 <= end {
        let word = UnsafeRawPointer(buffer.baseAddress! + at).loadUnaligned(as: UInt64.self)
        continuations += (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
        at += 8
    }
    for index in at..<end where buffer[index] & 0xC0 == 0x80 { continuations += 1 }
    return end - start - continuations
}
