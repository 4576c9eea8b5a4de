import ArgumentParser
import Foundation
import HIGLint

extension ReportFormat: ExpressibleByArgument {}
extension Severity: ExpressibleByArgument {}

/// `--report FORMAT[=PATH]`: one report of a run; without a path it goes to standard output.
struct ReportRequest: ExpressibleByArgument {
    var format: ReportFormat
    var path: String?

    init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard let format = ReportFormat(rawValue: parts[0]) else { return nil }
        self.format = format
        self.path = parts.count == 2 && !parts[1].isEmpty ? parts[1] : nil
    }
}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lint description files and directories (the default command).",
        discussion: """
            A file named on the command line is always linted. A directory is searched for files \
            ending in \(FileDiscovery.descriptionSuffixes.joined(separator: " or ")); hidden directories are skipped.
            """
    )

    @Argument(help: "Files and directories to lint (default: the current directory).", completion: .file())
    var paths: [String] = []

    @Option(help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .text

    @Option(name: .shortAndLong, help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(name: .customLong("report"), help: ArgumentHelp(
        "A report to write, as FORMAT or FORMAT=PATH; repeat for several reports from one run (replaces --format/--output).",
        valueName: "format[=path]"))
    var reports: [ReportRequest] = []

    @Option(name: .customLong("base-dir"), help: "Report paths relative to this directory (default: the current directory).")
    var baseDirectory: String?

    @Option(name: .customLong("files-from"), help: "Read more paths, one a line, from this file, or '-' for standard input.")
    var filesFrom: String?

    @Option(name: .customLong("stdin-filename"), help: "Lint a description read from standard input, reported under this path.")
    var stdinFilename: String?

    @Option(help: "How many files to lint at once (default: the number of cores). Output order does not change.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(name: .customLong("fail-on"), help: "The lowest severity that makes the exit status 1: error, warning or info.")
    var failOn: Severity = .error

    @Flag(name: .customLong("exit-zero"), help: "Exit 0 even when findings are at or above --fail-on (input errors still exit 2).")
    var exitZero = false

    @Flag(name: .shortAndLong, help: "Print only findings and errors: no summary line.")
    var quiet = false

    func validate() throws {
        if jobs < 1 {
            throw ValidationError("--jobs must be at least 1")
        }
        if filesFrom == "-" && stdinFilename != nil {
            throw ValidationError("--files-from - and --stdin-filename both read standard input; use one")
        }
        if !reports.isEmpty && (output != nil || format != .text) {
            throw ValidationError("--report replaces --format and --output; use one or the other")
        }
        if reports.filter({ $0.path == nil }).count > 1 {
            throw ValidationError("only one report can go to standard output; give the others a path (FORMAT=PATH)")
        }
    }

    func run() throws {
        let clock = ContinuousClock()
        let started = clock.now
        let catalog = try loadCatalog()
        let linter = Linter(rules: catalog.rules)
        let workingDirectory = FileManager.default.currentDirectoryPath
        let root = baseDirectory.map { reportPathRoot($0, in: workingDirectory) } ?? workingDirectory

        var named = paths
        if let filesFrom { named += try readPathList(filesFrom) }
        if named.isEmpty && stdinFilename == nil && filesFrom == nil { named = ["."] }
        var result = linter.lint(paths: named, jobs: jobs)
        if let stdinFilename {
            result.append(linter.lint(bytes: Array(FileHandle.standardInput.readDataToEndOfFile()), path: stdinFilename))
        }

        let failing = result.findings.contains { $0.severity >= failOn }
        let exitCode: Int32 = !result.errors.isEmpty ? 2 : (failing && !exitZero ? 1 : 0)
        let requests = reports.isEmpty ? [ReportRequest(format: format, path: output)] : reports
        let environment = ProcessInfo.processInfo.environment
        let colorable = isatty(STDOUT_FILENO) != 0 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        let context = ReportContext(result: result, rules: catalog.rules, root: root, exitCode: exitCode, failOn: failOn,
                                    workingDirectory: workingDirectory)

        for error in result.errors {
            printError("\(context.displayPath(error.file)):\(error.position.line):\(error.position.column): error: \(error.message)")
        }
        if result.files.isEmpty && result.errors.isEmpty && !quiet {
            printError("hig-lint: warning: no description files (\(FileDiscovery.descriptionSuffixes.map { "*" + $0 }.joined(separator: ", "))) found in \(named.joined(separator: " "))")
        }
        // Every report is rendered before any is written, and each file is replaced atomically,
        // so a report is either complete or absent.
        var writeFailed = false
        for request in requests {
            var rendering = context
            rendering.colored = request.path == nil && request.format == .text && colorable
            let report = Data(rendering.render(request.format).utf8)
            guard let path = request.path else {
                FileHandle.standardOutput.write(report)
                continue
            }
            do {
                try report.write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                printError("hig-lint: error: cannot write the \(request.format.rawValue) report to \(path): \(error.localizedDescription)")
                writeFailed = true
            }
        }
        if !quiet && requests.contains(where: { $0.format == .text && $0.path == nil }) {
            let seconds = (clock.now - started) / .milliseconds(1) / 1000
            printError("hig-lint: \(result.tally) in " + String(format: "%.2f s", seconds))
        }
        if writeFailed { throw ExitCode(2) }
        if exitCode != 0 { throw ExitCode(exitCode) }
    }

    private func readPathList(_ source: String) throws -> [String] {
        let data: Data
        if source == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else if let contents = FileManager.default.contents(atPath: source) {
            data = contents
        } else {
            printError("hig-lint: error: cannot read the path list \(source)")
            throw ExitCode(2)
        }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
    }

    private func reportPathRoot(_ directory: String, in workingDirectory: String) -> String {
        directory.hasPrefix("/") ? directory : workingDirectory + "/" + directory
    }
}

extension ReportRequest {
    init(format: ReportFormat, path: String?) {
        self.format = format
        self.path = path
    }
}
