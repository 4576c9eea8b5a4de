/// A format-independent, positioned tree that every front end (JSON, XML) produces and the
/// shared decoding step turns into the description model.
///
/// XML maps onto it as follows: an element is an object whose members are its attributes
/// (string values) followed by its child elements (object values named after the element).
public struct DocumentNode: Sendable {
    public enum Content: Sendable {
        case object([Member])
        case array([DocumentNode])
        case string(String)
        /// The number as written, so that no precision is lost before the schema decides its type.
        case number(String)
        case bool(Bool)
        case null
    }

    public struct Member: Sendable {
        public var name: String
        /// Where the member's name stands (the key in JSON, the attribute or element name in XML).
        public var nameAnchor: SourceAnchor
        public var value: DocumentNode
        /// True for XML attributes, whose values are always text; false for everything else.
        public var isAttribute: Bool
    }

    public var content: Content
    public var anchor: SourceAnchor
}

/// The syntax a document was written in; it decides how values are spelled and paths are written.
public enum DocumentSyntax: String, Sendable {
    case json
    case xml
}
