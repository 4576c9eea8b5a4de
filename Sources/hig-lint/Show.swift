import Foundation
import HIGLint

/// `hig-lint show`: the descriptions hig-lint derives from any input, so that people can see
/// what was understood and start a `.hig.json` from it.
struct Show: Command {
    static let name = "show"
    static let abstract = "Print the descriptions hig-lint derives from descriptions, storyboards and Swift files, in the JSON description format."
    static let discussion = "Each description follows a '// from PATH:LINE:COLUMN' line naming where it was found; copy one into a *.hig.json file to start a description."
    static let operands: Operands? = Operands(name: "paths", help: "Files and directories (default: the current directory).", repeated: true)
    static let config = Option.value("config", help: "The configuration file (default: the nearest one).")
    static let noConfig = Option.flag("no-config", help: "Use no configuration file.")
    static let options = [config, noConfig]

    var paths: [String]
    var settings: LintSession.Settings

    init(_ arguments: ParsedArguments) {
        paths = arguments.operands.isEmpty ? ["."] : arguments.operands
        settings = Self.settings(arguments)
    }

    /// The run's settings for a command that reads an app without a report (`show`, `map`): the
    /// configuration `--config` and `--no-config` choose, a job per processor.
    static func settings(_ arguments: ParsedArguments) -> LintSession.Settings {
        var settings = LintSession.Settings()
        settings.configurationFile = arguments.value(config)
        settings.usesConfiguration = !arguments.flag(noConfig)
        settings.jobs = ProcessInfo.processInfo.activeProcessorCount
        return settings
    }

    func run() throws {
        let (text, errors, skipped) = try lintSession(settings).show(paths: paths)
        errors.forEach { printError($0.description) }
        skipped.forEach { printError($0.description) }
        try printOutput(text)
        if !errors.isEmpty { throw ExitCode(2) }
    }
}
