import Foundation

/// Lints descriptions with a set of rules. Usable from Swift code without the command line.
public struct Linter: Sendable {
    public let rules: [Rule]
    /// Files larger than this many bytes are refused with an error rather than read.
    public var maximumFileSize: Int
    /// Documents nested deeper than this are refused with an error at the first element too deep.
    public var maximumDepth: Int
    /// Per-path rule selection, severities, thresholds, default platforms and search patterns.
    public var configuration: Configuration?
    /// The input formats, asked in order: the first that claims a path reads it.
    public var frontEnds: [any FrontEnd]
    /// Files of at least this many bytes may keep their models when linting them is done, for a
    /// process that exits once its report is out (the command line): exit hands the memory back
    /// at once, where freeing a large model object by object takes a fifth of linting it (as
    /// clang leaves its trees to exit). Only the largest such model of the run is kept (a larger
    /// one takes its place, and the smaller is freed then), so that a run over many large files
    /// holds one model more than it otherwise would, not all of them. nil, the default, frees
    /// every model.
    public var keepsModelsFrom: Int?

    public init(rules: [Rule], maximumFileSize: Int = DescriptionLoader.defaultMaximumFileSize,
                maximumDepth: Int = DescriptionLoader.defaultMaximumDepth, configuration: Configuration? = nil,
                frontEnds: [any FrontEnd] = builtInFrontEnds) {
        self.rules = rules
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
        self.configuration = configuration
        self.frontEnds = frontEnds
    }

    /// The findings for one description, in a stable order.
    public func findings(in description: Description) -> [Finding] {
        check(description, file: "").findings
    }

    /// The findings for a description read from `file`, with the configuration's rules and
    /// default platforms for that path, split into those reported and those its inline
    /// suppressions silence; suppressions that silence nothing or give no reason are findings too.
    public func check(_ description: Description, file: String) -> (findings: [Finding], suppressed: [Finding]) {
        let checked = check(description, file: file, object: { _ in nil })
        let bookkeeping = suppressionFindings(description.suppressions, used: checked.used, file: file)
        return ((checked.findings + bookkeeping).sorted(by: Finding.reportOrder), checked.suppressed)
    }

    /// `check`, without the suppressions' own findings, with the suppressions findings used
    /// (`[index, rule position]`); `object` names the object a finding lies in, as its front end does.
    func check(_ description: Description, file: String, object: (SourceAnchor) -> ObjectReference?)
        -> (findings: [Finding], suppressed: [Finding], used: Set<[Int]>) {
        let description = configured(description, file: file)
        // Inline suppressions first, so a finding both silence is credited to the file's own.
        let suppressions = description.suppressions + (configuration?.suppressions(for: file) ?? [])
        // A few are tried in turn; many are looked up (a large file can have thousands, and as many findings).
        let lookup = suppressions.count > 8 ? SuppressionIndex(suppressions) : nil
        var reported: [Finding] = []
        var suppressed: [Finding] = []
        var used = Set<[Int]>()
        for var finding in findings(in: description, rules: activeRules(for: file)) {
            let objects: [String]
            if !description.containingObjects.isEmpty, case .id(let id)? = object(finding.anchor) {
                objects = [id] + (description.containingObjects[id] ?? [])
            } else {
                objects = []
            }
            let covering = if let lookup { lookup.first(covering: finding, enclosingObjects: objects) } else {
                suppressions.firstIndex { $0.covers(finding, enclosingObjects: objects) }
            }
            guard let index = covering else {
                reported.append(finding)
                continue
            }
            used.insert([index, suppressions[index].ruleIDs.firstIndex(of: finding.ruleID)!])
            finding.suppression = suppressions[index]
            suppressed.append(finding)
        }
        return (reported.sorted(by: Finding.reportOrder), suppressed, used)
    }

    /// The stage after checking a file: findings about its inline suppressions, from the rules
    /// about suppressions that are on for it (`SuppressionBookkeeping.Rules`). A suppression is
    /// unused when no description of the file used it (`used`, over all of them).
    func suppressionFindings(_ suppressions: [Suppression], used: Set<[Int]>, file: String) -> [Finding] {
        // Most descriptions carry no suppressions (an imported storyboard has hundreds of scenes).
        guard !suppressions.isEmpty else { return [] }
        let active = activeRules(for: file)
        let activeIDs = Set(active.map(\.metadata.id))
        let known = rules.map(\.metadata.id)
        let bookkeeping = SuppressionBookkeeping.Rules(active)
        var found: [Finding] = []
        // The rule ids a suppression names tell apart its findings, which share its anchor.
        func report(_ rule: Rule?, _ anchor: SourceAnchor, _ message: String, about subject: Subject) {
            guard let rule else { return }
            found.append(Finding(ruleID: rule.metadata.id, severity: rule.metadata.severity, message: message, subject: subject, anchor: anchor,
                                 helpURI: rule.metadata.helpURI))
        }
        for (index, suppression) in suppressions.enumerated() {
            for (position, id) in suppression.ruleIDs.enumerated() where !used.contains([index, position]) {
                if !known.contains(id) {
                    let hint = closestMatch(to: id, among: known).map { "; did you mean '\($0)'?" } ?? ""
                    report(bookkeeping.unused, suppression.anchor, "suppression names '\(id)', which is not a rule\(hint)", about: ["rule": id])
                } else if activeIDs.contains(id) {
                    report(bookkeeping.unused, suppression.anchor, "suppression of '\(id)' silences nothing here; remove it", about: ["rule": id])
                }
            }
            if suppression.reason == nil {
                report(bookkeeping.reasonless, suppression.anchor, "suppression of \(suppression.ruleIDs.map { "'\($0)'" }.joined(separator: ", ")) gives no reason; say why, so reviewers can judge it",
                       about: ["rules": suppression.ruleIDs.joined(separator: ", ")])
            }
        }
        return found
    }

    /// The rules on for `file`.
    private func activeRules(for file: String) -> [Rule] {
        configuration?.rules(for: file, from: rules) ?? rules
    }

    /// The description with the configuration's default platforms and app name for `file` where it gives none.
    private func configured(_ description: Description, file: String) -> Description {
        guard let configuration else { return description }
        var description = description
        if description.platforms.isEmpty { description.platforms = configuration.defaultPlatforms(for: file) }
        if description.appName == nil { description.appName = configuration.appName }
        return description
    }

    private func findings(in description: Description, rules: [Rule]) -> [Finding] {
        let scopes = description.tabSidebarScopes
        var findings: [Finding] = []
        for rule in rules { rule.appendFindings(in: description, tabSidebarScopes: scopes, to: &findings) }
        return findings.sorted(by: Finding.reportOrder)
    }

    /// Lints files and directories, `jobs` files at a time; the result is the same, in the same
    /// order, whatever `jobs` is. A file that cannot be loaded is reported with its position and
    /// the other files are still linted. Nothing is ever written to an input. `contents` gives
    /// some files' bytes in place of what the files hold (fixes not yet written, as `--fix
    /// --diff` checks them); with `cache`, a file's result is taken from it when nothing it
    /// depends on changed (call `cache.save()` after); with `keepingDescriptions`, the result
    /// keeps what each file loaded, for a report that draws it. Only findings in the run's files
    /// are reported: a file gets the findings a run over its whole app gives in it, whichever
    /// of the app's files are named (`FrontEnd.context(of:)`).
    public func lint(paths: [String], jobs: Int = 1, contents: [String: [UInt8]] = [:], cache: ResultCache? = nil,
                     keepingDescriptions: Bool = false) -> LintResult {
        let stages = FileStages(linter: self, contents: contents, cache: cache, keepsDescriptions: keepingDescriptions)
        let run = prepare(paths: paths, jobs: jobs, contents: contents)
        var result = gather(run, jobs: jobs) { file, frontEnd in
            stages.lint(file, frontEnd: frontEnd)
        }
        if keepingDescriptions { result.navigation = Self.navigation(of: run) }
        return result
    }

    /// What a run's prepared front ends say of how the code shows its views, as one graph.
    static func navigation(of run: PreparedRun) -> NavigationGraph {
        let graphs = run.prepared.compactMap { $0.navigation() }
        return NavigationGraph(links: graphs.flatMap(\.links)) { anchor in graphs.lazy.compactMap { $0.node(anchor) }.first }
    }

    /// A run's result: each of `run`'s files, then each of its context files, linted by
    /// `lintFile`, `jobs` files at a time, and the outcomes gathered in order as they come in,
    /// while the other jobs go on linting (gathered after the run, they were a sixth of a two-job
    /// run's serial work over 10,000 files). Of every outcome only the findings in the run's files
    /// are kept; a context file adds nothing else. Each job also lists the other files its
    /// outcome's findings are in, while those findings are still in its core's cache.
    func gather(_ run: PreparedRun, jobs: Int, _ lintFile: @Sendable (String, any FrontEnd) -> LintResult) -> LintResult {
        let initial = Gathering(result: LintResult(files: run.files, errors: run.errors))
        let reported = ReportedFiles(run.files)
        let own = run.readers.count
        var gathered = (run.readers + run.context).enumerated().map { ($0.offset < own, $0.element.0, $0.element.1) }
            .parallelReduce(jobs: jobs, into: initial, { isOwn, file, frontEnd in
                var outcome = lintFile(file, frontEnd)
                outcome.keepFindings(in: reported, isOwn: isOwn)
                return (outcome, outcome.filesReportedBesidesOwn(file))
            }, inOrder: { $0.add($1) })
        gathered.result.dropRepeats(in: gathered.shared)
        gathered.result.sortByFile()
        return gathered.result
    }

    /// The navigation map of the files `paths` name or hold (`hig-lint map`): the run linted
    /// with its descriptions kept, placed on what its prepared front ends say of how the code
    /// shows its views.
    public func navigationMap(paths: [String], jobs: Int = 1) -> (map: NavigationMap, result: LintResult) {
        let stages = FileStages(linter: self, contents: [:], cache: nil, keepsDescriptions: true)
        let run = prepare(paths: paths, jobs: jobs)
        let result = gather(run, jobs: jobs) { file, frontEnd in stages.lint(file, frontEnd: frontEnd) }
        return (NavigationMap(descriptions: result.descriptions, findings: result.findings, graph: Self.navigation(of: run)), result)
    }

    /// Whether one of the front ends takes the file when it is found by a search or named in a list.
    public func picks(_ path: String) -> Bool {
        frontEnds.contains { $0.picks(searched: path) }
    }

    /// The files a run over `paths` reads, as a search finds them.
    public func files(for paths: [String]) -> FileDiscovery.Result {
        FileDiscovery.files(for: paths, include: configuration?.include, exclude: configuration?.excludes, picks: picks)
    }

    /// The descriptions every front end derives from the files `paths` name or hold, unlinted
    /// (`hig-lint show`), with the errors of the files that could not be read.
    public func descriptions(paths: [String], jobs: Int = 1)
        -> (files: [(String, Result<[Description], LoadFailure>)], errors: [LoadError], skipped: [SkippedFile]) {
        let run = prepare(paths: paths, jobs: jobs)
        let loaded = run.readers.parallelMap(jobs: jobs) { file, frontEnd -> (String, Result<[Description], LoadFailure>, SkippedFile?) in
            let options = options(for: file)
            do throws(LoadError) {
                let bytes = try DescriptionLoader.readFile(file, maximumSize: options.maximumFileSize)
                // Not text (encrypted, an LFS pointer): skipped, as a run skips it.
                if let cause = SourceText(path: file, bytes: bytes).notText { return (file, .success([]), SkippedFile(file: file, cause: cause)) }
                return (file, frontEnd.load(bytes: bytes, path: file, options: options), nil)
            } catch {
                return (file, .failure(LoadFailure(errors: [error])), nil)
            }
        }
        return (loaded.filter { $0.2 == nil }.map { ($0.0, $0.1) }, run.errors, loaded.compactMap(\.2))
    }

    /// The files a run reads, each with the front end that reads it, made ready for all of its files.
    struct PreparedRun {
        var files: [String]
        var errors: [LoadError]
        var readers: [(String, any FrontEnd)]
        /// The other files whose loading may put findings in the run's files (`FrontEnd.context(of:)`),
        /// each with the front end that names it.
        var context: [(String, any FrontEnd)] = []
        /// The front ends made ready for the run, in the order of the linter's.
        var prepared: [any FrontEnd] = []
    }

    /// The files a run reads, each with the front end that reads it, made ready for all of its
    /// files, and the files it lints for their findings in its own.
    func prepare(paths: [String], jobs: Int, contents: [String: [UInt8]] = [:]) -> PreparedRun {
        let discovery = files(for: paths)
        let readers = discovery.files.map(frontEnds.index(reading:))
        let prepared = preparedFrontEnds(for: discovery.files, readers: readers, jobs: jobs, contents: contents)
        var run = PreparedRun(files: discovery.files, errors: discovery.errors, readers: zip(discovery.files, readers).map { ($0, prepared[$1]) },
                              prepared: prepared)
        var named = Set(discovery.files)
        for (index, frontEnd) in prepared.enumerated() {
            let own = zip(discovery.files, readers).filter { $0.1 == index }.map(\.0)
            guard !own.isEmpty else { continue }
            for file in frontEnd.context(of: own) where named.insert(file).inserted { run.context.append((file, frontEnd)) }
        }
        return run
    }

    /// Each front end made ready for the files among `files` it claims (the first to claim a file
    /// reads it), in the order of `frontEnds`, then a description front end for files none claims;
    /// `contents` holds bytes to read in place of some files' (fixes not yet written).
    public func preparedFrontEnds(for files: [String], jobs: Int, contents: [String: [UInt8]] = [:]) -> [any FrontEnd] {
        preparedFrontEnds(for: files, readers: files.map(frontEnds.index(reading:)), jobs: jobs, contents: contents)
    }

    /// `preparedFrontEnds(for:jobs:contents:)` given the position of each file's front end (`frontEnds.index(reading:)`).
    private func preparedFrontEnds(for files: [String], readers: [Int], jobs: Int, contents: [String: [UInt8]]) -> [any FrontEnd] {
        var preparing = LoadOptions(maximumFileSize: maximumFileSize, maximumDepth: maximumDepth)
        preparing.contents = contents
        return frontEnds.indices.map { index in
            frontEnds[index].prepared(for: zip(files, readers).filter { $0.1 == index }.map(\.0),
                                      options: preparing, jobs: jobs)
        } + [DescriptionFrontEnd()]
    }

    /// The findings about configured suppressions over a whole run: an entry whose files were
    /// linted but that silenced nothing (`unused-suppression`), and one without a reason
    /// (`suppression-reason`), each at the entry in the configuration file. Call it once on the
    /// run's whole result; per file, an entry naming one object would look unused everywhere else.
    public func configuredSuppressionFindings(in result: LintResult) -> [Finding] {
        guard let configuration, let file = configuration.file, !configuration.suppressions.isEmpty else { return [] }
        let active = configuration.rules(for: file, from: rules)
        let used = Set(result.suppressed.compactMap { $0.suppression?.isExternal == true ? $0.suppression?.anchor : nil })
        let bookkeeping = SuppressionBookkeeping.Rules(active)
        var found: [Finding] = []
        func report(_ rule: Rule?, _ anchor: SourceAnchor, _ message: String) {
            guard let rule else { return }
            found.append(Finding(ruleID: rule.metadata.id, severity: rule.metadata.severity, message: message, anchor: anchor, helpURI: rule.metadata.helpURI))
        }
        for entry in configuration.suppressions {
            let rules = entry.rules.map { "'\($0)'" }.joined(separator: ", ")
            if !used.contains(entry.anchor) && configuration.matchesAny(entry, of: result.files) {
                report(bookkeeping.unused, entry.anchor, "configured suppression of \(rules) silences nothing in the files it names; remove it")
            }
            if entry.reason == nil {
                report(bookkeeping.reasonless, entry.anchor, "configured suppression of \(rules) gives no reason; say why, so reviewers can judge it")
            }
        }
        return found
    }

    /// The limits, and the object ids the configured suppressions name, for loading a file.
    func options(for file: String) -> LoadOptions {
        var options = LoadOptions(maximumFileSize: maximumFileSize, maximumDepth: maximumDepth,
                                  namedObjects: Set(configuration?.suppressions(for: file).flatMap(\.objects) ?? []),
                                  platforms: configuration?.defaultPlatforms(for: file) ?? [])
        options.availableMemory = MemoryLimit.available()
        return options
    }

    /// Lints a description held in memory (standard input, an editor buffer) reported as `path`,
    /// with a front end made ready for it alone, or `frontEnd`, one made ready for a run (an
    /// editor's workspace, see `preparedFrontEnds(for:jobs:)`) that holds these bytes for `path`
    /// (`FrontEnd.updated(files:)`), so that it sees the views and menus other files
    /// declare; `contents` are other files' bytes as an editor holds them. As in a run over
    /// files, the findings are those the whole app gives in `path`.
    public func lint(bytes: [UInt8], path: String, frontEnd: (any FrontEnd)? = nil, contents: [String: [UInt8]] = [:],
                     keepingDescriptions: Bool = false) -> LintResult {
        let stages = FileStages(linter: self, contents: contents.merging([path: bytes]) { $1 }, cache: nil, keepsDescriptions: keepingDescriptions)
        let reading = frontEnd ?? reader(bytes: path).updated(files: [path: bytes])
        let run = PreparedRun(files: [path], errors: [], readers: [(path, reading)], context: reading.context(of: [path]).map { ($0, reading) })
        return gather(run, jobs: 1) { file, frontEnd in stages.lint(file, frontEnd: frontEnd) }
    }

    /// The descriptions a file held in memory derives, unlinted, as `descriptions(paths:)` gives them.
    public func descriptions(bytes: [UInt8], path: String) -> Result<[Description], LoadFailure> {
        reader(bytes: path).load(bytes: bytes, path: path, options: options(for: path))
    }

    /// The front end that reads `path`, made ready for it alone.
    private func reader(bytes path: String) -> any FrontEnd {
        frontEnds.reading(path).prepared(for: [path], options: options(for: path), jobs: 1)
    }
}

/// Everything one run found: the files it read, the findings, and the inputs it could not read.
public struct LintResult: Sendable {
    /// The files linted, in the order they were named or found.
    public var files: [String]
    public var findings: [Finding] = []
    /// Findings that inline suppressions silenced, each with its suppression: not reported as
    /// problems, but kept for SARIF and JSON so that reviewers can see them.
    public var suppressed: [Finding] = []
    public var errors: [LoadError] = []
    /// Files that are not text (encrypted, an LFS pointer, binary): not linted, not an error.
    public var skipped: [SkippedFile] = []
    /// What the files loaded, when the run was asked to keep it (`keepingDescriptions`).
    public var descriptions: [Description] = []
    /// What the run's own files gave of the app's chrome, counted.
    public var coverage = Coverage()
    /// How the run's code shows its views (`FrontEnd.navigation()`), when the run kept its
    /// descriptions: with them, the app's navigation map (`NavigationMap`).
    public var navigation: NavigationGraph?

    public init(files: [String], findings: [Finding] = [], errors: [LoadError] = []) {
        self.files = files
        self.findings = findings
        self.errors = errors
    }

    public func count(of severity: Severity) -> Int { findings.count { $0.severity == severity } }

    /// The places a front end named as chrome it could not read: the findings of the rules that
    /// report them, whose ids end in `-not-understood` (`swift-not-understood`, `ib-not-understood`).
    public var notUnderstood: Int { findings.count { $0.ruleID.hasSuffix("-not-understood") } }

    /// "3 files linted, 1 error, 5 warnings, 0 infos", the totals every summary starts with; and how
    /// many places with chrome were not understood, so that a clean run cannot hide an unread window.
    public var tally: String {
        func counted(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        return "\(counted(files.count - skipped.count, "file")) linted, \(counted(count(of: .error), "error")), "
            + "\(counted(count(of: .warning), "warning")), \(counted(count(of: .info), "info"))"
            + (notUnderstood == 0 ? "" : " (\(counted(notUnderstood, "place")) with chrome not understood)")
            + (suppressed.isEmpty ? "" : ", \(suppressed.count) suppressed")
            + (errors.isEmpty ? "" : ", \(counted(errors.count, "input error"))")
            + (skipped.isEmpty ? "" : ", \(counted(skipped.count, "file")) skipped as not text")
    }

    /// "[*] 3 fixable with --fix (1 more with --unsafe-fixes)", as Ruff says what its `--fix` can
    /// do; nil when no finding has a fix.
    public var fixable: String? {
        let unsafe = findings.count { $0.fix?.isUnsafe == true }, safe = findings.count { $0.fix?.isUnsafe == false }
        guard safe + unsafe > 0 else { return nil }
        let more = unsafe == 0 ? "" : " (\(unsafe) more with --fix --unsafe-fixes)"
        return safe == 0 ? "no fixes with --fix" + more : "[*] \(safe) fixable with --fix" + more
    }

    /// Drops the repeats among findings in `shared`, the files some outcome reported on besides
    /// its own. A part one file declares and others use (a Swift view) is checked with each of
    /// them: the same finding at the same place is reported once, with the first file that found
    /// it, and with a repeat's fix when the first has none (the file that declares the part gives
    /// the fix: its edits are in that file). Only findings in those files can be repeats: the rest
    /// (every finding of a run over descriptions and storyboards) are not hashed.
    mutating func dropRepeats(in shared: Set<String>) {
        guard !shared.isEmpty else { return }
        // The same words at the same place, whatever way there (a helper each screen calls: its
        // anchor's path starts at each caller).
        struct Place: Hashable {
            let ruleID: String, severity: Severity, message: String, file: String, start: SourcePosition, end: SourcePosition?
        }
        var reported: [Place: Int] = [:], kept: [Finding] = []
        kept.reserveCapacity(findings.count)
        for finding in findings {
            guard shared.contains(finding.anchor.file) else {
                kept.append(finding)
                continue
            }
            let place = Place(ruleID: finding.ruleID, severity: finding.severity, message: finding.message, file: finding.anchor.file,
                              start: finding.anchor.start, end: finding.anchor.end)
            if let index = reported[place] {
                if kept[index].fix == nil { kept[index].fix = finding.fix }
                // Found again from another file: on that file's platforms too; and the part it is
                // in is reusable only when no file found it as its own (the front end then names
                // no uses).
                if !finding.platforms.isEmpty, !Set(finding.platforms).isSubset(of: kept[index].platforms) {
                    kept[index].platforms = Set(kept[index].platforms + finding.platforms).sorted()
                }
                if finding.relatedLocations.isEmpty { kept[index].relatedLocations = [] }
                continue
            }
            reported[place] = kept.count
            kept.append(finding)
        }
        findings = kept
        var silenced = Set<Finding>()
        suppressed = suppressed.filter { silenced.insert($0).inserted }
    }

    /// Puts the findings in report order: by file (in the order the run's files were named or
    /// found, then any other file by path), then by position. A file's outcome can hold findings
    /// in another file (a Swift view it uses), which would otherwise come among its own.
    mutating func sortByFile() {
        var rank: [String: Int] = [:]
        for (index, file) in files.enumerated() where rank[file] == nil { rank[file] = index }
        func ordered(_ a: Finding, _ b: Finding) -> Bool {
            if a.anchor.file != b.anchor.file {
                let (left, right) = (rank[a.anchor.file], rank[b.anchor.file])
                if left != right { return (left ?? Int.max, a.anchor.file) < (right ?? Int.max, b.anchor.file) }
                return a.anchor.file < b.anchor.file
            }
            return Finding.reportOrder(a, b)
        }
        // Most runs are in order already (one file's findings each): no sort to pay for.
        if !findings.isSorted(by: ordered) { findings.sort(by: ordered) }
        if !suppressed.isSorted(by: ordered) { suppressed.sort(by: ordered) }
    }

    /// Keeps, of one file's outcome, the findings in the run's files; an outcome of a file linted
    /// for its findings in them (not `isOwn`) adds nothing else to the run.
    fileprivate mutating func keepFindings(in reported: ReportedFiles, isOwn: Bool) {
        if !isOwn { (files, errors, descriptions, coverage) = ([], [], [], Coverage()) }
        if !findings.allSatisfy({ reported.contains($0.anchor.file) }) { findings.removeAll { !reported.contains($0.anchor.file) } }
        if !suppressed.allSatisfy({ reported.contains($0.anchor.file) }) { suppressed.removeAll { !reported.contains($0.anchor.file) } }
    }

    /// For one file's outcome, the other files its findings and suppressed findings are in (a
    /// Swift view another file declares).
    fileprivate func filesReportedBesidesOwn(_ own: String) -> Set<String> {
        var others = Set<String>()
        func note(_ list: [Finding]) {
            for finding in list { finding.withFields { if $0.anchor.file != own { others.insert($0.anchor.file) } } }
        }
        note(findings)
        note(suppressed)
        return others
    }

    /// Adds another run's files, findings and errors after this one's.
    public mutating func append(_ other: LintResult) {
        files += other.files
        findings += other.findings
        suppressed += other.suppressed
        errors += other.errors
        skipped += other.skipped
        descriptions += other.descriptions
    }

    /// Adds the findings of every description a front end loaded from one file, each naming
    /// the object it points at as the front end does, and the findings about the file's inline
    /// suppressions. Each finding with a remedy gets the fix the front end writes for it in
    /// `bytes`, the file's; `read` gives the bytes of another file a remedy changes (nil: not at
    /// hand, no fix).
    mutating func add(_ loaded: Result<LoadedFile, LoadFailure>, file: String, frontEnd: any FrontEnd, linter: Linter,
                      bytes: [UInt8], read: (String) -> [UInt8]?) {
        switch loaded {
        case .failure(let failure):
            errors += failure.errors
        case .success(let loaded):
            coverage = coverage + Coverage(loaded.descriptions)
            let checked = loaded.descriptions.map { linter.check($0, file: file, object: loaded.object) }
            // A file's inline suppressions serve all of its descriptions (a Swift file declares
            // several views): one is unused only when no description used it.
            let used = checked.reduce(into: Set<[Int]>()) { $0.formUnion($1.used) }
            let bookkeeping = linter.suppressionFindings(loaded.descriptions.last?.suppressions ?? [], used: used, file: file)
            add(checked: checked, bookkeeping: bookkeeping, loaded: loaded, file: file, frontEnd: frontEnd, bytes: bytes, read: read)
        }
    }

    /// Adds what `Linter.check` found in each description of one file, then the findings about
    /// its suppressions.
    private mutating func add(checked: [(findings: [Finding], suppressed: [Finding], used: Set<[Int]>)], bookkeeping: [Finding],
                              loaded: LoadedFile, file: String, frontEnd: any FrontEnd, bytes: [UInt8], read: (String) -> [UInt8]?) {
        // Descriptions of one file can share parts (a platform's variant of the same view, a
        // menu bar every window shows): a rule reports a shared part once, in the words of the
        // first description that found it, though another words it differently (a SwiftUI
        // navigation title is the toolbar's title on iOS and the window's on macOS). Within one
        // description a rule may say two things about one place, and both are kept.
        // Each kept finding is told the platforms of every description that found it, and the
        // front end the places that use the reusable part it sits in.
        let descriptions = loaded.descriptions
        func once(_ perDescription: [[Finding]]) -> [Finding] {
            Self.once(perDescription).map { finding, foundBy in
                var finding = finding
                // Most findings are found by one description: its platforms as they are.
                finding.platforms = foundBy.count == 1 ? descriptions[foundBy[0]].platforms : Set(foundBy.flatMap { descriptions[$0].platforms }).sorted()
                finding.relatedLocations = loaded.usages(finding.anchor, foundBy.map { descriptions[$0].anchors.object })
                return finding
            }
        }
        var found = once(checked.map(\.findings)) + bookkeeping
        suppressed += once(checked.map(\.suppressed))
        for index in found.indices {
            found[index].message += loaded.object(found[index].anchor)?.messageSuffix ?? ""
        }
        // The fixes of a file are made together: its text is indexed once for all of them.
        let remedied = found.indices.filter { found[$0].remedy != nil }
        if !remedied.isEmpty {
            let fixes = frontEnd.fixes(for: remedied.map { found[$0].remedy! }, file: file, bytes: bytes, read: read)
            for (index, fix) in zip(remedied, fixes) { found[index].fix = fix }
        }
        findings += found.sorted(by: Finding.reportOrder)
    }
}

extension Array {
    /// Whether no element comes before the one ahead of it.
    func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        zip(self, dropFirst()).allSatisfy { !areInIncreasingOrder($1, $0) }
    }
}

extension LintResult {
    /// The findings of a file's descriptions, a shared part reported once (by the first
    /// description that found it, unless a later one found it at a higher severity: one
    /// alternative's toolbar may rest on a guess the next does not), each with the descriptions
    /// (by index) that found it.
    static func once(_ perDescription: [[Finding]]) -> [(Finding, [Int])] {
        guard perDescription.count > 1 else { return (perDescription.first ?? []).map { ($0, [0]) } }
        var kept: [(Finding, [Int])] = [], keptAt: [Finding.Place: [Int]] = [:]
        for (description, findings) in perDescription.enumerated() {
            var earlier: [Finding.Place: [Int]] = [:]
            for finding in findings {
                let place = Finding.Place(finding)
                if let indices = keptAt[place] {
                    for index in indices where kept[index].1.last != description { kept[index].1.append(description) }
                    if let lower = indices.first(where: { kept[$0].0.severity < finding.severity }) { kept[lower].0 = finding }
                    continue
                }
                earlier[place, default: []].append(kept.count)
                kept.append((finding, [description]))
            }
            keptAt.merge(earlier) { $0 + $1 }
        }
        return kept
    }
}

extension Finding {
    /// A rule at a place: what two descriptions of one file that report it have found once. The
    /// place is the position: two alternatives of one toolbar give its items different structural
    /// paths (`Button[2]`, `Button[3]`), and the same item was reported once for each.
    /// The title it is about is part of the place: a view that several callers title (`DetailList(title:)`) is
    /// checked once for each title, all at the view's `.navigationTitle`, and each title is its own finding there.
    struct Place: Hashable {
        let ruleID: String
        let file: String
        let line: Int, column: Int
        let title: Substring?

        init(_ finding: Finding) {
            (ruleID, file, line, column) = (finding.ruleID, finding.anchor.file, finding.anchor.start.line, finding.anchor.start.column)
            title = finding.subject.text.split(separator: "; ").first { $0.hasPrefix("title=") }
        }
    }

    /// Position first, then rule id and message, so that output never depends on rule order.
    static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        (a.anchor.start.line, a.anchor.start.column, a.ruleID, a.message) < (b.anchor.start.line, b.anchor.start.column, b.ruleID, b.message)
    }
}

/// What `Linter.keepsModelsFrom` keeps, until the process exits: the model of the largest file
/// offered. (Held where a leak checker sees it, so that AddressSanitizer's does not call it a leak.)
enum KeptUntilExit {
    nonisolated(unsafe) private static var kept: Any?
    /// The size of the file whose model is kept (0: none).
    nonisolated(unsafe) private(set) static var keptBytes = 0
    private static let lock = Lock()

    /// Keeps `value`, read from a file of `bytes` bytes, in place of the one kept if its file was
    /// smaller; the value let go is freed by the caller, outside the lock.
    static func keep(_ value: Any, bytes: Int) {
        let released: Any? = lock.withLock {
            guard bytes > keptBytes else { return value }
            defer { (kept, keptBytes) = (value, bytes) }
            return kept
        }
        withExtendedLifetime(released) {}
    }
}

/// The files a run reports findings in: its own, however a finding's path writes them
/// (relative or absolute).
struct ReportedFiles {
    private let paths: Set<String>
    private let absolute: Set<String>
    private let here = FileManager.default.currentDirectoryPath

    init(_ files: [String]) {
        paths = Set(files)
        absolute = Set(files.map { FileSystemPath.absolute($0, from: FileManager.default.currentDirectoryPath) })
    }

    func contains(_ file: String) -> Bool {
        paths.contains(file) || absolute.contains(FileSystemPath.absolute(file, from: here))
    }
}

/// A run's result as its files' outcomes come in, in order, with the files besides their own
/// that they report on (`LintResult.dropRepeats`).
struct Gathering {
    var result: LintResult
    var shared = Set<String>()

    mutating func add(_ entry: consuming (outcome: LintResult, otherFiles: Set<String>)) {
        result.findings += entry.outcome.findings
        result.suppressed += entry.outcome.suppressed
        result.errors += entry.outcome.errors
        result.skipped += entry.outcome.skipped
        result.descriptions += entry.outcome.descriptions
        result.coverage = result.coverage + entry.outcome.coverage
        if !entry.otherFiles.isEmpty { shared.formUnion(entry.otherFiles) }
    }
}
