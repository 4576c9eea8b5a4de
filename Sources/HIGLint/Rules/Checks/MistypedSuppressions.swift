/// The `unused-suppression` rule's own finding: comments that look like suppressions but are not
/// (`hig-lint-disable: id`, `higlint:disable id`, `hig-lint disable id`) and so silence nothing.
/// Suppressions that are well formed but silence nothing are reported while the linter applies
/// them (see `Linter.check`).
struct MistypedSuppressions: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.suppressions.compactMap { suppression in
            suppression.mistyped.map { Violation(at: suppression.anchor, .notASuppression(comment: String($0.prefix(60)))) }
        }
    }
}

extension FindingMessage {
    fileprivate static func notASuppression(comment: String) -> FindingMessage {
        FindingMessage("comment \"\(comment)\" is not a suppression, so it silences nothing; write <!-- \(Suppression.keyword) RULE-ID[, RULE-ID]: reason -->",
                       subject: ["comment": comment])
    }
}
