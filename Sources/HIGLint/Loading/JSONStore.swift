/// A JSON document that `JSONReader` has accepted, kept flat: its values in document order, each
/// with its byte offsets (and its key's, in an object), strings and numbers in one side table and
/// keys, each once, in another. The shared decoder reads it through `JSONNode`; the store is also
/// the source of its anchors, whose paths are made only when asked for. `tree()` makes the
/// `DocumentNode` tree the readers of small JSON files walk.
final class JSONStore: AnchorSource, @unchecked Sendable {
    enum Kind: UInt8 {
        case object, array, string, number, `true`, `false`, null
    }

    struct Value {
        var kind: Kind
        /// Index into `keys` of the key, for a member of an object; -1 otherwise.
        var key: Int32
        /// Index into `strings` of a string's text or a number as written; for an object or an array,
        /// how many members or items it has.
        var payload: Int32
        /// Index just after the value's last descendant: an object's or array's first child comes
        /// right after it, and each child's subtree is followed by its next sibling.
        var subtreeEnd: Int32
        /// Byte offsets of the value's first byte and just after its last.
        var start: Int32
        var end: Int32
        /// The key's span (quotes included), for a member of an object.
        var keyStart: Int32
        var keyEnd: Int32
    }

    let file: String
    private let bytes: [UInt8]
    let values: Records<Value>
    let strings: Records<String>
    /// The keys, each once: a member refers to its key by number, the same for every member with that key.
    let keys: Records<String>
    /// The children of each long object or array a path or an element was found in, listed once
    /// each (see `walkedChildren`).
    private var childLists: [Int: [Int]] = [:]
    /// Made when the first anchor is: line and column are worked out only for what is reported.
    private var positions: PositionIndex?
    private let lock = Lock()

    init(text: SourceText, values: ContiguousArray<Value>, strings: [String], keys: [String]) {
        self.file = text.path
        self.bytes = text.bytes
        self.values = Records(values)
        self.strings = Records(strings)
        self.keys = Records(keys)
    }

    deinit {
        values.free()
        strings.free()
        keys.free()
    }

    /// The document's value (keep the store while it is read).
    var root: JSONNode { JSONNode(store: self, index: 0) }

    func anchor(at place: NodePlace) -> SourceAnchor {
        let index = Int(place.index)
        let value = values[index]
        let (start, end) = place.part == .name ? (value.keyStart, value.keyEnd) : (value.start, value.end)
        let (startPosition, endPosition) = lock.withLock {
            if positions == nil { positions = PositionIndex(bytes: bytes) }
            return (positions!.position(at: Int(start)), positions!.position(at: Int(end)))
        }
        return SourceAnchor(file: file, start: startPosition, end: endPosition, path: path(of: index))
    }

    /// The value's JSON Pointer ("" for the root): a step per key, escaped, or per array index.
    func path(of target: Int) -> String {
        var path = ""
        lock.withLock {
            var node = 0
            while node != target {
                // The child that holds the target: the last at or before it.
                let (child, position) = holder(of: target, in: node)
                path += "/"
                if values[node].kind == .array { path += String(position) } else { path += escapePointer(keys[Int(values[child].key)]) }
                node = child
            }
        }
        return path
    }

    func place(ofElement position: Int, in list: NodePlace) -> NodePlace? {
        let index = Int(list.index)
        guard list.part == .value, index >= 0, index < values.count, values[index].kind == .array,
              position >= 0, position < Int(values[index].payload) else { return nil }
        return lock.withLock { NodePlace(child(at: position, of: index)) }
    }

    /// How many children a walk passes before their list is made: a short list is walked, a long
    /// one listed once, so that the findings on the items of a long array do not each walk past
    /// all the items before theirs.
    private static let walkedChildren = 64

    /// The children of `node`, listed and kept for the next question. Called under `lock`.
    private func listedChildren(of node: Int) -> [Int] {
        if let children = childLists[node] { return children }
        let children = Array(children(of: node))
        childLists[node] = children
        return children
    }

    /// The child at `position` of `node`: walked to in a short list, looked up in a long one.
    /// Called under `lock`.
    private func child(at position: Int, of node: Int) -> Int {
        if position >= Self.walkedChildren || childLists[node] != nil { return listedChildren(of: node)[position] }
        var child = node + 1
        for _ in 0..<position { child = Int(values[child].subtreeEnd) }
        return child
    }

    /// The child of `node` whose subtree holds `target`, and its position among the children:
    /// walked to in a short list, searched for in a long one. Called under `lock`.
    private func holder(of target: Int, in node: Int) -> (child: Int, position: Int) {
        if let children = childLists[node] {
            var (low, high) = (0, children.count)
            while high - low > 1 {
                let middle = (low + high) / 2
                if children[middle] <= target { low = middle } else { high = middle }
            }
            return (children[low], low)
        }
        var (child, position) = (node + 1, 0)
        while Int(values[child].subtreeEnd) <= target {
            child = Int(values[child].subtreeEnd)
            position += 1
        }
        if position >= Self.walkedChildren { _ = listedChildren(of: node) }
        return (child, position)
    }

    /// The children of an object or array, in order.
    fileprivate func children(of index: Int) -> some Sequence<Int> {
        sequence(first: index + 1) { Int(self.values[$0].subtreeEnd) }.prefix { $0 < Int(self.values[index].subtreeEnd) }
    }

    /// The keys of the root object, in order; nil when the root is not an object. (What a check
    /// of the keys alone needs, without the anchors that reading the members makes.)
    var rootKeys: [String]? {
        guard values[0].kind == .object else { return nil }
        return children(of: 0).map { keys[Int(values[$0].key)] }
    }

    /// The document as a `DocumentNode` tree, made by reading it as the decoder does.
    func tree() -> DocumentNode {
        withExtendedLifetime(self) { Self.tree(root) }
    }

    private static func tree(_ node: JSONNode) -> DocumentNode {
        let content: DocumentNode.Content
        switch node.decodingContent {
        case .object(let members):
            content = .object(members.map { DocumentNode.Member(name: $0.name, nameAnchor: $0.nameAnchor, value: tree($0.value), isAttribute: false) })
        case .array(let items): content = .array(items.map(tree))
        case .string(let text): content = .string(text)
        case .number(let text): content = .number(text)
        case .bool(let value): content = .bool(value)
        case .null: content = .null
        }
        return DocumentNode(content: content, anchor: node.anchor)
    }
}

/// A value of a JSON document as the shared decoder reads it, in place in its `JSONStore`.
///
/// Nodes refer to their store without counting references (a count per node made decoding small
/// files slower than building a tree): whoever reads them keeps the store.
struct JSONNode: DecodingNode {
    private unowned(unsafe) let store: JSONStore
    private let index: Int32
    /// Copied from the value's record, which the decoder then need not look up again.
    private let kind: JSONStore.Kind
    private let payload: Int32

    fileprivate init(store: JSONStore, index: Int) {
        self.init(store: store, index: index, value: store.values[index])
    }

    fileprivate init(store: JSONStore, index: Int, value: JSONStore.Value) {
        self.store = store
        self.index = Int32(index)
        self.kind = value.kind
        self.payload = value.payload
    }

    func recordPlace() -> NodePlace { NodePlace(Int(index)) }
    var anchor: SourceAnchor { store.anchor(at: recordPlace()) }
    var anchorSource: any AnchorSource { store }

    var decodingContent: DecodingContent<JSONNode, Members> {
        switch kind {
        case .object: return .object(Members(store: store, parent: Int(index)))
        case .array:
            // `payload` counts the items: the array is made at its size, not grown as they come.
            var items: [JSONNode] = []
            items.reserveCapacity(Int(payload))
            var child = Int(index) + 1
            for _ in 0..<payload {
                let value = store.values[child]
                items.append(JSONNode(store: store, index: child, value: value))
                child = Int(value.subtreeEnd)
            }
            return .array(items)
        case .string: return .string(store.strings[Int(payload)])
        case .number: return .number(store.strings[Int(payload)])
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .null: return .null
        }
    }

    /// A key and its value.
    struct Member: DecodingMember {
        let name: String
        let nameID: Int32
        let value: JSONNode
        var isAttribute: Bool { false }
        var nameAnchor: SourceAnchor { value.store.anchor(at: NodePlace(Int(value.index), .name)) }
    }

    /// An object's members in order. It reads the store's records, not the store: a call on a
    /// store referred to without counting counts it for the call.
    struct Members: Sequence, IteratorProtocol {
        fileprivate unowned(unsafe) let store: JSONStore
        private let values: Records<JSONStore.Value>
        private let keys: Records<String>
        private var child: Int
        private let end: Int

        fileprivate init(store: JSONStore, parent: Int) {
            self.store = store
            (values, keys) = (store.values, store.keys)
            self.child = parent + 1
            self.end = Int(values[parent].subtreeEnd)
        }

        mutating func next() -> Member? {
            guard child < end else { return nil }
            let value = values[child]
            defer { child = Int(value.subtreeEnd) }
            return Member(name: keys[Int(value.key)], nameID: value.key, value: JSONNode(store: store, index: child, value: value))
        }
    }
}
