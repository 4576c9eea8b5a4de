/// Reports the elements an Interface Builder import could not interpret, where they stand.
struct InterfaceBuilderNotUnderstood: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.source == .interfaceBuilder ? description.notUnderstood.map(\.withWordsAsSubjectIfNone) : []
    }
}
