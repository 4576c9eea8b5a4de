/// Reads an XML description for the shared decoder. `XMLStore` has libxml2 check the file (no
/// network, no DTD, no entities, no DOCTYPE) and keeps the elements as byte offsets; the decoder
/// reads them through `XMLNode`, which makes a position, a path or a value only when asked, so
/// the description is never held a second time as a tree.
enum XMLReader {
    /// A checked XML description, ready to decode.
    struct Document {
        /// Holds the store that `root` and the nodes read from it refer to without counting.
        let source: XMLSource
        var root: XMLNode
        var rootElement: String
        /// The suppression comments, in document order.
        var suppressions: [Suppression]
    }

    /// Reads `text`; when `expectedRoot` is given, a document with another root element is refused
    /// before anything inside it is looked at (an Info.plist is not a description, whatever it holds).
    static func read(_ text: SourceText, expectedRoot: String? = nil,
                     maximumDepth: Int = DescriptionLoader.defaultMaximumDepth) throws(LoadError) -> Document {
        // White space alone is ASCII, so this needs no UTF-8 check first (`XMLStore.read` makes it).
        if text.bytes.allSatisfy(isXMLSpace) {
            throw LoadError(file: text.path, position: SourcePosition(line: 1, column: 1),
                            message: "the file is empty; expected an XML document")
        }
        let store = try XMLStore.read(text, doctypeRefusal: "DOCTYPE declarations are not allowed in descriptions; hig-lint never loads DTDs or expands entities")
        let rootName = store.name(of: store.elements[0])
        if let expectedRoot, rootName != expectedRoot {
            throw LoadError(file: text.path, position: store.positions.position(at: Int(store.elements[0].start)),
                            message: "expected the root element <\(expectedRoot)>, found <\(rootName)>")
        }
        let source = XMLSource(store: store, file: text.path)
        let tooDeep = store.depth > maximumDepth ? firstElement(deeperThan: maximumDepth, in: store) : nil
        // Descriptions keep values in attributes: text in an element is refused, unless an element
        // nested too deeply comes first in the file.
        if let (element, range) = store.firstText, tooDeep.map({ store.elements[$0].start > Int32(range.lowerBound) }) ?? true {
            let record = store.elements[element]
            let trimmed = store.text(range).trimmingWhitespace()
            throw LoadError(file: text.path, position: source.position(record.start),
                            message: "unexpected text \"\(trimmed.prefix(40))\" in <\(store.name(of: record))>; descriptions keep values in attributes")
        }
        if let tooDeep {
            throw LoadError(file: text.path, position: source.position(store.elements[tooDeep].start),
                            message: "nesting is deeper than \(maximumDepth) levels")
        }
        let root = XMLNode(source: source, element: 0)
        return Document(source: source, root: root, rootElement: rootName, suppressions: suppressions(in: source).map(\.suppression))
    }

    private static func firstElement(deeperThan limit: Int, in store: XMLStore) -> Int? {
        var depth = [Int](repeating: 0, count: store.elements.count)
        for (index, element) in store.elements.enumerated() {
            depth[index] = element.parent < 0 ? 1 : depth[Int(element.parent)] + 1
            if depth[index] > limit { return index }
        }
        return nil
    }

    /// The suppression comments (and near misses) before elements, each scoped to its element.
    private static func suppressions(in source: XMLSource) -> [(element: Int, suppression: Suppression)] {
        let store = source.store
        guard !store.commentsBefore.isEmpty else { return [] }
        var found: [(element: Int, suppression: Suppression)] = []
        for element in store.commentsBefore.keys.sorted() {
            let anchor = source.anchor(at: NodePlace(element))
            let scope = anchor.path
            for comment in store.commentsBefore[element] ?? [] {
                let text = store.string(comment)
                if let suppression = Suppression.parseComment(text, anchor: anchor, scope: scope) {
                    found.append((element, suppression))
                } else if Suppression.isNearMiss(text) {
                    let at = SourceAnchor(file: source.file, start: source.position(Int32(comment.lowerBound)),
                                          end: source.position(Int32(comment.upperBound)), path: scope)
                    found.append((element, Suppression(mistyped: text.trimmingWhitespace(), anchor: at, scope: scope)))
                }
            }
        }
        return found
    }
}

/// One XML description as its nodes read it (the store and the file's name), and the source of
/// its anchors: an element's path, its positions and its attributes' are made when asked for.
final class XMLSource: AnchorSource, @unchecked Sendable {
    let store: XMLStore
    let file: String
    /// The path steps of the children of each element a path went through, by child, made once
    /// each: the findings on the rows of a long list would otherwise each count all of them.
    private var steps: [Int: [Int: String]] = [:]
    private let lock = Lock()

    init(store: XMLStore, file: String) {
        self.store = store
        self.file = file
    }

    func position(_ offset: Int32) -> SourcePosition {
        store.positions.position(at: Int(offset))
    }

    func anchor(at place: NodePlace) -> SourceAnchor {
        let index = Int(place.index)
        switch place.part {
        case .value:
            let record = store.elements[index]
            return SourceAnchor(file: file, start: position(record.start), end: position(record.end), path: path(of: index))
        case .attribute, .name:
            let attribute = store.attributes[index]
            let value = place.part == .attribute
            return SourceAnchor(file: file, start: position(value ? attribute.valueStart : attribute.nameStart),
                                end: value ? position(attribute.valueEnd) : nil,
                                path: path(of: owner(of: index)) + "/@" + store.attributeName(index))
        }
    }

    /// The element whose attribute `attribute` is. Elements hold their attributes in document
    /// order, so it is the last element whose attributes start at or before it.
    private func owner(of attribute: Int) -> Int {
        var (low, high) = (0, store.elements.count)
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(store.elements[middle].firstAttribute) <= attribute { low = middle } else { high = middle }
        }
        return low
    }

    /// The element's structural path, such as `/description/sidebar/item[2]`: each step its name,
    /// indexed when the name occurs more than once among its siblings.
    func path(of element: Int) -> String {
        var chain = [element]
        while case let parent = Int(store.elements[chain[chain.count - 1]].parent), parent >= 0 { chain.append(parent) }
        let root = chain[chain.count - 1]
        var path = "/" + store.name(of: store.elements[root])
        lock.withLock {
            for depth in stride(from: chain.count - 2, through: 0, by: -1) {
                let parent = chain[depth + 1]
                if steps[parent] == nil {
                    steps[parent] = Dictionary(uniqueKeysWithValues: store.childSteps(of: parent).map { ($0.child, $0.step) })
                }
                path += "/" + steps[parent]![chain[depth]]!
            }
        }
        return path
    }
}

/// An element of an XML description, or an attribute's value, as the shared decoder reads it. An
/// element is an object whose members are its attributes (text values) followed by its child
/// elements (object values named after the element), in document order.
///
/// Nodes refer to their source without counting references (a count per node made decoding small
/// files slower than building the tree it replaced): whoever reads them keeps `Document.source`.
struct XMLNode: DecodingNode {
    private unowned(unsafe) let source: XMLSource
    /// The element, or the element whose attribute this is.
    private let element: Int
    /// The attribute whose value this is; -1 for the element itself.
    private let attribute: Int

    init(source: XMLSource, element: Int) {
        self.source = source
        self.element = element
        self.attribute = -1
    }

    /// The value of `attribute` of `element`.
    fileprivate init(source: XMLSource, attribute: Int, of element: Int) {
        self.source = source
        self.element = element
        self.attribute = attribute
    }

    func recordPlace() -> NodePlace { attribute < 0 ? NodePlace(element) : NodePlace(attribute, .attribute) }
    var anchor: SourceAnchor { source.anchor(at: recordPlace()) }
    var anchorSource: any AnchorSource { source }

    var decodingContent: DecodingContent<XMLNode, XMLMembers> {
        attribute < 0 ? .object(XMLMembers(source: source, element: element)) : .string(source.store.value(attribute))
    }

    /// An attribute, then a child element, as a member of its element.
    struct Member: DecodingMember {
        let name: String
        let nameID: Int32
        let value: XMLNode

        var isAttribute: Bool { value.attribute >= 0 }

        var nameAnchor: SourceAnchor {
            value.attribute >= 0 ? value.source.anchor(at: NodePlace(value.attribute, .name)) : value.anchor
        }
    }
}

/// An element's attributes (namespace declarations aside) and then its child elements.
///
/// It reads the store's records, not the store: a call on a store referred to without counting
/// counts it for the call, twice for every member.
struct XMLMembers: Sequence, IteratorProtocol {
    private unowned(unsafe) let source: XMLSource
    private let elements: Records<XMLStore.Element>
    private let attributes: Records<XMLStore.Attribute>
    private let names: Records<String>
    private let namespaceNames: Records<Bool>
    private let element: Int
    private var attribute: Int
    private let attributeEnd: Int
    /// The next child: the first comes right after the element, and each after its previous sibling's subtree.
    private var child: Int
    private let childEnd: Int

    fileprivate init(source: XMLSource, element: Int) {
        let store = source.store
        let record = store.elements[element]
        self.source = source
        (elements, attributes, names, namespaceNames) = (store.elements, store.attributes, store.names, store.namespaceNames)
        self.element = element
        self.attribute = Int(record.firstAttribute)
        self.attributeEnd = Int(record.attributeEnd)
        self.child = element + 1
        self.childEnd = Int(record.subtreeEnd)
    }

    mutating func next() -> XMLNode.Member? {
        while attribute < attributeEnd {
            defer { attribute += 1 }
            let name = attributes[attribute].name
            guard !namespaceNames[Int(name)] else { continue }
            return XMLNode.Member(name: names[Int(name)], nameID: name, value: XMLNode(source: source, attribute: attribute, of: element))
        }
        guard child < childEnd else { return nil }
        let record = elements[child]
        defer { child = Int(record.subtreeEnd) }
        return XMLNode.Member(name: names[Int(record.name)], nameID: record.name, value: XMLNode(source: source, element: child))
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
