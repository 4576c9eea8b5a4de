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
///
/// The files live in a folder hig-lint makes and marks as its own (`DIR/hig-lint/`, with a
/// `CACHEDIR.TAG`), never beside whatever else `--cache-dir DIR` holds: `--cache-dir ~` must not
/// be able to delete `~/.cache`.
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
        file = directory + "/" + ResultCache.folderName + "/" + fnv1a(scope) + ".cache"
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

    static let formatVersion = "hig-lint-cache-5"

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
        let folder = FileSystemPath.parent(of: file)
        try? FileManager.default.createDirectory(atPath: FileSystemPath.parent(of: folder), withIntermediateDirectories: true)
        // Marked only when this run made the folder: one that was there before is not hig-lint's
        // to prune, though its cache file may be written there.
        if mkdir(FileSystemPath.native(folder), 0o755) == 0 {
            try? Data(Self.marker.utf8).write(to: URL(fileURLWithPath: folder + "/" + Self.markerName))
        }
        try? Data(bytes).write(to: URL(fileURLWithPath: file), options: .atomic)
        Self.prune(folder: folder, before: time(nil) - 30 * 24 * 3600)
    }

    /// The folder in `--cache-dir DIR` that holds hig-lint's files and nothing else.
    static let folderName = "hig-lint"
    static let markerName = "CACHEDIR.TAG"
    /// The Cache Directory Tagging Specification's tag (backup tools skip the folder), naming its owner.
    static let marker = "Signature: 8a477f597d28d172789f06886806bc55\n# This folder is hig-lint's result cache (--cache-dir); hig-lint made it.\n"

    /// Each hig-lint build starts new files; this drops those no run has written since `cutoff`.
    /// Only in a folder hig-lint made (its marker there), reached without following a link, and
    /// only regular files with hig-lint's own names (16 hexadecimal digits, `.cache`) that start
    /// with its format's header: never a folder, a link, or another program's file.
    static func prune(folder: String, before cutoff: time_t) {
        let handle = open(FileSystemPath.native(folder), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard handle >= 0 else { return }
        defer { close(handle) }
        guard let mark = head(of: markerName, in: handle, count: marker.utf8.count + 1), mark.elementsEqual(marker.utf8),
              let listing = fdopendir(dup(handle)) else { return }
        var names: [String] = []
        while let entry = readdir(listing) {
            let start = UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!
            names.append(String(cString: start.assumingMemoryBound(to: CChar.self)))
        }
        closedir(listing)
        let digits = Set("0123456789abcdef")
        for name in names where name.count == 22 && name.hasSuffix(".cache") && name.prefix(16).allSatisfy(digits.contains) {
            var status = stat()
            guard fstatat(handle, name, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFREG,
                  modificationTime(status).tv_sec < cutoff, let start = head(of: name, in: handle, count: 32),
                  isHeader(start) else { continue }
            unlinkat(handle, name, 0)
        }
    }

    /// The first `count` bytes of a regular file in the folder `handle` is open on, never through a link.
    private static func head(of name: String, in handle: Int32, count: Int) -> [UInt8]? {
        let file = openat(handle, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { Foundation.read(file, $0.baseAddress, count) }
        return read < 0 ? nil : Array(bytes.prefix(read))
    }

    /// Whether bytes start as a cache file of any format version does: `N:hig-lint-cache-`.
    static func isHeader(_ bytes: [UInt8]) -> Bool {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0,
              bytes[..<colon].allSatisfy({ (48...57).contains($0) }) else { return false }
        return bytes[(colon + 1)...].starts(with: "hig-lint-cache-".utf8)
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
            result.coverage.numbers.forEach { integer($0) }
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
            guard let coverage = Coverage(numbers: (0..<7).compactMap { _ in integer() }) else { return nil }
            result.coverage = coverage
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
