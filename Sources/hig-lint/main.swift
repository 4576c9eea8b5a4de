import ArgumentParser
import Foundation
import HIGLint

// ArgumentParser exits with 64 on a usage error; hig-lint documents 2 for every failure to do its job.
do {
    var command = try HigLint.parseAsRoot()
    try command.run()
} catch let exit as ExitCode {
    HigLint.exit(withError: exit)
} catch {
    let code = HigLint.exitCode(for: error)
    if code == .success {
        HigLint.exit(withError: error)  // --help and --version
    }
    printError("hig-lint: error: " + HigLint.message(for: error))
    if code == .validationFailure {
        printError("Run 'hig-lint --help' for usage.")
    }
    HigLint.exit(withError: ExitCode(2))
}
