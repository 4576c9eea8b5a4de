import Foundation

/// One hig-lint run as the command line, `hig-lint show` and the language server make it: the
/// configuration (the command line over the configuration file over the defaults) and the rules
/// it turns on, the front ends, the run over files (`FileStages`, through the cache or `--fix`),
/// standard input, the baseline and the reports. Callers parse arguments and choose exit codes.
public struct LintSession: Sendable {
    /// What a caller says about the run before any file is read; nil leaves it to the configuration.
    public struct Settings: Sendable {
        /// The configuration file; nil: the nearest to the working directory.
        public var configurationFile: String?
        /// Whether to use a configuration file at all (`--no-config`).
        public var usesConfiguration = true
        public var allowedConfigurationDirectories: [String] = []
        /// Rule ids or categories, comma-separated or one a value (`--select`, `--ignore`).
        public var select: [String] = []
        public var ignore: [String] = []
        public var maximumFileSize: Int?
        public var maximumDepth: Int?
        public var failOn: Severity?
        public var baseline: String?
        public var jobs = 1

        public init() {}
    }

    /// Why a run cannot start: its lines say it (exit 2).
    public enum SetupError: Error {
        case configuration(LoadFailure)
        case unknownRule(String)

        public var lines: [String] {
            switch self {
            case .configuration(let failure): failure.errors.map(\.description)
            case .unknownRule(let line): [line]
            }
        }
    }

    public private(set) var linter: Linter
    public var configuration: Configuration? { linter.configuration }
    /// Files of at least this many bytes may keep their models until the process exits (`Linter.keepsModelsFrom`).
    public var keepsModelsFrom: Int? {
        get { linter.keepsModelsFrom }
        set { linter.keepsModelsFrom = newValue }
    }
    /// The lowest severity that fails the run.
    public let failOn: Severity
    /// The baseline file, from the command line or the configuration.
    public let baseline: String?
    public let jobs: Int
    /// Where relative paths start.
    public let workingDirectory: String
    /// What gives a file its platforms, from its path, (the start of) its bytes and the platforms
    /// the configuration gives it ("iOS from App.xcodeproj (App)"); nil for a file whose front
    /// end does not choose platforms.
    public typealias PlatformsNote = @Sendable (_ path: String, _ bytes: [UInt8], _ configured: [Platform]) -> String?
    let platformsNote: PlatformsNote

    public init(rules: [Rule], frontEnds: [any FrontEnd], settings: Settings, platformsNote: @escaping PlatformsNote = { _, _, _ in nil },
                workingDirectory: String = FileManager.default.currentDirectoryPath) throws(SetupError) {
        self.workingDirectory = workingDirectory
        self.platformsNote = platformsNote
        var configuration = try Self.configuration(settings, rules: rules, workingDirectory: workingDirectory)
        let allRules = rules + (configuration?.customRules ?? [])
        let select = try Self.ruleNames(settings.select, option: "--select", known: allRules)
        let ignore = try Self.ruleNames(settings.ignore, option: "--ignore", known: allRules)
        if !select.isEmpty || !ignore.isEmpty {
            if configuration == nil { configuration = Configuration(directory: workingDirectory) }
            configuration?.select = select.isEmpty ? nil : select
            configuration?.ignore = ignore
        }
        failOn = settings.failOn ?? configuration?.failOn ?? .error
        baseline = settings.baseline ?? configuration?.baseline
        jobs = settings.jobs
        linter = Linter(rules: allRules,
                        maximumFileSize: settings.maximumFileSize ?? configuration?.maximumFileSize ?? DescriptionLoader.defaultMaximumFileSize,
                        maximumDepth: settings.maximumDepth ?? configuration?.maximumDepth ?? DescriptionLoader.defaultMaximumDepth,
                        configuration: configuration, frontEnds: frontEnds)
    }

    /// The configuration the settings name, else the nearest one found (its path relative to the
    /// working directory when inside it); nil when there is none or none is to be used.
    private static func configuration(_ settings: Settings, rules: [Rule], workingDirectory: String) throws(SetupError) -> Configuration? {
        guard settings.usesConfiguration, let path = settings.configurationFile ?? Configuration.find(from: workingDirectory)
            .map({ $0.hasPrefix(workingDirectory + "/") ? String($0.dropFirst(workingDirectory.count + 1)) : $0 }) else { return nil }
        switch Configuration.load(path, rules: rules, allowedDirectories: settings.allowedConfigurationDirectories) {
        case .success(let configuration): return configuration
        case .failure(let failure): throw .configuration(failure)
        }
    }

    /// `--select`/`--ignore` values, split at commas; an unknown id or category stops the run.
    private static func ruleNames(_ values: [String], option: String, known rules: [Rule]) throws(SetupError) -> [String] {
        let names = values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let known = rules.map(\.metadata.id) + Set(rules.map(\.metadata.category)).sorted()
        if let name = names.first(where: { !known.contains($0) }) {
            let hint = closestMatch(to: name, among: known).map { "; did you mean '\($0)'?" } ?? "; run 'hig-lint rules' for the list"
            throw .unknownRule("hig-lint: error: \(option) names '\(name)', which is neither a rule nor a category\(hint)")
        }
        return names
    }

    // MARK: The files

    /// The paths named on the command line (`operands`) and in a list (`listed`, `--files-from`):
    /// those that do not exist, that no front end reads or that the configuration excludes are
    /// set apart.
    public func named(_ operands: [String], listed: [String]?) -> (named: FileDiscovery.Named, missingOperands: [String]) {
        var named = FileDiscovery.named(operands, fromList: false, include: configuration?.include, picks: linter.picks)
        let missing = named.missing
        named.missing = []
        if let listed {
            named.append(FileDiscovery.named(listed, fromList: true, include: configuration?.include, exclude: configuration?.excludes, picks: linter.picks))
        }
        return (named, missing)
    }

    /// The files a run over `paths` reads, as a search finds them.
    public func files(for paths: [String]) -> [String] {
        linter.files(for: paths).files
    }

    // MARK: Linting

    /// Lints the files `paths` name or hold, through the cache in `cacheDirectory` when there is
    /// one (its results are saved for the next run); with `keepingDescriptions`, the result holds
    /// what the files loaded (a report that draws them).
    public func lint(paths: [String], cacheDirectory: String? = nil, keepingDescriptions: Bool = false) -> LintResult {
        let cache = cacheDirectory.map {
            ResultCache(directory: $0, configuration: configuration?.file.map { absolute($0) })
        }
        let result = linter.lint(paths: paths, jobs: jobs, cache: cache, keepingDescriptions: keepingDescriptions)
        cache?.save()
        return result
    }

    /// `--fix`: the fixes of the findings in `paths` made in memory (only in files `mayChange`
    /// allows), and the run linted again; nothing is written (`FixOutcome.write`).
    public func fix(paths: [String], unsafe: Bool, mayChange: (String) -> Bool, keepingDescriptions: Bool = false) -> FixOutcome {
        linter.fix(paths: paths, jobs: jobs, unsafe: unsafe, fixes: mayChange, keepingDescriptions: keepingDescriptions)
    }

    /// Lints a description read from standard input, reported as `path`.
    public func lintStandardInput(as path: String, keepingDescriptions: Bool = false) -> LintResult {
        do throws(LoadError) {
            let bytes = try DescriptionLoader.readStandardInput(maximumSize: linter.maximumFileSize, name: path)
            return linter.lint(bytes: bytes, path: path, keepingDescriptions: keepingDescriptions)
        } catch {
            return LintResult(files: [path], errors: [error])
        }
    }

    /// A whole run's result with the findings only the whole run can make: configured
    /// suppressions that silenced nothing in any file, or give no reason.
    public func finished(_ result: LintResult) -> LintResult {
        var result = result
        result.findings += linter.configuredSuppressionFindings(in: result)
        return result
    }

    /// Each file's descriptions, unlinted, as `hig-lint show` prints them: each after a
    /// `// from FILE:LINE:COLUMN` line (a Swift file's platforms first), and the errors of the
    /// files that could not be read.
    public func show(paths: [String]) -> (text: String, errors: [LoadError], skipped: [SkippedFile]) {
        let (files, errors, skipped) = linter.descriptions(paths: paths, jobs: jobs)
        var text = ""
        var failed = errors
        for (file, loaded) in files {
            switch loaded {
            case .failure(let failure):
                failed += failure.errors
            case .success(let descriptions):
                if !descriptions.isEmpty, let note = platformsNote(of: file, prefix: nil) {
                    text += "// \(file): platforms \(note)\n"
                }
                for description in descriptions {
                    guard let document = description.document else { continue }
                    let anchor = document.anchor
                    let place = anchor.path.isEmpty ? "" : " (\(anchor.path))"
                    text += "// from \(anchor.file):\(anchor.start.line):\(anchor.start.column)\(place)\n" + document.json.text
                }
            }
        }
        return (text, failed, skipped)
    }

    /// The navigation map of the files `paths` name or hold (`hig-lint map`), with the run's
    /// result (its errors and skipped files).
    public func map(paths: [String]) -> (map: NavigationMap, result: LintResult) {
        linter.navigationMap(paths: paths, jobs: jobs)
    }

    // MARK: An editor's workspace

    /// The front ends made ready for the files a search of `root` finds, with `buffers` (an
    /// editor's unsaved text, by path) in place of what their files hold.
    public func prepared(workspace root: String, buffers: [String: [UInt8]]) -> [any FrontEnd] {
        updated(linter.preparedFrontEnds(for: files(for: [root]), jobs: jobs), files: buffers)
    }

    /// A workspace's front ends after each file of `files` came to hold its bytes: each front end
    /// is told all of its files at once.
    public func updated(_ workspace: [any FrontEnd], files: [String: [UInt8]]) -> [any FrontEnd] {
        var ready = workspace
        for (index, changed) in Dictionary(grouping: files, by: { linter.frontEnds.index(reading: $0.key) }) where index < ready.count {
            ready[index] = ready[index].updated(files: Dictionary(uniqueKeysWithValues: changed.map { ($0.key, $0.value) }))
        }
        return ready
    }

    /// Lints an editor's buffer with its workspace's front ends (nil: with one made ready for it
    /// alone), the other buffers' bytes in place of what their files hold.
    public func lint(buffer bytes: [UInt8], path: String, workspace: [any FrontEnd]?, buffers: [String: [UInt8]]) -> LintResult {
        linter.lint(bytes: bytes, path: path, frontEnd: workspace.map { $0[linter.frontEnds.index(reading: path)] }, contents: buffers)
    }

    /// Whether one front end reads both files, so that one may use what the other declares.
    public func readAlike(_ path: String, _ other: String) -> Bool {
        linter.frontEnds.index(reading: path) == linter.frontEnds.index(reading: other)
    }

    // MARK: What --verbose adds

    /// For each file, the rules that could not run because it states nothing they read.
    public func rulesNotRun(in files: [String], display: (String) -> String) -> [String] {
        NotRunReport.lines(files, linter: linter, display: display)
    }

    /// Each origin of files' platforms once, with how many files it gave platforms and the first
    /// of them ("platforms iOS from App.xcodeproj (App): 3 Swift files (App/A.swift, …)").
    public func platformOrigins(of files: [String], display: (String) -> String) -> [String] {
        var origins: [(note: String, files: [String])] = []
        var position: [String: Int] = [:]
        for file in files {
            guard let note = platformsNote(of: file, prefix: 8192) else { continue }
            if let index = position[note] { origins[index].files.append(file) } else {
                position[note] = origins.count
                origins.append((note, [file]))
            }
        }
        return origins.map { origin in
            let count = origin.files.count
            return "hig-lint: platforms \(origin.note): \(count) Swift file\(count == 1 ? "" : "s") (\(display(origin.files[0]))\(count > 1 ? ", …" : ""))"
        }
    }

    // MARK: The baseline

    /// The findings the baseline does not record, and its entries that no longer occur.
    public func applyBaseline(_ path: String, to findings: [Finding], display: (String) -> String)
        -> Result<(new: [Finding], stale: [(Baseline.Entry, SourceAnchor?)]), LoadFailure> {
        Baseline.load(contentsOf: path).map { $0.apply(to: findings, file: display) }
    }

    /// What gives the file its platforms, read from its first `prefix` bytes (nil: all of them).
    private func platformsNote(of file: String, prefix: Int?) -> String? {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        return platformsNote(file, Array(prefix.map { data.prefix($0) } ?? data), configuration?.defaultPlatforms(for: file) ?? [])
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : workingDirectory + "/" + path
    }
}
