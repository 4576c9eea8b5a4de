import Foundation

/// The output formats hig-lint writes.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, junit, github, checkstyle, markdown, gitlab, html
}

/// What every reporter gets: the result, the rules that ran, and where relative paths start.
public struct ReportContext: Sendable {
    public var result: LintResult
    public var rules: [Rule]
    /// The absolute directory that reported paths are relative to: the working directory or `--base-dir`.
    public var root: String
    public var exitCode: Int32
    /// The lowest severity that fails the run; JUnit marks findings from it up as failures.
    public var failOn: Severity
    /// Colour for a terminal (text format only).
    public var colored: Bool
    /// What relative input paths are relative to.
    public var workingDirectory: String
    /// Show every path absolute (`--absolute-paths`), as Xcode and some editors want.
    public var absolutePaths = false
    /// The descriptions the linted files hold, for a report that draws them (HTML); the other
    /// formats need only the findings, so callers load them only when such a report is asked for.
    public var descriptions: [Description] = []
    /// How many threads a report may be written with (`--jobs`).
    public var jobs = 1
    /// What was linted, from which commit and when, for a report that names its run (HTML).
    public var run: LintRun?
    /// The app's navigation map, for a report that draws it (HTML).
    public var navigationMap: NavigationMap?

    public init(result: LintResult, rules: [Rule], root: String, exitCode: Int32, failOn: Severity = .error, colored: Bool = false,
                workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.workingDirectory = workingDirectory
        self.result = result
        self.rules = rules
        self.root = root
        self.exitCode = exitCode
        self.failOn = failOn
        self.colored = colored
    }

    public func render(_ format: ReportFormat) -> String {
        switch format {
        case .text: TextReporter.render(self)
        case .json: JSONReporter.render(self)
        case .sarif: SARIFReporter.render(self)
        case .junit: JUnitReporter.render(self)
        case .github: GitHubReporter.render(self)
        case .checkstyle: CheckstyleReporter.render(self)
        case .markdown: MarkdownReporter.render(self)
        case .gitlab: GitLabReporter.render(self)
        case .html: HTMLReporter.render(self)
        }
    }

    /// The report in `format` as the bytes to write.
    public func bytes(_ format: ReportFormat) -> [UInt8] {
        format == .text ? TextReporter.bytes(self) : Array(render(format).utf8)
    }

    /// A file's path as reports show it: relative to `root` when inside it, absolute otherwise.
    public func displayPath(_ file: String) -> String {
        reportPath(file, root: root, workingDirectory: workingDirectory, absolute: absolutePaths)
    }

    /// What a per-file report shows of one file.
    struct FileEntry {
        var file: String
        var findings: [Finding]
        var errors: [LoadError]
    }

    /// Every file linted or failed, each once in the order first met, with its findings and errors.
    var files: [FileEntry] {
        let findings = Dictionary(grouping: result.findings, by: \.anchor.file)
        let errors = Dictionary(grouping: result.errors, by: \.file)
        var seen: Set<String> = []
        // Findings about the configuration (a configured suppression) name its file, not a linted one.
        return (result.files + result.errors.map(\.file) + result.findings.map(\.anchor.file)).filter { seen.insert($0).inserted }.map {
            FileEntry(file: $0, findings: findings[$0] ?? [], errors: errors[$0] ?? [])
        }
    }
}

/// `file` (relative to `workingDirectory` unless absolute) relative to `root` when it lies inside
/// it, else absolute; `.` and `..` are resolved.
func reportPath(_ file: String, root: String, workingDirectory: String, absolute: Bool = false) -> String {
    let full = file.hasPrefix("/") ? file : workingDirectory + "/" + file
    // Most paths are plain (ASCII, with no empty, `.` or `..` step): the steps would change
    // nothing, and a byte comparison with the root decides. Others go step by step.
    guard isPlainAbsolutePath(full), isPlainAbsolutePath(root) else {
        return reportPathBySteps(full, root: root, absolute: absolute)
    }
    let bytes = full.utf8, rootBytes = root.utf8
    if !absolute, bytes.count > rootBytes.count + 1, bytes.starts(with: rootBytes),
       bytes[bytes.index(bytes.startIndex, offsetBy: rootBytes.count)] == UInt8(ascii: "/") {
        return neutralizedLineStart(String(decoding: bytes.dropFirst(rootBytes.count + 1), as: UTF8.self))
    }
    return full
}

/// Whether `path` is absolute, ASCII, and has no empty, `.` or `..` step (`/a/b`, not `/a//b/.`).
func isPlainAbsolutePath(_ path: String) -> Bool {
    var bytes = path.utf8.makeIterator()
    guard bytes.next() == UInt8(ascii: "/") else { return false }
    var length = 0, dots = 0  // of the step being read
    func ends() -> Bool { length > 0 && !(dots == length && length <= 2) }
    while let byte = bytes.next() {
        guard byte < 0x80 else { return false }
        if byte == UInt8(ascii: "/") {
            guard ends() else { return false }
            length = 0
            dots = 0
        } else {
            length += 1
            if byte == UInt8(ascii: ".") { dots += 1 }
        }
    }
    return ends()
}

/// `reportPath` for any path: its steps resolved one by one (`.` dropped, `..` going up).
func reportPathBySteps(_ full: String, root: String, absolute: Bool) -> String {
    var components: [Substring] = []
    for component in full.split(separator: "/") {
        switch component {
        case ".": continue
        case "..": _ = components.popLast()
        default: components.append(component)
        }
    }
    let rootComponents = root.split(separator: "/").filter { $0 != "." }
    if !absolute, components.count > rootComponents.count, components.starts(with: rootComponents) {
        return neutralizedLineStart(components.dropFirst(rootComponents.count).joined(separator: "/"))
    }
    return "/" + components.joined(separator: "/")
}

/// Escapes text for XML attribute values and content; control characters, which XML 1.0 cannot
/// carry, and invisible format controls become visible escapes first.
func xmlEscaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
        if scalar != "\n" && scalar != "\r" && scalar != "\t", visible(String(scalar)) != String(scalar) {
            out += visible(String(scalar))
            continue
        }
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        case "\n": out += "&#10;"
        case "\r": out += "&#13;"
        case "\t": out += "&#9;"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}

extension ReportContext {
    /// A finding's related places in one line, for a format with room for no more than text:
    /// `LibraryActions used by LibraryView (App/Library.swift:8:28)`, joined by `; `; empty when none.
    func relatedText(_ finding: Finding) -> String {
        finding.relatedLocations.map { "\($0.message) (\(displayPath($0.anchor.file)):\($0.anchor.start.line):\($0.anchor.start.column))" }
            .joined(separator: "; ")
    }
}

/// Encodes report values the same way every time: sorted keys, two-space indentation.
func encodeStable<Value: Encodable>(_ value: Value) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
}
