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
    /// For a field that says other facts of its object are not stated (`roleInferred`), which and why.
    public let provenance: Provenance?

    public init(_ name: String, _ type: FieldType, required: Bool = false, jsonOnly: Bool = false, provenance: Provenance? = nil, _ summary: String) {
        self.name = name
        self.type = type
        self.required = required
        self.summary = summary
        self.jsonOnly = jsonOnly
        self.provenance = provenance
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

/// What a field says of its object's other facts when it holds: they are inferred (a guess about
/// placement, presentation, visibility) or unknown (code hig-lint could not read), not stated in the
/// input or resolved from it. A finding of a rule that declares one of those facts is then at most
/// info, and says why (`Rule.appendFindings`): one mechanism for every front end and check.
public struct Provenance: Sendable {
    /// The facts it marks: names of fields of the same object (`role`), or `*` for all of them.
    public let marks: [String]
    /// The value that marks them: true or false for a Bool field; nil for a text field, whose
    /// text (any) says why.
    public let when: Bool?
    /// Why, in words; nil: the field's own text.
    public let reason: String?
    /// Whether it marks the facts for every finding of the description (its object is one of the
    /// description's own: the menu bar, the sidebar), not only for findings inside its object.
    public let descriptionWide: Bool

    public init(marks: [String], when: Bool? = nil, reason: String? = nil, descriptionWide: Bool = false) {
        (self.marks, self.when, self.reason, self.descriptionWide) = (marks, when, reason, descriptionWide)
    }

    /// The facts it marks, as checks declare them (`ToolbarItem.role`); `ToolbarItem.*` for all.
    func facts(of shape: Shape) -> [String] { marks.map { shape.definition + "." + $0 } }

    /// Whether it marks a fact a rule's findings rest on (either may name all of a type's, `Sidebar.*`).
    func marksAny(of needs: [String], in shape: Shape) -> Bool {
        facts(of: shape).contains { fact in needs.contains { Self.covers(fact, $0) || Self.covers($0, fact) } }
    }

    /// Whether a fact, or all of a type's (`Sidebar.*`), covers another.
    static func covers(_ fact: String, _ other: String) -> Bool {
        fact == other || fact.hasSuffix(".*") && other.hasPrefix(fact.dropLast())
    }

    /// Why, when a marker field has this value (a flag, or a text); nil when the value marks nothing.
    func reason(flag: Bool?, text: String?) -> String? {
        if let when { return flag == when ? reason : nil }
        return text.flatMap { $0.isEmpty ? nil : reason ?? $0 }
    }
}
