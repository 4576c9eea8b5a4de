/// Reports the places in Swift source whose chrome the importer could not read statically.
struct SwiftNotUnderstood: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.source == .swift ? description.notUnderstood.map(\.withWordsAsSubjectIfNone) : []
    }
}
