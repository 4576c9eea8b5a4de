/// Finds window and toolbar titles of `limit` or more user-perceived characters.
struct TitleLength: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        let limit = parameters["limit"]
        let titles: [(String, String?, SourceAnchor?)] = [
            ("window", description.window?.title, description.window?.anchors["title"]),
            ("toolbar", description.toolbar?.title, description.toolbar?.anchors["title"]),
        ]
        return titles.compactMap { owner, title, anchor in
            // String.count counts grapheme clusters: what a person sees as one character.
            guard let title, let anchor, title.count >= limit else { return nil }
            return Violation(at: anchor, "\(owner) title \"\(title)\" has \(title.count) characters; keep it under \(limit)")
        }
    }
}
