import ArgumentParser
import Foundation
import HIGLint
import HIGLintSwift

extension ReportFormat: ExpressibleByArgument {}
extension Severity: ExpressibleByArgument {}

/// `--report FORMAT[=PATH]`: one report of a run; without a path it goes to standard output.
struct ReportRequest: ExpressibleByArgument {
    var format: ReportFormat
    var path: String?

    init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard let format = ReportFormat(rawValue: parts[0]) else { return nil }
        self.format = format
        self.path = parts.count == 2 && !parts[1].isEmpty ? parts[1] : nil
    }
}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint description files and directories (the default command).",
        discussion: """
            A directory is searched for files ending in \((FileDiscovery.descriptionSuffixes + [".swift"]).joined(separator: ", ")); \
            hidden directories are skipped. Named paths that do not exist, and files no front end reads, are skipped \
            and counted (a .json or .xml named on the command line is read as a description).
            """
    )

    @Argument(help: "Files and directories to lint (default: the current directory).", completion: .file())
    var paths: [String] = []

    @Option(help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .text

    @Option(name: .shortAndLong, help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(name: .customLong("report"), help: ArgumentHelp(
        "A report to write, as FORMAT or FORMAT=PATH; repeat for several reports from one run (replaces --format/--output).",
        valueName: "format[=path]"))
    var reports: [ReportRequest] = []

    @Option(name: .customLong("base-dir"), help: "Report paths relative to this directory (default: the current directory).")
    var baseDirectory: String?

    @Option(name: .customLong("files-from"), help: "Read more paths, one a line, from this file, or '-' for standard input.")
    var filesFrom: String?

    @Option(name: .customLong("stdin-filename"), help: "Lint a description read from standard input, reported under this path.")
    var stdinFilename: String?

    @Option(help: "How many files to lint at once (default: the number of cores). Output order does not change.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(name: .customLong("config"), help: "The configuration file (default: the nearest .hig-lint.yml, .hig-lint.yaml or .hig-lint.json, looking up to the repository root).")
    var configPath: String?

    @Flag(name: .customLong("no-config"), help: "Use no configuration file, only the built-in defaults.")
    var noConfig = false

    @Option(name: .customLong("allow-config-dir"), help: ArgumentHelp(
        "A folder outside the repository whose files the configuration may name in extends, rules-dir and baseline; repeatable.",
        valueName: "dir"))
    var allowedConfigDirectories: [String] = []

    @Option(name: .customLong("max-file-size"), help: "Refuse files larger than this many MiB (default: 256).")
    var maxFileSize: Int?

    @Option(name: .customLong("max-depth"), help: "Refuse documents nested deeper than this (default: 256, also the most for XML).")
    var maxDepth: Int?

    @Option(name: .customLong("fail-on"), help: "The lowest severity that makes the exit status 1: error, warning or info (default: error).")
    var failOnOption: Severity?

    @Option(name: .customLong("baseline"), help: "Report only findings not recorded in this baseline file.")
    var baselinePath: String?

    @Option(name: .customLong("write-baseline"), help: "Record the current findings in this baseline file (written atomically).")
    var writeBaselinePath: String?

    @Flag(name: .customLong("strict-baseline"), help: "With --baseline, fail when a recorded finding no longer occurs.")
    var strictBaseline = false

    @Flag(name: .customLong("exit-zero"), help: "Exit 0 even when findings are at or above --fail-on (input errors still exit 2).")
    var exitZero = false

    @Flag(name: .shortAndLong, help: "Print only findings and errors: no summary line.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Also say which files were skipped, and for each file the rules that could not run because it does not state what they read.")
    var verbose = false

    @Option(name: .customLong("select"), parsing: .singleValue, help: ArgumentHelp(
        "Run only these rules (ids or categories, comma-separated or repeated), whatever the configuration enables.", valueName: "rule"))
    var selectOption: [String] = []

    @Option(name: .customLong("ignore"), parsing: .singleValue, help: ArgumentHelp(
        "Never run these rules (ids or categories, comma-separated or repeated).", valueName: "rule"))
    var ignoreOption: [String] = []

    @Flag(help: "Print how many findings each rule made instead of the findings (standard output).")
    var statistics = false

    @Flag(name: .customLong("show-config"), help: "Print the configuration file in use and every rule with its severity and parameters, then exit.")
    var showConfig = false

    @Flag(name: .customLong("show-files"), help: "Print the files a run would lint, then exit.")
    var showFiles = false

    @Option(name: .customLong("cache-dir"), help: "Keep results in this folder by content hash, so that unchanged files cost nothing (off by default: hig-lint writes only the reports it is asked for).")
    var cacheDirectory: String?

    @Flag(name: .customLong("no-cache"), help: "Read and check every file, and keep nothing.")
    var noCache = false

    @Flag(name: .customLong("absolute-paths"), help: "Report absolute paths instead of paths relative to the base directory.")
    var absolutePaths = false

    @Flag(help: "Make the fixes of fixable findings in the files, lint them again, and report what remains ('hig-lint rules' marks fixable rules).")
    var fix = false

    @Flag(help: "With --fix: print the changes as a unified diff instead of writing them.")
    var diff = false

    @Flag(help: "With --fix: also make the fixes that may drop something the author meant ('hig-lint rules' marks them unsafe).")
    var unsafeFixes = false

    func validate() throws {
        if cacheDirectory != nil && noCache {
            throw ValidationError("--cache-dir and --no-cache contradict each other; use one")
        }
        if configPath != nil && noConfig {
            throw ValidationError("--config and --no-config contradict each other; use one")
        }
        if let maxDepth, maxDepth < 1 || maxDepth > DescriptionLoader.defaultMaximumDepth {
            throw ValidationError("--max-depth must be between 1 and \(DescriptionLoader.defaultMaximumDepth)")
        }
        if let maxFileSize, maxFileSize < 1 {
            throw ValidationError("--max-file-size must be at least 1 (MiB)")
        }
        if jobs < 1 {
            throw ValidationError("--jobs must be at least 1")
        }
        if filesFrom == "-" && stdinFilename != nil {
            throw ValidationError("--files-from - and --stdin-filename both read standard input; use one")
        }
        if !reports.isEmpty && (output != nil || format != .text) {
            throw ValidationError("--report replaces --format and --output; use one or the other")
        }
        if statistics && reports.contains(where: { $0.path == nil && $0.format != .text }) || statistics && reports.isEmpty && output == nil && format != .text {
            throw ValidationError("--statistics prints to standard output; give the other report a path")
        }
        if reports.filter({ $0.path == nil }).count > 1 {
            throw ValidationError("only one report can go to standard output; give the others a path (FORMAT=PATH)")
        }
        if diff && !fix {
            throw ValidationError("--diff shows what --fix would change; use it with --fix")
        }
        if unsafeFixes && !fix {
            throw ValidationError("--unsafe-fixes says which fixes --fix makes; use it with --fix")
        }
        if fix && stdinFilename != nil {
            throw ValidationError("--fix changes files; it cannot fix standard input (--stdin-filename)")
        }
        if fix && (writeBaselinePath != nil || statistics) {
            throw ValidationError("--fix reports the findings that remain; use it without --write-baseline and --statistics")
        }
        if diff && reports.contains(where: { $0.path == nil }) {
            throw ValidationError("--fix --diff prints the diff to standard output; give the report a path (FORMAT=PATH)")
        }
        if let (first, second) = OutputFile.firstClash(among: reports.compactMap(\.path) + [output, writeBaselinePath].compactMap { $0 }) {
            throw ValidationError("'\(first)' and '\(second)' name the same file; each report and the baseline need their own")
        }
    }

    /// The configuration named by --config, else the nearest one found; nil with --no-config or
    /// when there is none. A configuration with errors stops the run (exit 2) before any linting.
    func loadConfiguration(rules: [Rule]) throws -> Configuration? {
        let workingDirectory = FileManager.default.currentDirectoryPath
        guard !noConfig, let path = configPath ?? Configuration.find(from: workingDirectory)
            .map({ $0.hasPrefix(workingDirectory + "/") ? String($0.dropFirst(workingDirectory.count + 1)) : $0 }) else { return nil }
        switch Configuration.load(path, rules: rules, allowedDirectories: allowedConfigDirectories) {
        case .success(let configuration): return configuration
        case .failure(let failure):
            failure.errors.forEach { printError($0.description) }
            throw ExitCode(2)
        }
    }

    /// `--select`/`--ignore` values, split at commas; an unknown id or category stops the run.
    func ruleNames(_ values: [String], option: String, known rules: [Rule]) throws -> [String] {
        let names = values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let known = rules.map(\.metadata.id) + Set(rules.map(\.metadata.category)).sorted()
        for name in names where !known.contains(name) {
            let hint = closestMatch(to: name, among: known).map { "; did you mean '\($0)'?" } ?? "; run 'hig-lint rules' for the list"
            printError("hig-lint: error: \(option) names '\(name)', which is neither a rule nor a category\(hint)")
            throw ExitCode(2)
        }
        return names
    }

    func run() throws {
        let clock = ContinuousClock()
        let started = clock.now
        let catalog = try loadCatalog()
        var configuration = try loadConfiguration(rules: catalog.rules)
        let allRules = catalog.rules + (configuration?.customRules ?? [])
        let select = try ruleNames(selectOption, option: "--select", known: allRules)
        let ignore = try ruleNames(ignoreOption, option: "--ignore", known: allRules)
        if !select.isEmpty || !ignore.isEmpty {
            if configuration == nil { configuration = Configuration(directory: FileManager.default.currentDirectoryPath) }
            configuration?.select = select.isEmpty ? nil : select
            configuration?.ignore = ignore
        }
        // The command line wins over the configuration, which wins over the defaults.
        let failOn = failOnOption ?? configuration?.failOn ?? .error
        let baselinePath = self.baselinePath ?? configuration?.baseline
        if strictBaseline && baselinePath == nil {
            printError("hig-lint: error: --strict-baseline needs --baseline FILE (or baseline: in the configuration)")
            throw ExitCode(2)
        }
        let rules = allRules
        var linter = Linter(rules: rules,
                            maximumFileSize: maxFileSize.map(DescriptionLoader.bytes(mebibytes:)) ?? configuration?.maximumFileSize ?? DescriptionLoader.defaultMaximumFileSize,
                            maximumDepth: maxDepth ?? configuration?.maximumDepth ?? DescriptionLoader.defaultMaximumDepth,
                            configuration: configuration, frontEnds: allFrontEnds)
        // The process exits once the report is out: the largest file of a megabyte or more leaves its model to exit.
        linter.keepsModelsFrom = 1 << 20
        let workingDirectory = FileManager.default.currentDirectoryPath
        let root = baseDirectory.map { reportPathRoot($0, in: workingDirectory) } ?? workingDirectory

        // Paths that do not exist (a diff's deleted files) and files no front end reads are
        // skipped and counted, never an error: `git diff --name-only | hig-lint --files-from -`.
        var named = FileDiscovery.named(paths, fromList: false, include: configuration?.include, picks: linter.picks)
        if let filesFrom {
            named.append(FileDiscovery.named(try readPathList(filesFrom), fromList: true, include: configuration?.include,
                                             exclude: configuration?.excludes, picks: linter.picks))
        }
        if paths.isEmpty && stdinFilename == nil && filesFrom == nil { named.paths = ["."] }
        let skipped = skippedNote(named)
        if showFiles {
            var paths = ReportContext(result: LintResult(files: []), rules: [], root: root, exitCode: 0, workingDirectory: workingDirectory)
            paths.absolutePaths = absolutePaths
            for file in linter.files(for: named.paths).files {
                print(paths.displayPath(file))
            }
            if let skipped { printError("hig-lint: " + skipped) }
            return
        }
        if showConfig {
            print(ConfigurationSummary.text(configuration, rules: allRules, failOn: failOn, baseline: baselinePath), terminator: "")
            return
        }
        // Opt-in: a run writes nothing but the reports it is asked for unless told where to cache.
        let cache = noCache ? nil : cacheDirectory.map {
            ResultCache(directory: $0, configuration: configuration?.file.map { reportPathRoot($0, in: workingDirectory) })
        }
        // Fixes are made against the files as they are: a cached result carries none.
        let fixing = fix ? linter.fix(paths: named.paths, jobs: jobs, unsafe: unsafeFixes, fixes: FixReport.mayChange) : nil
        var result = fixing?.result ?? linter.lint(paths: named.paths, jobs: jobs, cache: cache)
        if fixing == nil { cache?.save() }
        var stdinBytes: [UInt8]?
        if let stdinFilename {
            do throws(LoadError) {
                let bytes = try DescriptionLoader.readStandardInput(maximumSize: linter.maximumFileSize, name: stdinFilename)
                stdinBytes = bytes
                result.append(linter.lint(bytes: bytes, path: stdinFilename))
            } catch {
                result.append(LintResult(files: [stdinFilename], errors: [error]))
            }
        }
        result.findings += linter.configuredSuppressionFindings(in: result)

        let environment = ProcessInfo.processInfo.environment
        // NO_COLOR wins over FORCE_COLOR (as in Python 3.13); FORCE_COLOR colours a pipe or a CI log.
        let forced = !(environment["FORCE_COLOR"] ?? "").isEmpty
        let colorable = (environment["NO_COLOR"] ?? "").isEmpty
            && (forced || (isatty(STDOUT_FILENO) != 0 && environment["TERM"] != "dumb"))
        var context = ReportContext(result: result, rules: rules, root: root, exitCode: 0, failOn: failOn,
                                    workingDirectory: workingDirectory)
        context.absolutePaths = absolutePaths
        context.jobs = jobs
        var requests = reports.isEmpty ? [ReportRequest(format: format, path: output)] : reports
        // Only a drawing needs the models; the findings are all the other formats need.
        if requests.contains(where: { $0.format == .html }) {
            context.descriptions = linter.descriptions(paths: named.paths, jobs: jobs).files.flatMap { (try? $0.1.get()) ?? [] }
            if let stdinFilename, let stdinBytes, case .success(let loaded) = linter.descriptions(bytes: stdinBytes, path: stdinFilename) {
                context.descriptions += loaded
            }
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
        if let baselinePath {
            let (fresh, stale) = try applyBaseline(baselinePath, to: result.findings, file: context.displayPath)
            result.findings = fresh
            staleBaseline = strictBaseline && !stale.isEmpty
        }
        let failing = staleBaseline || result.findings.contains { $0.severity >= failOn }
        context.result = result
        context.exitCode = !result.errors.isEmpty ? 2 : (failing && !exitZero ? 1 : 0)
        let exitCode = context.exitCode
        if let fixing {
            // Written before the report, so that a failed write is reported with it.
            if !(try FixReport(outcome: fixing, diff: diff, quiet: quiet, display: context.displayPath).finish()) { throw ExitCode(2) }
            if diff { requests.removeAll { $0.path == nil } }
        }

        for var error in result.errors {
            error.file = context.displayPath(error.file)
            printError(error.description)
        }
        if let skipped, !quiet || result.files.isEmpty { printError("hig-lint: " + skipped) }
        if verbose {
            for path in named.missing { printError("hig-lint: skipped \(path): it does not exist") }
            for path in named.unclaimed { printError("hig-lint: skipped \(path): no front end reads it") }
            for path in named.excluded { printError("hig-lint: skipped \(path): the configuration excludes it") }
            for line in NotRunReport.lines(result.files, linter: linter, display: context.displayPath) { printError(line) }
        }
        // A run that checked nothing must not pass for a clean one; like Ruff, it warns and exits 0.
        if result.files.isEmpty && result.errors.isEmpty {
            let searched = named.paths.isEmpty ? "" : " in \(named.paths.joined(separator: " "))"
            printError("hig-lint: warning: nothing was checked: no files ending in \((FileDiscovery.descriptionSuffixes + [".swift"]).joined(separator: ", ")) found\(searched)")
        }
        // Every report is rendered and staged before any is put in place, and all are renamed into
        // place together, so that an interrupted run leaves all reports old or all new; one that
        // cannot be written is an error, and the others are still written.
        let rendered = requests.map { request in
            var rendering = context
            rendering.colored = request.path == nil && request.format == .text && colorable
            if statistics && request.path == nil { return (request, Array(rendering.statistics().utf8)) }
            return (request, rendering.bytes(request.format))
        }
        var writeFailed = false
        func failed(_ request: ReportRequest, _ error: OutputFile.WriteError) {
            printError("hig-lint: error: cannot write the \(request.format.rawValue) report to \(request.path ?? "standard output"): \(error)")
            writeFailed = true
        }
        var batch = OutputFile.Batch()
        var staged: [ReportRequest] = []
        for (request, report) in rendered {
            guard let path = request.path else { continue }
            do throws(OutputFile.WriteError) {
                try batch.stage(report, to: path)
                staged.append(request)
            } catch { failed(request, error) }
        }
        for (index, error) in batch.commit() { failed(staged[index], error) }
        for (request, report) in rendered where request.path == nil {
            do throws(OutputFile.WriteError) { try OutputFile.writeStandardOutput(report) } catch { failed(request, error) }
        }
        if !quiet && !result.files.isEmpty && requests.contains(where: { $0.format == .text && $0.path == nil }) {
            let seconds = (clock.now - started) / .milliseconds(1) / 1000
            printError("hig-lint: \(result.tally) in " + String(format: "%.2f s", seconds))
        }
        if let fixing, !quiet { printError("hig-lint: " + FixReport.summary(fixing, diff: diff)) }
        // The process exits once this returns: the findings are left to exit rather than freed one
        // by one, which for 10,000 files is the last thing the main thread would do alone.
        runLeftToExit = context
        if writeFailed { throw ExitCode(2) }
        if exitCode != 0 { throw ExitCode(exitCode) }
    }

    /// Drops the findings the baseline records and reports the entries that no longer occur.
    private func applyBaseline(_ path: String, to findings: [Finding], file: (String) -> String) throws -> (new: [Finding], stale: [Baseline.Entry]) {
        switch Baseline.load(contentsOf: path) {
        case .failure(let failure):
            failure.errors.forEach { printError($0.description) }
            throw ExitCode(2)
        case .success(let baseline):
            let (fresh, stale) = baseline.apply(to: findings, file: file)
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

extension ReportRequest {
    init(format: ReportFormat, path: String?) {
        self.format = format
        self.path = path
    }
}

/// What the last `lint` run reported, kept until the process exits (see the end of `Lint.run`).
nonisolated(unsafe) private var runLeftToExit: ReportContext?
