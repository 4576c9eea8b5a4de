/// What the shared decoder (`ShapeDecoder`) reads: a positioned node of a document, whichever
/// front end holds it. JSON and the Interface Builder importer build `DocumentNode` trees; an XML
/// description is read straight from its `XMLStore`, so that it is not held a second time as a tree.
protocol DecodingNode {
    associatedtype Member: DecodingMember where Member.Node == Self
    associatedtype Members: Sequence where Members.Element == Member

    var anchor: SourceAnchor { get }
    var decodingContent: DecodingContent<Self, Members> { get }
    /// About how many members an object has, to make room for its fields at once; it may be off
    /// either way (unlike `underestimatedCount`, which iterating code may rely on).
    var memberCountHint: Int { get }
}

/// A named member of an object node: a JSON key and its value, or an XML attribute or child element.
protocol DecodingMember {
    associatedtype Node: DecodingNode

    var name: String { get }
    /// True for XML attributes, whose values are always text.
    var isAttribute: Bool { get }
    /// Where the name stands; asked for only when there is something to say about it.
    var nameAnchor: SourceAnchor { get }
    var value: Node { get }
}

/// A node's content as the decoder sees it: `DocumentNode.Content` with members of any front end.
enum DecodingContent<Node, Members> {
    case object(Members)
    case array([Node])
    case string(String)
    /// The number as written, so that no precision is lost before the shape decides its type.
    case number(String)
    case bool(Bool)
    case null
}

extension DocumentNode: DecodingNode {
    var memberCountHint: Int {
        if case .object(let members) = content { members.count } else { 0 }
    }

    var decodingContent: DecodingContent<DocumentNode, [Member]> {
        switch content {
        case .object(let members): .object(members)
        case .array(let items): .array(items)
        case .string(let text): .string(text)
        case .number(let text): .number(text)
        case .bool(let value): .bool(value)
        case .null: .null
        }
    }
}

extension DocumentNode.Member: DecodingMember {}
