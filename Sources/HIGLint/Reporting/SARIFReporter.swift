/// SARIF 2.1.0, complete enough for GitHub code scanning: rule metadata for every rule that ran,
/// repository-relative locations, logical locations for structural paths, stable fingerprints,
/// and the invocation's exit status with any input errors as notifications.
enum SARIFReporter {
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    static let rootBaseID = "%SRCROOT%"
    /// The base of files outside the root (named on the command line by an absolute path): SARIF
    /// wants relative URIs with a declared base, never an absolute `file:` URI.
    static let fileSystemBaseID = "FILESYSTEM_ROOT"
    /// v2 hashes the finding's subject where v1 hashed its message without numbers. GitHub code
    /// scanning matches alerts on its own `primaryLocationLineHash` (which `upload-sarif` computes
    /// from the source line) with the file and rule, and reads no other key, so v1 is not kept
    /// beside it: it would only carry on the wording this key is meant to leave behind.
    static let fingerprintKey = "higLint/v2"

    static func render(_ context: ReportContext) -> String {
        let rules = context.rules.map(\.metadata)
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
        let run = Run(
            tool: Tool(driver: Driver(rules: rules.map(ReportingDescriptor.init))),
            originalUriBaseIds: baseIDs(context),
            // Suppressed findings stay in the log, marked, so that reviewers see what was silenced and why.
            results: (context.result.findings + context.result.suppressed).map { finding in
                Result(ruleId: finding.ruleID, ruleIndex: index[finding.ruleID] ?? 0, level: level(finding.severity),
                       message: Message(text: visible(nonBlank(finding.message) ?? finding.ruleID)),
                       locations: [location(finding.anchor, context: context, logical: true)],
                       relatedLocations: relatedLocations(finding, context: context),
                       partialFingerprints: [fingerprintKey: fingerprint(finding, context: context)],
                       suppressions: finding.suppression.map { [SARIFSuppression(kind: $0.isExternal ? "external" : "inSource", justification: $0.reason.map(visible))] },
                       fixes: finding.fix.map { [fix($0, context: context)] })
            },
            invocations: [Invocation(
                executionSuccessful: context.result.errors.isEmpty, exitCode: context.exitCode,
                toolExecutionNotifications: context.result.errors.map { error in
                    Notification(level: "error", message: Message(text: visible(nonBlank(error.message) ?? "input error")),
                                 locations: [location(SourceAnchor(file: error.file, start: error.position, path: ""), context: context, logical: false)])
                } + context.result.skipped.map { skipped in
                    // A file that is not text (encrypted, an LFS pointer) was not linted: a note, not a failure.
                    Notification(level: "note", message: Message(text: visible("skipped: the file is \(skipped.cause), not text")),
                                 locations: [location(SourceAnchor(file: skipped.file, start: SourcePosition(line: 1, column: 1), path: ""), context: context, logical: false)])
                })],
            properties: RunProperties(coverage: context.result.coverage))
        return encodeStable(Log(runs: [run]))
    }

    /// The text, unless it is empty or only white space, which SARIF viewers cannot show.
    static func nonBlank(_ text: String) -> String? {
        text.allSatisfy(\.isWhitespace) ? nil : text
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// Rule, file, structural path and subject, as a baseline keys a finding: stable across edits
    /// elsewhere in the file and across rewording, and distinct for two findings of one rule on
    /// one node.
    static func fingerprint(_ finding: Finding, context: ReportContext) -> String {
        fnv1a("\(finding.ruleID)|\(relativeURI(finding.anchor.file, in: context).uri)|\(finding.anchor.path)|\(finding.subject.text)")
    }

    /// A fix as SARIF writes one: per file, the regions to delete and the text to put there.
    private static func fix(_ fix: Fix, context: ReportContext) -> SARIFFix {
        let files = fix.edits.reduce(into: [String]()) { if !$0.contains($1.file) { $0.append($1.file) } }
        return SARIFFix(description: Message(text: visible(fix.title)), artifactChanges: files.map { file in
            let (uri, base) = relativeURI(file, in: context)
            return ArtifactChange(artifactLocation: ArtifactLocation(uri: uri, uriBaseId: base),
                                  replacements: fix.edits.filter { $0.file == file }.map { edit in
                Replacement(deletedRegion: Region(startLine: edit.start.line, startColumn: edit.start.column, endLine: edit.end.line, endColumn: edit.end.column),
                            insertedContent: ArtifactContent(text: edit.replacement))
            })
        })
    }

    /// The places a finding concerns besides its own (the views that use the reusable view it is
    /// in), numbered from 1 as SARIF's `relatedLocations` are; nil when there are none.
    private static func relatedLocations(_ finding: Finding, context: ReportContext) -> [Location]? {
        guard !finding.relatedLocations.isEmpty else { return nil }
        return finding.relatedLocations.enumerated().map { offset, related in
            var location = location(related.anchor, context: context, logical: true)
            location.id = offset + 1
            location.message = Message(text: visible(nonBlank(related.message) ?? "related"))
            return location
        }
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
    /// root is relative to the file system's root, with that base id.
    static func relativeURI(_ path: String, in context: ReportContext) -> (uri: String, base: String?) {
        let shown = context.displayPath(path)
        return shown.hasPrefix("/") ? (percentEncode(String(shown.dropFirst())), fileSystemBaseID) : (percentEncode(shown), rootBaseID)
    }

    /// The root's base id, and the file system's when a reported file lies outside the root.
    static func baseIDs(_ context: ReportContext) -> [String: ArtifactLocationRoot] {
        let files = context.result.findings.map(\.anchor.file) + context.result.suppressed.map(\.anchor.file) + context.result.errors.map(\.file)
        var ids = [rootBaseID: ArtifactLocationRoot()]
        if files.contains(where: { relativeURI($0, in: context).base == fileSystemBaseID }) {
            ids[fileSystemBaseID] = ArtifactLocationRoot(uri: "file:///", description: Message(text: "The file system's root, for files outside the directory hig-lint ran in."))
        }
        return ids
    }

    /// RFC 3986: unreserved characters, sub-delimiters, `@` and `/` stay; everything else is
    /// percent-encoded, `:` included (a relative reference's first segment cannot hold one), and a
    /// file-name byte that was not UTF-8 is encoded as itself.
    static func percentEncode(_ path: String) -> String {
        var out = ""
        for signed in FileSystemPath.native(path).dropLast() {
            let byte = UInt8(bitPattern: signed)
            let character = Character(UnicodeScalar(byte))
            if byte < 0x80 && (character.isLetter || character.isNumber || "-._~/!$&'()*+,;=@".contains(character)) {
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
        /// What the run read of the app's chrome, as the JSON report's `summary.coverage` says it.
        var properties: RunProperties
    }

    struct RunProperties: Encodable { var coverage: Coverage }

    struct AutomationDetails: Encodable { var id = "hig-lint/" }

    struct ArtifactLocationRoot: Encodable {
        var uri: String?
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
            // Code scanning requires both texts; a custom rule may give neither.
            let summary = nonBlank(rule.summary) ?? rule.id
            shortDescription = Message(text: visible(summary))
            fullDescription = Message(text: visible(nonBlank(rule.rationale) ?? summary))
            let platforms = rule.platforms.map(\.rawValue).joined(separator: ", ")
            // A custom rule's text comes from a configuration, which a pull request can change.
            let link = safeLink(rule.helpURI)
            help = Help(text: "\(visible(rule.summary))\n\n\(visible(rule.rationale))\n\nPlatforms: \(platforms)." + (link.map { " Guideline: \($0)" } ?? ""),
                        markdown: "**\(markdownEscaped(rule.summary))**\n\n\(markdownEscaped(rule.rationale))\n\nPlatforms: \(platforms)."
                            + (link.map { " See [the Human Interface Guidelines](\($0))." } ?? ""))
            // Code scanning wants a help link for every rule: hig-lint's own page when the rule has no usable one.
            helpUri = link ?? HIGLintVersion.informationURI
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
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]
        var suppressions: [SARIFSuppression]?
        var fixes: [SARIFFix]?
    }

    struct SARIFFix: Encodable {
        var description: Message
        var artifactChanges: [ArtifactChange]
    }

    struct ArtifactChange: Encodable {
        var artifactLocation: ArtifactLocation
        var replacements: [Replacement]
    }

    struct Replacement: Encodable {
        var deletedRegion: Region
        var insertedContent: ArtifactContent
    }

    struct ArtifactContent: Encodable { var text: String }

    struct SARIFSuppression: Encodable {
        var kind: String
        var justification: String?
    }

    struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var logicalLocations: [LogicalLocation]?
        var message: Message?

        init(physicalLocation: PhysicalLocation, logicalLocations: [LogicalLocation]?) {
            self.physicalLocation = physicalLocation
            self.logicalLocations = logicalLocations
        }
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
