import Foundation
import PackagePlugin

/// What both command plugins do: hig-lint runs in the package directory, so with no arguments it
/// lints that directory (every `*.hig.json`, `*.hig.xml`, storyboard, xib and Swift file outside
/// hidden directories such as `.build`, and outside test folders for Swift), and relative paths in
/// the arguments and in the report are relative to the package. `--target NAME` (SwiftPM's
/// convention, repeatable) lints that target's files (sources and resources) instead. The other
/// arguments are passed to hig-lint unchanged (`--` included), and the command exits with
/// hig-lint's exit status. (Shared by a symbolic link: a plugin target cannot depend on a library.)
enum HigLintCommand {
    static func run(context: PluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "hig-lint")
        let (targets, rest) = extractTargets(arguments)
        let files = try context.package.targets(named: targets).flatMap { ($0 as? SourceModuleTarget)?.sourceFiles.map(\.url.path) ?? [] }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = Self.arguments(rest, paths: files)
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            Diagnostics.error("hig-lint was killed by signal \(process.terminationStatus)")
            exit(2)
        }
        if process.terminationStatus != 0 {
            exit(process.terminationStatus)
        }
    }

    /// The names given with `--target NAME` or `--target=NAME` before any `--`, and the other arguments.
    static func extractTargets(_ arguments: [String]) -> (targets: [String], rest: [String]) {
        var targets: [String] = [], rest: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" {
                rest += arguments[index...]
                break
            } else if argument == "--target", index + 1 < arguments.endIndex {
                targets.append(arguments[index + 1])
                index += 2
                continue
            } else if argument.hasPrefix("--target=") {
                targets.append(String(argument.dropFirst("--target=".count)))
            } else {
                rest.append(argument)
            }
            index += 1
        }
        return (targets, rest)
    }

    /// hig-lint's arguments: the paths the plugin adds go after `--` (beside any the caller put
    /// there), so that a folder named like an option stays a path.
    static func arguments(_ given: [String], paths: [String]) -> [String] {
        guard !paths.isEmpty else { return given }
        guard let separator = given.firstIndex(of: "--") else { return given + ["--"] + paths }
        return Array(given[...separator]) + paths + given[(separator + 1)...]
    }
}
