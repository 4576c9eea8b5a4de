/// The base protocol of the Language Server Protocol: each JSON-RPC message is preceded by
/// headers (`Content-Length: N`, optionally `Content-Type`), each ended by CR LF, and an empty
/// line. Reads frames from chunks of bytes however they are split, and writes them.
public struct MessageFraming {
    /// What the next frame held.
    public enum Frame: Equatable, Sendable {
        case message([UInt8])
        /// Headers that could not be read; the reader has skipped past them.
        case malformed(String)
        /// A body longer than the limit; the reader has skipped it.
        case oversized(Int)
        /// The input ended (between frames, or inside one, which is the same for the server).
        case end
    }

    /// Gives the next bytes of input, or an empty array at its end.
    private let source: () -> [UInt8]
    /// The longest body read; longer ones are skipped unread.
    public let maximumLength: Int
    private var buffer: [UInt8] = []
    private var position = 0
    private var ended = false

    /// Headers longer than this are not LSP's.
    static let maximumHeaderLength = 8192

    public init(maximumLength: Int, source: @escaping () -> [UInt8]) {
        self.maximumLength = maximumLength
        self.source = source
    }

    /// The frame for a message body.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// Reads more input into the buffer; false at the end of input.
    private mutating func fill() -> Bool {
        guard !ended else { return false }
        if position > 0 && position >= buffer.count / 2 {
            buffer.removeFirst(position)
            position = 0
        }
        let chunk = source()
        if chunk.isEmpty { ended = true; return false }
        buffer += chunk
        return true
    }

    public mutating func next() -> Frame {
        // The headers: up to the first empty line.
        var headerEnd: Int?
        var searched = position
        while headerEnd == nil {
            while searched + 3 < buffer.count {
                if buffer[searched] == 0x0D, buffer[searched + 1] == 0x0A, buffer[searched + 2] == 0x0D, buffer[searched + 3] == 0x0A {
                    headerEnd = searched
                    break
                }
                searched += 1
            }
            if headerEnd != nil { break }
            if buffer.count - position > Self.maximumHeaderLength {
                position = buffer.count
                return .malformed("headers longer than \(Self.maximumHeaderLength) bytes without an empty line")
            }
            let consumed = searched - position
            guard fill() else { return .end }
            searched = position + consumed
        }
        let headers = String(decoding: buffer[position..<headerEnd!], as: UTF8.self)
        position = headerEnd! + 4
        var length: Int?
        for line in headers.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else { return .malformed("header line without a colon: \(line.prefix(80))") }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
            if name == "content-length" {
                guard let number = Int(value), number >= 0 else { return .malformed("Content-Length is not a byte count: \(value.prefix(40))") }
                length = number
            }
        }
        guard let length else { return .malformed("no Content-Length header") }
        if length > maximumLength {
            // Skipped a chunk at a time, never held.
            var left = length
            while left > 0 {
                if position == buffer.count { guard fill() else { return .end } }
                let taken = min(left, buffer.count - position)
                position += taken
                left -= taken
            }
            return .oversized(length)
        }
        while buffer.count - position < length {
            guard fill() else { return .end }
        }
        let body = Array(buffer[position..<position + length])
        position += length
        return .message(body)
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var slice = self[...]
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
