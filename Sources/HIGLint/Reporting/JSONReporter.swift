/// hig-lint's own JSON report (version 1). Its shape is documented in the README and only grows:
/// fields are added, never renamed or removed, within a version.
enum JSONReporter {
    struct Report: Encodable {
        var version = 1
        var tool: Tool
        var summary: Summary
        var findings: [Entry]
        var inputErrors: [InputError]
    }

    struct Tool: Encodable {
        var name = "hig-lint"
        var version = HIGLintVersion.current
    }

    struct Summary: Encodable {
        var files: Int
        var errors: Int
        var warnings: Int
        var infos: Int
        var inputErrors: Int
        var exitCode: Int32
    }

    struct Entry: Encodable {
        var ruleId: String
        var severity: String
        var message: String
        var file: String
        var line: Int
        var column: Int
        var endLine: Int?
        var endColumn: Int?
        var path: String
        var helpUri: String
    }

    struct InputError: Encodable {
        var file: String
        var line: Int
        var column: Int
        var message: String
    }

    static func render(_ context: ReportContext) -> String {
        let result = context.result
        let report = Report(
            tool: Tool(),
            summary: Summary(files: result.files.count, errors: result.count(of: .error), warnings: result.count(of: .warning),
                             infos: result.count(of: .info), inputErrors: result.errors.count, exitCode: context.exitCode),
            findings: result.findings.map {
                Entry(ruleId: $0.ruleID, severity: $0.severity.rawValue, message: $0.message, file: context.displayPath($0.anchor.file),
                      line: $0.anchor.start.line, column: $0.anchor.start.column,
                      endLine: $0.anchor.end?.line, endColumn: $0.anchor.end?.column, path: $0.anchor.path, helpUri: $0.helpURI)
            },
            inputErrors: result.errors.map {
                InputError(file: context.displayPath($0.file), line: $0.position.line, column: $0.position.column, message: $0.message)
            })
        return encodeStable(report)
    }
}
