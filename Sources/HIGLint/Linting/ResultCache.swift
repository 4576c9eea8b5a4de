import Foundation

/// Results kept by content hash, as SwiftLint and Ruff keep theirs: a file whose bytes, path,
/// effective configuration (the rules that apply to it with their severities and parameters,
/// default platforms, configured suppressions, limits) and hig-lint build are unchanged is not
/// decoded or checked again; its findings, with their fixes, come from the cache (`FileStages`).
///
/// One file per project and configuration (named by a hash of hig-lint's build, the working
/// directory and the configuration file), read once at the start of a run and replaced atomically
/// at the end, in a compact length-prefixed format that costs far less to read than linting. Two
/// runs that finish together (pre-commit splits files over several) each write a whole file, so the
/// last one wins and the other's new entries are only lost, never half-written.
public final class ResultCache: @unchecked Sendable {
    public let file: String
    /// hig-lint's version and the identity of the running binary (size and modification time), so
    /// that a rebuilt or upgraded hig-lint never reuses an older build's results.
    let tool: String
    /// By the hash of the path's bytes: making a string of every stored path would cost a
    /// one-file run more than the file.
    private let stored: [UInt64: Stored]
    private let text: [UInt8]
    private let lock = NSLock()
    private var fresh: [String: [UInt8]] = [:]

    struct Stored {
        var path: Range<Int>, key: UInt64, content: UInt64, size: Int, body: Range<Int>
    }

    /// Opens the cache for one project and configuration in `directory`; a missing or unreadable
    /// cache is an empty one.
    public init(directory: String, configuration: String?, tool: String = ResultCache.currentTool) {
        self.tool = tool
        let scope = "\(tool)\n\(FileManager.default.currentDirectoryPath)\n\(configuration ?? "")"
        file = directory + "/" + fnv1a(scope) + ".cache"
        text = FileManager.default.contents(atPath: file).map(Array.init) ?? []
        var reader = Reader(bytes: text)
        var stored: [UInt64: Stored] = [:]
        if reader.string() == ResultCache.formatVersion {
            while !reader.atEnd, let path = reader.blob(), let key = reader.number(), let content = reader.number(),
                  let size = reader.integer(), let body = reader.blob() {
                stored[fnv1aHash(text[path])] = Stored(path: path, key: key, content: content, size: size, body: body)
            }
        }
        self.stored = stored
    }

    static let formatVersion = "hig-lint-cache-4"

    /// When a file was last written, as `stat` tells it on either system.
    static func modificationTime(_ status: stat) -> timespec {
        #if os(macOS)
        status.st_mtimespec
        #else
        status.st_mtim
        #endif
    }

    public static let currentTool: String = {
        var status = stat()
        let executable = ProcessInfo.processInfo.arguments.first.flatMap { $0.contains("/") ? $0 : nil } ?? "/proc/self/exe"
        guard stat(executable, &status) == 0 else { return HIGLintVersion.current }
        let modified = modificationTime(status)
        return "\(HIGLintVersion.current) \(status.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
    }()

    /// The stored result for a file, when its key and bytes are the ones it was stored with.
    func result(for path: String, key: UInt64, bytes: [UInt8]) -> LintResult? {
        guard let entry = stored[fnv1aHash(Array(path.utf8))], text[entry.path].elementsEqual(path.utf8), entry.key == key, entry.size == bytes.count, entry.content == fnv1aHash(bytes) else { return nil }
        var reader = Reader(bytes: text, range: entry.body)
        return reader.result(file: path)
    }

    /// Remembers a fresh result, to be written by `save()`.
    func remember(_ result: LintResult, for path: String, key: UInt64, bytes: [UInt8]) {
        var writer = Writer()
        writer.result(result, file: path)
        var entry = Writer()
        entry.string(path)
        entry.number(key)
        entry.number(fnv1aHash(bytes))
        entry.integer(bytes.count)
        entry.blob(writer.bytes)
        lock.withLock { fresh[path] = entry.bytes }
    }

    /// Writes the cache back when the run added anything: this run's entries, and the earlier
    /// ones for files that still exist. A cache that cannot be written only costs the next run time.
    public func save() {
        guard !fresh.isEmpty else { return }
        var out = Writer()
        out.string(ResultCache.formatVersion)
        var bytes = out.bytes
        for entry in stored.values {
            let path = String(decoding: text[entry.path], as: UTF8.self)
            guard fresh[path] == nil, access(path, F_OK) == 0 else { continue }
            var writer = Writer()
            writer.string(path)
            writer.number(entry.key)
            writer.number(entry.content)
            writer.integer(entry.size)
            writer.blob(Array(text[entry.body]))
            bytes += writer.bytes
        }
        for (_, entry) in fresh.sorted(by: { $0.key < $1.key }) { bytes += entry }
        let directory = FileSystemPath.parent(of: file)
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? Data(bytes).write(to: URL(fileURLWithPath: file), options: .atomic)
        // Each hig-lint build starts new files; drop those no run has written for 30 days.
        // `stat`, not `attributesOfItem`, which also looks up the owner's name: in the static Linux
        // binary that loads glibc's NSS modules, which need the very glibc the binary was built with.
        let month = time(nil) - 30 * 24 * 3600
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where name.hasSuffix(".cache") {
            let path = directory + "/" + name
            var status = stat()
            guard stat(path, &status) == 0 else { continue }
            if Self.modificationTime(status).tv_sec < month {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }

    // MARK: The format: length-prefixed strings (`5:hello`), numbers ended by `;`.

    struct Writer {
        var bytes: [UInt8] = []

        mutating func string(_ text: String) {
            let utf8 = Array(text.utf8)
            bytes += Array("\(utf8.count):".utf8)
            bytes += utf8
        }
        mutating func optional(_ text: String?) {
            integer(text == nil ? 0 : 1)
            if let text { string(text) }
        }
        mutating func number(_ value: UInt64) { bytes += Array("\(value);".utf8) }
        mutating func integer(_ value: Int) { number(UInt64(max(0, value))) }
        mutating func blob(_ body: [UInt8]) {
            bytes += Array("\(body.count):".utf8)
            bytes += body
        }
        mutating func anchor(_ anchor: SourceAnchor, linted: String) {
            string(anchor.file == linted ? "" : anchor.file)
            integer(anchor.start.line); integer(anchor.start.column)
            integer(anchor.end?.line ?? 0); integer(anchor.end?.column ?? 0)
            string(anchor.path)
        }
        mutating func strings(_ list: [String]) {
            integer(list.count)
            list.forEach { string($0) }
        }
        mutating func finding(_ finding: Finding, linted: String) {
            string(finding.ruleID); string(finding.severity.rawValue); string(finding.message); string(finding.subject.text); string(finding.helpURI)
            anchor(finding.anchor, linted: linted)
            strings(finding.platforms.map(\.rawValue))
            integer(finding.relatedLocations.count)
            for related in finding.relatedLocations { anchor(related.anchor, linted: linted); string(related.message) }
            integer(finding.fix == nil ? 0 : 1)
            if let fix = finding.fix {
                string(fix.title); integer(fix.isUnsafe ? 1 : 0); integer(fix.edits.count)
                for edit in fix.edits {
                    string(edit.file == linted ? "" : edit.file)
                    integer(edit.start.line); integer(edit.start.column); integer(edit.end.line); integer(edit.end.column)
                    string(edit.replacement)
                }
            }
            integer(finding.suppression == nil ? 0 : 1)
            guard let suppression = finding.suppression else { return }
            strings(suppression.ruleIDs); optional(suppression.reason); anchor(suppression.anchor, linted: linted)
            string(suppression.scope); strings(suppression.objects); integer(suppression.isExternal ? 1 : 0); optional(suppression.mistyped)
        }
        mutating func result(_ result: LintResult, file: String) {
            integer(result.findings.count)
            result.findings.forEach { finding($0, linted: file) }
            integer(result.suppressed.count)
            result.suppressed.forEach { finding($0, linted: file) }
            integer(result.errors.count)
            for error in result.errors {
                integer(error.position.line); integer(error.position.column); string(error.message)
            }
        }
    }

    struct Reader {
        let bytes: [UInt8]
        var index: Int
        let end: Int

        init(bytes: [UInt8], range: Range<Int>? = nil) {
            self.bytes = bytes
            index = range?.lowerBound ?? 0
            end = range?.upperBound ?? bytes.count
        }

        var atEnd: Bool { index >= end }

        mutating func number() -> UInt64? {
            var value: UInt64 = 0
            var digits = 0
            while index < end, bytes[index] >= 48, bytes[index] <= 57 {
                let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                value = times &+ UInt64(bytes[index] - 48)
                index += 1
                digits += 1
            }
            guard digits > 0, index < end, bytes[index] == UInt8(ascii: ";") || bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            return value
        }
        mutating func integer() -> Int? { number().flatMap { Int(exactly: $0) } }
        mutating func blob() -> Range<Int>? {
            guard let count = integer(), index + count <= end else { return nil }
            defer { index += count }
            return index..<(index + count)
        }
        mutating func string() -> String? { blob().map { String(decoding: bytes[$0], as: UTF8.self) } }
        mutating func optional() -> String?? {
            guard let flag = integer() else { return nil }
            return flag == 0 ? .some(nil) : string().map(Optional.some)
        }
        mutating func strings() -> [String]? {
            guard let count = integer(), count <= end - index else { return nil }
            var list: [String] = []
            for _ in 0..<count { guard let item = string() else { return nil }; list.append(item) }
            return list
        }
        mutating func anchor(linted: String) -> SourceAnchor? {
            guard let file = string(), let line = integer(), let column = integer(), let endLine = integer(),
                  let endColumn = integer(), let path = string() else { return nil }
            return SourceAnchor(file: file.isEmpty ? linted : file, start: SourcePosition(line: line, column: column),
                                end: endLine == 0 ? nil : SourcePosition(line: endLine, column: endColumn), path: path)
        }
        mutating func finding(linted: String) -> Finding? {
            guard let ruleID = string(), let severity = string().flatMap(Severity.init(rawValue:)), let message = string(),
                  let subject = string(), let helpURI = string(), let anchor = anchor(linted: linted), let platforms = strings(),
                  let relatedCount = integer(), relatedCount <= end - index else { return nil }
            var finding = Finding(ruleID: ruleID, severity: severity, message: message, subject: Subject(text: subject), anchor: anchor, helpURI: helpURI)
            finding.platforms = platforms.compactMap(Platform.init(rawValue:))
            for _ in 0..<relatedCount {
                guard let at = self.anchor(linted: linted), let text = string() else { return nil }
                finding.relatedLocations.append(RelatedLocation(at: at, text))
            }
            guard let fixed = integer() else { return nil }
            if fixed == 1 {
                guard let title = string(), let unsafe = integer(), let count = integer(), count <= end - index else { return nil }
                var edits: [TextEdit] = []
                for _ in 0..<count {
                    guard let file = string(), let line = integer(), let column = integer(), let endLine = integer(), let endColumn = integer(),
                          let replacement = string() else { return nil }
                    edits.append(TextEdit(file: file.isEmpty ? linted : file, start: SourcePosition(line: line, column: column),
                                          end: SourcePosition(line: endLine, column: endColumn), replacement: replacement))
                }
                var fix = Fix(title: title, edits: edits)
                fix.isUnsafe = unsafe == 1
                finding.fix = fix
            }
            guard let suppressed = integer() else { return nil }
            guard suppressed == 1 else { return finding }
            guard let ids = strings(), let reason = optional(), let at = self.anchor(linted: linted), let scope = string(),
                  let objects = strings(), let external = integer(), let mistyped = optional() else { return nil }
            var suppression = Suppression(ruleIDs: ids, reason: reason, anchor: at, scope: scope, objects: objects, isExternal: external == 1)
            suppression.mistyped = mistyped
            finding.suppression = suppression
            return finding
        }
        mutating func findings(linted: String) -> [Finding]? {
            guard let count = integer(), count <= end - index else { return nil }
            var list: [Finding] = []
            for _ in 0..<count { guard let item = finding(linted: linted) else { return nil }; list.append(item) }
            return list
        }
        mutating func result(file: String) -> LintResult? {
            guard let found = findings(linted: file), let suppressed = findings(linted: file), let count = integer(), count <= end - index else { return nil }
            var errors: [LoadError] = []
            for _ in 0..<count {
                guard let line = integer(), let column = integer(), let message = string() else { return nil }
                errors.append(LoadError(file: file, position: SourcePosition(line: line, column: column), message: message))
            }
            var result = LintResult(files: [file], findings: found, errors: errors)
            result.suppressed = suppressed
            return result
        }
    }
}

extension Linter {
    /// Everything besides the bytes that a file's result depends on, as text.
    func cacheKey(for file: String, tool: String, checks: [String: String]) -> String {
        var key = "\(tool)\n\(file)\n\(maximumFileSize) \(maximumDepth)\n"
        for rule in configuration?.rules(for: file, from: rules) ?? rules {
            let metadata = rule.metadata
            key += "\(metadata.id) \(metadata.severity.rawValue) \(metadata.helpURI) \(checks[metadata.id] ?? "")"
            for parameter in metadata.parameters {
                key += " \(parameter.name)=\(parameter.defaultValue)"
                for (platform, value) in parameter.platformDefaults.sorted(by: { $0.key < $1.key }) { key += ",\(platform.rawValue)=\(value)" }
            }
            key += "\n"
        }
        if let configuration {
            key += "\(configuration.defaultPlatforms(for: file).map(\.rawValue)) app \(configuration.appName ?? "-")\n"
            for suppression in configuration.suppressions(for: file) {
                key += "\(suppression.ruleIDs) \(suppression.reason ?? "") \(suppression.scope) \(suppression.objects) \(suppression.anchor.file):\(suppression.anchor.start)\n"
            }
        }
        return key
    }
}

/// A 64-bit FNV-1a hash.
public func fnv1aHash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return hash
}

/// The same as 16 hexadecimal digits: stable across runs and platforms.
func fnv1a(_ bytes: [UInt8]) -> String {
    let digits = String(fnv1aHash(bytes), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
}
