/// SARIF 2.1.0, complete enough for GitHub code scanning: rule metadata for every rule that ran,
/// repository-relative locations, logical locations for structural paths, stable fingerprints,
/// and the invocation's exit status with any input errors as notifications.
enum SARIFReporter {
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    static let rootBaseID = "%SRCROOT%"
    static let fingerprintKey = "higLint/v1"

    static func render(_ context: ReportContext) -> String {
        let rules = context.rules.map(\.metadata)
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
        let run = Run(
            tool: Tool(driver: Driver(rules: rules.map(ReportingDescriptor.init))),
            originalUriBaseIds: [rootBaseID: ArtifactLocationRoot()],
            // Suppressed findings stay in the log, marked, so that reviewers see what was silenced and why.
            results: (context.result.findings + context.result.suppressed).map { finding in
                Result(ruleId: finding.ruleID, ruleIndex: index[finding.ruleID] ?? 0, level: level(finding.severity),
                       message: Message(text: finding.message),
                       locations: [location(finding.anchor, context: context, logical: true)],
                       partialFingerprints: [fingerprintKey: fingerprint(finding, context: context)],
                       suppressions: finding.suppression.map { [SARIFSuppression(kind: $0.isExternal ? "external" : "inSource", justification: $0.reason)] })
            },
            invocations: [Invocation(
                executionSuccessful: context.result.errors.isEmpty, exitCode: context.exitCode,
                toolExecutionNotifications: context.result.errors.map { error in
                    Notification(level: "error", message: Message(text: error.message),
                                 locations: [location(SourceAnchor(file: error.file, start: error.position, path: ""), context: context, logical: false)])
                })])
        return encodeStable(Log(runs: [run]))
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// Rule, file, structural path and the message without its numbers: stable across edits
    /// elsewhere in the file, and distinct for two findings of one rule on one node.
    static func fingerprint(_ finding: Finding, context: ReportContext) -> String {
        fnv1a("\(finding.ruleID)|\(relativeURI(finding.anchor.file, in: context).uri)|\(finding.anchor.path)|\(finding.normalizedMessage)")
    }

    private static func location(_ anchor: SourceAnchor, context: ReportContext, logical: Bool) -> Location {
        let (uri, base) = relativeURI(anchor.file, in: context)
        var region = Region(startLine: anchor.start.line, startColumn: anchor.start.column)
        if let end = anchor.end, end >= anchor.start {
            region.endLine = end.line
            region.endColumn = end.column
        }
        return Location(
            physicalLocation: PhysicalLocation(artifactLocation: ArtifactLocation(uri: uri, uriBaseId: base), region: region),
            logicalLocations: logical && !anchor.path.isEmpty ? [LogicalLocation(fullyQualifiedName: anchor.path)] : nil)
    }

    /// A path relative to `root`, percent-encoded, with the root's base id; a file outside the
    /// root keeps an absolute `file:` URI and no base id.
    static func relativeURI(_ path: String, in context: ReportContext) -> (uri: String, base: String?) {
        let shown = context.displayPath(path)
        return shown.hasPrefix("/") ? ("file://" + percentEncode(shown), nil) : (percentEncode(shown), rootBaseID)
    }

    static func percentEncode(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let character = Character(UnicodeScalar(byte))
            if byte < 0x80 && (character.isLetter || character.isNumber || "-._~/!$&'()*+,;=:@".contains(character)) {
                out.append(character)
            } else {
                out += "%" + hex(byte)
            }
        }
        return out
    }

    // MARK: The subset of the SARIF object model that hig-lint writes.

    struct Log: Encodable {
        var schema = schemaURI
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }

    struct Run: Encodable {
        var tool: Tool
        var automationDetails = AutomationDetails()
        var originalUriBaseIds: [String: ArtifactLocationRoot]
        var columnKind = "unicodeCodePoints"
        var results: [Result]
        var invocations: [Invocation]
    }

    struct AutomationDetails: Encodable { var id = "hig-lint/" }

    struct ArtifactLocationRoot: Encodable {
        var description = Message(text: "The directory hig-lint ran in, normally the repository root.")
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name = "hig-lint"
        var semanticVersion = HIGLintVersion.current
        var informationUri = HIGLintVersion.informationURI
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Help
        var helpUri: String
        var defaultConfiguration: Configuration
        var properties: Properties

        init(_ rule: RuleMetadata) {
            id = rule.id
            name = rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            shortDescription = Message(text: rule.summary)
            fullDescription = Message(text: rule.rationale)
            let platforms = rule.platforms.map(\.rawValue).joined(separator: ", ")
            help = Help(text: "\(rule.summary)\n\n\(rule.rationale)\n\nPlatforms: \(platforms). Guideline: \(rule.helpURI)",
                        markdown: "**\(rule.summary)**\n\n\(rule.rationale)\n\nPlatforms: \(platforms). See [the Human Interface Guidelines](\(rule.helpURI)).")
            helpUri = rule.helpURI
            defaultConfiguration = Configuration(level: level(rule.severity))
            properties = Properties(tags: ["hig", rule.category], problemSeverity: rule.severity == .info ? "recommendation" : rule.severity.rawValue)
        }
    }

    struct Help: Encodable {
        var text: String
        var markdown: String
    }

    struct Configuration: Encodable { var level: String }

    struct Properties: Encodable {
        var tags: [String]
        var precision = "high"
        var problemSeverity: String
        enum CodingKeys: String, CodingKey { case tags, precision, problemSeverity = "problem.severity" }
    }

    struct Message: Encodable { var text: String }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        var suppressions: [SARIFSuppression]?
    }

    struct SARIFSuppression: Encodable {
        var kind: String
        var justification: String?
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
        var logicalLocations: [LogicalLocation]?
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int?
        var endColumn: Int?
    }

    struct LogicalLocation: Encodable { var fullyQualifiedName: String }

    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var exitCode: Int32
        var toolExecutionNotifications: [Notification]
    }

    struct Notification: Encodable {
        var level: String
        var message: Message
        var locations: [Location]
    }
}
