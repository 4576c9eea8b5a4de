import Foundation
import HIGLint

// A standard stream the caller closed is reopened read-only on /dev/null: writing to it then fails
// with a message (exit 2) instead of the next file hig-lint opens taking its number and receiving
// the report. A reader that goes away (`| head -1`) is a write error, not a silent death by SIGPIPE.
for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
    let null = open("/dev/null", O_RDONLY)
    if null >= 0 && null != descriptor { dup2(null, descriptor); close(null) }
}
signal(SIGPIPE, SIG_IGN)
// A file larger than `ulimit -f` is a write error (EFBIG: one line, exit 2, no temporary file
// left), not death by SIGXFSZ.
signal(SIGXFSZ, SIG_IGN)
TemporaryFiles.removeOnInterrupt()

// Arguments as the bytes they are: a file name that is not UTF-8 still names its file.
let arguments = (1..<Int(CommandLine.argc)).map { index in
    CommandLine.unsafeArgv[index].map { FileSystemPath.string(fromNative: Array(UnsafeBufferPointer(start: $0, count: strlen($0) + 1))) } ?? ""
}

/// Runs the command and exits. A parent may hand over SIGINT, SIGTERM and SIGHUP blocked;
/// unblocked here, they remove temporary files. The main thread keeps them blocked, so that they
/// reach this thread, which holds them back while it renames reports into place.
@Sendable func runCommand() {
    var interrupts = TemporaryFiles.interrupts
    pthread_sigmask(SIG_UNBLOCK, &interrupts, nil)
    do {
        try HigLint.run(arguments)
    } catch let exit as ExitCode {
        Foundation.exit(exit.status)
    } catch let usage as UsageError {
        printError("hig-lint: error: " + usage.message)
        printError("Run 'hig-lint --help' for usage.")
        Foundation.exit(2)
    } catch {
        printError("hig-lint: error: \(error)")
        Foundation.exit(2)
    }
}

// The command runs on a thread with a large stack (see LargeStack): deep syntax in a file cannot
// overflow it.
var interrupts = TemporaryFiles.interrupts
pthread_sigmask(SIG_BLOCK, &interrupts, nil)
LargeStack.run(runCommand)
