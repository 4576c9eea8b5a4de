extension ReportContext {
    /// `--statistics`: how many findings each rule made, most first, as Ruff's `--statistics`
    /// prints them: count, rule id, severity and the rule's summary, one rule a line.
    public func statistics() -> String {
        let counts = Dictionary(grouping: result.findings, by: \.ruleID)
        let summaries = Dictionary(rules.map { ($0.metadata.id, $0.metadata.summary) }, uniquingKeysWith: { first, _ in first })
        let rows = counts.map { (id: $0.key, count: $0.value.count, severity: $0.value[0].severity.rawValue) }
            .sorted { ($1.count, $0.id) < ($0.count, $1.id) }
        let countWidth = rows.map { String($0.count).count }.max() ?? 1
        let idWidth = rows.map(\.id.count).max() ?? 0
        return rows.map { row in
            let count = String(repeating: " ", count: countWidth - String(row.count).count) + String(row.count)
            let id = row.id + String(repeating: " ", count: idWidth - row.id.count)
            let severity = row.severity + String(repeating: " ", count: 7 - row.severity.count)
            return "\(count)  \(id)  \(severity)  \(summaries[row.id] ?? "")\n"
        }.joined()
    }
}
