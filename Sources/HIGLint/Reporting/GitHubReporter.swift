/// GitHub Actions workflow commands, which the runner turns into annotations on the pull request:
/// `::warning file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`.
enum GitHubReporter {
    static func render(_ context: ReportContext) -> String {
        var out = ""
        for finding in context.result.findings {
            let command = switch finding.severity {
            case .error: "error"
            case .warning: "warning"
            case .info: "notice"
            }
            var properties = [("file", context.displayPath(finding.anchor.file)),
                              ("line", "\(finding.anchor.start.line)"), ("col", "\(finding.anchor.start.column)")]
            if let end = finding.anchor.end {
                properties += [("endLine", "\(end.line)"), ("endColumn", "\(end.column)")]
            }
            properties.append(("title", "hig-lint \(finding.ruleID)"))
            let related = context.relatedText(finding)
            out += line(command, properties, "\(finding.message) (\(finding.helpURI))" + (related.isEmpty ? "" : "; \(related)"))
        }
        for error in context.result.errors {
            out += line("error", [("file", context.displayPath(error.file)), ("line", "\(error.position.line)"),
                                  ("col", "\(error.position.column)"), ("title", "hig-lint could not read this file")], error.message)
        }
        return out
    }

    private static func line(_ command: String, _ properties: [(String, String)], _ message: String) -> String {
        "::\(command) " + properties.map { "\($0.0)=\(escapeProperty(visible($0.1)))" }.joined(separator: ",") + "::" + escapeData(visible(message)) + "\n"
    }

    /// The escaping GitHub's runner undoes in a command's message.
    static func escapeData(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// Property values also escape the characters that separate properties.
    static func escapeProperty(_ text: String) -> String {
        var out = ""
        for character in escapeData(text).unicodeScalars {
            switch character {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
