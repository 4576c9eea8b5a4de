/// The logic of one rule. Everything else about the rule (id, severity, platforms, parameters and
/// their defaults, wording of its rationale) lives in its data file in `Rules/`.
public protocol Check: Sendable {
    init()
    func violations(in description: Description, parameters: RuleParameters) -> [Violation]
}

/// A rule's parameter values, with the defaults from its data file.
public struct RuleParameters: Sendable {
    let values: [String: Int]
    /// The platform the values were chosen for, when a rule's defaults differ by platform; a
    /// check can name it in its messages.
    public let platform: Platform?

    public init(_ values: [String: Int], platform: Platform? = nil) {
        self.values = values
        self.platform = platform
    }

    /// A parameter's value. The catalogue test proves that every name a check reads is declared in
    /// its rule file, so a missing name is a programming error, not bad input.
    public subscript(name: String) -> Int {
        guard let value = values[name] else { preconditionFailure("parameter '\(name)' is not declared in the rule's file") }
        return value
    }
}
