/// Finds window and toolbar titles of `limit` or more user-perceived characters.
struct TitleLength: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        let limit = parameters["limit"]
        return description.titles.compactMap { title in
            // String.count counts grapheme clusters: what a person sees as one character.
            guard title.text.count >= limit else { return nil }
            return title.violation(.longTitle(owner: title.owner, title: title.text, limit: limit))
        }
    }
}

extension FindingMessage {
    fileprivate static func longTitle(owner: String, title: String, limit: Int) -> FindingMessage {
        FindingMessage("\(owner) title \"\(title)\" has \(title.count) characters; keep it under \(limit)", subject: ["owner": owner, "title": title])
    }
}
