import Foundation
import PackagePlugin

/// Lints a target's descriptions, Interface Builder files and Swift source on every build that
/// changes one of them, with findings as build issues: hig-lint's `path:line:col: severity: message`
/// lines, with absolute paths (`--absolute-paths`), are what SwiftPM and Xcode turn into warnings and
/// errors, so an error finding fails the build and a warning does not. Results are cached in the
/// plugin's work directory, so files that did not change cost nothing when another one did. A
/// Swift-only target (a SwiftUI app) gets a command like any other; a target with none of these
/// files gets none.
@main
struct HigLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(inputs: target.sourceFiles.map(\.url), name: target.name,
                                 tool: context.tool(named: "hig-lint").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    /// The suffixes hig-lint reads.
    static let suffixes = [".hig.json", ".hig.xml", ".storyboard", ".xib", ".swift"]

    static func commands(inputs given: [URL], name: String, tool: URL, workDirectory: URL) -> [Command] {
        // A resource copied as a folder (`.copy("Design")`) is one input; lint the files inside it.
        let all = given.flatMap { url -> [URL] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue,
                  let walk = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return [url] }
            return walk.compactMap { $0 as? URL }.sorted { $0.path < $1.path }
        }
        let inputs = all.filter { url in suffixes.contains { url.path.lowercased().hasSuffix($0) } }
        guard !inputs.isEmpty else { return [] }
        // The JSON report is the command's output, so the build system reruns it only when an input
        // (or hig-lint itself) changed.
        let report = workDirectory.appendingPathComponent("hig-lint-\(name).json")
        return [.buildCommand(
            displayName: "hig-lint \(name) (\(inputs.count) file\(inputs.count == 1 ? "" : "s"))",
            executable: tool,
            arguments: ["--quiet", "--absolute-paths", "--cache-dir", workDirectory.appendingPathComponent("cache").path,
                        "--report", "text", "--report", "json=\(report.path)", "--"] + inputs.map(\.path),
            inputFiles: inputs,
            outputFiles: [report])]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension HigLintBuildToolPlugin: XcodeBuildToolPlugin {
    /// The same for an Xcode project's target: its storyboards, xibs, descriptions and Swift files
    /// (added to the target, in any build phase).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(inputs: target.inputFiles.map(\.url), name: target.displayName,
                          tool: context.tool(named: "hig-lint").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
