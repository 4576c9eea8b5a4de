/// GitLab Code Quality (a subset of the Code Climate issue format): a JSON array of issues, which
/// GitLab shows in merge requests when a job uploads it as `artifacts:reports:codequality`. Paths
/// are relative to the base directory (the repository root in CI); fingerprints are SARIF's
/// stable ones, numbered when one node has two identical findings, since GitLab needs them unique.
enum GitLabReporter {
    struct Issue: Encodable {
        var type = "issue"
        var description: String
        var check_name: String
        var fingerprint: String
        var severity: String
        var categories: [String]
        var location: Location
    }

    struct Location: Encodable {
        var path: String
        var lines: Lines
    }

    struct Lines: Encodable {
        var begin: Int
        var end: Int
    }

    static func render(_ context: ReportContext) -> String {
        var seen: [String: Int] = [:]
        func unique(_ fingerprint: String) -> String {
            seen[fingerprint, default: 0] += 1
            return seen[fingerprint]! == 1 ? fingerprint : "\(fingerprint)-\(seen[fingerprint]!)"
        }
        var issues = context.result.findings.map { finding in
            let anchor = finding.anchor
            return Issue(description: "\(finding.message) [\(finding.ruleID)]", check_name: finding.ruleID,
                         fingerprint: unique(SARIFReporter.fingerprint(finding, context: context)),
                         severity: severity(finding.severity), categories: ["Style"],
                         location: Location(path: context.displayPath(anchor.file),
                                            lines: Lines(begin: anchor.start.line, end: max(anchor.start.line, anchor.end?.line ?? anchor.start.line))))
        }
        // A file hig-lint could not read is the worst news a merge request can get from it.
        issues += context.result.errors.map { error in
            let file = context.displayPath(error.file)
            return Issue(description: error.message, check_name: "hig-lint-input-error",
                         fingerprint: unique(fnv1a("input|\(file)|\(error.position.line)|\(error.position.column)|\(error.message)")),
                         severity: "blocker", categories: ["Bug Risk"],
                         location: Location(path: file, lines: Lines(begin: error.position.line, end: error.position.line)))
        }
        return encodeStable(issues)
    }

    /// Code Climate's severities: info, minor, major, critical, blocker.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .info: "info"
        }
    }
}

/// A 64-bit FNV-1a hash as 16 hexadecimal digits: stable across runs and platforms.
func fnv1a(_ text: String) -> String { fnv1a(Array(text.utf8)) }
