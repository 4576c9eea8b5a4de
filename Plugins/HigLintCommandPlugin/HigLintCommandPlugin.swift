import Foundation
import PackagePlugin

/// `swift package hig-lint [--target NAME]... [ARGUMENTS...]`: runs hig-lint over the package's
/// own chrome (HigLintCommand says how). It writes nothing but the reports it is asked for, so it
/// asks for no permission, and it refuses `--fix` (unless `--diff` prints the changes instead):
/// `swift package --allow-writing-to-package-directory hig-lint-fix` asks for it. Without that
/// refusal, `--fix` would rewrite the package's files wherever no sandbox stops it (Linux).
@main
struct HigLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let options = arguments.prefix { $0 != "--" }
        if options.contains("--fix") && !options.contains("--diff") {
            Diagnostics.error("--fix rewrites the package's files, which this command may not do; run "
                + "swift package --allow-writing-to-package-directory hig-lint-fix, or add --diff to print the changes")
            exit(2)
        }
        try HigLintCommand.run(context: context, arguments: arguments)
    }
}
