import CLibXML2

/// One element of a storyboard or xib, with its position in the file. Interface Builder files are
/// read into this small tree (libxml2 for the structure, `XMLTagScanner` for exact columns) and
/// `InterfaceBuilderImporter` maps the navigation parts of it onto the description model.
final class InterfaceBuilderElement {
    let name: String
    let attributes: [String: String]
    let tag: XMLTagScanner.Tag
    var children: [InterfaceBuilderElement] = []
    weak var parent: InterfaceBuilderElement?

    init(name: String, attributes: [String: String], tag: XMLTagScanner.Tag) {
        self.name = name
        self.attributes = attributes
        self.tag = tag
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    var id: String? { attributes["id"] }

    /// The children with this element name (and `key`, when given).
    func children(_ name: String, key: String? = nil) -> [InterfaceBuilderElement] {
        children.filter { $0.name == name && (key == nil || $0["key"] == key) }
    }

    func child(_ name: String, key: String? = nil) -> InterfaceBuilderElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// Every element below this one, depth first in document order.
    func forEachDescendant(_ body: (InterfaceBuilderElement) -> Void) {
        for child in children {
            body(child)
            child.forEachDescendant(body)
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
            let index = (siblings.firstIndex { $0 === element } ?? 0) + 1
            steps.append("/\(element.name)" + (siblings.count > 1 ? "[\(index)]" : ""))
            current = element.parent
        }
        return steps.reversed().joined()
    }
}

/// A storyboard or xib read into `InterfaceBuilderElement`s.
struct InterfaceBuilderDocument {
    let path: String
    let root: InterfaceBuilderElement
    /// Elements by object id, for references (`reference="…"`, segue destinations).
    let objects: [String: InterfaceBuilderElement]

    static func read(_ text: SourceText) throws(LoadError) -> InterfaceBuilderDocument {
        func failure(_ position: SourcePosition, _ message: String) -> LoadError {
            LoadError(file: text.path, position: position, message: message)
        }
        if let problem = text.utf8Problem() { throw problem }
        guard text.bytes.count < Int(Int32.max) else { throw failure(SourcePosition(line: 1, column: 1), "the file is too large for the XML parser") }
        // Interface Builder never writes a DOCTYPE; refusing one means no entity is ever declared.
        if let doctype = firstIndex(of: Array("<!DOCTYPE".utf8), in: text.bytes) {
            var tracker = PositionTracker(bytes: text.bytes)
            throw failure(tracker.position(at: doctype), "DOCTYPE declarations are not allowed; Interface Builder files have none, and hig-lint never loads DTDs or expands entities")
        }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let parsed = text.bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                xmlReadMemory(pointer, Int32(buffer.count), text.path, "UTF-8", options)
            }
        }
        guard let parsed else {
            var message = "malformed XML"
            var position = SourcePosition(line: 1, column: 1)
            if let error = xmlGetLastError() {
                message += ": " + (error.pointee.message.map { String(cString: $0) } ?? "").trimmingWhitespace()
                position = SourcePosition(line: max(1, Int(error.pointee.line)), column: max(1, Int(error.pointee.int2)))
            }
            throw failure(position, message)
        }
        defer { xmlFreeDoc(parsed) }
        guard let rootNode = xmlDocGetRootElement(parsed) else { throw failure(SourcePosition(line: 1, column: 1), "the document has no root element") }
        var builder = Builder(tags: XMLTagScanner.scan(text))
        let root = builder.element(rootNode)
        guard root.name == "document", root["type"]?.hasPrefix("com.apple.InterfaceBuilder") == true else {
            throw failure(root.tag.start, "not an Interface Builder document: expected <document type=\"com.apple.InterfaceBuilder…\">, found <\(root.name)>")
        }
        return InterfaceBuilderDocument(path: text.path, root: root, objects: builder.objects)
    }

    /// Walks libxml2's tree in document order, taking the i-th scanned tag for the i-th element.
    private struct Builder {
        let tags: [XMLTagScanner.Tag]
        var next = 0
        var objects: [String: InterfaceBuilderElement] = [:]

        mutating func element(_ node: xmlNodePtr) -> InterfaceBuilderElement {
            let name = node.pointee.name.map { String(cString: $0) } ?? ""
            var tag: XMLTagScanner.Tag
            if next < tags.count, tags[next].name == name {
                tag = tags[next]
            } else {
                let position = SourcePosition(line: max(1, Int(xmlGetLineNo(node))), column: 1)
                tag = XMLTagScanner.Tag(name: name, start: position, end: position, attributes: [])
            }
            next += 1
            var attributes: [String: String] = [:]
            var attribute = node.pointee.properties
            while let current = attribute {
                let key = current.pointee.name.map { String(cString: $0) } ?? ""
                var value = ""
                var text = current.pointee.children
                while let part = text {
                    if let content = part.pointee.content { value += String(cString: content) }
                    text = part.pointee.next
                }
                attributes[key] = value
                attribute = current.pointee.next
            }
            let element = InterfaceBuilderElement(name: name, attributes: attributes, tag: tag)
            if let id = attributes["id"] { objects[id] = element }
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE {
                    let built = self.element(current)
                    built.parent = element
                    element.children.append(built)
                }
                child = current.pointee.next
            }
            return element
        }
    }
}

private func firstIndex(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= pattern.count else { return nil }
    var start = 0
    while let candidate = bytes[start...].firstIndex(of: pattern[0]), candidate + pattern.count <= bytes.count {
        if bytes[candidate..<(candidate + pattern.count)].elementsEqual(pattern) { return candidate }
        start = candidate + 1
    }
    return nil
}
