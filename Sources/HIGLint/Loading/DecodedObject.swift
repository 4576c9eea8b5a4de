/// A value that has passed the shared decoding step: its type checked against the shape, XML text
/// converted, aliases resolved to their canonical spelling.
public enum DecodedValue: Sendable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    /// Held in place, not boxed (`indirect`): its arrays already keep the recursion on the heap,
    /// and a box was one more allocation for every decoded object, 56 of the 426 a small
    /// description cost (callgrind); 10,000 descriptions take about 3% less time, with no more
    /// memory at 100 MB.
    case object(DecodedObject)
    case list([DecodedValue])
}

/// An object that has passed the shared decoding step, with the position of every field it gave.
///
/// Only the fields that were given are stored: a shape has a dozen or more fields and an object
/// in a real description gives two or three, so slots for every field would make most of a large
/// description's memory out of nils.
public struct DecodedObject: Sendable {
    /// Turns the places below into anchors: the document's store, kept while the object is.
    let source: any AnchorSource
    let place: NodePlace
    /// The shape's field names, shared by every object of the shape that one decoder decoded.
    let fieldNames: [String]
    /// The given fields, in the shape's order.
    private(set) var given: [GivenField] = []

    struct GivenField: Sendable {
        /// Index into `fieldNames`.
        var index: Int
        /// Nil while a field's value is still being decoded, or when it could not be.
        var value: DecodedValue?
        var place: NodePlace
    }

    /// `expectedFields` is how many fields the object is thought to give, so that they are stored
    /// without growing the array as they come.
    init(source: any AnchorSource, place: NodePlace, fieldNames: [String], expectedFields: Int = 0) {
        self.source = source
        self.place = place
        self.fieldNames = fieldNames
        if expectedFields > 0 { given.reserveCapacity(expectedFields) }
    }

    fileprivate func position(of index: Int) -> Int? {
        given.firstIndex { $0.index == index }
    }

    /// The value of the shape's field `index`.
    func value(at index: Int) -> DecodedValue? {
        position(of: index).flatMap { given[$0].value }
    }

    /// Where the object stands.
    public var anchor: SourceAnchor { source.anchor(at: place) }

    /// Where the shape's field `index` stands, if it was given.
    func place(at index: Int) -> NodePlace? {
        position(of: index).map { given[$0].place }
    }

    func anchor(at index: Int) -> SourceAnchor? {
        place(at: index).map(source.anchor(at:))
    }

    /// Records field `index`, keeping the first place when it was recorded before (the first
    /// element of an XML list) and replacing the value when one is given. The value is taken, not
    /// copied: a copy counted one more reference to its payload, freed at once by the caller.
    mutating func set(_ index: Int, value: consuming DecodedValue?, place: NodePlace) {
        // Fields mostly come in the shape's order: appending is the common case.
        if given.last.map({ $0.index < index }) ?? true {
            given.append(GivenField(index: index, value: value, place: place))
            return
        }
        if let existing = position(of: index) {
            if let value { given[existing].value = value }
            return
        }
        let insertion = given.firstIndex { $0.index > index } ?? given.endIndex
        given.insert(GivenField(index: index, value: value, place: place), at: insertion)
    }

    /// Where in `given` the field called `field` is. An object gives a few of its shape's fields:
    /// looking among those is quicker than finding the name's index among all of the shape's first.
    fileprivate func position(named field: String) -> Int? {
        given.firstIndex { fieldNames[$0.index] == field }
    }

    // The readers match the value where it is stored: matching a copy of it (`given[$0].value` as
    // an optional) counted a reference to its payload, and freed it, once more for every field read.

    public func string(_ field: some FieldReference) -> String? {
        guard let position = field.position(in: self), case .string(let value)? = given[position].value else { return nil }
        return value
    }

    public func bool(_ field: some FieldReference) -> Bool? {
        guard let position = field.position(in: self), case .bool(let value)? = given[position].value else { return nil }
        return value
    }

    public func integer(_ field: some FieldReference) -> Int? {
        guard let position = field.position(in: self), case .integer(let value)? = given[position].value else { return nil }
        return value
    }

    /// A colour field's value; the decoder has already refused text that is not a colour.
    public func color(_ field: some FieldReference) -> ColorValue? { string(field).flatMap(ColorValue.init) }

    public func object(_ field: some FieldReference) -> DecodedObject? {
        guard let position = field.position(in: self), case .object(let value)? = given[position].value else { return nil }
        return value
    }

    public func objects(_ field: some FieldReference) -> [DecodedObject] {
        mapObjects(field) { $0 }
    }

    /// The objects a list field holds, each passed to `transform` in place rather than first
    /// copied into an array (`objects` for the objects themselves).
    func mapObjects<T>(_ field: some FieldReference, _ transform: (DecodedObject) -> T) -> [T] {
        guard let position = field.position(in: self), case .list(let items)? = given[position].value else { return [] }
        var mapped: [T] = []
        mapped.reserveCapacity(items.count)
        for item in items { if case .object(let object) = item { mapped.append(transform(object)) } }
        return mapped
    }

    public func strings(_ field: some FieldReference) -> [String] {
        guard let position = field.position(in: self), case .list(let items)? = given[position].value else { return [] }
        return items.compactMap { if case .string(let value) = $0 { value } else { nil } }
    }

    /// The canonical value of an enumeration field as a Swift enum.
    public func value<Value: RawRepresentable>(_ field: some FieldReference, as type: Value.Type = Value.self) -> Value? where Value.RawValue == String {
        string(field).flatMap(Value.init(rawValue:))
    }

    public func values<Value: RawRepresentable>(_ field: some FieldReference, as type: Value.Type = Value.self) -> [Value] where Value.RawValue == String {
        strings(field).compactMap(Value.init(rawValue:))
    }

    /// The names of the fields that were given, in the shape's order.
    public var givenFields: [String] { given.compactMap { $0.value == nil ? nil : fieldNames[$0.index] } }

    /// Where the field's value stands; the object itself when the field was not given.
    public func anchor(of field: String) -> SourceAnchor {
        position(named: field).map { source.anchor(at: given[$0].place) } ?? anchor
    }

    /// The object as a description file would write it in JSON (`hig-lint show`).
    public var json: JSONValue {
        func convert(_ value: DecodedValue) -> JSONValue {
            switch value {
            case .string(let text): .string(text)
            case .bool(let flag): .bool(flag)
            case .integer(let number): .integer(number)
            case .object(let object): object.json
            case .list(let items): .array(items.map(convert))
            }
        }
        var members: [String: JSONValue] = [:]
        for field in given { if let value = field.value { members[fieldNames[field.index]] = convert(value) } }
        return .object(members)
    }

    /// The positions of every field that was given, for model types to keep.
    public var fieldAnchors: FieldAnchors {
        FieldAnchors(source: source, object: place, names: fieldNames, given: given)
    }
}

/// The positions of an object and of each field it gave, kept by model types so that a finding
/// can point at the exact value it concerns.
///
/// Positions and paths are made when asked for, from places in the document the object was read
/// from: a model holds thousands of anchors, and a few of them are ever reported.
public struct FieldAnchors: Sendable {
    private let source: any AnchorSource
    private let objectPlace: NodePlace
    private let names: [String]
    /// The given fields only: an index into `names`, and where the value stands (the decoded
    /// object's own array, shared rather than copied; the values it also holds are not used here).
    private let given: [DecodedObject.GivenField]

    public init(object: SourceAnchor, fields: [String: SourceAnchor] = [:]) {
        let fields = Array(fields)
        self.init(source: AnchorTable([object] + fields.map(\.value)), object: NodePlace(0), names: fields.map(\.key),
                  given: fields.indices.map { DecodedObject.GivenField(index: $0, value: nil, place: NodePlace($0 + 1)) })
    }

    init(source: any AnchorSource, object: NodePlace, names: [String], given: [DecodedObject.GivenField]) {
        self.source = source
        self.objectPlace = object
        self.names = names
        self.given = given
    }

    /// Where the object stands.
    public var object: SourceAnchor { source.anchor(at: objectPlace) }

    /// Where the field's value stands; the object itself when the field was not given.
    public subscript(field: String) -> SourceAnchor {
        for entry in given where names[entry.index] == field { return source.anchor(at: entry.place) }
        return object
    }

    /// Where each given field's value stands, in the shape's order.
    public var fields: [SourceAnchor] { given.map { source.anchor(at: $0.place) } }
}

/// How a reader names a field of a decoded object: by its name, or by a `FieldKey`.
public protocol FieldReference {
    /// Where in the object's given fields the field is, if it was given.
    func position(in object: DecodedObject) -> Int?
}

extension String: FieldReference {
    public func position(in object: DecodedObject) -> Int? { object.position(named: self) }
}

/// A field of a shape by its index: the model types find their fields' keys once, and then read
/// each decoded object by comparing numbers instead of names.
public struct FieldKey: FieldReference, Sendable {
    let index: Int

    public func position(in object: DecodedObject) -> Int? { object.position(of: index) }
}

extension Shape {
    /// The key of the field called `name`, which the shape must have.
    func key(_ name: String) -> FieldKey {
        guard let index = index(named: name) else { preconditionFailure("the \(self.name) shape has no field '\(name)'") }
        return FieldKey(index: index)
    }
}
