/// A reason an input could not be read as a description, at the position it concerns.
public struct LoadError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var position: SourcePosition
    public var message: String

    public init(file: String, position: SourcePosition, message: String) {
        self.file = file
        self.position = position
        self.message = message
    }

    public init(at anchor: SourceAnchor, _ message: String) {
        self.init(file: anchor.file, position: anchor.start, message: message)
    }

    /// The one-line form editors and CI logs understand: `path:line:col: error: message`.
    public var description: String { "\(file):\(position.line):\(position.column): error: \(message)" }
}
