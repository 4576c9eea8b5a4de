/// The logic of one rule. Everything else about the rule (id, severity, platforms, parameters and
/// their defaults, wording of its rationale) lives in its data file in `Rules/`.
public protocol Check: Sendable {
    init()
    func violations(in description: Description, parameters: RuleParameters) -> [Violation]
    /// How the check reads the rows of the description's own sidebar, which a file too large to
    /// hold whole gives one top-level row at a time (`DescriptionInSections`). `.none` by default.
    var sidebarRows: SidebarRowUse { get }
}

extension Check {
    public var sidebarRows: SidebarRowUse { .none }
}

/// How a check reads the rows of the description's own sidebar (`Description.sidebar.items`),
/// so that a file read in sections is checked as if it were read whole.
public enum SidebarRowUse: Sendable {
    /// Not at all, or through `Sidebar.sectionTally` only: the check runs on the outline alone.
    case none
    /// Each top-level row with its children, apart from the other rows: the check runs on the
    /// outline, and once for each row on the outline holding that row alone.
    case eachRow
    /// All the rows at once: a file is read whole when such a check is on for it.
    case allRows
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
