/// Checkstyle XML, which many CI dashboards and review bots import. A clean file is listed with no
/// errors; a file that could not be loaded carries one error whose source is `hig-lint.input`.
enum CheckstyleReporter {
    static func render(_ context: ReportContext) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for entry in context.files {
            out += "  <file name=\"\(xmlEscaped(context.displayPath(entry.file)))\">\n"
            for finding in entry.findings {
                out += "    <error line=\"\(finding.anchor.start.line)\" column=\"\(finding.anchor.start.column)\" severity=\"\(finding.severity.rawValue)\" message=\"\(xmlEscaped(finding.message))\" source=\"hig-lint.\(finding.ruleID)\"/>\n"
            }
            for error in entry.errors {
                out += "    <error line=\"\(error.position.line)\" column=\"\(error.position.column)\" severity=\"error\" message=\"\(xmlEscaped(error.message))\" source=\"hig-lint.input\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }
}
