import Foundation
import HIGLint
import HIGLintSwift

/// `hig-lint lsp`: the editor server, over standard input and output.
struct LanguageServerCommand: Command {
    static let name = "lsp"
    static let abstract = "Run a Language Server Protocol server on standard input and output, for editors."
    static let discussion = "Publishes diagnostics for open descriptions, storyboards, xibs and Swift files as they change, with the workspace's .hig-lint.yml; hovers show 'explain'; code actions offer fixes and inline suppressions."

    /// Editors' language clients (vscode-languageclient's stdio transport among them) pass it.
    static let stdio = Option.flag("stdio", help: "Talk over standard input and output, the only way it talks; accepted because editors pass it.")
    static let options = [stdio]

    init(_ arguments: ParsedArguments) {}

    func run() throws {
        let catalog = try loadCatalog()
        let server = LanguageServer(rules: catalog.rules, frontEnds: allFrontEnds, jobs: ProcessInfo.processInfo.activeProcessorCount)
        let status = server.run(
            read: { timeout in
                var chunk = [UInt8](repeating: 0, count: 65536)
                while true {
                    if let timeout {
                        var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                        let ready = poll(&input, 1, Int32(clamping: timeout))
                        if ready < 0 && errno == EINTR { continue }
                        if ready == 0 { return nil }
                    }
                    let count = read(STDIN_FILENO, &chunk, chunk.count)
                    if count < 0 && errno == EINTR { continue }
                    return count > 0 ? Array(chunk[..<count]) : []
                }
            },
            write: { bytes in try? OutputFile.writeStandardOutput(bytes) },
            log: { printError($0) })
        if status != 0 { throw ExitCode(status) }
    }
}
