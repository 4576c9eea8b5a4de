/// A value that has passed the shared decoding step: its type checked against the shape, XML text
/// converted, aliases resolved to their canonical spelling. Made from the document's records when
/// a reader asks for a value as a whole (custom rules' selectors); the model reads the records.
public enum DecodedValue: Sendable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case object(DecodedObject)
    case list([DecodedValue])
}

/// Everything one run of the shared decoding step produced from one document, flat: every object
/// is a record that names a run of field records, and every list a run of item records, so that an
/// object or a list is an index into arrays the document holds once, not a tree of values each
/// with arrays of its own (an allocation, and reference counts on every copy, per object).
final class DecodedDocument: Sendable {
    /// Turns the records' places into anchors: the document's store, kept while the document is.
    let source: any AnchorSource
    /// The objects, each after the objects its fields hold (an object's record is made when its
    /// fields are done); the document's root is the last.
    let objects: [ObjectRecord]
    /// Each object's given fields, a run per object in the shape's order.
    let fields: [FieldRecord]
    /// Each list's items, a run per list.
    let items: [StoredValue]
    /// The field names of each shape the document's objects have (`ObjectRecord.shape`).
    let names: [[String]]

    init(source: any AnchorSource, objects: [ObjectRecord], fields: [FieldRecord], items: [StoredValue], names: [[String]]) {
        (self.source, self.objects, self.fields, self.items, self.names) = (source, objects, fields, items, names)
    }

    /// One object: where it stands, its shape (an index into `names`) and its run of `fields`.
    struct ObjectRecord: Sendable {
        var place: NodePlace
        var shape: Int32
        var fieldStart: Int32
        var fieldCount: Int32
        /// A bit for each of the shape's first 64 fields that the object gives. The run is in the
        /// shape's order, so a field's record is found by counting the bits below its own, not by
        /// a search: a model reads every field its type has, and most are not given.
        var given: UInt64

        var fieldRange: Range<Int> { Int(fieldStart)..<Int(fieldStart) + Int(fieldCount) }
    }

    /// One given field: its index among its shape's fields, where its value stands, and the value.
    struct FieldRecord: Sendable {
        var index: Int32
        var place: NodePlace
        /// `.absent` while a field's value is still being decoded, or when it could not be.
        var value: StoredValue
    }

    /// A value as the document holds it: objects and lists by index.
    enum StoredValue: Sendable {
        case absent
        case string(String)
        case bool(Bool)
        case integer(Int)
        /// An index into `objects`.
        case object(Int32)
        /// A run of `items`.
        case list(start: Int32, count: Int32)
    }

    /// The value as a reader of whole values sees it.
    func value(_ stored: StoredValue) -> DecodedValue? {
        switch stored {
        case .absent: nil
        case .string(let text): .string(text)
        case .bool(let flag): .bool(flag)
        case .integer(let number): .integer(number)
        case .object(let index): .object(DecodedObject(document: self, index: index))
        case .list(let start, let count): .list(items[Int(start)..<Int(start + count)].compactMap(value))
        }
    }
}

/// An object that has passed the shared decoding step, with the position of every field it gave:
/// a handle on its record in the decoded document.
///
/// Only the fields that were given are stored: a shape has a dozen or more fields and an object
/// in a real description gives two or three, so slots for every field would make most of a large
/// description's memory out of nils.
public struct DecodedObject: Sendable {
    let document: DecodedDocument
    let index: Int32

    init(document: DecodedDocument, index: Int32) {
        self.document = document
        self.index = index
    }

    private var record: DecodedDocument.ObjectRecord { document.objects[Int(index)] }

    /// Turns the places below into anchors.
    var source: any AnchorSource { document.source }
    var place: NodePlace { record.place }
    /// The shape's field names.
    var fieldNames: [String] { document.names[Int(record.shape)] }

    /// Where in the document's fields the shape's field `index` is, if it was given.
    fileprivate func position(of fieldIndex: Int) -> Int? {
        let record = record
        if fieldIndex < 64 {
            let bit: UInt64 = 1 << UInt64(fieldIndex)
            return record.given & bit == 0 ? nil : Int(record.fieldStart) + (record.given & (bit &- 1)).nonzeroBitCount
        }
        // Past the first 64 (configuration shapes, with a field per rule): a search.
        let fields = document.fields
        for position in record.fieldRange where fields[position].index == fieldIndex { return position }
        return nil
    }

    /// Where in the document's fields the field called `field` is, if it was given. An object gives
    /// a few of its shape's fields: looking among those is quicker than finding the name's index
    /// among all of the shape's first.
    fileprivate func position(named field: String) -> Int? {
        let names = fieldNames, fields = document.fields
        for position in record.fieldRange where names[Int(fields[position].index)] == field { return position }
        return nil
    }

    /// The value of the shape's field `index`.
    func value(at index: Int) -> DecodedValue? {
        position(of: index).flatMap { document.value(document.fields[$0].value) }
    }

    /// Where the object stands.
    public var anchor: SourceAnchor { source.anchor(at: place) }

    /// Where the shape's field `index` stands, if it was given.
    func place(at index: Int) -> NodePlace? {
        position(of: index).map { document.fields[$0].place }
    }

    func anchor(at index: Int) -> SourceAnchor? {
        place(at: index).map(source.anchor(at:))
    }

    public func string(_ field: some FieldReference) -> String? {
        guard let position = field.position(in: self), case .string(let value) = document.fields[position].value else { return nil }
        return value
    }

    public func bool(_ field: some FieldReference) -> Bool? {
        guard let position = field.position(in: self), case .bool(let value) = document.fields[position].value else { return nil }
        return value
    }

    public func integer(_ field: some FieldReference) -> Int? {
        guard let position = field.position(in: self), case .integer(let value) = document.fields[position].value else { return nil }
        return value
    }

    /// A colour field's value; the decoder has already refused text that is not a colour.
    public func color(_ field: some FieldReference) -> ColorValue? { string(field).flatMap(ColorValue.init) }

    public func object(_ field: some FieldReference) -> DecodedObject? {
        guard let position = field.position(in: self), case .object(let object) = document.fields[position].value else { return nil }
        return DecodedObject(document: document, index: object)
    }

    public func objects(_ field: some FieldReference) -> [DecodedObject] {
        mapObjects(field) { $0 }
    }

    /// The run of items a list field holds (empty when the field is not a given list).
    private func items(_ field: some FieldReference) -> Range<Int> {
        guard let position = field.position(in: self), case .list(let start, let count) = document.fields[position].value else { return 0..<0 }
        return Int(start)..<Int(start + count)
    }

    /// The objects a list field holds, as model values read in place.
    func list<Element: DecodedModel>(_ field: some FieldReference, of type: Element.Type = Element.self) -> ModelList<Element> {
        ModelList(document: document, items: items(field))
    }

    /// Whether the object gives a value for the field.
    func gives(_ field: some FieldReference) -> Bool {
        guard let position = field.position(in: self) else { return false }
        if case .absent = document.fields[position].value { return false }
        return true
    }

    /// The objects a list field holds, each passed to `transform` (`objects` for the objects themselves).
    func mapObjects<T>(_ field: some FieldReference, _ transform: (DecodedObject) -> T) -> [T] {
        let run = items(field), items = document.items
        var mapped: [T] = []
        mapped.reserveCapacity(run.count)
        for position in run { if case .object(let object) = items[position] { mapped.append(transform(DecodedObject(document: document, index: object))) } }
        return mapped
    }

    public func strings(_ field: some FieldReference) -> [String] {
        let run = items(field), items = document.items
        var strings: [String] = []
        strings.reserveCapacity(run.count)
        for position in run { if case .string(let value) = items[position] { strings.append(value) } }
        return strings
    }

    /// The canonical value of an enumeration field as a Swift enum.
    public func value<Value: RawRepresentable>(_ field: some FieldReference, as type: Value.Type = Value.self) -> Value? where Value.RawValue == String {
        string(field).flatMap(Value.init(rawValue:))
    }

    public func values<Value: RawRepresentable>(_ field: some FieldReference, as type: Value.Type = Value.self) -> [Value] where Value.RawValue == String {
        strings(field).compactMap(Value.init(rawValue:))
    }

    /// The names of the fields that were given, in the shape's order.
    public var givenFields: [String] {
        let names = fieldNames
        return document.fields[record.fieldRange].compactMap {
            if case .absent = $0.value { nil } else { names[Int($0.index)] }
        }
    }

    /// Each given field's value, in the shape's order.
    var givenValues: [DecodedValue] { document.fields[record.fieldRange].compactMap { document.value($0.value) } }

    /// Where the field's value stands; the object itself when the field was not given.
    public func anchor(of field: String) -> SourceAnchor {
        position(named: field).map { source.anchor(at: document.fields[$0].place) } ?? anchor
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
        let names = fieldNames
        for field in document.fields[record.fieldRange] {
            if let value = document.value(field.value) { members[names[Int(field.index)]] = convert(value) }
        }
        return .object(members)
    }

    /// The positions of every field that was given, for model types to keep.
    public var fieldAnchors: FieldAnchors { FieldAnchors(document: document, object: index) }
}

/// The positions of an object and of each field it gave, kept by model types so that a finding
/// can point at the exact value it concerns: a handle on the object's record, as small to copy
/// as one reference.
///
/// Positions and paths are made when asked for, from places in the document the object was read
/// from: a model holds thousands of anchors, and a few of them are ever reported.
public struct FieldAnchors: Sendable {
    private let decoded: DecodedObject

    /// Anchors given as they are, for a model made by hand.
    public init(object: SourceAnchor, fields: [String: SourceAnchor] = [:]) {
        let fields = Array(fields)
        var building = DocumentBuilding()
        building.pendingFields = fields.indices.map { .init(index: Int32($0), place: NodePlace($0 + 1), value: .absent) }
        let root = building.finishObject(place: NodePlace(0), shape: 0, fields: 0)
        self.init(document: building.document(source: AnchorTable([object] + fields.map(\.value)), names: [fields.map(\.key)]),
                  object: root)
    }

    init(document: DecodedDocument, object: Int32) {
        decoded = DecodedObject(document: document, index: object)
    }

    /// Where the object stands.
    public var object: SourceAnchor { decoded.anchor }

    /// Where the field's value stands; the object itself when the field was not given.
    public subscript(field: String) -> SourceAnchor { decoded.anchor(of: field) }

    /// Where each given field's value stands, in the shape's order.
    public var fields: [SourceAnchor] {
        let document = decoded.document
        return document.fields[document.objects[Int(decoded.index)].fieldRange].map { document.source.anchor(at: $0.place) }
    }
}

/// How a reader names a field of a decoded object: by its name, or by a `FieldKey`.
public protocol FieldReference {
    /// Where in the object's document the field's record is, if the object gave the field.
    func position(in object: DecodedObject) -> Int?
}

extension String: FieldReference {
    public func position(in object: DecodedObject) -> Int? { object.position(named: self) }
}

/// A field of a shape by its index: the model types' keys are generated with their shapes
/// (`Model/GeneratedFields.swift`), so reading a decoded object compares numbers, not names.
public struct FieldKey: FieldReference, Sendable {
    let index: Int

    public func position(in object: DecodedObject) -> Int? { object.position(of: index) }
}

/// A `DecodedDocument` as the decoder builds it: the records of the objects and lists done, and
/// stacks of the fields and items of those still being decoded.
struct DocumentBuilding {
    typealias StoredValue = DecodedDocument.StoredValue

    private(set) var objects: [DecodedDocument.ObjectRecord] = []
    private(set) var fields: [DecodedDocument.FieldRecord] = []
    private(set) var items: [StoredValue] = []
    /// The given fields of the objects being decoded, each object's above those of the object it is in.
    var pendingFields: [DecodedDocument.FieldRecord] = []
    /// The items of the lists being decoded, likewise.
    var pendingItems: [StoredValue] = []
    /// The items of the XML lists of objects being decoded (each element an item, the elements of
    /// one list perhaps apart), with the index of the field each belongs to.
    var pendingListItems: [(field: Int32, value: StoredValue)] = []

    /// A list of `values`, as one run of `items`.
    mutating func list(_ values: some Collection<StoredValue>) -> StoredValue {
        let start = items.count
        items.append(contentsOf: values)
        return .list(start: Int32(start), count: Int32(values.count))
    }

    /// The list of the pending items from `base` when `keeping` (nil when not: an item could not
    /// be decoded), which leave the stack either way.
    mutating func finishList(from base: Int, keeping: Bool) -> StoredValue? {
        defer { pendingItems.removeSubrange(base...) }
        return keeping ? list(pendingItems[base...]) : nil
    }

    /// The document built, whose objects' shapes have the field names `names`.
    func document(source: any AnchorSource, names: [[String]]) -> DecodedDocument {
        DecodedDocument(source: source, objects: objects, fields: fields, items: items, names: names)
    }

    /// Makes the pending XML list items from `base` into one list per field, in the order of their
    /// elements, the value of that field's pending record among the object's (from `fieldBase`).
    mutating func finishLists(from base: Int, fields fieldBase: Int) {
        for position in fieldBase..<pendingFields.count {
            let index = pendingFields[position].index
            guard case .absent = pendingFields[position].value else { continue }
            let start = items.count
            for entry in pendingListItems[base...] where entry.field == index { items.append(entry.value) }
            if items.count > start { pendingFields[position].value = .list(start: Int32(start), count: Int32(items.count - start)) }
        }
        pendingListItems.removeSubrange(base...)
    }

    /// Puts the pending fields from `base` in the shape's order (they mostly come in it).
    mutating func sortFields(from base: Int) {
        guard base < pendingFields.count else { return }
        for position in (base + 1)..<pendingFields.count {
            var at = position
            while at > base, pendingFields[at - 1].index > pendingFields[at].index {
                pendingFields.swapAt(at - 1, at)
                at -= 1
            }
        }
    }

    /// Makes the object whose pending fields start at `base`, moving them out, and gives its index.
    mutating func finishObject(place: NodePlace, shape: Int32, fields base: Int) -> Int32 {
        let start = fields.count
        fields.append(contentsOf: pendingFields[base...])
        pendingFields.removeSubrange(base...)
        var given: UInt64 = 0
        for field in fields[start...] where field.index < 64 { given |= 1 << UInt64(field.index) }
        objects.append(.init(place: place, shape: shape, fieldStart: Int32(start), fieldCount: Int32(fields.count - start), given: given))
        return Int32(objects.count - 1)
    }
}

extension DecodedObject {
    /// A marker field of a shape (its definition's) and what it says, for `markedReason`.
    typealias Markers = [String: [(field: String, provenance: Provenance)]]

    /// Why the facts a finding at `target` rests on are not stated: the reason the innermost marker
    /// field gives along the objects that hold the finding's place (the object, or one of its
    /// fields' values; where two places coincide, any of them), else one a description-wide marker
    /// gives anywhere in the document; nil when none is set. `shape` is this object's; `markers`
    /// holds those whose facts the rule's findings rest on. The whole document is walked: it is one
    /// screen's, and only findings above info of rules with markers ask.
    func markedReason(at target: SourceAnchor, shape: Shape, markers: Markers) -> String? {
        var wide: String?, held: String?
        func visit(_ object: DecodedObject, _ shape: Shape, holding outer: String?) {
            var holding = outer
            let record = object.record, names = object.fieldNames, fields = object.document.fields
            for marker in markers[shape.definition] ?? [] {
                guard let position = object.position(named: marker.field) else { continue }
                var flag: Bool?, text: String?
                switch fields[position].value {
                case .bool(let value): flag = value
                case .string(let value): text = value
                default: break
                }
                guard let reason = marker.provenance.reason(flag: flag, text: text) else { continue }
                holding = reason
                if marker.provenance.descriptionWide, wide == nil { wide = reason }
            }
            if held == nil, holding != nil, object.anchor == target { held = holding }
            for position in record.fieldRange {
                let field = fields[position]
                if held == nil, holding != nil, object.source.anchor(at: field.place) == target { held = holding }
                guard let type = shape.field(named: names[Int(field.index)])?.type else { continue }
                switch (field.value, type) {
                case (.object(let index), .object(let inner)):
                    visit(DecodedObject(document: object.document, index: index), inner(), holding: holding)
                case (.list(let start, let count), .list(.object(let inner), _)):
                    let element = inner()
                    for item in object.document.items[Int(start)..<Int(start + count)] {
                        if case .object(let index) = item { visit(DecodedObject(document: object.document, index: index), element, holding: holding) }
                    }
                default: break
                }
            }
        }
        visit(self, shape, holding: nil)
        return held ?? wide
    }
}
