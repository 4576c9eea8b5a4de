/// `path:line:col: severity: message [rule-id]`, one finding a line: the form Xcode, editors and
/// CI logs turn into links.
enum TextReporter {
    static func render(_ context: ReportContext) -> String {
        let findings = context.result.findings
        // A long report is written in parts by the run's jobs (a part per job and a few more, so
        // that one slow part does not keep the others waiting), each part starting at a file.
        let parts = context.jobs > 1 && findings.count > 1_000 ? context.jobs * 4 : 1
        var starts = [0]
        for part in 1..<parts {
            var start = findings.count * part / parts
            while start < findings.count, start > starts[starts.count - 1], findings[start - 1].anchor.file == findings[start].anchor.file { start += 1 }
            if start > starts[starts.count - 1], start < findings.count { starts.append(start) }
        }
        let ranges = zip(starts, starts.dropFirst() + [findings.count]).map { $0..<$1 }
        return ranges.parallelMap(jobs: context.jobs) { render(findings[$0], context) }.joined()
    }

    private static func render(_ findings: ArraySlice<Finding>, _ context: ReportContext) -> String {
        var out = ""
        var lastFile: String?, shownPath = ""  // a file's findings come together
        for finding in findings {
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
