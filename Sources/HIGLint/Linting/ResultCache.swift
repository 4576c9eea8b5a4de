import Foundation

/// Results kept by content hash, as SwiftLint and Ruff keep theirs: a file whose bytes, path,
/// effective configuration (the rules that apply to it with their severities and parameters,
/// default platforms, configured suppressions, limits) and hig-lint build are all unchanged is not
/// read into a model or checked again; its findings come from the cache. One small JSON file per
/// entry, named by the hash of everything the result depends on, written atomically, so parallel
/// runs (pre-commit splits files over several) never see half an entry.
public struct ResultCache: Sendable {
    public let directory: String
    /// hig-lint's version and the identity of the running binary (size and modification time), so
    /// that a rebuilt or upgraded hig-lint never reuses an older build's results.
    let tool: String

    public init(directory: String, tool: String = ResultCache.currentTool) {
        self.directory = directory
        self.tool = tool
    }

    /// `$XDG_CACHE_HOME/hig-lint`, else `~/Library/Caches/hig-lint` on macOS and `~/.cache/hig-lint` elsewhere.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/hig-lint" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        #if os(macOS)
        return home + "/Library/Caches/hig-lint"
        #else
        return home + "/.cache/hig-lint"
        #endif
    }

    public static let currentTool: String = {
        var status = stat()
        let executable = ProcessInfo.processInfo.arguments.first.flatMap { $0.contains("/") ? $0 : nil } ?? "/proc/self/exe"
        guard stat(executable, &status) == 0 else { return HIGLintVersion.current }
        #if os(macOS)
        let modified = status.st_mtimespec
        #else
        let modified = status.st_mtim
        #endif
        return "\(HIGLintVersion.current) \(status.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
    }()

    /// The entry's file for a file's key and bytes.
    func entryPath(key: String, bytes: [UInt8]) -> String {
        directory + "/" + fnv1a(key) + fnv1a(bytes)
    }

    func load(key: String, bytes: [UInt8], file: String) -> LintResult? {
        guard let data = FileManager.default.contents(atPath: entryPath(key: key, bytes: bytes)),
              let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.key == key, entry.size == bytes.count else { return nil }
        var result = LintResult(files: [file], findings: entry.findings.map { $0.finding(file: file) },
                                errors: entry.errors.map { LoadError(file: file, position: SourcePosition(line: $0.line, column: $0.column), message: $0.message) })
        result.suppressed = entry.suppressed.map { $0.finding(file: file) }
        return result
    }

    /// Stores a result; a cache that cannot be written only costs the next run its speed.
    func store(_ result: LintResult, key: String, bytes: [UInt8]) {
        let entry = Entry(key: key, size: bytes.count, findings: result.findings.map(StoredFinding.init),
                          suppressed: result.suppressed.map(StoredFinding.init),
                          errors: result.errors.map { StoredError(line: $0.position.line, column: $0.position.column, message: $0.message) })
        guard let data = try? JSONEncoder().encode(entry) else { return }
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: entryPath(key: key, bytes: bytes)), options: .atomic)
    }

    struct Entry: Codable {
        var key: String
        var size: Int
        var findings: [StoredFinding]
        var suppressed: [StoredFinding]
        var errors: [StoredError]
    }

    struct StoredError: Codable {
        var line: Int, column: Int, message: String
    }

    struct StoredAnchor: Codable {
        var file: String?  // nil: the linted file itself
        var line: Int, column: Int, endLine: Int?, endColumn: Int?, path: String

        init(_ anchor: SourceAnchor, linted: String) {
            file = anchor.file == linted ? nil : anchor.file
            (line, column, path) = (anchor.start.line, anchor.start.column, anchor.path)
            (endLine, endColumn) = (anchor.end?.line, anchor.end?.column)
        }

        func anchor(file linted: String) -> SourceAnchor {
            SourceAnchor(file: file ?? linted, start: SourcePosition(line: line, column: column),
                         end: endLine.map { SourcePosition(line: $0, column: endColumn ?? 1) }, path: path)
        }
    }

    struct StoredSuppression: Codable {
        var ruleIDs: [String], reason: String?, anchor: StoredAnchor, scope: String, objects: [String], isExternal: Bool, mistyped: String?
    }

    struct StoredFinding: Codable {
        var ruleID: String, severity: String, message: String, anchor: StoredAnchor, helpURI: String
        var suppression: StoredSuppression?

        init(_ finding: Finding) {
            let file = finding.anchor.file
            (ruleID, severity, message, helpURI) = (finding.ruleID, finding.severity.rawValue, finding.message, finding.helpURI)
            anchor = StoredAnchor(finding.anchor, linted: file)
            suppression = finding.suppression.map {
                StoredSuppression(ruleIDs: $0.ruleIDs, reason: $0.reason, anchor: StoredAnchor($0.anchor, linted: file), scope: $0.scope,
                                  objects: $0.objects, isExternal: $0.isExternal, mistyped: $0.mistyped)
            }
        }

        func finding(file: String) -> Finding {
            var finding = Finding(ruleID: ruleID, severity: Severity(rawValue: severity) ?? .warning, message: message,
                                  anchor: anchor.anchor(file: file), helpURI: helpURI)
            finding.suppression = suppression.map {
                var restored = Suppression(ruleIDs: $0.ruleIDs, reason: $0.reason, anchor: $0.anchor.anchor(file: file), scope: $0.scope,
                                           objects: $0.objects, isExternal: $0.isExternal)
                restored.mistyped = $0.mistyped
                return restored
            }
            return finding
        }
    }
}

extension Linter {
    /// `lint(paths:jobs:)` through a cache: each file is read once, and its result is taken from
    /// the cache when its bytes and everything else its result depends on are unchanged. A file
    /// that cannot be read is linted as without a cache, which reports why.
    public func lint(paths: [String], jobs: Int = 1, cache: ResultCache?) -> LintResult {
        guard let cache else { return lint(paths: paths, jobs: jobs) }
        let discovery = FileDiscovery.files(for: paths, include: configuration?.include, exclude: configuration?.excludes)
        var result = LintResult(files: discovery.files, errors: discovery.errors)
        let outcomes = discovery.files.parallelMap(jobs: jobs) { file -> LintResult in
            guard let bytes = try? DescriptionLoader.readFile(file, maximumSize: maximumFileSize) else {
                return lint(paths: [file])
            }
            let key = cacheKey(for: file, tool: cache.tool)
            if let cached = cache.load(key: key, bytes: bytes, file: file) { return cached }
            let fresh = lint(bytes: bytes, path: file)
            cache.store(fresh, key: key, bytes: bytes)
            return fresh
        }
        for outcome in outcomes {
            result.findings += outcome.findings
            result.suppressed += outcome.suppressed
            result.errors += outcome.errors
        }
        return result
    }

    /// Everything besides the bytes that a file's result depends on, as text.
    func cacheKey(for file: String, tool: String) -> String {
        var key = "hig-lint \(tool)\nfile \(file)\nlimits \(maximumFileSize) \(maximumDepth)\n"
        for rule in configuration?.rules(for: file, from: rules) ?? rules {
            let metadata = rule.metadata
            let parameters = metadata.parameters.map { parameter in
                "\(parameter.name)=\(parameter.defaultValue)" + parameter.platformDefaults.sorted { $0.key < $1.key }.map { ",\($0.key.rawValue)=\($0.value)" }.joined()
            }
            key += "rule \(metadata.id) \(metadata.severity.rawValue) \(metadata.helpURI) \(parameters.joined(separator: " ")) \(String(describing: rule.check))\n"
        }
        if let configuration {
            key += "platforms \(configuration.defaultPlatforms(for: file).map(\.rawValue))\n"
            for suppression in configuration.suppressions(for: file) {
                key += "suppression \(suppression.ruleIDs) \(suppression.reason ?? "") \(suppression.scope) \(suppression.objects) \(suppression.anchor.file):\(suppression.anchor.start)\n"
            }
        }
        return key
    }
}

/// A 64-bit FNV-1a hash of bytes as 16 hexadecimal digits.
func fnv1a(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
}
