/// A rule: its metadata from `Rules/<id>.json` bound to the check that implements it.
public struct Rule: Sendable {
    public let metadata: RuleMetadata
    public let check: any Check

    /// Whether the rule runs on a description for these platforms (none named: every platform).
    public func applies(to platforms: [Platform]) -> Bool {
        platforms.isEmpty || platforms.contains { metadata.platforms.contains($0) }
    }

    public func findings(in description: Description) -> [Finding] {
        guard applies(to: description.platforms) else { return [] }
        return check.violations(in: description, parameters: metadata.defaultParameters).map {
            Finding(ruleID: metadata.id, severity: metadata.severity, message: $0.message, anchor: $0.anchor, helpURI: metadata.helpURI)
        }
    }
}

/// What `Rules/<id>.json` says about a rule.
public struct RuleMetadata: Sendable {
    public struct Parameter: Sendable {
        public var name: String
        public var summary: String
        public var defaultValue: Int
        public var minimum: Int?
        public var maximum: Int?
    }

    /// An example description from `Fixtures/rules/<id>/`, shown by `explain`.
    public struct Example: Sendable {
        public var path: String
        public var text: String
        public var isFailing: Bool { path.split(separator: "/").last?.hasPrefix("failing") == true }
    }

    public var id: String
    public var name: String
    public var summary: String
    public var rationale: String
    public var helpURI: String
    public var severity: Severity
    public var category: String
    public var platforms: [Platform]
    public var parameters: [Parameter]
    public var file: String
    public var examples: [Example]

    public var defaultParameters: RuleParameters {
        RuleParameters(Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.defaultValue) }))
    }

    static let categories = ["sidebar", "toolbar", "window", "tab-bar"]

    static let shape: Shape = Shape(
        name: "rule", definition: "Rule", summary: "A rule's metadata.",
        fields: [
            Field("id", .string, required: true, "A stable, never reused, kebab-case id; also the file's name."),
            Field("name", .string, required: true, "A short name for tables."),
            Field("check", .string, required: true, "The Swift type that implements the check."),
            Field("summary", .string, required: true, "One line saying what the rule wants."),
            Field("rationale", .string, required: true, "Why, paraphrasing the guideline in the project's own words."),
            Field("hig", .string, required: true, "The Human Interface Guidelines page and anchor the rule follows."),
            Field("severity", .enumeration(values: Severity.allCases.map(\.rawValue)), required: true, "The default severity, from the guidance's strength."),
            Field("category", .enumeration(values: categories), required: true, "The part of the chrome the rule is about."),
            Field("platforms", .list(.enumeration(values: Platform.allCases.map(\.rawValue)), xmlElement: nil), required: true, "The platforms the guidance is written for."),
            Field("parameters", .list(.object { parameterShape }, xmlElement: "parameter"), "Thresholds and other settings, with defaults."),
        ])

    static let parameterShape: Shape = Shape(
        name: "rule parameter", definition: "RuleParameter", summary: "A rule setting.",
        fields: [
            Field("name", .string, required: true, "The parameter's name."),
            Field("summary", .string, required: true, "What the parameter controls."),
            Field("default", .integer(minimum: nil, maximum: nil), required: true, "The default value."),
            Field("minimum", .integer(minimum: nil, maximum: nil), "The smallest value allowed."),
            Field("maximum", .integer(minimum: nil, maximum: nil), "The largest value allowed."),
        ])
}
