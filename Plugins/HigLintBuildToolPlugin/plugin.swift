import Foundation
import PackagePlugin

/// Lints a target's descriptions, Interface Builder files and Swift source on every build that
/// changes one of them, with findings as build issues: hig-lint's `path:line:col: severity: message`
/// lines, with absolute paths (`--absolute-paths`), are what SwiftPM and Xcode turn into warnings and
/// errors, so an error finding fails the build and a warning does not. Results are cached in the
/// plugin's work directory, so files that did not change cost nothing when another one did. A
/// Swift-only target (a SwiftUI app) gets a command like any other; a target with none of these
/// files gets none.
///
/// The command declares its inputs (SwiftPM adds hig-lint itself) and no output file: a build
/// command's output that is not a source file becomes a resource of the target (SwiftPM's
/// `Command.buildCommand` documentation), so a declared report gave every linted target a resource
/// bundle (`App_App.resources`, and `resource_bundle_accessor.swift` compiled into it), and in an
/// app the report would ship inside it. SwiftPM gives a command without outputs a phony one and
/// runs it when an input changed, as it does a command with outputs (with both of its build
/// systems, `native` and `swiftbuild`), but only in a package of tools version 6.0 or later; before
/// that such a command never runs, so for those packages the JSON report is declared as before.
@main
struct HigLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let toolsVersion = context.package.toolsVersion
        return try Self.commands(inputs: target.sourceFiles.map(\.url), name: target.name,
                                 tool: context.tool(named: "hig-lint").url, workDirectory: context.pluginWorkDirectoryURL,
                                 declareReport: (toolsVersion.major, toolsVersion.minor) < (6, 0))
    }

    /// The suffixes hig-lint reads.
    static let suffixes = [".hig.json", ".hig.xml", ".storyboard", ".xib", ".swift"]

    /// `declareReport`: the JSON report is the command's declared output (for packages before tools
    /// version 6.0, where a command without outputs does not run); otherwise it is only written.
    static func commands(inputs given: [URL], name: String, tool: URL, workDirectory: URL, declareReport: Bool) -> [Command] {
        // A resource copied as a folder (`.copy("Design")`) is one input; lint the files inside it.
        let all = given.flatMap { url -> [URL] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue,
                  let walk = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return [url] }
            return walk.compactMap { $0 as? URL }.sorted { $0.path < $1.path }
        }
        let inputs = all.filter { url in suffixes.contains { url.path.lowercased().hasSuffix($0) } }
        guard !inputs.isEmpty else { return [] }
        // The JSON report stays in the work directory, out of the target's resources (see above).
        let report = workDirectory.appendingPathComponent("hig-lint-\(name).json")
        return [.buildCommand(
            displayName: "hig-lint \(name) (\(inputs.count) file\(inputs.count == 1 ? "" : "s"))",
            executable: tool,
            arguments: ["--quiet", "--absolute-paths", "--cache-dir", workDirectory.appendingPathComponent("cache").path,
                        "--report", "text", "--report", "json=\(report.path)", "--"] + inputs.map(\.path),
            inputFiles: inputs,
            outputFiles: declareReport ? [report] : [])]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension HigLintBuildToolPlugin: XcodeBuildToolPlugin {
    /// The same for an Xcode project's target: its storyboards, xibs, descriptions and Swift files
    /// (added to the target, in any build phase). No declared output, so no report is copied into
    /// the app: Xcode builds with Swift Build, which runs such a command when an input changed, as
    /// `swift build --build-system swiftbuild` does (Xcode itself is not tested here).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(inputs: target.inputFiles.map(\.url), name: target.displayName,
                          tool: context.tool(named: "hig-lint").url, workDirectory: context.pluginWorkDirectoryURL,
                          declareReport: false)
    }
}
#endif
