import Yams

/// Reads YAML (configuration files) into the same positioned tree the JSON and XML readers
/// produce, so that the shared decoder validates it with the same messages and suggestions.
/// Scalars follow YAML 1.2's core schema: `true`/`false`, `null`/`~`, numbers, else strings;
/// quoted scalars are always strings.
enum YAMLReader {
    static func read(_ text: SourceText) throws(LoadError) -> DocumentNode {
        if let problem = text.utf8Problem() { throw problem }
        let yaml = String(decoding: text.bytes, as: UTF8.self)
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw LoadError(file: text.path, position: position(of: error), message: "malformed YAML: \(problem(of: error))")
        } catch {
            throw LoadError(file: text.path, position: SourcePosition(line: 1, column: 1), message: "malformed YAML: \(error)")
        }
        guard let node else {
            return DocumentNode(content: .object([]), anchor: SourceAnchor(file: text.path, start: SourcePosition(line: 1, column: 1), path: "/"))
        }
        return try convert(node, file: text.path, path: "")
    }

    private static func convert(_ node: Node, file: String, path: String) throws(LoadError) -> DocumentNode {
        let start = node.mark.map { SourcePosition(line: $0.line, column: $0.column) } ?? SourcePosition(line: 1, column: 1)
        let anchor = SourceAnchor(file: file, start: start, path: path.isEmpty ? "/" : path)
        switch node {
        case .mapping(let mapping):
            var members: [DocumentNode.Member] = []
            for (key, value) in mapping {
                guard case .scalar(let name) = key else {
                    throw LoadError(at: anchor, "only plain keys are allowed in a configuration")
                }
                let keyStart = key.mark.map { SourcePosition(line: $0.line, column: $0.column) } ?? start
                let memberPath = path + "/" + name.string
                members.append(DocumentNode.Member(
                    name: name.string, nameAnchor: SourceAnchor(file: file, start: keyStart, path: memberPath),
                    value: try convert(value, file: file, path: memberPath), isAttribute: false))
            }
            return DocumentNode(content: .object(members), anchor: anchor)
        case .sequence(let sequence):
            var items: [DocumentNode] = []
            for (index, item) in sequence.enumerated() {
                items.append(try convert(item, file: file, path: path + "/\(index)"))
            }
            return DocumentNode(content: .array(items), anchor: anchor)
        case .scalar(let scalar):
            return DocumentNode(content: content(of: scalar), anchor: anchor)
        case .alias:
            throw LoadError(at: anchor, "YAML aliases are not allowed in a configuration")
        }
    }

    private static func content(of scalar: Node.Scalar) -> DocumentNode.Content {
        guard scalar.style == .plain else { return .string(scalar.string) }
        switch scalar.string {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null", "~", "": return .null
        default:
            let text = scalar.string
            let isNumber = text.first.map { $0 == "-" || $0.isASCII && $0.isNumber } == true
                && text.dropFirst().allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "+" || $0 == "-") }
                && text.contains(where: \.isNumber)
            return isNumber ? .number(text) : .string(text)
        }
    }

    private static func position(of error: YamlError) -> SourcePosition {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return SourcePosition(line: mark.line, column: mark.column)
        case .duplicatedKeysInMapping(_, let context):
            return SourcePosition(line: context.mark.line, column: context.mark.column)
        default:
            return SourcePosition(line: 1, column: 1)
        }
    }

    private static func problem(of error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): problem
        case .duplicatedKeysInMapping(let duplicates, _): "duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", "))"
        default: "\(error)"
        }
    }
}
