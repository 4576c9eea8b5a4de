import Foundation
import HIGLint

/// `hig-lint map`: the app's navigation map, per platform, from what the run read: scenes,
/// windows, columns, tabs, pushed screens and presentations, with the places not read.
struct Map: Command {
    enum Format: String, ArgumentValue, CaseIterable { case text, json, mermaid, dot }

    static let name = "map"
    static let abstract = "Print the app's navigation map per platform: its scenes and the screens they show, with titles, toolbar items, findings and the places not read."
    static let discussion = "A screen hig-lint read but found no scene to show is listed as unplaced. The JSON follows docs/map.schema.json."
    static let operands: Operands? = Operands(name: "paths", help: "Files and directories (default: the current directory).", repeated: true)
    static let formatOption = Option.value("format", help: "Output format: text, json, mermaid or dot (default: text).")
    static let options = [formatOption, Show.config, Show.noConfig]

    var paths: [String]
    var format: Format
    var settings: LintSession.Settings

    init(_ arguments: ParsedArguments) throws(UsageError) {
        paths = arguments.operands.isEmpty ? ["."] : arguments.operands
        format = try arguments.value(Self.formatOption, as: Format.self) ?? .text
        settings = Show.settings(arguments)
    }

    func run() throws {
        let (map, result) = try lintSession(settings).map(paths: paths)
        result.errors.forEach { printError($0.description) }
        result.skipped.forEach { printError($0.description) }
        switch format {
        case .text: try printOutput(map.text)
        case .json: try printOutput(map.json)
        case .mermaid: try printOutput(map.mermaid)
        case .dot: try printOutput(map.dot)
        }
        if !result.errors.isEmpty { throw ExitCode(2) }
    }
}
