import Foundation
import Testing
@testable import HIGLint

/// What the command line says to habits from other linters' subcommands, through the binary.
extension CommandLineTests {
    /// Ruff's `check`, SwiftLint's `version`, `autocorrect` and `analyze`: "did you mean", exit 2,
    /// nothing linted (it linted, then said `check: no such file or directory`). A file or folder
    /// of that name is linted as before.
    @Test func otherLintersSubcommandsAreAnsweredWithDidYouMean() throws {
        let directory = try temporaryDirectory()
        try Self.longTitle.write(to: directory.appendingPathComponent("good.hig.json"), atomically: true, encoding: .utf8)
        let answers = [
            (["check", "."], "'check' is neither a subcommand nor a file or folder; did you mean 'hig-lint lint'? (Ruff's check; 'hig-lint PATH ...' lints too)"),
            (["version"], "'version' is neither a subcommand nor a file or folder; did you mean 'hig-lint --version'?"),
            (["autocorrect", "--format", "json"], "'autocorrect' is neither a subcommand nor a file or folder; did you mean 'hig-lint --fix'? (SwiftLint's autocorrect)"),
            (["analyze"], "'analyze' is neither a subcommand nor a file or folder; hig-lint has no analyze (SwiftLint's analyzer rules); every rule runs on every lint: 'hig-lint lint'"),
            (["expalin", "title-length"], "'expalin' is neither a subcommand nor a file or folder; did you mean 'hig-lint explain'?"),
            (["help", "check"], "no subcommand 'check'; did you mean 'hig-lint lint'? (Ruff's check; 'hig-lint PATH ...' lints too)"),
        ]
        for (arguments, message) in answers {
            let run = try run(arguments, in: directory)
            #expect(run.status == 2 && run.stdout.isEmpty, "\(arguments)")
            #expect(run.stderr == "hig-lint: error: \(message)\nRun 'hig-lint --help' for usage.\n")
        }
        // A folder named `check` is a path to lint.
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("check"), withIntermediateDirectories: true)
        try Self.longTitle.write(to: directory.appendingPathComponent("check/good.hig.json"), atomically: true, encoding: .utf8)
        let folder = try run(["--quiet", "check"], in: directory)
        #expect(folder.status == 0 && folder.stdout == "check/" + Self.longTitleFinding)
    }
}
