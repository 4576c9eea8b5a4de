import ArgumentParser
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
// A parent may hand over SIGINT, SIGTERM and SIGHUP blocked; unblocked, they remove temporary files.
var interrupts = sigset_t()
sigemptyset(&interrupts)
for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&interrupts, number) }
pthread_sigmask(SIG_UNBLOCK, &interrupts, nil)
TemporaryFiles.removeOnInterrupt()

// Arguments as the bytes they are: a file name that is not UTF-8 still names its file.
let arguments = (1..<Int(CommandLine.argc)).map { index in
    CommandLine.unsafeArgv[index].map { FileSystemPath.string(fromNative: Array(UnsafeBufferPointer(start: $0, count: strlen($0) + 1))) } ?? ""
}

// ArgumentParser exits with 64 on a usage error; hig-lint documents 2 for every failure to do its job.
do {
    let (parsed, trailing) = TrailingPaths.split(arguments)
    var command = try HigLint.parseAsRoot(parsed)
    if !trailing.isEmpty {
        if var taking = command as? any TakesPaths {
            taking.paths += trailing
            command = taking
        } else {
            command = try HigLint.parseAsRoot(arguments)  // a command without paths says what is wrong
        }
    }
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
