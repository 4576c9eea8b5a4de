/// What the shared decoder (`ShapeDecoder`) reads: a positioned node of a document, whichever
/// front end holds it. JSON and XML descriptions are read straight from their stores (`JSONNode`,
/// `XMLNode`), so that they are not held a second time as trees; configuration and the Interface
/// Builder and Swift importers build `DocumentNode` trees.
protocol DecodingNode {
    associatedtype Member: DecodingMember where Member.Node == Self
    associatedtype Members: Sequence where Members.Element == Member

    /// Where the node stands, made at once: for a message about it.
    var anchor: SourceAnchor { get }
    /// Where the node stands, as a decoded value keeps it (for a tree, this records the anchor).
    func recordPlace() -> NodePlace
    /// What turns the document's places into anchors; decoded objects keep it.
    var anchorSource: any AnchorSource { get }
    var decodingContent: DecodingContent<Self, Members> { get }
}

/// A named member of an object node: a JSON key and its value, or an XML attribute or child element.
protocol DecodingMember {
    associatedtype Node: DecodingNode

    var name: String { get }
    /// The name's number among the names of the member's document, the same for every member of
    /// that name (and kind: an XML attribute and an element may share one); -1 when the document
    /// does not number its names.
    var nameID: Int32 { get }
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

/// A `DocumentNode` as the decoder reads it: its anchors are recorded in `table` as they are kept.
struct TreeNode: DecodingNode {
    let node: DocumentNode
    let table: AnchorTable

    var anchor: SourceAnchor { node.anchor }
    func recordPlace() -> NodePlace { table.place(of: node.anchor) }
    var anchorSource: any AnchorSource { table }

    var decodingContent: DecodingContent<TreeNode, [Member]> {
        switch node.content {
        case .object(let members): .object(members.map { Member(member: $0, table: table) })
        case .array(let items): .array(items.map { TreeNode(node: $0, table: table) })
        case .string(let text): .string(text)
        case .number(let text): .number(text)
        case .bool(let value): .bool(value)
        case .null: .null
        }
    }

    struct Member: DecodingMember {
        let member: DocumentNode.Member
        let table: AnchorTable

        var name: String { member.name }
        var nameID: Int32 { -1 }
        var isAttribute: Bool { member.isAttribute }
        var nameAnchor: SourceAnchor { member.nameAnchor }
        var value: TreeNode { TreeNode(node: member.value, table: table) }
    }
}

extension ShapeDecoder {
    /// Decodes a tree that a front end built; the decoded objects keep its anchors.
    mutating func decodeObject(_ tree: DocumentNode, as shape: Shape) -> DecodedObject? {
        decodeObject(TreeNode(node: tree, table: AnchorTable()), as: shape)
    }
}
