/// A value that has passed the shared decoding step: its type checked against the shape, XML text
/// converted, aliases resolved to their canonical spelling.
public enum DecodedValue: Sendable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case object(DecodedObject)
    case list([DecodedValue])
}

/// An object that has passed the shared decoding step, with the position of every field it gave.
public struct DecodedObject: Sendable {
    public let anchor: SourceAnchor
    let fieldNames: [String]
    /// By field, in the shape's order; nil where the field was not given.
    var slots: [DecodedValue?]
    var anchors: [SourceAnchor?]

    init(anchor: SourceAnchor, shape: Shape) {
        self.anchor = anchor
        self.fieldNames = shape.fieldNames
        self.slots = Array(repeating: nil, count: shape.fieldNames.count)
        self.anchors = Array(repeating: nil, count: shape.fieldNames.count)
    }

    private subscript(field: String) -> DecodedValue? {
        fieldNames.firstIndex(of: field).flatMap { slots[$0] }
    }

    public func string(_ field: String) -> String? {
        if case .string(let value)? = self[field] { return value }
        return nil
    }

    public func bool(_ field: String) -> Bool? {
        if case .bool(let value)? = self[field] { return value }
        return nil
    }

    public func integer(_ field: String) -> Int? {
        if case .integer(let value)? = self[field] { return value }
        return nil
    }

    /// A colour field's value; the decoder has already refused text that is not a colour.
    public func color(_ field: String) -> ColorValue? { string(field).flatMap(ColorValue.init) }

    public func object(_ field: String) -> DecodedObject? {
        if case .object(let value)? = self[field] { return value }
        return nil
    }

    public func objects(_ field: String) -> [DecodedObject] {
        guard case .list(let items)? = self[field] else { return [] }
        return items.compactMap { if case .object(let object) = $0 { object } else { nil } }
    }

    public func strings(_ field: String) -> [String] {
        guard case .list(let items)? = self[field] else { return [] }
        return items.compactMap { if case .string(let value) = $0 { value } else { nil } }
    }

    /// The canonical value of an enumeration field as a Swift enum.
    public func value<Value: RawRepresentable>(_ field: String, as type: Value.Type = Value.self) -> Value? where Value.RawValue == String {
        string(field).flatMap(Value.init(rawValue:))
    }

    public func values<Value: RawRepresentable>(_ field: String, as type: Value.Type = Value.self) -> [Value] where Value.RawValue == String {
        strings(field).compactMap(Value.init(rawValue:))
    }

    /// The names of the fields that were given, in the shape's order.
    public var givenFields: [String] { zip(fieldNames, slots).compactMap { $1 == nil ? nil : $0 } }

    /// Where the field's value stands; the object itself when the field was not given.
    public func anchor(of field: String) -> SourceAnchor {
        fieldNames.firstIndex(of: field).flatMap { anchors[$0] } ?? anchor
    }

    /// The positions of every field that was given, for model types to keep.
    public var fieldAnchors: FieldAnchors { FieldAnchors(object: anchor, names: fieldNames, anchors: anchors) }
}

/// The positions of an object and of each field it gave, kept by model types so that a finding
/// can point at the exact value it concerns.
public struct FieldAnchors: Sendable {
    public let object: SourceAnchor
    let names: [String]
    let anchors: [SourceAnchor?]

    public init(object: SourceAnchor, fields: [String: SourceAnchor] = [:]) {
        self.init(object: object, names: Array(fields.keys), anchors: Array(fields.values))
    }

    init(object: SourceAnchor, names: [String], anchors: [SourceAnchor?]) {
        self.object = object
        self.names = names
        self.anchors = anchors
    }

    /// Where the field's value stands; the object itself when the field was not given.
    public subscript(field: String) -> SourceAnchor { names.firstIndex(of: field).flatMap { anchors[$0] } ?? object }
}
