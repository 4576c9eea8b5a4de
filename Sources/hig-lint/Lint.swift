import ArgumentParser
import Foundation
import HIGLint

extension ReportFormat: ExpressibleByArgument {}
extension Severity: ExpressibleByArgument {}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lint description files and directories (the default command).",
        discussion: """
            A file named on the command line is always linted. A directory is searched for files \
            ending in \(FileDiscovery.descriptionSuffixes.joined(separator: " or ")); hidden directories are skipped.
            """
    )

    @Argument(help: "Files and directories to lint.", completion: .file())
    var paths: [String] = ["."]

    @Option(help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .text

    @Option(name: .shortAndLong, help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(name: .customLong("fail-on"), help: "The lowest severity that makes the exit status 1: error, warning or info.")
    var failOn: Severity = .error

    @Flag(name: .customLong("exit-zero"), help: "Exit 0 even when findings are at or above --fail-on (input errors still exit 2).")
    var exitZero = false

    @Flag(name: .shortAndLong, help: "Print only findings and errors: no summary line.")
    var quiet = false

    func run() throws {
        let clock = ContinuousClock()
        let started = clock.now
        let catalog = try loadCatalog()
        let result = Linter(rules: catalog.rules).lint(paths: paths)

        let failing = result.findings.contains { $0.severity >= failOn }
        let exitCode: Int32 = !result.errors.isEmpty ? 2 : (failing && !exitZero ? 1 : 0)
        let colored = output == nil && format == .text && isatty(STDOUT_FILENO) != 0
            && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
        let context = ReportContext(result: result, rules: catalog.rules, root: FileManager.default.currentDirectoryPath,
                                    exitCode: exitCode, colored: colored)
        let report = context.render(format)

        for error in result.errors { printError(error.description) }
        if result.files.isEmpty && result.errors.isEmpty && !quiet {
            printError("hig-lint: warning: no description files (\(FileDiscovery.descriptionSuffixes.map { "*" + $0 }.joined(separator: ", "))) found in \(paths.joined(separator: " "))")
        }
        if let output {
            do {
                try Data(report.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                printError("hig-lint: error: cannot write \(output): \(error.localizedDescription)")
                throw ExitCode(2)
            }
        } else {
            FileHandle.standardOutput.write(Data(report.utf8))
        }
        if !quiet && format == .text {
            let seconds = (clock.now - started) / .milliseconds(1) / 1000
            printError(summary(result, seconds: seconds))
        }
        if exitCode != 0 { throw ExitCode(exitCode) }
    }

    private func summary(_ result: LintResult, seconds: Double) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var parts = [count(result.files.count, "file") + " linted",
                     count(result.count(of: .error), "error"), count(result.count(of: .warning), "warning"),
                     count(result.count(of: .info), "info")]
        if !result.errors.isEmpty { parts.append(count(result.errors.count, "input error")) }
        return "hig-lint: " + parts.joined(separator: ", ") + String(format: " in %.2f s", seconds)
    }
}
