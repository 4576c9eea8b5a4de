/// The `suppression-reason` rule: the linter reports it in the stage after checking, with the
/// suppressions that silence nothing (`Linter.suppressionFindings`), so the check itself finds nothing.
struct SuppressionBookkeeping: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] { [] }
}

extension SuppressionBookkeeping {
    /// The rules about suppressions among a file's rules, found by their checks: the one that
    /// reports suppressions that silence nothing (whose check reports comments that only look
    /// like suppressions), and the one that reports suppressions that give no reason.
    struct Rules {
        let unused: Rule?
        let reasonless: Rule?

        init(_ rules: [Rule]) {
            unused = rules.first { $0.check is MistypedSuppressions }
            reasonless = rules.first { $0.check is SuppressionBookkeeping }
        }
    }
}
