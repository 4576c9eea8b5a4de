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
    var configPath: String?
    var noConfig: Bool

    init(_ arguments: ParsedArguments) {
        paths = arguments.operands
        configPath = arguments.value(Self.config)
        noConfig = arguments.flag(Self.noConfig)
    }

    func run() throws {
        var settings = LintSession.Settings()
        settings.configurationFile = configPath
        settings.usesConfiguration = !noConfig
        settings.jobs = ProcessInfo.processInfo.activeProcessorCount
        let (text, errors, skipped) = try lintSession(settings).show(paths: paths.isEmpty ? ["."] : paths)
        errors.forEach { printError($0.description) }
        skipped.forEach { printError($0.description) }
        try printOutput(text)
        if !errors.isEmpty { throw ExitCode(2) }
    }
}
