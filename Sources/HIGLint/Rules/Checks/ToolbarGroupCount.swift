/// Finds toolbars with more than `maxGroups` groups, pointing at the first group over the limit.
struct ToolbarGroupCount: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        let maxGroups = parameters["maxGroups"]
        guard let toolbar = description.toolbar, toolbar.groups.count > maxGroups else { return [] }
        return [Violation(at: toolbar.groups[maxGroups].anchors.object,
                          "toolbar has \(toolbar.groups.count) groups of controls; use at most \(maxGroups)")]
    }
}
