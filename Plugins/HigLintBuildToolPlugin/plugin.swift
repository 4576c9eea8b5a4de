import Foundation
import PackagePlugin

/// Lints a target's descriptions and Interface Builder files on every build that changes one of
/// them, with findings as build issues: hig-lint's `path:line:col: severity: message` lines, with
/// absolute paths (`--absolute-paths`), are what SwiftPM and Xcode turn into warnings and errors,
/// so an error finding fails the build and a warning does not. Results are cached in the plugin's
/// work directory, so files that did not change cost nothing when another one did.
///
/// The target's Swift files are passed too: hig-lint skips files no front end reads, and will
/// check them once a Swift front end claims `.swift`. A target with no description or Interface
/// Builder file gets no command at all, so Swift-only targets pay nothing.
@main
struct HigLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(inputs: target.sourceFiles.map(\.url), name: target.name,
                                 tool: context.tool(named: "hig-lint").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    /// The suffixes hig-lint reads today, and Swift's.
    static let suffixes = [".hig.json", ".hig.xml", ".storyboard", ".xib"]

    static func commands(inputs given: [URL], name: String, tool: URL, workDirectory: URL) -> [Command] {
        // A resource copied as a folder (`.copy("Design")`) is one input; lint the files inside it.
        let all = given.flatMap { url -> [URL] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue,
                  let walk = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return [url] }
            return walk.compactMap { $0 as? URL }.sorted { $0.path < $1.path }
        }
        let lintable = all.filter { url in suffixes.contains { url.path.lowercased().hasSuffix($0) } }
        guard !lintable.isEmpty else { return [] }
        let inputs = lintable + all.filter { $0.pathExtension == "swift" }
        // The JSON report is the command's output, so the build system reruns it only when an input
        // (or hig-lint itself) changed.
        let report = workDirectory.appendingPathComponent("hig-lint-\(name).json")
        return [.buildCommand(
            displayName: "hig-lint \(name) (\(lintable.count) file\(lintable.count == 1 ? "" : "s"))",
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
    /// The same for an Xcode project's target: its storyboards, xibs and descriptions (added to the
    /// target, in any build phase) and Swift files.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(inputs: target.inputFiles.map(\.url), name: target.displayName,
                          tool: context.tool(named: "hig-lint").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
