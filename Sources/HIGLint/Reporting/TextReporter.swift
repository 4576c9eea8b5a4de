/// `path:line:col: severity: message [rule-id]`, one finding a line: the form Xcode, editors and
/// CI logs turn into links.
enum TextReporter {
    static func render(_ context: ReportContext) -> String {
        var out = ""
        var lastFile: String?, shownPath = ""  // a file's findings come together
        for finding in context.result.findings {
            let anchor = finding.anchor
            if anchor.file != lastFile {
                lastFile = anchor.file
                shownPath = visible(context.displayPath(anchor.file))
            }
            out += "\(shownPath):\(anchor.start.line):\(anchor.start.column): "
            out += label(finding.severity, colored: context.colored)
            out += ": \(visible(finding.message)) [\(finding.ruleID)]\n"
        }
        return out
    }

    static func label(_ severity: Severity, colored: Bool) -> String {
        guard colored else { return severity.rawValue }
        let code = switch severity {
        case .error: "1;31"
        case .warning: "1;33"
        case .info: "1;36"
        }
        return "\u{1B}[\(code)m\(severity.rawValue)\u{1B}[0m"
    }
}
