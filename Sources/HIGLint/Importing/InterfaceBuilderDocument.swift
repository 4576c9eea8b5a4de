import CLibXML2

/// One element of a storyboard or xib, with its position in the file: a handle on an element of an
/// `InterfaceBuilderDocument`. `InterfaceBuilderImporter` maps the navigation parts of the tree
/// onto the description model.
///
/// Most of a real file (views, constraints, cells, fonts, colours) is never looked at, so elements
/// are kept as byte offsets into the file: a name, a value or a position is made only when asked for.
struct InterfaceBuilderElement: Hashable {
    fileprivate let storage: InterfaceBuilderDocument.Storage
    fileprivate let index: Int

    private var record: InterfaceBuilderDocument.Storage.Element { storage.elements[index] }

    var name: String { storage.names[Int(record.name)] }

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

    /// The child elements in document order. Elements are stored in document order, so the first
    /// child comes right after its parent and each child's subtree is followed by its next sibling.
    var children: [InterfaceBuilderElement] {
        var children: [InterfaceBuilderElement] = []
        var child = index + 1
        let end = Int(record.subtreeEnd)
        while child < end {
            children.append(InterfaceBuilderElement(storage: storage, index: child))
            child = Int(storage.elements[child].subtreeEnd)
        }
        return children
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

    /// Where the element's start tag, end and attributes are, as `XMLTagScanner.Tag` has them;
    /// attribute positions are worked out only for the attribute asked about.
    struct Tag {
        fileprivate let storage: InterfaceBuilderDocument.Storage
        fileprivate let record: InterfaceBuilderDocument.Storage.Element

        var start: SourcePosition { storage.positions.position(at: Int(record.start)) }
        /// Just after the end tag (or after `/>` for an empty-element tag).
        var end: SourcePosition { storage.positions.position(at: Int(record.end)) }

        var attributes: Attributes { Attributes(storage: storage, indices: Int(record.firstAttribute)..<Int(record.attributeEnd)) }
    }

    /// The attributes of a start tag in the order they are written, made one at a time as a
    /// search (`first(where:)`) reaches them.
    struct Attributes: RandomAccessCollection {
        fileprivate let storage: InterfaceBuilderDocument.Storage
        let indices: Range<Int>

        var startIndex: Int { indices.lowerBound }
        var endIndex: Int { indices.upperBound }
        subscript(index: Int) -> Attribute { Attribute(storage: storage, index: index) }
    }

    struct Attribute {
        fileprivate let storage: InterfaceBuilderDocument.Storage
        fileprivate let index: Int

        private var record: InterfaceBuilderDocument.Storage.Attribute { storage.attributes[index] }

        var name: String { storage.string(Int(record.nameStart)..<Int(record.nameEnd)) }
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
        fileprivate let storage: Storage

        subscript(id: String) -> InterfaceBuilderElement? {
            storage.objects[id].map { InterfaceBuilderElement(storage: storage, index: Int($0)) }
        }
    }

    static func read(_ text: SourceText) throws(LoadError) -> InterfaceBuilderDocument {
        func failure(_ position: SourcePosition, _ message: String) -> LoadError {
            LoadError(file: text.path, position: position, message: message)
        }
        if let problem = text.utf8Problem() { throw problem }
        guard text.bytes.count < Int(Int32.max) else { throw failure(SourcePosition(line: 1, column: 1), "the file is too large for the XML parser") }
        // Interface Builder never writes a DOCTYPE; refusing one means no entity is ever declared.
        if let doctype = firstIndex(of: "<!DOCTYPE", in: text.bytes) {
            var tracker = PositionTracker(bytes: text.bytes)
            throw failure(tracker.position(at: doctype), "DOCTYPE declarations are not allowed; Interface Builder files have none, and hig-lint never loads DTDs or expands entities")
        }
        try checkWellFormed(text)
        var builder = Builder(bytes: text.bytes)
        XMLTagScanner.scan(text.bytes, into: &builder)
        guard !builder.elements.isEmpty else { throw failure(SourcePosition(line: 1, column: 1), "the document has no root element") }
        let storage = builder.storage()
        let root = InterfaceBuilderElement(storage: storage, index: 0)
        guard root.name == "document", root["type"]?.hasPrefix("com.apple.InterfaceBuilder") == true else {
            throw failure(root.tag.start, "not an Interface Builder document: expected <document type=\"com.apple.InterfaceBuilder…\">, found <\(root.name)>")
        }
        return InterfaceBuilderDocument(path: text.path, root: root, objects: Objects(storage: storage))
    }

    /// Lets libxml2 decide whether the file is well-formed XML, through a SAX handler without
    /// callbacks: libxml2 reads every byte but builds no tree, since the scanner's offsets are all
    /// the importer keeps.
    private static func checkWellFormed(_ text: SourceText) throws(LoadError) {
        guard let context = xmlNewParserCtxt() else {
            throw LoadError(file: text.path, position: SourcePosition(line: 1, column: 1), message: "the XML parser could not start")
        }
        defer { xmlFreeParserCtxt(context) }
        var handler = xmlSAXHandler()
        // The SAX2 magic keeps libxml2 on the namespace-aware path xmlReadMemory takes.
        handler.initialized = XML_SAX2_MAGIC
        // libxml2 quotes a malformed comment in its message only when someone receives comments.
        handler.comment = { _, _ in }
        context.pointee.sax.pointee = handler
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document = text.bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                xmlCtxtReadMemory(context, pointer, Int32(buffer.count), text.path, "UTF-8", options)
            }
        }
        if let document { xmlFreeDoc(document) }
        guard context.pointee.wellFormed == 0 else { return }
        var message = "malformed XML"
        var position = SourcePosition(line: 1, column: 1)
        if let error = xmlCtxtGetLastError(context), error.pointee.code != 0 {
            message += ": " + (error.pointee.message.map { String(cString: $0) } ?? "").trimmingWhitespace()
            position = SourcePosition(line: max(1, Int(error.pointee.line)), column: max(1, Int(error.pointee.int2)))
        }
        throw LoadError(file: text.path, position: position, message: message)
    }

    /// The elements and attributes of a document as byte offsets, in document order, shared by
    /// every `InterfaceBuilderElement` of the document.
    final class Storage {
        struct Element {
            /// Index into `names`.
            var name: Int32
            /// Index of the parent element, or -1 for the root.
            var parent: Int32
            /// Index just after the element's last descendant.
            var subtreeEnd: Int32
            /// Offset of the `<` of the start tag.
            var start: Int32
            /// Offset just after the end tag (or the `/>`).
            var end: Int32
            /// The element's attributes in `attributes`.
            var firstAttribute: Int32
            var attributeEnd: Int32
        }

        struct Attribute {
            var nameStart: Int32
            var nameEnd: Int32
            /// Offset of the opening quote.
            var valueStart: Int32
            /// Offset just after the closing quote.
            var valueEnd: Int32
        }

        let bytes: [UInt8]
        let elements: ContiguousArray<Element>
        let attributes: ContiguousArray<Attribute>
        /// Element names, each once.
        let names: [String]
        let positions: PositionIndex
        /// Element indices by object id, the last element wins as in a dictionary filled in order.
        lazy var objects: [String: Int32] = {
            var objects: [String: Int32] = [:]
            for (index, element) in elements.enumerated() {
                if let id = attributeIndex("id", of: element) { objects[value(id)] = Int32(index) }
            }
            return objects
        }()

        init(bytes: [UInt8], elements: ContiguousArray<Element>, attributes: ContiguousArray<Attribute>, names: [String]) {
            self.bytes = bytes
            self.elements = elements
            self.attributes = attributes
            self.names = names
            // Every import asks for positions (the root's, at least), and the index is one quick pass.
            self.positions = PositionIndex(bytes: bytes)
        }

        func string(_ range: Range<Int>) -> String {
            String(decoding: bytes[range], as: UTF8.self)
        }

        /// The index of `element`'s attribute called `name`, compared byte by byte.
        func attributeIndex(_ name: String, of element: Element) -> Int? {
            var name = name
            return name.withUTF8 { wanted in
                bytes.withUnsafeBufferPointer { bytes in
                    for index in Int(element.firstAttribute)..<Int(element.attributeEnd) {
                        let attribute = attributes[index]
                        let start = Int(attribute.nameStart)
                        guard Int(attribute.nameEnd) - start == wanted.count else { continue }
                        if (0..<wanted.count).allSatisfy({ bytes[start + $0] == wanted[$0] }) { return index }
                    }
                    return nil
                }
            }
        }

        /// The value of attribute `index` as libxml2 reports it. Without a DTD every attribute is
        /// CDATA, so XML asks for line ends (CR LF, CR, LF) and tabs to become spaces and for
        /// references to be replaced; the file has no DOCTYPE, so the only entities are the five
        /// predefined ones, and libxml2 has checked that every reference is one of those or a
        /// character reference.
        func value(_ index: Int) -> String {
            let attribute = attributes[index]
            let raw = bytes[Int(attribute.valueStart + 1)..<Int(attribute.valueEnd - 1)]
            guard raw.contains(where: { $0 == UInt8(ascii: "&") || $0 < 0x20 }) else { return String(decoding: raw, as: UTF8.self) }
            var value: [UInt8] = []
            value.reserveCapacity(raw.count)
            var at = raw.startIndex
            while at < raw.endIndex {
                let byte = raw[at]
                at += 1
                switch byte {
                case 0x0D:
                    if at < raw.endIndex, raw[at] == 0x0A { at += 1 }
                    value.append(0x20)
                case 0x0A, 0x09:
                    value.append(0x20)
                case UInt8(ascii: "&"):
                    guard let end = raw[at...].firstIndex(of: UInt8(ascii: ";")),
                          let scalar = Self.reference(String(decoding: raw[at..<end], as: UTF8.self)) else {
                        value.append(byte)
                        continue
                    }
                    value += Array(String(scalar).utf8)
                    at = end + 1
                default:
                    value.append(byte)
                }
            }
            return String(decoding: value, as: UTF8.self)
        }

        /// The character a reference (between `&` and `;`) stands for.
        private static func reference(_ name: String) -> Unicode.Scalar? {
            switch name {
            case "lt": return "<"
            case "gt": return ">"
            case "amp": return "&"
            case "apos": return "'"
            case "quot": return "\""
            default:
                guard name.hasPrefix("#") else { return nil }
                let number = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : UInt32(name.dropFirst(), radix: 10)
                return number.flatMap(Unicode.Scalar.init)
            }
        }
    }

    /// Collects the scanner's offsets into `Storage`, naming each distinct element name once.
    private struct Builder: XMLTagScanner.Sink {
        let bytes: [UInt8]
        var elements: ContiguousArray<Storage.Element> = []
        var attributes: ContiguousArray<Storage.Attribute> = []
        var names = NameTable()
        /// The elements whose end tag has not come yet, innermost last.
        var open: [Int32] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
            // Interface Builder writes an element every 100 bytes or so and an attribute every 25:
            // room for about that many up front saves growing (and copying) the arrays many times.
            elements.reserveCapacity(bytes.count / 128)
            attributes.reserveCapacity(bytes.count / 32)
        }

        mutating func startTag(at start: Int, name: Range<Int>) {
            let name = bytes.withUnsafeBufferPointer { names.intern(UnsafeBufferPointer(rebasing: $0[name])) }
            let attributeStart = Int32(attributes.count)
            elements.append(Storage.Element(name: name, parent: open.last ?? -1, subtreeEnd: 0, start: Int32(start),
                                            end: Int32(start), firstAttribute: attributeStart, attributeEnd: attributeStart))
        }

        mutating func attribute(name: Range<Int>, value: Range<Int>) {
            attributes.append(Storage.Attribute(nameStart: Int32(name.lowerBound), nameEnd: Int32(name.upperBound),
                                                valueStart: Int32(value.lowerBound), valueEnd: Int32(value.upperBound)))
        }

        mutating func startTagEnded(at end: Int, selfClosing: Bool) {
            let last = elements.count - 1
            elements[last].end = Int32(end)
            elements[last].attributeEnd = Int32(attributes.count)
            if selfClosing {
                elements[last].subtreeEnd = Int32(elements.count)
            } else {
                open.append(Int32(last))
            }
        }

        mutating func endTag(endingAt end: Int) {
            guard let top = open.popLast() else { return }
            elements[Int(top)].end = Int32(end)
            elements[Int(top)].subtreeEnd = Int32(elements.count)
        }

        mutating func storage() -> Storage {
            // Only an unfinished document leaves elements open; they run to its end.
            for element in open { elements[Int(element)].subtreeEnd = Int32(elements.count) }
            open = []
            return Storage(bytes: bytes, elements: elements, attributes: attributes, names: names.names)
        }
    }
}

/// Interns element names: a file has thousands of elements but a few dozen names, so each name
/// becomes a `String` once and elements refer to it by number. Open addressing on an FNV-1a hash
/// of the name's bytes, compared against the stored name on a hit.
private struct NameTable {
    private(set) var names: [String] = []
    private var utf8: [[UInt8]] = []
    /// Indices into `names`, -1 for an empty slot; the count is a power of two.
    private var slots = [Int32](repeating: -1, count: 64)

    mutating func intern(_ name: UnsafeBufferPointer<UInt8>) -> Int32 {
        var slot = firstSlot(name)
        while slots[slot] >= 0 {
            let stored = utf8[Int(slots[slot])]
            if stored.count == name.count, stored.withUnsafeBufferPointer({ $0.elementsEqual(name) }) {
                return slots[slot]
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        let index = Int32(names.count)
        names.append(String(decoding: name, as: UTF8.self))
        utf8.append(Array(name))
        slots[slot] = index
        if names.count * 2 > slots.count { grow() }
        return index
    }

    private func firstSlot(_ name: some Sequence<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash) & (slots.count - 1)
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for (index, name) in utf8.enumerated() {
            var slot = firstSlot(name)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(index)
        }
    }
}

/// The offset of the first occurrence of `literal` in `bytes`, found from its second byte, which
/// is rarer than its first (a `!` rather than a `<`) in XML.
private func firstIndex(of literal: StaticString, in bytes: [UInt8]) -> Int? {
    let pattern = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    return bytes.withUnsafeBufferPointer { bytes in
        var from = 1
        while let second = firstOffset(of: pattern[1], in: bytes, from: from) {
            let candidate = second - 1
            guard candidate + pattern.count <= bytes.count else { return nil }
            if (0..<pattern.count).allSatisfy({ bytes[candidate + $0] == pattern[$0] }) { return candidate }
            from = second + 1
        }
        return nil
    }
}
