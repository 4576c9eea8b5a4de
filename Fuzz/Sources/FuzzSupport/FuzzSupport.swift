#if canImport(Glibc)
import Glibc
#endif
import HIGLint

/// What every fuzz target does with one input: load it as `path` says, and when it decodes, run
/// every rule and render every report format, so that a crash anywhere on the way is found.
/// `linter` is the library's (its own front ends) unless a target brings one with more.
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int, path: String, linter: Linter? = nil) {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let linter = linter ?? defaultLinter
    let result = linter.lint(bytes: bytes, path: path)
    guard lintEverything else { return }
    for format in ReportFormat.allCases {
        _ = ReportContext(result: result, rules: linter.rules, root: "/", exitCode: 0, workingDirectory: "/").render(format)
    }
}

/// Loads a configuration from the bytes; when it loads, lints a description that gives every
/// kind of value with its custom rules and renders every report, so that the patterns, selectors
/// and message templates a configuration brings are run too.
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard case .success(let configuration) = Configuration.load(bytes: bytes, path: "fuzz.hig-lint.yml", rules: defaultLinter.rules) else { return }
    let configured = Linter(rules: defaultLinter.rules + configuration.customRules, configuration: configuration)
    let result = configured.lint(bytes: sampleDescription, path: "sample.hig.json")
    for format in ReportFormat.allCases {
        _ = ReportContext(result: result, rules: configured.rules, root: "/", exitCode: 0, workingDirectory: "/").render(format)
    }
}

private let sampleDescription = Array("""
    {"platforms": ["macOS", "iPadOS"], "app": "Mail", "window": {"title": "Inbox — All Accounts", "kind": "main"},
     "sidebar": {"editable": true, "items": [{"title": "Favorites", "children": [{"title": "Inbox", "symbol": "tray"},
       {"title": "flagged mail", "symbol": "flag", "iconColor": "systemOrange", "children": [{"title": "Deep"}]}]}]},
     "toolbar": {"title": "Inbox", "groups": [{"placement": "leading", "items": [{"kind": "sidebarToggle", "symbol": "sidebar.left"}]},
       {"placement": "trailing", "items": [{"label": "Compose", "symbol": "square.and.pencil", "style": "prominent"},
       {"label": "Send", "style": "prominent"}]}]}}
    """.utf8)

/// FuzzLint also renders reports; the loader targets stop after linting to run faster.
nonisolated(unsafe) public var lintEverything = false

private let defaultLinter = Linter(rules: (try? RuleCatalog.builtIn().rules) ?? [])

/// libFuzzer's entry point for programs that keep their own `main` (SwiftPM renames an
/// executable's `main`, so libFuzzer's own cannot be used).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// Runs libFuzzer with the process's arguments, calling `callback` for every input.
public func runFuzzer(_ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
}
