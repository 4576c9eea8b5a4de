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
    public var end: SourcePosition? {
        get { storedEnd.line == 0 ? nil : storedEnd }
        set { storedEnd = newValue ?? SourcePosition(line: 0, column: 0) }
    }
    /// Line 0 when the end is not known: nine bytes of `Optional` would cost every anchor eight more.
    private var storedEnd: SourcePosition

    /// The structural path, kept in two parts: a leaf (an attribute, a JSON string or number)
    /// shares its parent's path and adds a short step such as `/@title`, which Swift stores
    /// inline, so that the leaves of a large description make no path strings of their own.
    private var parentPath: String
    private var pathStep: String

    public var path: String {
        get { pathStep.isEmpty ? parentPath : parentPath + pathStep }
        set {
            parentPath = newValue
            pathStep = ""
        }
    }

    public init(file: String, start: SourcePosition, end: SourcePosition? = nil, path: String) {
        self.init(file: file, start: start, end: end, parentPath: path, step: "")
    }

    /// An anchor whose path is `parentPath` followed by `step`.
    init(file: String, start: SourcePosition, end: SourcePosition? = nil, parentPath: String, step: String) {
        self.file = file
        self.start = start
        self.storedEnd = end ?? SourcePosition(line: 0, column: 0)
        self.parentPath = parentPath
        self.pathStep = step
    }

    public static func == (lhs: SourceAnchor, rhs: SourceAnchor) -> Bool {
        lhs.file == rhs.file && lhs.start == rhs.start && lhs.end == rhs.end && lhs.path == rhs.path
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(start)
        hasher.combine(end)
        hasher.combine(path)
    }
}
