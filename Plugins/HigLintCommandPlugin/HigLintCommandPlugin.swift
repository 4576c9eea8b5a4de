import Foundation
import PackagePlugin

/// `swift package hig-lint [ARGUMENTS...]`: runs hig-lint over the package's own chrome.
///
/// hig-lint runs in the package directory, so with no arguments it lints that directory (every
/// `*.hig.json`, `*.hig.xml`, storyboard, xib and Swift file outside hidden directories such as
/// `.build`, and outside test folders for Swift), and relative paths
/// in the arguments and in the report are relative to the package. The arguments are passed to
/// hig-lint unchanged, and the command exits with hig-lint's exit status.
@main
struct HigLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "hig-lint")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
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
}
