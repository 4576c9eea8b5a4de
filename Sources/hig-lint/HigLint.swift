import Foundation
import HIGLint
import HIGLintSwift

/// The `hig-lint` command: which subcommand the arguments name, help and the version; the work
/// happens in HIGLint.
enum HigLint {
    static let name = "hig-lint"
    static let abstract = "Check an app's sidebars and toolbars against Apple's Human Interface Guidelines."
    static let discussion = """
        Exit status: 0 when no finding is at or above the failing severity, 1 when one is, \
        2 when hig-lint could not do its job fully (bad arguments, unreadable or malformed input).
        """
    static let commands: [any Command.Type] = [Lint.self, Show.self, Map.self, Rules.self, Explain.self, Schema.self, Init.self, LanguageServerCommand.self]
    /// What `hig-lint` does when the first argument names no subcommand.
    static let defaultCommand: any Command.Type = Lint.self

    private static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    /// SwiftLint's and Ruff's subcommands, for people who type them from habit (as the
    /// configuration answers their keys: `ConfigurationLoader.otherToolsKeys`).
    static let otherToolsCommands: [String: String] = [
        "check": "did you mean 'hig-lint lint'? (Ruff's check; 'hig-lint PATH ...' lints too)",
        "version": "did you mean 'hig-lint --version'?",
        "autocorrect": "did you mean 'hig-lint --fix'? (SwiftLint's autocorrect)",
        "fix": "did you mean 'hig-lint --fix'?",
        "analyze": "hig-lint has no analyze (SwiftLint's analyzer rules); every rule runs on every lint: 'hig-lint lint'",
        "format": "hig-lint does not format code (Ruff's format); 'hig-lint --fix' makes the fixes its findings offer",
        "rule": "did you mean 'hig-lint explain'? (Ruff's rule)",
    ]

    /// What to say of a word in the subcommand's place that is no subcommand: another tool's
    /// subcommand or a misspelt one, unless a file or folder of that name exists (then it is a path to lint).
    private static func advice(for word: String) -> String? {
        var status = stat()
        guard !word.hasPrefix("-"), lstat(word, &status) != 0 else { return nil }
        if let advice = otherToolsCommands[word.lowercased()] { return advice }
        return closestMatch(to: word, among: commands.map { $0.name }).map { "did you mean 'hig-lint \($0)'?" }
    }

    private static func perform<Chosen: Command>(_ command: Chosen.Type, _ arguments: ArraySlice<String>) throws {
        try Chosen(ParsedArguments(arguments, for: command)).run()
    }

    /// Does what `arguments` (without the program's name) ask for.
    /// Throws `UsageError` for a command line it cannot act on, `ExitCode` to end with a status.
    static func run(_ arguments: [String]) throws {
        if arguments.first == "help" {
            guard let name = arguments.dropFirst().first else { return try printOutput(Help.program()) }
            guard let command = command(named: name) else {
                throw UsageError("no subcommand '\(name)'; " + (advice(for: name) ?? "the subcommands are \(commands.map { $0.name }.joined(separator: ", "))"))
            }
            return try printOutput(Help.command(command))
        }
        let named = arguments.first.flatMap(command(named:))
        if named == nil, let word = arguments.first, let advice = advice(for: word) {
            throw UsageError("'\(word)' is neither a subcommand nor a file or folder; \(advice)")
        }
        let command = named ?? defaultCommand
        let rest = arguments.dropFirst(named == nil ? 0 : 1)
        let beforeOperands = rest.prefix { $0 != "--" }
        if beforeOperands.contains("--help") || beforeOperands.contains("-h") {
            return try printOutput(named == nil ? Help.program() : Help.command(command))
        }
        if beforeOperands.contains("--version") {
            return try printOutput(HIGLintVersion.current + "\n")
        }
        try perform(command, rest)
    }
}

/// Writes to standard error, where diagnostics about the run itself go; whatever an input put in
/// the text is shown through `visible`, so it cannot reach a terminal or a CI log raw.
func printError(_ text: String) {
    OutputFile.writeStandardError(Array((visible(text) + "\n").utf8))
}

/// Writes to standard output; a closed or broken standard output is a one-line error and exit 2.
func printOutput(_ text: String) throws {
    try printOutput(Array(text.utf8))
}

/// Bytes to standard output as they are (a diff of files' lines); a failed write stops the run.
func printOutput(_ bytes: [UInt8]) throws {
    do throws(OutputFile.WriteError) {
        try OutputFile.writeStandardOutput(bytes)
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

/// The run `settings` set up, with the built-in rules and every front end; a configuration with
/// errors or an unknown rule name stops it (exit 2) before any linting.
func lintSession(_ settings: LintSession.Settings) throws -> LintSession {
    let rules = try loadCatalog().rules
    do throws(LintSession.SetupError) {
        return try LintSession(rules: rules, frontEnds: allFrontEnds, settings: settings, platformsNote: SwiftFrontEnd.platformsNote(ofFile:bytes:configured:))
    } catch {
        error.lines.forEach(printError)
        throw ExitCode(2)
    }
}
