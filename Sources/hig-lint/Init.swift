import ArgumentParser
import Foundation
import HIGLint

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starting .hig-lint.yml in the current directory.")

    @Option(name: .shortAndLong, help: "Where to write it.")
    var output = ".hig-lint.yml"

    func run() throws {
        guard !FileManager.default.fileExists(atPath: output) else {
            printError("hig-lint: error: \(output) already exists; not overwriting it")
            throw ExitCode(2)
        }
        do {
            try Data(Configuration.starterText.utf8).write(to: URL(fileURLWithPath: output), options: .withoutOverwriting)
        } catch {
            printError("hig-lint: error: cannot write \(output): \(error.localizedDescription)")
            throw ExitCode(2)
        }
        try printOutput("wrote \(output)\n")
    }
}
