import Foundation
import HIGLint
import HIGLintSwift

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
        let catalog = try loadCatalog()
        var configuration: Configuration?
        if !noConfig, let path = configPath ?? Configuration.find(from: FileManager.default.currentDirectoryPath) {
            switch Configuration.load(path, rules: catalog.rules) {
            case .success(let loaded): configuration = loaded
            case .failure(let failure):
                failure.errors.forEach { printError($0.description) }
                throw ExitCode(2)
            }
        }
        let linter = Linter(rules: catalog.rules, configuration: configuration, frontEnds: allFrontEnds)
        let (files, errors) = linter.descriptions(paths: paths.isEmpty ? ["."] : paths, jobs: ProcessInfo.processInfo.activeProcessorCount)
        var failed = !errors.isEmpty
        errors.forEach { printError($0.description) }
        for (file, loaded) in files {
            switch loaded {
            case .failure(let failure):
                failure.errors.forEach { printError($0.description) }
                failed = true
            case .success(let descriptions):
                if FileSystemPath.hasSuffix(file, anyOf: [".swift"]), !descriptions.isEmpty, let data = FileManager.default.contents(atPath: file) {
                    let note = SwiftFrontEnd.platformsNote(path: file, bytes: Array(data), configured: configuration?.defaultPlatforms(for: file) ?? [])
                    print("// \(file): platforms \(note)")
                }
                for description in descriptions {
                    guard let document = description.document else { continue }
                    let anchor = document.anchor
                    let place = anchor.path.isEmpty ? "" : " (\(anchor.path))"
                    print("// from \(anchor.file):\(anchor.start.line):\(anchor.start.column)\(place)")
                    print(document.json.text, terminator: "")
                }
            }
        }
        if failed { throw ExitCode(2) }
    }
}
