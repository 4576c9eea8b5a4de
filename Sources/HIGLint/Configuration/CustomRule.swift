import Foundation

/// A house rule written as data: a selector and a reusable assertion with options, in the same
/// metadata format as the built-in rules in `Rules/`. Loaded from a configuration's
/// `custom-rules:` list or from the files in its `rules-dir:`.
struct CustomCheck: Check {
    enum Assertion: Sendable {
        case maxLength(Int), minLength(Int)
        case pattern(Pattern), notPattern(Pattern)
        case values([String])
        case count(min: Int?, max: Int?)
        case required(String)
        case maxDepth(Int, through: String)
    }

    let selector: Selector
    let assertion: Assertion
    let message: String
    /// The rule parameter that supplies the assertion's number, for rules whose threshold people tune.
    let parameter: String?

    init() { preconditionFailure("data-driven checks are built from their rule file or configuration") }

    init(selector: Selector, assertion: Assertion, message: String, parameter: String? = nil) {
        (self.selector, self.assertion, self.message, self.parameter) = (selector, assertion, message, parameter)
    }

    /// A selector that may reach the sidebar's rows reads all of them at once: its count, and the
    /// count in its messages, are the whole sidebar's.

    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let document = description.document else { return [] }
        let selection = selector.selection(in: document)
        if let exceeded = selection.exceeded {
            return [Violation(at: document.anchor, "the selector \(selector) \(exceeded) in this description; it was stopped there, so this rule was not checked")]
        }
        let matches = selection.matches
        let assertion = parameter.map { self.assertion.with(limit: parameters[$0]) } ?? self.assertion
        switch assertion {
        case .count(let minimum, let maximum):
            let count = matches.count
            guard minimum.map({ count < $0 }) == true || maximum.map({ count > $0 }) == true else { return [] }
            let anchor = maximum.map { count > $0 } == true ? matches[maximum!].anchor : (matches.first?.anchor ?? document.anchor)
            return [Violation(at: anchor, fill(value: "", count: count, limit: (count > (maximum ?? Int.max) ? maximum : minimum) ?? 0))]
        default:
            return matches.compactMap { match in
                violated(by: match, assertion).map { Violation(at: match.anchor, fill(value: $0.value, count: matches.count, limit: $0.limit)) }
            }
        }
    }

    /// The text shown for the value and the limit it broke, when it breaks the assertion.
    private func violated(by match: Selector.Match, _ assertion: Assertion) -> (value: String, limit: CustomStringConvertible)? {
        let text: String? = if case .string(let string) = match.value { string } else { nil }
        switch assertion {
        case .maxLength(let limit):
            guard let text, text.count > limit else { return nil }
            return (text, limit)
        case .minLength(let limit):
            guard let text, text.count < limit else { return nil }
            return (text, limit)
        case .pattern(let pattern):
            guard let text, !pattern.wholeMatch(text) else { return nil }
            return (text, pattern.source)
        case .notPattern(let pattern):
            guard let text, pattern.firstMatch(text) else { return nil }
            return (text, pattern.source)
        case .values(let allowed):
            guard let text, !allowed.contains(text) else { return nil }
            return (text, allowed.joined(separator: ", "))
        case .required(let field):
            guard case .object(let object) = match.value, object.match(field) == nil else { return nil }
            return (object.string("title") ?? object.string("label") ?? object.string("kind") ?? object.anchor.path, field)
        case .maxDepth(let limit, let field):
            func depth(_ value: DecodedValue) -> Int {
                guard case .object(let object) = value, case .list(let children)? = object.match(field)?.value else { return 1 }
                return 1 + (children.map(depth).max() ?? 0)
            }
            let found = depth(match.value)
            guard found > limit else { return nil }
            return ("\(found)", limit)
        case .count:
            return nil
        }
    }

    /// The message with its placeholders filled; a value longer than 200 characters is cut, so that
    /// `{value}` repeated in a message cannot multiply a huge title.
    private func fill(value: String, count: Int, limit: CustomStringConvertible) -> String {
        let shown = value.count > 200 ? value.prefix(200) + "…" : value
        return message.replacingEvery("{value}", with: shown)
            .replacingEvery("{count}", with: "\(count)")
            .replacingEvery("{limit}", with: "\(limit)")
    }
}

private extension String {
    /// Every occurrence of `target`'s bytes replaced, left to right and not overlapping. A search
    /// by characters (Foundation's `replacingOccurrences` on Linux, which this replaces) misses a
    /// placeholder that a combining mark follows, since the mark joins its closing brace into one
    /// character.
    func replacingEvery(_ target: String, with replacement: String) -> String {
        let bytes = Array(utf8), needle = Array(target.utf8)
        guard let first = needle.first, bytes.count >= needle.count else { return self }
        var out: [UInt8] = []
        var index = 0, copied = 0
        while index <= bytes.count - needle.count {
            if bytes[index] == first && bytes[index..<index + needle.count].elementsEqual(needle) {
                out += bytes[copied..<index]
                out += replacement.utf8
                index += needle.count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied > 0 else { return self }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }
}

extension CustomCheck.Assertion {
    /// The same assertion with its number replaced by a parameter's value.
    func with(limit: Int) -> Self {
        switch self {
        case .maxLength: .maxLength(limit)
        case .minLength: .minLength(limit)
        case .count(let minimum, let maximum): maximum != nil ? .count(min: minimum, max: limit) : .count(min: limit, max: nil)
        case .maxDepth(_, let field): .maxDepth(limit, through: field)
        default: self
        }
    }

    /// Reads an `assert` object: exactly one check with its option.
    static func read(_ assertion: DecodedObject, problems: inout [LoadError], at anchor: SourceAnchor) -> Self? {
        var found: [Self] = []
        if let value = assertion.integer("maxLength") { found.append(.maxLength(value)) }
        if let value = assertion.integer("minLength") { found.append(.minLength(value)) }
        for key in ["pattern", "notPattern"] {
            guard let value = assertion.string(key) else { continue }
            do throws(SelectorError) {
                let pattern = try Pattern(value)
                found.append(key == "pattern" ? .pattern(pattern) : .notPattern(pattern))
            } catch {
                problems.append(LoadError(at: assertion.anchor(of: key), "bad pattern at character \(error.offset + 1): \(error.message)"))
                found.append(.values([]))  // counted, so that "exactly one check" is not reported as well
            }
        }
        if assertion.givenFields.contains("values") { found.append(.values(assertion.strings("values"))) }
        if assertion.integer("minCount") != nil || assertion.integer("maxCount") != nil {
            found.append(.count(min: assertion.integer("minCount"), max: assertion.integer("maxCount")))
        }
        if let value = assertion.string("required") { found.append(.required(value)) }
        if let value = assertion.integer("maxDepth") { found.append(.maxDepth(value, through: assertion.string("depthField") ?? "children")) }
        if found.count != 1 {
            problems.append(LoadError(at: anchor, "an assertion gives exactly one check (minCount and maxCount count as one); found \(found.count)"))
            return nil
        }
        return found[0]
    }
}

extension CustomCheck {
    /// Builds the check from the `select`, `assert` and `message` fields of a rule, built-in or custom.
    static func read(_ object: DecodedObject, problems: inout [LoadError]) -> CustomCheck? {
        var selector: Selector?
        do throws(SelectorError) {
            selector = try Selector(object.string("select") ?? "")
        } catch {
            problems.append(LoadError(at: object.anchor(of: "select"), "bad selector at character \(error.offset + 1): \(error.message)"))
        }
        let assertion = object.object("assert")
        let check = assertion.flatMap { Assertion.read($0, problems: &problems, at: object.anchor(of: "assert")) }
        guard let selector, let check, let message = object.string("message") else { return nil }
        return CustomCheck(selector: selector, assertion: check, message: message, parameter: assertion?.string("parameter"))
    }
}

extension Configuration {
    static let customRuleShape = Shape(
        name: "custom rule", definition: "CustomRule", summary: "A house rule: a selector, an assertion and a message.",
        fields: [
            Field("id", .string, required: true, "A kebab-case id, unique among all rules."),
            Field("name", .string, "A short name for tables."),
            Field("summary", .string, required: true, "One line saying what the rule wants."),
            Field("rationale", .string, "Why."),
            Field("hig", .string, "A link explaining the rule (any https address)."),
            Field("severity", .enumeration(values: Severity.allCases.map(\.rawValue)), required: true, "The severity of its findings."),
            Field("category", .enumeration(values: RuleMetadata.categories), "The part of the chrome it is about."),
            Field("platforms", .list(.enumeration(values: Platform.allCases.map(\.rawValue)), xmlElement: nil), "The platforms it applies to (default: all)."),
            Field("select", .string, required: true, "Which values to check: a JSONPath subset such as $.sidebar..title."),
            Field("assert", .object { assertionShape }, required: true, "What every selected value must satisfy (exactly one key)."),
            Field("message", .string, required: true, "The finding's text; {value}, {count} and {limit} are filled in."),
        ])

    static let assertionShape = Shape(
        name: "assertion", definition: "CustomAssertion", summary: "One reusable check with its option.",
        fields: [
            Field("maxLength", .integer(minimum: 0, maximum: nil), "Strings no longer than this many characters."),
            Field("minLength", .integer(minimum: 0, maximum: nil), "Strings at least this many characters long."),
            Field("pattern", .string, "Strings that match this regular expression as a whole."),
            Field("notPattern", .string, "Strings in which this regular expression matches nowhere."),
            Field("values", .list(.string, xmlElement: nil), "Strings that are one of these."),
            Field("minCount", .integer(minimum: 0, maximum: nil), "At least this many matches."),
            Field("maxCount", .integer(minimum: 0, maximum: nil), "At most this many matches."),
            Field("required", .string, "Selected objects give this field."),
            Field("maxDepth", .integer(minimum: 1, maximum: nil), "Selected objects nest at most this many levels through `depthField`."),
            Field("depthField", .string, "The field maxDepth follows (default children)."),
            Field("parameter", .string, "A rule parameter whose value replaces the number above (built-in rules whose threshold is tunable)."),
        ])

    /// Builds a rule from a decoded custom rule, or says what is wrong with it, positioned.
    static func customRule(_ object: DecodedObject, file: String) -> Result<Rule, LoadFailure> {
        var problems: [LoadError] = []
        let id = object.string("id") ?? ""
        if !id.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) || id.first?.isLetter != true {
            problems.append(LoadError(at: object.anchor(of: "id"), "rule id '\(id)' must be kebab-case: lowercase letters, digits and hyphens"))
        }
        let check = CustomCheck.read(object, problems: &problems)
        guard problems.isEmpty, let check else { return .failure(LoadFailure(errors: problems)) }
        let platforms: [Platform] = object.values("platforms")
        let metadata = RuleMetadata(
            id: id, name: object.string("name") ?? id, summary: object.string("summary") ?? "", rationale: object.string("rationale") ?? "",
            helpURI: object.string("hig") ?? "", severity: object.value("severity") ?? .warning,
            category: object.string("category") ?? "window", platforms: platforms.isEmpty ? Platform.allCases : platforms.sorted(),
            guidance: [], parameters: [], file: file, examples: [])
        return .success(Rule(metadata: metadata, check: check))
    }
}
