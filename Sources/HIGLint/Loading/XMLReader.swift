import CLibXML2

/// Reads an XML description with libxml2: no network, no DTD loading, no entity substitution,
/// and any DOCTYPE refused before its internal subset is read. Positions come from
/// `XMLTagScanner`, which runs only on documents libxml2 has accepted.
enum XMLReader {
    /// libxml2's element depth limit without XML_PARSE_HUGE, which hig-lint never sets; a lower
    /// limit is enforced while the tree is built.
    static let libxmlMaximumDepth = 256

    /// Reads `text`; when `expectedRoot` is given, a document with another root element is refused
    /// before anything inside it is looked at (an Info.plist is not a description, whatever it holds).
    static func read(_ text: SourceText, expectedRoot: String? = nil,
                     maximumDepth: Int = DescriptionLoader.defaultMaximumDepth) throws(LoadError) -> Document {
        if let problem = text.utf8Problem() { throw problem }
        if text.bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            throw LoadError(file: text.path, position: SourcePosition(line: 1, column: 1),
                            message: "the file is empty; expected an XML document")
        }
        guard text.bytes.count < Int(Int32.max) else {
            throw LoadError(file: text.path, position: SourcePosition(line: 1, column: 1), message: "the file is too large for the XML parser")
        }
        let document = try parse(text)
        defer { xmlFreeDoc(document) }
        guard let rootElement = xmlDocGetRootElement(document) else {
            throw LoadError(file: text.path, position: SourcePosition(line: 1, column: 1), message: "the document has no root element")
        }
        let tags = XMLTagScanner.scan(text)
        let rootName = qualifiedName(rootElement)
        if let expectedRoot, rootName != expectedRoot {
            throw LoadError(file: text.path, position: tags.first?.start ?? SourcePosition(line: 1, column: 1),
                            message: "expected the root element <\(expectedRoot)>, found <\(rootName)>")
        }
        var builder = TreeBuilder(text: text, tags: tags, maximumDepth: maximumDepth)
        // Comments before the root element apply to the whole description.
        var node = document.pointee.children
        while let current = node, current != rootElement {
            if current.pointee.type == XML_COMMENT_NODE { builder.pending.append(builder.commentText(current)) }
            node = current.pointee.next
        }
        let root = try builder.element(rootElement, path: "/" + rootName)
        return Document(syntax: .xml, root: root, rootElement: rootName, suppressions: builder.suppressions)
    }

    /// What the parser's callbacks learn while libxml2 runs.
    private final class ParseState {
        /// Where the DOCTYPE declaration had been read up to, if there was one.
        var doctypeOffset: Int?
        /// The first error: later ones are usually its consequences ("premature end of data").
        var firstError: (line: Int, column: Int, code: Int32, message: String)?
    }

    private static func parse(_ text: SourceText) throws(LoadError) -> xmlDocPtr {
        guard let context = xmlNewParserCtxt() else {
            throw LoadError(file: text.path, position: SourcePosition(line: 1, column: 1), message: "the XML parser could not start")
        }
        defer { xmlFreeParserCtxt(context) }
        let state = ParseState()
        context.pointee._private = Unmanaged.passUnretained(state).toOpaque()
        // The DOCTYPE callback records where the declaration ended and stops the parser, so that
        // no entity declaration is ever read, let alone expanded.
        context.pointee.sax.pointee.internalSubset = { rawContext, _, _, _ in
            guard let parser = rawContext?.assumingMemoryBound(to: xmlParserCtxt.self) else { return }
            let state = Unmanaged<ParseState>.fromOpaque(parser.pointee._private).takeUnretainedValue()
            if let input = parser.pointee.input, let current = input.pointee.cur, let base = input.pointee.base {
                state.doctypeOffset = Int(input.pointee.consumed) + (current - base)
            } else {
                state.doctypeOffset = 0
            }
            xmlStopParser(parser)
        }
        context.pointee.sax.pointee.serror = { rawContext, error in
            guard let parser = rawContext?.assumingMemoryBound(to: xmlParserCtxt.self), let error,
                  error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            let state = Unmanaged<ParseState>.fromOpaque(parser.pointee._private).takeUnretainedValue()
            guard state.firstError == nil else { return }
            var message = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
            while message.last?.isWhitespace == true { message.removeLast() }
            state.firstError = (Int(error.pointee.line), Int(error.pointee.int2), error.pointee.code, message)
        }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document = text.bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                xmlCtxtReadMemory(context, pointer, Int32(buffer.count), text.path, "UTF-8", options)
            }
        }
        if let offset = state.doctypeOffset {
            if let document { xmlFreeDoc(document) }
            let before = text.bytes[..<min(offset, text.bytes.count)]
            let start = lastIndex(of: Array("<!DOCTYPE".utf8), in: before) ?? 0
            var tracker = PositionTracker(bytes: text.bytes)
            throw LoadError(file: text.path, position: tracker.position(at: start),
                            message: "DOCTYPE declarations are not allowed in descriptions; hig-lint never loads DTDs or expands entities")
        }
        guard let document, context.pointee.wellFormed != 0 else {
            if let document { xmlFreeDoc(document) }
            var error = state.firstError ?? (1, 1, 0, "the document is not well-formed")
            if error.message.hasPrefix("Excessive depth in document") {
                // libxml2's own limit; its advice (XML_PARSE_HUGE) is not the reader's to take.
                error.message = "nesting is deeper than \(libxmlMaximumDepth) levels"
            }
            var position = SourcePosition(line: max(1, error.line), column: max(1, error.column))
            if error.code == Int32(XML_ERR_TAG_NAME_MISMATCH.rawValue) {
                position = startOfEndTag(before: position, in: text) ?? position
            }
            throw LoadError(file: text.path, position: position, message: "malformed XML: \(error.message)")
        }
        return document
    }

    /// libxml2 reports a mismatched end tag just after it; the `</` that starts it is where to look.
    private static func startOfEndTag(before position: SourcePosition, in text: SourceText) -> SourcePosition? {
        var tracker = PositionTracker(bytes: text.bytes)
        var offset = 0
        while offset < text.bytes.count, tracker.position(at: offset) < position { offset += 1 }
        guard let start = lastIndex(of: Array("</".utf8), in: text.bytes[..<offset]) else { return nil }
        return tracker.position(at: start)
    }

    private static func lastIndex(of pattern: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        var start = bytes.endIndex - pattern.count
        while start >= bytes.startIndex {
            if bytes[start..<(start + pattern.count)].elementsEqual(pattern) { return start }
            start -= 1
        }
        return nil
    }

    /// Builds `DocumentNode`s from libxml2's tree, taking positions from the scanned tags in order.
    private struct TreeBuilder {
        let text: SourceText
        let tags: [XMLTagScanner.Tag]
        let maximumDepth: Int
        var nextTag = 0
        var depth = 0
        /// Suppression comments waiting for the element they come before.
        var pending: [String] = []
        private(set) var suppressions: [Suppression] = []

        init(text: SourceText, tags: [XMLTagScanner.Tag], maximumDepth: Int) {
            self.text = text
            self.tags = tags
            self.maximumDepth = maximumDepth
        }

        mutating func element(_ node: xmlNodePtr, path: String) throws(LoadError) -> DocumentNode {
            depth += 1
            defer { depth -= 1 }
            let name = qualifiedName(node)
            let tag: XMLTagScanner.Tag
            if nextTag < tags.count, tags[nextTag].name == name {
                tag = tags[nextTag]
            } else {
                // Not expected for a document libxml2 accepted; fall back to libxml2's line.
                let position = SourcePosition(line: max(1, Int(xmlGetLineNo(node))), column: 1)
                tag = XMLTagScanner.Tag(name: name, start: position, end: position, attributes: [])
            }
            nextTag += 1
            if depth > maximumDepth {
                throw LoadError(file: text.path, position: tag.start, message: "nesting is deeper than \(maximumDepth) levels")
            }
            let anchor = SourceAnchor(file: text.path, start: tag.start, end: tag.end, path: path)
            suppressions += pending.compactMap { Suppression.parseComment($0, anchor: anchor, scope: path) }
            pending = []
            var members: [DocumentNode.Member] = []

            var attribute = node.pointee.properties
            while let current = attribute {
                let attributeName = qualifiedName(current)
                let value = attributeValue(current)
                let scanned = tag.attributes.first { $0.name == attributeName }
                let attributePath = path + "/@" + attributeName
                let nameAnchor = SourceAnchor(file: text.path, start: scanned?.nameStart ?? tag.start, path: attributePath)
                let valueAnchor = SourceAnchor(file: text.path, start: scanned?.valueStart ?? tag.start,
                                               end: scanned?.valueEnd, path: attributePath)
                members.append(DocumentNode.Member(name: attributeName, nameAnchor: nameAnchor,
                                                   value: DocumentNode(content: .string(value), anchor: valueAnchor),
                                                   isAttribute: true))
                attribute = current.pointee.next
            }

            var totals: [String: Int] = [:]
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { totals[qualifiedName(current), default: 0] += 1 }
                child = current.pointee.next
            }
            var seen: [String: Int] = [:]
            child = node.pointee.children
            while let current = child {
                switch current.pointee.type {
                case XML_ELEMENT_NODE:
                    let childName = qualifiedName(current)
                    seen[childName, default: 0] += 1
                    let index = totals[childName, default: 0] > 1 ? "[\(seen[childName]!)]" : ""
                    let value = try element(current, path: path + "/" + childName + index)
                    members.append(DocumentNode.Member(name: childName, nameAnchor: value.anchor, value: value, isAttribute: false))
                case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                    // Most text nodes are the white space between elements: skip those without
                    // making a String of them.
                    guard let raw = current.pointee.content, !isXMLWhitespace(raw) else { break }
                    let trimmed = String(cString: raw).trimmingWhitespace()
                    if !trimmed.isEmpty {
                        throw LoadError(at: anchor, "unexpected text \"\(trimmed.prefix(40))\" in <\(name)>; descriptions keep values in attributes")
                    }
                case XML_ENTITY_REF_NODE:
                    throw LoadError(at: anchor, "unexpected entity reference in <\(name)>")
                case XML_COMMENT_NODE:
                    pending.append(commentText(current))  // a suppression applies to the next element
                default:
                    break  // processing instructions carry no description data
                }
                child = current.pointee.next
            }
            pending = []  // a comment after an element's last child applies to nothing
            return DocumentNode(content: .object(members), anchor: anchor)
        }

        func commentText(_ node: xmlNodePtr) -> String {
            node.pointee.content.map { String(cString: $0) } ?? ""
        }

        /// The attribute's text; with no DTD there are no entities beyond the predefined ones,
        /// which libxml2 has already replaced, so the value is the concatenation of its text nodes.
        private func attributeValue(_ attribute: xmlAttrPtr) -> String {
            var value = ""
            var child = attribute.pointee.children
            while let current = child {
                if let content = current.pointee.content { value += String(cString: content) }
                child = current.pointee.next
            }
            return value
        }
    }
}

/// True when a NUL-terminated libxml2 string is empty or only XML white space.
private func isXMLWhitespace(_ text: UnsafePointer<xmlChar>) -> Bool {
    var cursor = text
    while true {
        switch cursor.pointee {
        case 0: return true
        case 0x20, 0x09, 0x0A, 0x0D: cursor += 1
        default: return false
        }
    }
}

private func qualifiedName(_ node: xmlNodePtr) -> String {
    let local = node.pointee.name.map { String(cString: $0) } ?? ""
    guard let prefix = node.pointee.ns?.pointee.prefix else { return local }
    return String(cString: prefix) + ":" + local
}

private func qualifiedName(_ attribute: xmlAttrPtr) -> String {
    let local = attribute.pointee.name.map { String(cString: $0) } ?? ""
    guard let prefix = attribute.pointee.ns?.pointee.prefix else { return local }
    return String(cString: prefix) + ":" + local
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
