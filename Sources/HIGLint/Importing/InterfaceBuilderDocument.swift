/// One element of a storyboard or xib, with its position in the file: a handle on an element of an
/// `InterfaceBuilderDocument`. `InterfaceBuilderImporter` maps the navigation parts of the tree
/// onto the description model.
///
/// Most of a real file (views, constraints, cells, fonts, colours) is never looked at, so elements
/// are kept as byte offsets into the file: a name, a value or a position is made only when asked for.
struct InterfaceBuilderElement: Hashable {
    fileprivate let storage: XMLStore
    fileprivate let index: Int

    private var record: XMLStore.Element { storage.elements[index] }

    var name: String { storage.name(of: record) }

    /// The attribute's value as libxml2 reads it: references replaced and white space normalised.
    subscript(attribute: String) -> String? {
        storage.attributeIndex(attribute, of: record).map(storage.value)
    }

    var id: String? { self["id"] }

    var tag: Tag { Tag(storage: storage, record: record) }

    var parent: InterfaceBuilderElement? {
        let parent = record.parent
        return parent < 0 ? nil : InterfaceBuilderElement(storage: storage, index: Int(parent))
    }

    /// The child elements in document order.
    var children: [InterfaceBuilderElement] {
        storage.children(of: index).map { InterfaceBuilderElement(storage: storage, index: $0) }
    }

    /// The children with this element name (and `key`, when given).
    func children(_ name: String, key: String? = nil) -> [InterfaceBuilderElement] {
        children.filter { $0.name == name && (key == nil || $0["key"] == key) }
    }

    func child(_ name: String, key: String? = nil) -> InterfaceBuilderElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// Every element below this one, depth first in document order: the elements stored after
    /// this one, up to the end of its subtree.
    func forEachDescendant(_ body: (InterfaceBuilderElement) -> Void) {
        for descendant in (index + 1)..<Int(record.subtreeEnd) {
            body(InterfaceBuilderElement(storage: storage, index: descendant))
        }
    }

    /// A structural path that stays the same when the file is edited elsewhere: an XPath naming
    /// the element by its Interface Builder object id, which `xmllint --xpath` finds in the file.
    var path: String {
        if let id { return "//\(name)[@id='\(id)']" }
        var steps: [String] = []
        var current: InterfaceBuilderElement? = self
        while let element = current {
            if let id = element.id {
                steps.append("//\(element.name)[@id='\(id)']")
                break
            }
            let siblings = element.parent?.children.filter { $0.name == element.name } ?? [element]
            let index = (siblings.firstIndex { $0 == element } ?? 0) + 1
            steps.append("/\(element.name)" + (siblings.count > 1 ? "[\(index)]" : ""))
            current = element.parent
        }
        return steps.reversed().joined()
    }

    static func == (lhs: InterfaceBuilderElement, rhs: InterfaceBuilderElement) -> Bool {
        lhs.storage === rhs.storage && lhs.index == rhs.index
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(storage))
        hasher.combine(index)
    }

    /// Where the element's start tag, end and attributes are; attribute positions are worked out
    /// only for the attribute asked about.
    struct Tag {
        fileprivate let storage: XMLStore
        fileprivate let record: XMLStore.Element

        var start: SourcePosition { storage.positions.position(at: Int(record.start)) }
        /// Just after the end tag (or after `/>` for an empty-element tag).
        var end: SourcePosition { storage.positions.position(at: Int(record.end)) }

        var attributes: Attributes { Attributes(storage: storage, indices: Int(record.firstAttribute)..<Int(record.attributeEnd)) }
    }

    /// The attributes of a start tag in the order they are written, made one at a time as a
    /// search (`first(where:)`) reaches them.
    struct Attributes: RandomAccessCollection {
        fileprivate let storage: XMLStore
        let indices: Range<Int>

        var startIndex: Int { indices.lowerBound }
        var endIndex: Int { indices.upperBound }
        subscript(index: Int) -> Attribute { Attribute(storage: storage, index: index) }
    }

    struct Attribute {
        fileprivate let storage: XMLStore
        fileprivate let index: Int

        private var record: XMLStore.Attribute { storage.attributes[index] }

        var name: String { storage.attributeName(index) }
        var nameStart: SourcePosition { storage.positions.position(at: Int(record.nameStart)) }
        /// The opening quote of the value.
        var valueStart: SourcePosition { storage.positions.position(at: Int(record.valueStart)) }
        /// Just after the closing quote.
        var valueEnd: SourcePosition { storage.positions.position(at: Int(record.valueEnd)) }
    }
}

/// A storyboard or xib read into `InterfaceBuilderElement`s.
struct InterfaceBuilderDocument {
    let path: String
    let root: InterfaceBuilderElement
    /// Elements by object id, for references (`reference="…"`, segue destinations).
    let objects: Objects

    struct Objects {
        fileprivate let storage: XMLStore

        subscript(id: String) -> InterfaceBuilderElement? {
            storage.elementsByID[id].map { InterfaceBuilderElement(storage: storage, index: Int($0)) }
        }
    }

    static func read(_ text: SourceText) throws(LoadError) -> InterfaceBuilderDocument {
        // Interface Builder never writes a DOCTYPE; refusing one means no entity is ever declared.
        let storage = try XMLStore.read(text, doctypeRefusal: "DOCTYPE declarations are not allowed; Interface Builder files have none, and hig-lint never loads DTDs or expands entities")
        let root = InterfaceBuilderElement(storage: storage, index: 0)
        // `<archive>` is the format of Interface Builder 3 (before Xcode 4), which Xcode still builds.
        guard root.name == "document" || root.name == "archive", root["type"]?.hasPrefix("com.apple.InterfaceBuilder") == true else {
            throw LoadError(file: text.path, position: root.tag.start,
                            message: "not an Interface Builder document: expected <document type=\"com.apple.InterfaceBuilder…\">, found <\(root.name)>")
        }
        return InterfaceBuilderDocument(path: text.path, root: root, objects: Objects(storage: storage))
    }
}
