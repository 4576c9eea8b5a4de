import ArgumentParser
import Foundation
import HIGLint

/// The `hig-lint` command: argument parsing and exit codes only; the work happens in HIGLint.
struct HigLint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hig-lint",
        abstract: "Check an app's sidebars and toolbars against Apple's Human Interface Guidelines.",
        discussion: """
            Exit status: 0 when no finding is at or above the failing severity, 1 when one is, \
            2 when hig-lint could not do its job fully (bad arguments, unreadable or malformed input).
            """,
        version: HIGLintVersion.current,
        subcommands: [Lint.self, Show.self, Rules.self, Explain.self, Schema.self, Init.self, LanguageServerCommand.self],
        defaultSubcommand: Lint.self
    )
}

/// Writes to standard error, where diagnostics about the run itself go; whatever an input put in
/// the text is shown through `visible`, so it cannot reach a terminal or a CI log raw.
func printError(_ text: String) {
    OutputFile.writeStandardError(Array((visible(text) + "\n").utf8))
}

/// Writes to standard output; a closed or broken standard output is a one-line error and exit 2.
func printOutput(_ text: String) throws {
    do throws(OutputFile.WriteError) {
        try OutputFile.writeStandardOutput(Array(text.utf8))
    } catch {
        printError("hig-lint: error: cannot write to standard output: \(error)")
        throw ExitCode(2)
    }
}

/// Loads the built-in rules, or reports why the build's rule files are broken.
func loadCatalog() throws -> RuleCatalog {
    do {
        return try RuleCatalog.builtIn()
    } catch {
        error.errors.forEach { printError($0.description) }
        throw ExitCode(2)
    }
}
