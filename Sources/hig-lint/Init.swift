import Foundation
import HIGLint

struct Init: Command {
    static let name = "init"
    static let abstract = "Write a commented starting .hig-lint.yml in the current directory."
    static let outputOption = Option.value("output", short: "o", help: "Where to write it (default: .hig-lint.yml).")
    static let options = [outputOption]

    var output: String

    init(_ arguments: ParsedArguments) {
        output = arguments.value(Self.outputOption) ?? ".hig-lint.yml"
    }

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
