/// A Markdown summary for a pull-request comment or a GitHub job summary: totals, then a table per
/// file with rule ids linked to their guideline pages. Every input-derived string (file names,
/// messages quoting titles) is a code span, where Markdown makes no links, images, mentions,
/// emphasis or HTML, with table pipes escaped; a rule links only to an `https` address.
enum MarkdownReporter {
    static func render(_ context: ReportContext) -> String {
        let result = context.result
        var out = "## hig-lint\n\n\(result.tally); \(result.coverage.summary).\n"
        if result.findings.isEmpty && result.errors.isEmpty {
            return out + "\nNo findings.\n"
        }
        for entry in context.files where !entry.findings.isEmpty || !entry.errors.isEmpty {
            out += "\n### \(codeSpan(context.displayPath(entry.file)))\n\n| Line | Severity | Rule | Message |\n|---:|---|---|---|\n"
            for error in entry.errors {
                out += "| \(error.position.line):\(error.position.column) | error | input | \(codeSpan(error.message)) |\n"
            }
            for finding in entry.findings {
                out += "| \(finding.anchor.start.line):\(finding.anchor.start.column) | \(finding.severity.rawValue) | "
                let rule = codeSpan(finding.ruleID)
                let related = context.relatedText(finding)
                out += (safeLink(finding.helpURI).map { "[\(rule)](\($0))" } ?? rule) + " | \(codeSpan(finding.message))"
                    + (related.isEmpty ? "" : " \(codeSpan(related))") + " |\n"
            }
        }
        return out
    }

    /// `text` as inline code: fenced by one backtick more than its longest run of backticks,
    /// visible escapes for control characters, and pipes escaped (GitHub's tables split cells on
    /// them even inside code).
    static func codeSpan(_ text: String) -> String {
        let shown = visible(text).replacingOccurrences(of: "|", with: "\\|")
        var longest = 0, run = 0
        for character in shown {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = shown.hasPrefix("`") || shown.hasSuffix("`") || shown.isEmpty ? " \(shown) " : shown
        return fence + padded + fence
    }
}

/// A help address safe to link to: `https`, no white space, quotes, angle brackets, parentheses or
/// control characters, which could end the link early or add to it; nil otherwise.
func safeLink(_ uri: String) -> String? {
    guard uri.hasPrefix("https://"), uri.count > 8,
          !uri.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value >= 0x7F || "\"'<>()[]\\`{}|^".unicodeScalars.contains($0) })
    else { return nil }
    return uri
}

/// Prose from a rule as Markdown text: the characters that start emphasis, code, links, images,
/// HTML, headings or table cells backslash-escaped, control characters visible, and `@` kept from
/// mentioning anyone.
func markdownEscaped(_ text: String) -> String {
    var out = ""
    for scalar in visible(text).unicodeScalars {
        if scalar == "@" {
            out += "&#64;"
        } else if "\\`*_[]<>!|#~&".unicodeScalars.contains(scalar) {
            out += "\\" + String(scalar)
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}
