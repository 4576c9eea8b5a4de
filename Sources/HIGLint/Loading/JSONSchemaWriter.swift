/// Writes the JSON Schema of the JSON description format from the same shapes that the decoder
/// checks descriptions against, so that the schema cannot drift from what hig-lint accepts.
public enum JSONSchemaWriter {
    public static let schemaID = "https://github.com/hig-lint/hig-lint/schema/description.schema.json"

    public static func descriptionSchema() -> JSONValue {
        var definitions: [String: JSONValue] = [:]
        collect(Description.shape, into: &definitions)
        var root = objectSchema(Description.shape)
        root["$schema"] = .string("http://json-schema.org/draft-07/schema#")
        root["$id"] = .string(schemaID)
        root["title"] = .string("hig-lint description")
        root["definitions"] = .object(definitions.filter { $0.key != Description.shape.definition })
        return .object(root)
    }

    private static func collect(_ shape: Shape, into definitions: inout [String: JSONValue]) {
        guard definitions[shape.definition] == nil else { return }
        definitions[shape.definition] = .object(objectSchema(shape))
        for field in shape.fields {
            var type = field.type
            if case .list(let element, _) = type { type = element }
            if case .object(let inner) = type { collect(inner(), into: &definitions) }
        }
    }

    private static func objectSchema(_ shape: Shape) -> [String: JSONValue] {
        var properties: [String: JSONValue] = [:]
        for field in shape.fields {
            var property = typeSchema(field.type)
            property["description"] = .string(field.summary)
            properties[field.name] = .object(property)
        }
        // Any object may carry an inline suppression.
        properties[Suppression.keyword] = .object([
            "type": .string("object"),
            "description": .string("Rules silenced for this object and everything inside it: the rule id, and the reason as the value."),
            "additionalProperties": .object(["type": .string("string")]),
        ])
        var schema: [String: JSONValue] = [
            "type": .string("object"),
            "description": .string(shape.summary),
            "properties": .object(properties),
            "additionalProperties": .bool(false),
        ]
        let required = shape.fields.filter(\.required).map { JSONValue.string($0.name) }
        if !required.isEmpty { schema["required"] = .array(required) }
        if !shape.exclusive.isEmpty {
            schema["allOf"] = .array(shape.exclusive.flatMap { group in
                group.indices.flatMap { i in group.indices.filter { $0 > i }.map { j in
                    JSONValue.object(["not": .object(["required": .array([.string(group[i]), .string(group[j])])])])
                } }
            })
        }
        return schema
    }

    private static func typeSchema(_ type: FieldType) -> [String: JSONValue] {
        switch type {
        case .string:
            return ["type": .string("string")]
        case .boolean:
            return ["type": .string("boolean")]
        case .integer(let minimum, let maximum):
            var schema: [String: JSONValue] = ["type": .string("integer")]
            if let minimum { schema["minimum"] = .integer(minimum) }
            if let maximum { schema["maximum"] = .integer(maximum) }
            return schema
        case .enumeration(let values, let aliases, _):
            return ["type": .string("string"), "enum": .array((values + aliases.keys.sorted()).map(JSONValue.string))]
        case .color:
            return ["type": .string("string"),
                    "pattern": .string("^(accent|default|#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8}|[A-Za-z][A-Za-z0-9._]*)$")]
        case .object(let inner):
            return ["$ref": .string("#/definitions/\(inner().definition)")]
        case .list(let element, _):
            return ["type": .string("array"), "items": .object(typeSchema(element))]
        }
    }
}
