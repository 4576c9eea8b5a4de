/// A position in a source file: 1-based line and 1-based column counted in Unicode code points.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    // Kept in 32 bits: every node of a loaded description holds several positions, and no file
    // hig-lint reads has 4 billion lines or a line of 4 billion characters (larger values saturate).
    private var storedLine: UInt32
    private var storedColumn: UInt32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// Where a node of a description sits: its file, its span, and its structural path
/// (a JSON Pointer for JSON, an element path such as `/description/sidebar/item[2]` for XML).
public struct SourceAnchor: Hashable, Sendable {
    public var file: String
    public var start: SourcePosition
    /// The position just after the node, where the parser can tell.
    public var end: SourcePosition?
    public var path: String

    public init(file: String, start: SourcePosition, end: SourcePosition? = nil, path: String) {
        self.file = file
        self.start = start
        self.end = end
        self.path = path
    }

    /// How closely the node at this anchor holds the place at `other` (lower is closer): [0, 0]
    /// when it is the node, then a node under its structural path (the longer the path, the
    /// closer), then a place within its text (the shorter the text, the closer); nil when it
    /// does not hold it.
    public func closeness(holding other: SourceAnchor) -> [Int]? {
        guard file == other.file else { return nil }
        if self == other { return [0, 0] }
        let target = other.path
        if !path.isEmpty, target.hasPrefix(path), target.count > path.count,
           target[target.index(target.startIndex, offsetBy: path.count)] == "/" {
            return [2, -path.count]
        }
        if let end, start <= other.start, other.start < end {
            return [3, (end.line - start.line) * 1_000_000 + end.column - start.column]
        }
        return nil
    }
}
