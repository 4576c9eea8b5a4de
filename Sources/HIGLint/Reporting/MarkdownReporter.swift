/// A Markdown summary for a pull-request comment or a GitHub job summary: totals, then a table per
/// file with rule ids linked to their guideline pages.
enum MarkdownReporter {
    static func render(_ context: ReportContext) -> String {
        let result = context.result
        var out = "## hig-lint\n\n\(result.tally).\n"
        if result.findings.isEmpty && result.errors.isEmpty {
            return out + "\nNo findings.\n"
        }
        for entry in context.files where !entry.findings.isEmpty || !entry.errors.isEmpty {
            out += "\n### `\(context.displayPath(entry.file))`\n\n| Line | Severity | Rule | Message |\n|---:|---|---|---|\n"
            for error in entry.errors {
                out += "| \(error.position.line):\(error.position.column) | error | input | \(cell(error.message)) |\n"
            }
            for finding in entry.findings {
                out += "| \(finding.anchor.start.line):\(finding.anchor.start.column) | \(finding.severity.rawValue) | "
                out += "[`\(finding.ruleID)`](\(finding.helpURI)) | \(cell(finding.message)) |\n"
            }
        }
        return out
    }

    /// Table cells cannot hold pipes or line breaks.
    private static func cell(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "|": out += "\\|"
            case "\n", "\r": out += " "
            case "<": out += "&lt;"
            default: out.append(character)
            }
        }
        return out
    }
}
