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
        let root = XMLNode(source: source, element: 0, path: "/" + rootName)
        return Document(source: source, root: root, rootElement: rootName, suppressions: suppressions(in: source))
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
    private static func suppressions(in source: XMLSource) -> [Suppression] {
        let store = source.store
        guard !store.commentsBefore.isEmpty else { return [] }
        var paths: [Int: String] = [:]
        var steps: [Int: [Int: String]] = [:]
        func path(of element: Int) -> String {
            if let known = paths[element] { return known }
            let parent = Int(store.elements[element].parent)
            var result = "/" + store.name(of: store.elements[element])
            if parent >= 0 {
                if steps[parent] == nil { steps[parent] = Dictionary(uniqueKeysWithValues: store.childSteps(of: parent).map { ($0.child, $0.step) }) }
                result = path(of: parent) + "/" + steps[parent]![element]!
            }
            paths[element] = result
            return result
        }
        var found: [Suppression] = []
        for element in store.commentsBefore.keys.sorted() {
            let record = store.elements[element]
            let scope = path(of: element)
            let anchor = SourceAnchor(file: source.file, start: source.position(record.start), end: source.position(record.end), path: scope)
            for comment in store.commentsBefore[element] ?? [] {
                let text = store.string(comment)
                if let suppression = Suppression.parseComment(text, anchor: anchor, scope: scope) {
                    found.append(suppression)
                } else if Suppression.isNearMiss(text) {
                    let at = SourceAnchor(file: source.file, start: source.position(Int32(comment.lowerBound)),
                                          end: source.position(Int32(comment.upperBound)), path: scope)
                    found.append(Suppression(mistyped: text.trimmingWhitespace(), anchor: at, scope: scope))
                }
            }
        }
        return found
    }
}

/// One XML description as its nodes read it: the store, the file's name, and the position record
/// the last position came from (the decoder asks in nearly file order, so the next is near).
final class XMLSource {
    let store: XMLStore
    let file: String
    private var positionHint = 0

    init(store: XMLStore, file: String) {
        self.store = store
        self.file = file
    }

    func position(_ offset: Int32) -> SourcePosition { store.positions.position(at: Int(offset), hint: &positionHint) }
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
    let anchor: SourceAnchor

    init(source: XMLSource, element: Int, path: String) {
        let record = source.store.elements[element]
        self.source = source
        self.element = element
        self.attribute = -1
        self.anchor = SourceAnchor(file: source.file, start: source.position(record.start), end: source.position(record.end), path: path)
    }

    /// The value of `attribute` of `element`, whose path is `path`; the attribute's name makes the step `step`.
    fileprivate init(source: XMLSource, attribute: Int, of element: Int, path: String, step: String) {
        let offsets = source.store.attributes[attribute]
        self.source = source
        self.element = element
        self.attribute = attribute
        self.anchor = SourceAnchor(file: source.file, start: source.position(offsets.valueStart), end: source.position(offsets.valueEnd),
                                   parentPath: path, step: step)
    }

    /// The element's attributes: most elements of a description have no children.
    var memberCountHint: Int {
        guard attribute < 0 else { return 0 }
        let record = source.store.elements[element]
        return Int(record.attributeEnd - record.firstAttribute)
    }

    var decodingContent: DecodingContent<XMLNode, XMLMembers> {
        attribute < 0 ? .object(XMLMembers(source: source, element: element, path: anchor.path)) : .string(source.store.value(attribute))
    }

    /// An attribute, then a child element, as a member of its element.
    struct Member: DecodingMember {
        let name: String
        let value: XMLNode

        var isAttribute: Bool { value.attribute >= 0 }

        var nameAnchor: SourceAnchor {
            guard value.attribute >= 0 else { return value.anchor }
            var anchor = value.anchor
            anchor.start = value.source.position(value.source.store.attributes[value.attribute].nameStart)
            anchor.end = nil
            return anchor
        }
    }
}

/// An element's attributes (namespace declarations aside) and then its child elements, each child
/// with its path: its name, indexed (`item[2]`) when the name occurs more than once among them.
struct XMLMembers: Sequence, IteratorProtocol {
    private unowned(unsafe) let source: XMLSource
    /// The element's path.
    private let path: String
    private let element: Int
    private var attribute: Int
    private let attributeEnd: Int
    /// Made when the attributes are done: most elements have no children.
    private var children: IndexingIterator<[(child: Int, step: String)]>?

    fileprivate init(source: XMLSource, element: Int, path: String) {
        let record = source.store.elements[element]
        self.path = path
        self.source = source
        self.element = element
        self.attribute = Int(record.firstAttribute)
        self.attributeEnd = Int(record.attributeEnd)
    }

    mutating func next() -> XMLNode.Member? {
        let store = source.store
        while attribute < attributeEnd {
            defer { attribute += 1 }
            guard !store.isNamespaceDeclaration(attribute) else { continue }
            let name = store.attributeName(attribute)
            return XMLNode.Member(name: name, value: XMLNode(source: source, attribute: attribute, of: element, path: path, step: "/@" + name))
        }
        if children == nil { children = store.childSteps(of: element).makeIterator() }
        guard let (child, step) = children!.next() else { return nil }
        let value = XMLNode(source: source, element: child, path: path + "/" + step)
        return XMLNode.Member(name: store.name(of: store.elements[child]), value: value)
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
