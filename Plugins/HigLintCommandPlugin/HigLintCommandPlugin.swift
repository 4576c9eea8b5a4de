import PackagePlugin

/// `swift package hig-lint [--target NAME]... [ARGUMENTS...]`: runs hig-lint over the package's
/// own chrome (HigLintCommand says how). It writes nothing but the reports it is asked for, so it
/// asks for no permission; `swift package hig-lint-fix` does, for `--fix`.
@main
struct HigLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try HigLintCommand.run(context: context, arguments: arguments)
    }
}
