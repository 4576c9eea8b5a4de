/// The shape of one kind of object in a description. Shapes drive the shared decoding step for
/// every front end and the published JSON Schema, so that both always agree.
///
/// A class: the decoder hands an object's shape to every field it decodes, and a struct of six
/// arrays and strings cost six reference counts per hand-over (shared by every thread of a run).
public final class Shape: Sendable {
    /// How the object is named in messages, e.g. "sidebar item".
    public let name: String
    /// The JSON Schema definition name, e.g. "SidebarItem".
    public let definition: String
    public let summary: String
    public let fields: [Field]
    /// Groups of fields of which at most one may be given.
    public let exclusive: [[String]]
    /// Keys that other tools' configurations use (SwiftLint's `disabled_rules`, Ruff's `select`),
    /// with what to write instead: an unknown key found here gets that advice, not a guess.
    public let otherToolsKeys: [String: String]
    /// The fields' names in order: decoded objects keep their values in this order, one array
    /// shared by every object of the shape, instead of hashing names per object.
    let fieldNames: [String]
    /// The required fields, and each exclusive group, by index: checked for every object decoded.
    let requiredIndices: [Int]
    let exclusiveIndices: [[Int]]
    /// The XML element name of each field (nil for an attribute), for finding the field a child element fills.
    private let elementNames: [String?]

    public init(name: String, definition: String, summary: String, fields: [Field], exclusive: [[String]] = [],
                otherToolsKeys: [String: String] = [:]) {
        self.name = name
        self.definition = definition
        self.summary = summary
        self.fields = fields
        self.exclusive = exclusive
        self.otherToolsKeys = otherToolsKeys
        let fieldNames = fields.map(\.name)
        self.fieldNames = fieldNames
        self.requiredIndices = fields.indices.filter { fields[$0].required }
        self.exclusiveIndices = exclusive.map { group in group.compactMap { fieldNames.firstIndex(of: $0) } }
        self.elementNames = fields.map(\.xmlElementName)
    }

    func field(named name: String) -> Field? { index(named: name).map { fields[$0] } }

    func index(named name: String) -> Int? { fieldNames.firstIndex(of: name) }

    /// The field that a child element of this name fills in XML.
    func index(forElement element: String) -> Int? {
        elementNames.firstIndex { $0 == element }
    }
}

/// One key of an object (JSON), written as an attribute or as child elements in XML.
///
/// A class, like `Shape`: the decoder takes a field for every value it decodes, and a struct's
/// copy would count references to its name, type and summary, which every thread shares.
public final class Field: Sendable {
    public let name: String
    public let type: FieldType
    public let required: Bool
    public let summary: String
    /// Keys such as `$schema` that only make sense in JSON.
    public let jsonOnly: Bool

    public init(_ name: String, _ type: FieldType, required: Bool = false, jsonOnly: Bool = false, _ summary: String) {
        self.name = name
        self.type = type
        self.required = required
        self.summary = summary
        self.jsonOnly = jsonOnly
    }

    /// Scalars (and lists of scalars) are XML attributes; objects are child elements.
    var isXMLAttribute: Bool {
        switch type {
        case .object: false
        case .list(let element, _): !element.isObject
        default: true
        }
    }

    var xmlElementName: String? {
        switch type {
        case .object: name
        case .list(let element, let elementName) where element.isObject: elementName
        default: nil
        }
    }
}

/// The value types a description field can take.
public indirect enum FieldType: Sendable {
    case string
    case boolean
    case integer(minimum: Int?, maximum: Int?)
    /// A closed set of words; `aliases` map other accepted spellings (such as SwiftUI's
    /// placement names) to a canonical value, and `refused` explains spellings that do not map.
    case enumeration(values: [String], aliases: [String: String] = [:], refused: [String: String] = [:])
    /// A colour: `accent`, `default`, `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a named colour such as `systemRed`.
    case color
    /// An object; the closure lets shapes refer to themselves (a sidebar item has item children).
    case object(@Sendable () -> Shape)
    /// A list; in XML a list of objects is a run of child elements named `xmlElement`, and a list of
    /// scalars is one attribute with the values separated by spaces or commas.
    case list(FieldType, xmlElement: String?)

    var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}

extension FieldType {
    /// How messages and generated documentation describe the values a field takes.
    func expectation(in syntax: DocumentSyntax) -> String {
        switch self {
        case .string: "a string"
        case .boolean: "true or false"
        case .integer(let minimum, let maximum):
            switch (minimum, maximum) {
            case let (low?, high?): "a whole number from \(low) to \(high)"
            case let (low?, nil): "a whole number of at least \(low)"
            default: "a whole number"
            }
        case .enumeration(let values, _, _) where values.count > 12:
            // A long list (rule ids, for instance) would bury the suggestion that follows it.
            "one of \(values.count) names (\(values.prefix(3).joined(separator: ", ")), …)"
        case .enumeration(let values, _, _): "one of " + values.joined(separator: ", ")
        case .color: "a colour (accent, default, #RRGGBB or a named colour such as systemRed)"
        case .object: "an object"
        case .list: syntax == .json ? "an array" : "a list"
        }
    }
}

extension Shape {
    /// Every field of this shape and of the shapes its fields hold, at any depth, each shape
    /// visited once (by its definition), with the shape that declares it.
    public var reachableFields: [(shape: Shape, field: Field)] {
        var found: [(shape: Shape, field: Field)] = [], seen: Set<String> = []
        func visit(_ shape: Shape) {
            guard seen.insert(shape.definition).inserted else { return }
            for field in shape.fields {
                found.append((shape, field))
                visit(field.type)
            }
        }
        func visit(_ type: FieldType) {
            switch type {
            case .object(let inner): visit(inner())
            case .list(let element, _): visit(element)
            default: break
            }
        }
        visit(self)
        return found
    }
}
