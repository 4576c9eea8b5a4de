import Foundation
import PackagePlugin

/// Embeds the rule metadata in `Rules/` and the rule examples in `Fixtures/rules/` into the
/// HIGLint library, so that the built binary carries every rule wherever it is copied.
@main
struct RuleCatalogPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let inputs = try files(under: root.appending(path: "Rules"), root: root)
            + files(under: root.appending(path: "Fixtures/rules"), root: root)
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedRuleCatalog.swift")
        return [
            .buildCommand(
                displayName: "Embedding Rules/ and Fixtures/rules/ into \(target.name)",
                executable: try context.tool(named: "RuleCatalogGenerator").url,
                arguments: [root.path, output.path] + inputs.map(\.relative),
                inputFiles: inputs.map(\.url),
                outputFiles: [output]
            )
        ]
    }

    private func files(under directory: URL, root: URL) throws -> [(url: URL, relative: String)] {
        let manager = FileManager.default
        guard let walker = manager.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var found: [(url: URL, relative: String)] = []
        let prefix = root.standardizedFileURL.path + "/"
        for case let url as URL in walker {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true,
                  !url.lastPathComponent.hasPrefix(".") else { continue }
            let path = url.standardizedFileURL.path
            found.append((url, path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path))
        }
        return found.sorted { $0.relative < $1.relative }
    }
}
