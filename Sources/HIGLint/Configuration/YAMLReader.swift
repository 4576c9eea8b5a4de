import Yams

/// Reads YAML (configuration files) into the same positioned tree the JSON and XML readers
/// produce, so that the shared decoder validates it with the same messages and suggestions.
/// Scalars follow YAML 1.2's core schema: `true`/`false`, `null`/`~`, numbers, else strings;
/// quoted scalars are always strings.
enum YAMLReader {
    /// The most nodes a configuration may have once its aliases are expanded: far above any real
    /// configuration, far below what nested aliases (a few hundred bytes) could expand to.
    static let maximumNodes = 100_000
    /// The deepest nesting of mappings and sequences, as for descriptions.
    static let maximumDepth = 256

    static func read(_ text: SourceText) throws(LoadError) -> DocumentNode {
        if let problem = text.utf8Problem() {
            throw LoadError(file: problem.file, position: problem.position, message: "not UTF-8 text; a configuration is UTF-8 YAML or JSON")
        }
        try checkFlowDepth(text)
        let yaml = String(decoding: text.bytes, as: UTF8.self)
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw LoadError(file: text.path, position: position(of: error), message: "malformed YAML: \(problem(of: error))")
        } catch {
            throw LoadError(file: text.path, position: SourcePosition(line: 1, column: 1), message: "malformed YAML")
        }
        guard let node else {
            return DocumentNode(content: .object([]), anchor: SourceAnchor(file: text.path, start: SourcePosition(line: 1, column: 1), path: "/"))
        }
        var budget = Budget()
        return try convert(node, file: text.path, path: "", budget: &budget, depth: 0)
    }

    /// Counts the nodes converted: libYAML expands aliases into shared nodes, so a few hundred
    /// bytes of nested aliases stand for billions of nodes; the count stops that before it grows.
    struct Budget { var nodes = 0 }

    /// Yams composes recursively, so flow collections nested too deep (`[[[[…`) are refused before
    /// it sees them; brackets inside quotes and comments do not count.
    private static func checkFlowDepth(_ text: SourceText) throws(LoadError) {
        var tracker = PositionTracker(bytes: text.bytes)
        var depth = 0
        var quote: UInt8? = nil
        var comment = false
        var previous: UInt8 = 0x0A
        for (offset, byte) in text.bytes.enumerated() {
            defer { previous = byte }
            if byte == 0x0A { comment = false; if quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") { continue } }
            if comment { continue }
            if let open = quote {
                if byte == open && !(open == UInt8(ascii: "\"") && previous == UInt8(ascii: "\\")) { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "#") where previous == 0x20 || previous == 0x0A || previous == 0x09: comment = true
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumDepth {
                    throw LoadError(file: text.path, position: tracker.position(at: offset),
                                    message: "nesting is deeper than \(maximumDepth) levels")
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
        }
    }

    private static func convert(_ node: Node, file: String, path: String, budget: inout Budget, depth: Int) throws(LoadError) -> DocumentNode {
        let start = node.mark.map { SourcePosition(line: $0.line, column: $0.column) } ?? SourcePosition(line: 1, column: 1)
        let anchor = SourceAnchor(file: file, start: start, path: path.isEmpty ? "/" : path)
        budget.nodes += 1
        if budget.nodes > maximumNodes {
            throw LoadError(at: anchor, "more than \(maximumNodes) values once YAML aliases are expanded; a configuration needs far fewer")
        }
        if depth > maximumDepth { throw LoadError(at: anchor, "nesting is deeper than \(maximumDepth) levels") }
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
                    value: try convert(value, file: file, path: memberPath, budget: &budget, depth: depth + 1), isAttribute: false))
            }
            return DocumentNode(content: .object(members), anchor: anchor)
        case .sequence(let sequence):
            var items: [DocumentNode] = []
            for (index, item) in sequence.enumerated() {
                items.append(try convert(item, file: file, path: path + "/\(index)", budget: &budget, depth: depth + 1))
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
        // libYAML's problems are fixed phrases; nothing else from the file is quoted, since a
        // configuration can name a file that is not YAML at all.
        case .duplicatedKeysInMapping: "a key appears twice in one mapping"
        default: "not valid YAML text"
        }
    }
}

/// YAML read for a front end that takes what it needs from a project file (XcodeGen's
/// `project.yml`): the same tree and limits as a configuration's; nil when the text is not such YAML.
public enum ProjectYAML {
    public static func read(bytes: [UInt8], path: String) -> DocumentNode? {
        try? YAMLReader.read(SourceText(path: path, bytes: bytes))
    }
}
