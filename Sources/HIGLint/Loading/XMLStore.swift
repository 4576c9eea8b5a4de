import CLibXML2

/// An XML document that libxml2 has accepted as well-formed, kept as byte offsets into the file:
/// its elements and attributes in document order, with a name, a value or a position made only
/// when one is asked for. Both XML front ends read through it: descriptions (`XMLReader`) and
/// Interface Builder files (`InterfaceBuilderDocument`).
///
/// libxml2 decides whether the file is well-formed through a SAX parse with no callbacks, so it
/// reads every byte but builds no tree; `XMLTagScanner` then records the offsets. No network, no
/// DTD loading, no entity substitution: a DOCTYPE stops the parser before its internal subset is
/// read, so no entity is ever declared, let alone expanded.
final class XMLStore {
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
        /// Index into `names`.
        var name: Int32
        var nameStart: Int32
        var nameEnd: Int32
        /// Offset of the opening quote.
        var valueStart: Int32
        /// Offset just after the closing quote.
        var valueEnd: Int32
    }

    let bytes: [UInt8]
    let elements: Records<Element>
    let attributes: Records<Attribute>
    /// Element and attribute names, each once: a decoder reads an attribute's name for every
    /// attribute, which made a string (and counted a reference to the bytes) each time.
    let names: Records<String>
    /// Whether each name declares a namespace (`xmlns`, `xmlns:prefix`), which libxml2 does not count
    /// among an element's attributes.
    let namespaceNames: Records<Bool>
    let positions: PositionIndex
    /// The text of the comments that stand before an element with no end tag between them, by
    /// element index: where suppression comments are found.
    let commentsBefore: [Int: [Range<Int>]]
    /// The first text inside an element that is not white space (CDATA included), and its element.
    let firstText: (element: Int, range: Range<Int>)?
    /// The most elements open at once: the depth of the deepest element (the root's is 1).
    let depth: Int

    /// Element indices by `id` attribute; the last element wins, as in a dictionary filled in order.
    lazy var elementsByID: [String: Int32] = {
        var objects: [String: Int32] = [:]
        for (index, element) in elements.enumerated() {
            if let id = attributeIndex("id", of: element) { objects[value(id)] = Int32(index) }
        }
        return objects
    }()

    private init(bytes: [UInt8], builder: Builder) {
        self.bytes = bytes
        self.elements = Records(builder.elements)
        self.attributes = Records(builder.attributes)
        self.names = Records(builder.names.names)
        self.namespaceNames = Records(builder.names.names.map { $0 == "xmlns" || $0.hasPrefix("xmlns:") })
        self.commentsBefore = builder.commentsBefore
        self.firstText = builder.firstText
        self.depth = builder.depth
        // Every reader asks for positions (the root's, at least), and the index is one quick pass.
        self.positions = PositionIndex(bytes: bytes)
    }

    deinit {
        elements.free()
        attributes.free()
        names.free()
        namespaceNames.free()
    }

    /// Reads `text`, refusing it with a positioned error when it is not UTF-8, not well-formed XML
    /// or has a DOCTYPE (`doctypeRefusal` says why, in the words of the reader's file type).
    static func read(_ text: SourceText, doctypeRefusal: String) throws(LoadError) -> XMLStore {
        func failure(_ position: SourcePosition, _ message: String) -> LoadError {
            LoadError(file: text.path, position: position, message: message)
        }
        if let problem = text.utf8Problem() { throw problem }
        guard text.bytes.count < Int(Int32.max) else { throw failure(SourcePosition(line: 1, column: 1), "the file is too large for the XML parser") }
        try checkWellFormed(text, doctypeRefusal: doctypeRefusal)
        guard let store = wellFormed(text.bytes) else { throw failure(SourcePosition(line: 1, column: 1), "the document has no root element") }
        return store
    }

    /// Keeps `bytes` that libxml2 has already accepted; nil when they hold no element.
    static func wellFormed(_ bytes: [UInt8]) -> XMLStore? {
        var builder = Builder(bytes: bytes)
        XMLTagScanner.scan(bytes, into: &builder)
        guard !builder.elements.isEmpty else { return nil }
        builder.finish()
        return XMLStore(bytes: bytes, builder: builder)
    }

    /// libxml2's element depth limit without XML_PARSE_HUGE, which hig-lint never sets.
    static let libxmlMaximumDepth = 256

    /// What the parser's callbacks learn while libxml2 runs.
    private final class ParseState {
        /// Where the DOCTYPE declaration had been read up to, if there was one.
        var doctypeOffset: Int?
        /// The first error: later ones are usually its consequences ("premature end of data").
        var firstError: (line: Int, column: Int, code: Int32, message: String)?
    }

    private static func checkWellFormed(_ text: SourceText, doctypeRefusal: String) throws(LoadError) {
        let parsed = parse { context, options in
            text.bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                    xmlCtxtReadMemory(context, pointer, Int32(buffer.count), text.path, "UTF-8", options)
                }
            }
        }
        guard let (state, wellFormed) = parsed else {
            throw LoadError(file: text.path, position: SourcePosition(line: 1, column: 1), message: "the XML parser could not start")
        }
        if let offset = state.doctypeOffset {
            let before = text.bytes[..<min(offset, text.bytes.count)]
            let start = lastIndex(of: Array("<!DOCTYPE".utf8), in: before) ?? 0
            var tracker = PositionTracker(bytes: text.bytes)
            throw LoadError(file: text.path, position: tracker.position(at: start), message: doctypeRefusal)
        }
        guard !wellFormed else { return }
        var error = state.firstError ?? (1, 1, 0, "")
        if error.message.hasPrefix("Excessive depth in document") {
            // libxml2's own limit; its advice (XML_PARSE_HUGE) is not the reader's to take.
            error.message = "nesting is deeper than \(libxmlMaximumDepth) levels"
        }
        var position = SourcePosition(line: max(1, error.line), column: max(1, error.column))
        if error.code == Int32(XML_ERR_TAG_NAME_MISMATCH.rawValue) {
            position = startOfEndTag(before: position, in: text) ?? position
        }
        throw LoadError(file: text.path, position: position,
                        message: error.message.isEmpty ? "malformed XML" : "malformed XML: \(error.message)")
    }

    /// Whether libxml2 accepts the file open at `descriptor` as `checkWellFormed` accepts a
    /// document in memory (well-formed, no DOCTYPE), reading it through its own small buffers, so
    /// that a file too large to hold twice is checked in little memory. The reasons a file is
    /// refused are left to `read`, which a caller asks when this says no.
    static func isWellFormed(fileDescriptor descriptor: Int32, path: String) -> Bool {
        guard let (state, wellFormed) = parse({ context, options in xmlCtxtReadFd(context, descriptor, path, "UTF-8", options) }) else { return false }
        return wellFormed && state.doctypeOffset == nil
    }

    /// Runs libxml2 over a document (`read` starts it with the options given) with no callbacks
    /// but those that stop at a DOCTYPE and keep the first error; nil when it could not start.
    private static func parse(_ read: (xmlParserCtxtPtr, Int32) -> xmlDocPtr?) -> (state: ParseState, wellFormed: Bool)? {
        guard let context = xmlNewParserCtxt() else { return nil }
        defer { xmlFreeParserCtxt(context) }
        let state = ParseState()
        context.pointee._private = Unmanaged.passUnretained(state).toOpaque()
        var handler = xmlSAXHandler()
        // The SAX2 magic keeps libxml2 on the namespace-aware path xmlReadMemory takes.
        handler.initialized = XML_SAX2_MAGIC
        // libxml2 quotes a malformed comment in its message only when someone receives comments.
        handler.comment = { _, _ in }
        // The DOCTYPE callback records where the declaration ended and stops the parser, so that
        // no entity declaration is ever read.
        handler.internalSubset = { rawContext, _, _, _ in
            guard let parser = rawContext?.assumingMemoryBound(to: xmlParserCtxt.self) else { return }
            let state = Unmanaged<ParseState>.fromOpaque(parser.pointee._private).takeUnretainedValue()
            if let input = parser.pointee.input, let current = input.pointee.cur, let base = input.pointee.base {
                state.doctypeOffset = Int(input.pointee.consumed) + (current - base)
            } else {
                state.doctypeOffset = 0
            }
            xmlStopParser(parser)
        }
        handler.serror = { rawContext, error in
            guard let parser = rawContext?.assumingMemoryBound(to: xmlParserCtxt.self), let error,
                  error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            let state = Unmanaged<ParseState>.fromOpaque(parser.pointee._private).takeUnretainedValue()
            guard state.firstError == nil else { return }
            let message = (error.pointee.message.map { String(cString: $0) } ?? "").trimmingWhitespace()
            state.firstError = (Int(error.pointee.line), Int(error.pointee.int2), error.pointee.code, message)
        }
        context.pointee.sax.pointee = handler
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        if let document = read(context, options) { xmlFreeDoc(document) }
        return (state, context.pointee.wellFormed != 0)
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

    // MARK: Reading what was stored

    func name(of element: Element) -> String { names[Int(element.name)] }

    /// The indices of element `index`'s children in document order. Elements are stored in document
    /// order, so the first child comes right after its parent and each child's subtree is followed
    /// by its next sibling.
    func children(of index: Int) -> [Int] {
        var children: [Int] = []
        var child = index + 1
        let end = Int(elements[index].subtreeEnd)
        while child < end {
            children.append(child)
            child = Int(elements[child].subtreeEnd)
        }
        return children
    }

    /// Element `index`'s children, each with its step in a structural path: its name, with an index
    /// (`item[2]`) when the name occurs more than once among them.
    func childSteps(of index: Int) -> [(child: Int, step: String)] {
        let children = children(of: index)
        guard !children.isEmpty else { return [] }
        // An element's children have few distinct names: counted in a short list, not a dictionary.
        var counts: [(name: Int32, total: Int, seen: Int)] = []
        for child in children {
            let name = elements[child].name
            if let known = counts.firstIndex(where: { $0.name == name }) { counts[known].total += 1 } else { counts.append((name, 1, 0)) }
        }
        return children.map { child in
            let name = elements[child].name
            let count = counts.firstIndex { $0.name == name }!
            counts[count].seen += 1
            return (child, counts[count].total > 1 ? "\(names[Int(name)])[\(counts[count].seen)]" : names[Int(name)])
        }
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    func attributeName(_ index: Int) -> String { names[Int(attributes[index].name)] }

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
        return decode(Int(attribute.valueStart + 1)..<Int(attribute.valueEnd - 1), normalizingWhitespace: true)
    }

    /// Character data with its references replaced (CDATA sections are taken as they are).
    func text(_ range: Range<Int>) -> String {
        decode(range, normalizingWhitespace: false)
    }

    private func decode(_ range: Range<Int>, normalizingWhitespace: Bool) -> String {
        let raw = bytes[range]
        guard raw.contains(where: { $0 == UInt8(ascii: "&") || $0 < 0x20 }) else { return String(decoding: raw, as: UTF8.self) }
        var value: [UInt8] = []
        value.reserveCapacity(raw.count)
        var at = raw.startIndex
        while at < raw.endIndex {
            let byte = raw[at]
            at += 1
            switch byte {
            case 0x0D where normalizingWhitespace:
                if at < raw.endIndex, raw[at] == 0x0A { at += 1 }
                value.append(0x20)
            case 0x0A where normalizingWhitespace, 0x09 where normalizingWhitespace:
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

    /// Collects the scanner's offsets, naming each distinct element name once.
    private struct Builder: XMLTagScanner.Sink {
        let bytes: [UInt8]
        var elements: ContiguousArray<Element> = []
        var attributes: ContiguousArray<Attribute> = []
        var names = NameTable()
        /// The elements whose end tag has not come yet, innermost last.
        var open: [Int32] = []
        var commentsBefore: [Int: [Range<Int>]] = [:]
        /// Comments waiting for the element they come before.
        var pendingComments: [Range<Int>] = []
        var firstText: (element: Int, range: Range<Int>)?
        var depth = 0

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
            if !pendingComments.isEmpty {
                commentsBefore[elements.count] = pendingComments
                pendingComments = []
            }
            elements.append(Element(name: name, parent: open.last ?? -1, subtreeEnd: 0, start: Int32(start),
                                    end: Int32(start), firstAttribute: attributeStart, attributeEnd: attributeStart))
        }

        mutating func attribute(name: Range<Int>, value: Range<Int>) {
            let interned = bytes.withUnsafeBufferPointer { names.intern(UnsafeBufferPointer(rebasing: $0[name])) }
            attributes.append(Attribute(name: interned, nameStart: Int32(name.lowerBound), nameEnd: Int32(name.upperBound),
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
            depth = max(depth, open.count + (selfClosing ? 1 : 0))
        }

        mutating func endTag(endingAt end: Int) {
            pendingComments = []  // a comment after an element's last child comes before nothing
            guard let top = open.popLast() else { return }
            elements[Int(top)].end = Int32(end)
            elements[Int(top)].subtreeEnd = Int32(elements.count)
        }

        mutating func comment(_ range: Range<Int>) {
            pendingComments.append(range)
        }

        mutating func text(_ range: Range<Int>) {
            guard firstText == nil, let element = open.last,
                  bytes[range].contains(where: { !isXMLSpace($0) }) else { return }
            firstText = (Int(element), range)
        }

        mutating func finish() {
            // Only an unfinished document leaves elements open; they run to its end.
            for element in open { elements[Int(element)].subtreeEnd = Int32(elements.count) }
            open = []
        }
    }
}

/// XML's white space: space, tab, line feed and carriage return.
func isXMLSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
}
