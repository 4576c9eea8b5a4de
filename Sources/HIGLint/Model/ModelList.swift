/// A model type that is a view of one decoded object: its fields are read where the decoded
/// document holds them, not copied into a value of its own (see `ModelStorage`).
public protocol DecodedModel: Sendable {
    init(_ object: DecodedObject)
}

/// A list of model values: a run of a decoded document's list items, each made into its model
/// type as it is read (a handle, one reference counted), or values given as they are. Rules walk
/// a sidebar's rows through these in place, and decoding makes no array for them.
public struct ModelList<Element: DecodedModel>: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    private enum Storage: Sendable {
        case run(DecodedDocument, start: Int32, count: Int32)
        case elements([Element])
    }

    private let storage: Storage

    /// The items of a decoded list field.
    init(document: DecodedDocument, items: Range<Int>) {
        storage = .run(document, start: Int32(items.lowerBound), count: Int32(items.count))
    }

    public init(_ elements: [Element]) {
        storage = .elements(elements)
    }

    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .run(_, _, let count): Int(count)
        case .elements(let elements): elements.count
        }
    }

    public subscript(position: Int) -> Element {
        switch storage {
        case .run(let document, let start, let count):
            precondition(position >= 0 && position < Int(count), "index out of range")
            guard case .object(let object) = document.items[Int(start) + position] else {
                preconditionFailure("a list of \(Element.self) holds something other than objects")
            }
            return Element(DecodedObject(document: document, index: object))
        case .elements(let elements):
            return elements[position]
        }
    }
}
