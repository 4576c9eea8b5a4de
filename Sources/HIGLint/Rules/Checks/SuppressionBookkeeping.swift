/// The `unused-suppression` and `suppression-reason` rules: the linter reports them while it
/// applies inline suppressions (see `Linter.check`), so the check itself finds nothing.
struct SuppressionBookkeeping: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] { [] }
}
