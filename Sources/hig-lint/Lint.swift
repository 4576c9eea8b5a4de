import Foundation
import HIGLint

extension ReportFormat: ArgumentValue {}
extension Severity: ArgumentValue {}

/// `--report FORMAT[=PATH]`: one report of a run; without a path it goes to standard output.
extension ReportRequest: ArgumentValue {
    init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard let first = parts.first, let format = ReportFormat(rawValue: first) else { return nil }
        self.init(format: format, path: parts.count == 2 && !parts[1].isEmpty ? parts[1] : nil)
    }

    static var expected: String { "FORMAT or FORMAT=PATH, where FORMAT is " + ReportFormat.expected }
}

struct Lint: Command {
    static let name = "lint"
    /// What a directory search picks: descriptions, Interface Builder files, Swift and Objective-C.
    static let searchedSuffixes = (FileDiscovery.descriptionSuffixes + [".swift"] + ObjectiveCFrontEnd.suffixes).joined(separator: ", ")
    static let abstract = "Lint description files and directories (the default command)."
    static let discussion = """
        A directory is searched for files ending in \(searchedSuffixes); \
        hidden directories are skipped. A named path that does not exist is an error (exit 2, the others are still \
        linted); listed paths (--files-from) that do not exist, and files no front end reads, are skipped and counted \
        (a .json or .xml named on the command line is read as a description).
        """
    static let operands: Operands? = Operands(name: "paths", help: "Files and directories to lint (default: the current directory).", repeated: true)

    /// The options, in the order help lists them.
    enum Options {
        static let format = Option.value("format", help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")) (default: text).")
        static let output = Option.value("output", short: "o", help: "Write the report to this file instead of standard output.")
        static let report = Option.repeated("report", valueName: "format[=path]", help:
            "A report to write, as FORMAT or FORMAT=PATH; repeat for several reports from one run (replaces --format/--output).")
        static let baseDirectory = Option.value("base-dir", help: "Report paths relative to this directory (default: the current directory).")
        static let filesFrom = Option.value("files-from", help: "Read more paths, one a line, from this file, or '-' for standard input.")
        static let stdinFilename = Option.value("stdin-filename", help: "Lint a description read from standard input, reported under this path.")
        static let jobs = Option.value("jobs", help: "How many files to lint at once (default: the number of cores). Output order does not change.")
        static let config = Option.value("config", help: "The configuration file (default: the nearest .hig-lint.yml, .hig-lint.yaml or .hig-lint.json, looking up to the repository root).")
        static let noConfig = Option.flag("no-config", help: "Use no configuration file, only the built-in defaults.")
        static let allowConfigDirectory = Option.repeated("allow-config-dir", valueName: "dir", help:
            "A folder outside the repository whose files the configuration may name in extends, rules-dir and baseline; repeatable.")
        static let maxFileSize = Option.value("max-file-size", help: "Refuse files larger than this many MiB (default: 256).")
        static let maxDepth = Option.value("max-depth", help: "Refuse documents nested deeper than this (default: 256, also the most for XML).")
        static let failOn = Option.value("fail-on", help: "The lowest severity that makes the exit status 1: error, warning or info (default: error).")
        static let baseline = Option.value("baseline", help: "Report only findings not recorded in this baseline file.")
        static let writeBaseline = Option.value("write-baseline", help: "Record the current findings in this baseline file (written atomically).")
        static let strictBaseline = Option.flag("strict-baseline", help: "With --baseline, fail when a recorded finding no longer occurs.")
        static let exitZero = Option.flag("exit-zero", help: "Exit 0 even when findings are at or above --fail-on (input errors still exit 2).")
        static let quiet = Option.flag("quiet", short: "q", help: "Print only findings and errors: no summary line.")
        static let verbose = Option.flag("verbose", short: "v", help:
            "Also say which files were skipped, for each file the rules that could not run because it does not state what they read, and where the Swift files' platforms come from.")
        static let select = Option.repeated("select", valueName: "rule", help:
            "Run only these rules (ids or categories, comma-separated or repeated), whatever the configuration enables.")
        static let ignore = Option.repeated("ignore", valueName: "rule", help: "Never run these rules (ids or categories, comma-separated or repeated).")
        static let statistics = Option.flag("statistics", help: "Print how many findings each rule made instead of the findings (standard output).")
        static let showConfig = Option.flag("show-config", help: "Print the configuration file in use and every rule with its severity and parameters, then exit.")
        static let showFiles = Option.flag("show-files", help: "Print the files a run would lint, then exit.")
        static let cacheDirectory = Option.value("cache-dir", help:
            "Keep results in this folder by content hash, so that unchanged files cost nothing (off by default: hig-lint writes only the reports it is asked for).")
        static let noCache = Option.flag("no-cache", help: "Read and check every file, and keep nothing.")
        static let absolutePaths = Option.flag("absolute-paths", help: "Report absolute paths instead of paths relative to the base directory.")
        static let fix = Option.flag("fix", help:
            "Make the fixes of fixable findings in the files, lint them again, and report what remains ('hig-lint rules' marks fixable rules).")
        static let diff = Option.flag("diff", help: "With --fix: print the changes as a unified diff instead of writing them.")
        static let unsafeFixes = Option.flag("unsafe-fixes", help:
            "With --fix: also make the fixes that may drop something the author meant ('hig-lint rules' marks them unsafe).")
    }

    static let options = [
        Options.format, Options.output, Options.report, Options.baseDirectory, Options.filesFrom, Options.stdinFilename,
        Options.jobs, Options.config, Options.noConfig, Options.allowConfigDirectory, Options.maxFileSize, Options.maxDepth,
        Options.failOn, Options.baseline, Options.writeBaseline, Options.strictBaseline, Options.exitZero, Options.quiet,
        Options.verbose, Options.select, Options.ignore, Options.statistics, Options.showConfig, Options.showFiles,
        Options.cacheDirectory, Options.noCache, Options.absolutePaths, Options.fix, Options.diff, Options.unsafeFixes,
    ]

    var paths: [String]
    var format: ReportFormat
    var output: String?
    var reports: [ReportRequest]
    var baseDirectory: String?
    var filesFrom: String?
    var stdinFilename: String?
    var jobs: Int
    var configPath: String?
    var noConfig: Bool
    var allowedConfigDirectories: [String]
    var maxFileSize: Int?
    var maxDepth: Int?
    var failOnOption: Severity?
    var baselinePath: String?
    var writeBaselinePath: String?
    var strictBaseline: Bool
    var exitZero: Bool
    var quiet: Bool
    var verbose: Bool
    var selectOption: [String]
    var ignoreOption: [String]
    var statistics: Bool
    var showConfig: Bool
    var showFiles: Bool
    var cacheDirectory: String?
    var noCache: Bool
    var absolutePaths: Bool
    var fix: Bool
    var diff: Bool
    var unsafeFixes: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        paths = arguments.operands
        format = try arguments.value(Options.format, as: ReportFormat.self) ?? .text
        output = arguments.value(Options.output)
        reports = try arguments.values(Options.report, as: ReportRequest.self)
        baseDirectory = arguments.value(Options.baseDirectory)
        filesFrom = arguments.value(Options.filesFrom)
        stdinFilename = arguments.value(Options.stdinFilename)
        jobs = try arguments.value(Options.jobs, as: Int.self) ?? ProcessInfo.processInfo.activeProcessorCount
        configPath = arguments.value(Options.config)
        noConfig = arguments.flag(Options.noConfig)
        allowedConfigDirectories = arguments.values(Options.allowConfigDirectory)
        maxFileSize = try arguments.value(Options.maxFileSize, as: Int.self)
        maxDepth = try arguments.value(Options.maxDepth, as: Int.self)
        failOnOption = try arguments.value(Options.failOn, as: Severity.self)
        baselinePath = arguments.value(Options.baseline)
        writeBaselinePath = arguments.value(Options.writeBaseline)
        strictBaseline = arguments.flag(Options.strictBaseline)
        exitZero = arguments.flag(Options.exitZero)
        quiet = arguments.flag(Options.quiet)
        verbose = arguments.flag(Options.verbose)
        selectOption = arguments.values(Options.select)
        ignoreOption = arguments.values(Options.ignore)
        statistics = arguments.flag(Options.statistics)
        showConfig = arguments.flag(Options.showConfig)
        showFiles = arguments.flag(Options.showFiles)
        cacheDirectory = arguments.value(Options.cacheDirectory)
        noCache = arguments.flag(Options.noCache)
        absolutePaths = arguments.flag(Options.absolutePaths)
        fix = arguments.flag(Options.fix)
        diff = arguments.flag(Options.diff)
        unsafeFixes = arguments.flag(Options.unsafeFixes)
        try validate()
    }

    /// Options that contradict each other or are out of range.
    func validate() throws(UsageError) {
        if cacheDirectory != nil && noCache {
            throw UsageError("--cache-dir and --no-cache contradict each other; use one")
        }
        if configPath != nil && noConfig {
            throw UsageError("--config and --no-config contradict each other; use one")
        }
        if let maxDepth, maxDepth < 1 || maxDepth > DescriptionLoader.defaultMaximumDepth {
            throw UsageError("--max-depth must be between 1 and \(DescriptionLoader.defaultMaximumDepth)")
        }
        if let maxFileSize, maxFileSize < 1 {
            throw UsageError("--max-file-size must be at least 1 (MiB)")
        }
        if jobs < 1 {
            throw UsageError("--jobs must be at least 1")
        }
        if filesFrom == "-" && stdinFilename != nil {
            throw UsageError("--files-from - and --stdin-filename both read standard input; use one")
        }
        if !reports.isEmpty && (output != nil || format != .text) {
            throw UsageError("--report replaces --format and --output; use one or the other")
        }
        if statistics && reports.contains(where: { $0.path == nil && $0.format != .text }) || statistics && reports.isEmpty && output == nil && format != .text {
            throw UsageError("--statistics prints to standard output; give the other report a path")
        }
        if reports.filter({ $0.path == nil }).count > 1 {
            throw UsageError("only one report can go to standard output; give the others a path (FORMAT=PATH)")
        }
        if diff && !fix {
            throw UsageError("--diff shows what --fix would change; use it with --fix")
        }
        if unsafeFixes && !fix {
            throw UsageError("--unsafe-fixes says which fixes --fix makes; use it with --fix")
        }
        if fix && stdinFilename != nil {
            throw UsageError("--fix changes files; it cannot fix standard input (--stdin-filename)")
        }
        if fix && (writeBaselinePath != nil || statistics) {
            throw UsageError("--fix reports the findings that remain; use it without --write-baseline and --statistics")
        }
        if diff && reports.contains(where: { $0.path == nil }) {
            throw UsageError("--fix --diff prints the diff to standard output; give the report a path (FORMAT=PATH)")
        }
        if let (first, second) = OutputFile.firstClash(among: reports.compactMap(\.path) + [output, writeBaselinePath].compactMap { $0 }) {
            throw UsageError("'\(first)' and '\(second)' name the same file; each report and the baseline need their own")
        }
    }

    /// A report or the baseline whose path names a file being linted would replace it: the run
    /// stops before anything is written (`-o App.hig.json App.hig.json`).
    func refuseOutputsOverInputs(_ inputs: [String]) throws(UsageError) {
        let outputs = reports.compactMap(\.path) + [output, writeBaselinePath].compactMap { $0 }
        guard let (output, input) = OutputFile.firstInput(among: outputs, inputs: inputs) else { return }
        let what = output == writeBaselinePath ? "the baseline" : "a report"
        throw UsageError("'\(output)' is \(input == output ? "" : "'\(input)', ")a file being linted: \(what) written there would replace it; give it a path of its own")
    }

    /// What the options say about the run before any file is read.
    var settings: LintSession.Settings {
        var settings = LintSession.Settings()
        settings.configurationFile = configPath
        settings.usesConfiguration = !noConfig
        settings.allowedConfigurationDirectories = allowedConfigDirectories
        settings.select = selectOption
        settings.ignore = ignoreOption
        settings.maximumFileSize = maxFileSize.map(DescriptionLoader.bytes(mebibytes:))
        settings.maximumDepth = maxDepth
        settings.failOn = failOnOption
        settings.baseline = baselinePath
        settings.jobs = jobs
        return settings
    }

    func run() throws {
        let clock = ContinuousClock()
        let started = clock.now
        var session = try lintSession(settings)
        if strictBaseline && session.baseline == nil {
            printError("hig-lint: error: --strict-baseline needs --baseline FILE (or baseline: in the configuration)")
            throw ExitCode(2)
        }
        // The process exits once the report is out: the largest file of a megabyte or more leaves its model to exit.
        session.keepsModelsFrom = 1 << 20
        let workingDirectory = session.workingDirectory
        let root = baseDirectory.map { reportPathRoot($0, in: workingDirectory) } ?? workingDirectory

        // A path named on the command line that does not exist is an error (exit 2, after the
        // other files are linted): a typo in a CI step must not pass for a clean run. Listed paths
        // that do not exist (a diff's deleted files) and files no front end reads are skipped and
        // counted: `git diff --name-only | hig-lint --files-from -`.
        var (named, missingOperands) = session.named(paths, listed: try filesFrom.map(readPathList))
        if paths.isEmpty && stdinFilename == nil && filesFrom == nil { named.paths = ["."] }
        let skipped = skippedNote(named)
        // How paths are shown, before there is a result to report.
        var paths = ReportContext(result: LintResult(files: []), rules: [], root: root, exitCode: 0, workingDirectory: workingDirectory)
        paths.absolutePaths = absolutePaths
        if showFiles {
            let listing = session.files(for: named.paths).map { paths.displayPath($0) + "\n" }.joined()
            if !listing.isEmpty { print(listing, terminator: "") }
            if let skipped { printError("hig-lint: " + skipped) }
            return
        }
        if showConfig {
            print(ConfigurationSummary.text(session.configuration, rules: session.linter.rules, failOn: session.failOn, baseline: session.baseline), terminator: "")
            return
        }
        var requests = reports.isEmpty ? [ReportRequest(format: format, path: output)] : reports
        // Only a drawing needs the models; the findings are all the other formats need.
        let draws = requests.contains { $0.format == .html }
        // Opt-in: a run writes nothing but the reports it is asked for unless told where to cache.
        var fixing = fix ? session.fix(paths: named.paths, unsafe: unsafeFixes, mayChange: FixTargets.mayChange, keepingDescriptions: draws) : nil
        var result = fixing?.result ?? session.lint(paths: named.paths, cacheDirectory: noCache ? nil : cacheDirectory, keepingDescriptions: draws)
        try refuseOutputsOverInputs(result.files + [stdinFilename].compactMap { $0 })
        var fixNotWritten = false
        if let outcome = fixing {
            // The reports and the exit status describe the files as they are on disk: with --diff as
            // they were read, and after a fix that could not be written, as they are now.
            let written = try FixReport(outcome: outcome, diff: diff, quiet: quiet, display: paths.displayPath).finish()
            fixNotWritten = written.changed.count < outcome.changed.count && !diff
            fixing = written
            if diff { result = outcome.initial }
            if fixNotWritten {
                result = session.lint(paths: named.paths, keepingDescriptions: draws)
                fixing?.result = result
            }
        }
        if let stdinFilename { result.append(session.lintStandardInput(as: stdinFilename, keepingDescriptions: draws)) }
        result = session.finished(result)

        let environment = ProcessInfo.processInfo.environment
        // NO_COLOR wins over FORCE_COLOR (as in Python 3.13); FORCE_COLOR colours a pipe or a CI log.
        let forced = !(environment["FORCE_COLOR"] ?? "").isEmpty
        let colorable = (environment["NO_COLOR"] ?? "").isEmpty
            && (forced || (isatty(STDOUT_FILENO) != 0 && environment["TERM"] != "dumb"))
        var context = ReportContext(result: result, rules: session.linter.rules, root: root, exitCode: 0, failOn: session.failOn,
                                    workingDirectory: workingDirectory)
        context.absolutePaths = absolutePaths
        context.jobs = jobs
        context.descriptions = result.descriptions
        if draws {
            // SOURCE_DATE_EPOCH pins the date, as in reproducible builds.
            let date = environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init).map(Date.init(timeIntervalSince1970:)) ?? Date()
            context.run = LintRun(paths: named.paths + [stdinFilename].compactMap { $0 }, workingDirectory: workingDirectory, date: date,
                                  display: context.displayPath)
            context.navigationMap = result.navigation.map { NavigationMap(descriptions: result.descriptions, findings: result.findings, graph: $0) }
        }
        if let writeBaselinePath {
            let baseline = Baseline(findings: result.findings, file: context.displayPath)
            do {
                try baseline.write(to: writeBaselinePath)
            } catch {
                printError("hig-lint: error: cannot write the baseline \(writeBaselinePath): \(error)")
                throw ExitCode(2)
            }
            // Every finding is now recorded, so none is reported and the run succeeds.
            let count = baseline.counts.count
            if !quiet { printError("hig-lint: wrote \(count) baseline entr\(count == 1 ? "y" : "ies") (\(result.findings.count) finding\(result.findings.count == 1 ? "" : "s")) to \(writeBaselinePath)") }
            result.findings = []
        }
        var staleBaseline = false
        if let baselinePath = session.baseline {
            let (fresh, stale) = try applyBaseline(baselinePath, to: result.findings, session: session, file: context.displayPath)
            result.findings = fresh
            staleBaseline = strictBaseline && !stale.isEmpty
        }
        let failing = staleBaseline || result.findings.contains { $0.severity >= session.failOn }
        context.result = result
        context.exitCode = !result.errors.isEmpty || !missingOperands.isEmpty ? 2 : (failing && !exitZero ? 1 : 0)
        let exitCode = context.exitCode
        if diff { requests.removeAll { $0.path == nil } }

        for var error in result.errors {
            error.file = context.displayPath(error.file)
            printError(error.description)
        }
        if !quiet {
            for var note in result.skipped {
                note.file = context.displayPath(note.file)
                printError(note.description)
            }
        }
        missingOperands.forEach { printError("hig-lint: error: \($0): no such file or directory") }
        if let skipped, !quiet || result.files.isEmpty { printError("hig-lint: " + skipped) }
        if verbose {
            (named.missing.map { "hig-lint: skipped \($0): it does not exist" } + named.unclaimed.map { "hig-lint: skipped \($0): no front end reads it" }
                + named.excluded.map { "hig-lint: skipped \($0): the configuration excludes it" }
                + session.rulesNotRun(in: result.files, display: context.displayPath)
                + session.platformOrigins(of: result.files, display: context.displayPath)).forEach(printError)
        }
        // A run that checked nothing must not pass for a clean one; like Ruff, it warns and exits 0.
        if result.files.isEmpty && result.errors.isEmpty && missingOperands.isEmpty {
            let searched = named.paths.isEmpty ? "" : " in \(named.paths.joined(separator: " "))"
            printError("hig-lint: warning: nothing was checked: no files ending in \(Self.searchedSuffixes) found\(searched)")
        }
        // Every report is rendered and staged before any is put in place, and all are renamed into
        // place together; one that cannot be written is an error, and the others are still written.
        let failed = context.write(requests, colored: colorable, statistics: statistics)
        for (request, error) in failed {
            printError("hig-lint: error: cannot write the \(request.format.rawValue) report to \(request.path ?? "standard output"): \(error)")
        }
        // On standard error whatever the reports are and wherever they go, so that a CI log
        // shows the totals when every report is written to a file; `--fix` says its own below.
        if !quiet && !result.files.isEmpty && fixing == nil {
            let seconds = (clock.now - started) / .milliseconds(1) / 1000
            printError("hig-lint: \(result.tally) in " + String(format: "%.2f s", seconds) + "; \(result.coverage.summary)")
            if let fixable = result.fixable { printError("hig-lint: " + fixable) }
        }
        if let fixing, !quiet { printError("hig-lint: " + FixReport.summary(fixing, diff: diff)) }
        // The process exits once this returns: the findings are left to exit rather than freed one
        // by one, which for 10,000 files is the last thing the main thread would do alone.
        runLeftToExit = context
        if fixNotWritten || !failed.isEmpty { throw ExitCode(2) }
        if exitCode != 0 { throw ExitCode(exitCode) }
    }

    /// Drops the findings the baseline records and reports the entries that no longer occur.
    private func applyBaseline(_ path: String, to findings: [Finding], session: LintSession, file: (String) -> String) throws -> (new: [Finding], stale: [Baseline.Entry]) {
        switch session.applyBaseline(path, to: findings, display: file) {
        case .failure(let failure):
            failure.errors.forEach { printError($0.description) }
            throw ExitCode(2)
        case .success(let (fresh, stale)):
            for (entry, anchor) in stale where strictBaseline {
                let error = LoadError(file: path, position: anchor?.start ?? SourcePosition(line: 1, column: 1),
                                      message: "baseline entry no longer occurs: [\(entry.ruleID)] \(entry.file) \(entry.path); rewrite the baseline with --write-baseline")
                printError(error.description)
            }
            if !stale.isEmpty && !strictBaseline && !quiet {
                printError("hig-lint: note: \(stale.count) baseline entr\(stale.count == 1 ? "y no longer occurs" : "ies no longer occur"); rewrite the baseline with --write-baseline")
            }
            return (fresh, stale.map(\.0))
        }
    }

    private func readPathList(_ source: String) throws -> [String] {
        let data: [UInt8]
        do throws(LoadError) {
            data = source == "-" ? try DescriptionLoader.readStandardInput(name: "standard input")
                : try DescriptionLoader.readFile(source)
        } catch {
            printError("hig-lint: error: cannot read the path list \(source): \(error.message)")
            throw ExitCode(2)
        }
        return data.split(separator: UInt8(ascii: "\n")).map { FileSystemPath.string(fromBytes: $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0) }
            .filter { !$0.isEmpty }
    }

    /// "skipped 2 paths that do not exist and 1 file no front end reads", or nil.
    private func skippedNote(_ named: FileDiscovery.Named) -> String? {
        var parts: [String] = []
        if !named.missing.isEmpty { parts.append("\(named.missing.count) path\(named.missing.count == 1 ? " that does" : "s that do") not exist") }
        if !named.unclaimed.isEmpty { parts.append("\(named.unclaimed.count) file\(named.unclaimed.count == 1 ? "" : "s") no front end reads") }
        if !named.excluded.isEmpty { parts.append("\(named.excluded.count) path\(named.excluded.count == 1 ? "" : "s") the configuration excludes") }
        guard !parts.isEmpty else { return nil }
        return "skipped " + parts.joined(separator: " and ") + (verbose ? "" : " (--verbose lists them)")
    }

    private func reportPathRoot(_ directory: String, in workingDirectory: String) -> String {
        directory.hasPrefix("/") ? directory : workingDirectory + "/" + directory
    }
}

/// What the last `lint` run reported, kept until the process exits (see the end of `Lint.run`).
nonisolated(unsafe) private var runLeftToExit: ReportContext?
