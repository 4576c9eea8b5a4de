/// Finds window and toolbar titles of `limit` or more user-perceived characters.
struct TitleLength: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        let limit = parameters["limit"]
        return description.titles.compactMap { title in
            // String.count counts grapheme clusters: what a person sees as one character.
            guard title.text.count >= limit else { return nil }
            return title.violation("\(title.owner) title \"\(title.text)\" has \(title.text.count) characters; keep it under \(limit)")
        }
    }
}
