/// Lints descriptions with a set of rules. Usable from Swift code without the command line.
public struct Linter: Sendable {
    public let rules: [Rule]

    public init(rules: [Rule]) {
        self.rules = rules
    }

    /// The findings for one description, in a stable order.
    public func findings(in description: Description) -> [Finding] {
        rules.flatMap { $0.findings(in: description) }.sorted(by: Finding.reportOrder)
    }

    /// Lints files and directories. A file that cannot be loaded is reported with its position
    /// and the other files are still linted. Nothing is ever written to an input.
    public func lint(paths: [String]) -> LintResult {
        let discovery = FileDiscovery.files(for: paths)
        var result = LintResult(files: discovery.files, errors: discovery.errors)
        for file in discovery.files {
            switch DescriptionLoader.load(contentsOf: file) {
            case .success(let description): result.findings += findings(in: description)
            case .failure(let failure): result.errors += failure.errors
            }
        }
        return result
    }
}

/// Everything one run found: the files it read, the findings, and the inputs it could not read.
public struct LintResult: Sendable {
    /// The files linted, in the order they were named or found.
    public var files: [String]
    public var findings: [Finding] = []
    public var errors: [LoadError] = []

    public init(files: [String], findings: [Finding] = [], errors: [LoadError] = []) {
        self.files = files
        self.findings = findings
        self.errors = errors
    }

    public func count(of severity: Severity) -> Int { findings.count { $0.severity == severity } }
}

extension Finding {
    /// Position first, then rule id and message, so that output never depends on rule order.
    static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        (a.anchor.start.line, a.anchor.start.column, a.ruleID, a.message) < (b.anchor.start.line, b.anchor.start.column, b.ruleID, b.message)
    }
}
