/// Which values a custom rule looks at: a subset of JSONPath, the syntax Spectral's rulesets use,
/// evaluated over the decoded description, so that one selector works for JSON and XML alike
/// (both decode to the same field names) and every match keeps its exact position.
///
///     $                       the description
///     .name                   a field of each current object
///     [*]                     every element of each current list
///     ..name                  the field `name` of each current object and of every object below it
///     [?(@.name=='value')]    the list elements whose field `name` is `value`
///
/// For example `$.sidebar..title` is every sidebar row's title at any depth, and
/// `$.toolbar.groups[?(@.placement=='trailing')].items[*]` every item in the trailing group.
public struct Selector: Sendable, CustomStringConvertible {
    enum Step: Sendable, Equatable {
        case field(String)
        case each
        case descendant(String)
        case filter(field: String, value: String)
    }

    /// One selected value and where it stands.
    public struct Match {
        public var value: DecodedValue
        /// Where the value stands (the field that holds it, or the object), made into an anchor
        /// only for a finding.
        let source: any AnchorSource
        let place: NodePlace
        /// The value's position in its list, for a string, number or flag selected by `[*]`: such
        /// an element may have no place of its own (an XML attribute's words stand at the
        /// attribute), and without its position the elements of one list would be taken for one
        /// value selected again.
        let element: Int

        public var anchor: SourceAnchor { source.anchor(at: place) }

        init(value: DecodedValue, source: any AnchorSource, place: NodePlace, element: Int = -1) {
            (self.value, self.source, self.place, self.element) = (value, source, place, element)
        }

        /// The match of an object, at the object.
        init(_ object: DecodedObject) {
            self.init(value: .object(object), source: object.source, place: object.place)
        }
    }

    let steps: [Step]
    public let description: String

    /// Parses a selector; the error names the character offset where it went wrong.
    public init(_ text: String) throws(SelectorError) {
        description = text
        var steps: [Step] = []
        let characters = Array(text)
        guard characters.first == "$" else { throw SelectorError(offset: 0, message: "a selector starts with $") }
        var index = 1
        func name() throws(SelectorError) -> String {
            let start = index
            while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "-" || characters[index] == "_" {
                index += 1
            }
            guard index > start else { throw SelectorError(offset: start, message: "expected a field name") }
            return String(characters[start..<index])
        }
        while index < characters.count {
            if characters[index] == "." {
                index += 1
                if index < characters.count, characters[index] == "." {
                    index += 1
                    steps.append(.descendant(try name()))
                } else {
                    steps.append(.field(try name()))
                }
            } else if text.dropFirst(index).hasPrefix("[*]") {
                index += 3
                steps.append(.each)
            } else if text.dropFirst(index).hasPrefix("[?(@.") {
                index += 5
                let field = try name()
                guard text.dropFirst(index).hasPrefix("=='") else { throw SelectorError(offset: index, message: "expected =='value' in a filter") }
                index += 3
                let start = index
                while index < characters.count, characters[index] != "'" { index += 1 }
                let value = String(characters[start..<min(index, characters.count)])
                guard text.dropFirst(index).hasPrefix("')]") else { throw SelectorError(offset: index, message: "expected ')] to close the filter") }
                index += 3
                steps.append(.filter(field: field, value: value))
            } else {
                throw SelectorError(offset: index, message: "expected .name, ..name, [*] or [?(@.name=='value')]")
            }
        }
        self.steps = steps
    }

    /// The most values one selector may select in one description, and the most nodes it may
    /// visit there. Each step keeps every node once and visits every node at most once, so a
    /// selector costs at most (steps × nodes); the limits only stop a huge description early.
    public static let maximumMatches = 100_000
    public static let maximumVisits = 10_000_000

    /// What a selector selected, or why it stopped.
    public struct Selection {
        public var matches: [Match]
        /// Set when a limit stopped the selector; the matches are then incomplete.
        public var exceeded: String?
    }

    public func select(in root: DecodedObject) -> [Match] {
        selection(in: root).matches
    }

    public func selection(in root: DecodedObject) -> Selection {
        var current = [Match(root)]
        var visits = 0
        for step in steps {
            // One match reaches each value once at most; several (after a `..` step) may reach one twice.
            var seen: Set<NodeKey>? = current.count > 1 ? [] : nil
            var next: [Match] = []
            var visited = Set<NodeKey>()
            for match in current {
                for found in apply(step, to: match, visited: &visited, visits: &visits)
                where seen?.insert(NodeKey(found.source, found.place, element: found.element)).inserted ?? true {
                    next.append(found)
                }
                if visits > Self.maximumVisits {
                    return Selection(matches: next, exceeded: "visited more than \(Self.maximumVisits) values")
                }
                if next.count > Self.maximumMatches {
                    return Selection(matches: Array(next.prefix(Self.maximumMatches)), exceeded: "selected more than \(Self.maximumMatches) values")
                }
            }
            current = next
        }
        return Selection(matches: current, exceeded: nil)
    }

    /// One value of the description: its document, its place there and, for an element of a list
    /// of strings, numbers or flags, its position in the list.
    struct NodeKey: Hashable {
        var document: ObjectIdentifier
        var place: NodePlace
        var element: Int
        init(_ source: any AnchorSource, _ place: NodePlace, element: Int = -1) {
            (document, self.place, self.element) = (ObjectIdentifier(source), place, element)
        }
    }

    private func apply(_ step: Step, to match: Match, visited: inout Set<NodeKey>, visits: inout Int) -> [Match] {
        switch step {
        case .field(let name):
            guard case .object(let object) = match.value else { return [] }
            return object.match(name).map { [$0] } ?? []
        case .each:
            guard case .list(let items) = match.value else { return [] }
            return items.enumerated().map { position, item in
                if case .object(let object) = item { return Match(object) }
                // At the element itself where the document says where it is (JSON), else at its list.
                let place = match.source.place(ofElement: position, in: match.place) ?? match.place
                return Match(value: item, source: match.source, place: place, element: position)
            }
        case .filter(let field, let value):
            guard case .list(let items) = match.value else { return [] }
            return items.compactMap { item in
                guard case .object(let object) = item, object.string(field) == value else { return nil }
                return Match(object)
            }
        case .descendant(let name):
            var found: [Match] = []
            // Objects already walked in this step (inside an earlier match) are not walked again.
            func visit(_ value: DecodedValue) {
                visits += 1
                guard visits <= Self.maximumVisits else { return }
                switch value {
                case .object(let object):
                    guard visited.insert(NodeKey(object.source, object.place)).inserted else { return }
                    if let hit = object.match(name) { found.append(hit) }
                    for value in object.givenValues { visit(value) }
                case .list(let items):
                    items.forEach(visit)
                default:
                    break
                }
            }
            visit(match.value)
            return found
        }
    }
}

public struct SelectorError: Error, Sendable {
    public var offset: Int
    public var message: String
}

extension DecodedObject {
    /// A given field as a selector match.
    func match(_ field: String) -> Selector.Match? {
        guard let index = fieldNames.firstIndex(of: field), let value = value(at: index) else { return nil }
        return Selector.Match(value: value, source: source, place: place(at: index) ?? place)
    }
}
