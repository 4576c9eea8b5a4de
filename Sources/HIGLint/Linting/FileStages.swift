/// The stages every file of every run goes through, in order: read (or take the bytes given),
/// the cache, load, check, suppressions, fixes. A plain run, a cached run, `--fix`, standard
/// input and the language server all lint a file here, so that they find the same.
struct FileStages: Sendable {
    let linter: Linter
    /// Bytes to read in place of what some files hold (fixes not yet written, editor buffers).
    let contents: [String: [UInt8]]
    let cache: ResultCache?
    /// Whether a file's result keeps its descriptions (a report that draws them); such a file
    /// is loaded even when the cache holds its result.
    let keepsDescriptions: Bool
    /// What the cache key says of the run's custom rules, whose logic is data.
    private let customChecks: [String: String]

    init(linter: Linter, contents: [String: [UInt8]], cache: ResultCache?, keepsDescriptions: Bool) {
        (self.linter, self.contents, self.cache, self.keepsDescriptions) = (linter, contents, cache, keepsDescriptions)
        // A built-in check's code is the binary's, which the tool key covers; only a rule written as
        // data carries its own logic. (Describing all 52 checks cost a one-file run 3 ms.)
        customChecks = cache == nil ? [:] : Dictionary(linter.rules.compactMap { rule in
            (rule.check as? CustomCheck).map { (rule.metadata.id, String(describing: $0)) }
        }, uniquingKeysWith: { first, _ in first })
    }

    /// The result of one file, read by `frontEnd` from `given` bytes, else from `contents` or the file.
    func lint(_ file: String, frontEnd: any FrontEnd, bytes given: [UInt8]? = nil) -> LintResult {
        var outcome = LintResult(files: [file])
        // The memory left is measured before the file is read, as the limits are.
        let options = linter.options(for: file)
        var bytes = given ?? []
        do throws(LoadError) {
            if given == nil { bytes = try read(file) }
        } catch {
            outcome.errors.append(error)
            return outcome
        }
        if let cause = SourceText(path: file, bytes: bytes).notText {
            outcome.skipped.append(SkippedFile(file: file, cause: cause))
            return outcome
        }
        // What the file's result depends on beyond its own bytes: the configuration, and the other
        // files its front end read for the run (the Swift views it uses, the app's main menu).
        let key = cache.map { fnv1aHash(Array((linter.cacheKey(for: file, tool: $0.tool, checks: customChecks) + frontEnd.dependencies(of: file)).utf8)) }
        if let cache, let key, !keepsDescriptions, let cached = cache.result(for: file, key: key, bytes: bytes) { return cached }
        let loaded = frontEnd.loadFile(bytes: bytes, path: file, options: options)
        outcome.add(loaded, file: file, frontEnd: frontEnd, linter: linter, bytes: bytes, read: { try? read($0) })
        if keepsDescriptions, case .success(let loaded) = loaded { outcome.descriptions = loaded.descriptions }
        if let cache, let key { cache.remember(outcome, for: file, key: key, bytes: bytes) }
        // The model only: what the front end's closures hold (a Swift run's syntax trees) goes now.
        if let size = linter.keepsModelsFrom, bytes.count >= size { KeptUntilExit.keep(loaded.map(\.descriptions), bytes: bytes.count) }
        return outcome
    }

    private func read(_ file: String) throws(LoadError) -> [UInt8] {
        if let given = contents[file] { return given }
        return try DescriptionLoader.readFile(file, maximumSize: linter.maximumFileSize)
    }
}
