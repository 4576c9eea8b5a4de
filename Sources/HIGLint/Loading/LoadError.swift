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
    /// File and message are shown through `visible`, so no input can put a control character,
    /// an escape sequence or a workflow command into a log.
    public var description: String {
        "\(neutralizedLineStart(visible(file))):\(position.line):\(position.column): error: \(visible(message))"
    }
}
