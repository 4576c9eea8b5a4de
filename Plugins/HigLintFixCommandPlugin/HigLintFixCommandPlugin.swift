import PackagePlugin

/// `swift package --allow-writing-to-package-directory hig-lint-fix [--target NAME]... [ARGUMENTS...]`:
/// `hig-lint --fix` over the package's chrome (HigLintCommand says how). It rewrites the files it
/// fixes, so it asks for permission to write to the package directory (without it, SwiftPM asks at
/// a terminal and refuses elsewhere; macOS's plugin sandbox would block the writes).
@main
struct HigLintFixCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try HigLintCommand.run(context: context, arguments: ["--fix"] + arguments)
    }
}
