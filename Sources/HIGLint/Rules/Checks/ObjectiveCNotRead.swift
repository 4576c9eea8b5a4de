/// Reports the Objective-C files whose code builds chrome, which hig-lint does not read yet.
struct ObjectiveCNotRead: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.source == .objectiveC ? description.notUnderstood.map(\.withWordsAsSubjectIfNone) : []
    }
}
