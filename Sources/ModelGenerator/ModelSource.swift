// The Swift source of the description model's per-field code
// (Sources/HIGLint/Model/GeneratedFields.swift), from one spec per model type
// (Sources/HIGLint/Model/Specs/<Type>.json): for each field, its entry in the type's `Shape` (which
// the decoder checks and the JSON Schema is written from), its `Key`, its slot in the type's
// `Values` and its public accessor, which in debug builds notes its read as a fact
// (`<Type>.<field>`, see `FactUse`). GeneratedFilesTests writes it and fails when the committed copy
// is stale. Behaviour (enums, computed properties, alias tables) stays in the model's own files.
import Foundation
import RuleCatalogGenerator

/// Generates the model's fields from the specs in a checkout.
public enum ModelSource {
    /// The file the library compiles, relative to the package root.
    public static let path = "Sources/HIGLint/Model/GeneratedFields.swift"
    /// The folder of specs, relative to the package root.
    public static let specs = "Sources/HIGLint/Model/Specs"

    /// A spec the model cannot be generated from.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    /// The generated source for the package at `root`.
    public static func generate(packageRoot root: URL) throws(Problem) -> String {
        let folder = root.appendingPathComponent(specs)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        guard !names.isEmpty else { throw Problem(description: "\(specs): no specs") }
        var types: [ModelType] = []
        for name in names {
            let path = "\(specs)/\(name)"
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw Problem(description: "\(path): not a JSON object")
            }
            let type = try ModelType(object, path: path)
            guard name == type.name + ".json" else { throw Problem(description: "\(path): the file is named after its type, \(type.name).json") }
            types.append(type)
        }
        let modelTypes = Set(types.map(\.name))
        let sources = try types.map { type throws(Problem) in try type.source(modelTypes: modelTypes) }
        return """
            // Generated from \(specs)/ by Sources/ModelGenerator. Do not edit: after changing
            // a spec, run HIG_LINT_UPDATE_GENERATED=1 swift test --filter GeneratedFilesTests

            \(sources.joined(separator: "\n\n"))

            """
    }
}

/// One spec: a model type and its fields, in the shape's order.
struct ModelType {
    var name: String
    var shapeName: String
    var summary: String
    var fields: [ModelField]
    var exclusive: [[String]]

    init(_ object: [String: Any], path: String) throws(ModelSource.Problem) {
        try checkKeys(object, ["type", "name", "summary", "fields", "exclusive"], at: path)
        guard let name = object["type"] as? String, isIdentifier(name),
              let shapeName = object["name"] as? String, let summary = object["summary"] as? String,
              let fields = object["fields"] as? [[String: Any]] else {
            throw ModelSource.Problem(description: "\(path): a spec needs \"type\" (a Swift type name), \"name\", \"summary\" and \"fields\"")
        }
        (self.name, self.shapeName, self.summary) = (name, shapeName, summary)
        self.fields = try fields.map { field throws(ModelSource.Problem) in try ModelField(field, at: path) }
        guard let exclusive = object["exclusive"] as? [[String]] ?? (object["exclusive"] == nil ? [] : nil),
              exclusive.joined().allSatisfy({ field in fields.contains { $0["name"] as? String == field } }) else {
            throw ModelSource.Problem(description: "\(path): \"exclusive\" is a list of groups of field names")
        }
        self.exclusive = exclusive
        for field in self.fields {
            for mark in field.provenanceMarks where mark != "*" && (mark == field.name || !self.fields.contains { $0.name == mark }) {
                throw ModelSource.Problem(description: "\(path): \(field.name)'s provenance marks \(mark), which is no other field of \(name)")
            }
        }
        // `storage`, `anchors` and `shape` are what every model type has besides its fields.
        var names = Set<String>(), properties: Set<String> = ["storage", "anchors", "shape"]
        for field in self.fields where !names.insert(field.name).inserted || field.property.map({ !properties.insert($0).inserted }) == true {
            throw ModelSource.Problem(description: "\(path): \(field.name) is a second field of that name, or its Swift name is taken")
        }
    }

    func source(modelTypes: Set<String>) throws(ModelSource.Problem) -> String {
        let kinds = try fields.map { field throws(ModelSource.Problem) in try field.kind(modelTypes: modelTypes, in: name) }
        let read = Array(zip(fields, kinds)).compactMap { field, kind in field.property.map { (property: $0, field: field, kind: kind) } }
        let shapeFields = zip(fields, kinds).map { field, kind in
            var arguments = [ModelField.literal(field.name), kind.fieldType]
            if field.required { arguments.append("required: true") }
            if field.jsonOnly { arguments.append("jsonOnly: true") }
            if let provenance = field.provenance { arguments.append("provenance: " + provenance) }
            return "            Field(\((arguments + [ModelField.literal(field.doc)]).joined(separator: ", "))),"
        }
        let exclusive = exclusive.isEmpty ? "" : ",\n        exclusive: [" + exclusive.map { "[" + $0.map(ModelField.literal).joined(separator: ", ") + "]" }.joined(separator: ", ") + "]"
        let keys = fields.indices.compactMap { index in fields[index].property.map { "        static let \($0) = FieldKey(index: \(index))" } }
        let slots = read.map { "        var \($0.property): \($0.kind.swiftType)\($0.kind.initialValue.map { " = " + $0 } ?? "")" }
        let decodes = read.map { "            \($0.property) = \($0.kind.decode("Key.\($0.property)"))" }
        let accessors = read.map { entry in
            """
                /// \(entry.field.doc.replacingOccurrences(of: "\n", with: " "))
                public var \(entry.property): \(entry.kind.swiftType) {
                    get {
                        #if DEBUG
                        FactUse.note(\(ModelField.literal(name + "." + entry.field.name)))
                        #endif
                        return switch storage { case .decoded(let object): \(entry.kind.decode("Key.\(entry.property)")); case .edited(let box): box.values.\(entry.property) }
                    }
                    set { storage.edit { $0.\(entry.property) = newValue } }
                }
            """
        }
        return """
            extension \(name) {
                public static let shape: Shape = Shape(
                    name: \(ModelField.literal(shapeName)), definition: \(ModelField.literal(name)),
                    summary: \(ModelField.literal(summary)),
                    fields: [
            \(shapeFields.joined(separator: "\n"))
                    ]\(exclusive))

                /// Each field the type reads, by its index in the shape (see `FieldKey`).
                enum Key {
            \(keys.joined(separator: "\n"))
                }

                /// The fields as values, once one is set (see `ModelStorage`).
                struct Values: DecodedValues {
            \(slots.joined(separator: "\n"))
                    var anchors: FieldAnchors

                    init(anchors: FieldAnchors) {
                        self.anchors = anchors
                    }

                    init(_ object: DecodedObject) {
            \(decodes.joined(separator: "\n"))
                        anchors = object.fieldAnchors
                    }
                }

                public init(_ object: DecodedObject) {
                    storage = .decoded(object)
                }

            \(accessors.joined(separator: "\n\n"))

                /// Where the object and each field it gave stand.
                public var anchors: FieldAnchors {
                    get { switch storage { case .decoded(let object): object.fieldAnchors; case .edited(let box): box.values.anchors } }
                    set { storage.edit { $0.anchors = newValue } }
                }
            }
            """
    }
}

/// One field of a spec: `{"name": …, "type": …, "doc": …}` and what the type needs.
struct ModelField {
    var name: String
    /// The Swift property that reads it; nil for a key only editors use (`jsonOnly`).
    var property: String?
    var type: String
    var doc: String
    var required: Bool
    var jsonOnly: Bool
    var minimum: Int?
    var maximum: Int?
    /// An enumeration's other spellings and refused values: a Swift expression (a table in the
    /// model's own file) or the table itself.
    var aliases: String?
    var refused: String?
    var xmlElement: String?
    /// The `Provenance` the field gives its object's other facts, as Swift (`provenance` in the spec).
    var provenance: String?
    var provenanceMarks: [String] = []

    init(_ object: [String: Any], at path: String) throws(ModelSource.Problem) {
        try checkKeys(object, ["name", "property", "type", "doc", "required", "jsonOnly", "minimum", "maximum", "aliases", "refused", "xmlElement", "provenance"], at: path)
        guard let name = object["name"] as? String, let type = object["type"] as? String, let doc = object["doc"] as? String else {
            throw ModelSource.Problem(description: "\(path): a field needs \"name\", \"type\" and \"doc\": \(object)")
        }
        (self.name, self.type, self.doc) = (name, type, doc)
        func flag(_ key: String) throws(ModelSource.Problem) -> Bool {
            guard let value = object[key] else { return false }
            guard let flag = value as? Bool else {
                throw ModelSource.Problem(description: "\(path): \(name)'s \"\(key)\" is true or false")
            }
            return flag
        }
        func integer(_ key: String) throws(ModelSource.Problem) -> Int? {
            guard let value = object[key] else { return nil }
            guard let number = value as? Int else { throw ModelSource.Problem(description: "\(path): \(name)'s \"\(key)\" is a whole number") }
            return number
        }
        func table(_ key: String) throws(ModelSource.Problem) -> String? {
            switch object[key] {
            case nil: return nil
            case let expression as String where isIdentifier(expression): return expression
            case let table as [String: String]:
                return "[" + table.sorted { $0.key < $1.key }.map { "\(Self.literal($0.key)): \(Self.literal($0.value))" }.joined(separator: ", ") + "]"
            default: throw ModelSource.Problem(description: "\(path): \(name)'s \"\(key)\" is a table of strings or the name of one")
            }
        }
        required = try flag("required")
        jsonOnly = try flag("jsonOnly")
        (minimum, maximum) = (try integer("minimum"), try integer("maximum"))
        (aliases, refused) = (try table("aliases"), try table("refused"))
        xmlElement = object["xmlElement"] as? String
        if let marking = object["provenance"] {
            guard let marking = marking as? [String: Any], let marks = marking["marks"] as? [String], !marks.isEmpty,
                  Set(marking.keys).isSubset(of: ["marks", "when", "reason", "descriptionWide"]),
                  marking["when"] == nil || marking["when"] is Bool, marking["reason"] == nil || marking["reason"] is String,
                  (marking["when"] != nil) == (type == "Bool"), type == "Bool" || type == "String" else {
                throw ModelSource.Problem(description: "\(path): \(name)'s \"provenance\" is {\"marks\": [field names or \"*\"], \"when\": true or false (a Bool field), \"reason\": text, \"descriptionWide\": true or false} on a Bool or String field")
            }
            var arguments = ["marks: [" + marks.map(Self.literal).joined(separator: ", ") + "]"]
            if let when = marking["when"] as? Bool { arguments.append("when: \(when)") }
            if let reason = marking["reason"] as? String { arguments.append("reason: " + Self.literal(reason)) }
            if marking["descriptionWide"] as? Bool == true { arguments.append("descriptionWide: true") }
            provenance = "Provenance(" + arguments.joined(separator: ", ") + ")"
            provenanceMarks = marks
        }
        let property = object["property"] as? String ?? name
        guard isIdentifier(property) || jsonOnly else {
            throw ModelSource.Problem(description: "\(path): \(name) is no Swift name; give it a \"property\"")
        }
        self.property = jsonOnly ? nil : property
    }

    /// What a field of this type is in the shape and in Swift, and how the model reads it.
    struct Kind {
        var fieldType: String
        var swiftType: String
        var initialValue: String?
        /// The read from a `DecodedObject` named `object`, given the key's expression.
        var decode: (String) -> String
    }

    func kind(modelTypes: Set<String>, in owner: String) throws(ModelSource.Problem) -> Kind {
        func problem(_ text: String) -> ModelSource.Problem { ModelSource.Problem(description: "\(owner).\(name): \(text)") }
        let scalars = ["String", "Bool", "Int", "ColorValue"]
        let isEnumeration: (String) -> Bool = { !modelTypes.contains($0) && !scalars.contains($0) }
        let list = type.hasPrefix("[") && type.hasSuffix("]") ? type.dropFirst().dropLast()
            : type.hasPrefix("ModelList<") && type.hasSuffix(">") ? type.dropFirst("ModelList<".count).dropLast() : nil
        if minimum != nil || maximum != nil, type != "Int" { throw problem("minimum and maximum are for Int fields") }
        if aliases != nil || refused != nil, list != nil || !isEnumeration(type) { throw problem("aliases and refused are for enumerations") }
        if xmlElement != nil, !(list.map { modelTypes.contains(String($0)) } ?? false) {
            throw problem("only a list of objects names an xmlElement (its items' element; an object's is its field's name)")
        }
        if let list, list != "String", scalars.contains(String(list)) { throw problem("the model reads no list of \(list) yet") }
        func enumeration(_ type: String) -> String {
            var text = ".enumeration(values: \(type).allCases.map(\\.rawValue)"
            if let aliases { text += ", aliases: \(aliases)" }
            if let refused { text += ", refused: \(refused)" }
            return text + ")"
        }
        func element(_ type: String) throws(ModelSource.Problem) -> String {
            guard modelTypes.contains(type), let xmlElement else { throw problem("a list of objects names its items' \"xmlElement\"") }
            return ".list(.object { \(type).shape }, xmlElement: \(Self.literal(xmlElement)))"
        }
        switch type {
        case "String":
            return required
                ? Kind(fieldType: ".string", swiftType: "String", initialValue: "\"\"", decode: { "object.string(\($0)) ?? \"\"" })
                : Kind(fieldType: ".string", swiftType: "String?", decode: { "object.string(\($0))" })
        case "Bool": return Kind(fieldType: ".boolean", swiftType: "Bool?", decode: { "object.bool(\($0))" })
        case "Int":
            return Kind(fieldType: ".integer(minimum: \(minimum.map(String.init) ?? "nil"), maximum: \(maximum.map(String.init) ?? "nil"))",
                        swiftType: "Int?", decode: { "object.integer(\($0))" })
        case "ColorValue": return Kind(fieldType: ".color", swiftType: "ColorValue?", decode: { "object.color(\($0))" })
        case _ where type.hasPrefix("ModelList<") && type.hasSuffix(">"):
            let inner = String(type.dropFirst("ModelList<".count).dropLast())
            return Kind(fieldType: try element(inner), swiftType: type, initialValue: "[]", decode: { "object.list(\($0))" })
        case _ where type.hasPrefix("[") && type.hasSuffix("]"):
            let inner = String(type.dropFirst().dropLast())
            if inner == "String" {
                return Kind(fieldType: ".list(.string, xmlElement: nil)", swiftType: type, initialValue: "[]", decode: { "object.strings(\($0))" })
            }
            if isEnumeration(inner) {
                return Kind(fieldType: ".list(\(enumeration(inner)), xmlElement: nil)", swiftType: type, initialValue: "[]", decode: { "object.values(\($0))" })
            }
            return Kind(fieldType: try element(inner), swiftType: type, initialValue: "[]", decode: { "object.mapObjects(\($0), \(inner).init)" })
        case _ where modelTypes.contains(type):
            return Kind(fieldType: ".object { \(type).shape }", swiftType: type + "?", decode: { "object.object(\($0)).map(\(type).init)" })
        case _ where type.split(separator: ".").allSatisfy({ isIdentifier(String($0)) }):
            return Kind(fieldType: enumeration(type), swiftType: type + "?", decode: { "object.value(\($0))" })
        default:
            throw problem("unknown type \(type)")
        }
    }

    /// `text` as a Swift string literal, escaped as the rule catalogue's are.
    static func literal(_ text: String) -> String { RuleCatalogSource.swiftLiteral(text) }
}

private func checkKeys(_ object: [String: Any], _ known: Set<String>, at path: String) throws(ModelSource.Problem) {
    if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
        throw ModelSource.Problem(description: "\(path): unknown key \"\(unknown)\" (known: \(known.sorted().joined(separator: ", ")))")
    }
}

private func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else { return false }
    return text.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
}
