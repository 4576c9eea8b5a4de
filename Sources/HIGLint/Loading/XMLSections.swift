#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A large XML description read in little memory. libxml2 checks the file through its own small
/// buffers; one scan, a piece at a time, cuts the sidebar's rows out of it (each top-level `<item>`
/// of `/description/sidebar`, with the comments just before it) and keeps the rest, the outline,
/// which is small however many rows there are; the rows are then read back and decoded one at a
/// time. Anything unusual (a file that is not well-formed or not UTF-8, another root, text in an
/// element, nesting too deep, a second sidebar, a piece that does not decode, a file that changes
/// while it is read) gives up, and the file is read whole, which says what is wrong in its usual words.
enum XMLSections {
    /// A row cut out of the file: its bytes, with the comments before it, and where they start.
    struct Row: Equatable {
        var start: Int
        var end: Int
        /// The positions in the file of `start` and `end`.
        var origin: SourcePosition
        var endOrigin: SourcePosition
    }

    /// How much of the file one read takes.
    static let defaultPieceSize = 1 << 20

    /// Reads the outline of the XML description at `path`, leaving its rows to be read by
    /// `DescriptionInSections.forEachRow`; nil when the file must be read whole.
    static func read(path: String, maximumDepth: Int, pieceSize: Int = defaultPieceSize) -> DescriptionInSections? {
        let descriptor = open(FileSystemPath.native(path), O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let file = ReadableFile(descriptor: descriptor)
        guard let before = file.status(), before.st_mode & S_IFMT == S_IFREG,
              XMLStore.isWellFormed(fileDescriptor: descriptor, path: path),
              let (outlineBytes, origins, rows) = cut(file, maximumDepth: maximumDepth, pieceSize: pieceSize),
              let (outline, outlineSuppressions) = XMLReader.piece(outlineBytes, file: path, origins: origins),
              outline.rootElement == Description.xmlRootElement else { return nil }
        var decoder = ShapeDecoder(syntax: .xml)
        let decoded = withExtendedLifetime(outline.source) { decoder.decodeObject(outline.root, as: Description.shape) }
        guard let object = decoded, decoder.errors.isEmpty else { return nil }
        var description = Description(object)
        description.document = object
        description.suppressions = outlineSuppressions.map(\.suppression)
        guard !rows.isEmpty else { return DescriptionInSections(outline: description) { _ in description.suppressions } }
        let store = outline.source.store
        guard let sidebar = store.childSteps(of: 0).first(where: { store.name(of: store.elements[$0.child]) == "sidebar" }) else { return nil }
        let sidebarPath = "/" + outline.rootElement + "/" + sidebar.step
        return DescriptionInSections(outline: description) { body in
            var suppressions = outlineSuppressions
            var reader = RowReader(file: file)
            for (number, row) in rows.enumerated() {
                guard let bytes = reader.bytes(row.start..<row.end),
                      let (piece, found) = XMLReader.piece(bytes, file: path, origins: TextOrigins(startingAt: row.origin),
                                                           rootPath: sidebarPath + (rows.count > 1 ? "/item[\(number + 1)]" : "/item")),
                      piece.rootElement == "item" else { return nil }
                var decoder = ShapeDecoder(syntax: .xml)
                let decoded = withExtendedLifetime(piece.source) { decoder.decodeObject(piece.root, as: SidebarItem.shape) }
                guard let object = decoded, decoder.errors.isEmpty else { return nil }
                body(SidebarItem(object))
                suppressions += found
            }
            // A file that changed while it was read is read again, whole.
            let (then, now) = (ResultCache.modificationTime(before), file.status().map(ResultCache.modificationTime))
            guard let now, file.status()?.st_size == before.st_size, now.tv_sec == then.tv_sec, now.tv_nsec == then.tv_nsec else { return nil }
            // Back in the file's order: each suppression by the position of the element it comes before.
            return suppressions.enumerated().sorted { ($0.element.element, $0.offset) < ($1.element.element, $1.offset) }.map(\.element.suppression)
        }
    }

    /// Scans the file a piece at a time, cutting out its rows: the outline, where its parts stand
    /// in the file, and the rows; nil when the file is one to read whole.
    static func cut(_ file: ReadableFile, maximumDepth: Int, pieceSize: Int = defaultPieceSize) -> ([UInt8], TextOrigins, [Row])? {
        var cutter = Cutter(maximumDepth: maximumDepth)
        var window: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: min(pieceSize, max(1, Int(file.status()?.st_size ?? 0) + 1)))
        var base = 0
        var offset = 0
        var head: [UInt8] = []
        while true {
            guard let read = file.read(into: &chunk, at: 0, offset: offset) else { return nil }
            window.append(contentsOf: chunk[..<read])
            offset += read
            let atEnd = read == 0
            // A byte-order mark or NUL of UTF-16 or UTF-32 in the first bytes is an error the whole read reports.
            if head.count < 4 {
                head += chunk[..<min(read, 4 - head.count)]
                if head.count == 4 || atEnd, SourceText(path: "", bytes: head).unsupportedEncoding != nil { return nil }
            }
            let kept = window.withUnsafeBufferPointer { buffer in
                cutter.bytes = buffer
                cutter.base = base
                let resume = base + XMLTagScanner.scanWhole(buffer, into: &cutter)
                // What a row may yet start from (the comments before it) stays, as does what is
                // unfinished, and is scanned again with the next piece: only comments, white space
                // and processing instructions, which tell the cutter nothing new the second time.
                let keep = atEnd ? base + buffer.count : min(resume, cutter.pendingComments ?? resume)
                cutter.commit(upTo: keep)
                return keep
            }
            guard !cutter.refused else { return nil }
            if atEnd { break }
            window.removeSubrange(..<(kept - base))
            base = kept
        }
        guard cutter.open.isEmpty, cutter.rowDepth == 0 else { return nil }
        return (cutter.outline, cutter.origins, cutter.rows)
    }

    /// Follows the scanner through the file, keeps the bytes outside rows (the outline) and notes
    /// where each row is. Offsets it is told are in the current piece, which starts at `base`.
    private struct Cutter: XMLTagScanner.Sink {
        enum Kind { case root, sidebar, row, other }

        let maximumDepth: Int
        var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        var base = 0
        /// The kinds of the open elements outside rows, the root first.
        var open: [Kind] = []
        /// The kind of the element whose start tag is being read.
        var starting = Kind.other
        /// The elements open in the current row, the row itself included; 0 outside rows.
        var rowDepth = 0
        /// Where the current row's cut starts (its first comment, or its start tag).
        var rowStart = 0
        var rowOrigin = SourcePosition(line: 1, column: 1)
        /// The file offset of the first comment since the last tag outside rows.
        var pendingComments: Int?
        var sidebars = 0
        var refused = false
        var rows: [Row] = []
        /// The file offset and position the scanner's positions are counted from.
        var position = RunningPosition()
        /// The outline, and how far the file has been copied into it.
        var outline: [UInt8] = []
        var origins = TextOrigins(startingAt: SourcePosition(line: 1, column: 1))
        var copied = 0
        var nextCut = 0

        init(maximumDepth: Int) {
            self.maximumDepth = maximumDepth
        }

        private func named(_ name: Range<Int>, _ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard name.count == count else { return false }
            let pattern = UnsafeBufferPointer(start: literal.utf8Start, count: count)
            return (0..<count).allSatisfy { bytes[name.lowerBound + $0] == pattern[$0] }
        }

        mutating func startTag(at start: Int, name: Range<Int>) {
            if open.count + rowDepth + 1 > maximumDepth { refused = true }
            guard rowDepth == 0 else { return }
            if open.isEmpty {
                starting = .root
            } else if open.count == 1, named(name, "sidebar") {
                sidebars += 1
                // A second sidebar is an error the whole read reports.
                if sidebars > 1 { refused = true }
                starting = .sidebar
            } else if open.count == 2, open[1] == .sidebar, named(name, "item") {
                starting = .row
                rowStart = pendingComments ?? base + start
                rowOrigin = position.advance(to: rowStart, in: bytes, base: base)
            } else {
                starting = .other
            }
            pendingComments = nil
        }

        mutating func attribute(name: Range<Int>, value: Range<Int>) {}

        mutating func startTagEnded(at end: Int, selfClosing: Bool) {
            if rowDepth > 0 {
                if !selfClosing { rowDepth += 1 }
            } else if starting == .row {
                if selfClosing { endRow(at: base + end) } else { rowDepth = 1 }
            } else if !selfClosing {
                open.append(starting)
            }
        }

        mutating func endTag(endingAt end: Int) {
            pendingComments = nil
            if rowDepth > 0 {
                rowDepth -= 1
                if rowDepth == 0 { endRow(at: base + end) }
            } else if open.popLast() == nil {
                refused = true
            }
        }

        mutating func comment(_ range: Range<Int>) {
            if rowDepth == 0, pendingComments == nil { pendingComments = base + range.lowerBound - 4 }
        }

        mutating func text(_ range: Range<Int>) {
            // Text in an element is an error the whole read reports (and so is text outside the root).
            if bytes[range].contains(where: { !isXMLSpace($0) }) { refused = true }
        }

        private mutating func endRow(at end: Int) {
            rows.append(Row(start: rowStart, end: end, origin: rowOrigin, endOrigin: position.advance(to: end, in: bytes, base: base)))
        }

        /// Copies the file's bytes up to `limit` into the outline, leaving out the rows: where a row
        /// was, the outline has a space (so that a CR before it and a LF after it stay two line
        /// ends) and a new part, whose position in the file `origins` keeps.
        mutating func commit(upTo limit: Int) {
            while copied < limit {
                // The next row to leave out: one already read, else the one being read.
                let row: Row? = nextCut < rows.count ? rows[nextCut] : nil
                guard let cutStart = row?.start ?? (rowDepth > 0 ? rowStart : nil) else {
                    copy(upTo: limit)
                    break
                }
                copy(upTo: min(limit, cutStart))
                guard copied >= cutStart, let row, row.end <= limit else {
                    copied = limit  // in a row, whose end is yet to come
                    break
                }
                outline.append(0x20)
                origins.append(partAt: outline.count, from: row.endOrigin)
                copied = row.end
                nextCut += 1
            }
            _ = position.advance(to: limit, in: bytes, base: base)
        }

        private mutating func copy(upTo stop: Int) {
            guard stop > copied else { return }
            outline.append(contentsOf: bytes[(copied - base)..<(stop - base)])
            copied = stop
        }
    }
}

/// A file's position at an offset, moved on through the file's bytes as a piece of it at a time
/// passes: lines and columns counted as `PositionTracker` counts them.
struct RunningPosition {
    private(set) var offset = 0
    private var line = 1
    private var column = 1

    /// The position at file offset `target`, which is at or after the last one asked for; `bytes`
    /// holds the file from `base` on, through `target`.
    mutating func advance(to target: Int, in bytes: UnsafeBufferPointer<UInt8>, base: Int) -> SourcePosition {
        guard target > offset, let start = bytes.baseAddress else { return SourcePosition(line: line, column: column) }
        var at = offset - base
        let end = target - base
        if memchr(start + at, 0x0D, end - at) == nil {
            // No CR: lines end at each LF, and the column counts the bytes that do not continue a UTF-8 sequence.
            while let found = memchr(start + at, 0x0A, end - at) {
                line += 1
                column = 1
                at = start.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            }
            column += characterCount(in: bytes, from: at, to: end)
        } else {
            walkLines(over: bytes, from: at, to: end, line: &line, column: &column)
        }
        offset = target
        return SourcePosition(line: line, column: column)
    }
}

/// Where the parts of a text cut out of a file stand in the file: the text is the file's bytes
/// with whole elements cut out (`XMLSections`), and each part runs from one cut to the next.
struct TextOrigins: Sendable, Equatable {
    /// Offsets in the text where a part starts, increasing, the first 0.
    private var starts: [Int] = [0]
    /// Where each part starts in the file.
    private var positions: [SourcePosition]

    init(startingAt position: SourcePosition) {
        positions = [position]
    }

    mutating func append(partAt offset: Int, from position: SourcePosition) {
        starts.append(offset)
        positions.append(position)
    }

    /// The position in the file of `offset` in the text, which `index` places at `local`.
    func filePosition(of local: SourcePosition, at offset: Int, in index: PositionIndex) -> SourcePosition {
        var (low, high) = (0, starts.count)
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle } else { high = middle }
        }
        let start = index.position(at: starts[low])
        let origin = positions[low]
        // The part's first line continues a line of the file; its later lines are the file's.
        return local.line == start.line ? SourcePosition(line: origin.line, column: origin.column + local.column - start.column)
            : SourcePosition(line: origin.line + local.line - start.line, column: local.column)
    }
}

/// An open file read at offsets, closed when the last copy goes.
final class ReadableFile: @unchecked Sendable {
    let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    func status() -> stat? {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? status : nil
    }

    /// Reads into `buffer` from index `start` on, as much as fits, from file offset `offset`;
    /// the count read (0 at the end of the file), or nil on an error.
    func read(into buffer: inout [UInt8], at start: Int, offset: Int) -> Int? {
        while true {
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + start, $0.count - start, off_t(offset)) }
            if count >= 0 { return count }
            guard errno == EINTR else { return nil }
        }
    }
}

/// Reads the rows back, in order, through one buffer that moves along the file.
private struct RowReader {
    let file: ReadableFile
    var buffer: [UInt8] = []
    /// The file offset of `buffer[0]`.
    var start = 0

    init(file: ReadableFile) {
        self.file = file
    }

    mutating func bytes(_ range: Range<Int>) -> [UInt8]? {
        if range.upperBound > start + buffer.count {
            let keep = max(0, range.lowerBound - start)
            buffer.removeSubrange(..<min(keep, buffer.count))
            start += keep
            var chunk = [UInt8](repeating: 0, count: max(XMLSections.defaultPieceSize, range.upperBound - start - buffer.count))
            while start + buffer.count < range.upperBound {
                guard let read = file.read(into: &chunk, at: 0, offset: start + buffer.count), read > 0 else { return nil }
                buffer.append(contentsOf: chunk[..<read])
            }
        }
        guard range.lowerBound >= start else { return nil }
        return Array(buffer[(range.lowerBound - start)..<(range.upperBound - start)])
    }
}
