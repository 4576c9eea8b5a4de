import ArgumentParser

/// File names at the end of the command line, taken past ArgumentParser.
///
/// ArgumentParser takes time quadratic in the number of positional arguments (each one it uses is
/// removed from the front of an array): 5,000 file names, as `xargs` or a pre-commit hook pass
/// them, cost it most of a second. hig-lint's options take one value each, so in the last run of
/// arguments that do not start with `-`, every word but the first is a path for certain (the first
/// may be the last option's value); after `--`, every word is. Those are set aside, the rest is
/// parsed, and the command that takes paths gets them back at the end of its own, in order.
enum TrailingPaths {
    /// Fewer than this are left to ArgumentParser, which then sees the command line unchanged.
    static let threshold = 64

    static func split(_ arguments: [String]) -> (parsed: [String], trailing: [String]) {
        let start: Int
        if let terminator = arguments.firstIndex(of: "--") {
            start = terminator + 1
        } else {
            let lastDashed = arguments.lastIndex { $0.hasPrefix("-") } ?? -1
            start = lastDashed + 2  // the first plain word stays: it may be an option's value
        }
        guard arguments.count - start >= threshold else { return (arguments, []) }
        return (Array(arguments[..<start]), Array(arguments[start...]))
    }
}

/// A command that takes files and directories, to which `TrailingPaths` hands back what it set aside.
protocol TakesPaths: ParsableCommand {
    var paths: [String] { get set }
}

extension Lint: TakesPaths {}
extension Show: TakesPaths {}
