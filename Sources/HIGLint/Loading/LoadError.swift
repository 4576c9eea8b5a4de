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

/// A file not linted because it holds no text (`SourceText.notText`): encrypted in a checkout
/// that is not unlocked, a Git LFS pointer, binary. A note, not an error: the run's exit status
/// is the other files'.
public struct SkippedFile: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// What the file holds instead ("encrypted with git-crypt").
    public var cause: String

    public init(file: String, cause: String) {
        self.file = file
        self.cause = cause
    }

    /// `path: note: skipped: the file is encrypted with git-crypt, not text`.
    public var description: String {
        "\(neutralizedLineStart(visible(file))): note: skipped: the file is \(visible(cause)), not text"
    }
}
