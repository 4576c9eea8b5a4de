/// A format-independent, positioned tree that every front end (JSON, XML) produces and the
/// shared decoding step turns into the description model.
///
/// XML maps onto it as follows: an element is an object whose members are its attributes
/// (string values) followed by its child elements (object values named after the element).
public struct DocumentNode: Sendable, Equatable {
    public enum Content: Sendable, Equatable {
        case object([Member])
        case array([DocumentNode])
        case string(String)
        /// The number as written, so that no precision is lost before the schema decides its type.
        case number(String)
        case bool(Bool)
        case null
    }

    public struct Member: Sendable, Equatable {
        public var name: String
        public var value: DocumentNode
        /// True for XML attributes, whose values are always text; false for everything else.
        public var isAttribute: Bool
        /// Only the name's span is stored: its file and path are the value's.
        private var nameStart: SourcePosition
        private var nameEnd: SourcePosition?

        /// Where the member's name stands (the key in JSON, the attribute or element name in XML);
        /// its path is the value's.
        public var nameAnchor: SourceAnchor {
            get {
                var anchor = value.anchor
                anchor.start = nameStart
                anchor.end = nameEnd
                return anchor
            }
            set {
                nameStart = newValue.start
                nameEnd = newValue.end
            }
        }

        public init(name: String, nameAnchor: SourceAnchor, value: DocumentNode, isAttribute: Bool) {
            self.name = name
            self.value = value
            self.isAttribute = isAttribute
            self.nameStart = nameAnchor.start
            self.nameEnd = nameAnchor.end
        }
    }

    public var content: Content
    public var anchor: SourceAnchor

    public init(content: Content, anchor: SourceAnchor) {
        self.content = content
        self.anchor = anchor
    }
}

/// The syntax a document was written in; it decides how values are spelled and paths are written.
public enum DocumentSyntax: String, Sendable {
    case json
    case xml
}
