/// The base protocol of the Language Server Protocol: each JSON-RPC message is preceded by
/// headers (`Content-Length: N`, optionally `Content-Type`), each ended by CR LF, and an empty
/// line. Reads frames from chunks of bytes however they are split, and writes them.
///
/// A bad frame costs that frame only: headers that cannot be read are reported, and their body
/// skipped when their `Content-Length` still says how long it is; when nothing does, the reader
/// resynchronises on the next `Content-Length:` header, the last one before the next empty line
/// (a JSON body holds no raw line breaks inside its strings, so a body cannot hide one that is
/// followed by an empty line). What the reader holds is bounded by the longest body it reads plus
/// the longest headers it reads, whatever the headers claim.
public struct MessageFraming {
    /// What the next frame held.
    public enum Frame: Equatable, Sendable {
        case message([UInt8])
        /// Headers that could not be read; the reader skips past them (and their body, when its
        /// length is known) before the next frame.
        case malformed(String)
        /// A body longer than the limit; the reader skips it unread before the next frame.
        case oversized(Int)
        /// No input came in the time `next(timeout:)` was given; call again to go on.
        case quiet
        /// The input ended (between frames, or inside one, which is the same for the server).
        case end
    }

    /// Gives the next bytes of input, waiting for them at most the given milliseconds (nil: as long
    /// as it takes): nil when none came in that time, an empty array at the end of the input.
    private let source: (Int?) -> [UInt8]?
    /// The longest body read; longer ones are skipped unread.
    public let maximumLength: Int
    private var buffer: [UInt8] = []
    private var position = 0
    private var ended = false
    /// Bytes of a skipped body still to come.
    private var skipping = 0
    /// Set after headers that did not say how long their body is: what follows is searched for
    /// the next `Content-Length:` header.
    private var resynchronising = false

    /// Headers longer than this are not LSP's.
    static let maximumHeaderLength = 8192

    public init(maximumLength: Int, source: @escaping (_ timeout: Int?) -> [UInt8]?) {
        self.maximumLength = maximumLength
        self.source = source
    }

    /// A reader whose source always waits for input.
    public init(maximumLength: Int, source: @escaping () -> [UInt8]) {
        self.init(maximumLength: maximumLength) { _ in source() }
    }

    /// The frame for a message body.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// Reads more input into the buffer: nil when some came, else `.quiet` or `.end`.
    private mutating func fill(_ timeout: Int?) -> Frame? {
        guard !ended else { return .end }
        if position > 0 && position >= buffer.count / 2 {
            buffer.removeFirst(position)
            position = 0
        }
        guard let chunk = source(timeout) else { return .quiet }
        if chunk.isEmpty { ended = true; return .end }
        buffer += chunk
        return nil
    }

    /// The next frame; with a `timeout` (milliseconds), `.quiet` when the input has nothing more
    /// in that time, and the frame in progress is read on at the next call.
    public mutating func next(timeout: Int? = nil) -> Frame {
        while skipping > 0 {
            if position == buffer.count, let stop = fill(timeout) { return stop }
            let taken = min(skipping, buffer.count - position)
            position += taken
            skipping -= taken
        }
        // The headers: up to the first empty line.
        var searched = position
        while true {
            let end = emptyLine(from: searched)
            // Without an empty line yet, the headers end no sooner than the last three bytes.
            let least = end ?? buffer.count - 3
            if least - position > Self.maximumHeaderLength {
                guard resynchronising else {
                    position += 1
                    resynchronising = true
                    return .malformed("headers longer than \(Self.maximumHeaderLength) bytes without an empty line")
                }
                // Only the last headers' worth before the empty line can hold the Content-Length sought.
                position = least - Self.maximumHeaderLength
            }
            guard let end else {
                // Filling may move the bytes kept to the buffer's start.
                let scanned = max(0, buffer.count - 3 - position)
                if let stop = fill(timeout) { return stop }
                searched = position + scanned
                continue
            }
            if resynchronising {
                guard let start = lastContentLength(in: position..<end) else {
                    position = end + 4
                    searched = position
                    continue
                }
                position = start
                resynchronising = false
            }
            let start = position
            position = end + 4
            return frame(headers: String(decoding: buffer[start..<end], as: UTF8.self), start: start)
        }
    }

    /// What the headers just read say: the body, or why not (and what to skip).
    private mutating func frame(headers: String, start: Int) -> Frame {
        var length: Int?
        var problem: String?
        for line in headers.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else {
                problem = problem ?? "header line without a colon: \(line.prefix(80))"
                continue
            }
            guard line[..<colon].lowercased() == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
            if let number = Int(value), number >= 0 {
                length = number
            } else {
                problem = problem ?? "Content-Length is not a byte count: \(value.prefix(40))"
            }
        }
        guard let length else {
            // Nothing says where the body ends: the next Content-Length header after these does.
            position = start + 1
            resynchronising = true
            return .malformed(problem ?? "no Content-Length header")
        }
        if let problem {
            skipping = length
            return .malformed(problem)
        }
        if length > maximumLength {
            // Skipped a chunk at a time, never held.
            skipping = length
            return .oversized(length)
        }
        while buffer.count - position < length {
            // A body is read whole: its sender is writing it.
            if let stop = fill(nil) { return stop }
        }
        let body = Array(buffer[position..<position + length])
        position += length
        return .message(body)
    }

    /// Where the first CR LF CR LF at or after `from` starts.
    private func emptyLine(from: Int) -> Int? {
        var index = from
        while index + 3 < buffer.count {
            if buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D, buffer[index + 3] == 0x0A { return index }
            index += 1
        }
        return nil
    }

    private static let contentLength = Array("content-length:".utf8)

    /// Where the last `Content-Length:` (in any case) in `range` starts.
    private func lastContentLength(in range: Range<Int>) -> Int? {
        let name = Self.contentLength
        return stride(from: range.upperBound - name.count, through: range.lowerBound, by: -1).first { start in
            name.indices.allSatisfy { buffer[start + $0] | 0x20 == name[$0] | 0x20 }
        }
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
