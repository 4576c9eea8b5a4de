/// hig-lint's own JSON report (version 1). Its shape is documented in the README and only grows:
/// fields are added, never renamed or removed, within a version.
enum JSONReporter {
    struct Report: Encodable {
        var version = 1
        var tool: Tool
        var summary: Summary
        var findings: [Entry]
        /// Findings silenced by inline suppressions, with the reason given.
        var suppressed: [Entry]
        var inputErrors: [InputError]
        /// Files not linted because they hold no text (encrypted, an LFS pointer, binary).
        var skipped: [Skipped]
    }

    struct Skipped: Encodable {
        var file: String
        var cause: String
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
        var suppressed: Int
        /// Files not linted because they hold no text; `files` counts those linted.
        var skipped: Int
        var exitCode: Int32
        /// What the run read of the app's chrome (`Coverage`).
        var coverage: Coverage
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
        var justification: String?
        /// For a finding in a reusable view, the views that use it.
        var relatedLocations: [Related]?
    }

    struct Related: Encodable {
        var file: String
        var line: Int
        var column: Int
        var path: String
        var message: String
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
            summary: Summary(files: result.files.count - result.skipped.count, errors: result.count(of: .error), warnings: result.count(of: .warning),
                             infos: result.count(of: .info), inputErrors: result.errors.count,
                             suppressed: result.suppressed.count, skipped: result.skipped.count, exitCode: context.exitCode,
                             coverage: result.coverage),
            findings: result.findings.map { entry($0, context) },
            suppressed: result.suppressed.map { entry($0, context) },
            inputErrors: result.errors.map {
                InputError(file: visible(context.displayPath($0.file)), line: $0.position.line, column: $0.position.column, message: visible($0.message))
            },
            skipped: result.skipped.map { Skipped(file: visible(context.displayPath($0.file)), cause: visible($0.cause)) })
        return encodeStable(report)
    }

    static func entry(_ finding: Finding, _ context: ReportContext) -> Entry {
        Entry(ruleId: finding.ruleID, severity: finding.severity.rawValue, message: visible(finding.message), file: visible(context.displayPath(finding.anchor.file)),
              line: finding.anchor.start.line, column: finding.anchor.start.column,
              endLine: finding.anchor.end?.line, endColumn: finding.anchor.end?.column, path: finding.anchor.path,
              helpUri: finding.helpURI, justification: finding.suppression?.reason.map(visible),
              relatedLocations: finding.relatedLocations.isEmpty ? nil : finding.relatedLocations.map {
                  Related(file: visible(context.displayPath($0.anchor.file)), line: $0.anchor.start.line, column: $0.anchor.start.column,
                          path: $0.anchor.path, message: visible($0.message))
              })
    }
}
