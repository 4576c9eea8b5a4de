/// Finds window and toolbar titles of `limit` or more user-perceived characters.
struct TitleLength: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        let limit = parameters["limit"]
        return description.titles.compactMap { title in
            // String.count counts grapheme clusters: what a person sees as one character.
            // A title code adds to is at least as long as what it writes.
            guard title.knownCount >= limit else { return nil }
            return title.violation(.longTitle(owner: title.owner, title: title.text, count: title.knownCount, atLeast: title.continues, limit: limit))
        }
    }
}

extension FindingMessage {
    fileprivate static func longTitle(owner: String, title: String, count: Int, atLeast: Bool, limit: Int) -> FindingMessage {
        FindingMessage("\(owner) title \"\(title)\" has \(atLeast ? "at least " : "")\(count) characters; keep it under \(limit)", subject: ["owner": owner, "title": title])
    }
}
