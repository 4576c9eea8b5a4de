/// Reads an XML description into the positioned tree the shared decoder takes. `XMLStore` has
/// libxml2 check the file (no network, no DTD, no entities, no DOCTYPE) and keeps the elements as
/// byte offsets; this turns them into `DocumentNode`s with exact positions and structural paths.
enum XMLReader {
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
        var builder = TreeBuilder(store: store, file: text.path, maximumDepth: maximumDepth)
        try builder.checkText()
        let root = try builder.element(0, path: "/" + rootName, depth: 1)
        return Document(syntax: .xml, root: root, rootElement: rootName, suppressions: builder.suppressions)
    }

    /// Builds `DocumentNode`s from the stored elements: attributes first, then child elements, in
    /// document order, as members named by attribute or element name.
    private struct TreeBuilder {
        let store: XMLStore
        let file: String
        let maximumDepth: Int
        private(set) var suppressions: [Suppression] = []

        init(store: XMLStore, file: String, maximumDepth: Int) {
            self.store = store
            self.file = file
            self.maximumDepth = maximumDepth
        }

        /// The position record the last position came from: the tree asks in nearly file order.
        private var positionHint = 0

        private mutating func position(_ offset: Int32) -> SourcePosition { store.positions.position(at: Int(offset), hint: &positionHint) }

        /// Descriptions keep values in attributes: text in an element is refused, unless an element
        /// nested too deeply comes first in the file.
        mutating func checkText() throws(LoadError) {
            guard let (element, range) = store.firstText else { return }
            if let tooDeep = firstElement(deeperThan: maximumDepth), store.elements[tooDeep].start < Int32(range.lowerBound) { return }
            let record = store.elements[element]
            let trimmed = store.text(range).trimmingWhitespace()
            throw LoadError(file: file, position: position(record.start),
                            message: "unexpected text \"\(trimmed.prefix(40))\" in <\(store.name(of: record))>; descriptions keep values in attributes")
        }

        private func firstElement(deeperThan limit: Int) -> Int? {
            var depth = [Int](repeating: 0, count: store.elements.count)
            for (index, element) in store.elements.enumerated() {
                depth[index] = element.parent < 0 ? 1 : depth[Int(element.parent)] + 1
                if depth[index] > limit { return index }
            }
            return nil
        }

        mutating func element(_ index: Int, path: String, depth: Int) throws(LoadError) -> DocumentNode {
            let record = store.elements[index]
            let start = position(record.start)
            if depth > maximumDepth {
                throw LoadError(file: file, position: start, message: "nesting is deeper than \(maximumDepth) levels")
            }
            let anchor = SourceAnchor(file: file, start: start, end: position(record.end), path: path)
            for comment in store.commentsBefore[index] ?? [] {
                let text = store.string(comment)
                if let suppression = Suppression.parseComment(text, anchor: anchor, scope: path) {
                    suppressions.append(suppression)
                } else if Suppression.isNearMiss(text) {
                    let at = SourceAnchor(file: file, start: position(Int32(comment.lowerBound)), end: position(Int32(comment.upperBound)), path: path)
                    suppressions.append(Suppression(mistyped: text.trimmingWhitespace(), anchor: at, scope: path))
                }
            }

            var members: [DocumentNode.Member] = []
            for attribute in Int(record.firstAttribute)..<Int(record.attributeEnd) where !store.isNamespaceDeclaration(attribute) {
                let name = store.attributeName(attribute)
                let offsets = store.attributes[attribute]
                let step = "/@" + name
                let nameAnchor = SourceAnchor(file: file, start: position(offsets.nameStart), parentPath: path, step: step)
                let valueAnchor = SourceAnchor(file: file, start: position(offsets.valueStart), end: position(offsets.valueEnd),
                                               parentPath: path, step: step)
                members.append(DocumentNode.Member(name: name, nameAnchor: nameAnchor,
                                                   value: DocumentNode(content: .string(store.value(attribute)), anchor: valueAnchor),
                                                   isAttribute: true))
            }

            // Repeated names get an index in the path (`item[2]`); a name that occurs once does not.
            // An element's children have few distinct names: counted in a short list, not a dictionary.
            let children = store.children(of: index)
            var counts: [(name: Int32, total: Int, seen: Int)] = []
            for child in children {
                let name = store.elements[child].name
                if let known = counts.firstIndex(where: { $0.name == name }) { counts[known].total += 1 } else { counts.append((name, 1, 0)) }
            }
            for child in children {
                let nameIndex = store.elements[child].name
                let name = store.names[Int(nameIndex)]
                let count = counts.firstIndex { $0.name == nameIndex }!
                counts[count].seen += 1
                let step = counts[count].total > 1 ? "[\(counts[count].seen)]" : ""
                let value = try element(child, path: path + "/" + name + step, depth: depth + 1)
                members.append(DocumentNode.Member(name: name, nameAnchor: value.anchor, value: value, isAttribute: false))
            }
            return DocumentNode(content: .object(members), anchor: anchor)
        }
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
