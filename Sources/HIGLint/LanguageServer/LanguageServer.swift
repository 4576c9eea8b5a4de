#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `hig-lint lsp`: a Language Server Protocol server that lints the descriptions, Interface
/// Builder files and Swift files an editor has open, as they are typed, with the workspace's
/// configuration and baseline, and offers `explain` as hover and fixes as code actions. It takes
/// one message at a time and answers with the messages to send; `run` ties it to a byte stream.
///
/// Edits are linted when the input has been quiet for `lintDelay` after the last one, each
/// document at its newest text only, so that typing faster than a document lints costs one lint,
/// and requests that come meanwhile are answered first: a hover from the findings last published,
/// a code action after its own document is brought up to date (its edits must fit the text).
/// Files changed on disk (`workspace/didChangeWatchedFiles`, a branch switch) wait alike: all the
/// changes of the notifications that came are taken in at once, the workspace resolved once and
/// each open document linted once, and past `reloadAfter` files the workspace is read again.
public final class LanguageServer {
    /// An open document: the editor's text, not the file's.
    struct Document {
        var uri: String
        var version: Int?
        var bytes: [UInt8]
        var lines: EditorLines
    }

    /// What linting one open document found in its own file (`Linter.lint(bytes:path:frontEnd:contents:)`).
    struct Outcome: Equatable {
        var findings: [Finding] = []
        var errors: [LoadError] = []
        var files: Set<String> { Set(findings.map(\.anchor.file) + errors.map(\.file)) }
    }

    let rules: [Rule]
    let frontEnds: [any FrontEnd]
    let jobs: Int
    private(set) var encoding = PositionEncoding.utf16
    /// Whether the editor takes snippets in workspace edits (LSP 3.18), so that a suppression's
    /// reason placeholder is selected for typing over.
    private(set) var snippetEdits = false
    private var initialized = false
    private var shutDown = false
    /// Set by the `exit` notification: 0 after `shutdown`, 1 otherwise.
    public private(set) var exitCode: Int32?

    /// The workspace folder's path, when the editor gave one.
    private(set) var root: String?
    private var session: LintSession
    private var linter: Linter { session.linter }
    private var baseline: Baseline?
    /// The front ends made ready for the workspace's files (nil without a workspace folder).
    private var prepared: [any FrontEnd]?
    /// Whether the configuration has been read (at `initialized`, or the first document before it).
    private var workspaceLoaded = false
    /// Problems with the configuration or baseline, by file.
    private var setupErrors: [String: [LoadError]] = [:]
    private var documents: [String: Document] = [:]
    /// The newest text of open documents edited since they were last linted, by path: an edit
    /// replaces the one before it that has not been linted yet.
    private var edits: [String: (uri: String, version: Int?, bytes: [UInt8])] = [:]
    /// Files that changed on disk since the workspace last took them in, by path.
    private var diskChanges: Set<String> = []
    /// How many files changed on disk make reading the whole workspace again cheaper than taking each in.
    static let reloadAfter = 100
    /// How many times an open document has been linted: what a batch of changes costs.
    private(set) var documentLints = 0
    /// When the last edit came, in milliseconds of the monotonic clock.
    private var editedAt = 0
    /// How long `run` waits for quiet input after an edit before linting it, in milliseconds.
    public let lintDelay: Int
    private var outcomes: [String: Outcome] = [:]
    /// The URI each file's diagnostics were last published under, so that they are cleared when
    /// the file has none, or when it opens under the editor's own spelling of its URI.
    private var published: [String: String] = [:]
    /// Hover text by rule id, made once.
    private var explanations: [String: String] = [:]

    public init(rules: [Rule], frontEnds: [any FrontEnd], jobs: Int = 1, lintDelay: Int = 200) {
        self.rules = rules
        self.frontEnds = frontEnds
        self.jobs = jobs
        self.lintDelay = lintDelay
        session = Self.session(rules: rules, frontEnds: frontEnds, configurationFile: nil, jobs: jobs)
    }

    // MARK: The wire

    /// Serves the stream until `exit` or the end of input; the exit status the protocol asks for.
    /// `read` gives the next bytes of input, waiting at most the milliseconds given (nil: as long
    /// as it takes): nil when none came in that time, an empty array at the end of the input.
    public func run(read: @escaping (_ timeout: Int?) -> [UInt8]?, write: ([UInt8]) -> Void, log: (String) -> Void) -> Int32 {
        // A buffer may be as large as a file hig-lint reads, JSON-escaped: twice that, and the envelope.
        var framing = MessageFraming(maximumLength: 2 * DescriptionLoader.defaultMaximumFileSize + (1 << 20), source: read)
        func send(_ messages: [JSONValue]) {
            for message in messages { write(MessageFraming.frame(message.wireBytes)) }
        }
        while exitCode == nil {
            // Edits wait for the input to be quiet; what came before that is read and answered first.
            switch framing.next(timeout: edits.isEmpty && diskChanges.isEmpty ? nil : max(0, editedAt + lintDelay - Self.milliseconds())) {
            case .message(let body):
                send(receive(body))
            case .quiet:
                send(lintEdits())
            case .malformed(let reason):
                log("hig-lint lsp: skipped a malformed message: \(reason)")
            case .oversized(let length):
                log("hig-lint lsp: skipped a message of \(length) bytes, more than \(framing.maximumLength)")
                write(MessageFraming.frame(Self.showMessage(.error, "hig-lint skipped a message of \(length) bytes, larger than it reads").wireBytes))
            case .end:
                if !shutDown { log("hig-lint lsp: the input ended without shutdown and exit") }
                return shutDown ? 0 : 1
            }
        }
        return exitCode ?? 1
    }

    /// The messages to send in answer to one message body, with its edits linted at once.
    public func handle(_ body: [UInt8]) -> [JSONValue] {
        receive(body) + lintEdits()
    }

    /// The messages to send in answer to one message body; edits are kept for `lintEdits`.
    func receive(_ body: [UInt8]) -> [JSONValue] {
        let message: DocumentNode
        do throws(LoadError) {
            message = try JSONReader.read(SourceText(path: "message", bytes: body), maximumDepth: 64)
        } catch {
            return [Self.error(id: .null, code: -32700, "parse error: \(error.message) at \(error.position)")]
        }
        guard case .object = message.content, let method = message["method"]?.stringValue else {
            // A response to a request of ours (none are sent) or not a message at all.
            if case .object = message.content, message["id"] != nil, message["method"] == nil { return [] }
            return [Self.error(id: message["id"]?.idValue ?? .null, code: -32600, "not a JSON-RPC request or notification")]
        }
        let params = message["params"]
        guard let idNode = message["id"] else {
            return notification(method, params)
        }
        let id = idNode.idValue
        if shutDown { return [Self.error(id: id, code: -32600, "the server is shut down; only exit is accepted")] }
        if !initialized && method != "initialize" { return [Self.error(id: id, code: -32002, "the server is not initialized")] }
        switch method {
        case "initialize":
            if initialized { return [Self.error(id: id, code: -32600, "the server is already initialized")] }
            return [Self.result(id: id, initialize(params))]
        case "shutdown":
            // The last edits are published first, so that a client that shuts down sees them.
            let published = lintEdits()
            shutDown = true
            return published + [Self.result(id: id, .null)]
        case "textDocument/hover":
            return [Self.result(id: id, hover(params))]
        case "textDocument/codeAction":
            // Its edits must fit the document's newest text: an edit waiting is linted first.
            let path = params?["textDocument"]?["uri"]?.stringValue.flatMap(FileURI.path).map(Self.normalized)
            return (path.map { lintEdits(only: $0) } ?? []) + [Self.result(id: id, codeActions(params))]
        default:
            return [Self.error(id: id, code: -32601, "no method \(method)")]
        }
    }

    private func notification(_ method: String, _ params: DocumentNode?) -> [JSONValue] {
        if method == "exit" {
            exitCode = shutDown ? 0 : 1
            return []
        }
        guard initialized, !shutDown else { return [] }
        switch method {
        case "textDocument/didOpen":
            guard let item = params?["textDocument"], let uri = item["uri"]?.stringValue, let text = item["text"]?.stringValue else { return [] }
            return edit(uri: uri, version: item["version"]?.intValue, bytes: Array(text.utf8))
        case "textDocument/didChange":
            // Full synchronisation: the last change holds the whole text.
            guard let uri = params?["textDocument"]?["uri"]?.stringValue,
                  let text = params?["contentChanges"]?.arrayValue?.last?["text"]?.stringValue else { return [] }
            return edit(uri: uri, version: params?["textDocument"]?["version"]?.intValue, bytes: Array(text.utf8))
        case "workspace/didChangeWatchedFiles":
            // Kept, with the changes that follow it, until the input is quiet (`lintEdits`).
            let paths = (params?["changes"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue.flatMap(FileURI.path) }
            diskChanges.formUnion(paths.map(Self.normalized))
            editedAt = Self.milliseconds()
            return []
        case "initialized", "textDocument/didSave", "textDocument/didClose", "workspace/didChangeConfiguration":
            // What these do reads the open documents: their edits are linted first.
            return lintEdits() + workspaceNotification(method, params)
        default:
            return []  // $/cancelRequest, $/setTrace and others: nothing to do
        }
    }

    private func workspaceNotification(_ method: String, _ params: DocumentNode?) -> [JSONValue] {
        switch method {
        case "initialized":
            return loadWorkspace()
        case "textDocument/didSave":
            guard let uri = params?["textDocument"]?["uri"]?.stringValue, let path = FileURI.path(uri) else { return [] }
            if isSetupFile(path) { return loadWorkspace() }
            // Saved, the buffer is what other files use: they are linted again now, not on every keystroke.
            let saved = Self.normalized(path)
            return documents[saved].map { relint(changed: [saved: $0.bytes], lintChanged: false, lintOthers: true) } ?? []
        case "textDocument/didClose":
            guard let uri = params?["textDocument"]?["uri"]?.stringValue, let path = FileURI.path(uri) else { return [] }
            return close(path)
        case "workspace/didChangeConfiguration":
            return loadWorkspace()
        default:
            return []
        }
    }

    // MARK: Setting up

    private func initialize(_ params: DocumentNode?) -> JSONValue {
        initialized = true
        let offered = params?["capabilities"]?["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
        encoding = offered.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf16
        snippetEdits = params?["capabilities"]?["workspace"]?["workspaceEdit"]?["snippetEditSupport"]?.boolValue ?? false
        let folder = params?["workspaceFolders"]?.arrayValue?.first?["uri"]?.stringValue ?? params?["rootUri"]?.stringValue
        root = (folder.flatMap(FileURI.path) ?? params?["rootPath"]?.stringValue).map(Self.normalized)
        return .object([
            "capabilities": .object([
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": .object(["openClose": .bool(true), "change": .integer(1), "save": .object(["includeText": .bool(false)])]),
                "hoverProvider": .bool(true),
                "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix")])]),
            ]),
            "serverInfo": .object(["name": .string("hig-lint"), "version": .string(HIGLintVersion.current)]),
        ])
    }

    /// Reads the configuration and baseline as `hig-lint` run in the workspace folder would, makes
    /// the front ends ready for the workspace's files, and lints the open documents again.
    private func loadWorkspace() -> [JSONValue] {
        workspaceLoaded = true
        diskChanges = []
        var messages: [JSONValue] = []
        let oldSetupFiles = Set(setupErrors.keys)
        setupErrors = [:]
        let path = root.flatMap(Configuration.find(from:))
        session = Self.session(rules: rules, frontEnds: frontEnds, configurationFile: path, jobs: jobs) { failure in
            for error in failure.errors { setupErrors[Self.absolute(error.file, in: root ?? "/"), default: []].append(error) }
            messages.append(Self.showMessage(.error, "hig-lint: \(Self.display(path ?? "", root: root ?? "/")) has errors, so the built-in defaults are used until it is fixed: \(failure.errors.first?.message ?? "")"))
        }
        baseline = nil
        if let path = session.configuration?.baseline {
            switch Baseline.load(contentsOf: path) {
            case .success(let loaded): baseline = loaded
            case .failure(let failure):
                for error in failure.errors { setupErrors[Self.absolute(error.file, in: root ?? "/"), default: []].append(error) }
                messages.append(Self.showMessage(.error, "hig-lint: the baseline \(path) cannot be read, so every finding is shown: \(failure.errors.first?.message ?? "")"))
            }
        }
        prepared = root.map { session.prepared(workspace: $0, buffers: documents.mapValues(\.bytes)) }
        outcomes = [:]
        for path in documents.keys.sorted() { outcomes[path] = lint(path) }
        return messages + publish(oldSetupFiles.union(setupErrors.keys).union(published.keys).union(outcomes.values.flatMap(\.files)))
    }

    /// The run of the workspace's configuration file (nil: none), or with the built-in defaults
    /// when it has errors, which `failed` is told.
    private static func session(rules: [Rule], frontEnds: [any FrontEnd], configurationFile: String?, jobs: Int,
                                failed: (LoadFailure) -> Void = { _ in }) -> LintSession {
        var settings = LintSession.Settings()
        settings.configurationFile = configurationFile
        settings.usesConfiguration = configurationFile != nil
        settings.jobs = jobs
        do throws(LintSession.SetupError) {
            return try LintSession(rules: rules, frontEnds: frontEnds, settings: settings)
        } catch {
            if case .configuration(let failure) = error { failed(failure) }
            settings.usesConfiguration = false
            return try! LintSession(rules: rules, frontEnds: frontEnds, settings: settings)
        }
    }

    /// Whether saving or changing the file means reading the configuration again.
    private func isSetupFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return Configuration.fileNames.contains(name) || path == linter.configuration?.file.map { Self.absolute($0, in: root ?? "/") }
            || path == linter.configuration?.baseline || setupErrors[path] != nil
    }

    // MARK: Documents

    /// Keeps an open document's new text to lint: it replaces an edit not linted yet.
    private func edit(uri: String, version: Int?, bytes: [UInt8]) -> [JSONValue] {
        guard let path = FileURI.path(uri).map(Self.normalized) else { return [] }
        edits[path] = (uri, version, bytes)
        editedAt = Self.milliseconds()
        return []
    }

    /// Lints the documents edited since they were last linted (or only `path`), at their newest
    /// text; then, unless only `path` is asked for, takes in the files changed on disk.
    func lintEdits(only path: String? = nil) -> [JSONValue] {
        let paths = path.map { edits[$0] == nil ? [] : [$0] } ?? edits.keys.sorted()
        let messages = paths.flatMap { path in
            let edit = edits.removeValue(forKey: path)!
            return update(uri: edit.uri, version: edit.version, bytes: edit.bytes)
        }
        return path == nil ? messages + refreshFromDisk() : messages
    }

    private func update(uri: String, version: Int?, bytes: [UInt8]) -> [JSONValue] {
        guard let path = FileURI.path(uri).map(Self.normalized) else { return [] }
        documents[path] = Document(uri: uri, version: version, bytes: bytes, lines: EditorLines(bytes: bytes))
        if !workspaceLoaded { return loadWorkspace() }
        return relint(changed: [path: bytes])
    }

    private func close(_ path: String) -> [JSONValue] {
        let path = Self.normalized(path)
        guard documents.removeValue(forKey: path) != nil else { return [] }
        let before = outcomes.removeValue(forKey: path)?.files ?? []
        // The workspace goes back to what the file on disk declares.
        let disk = (try? DescriptionLoader.readFile(path, maximumSize: linter.maximumFileSize)) ?? []
        var messages = relint(changed: [path: disk], lintChanged: false, lintOthers: true)
        messages += publish(before.union([path]))
        return messages
    }

    /// Takes in the files changed on disk that are not open (what other files see of them
    /// changes), all at once; a change to the configuration or baseline, or more than
    /// `reloadAfter` files, reads the workspace again.
    private func refreshFromDisk() -> [JSONValue] {
        guard !diskChanges.isEmpty else { return [] }
        let paths = diskChanges.subtracting(documents.keys)
        diskChanges = []
        if paths.contains(where: isSetupFile) || paths.count > Self.reloadAfter { return loadWorkspace() }
        let disk = Dictionary(uniqueKeysWithValues: paths.map { path in
            (path, (try? DescriptionLoader.readFile(path, maximumSize: linter.maximumFileSize)) ?? [])
        })
        return disk.isEmpty ? [] : relint(changed: disk, lintChanged: false, lintOthers: true)
    }

    /// Gives the workspace's front ends the files' new bytes, all at once, and lints the changed
    /// documents and, with `lintOthers`, once each, the other open documents a front end of the
    /// changed files reads, which may use what they declare (a Swift view); then publishes what
    /// changed. Linting every open document on each keystroke would cost as many lints as there
    /// are open files, so others follow on save and close.
    private func relint(changed files: [String: [UInt8]], lintChanged: Bool = true, lintOthers: Bool = false) -> [JSONValue] {
        var affected: Set<String> = []
        prepared = prepared.map { session.updated($0, files: files) }
        if lintChanged {
            for path in files.keys.sorted() {
                affected.formUnion(outcomes[path]?.files ?? [])
                outcomes[path] = lint(path)
                affected.formUnion(outcomes[path]!.files)
                affected.insert(path)
            }
        }
        if prepared != nil && lintOthers {
            // One changed file of each front end stands for all it reads.
            var readers: [String] = []
            for path in files.keys.sorted() where !readers.contains(where: { session.readAlike($0, path) }) { readers.append(path) }
            // The others are published only when what they found changed.
            for other in documents.keys.sorted() where files[other] == nil && readers.contains(where: { session.readAlike($0, other) }) {
                let outcome = lint(other)
                guard outcome != outcomes[other] else { continue }
                affected.formUnion(outcomes[other]?.files ?? [])
                affected.formUnion(outcome.files)
                outcomes[other] = outcome
            }
        }
        return publish(affected)
    }

    /// Whether the workspace's configuration has hig-lint read the file, as a search would.
    private func lints(_ path: String) -> Bool {
        let configuration = linter.configuration
        return FileDiscovery.claims(path, include: configuration?.include, picks: linter.picks) && !(configuration?.excludes(path) ?? false)
    }

    private func lint(_ path: String) -> Outcome {
        guard let document = documents[path], lints(path) else { return Outcome() }
        documentLints += 1
        guard document.bytes.count <= linter.maximumFileSize else {
            return Outcome(errors: [LoadError(file: path, position: SourcePosition(line: 1, column: 1),
                                              message: "the buffer is \(document.bytes.count) bytes; hig-lint reads files of up to \(linter.maximumFileSize) bytes")])
        }
        let result = session.lint(buffer: document.bytes, path: path, workspace: prepared, buffers: documents.mapValues(\.bytes))
        var findings = result.findings
        if let baseline, let root { findings = baseline.apply(to: findings, file: { reportPath($0, root: root, workingDirectory: root) }).new }
        return Outcome(findings: findings, errors: result.errors)
    }

    // MARK: Diagnostics

    /// The lines of a file as the editor has it, else as it is on disk.
    private func lines(of path: String) -> EditorLines {
        documents[path]?.lines ?? EditorLines(bytes: (try? DescriptionLoader.readFile(path, maximumSize: linter.maximumFileSize)) ?? [])
    }

    private func range(_ start: SourcePosition, _ end: SourcePosition?, in lines: EditorLines) -> JSONValue {
        let from = lines.editorPosition(start, encoding: encoding)
        let to = end.map { max(start, $0) }.map { lines.editorPosition($0, encoding: encoding) } ?? from
        return .object(["start": Self.json(from), "end": Self.json(to)])
    }

    /// The diagnostic for a finding, in its file's lines.
    func diagnostic(_ finding: Finding, lines: EditorLines) -> JSONValue {
        let severity = switch finding.severity {
        case .error: 1
        case .warning: 2
        case .info: 3
        }
        return .object([
            "range": range(finding.anchor.start, finding.anchor.end, in: lines),
            "severity": .integer(severity),
            "code": .string(finding.ruleID),
            "codeDescription": .object(["href": .string(finding.helpURI)]),
            "source": .string("hig-lint"),
            "message": .string(finding.message),
        ])
    }

    private func diagnostic(_ error: LoadError, lines: EditorLines) -> JSONValue {
        .object(["range": range(error.position, nil, in: lines), "severity": .integer(1), "source": .string("hig-lint"), "message": .string(error.message)])
    }

    /// Publishes the diagnostics of each file: what linting the open documents found in it.
    private func publish(_ files: Set<String>) -> [JSONValue] {
        files.sorted().flatMap { file in
            let lines = lines(of: file)
            var seen = Set<Finding>()
            let linted = outcomes.keys.sorted().map { outcomes[$0]! }
            let findings = linted.flatMap(\.findings).filter { $0.anchor.file == file }
                .filter { seen.insert($0).inserted }.sorted(by: Finding.reportOrder)
            var seenErrors = Set<LoadError>()
            let errors = (linted.flatMap(\.errors).filter { $0.file == file } + (setupErrors[file] ?? []))
                .filter { seenErrors.insert($0).inserted }
            let diagnostics = errors.map { diagnostic($0, lines: lines) } + findings.map { diagnostic($0, lines: lines) }
            let uri = documents[file]?.uri ?? FileURI.uri(file)
            var messages: [JSONValue] = []
            if let old = published[file], old != uri {
                messages.append(Self.notification("textDocument/publishDiagnostics", .object(["uri": .string(old), "diagnostics": .array([])])))
            }
            published[file] = diagnostics.isEmpty ? nil : uri
            var params: [String: JSONValue] = ["uri": .string(uri), "diagnostics": .array(diagnostics)]
            if let version = documents[file]?.version { params["version"] = .integer(version) }
            return messages + [Self.notification("textDocument/publishDiagnostics", .object(params))]
        }
    }

    /// The findings reported in an open document's own file whose range touches `range`.
    private func findings(in params: DocumentNode?, touching range: (SourcePosition, SourcePosition)?) -> (Document, [Finding])? {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue, let path = FileURI.path(uri).map(Self.normalized),
              let document = documents[path] else { return nil }
        var seen = Set<Finding>()
        let found = outcomes.values.flatMap(\.findings).filter { finding in
            guard finding.anchor.file == path else { return false }
            guard let (from, to) = range else { return true }
            let end = finding.anchor.end.map { max($0, finding.anchor.start) } ?? finding.anchor.start
            return finding.anchor.start <= to && from <= end
        }.filter { seen.insert($0).inserted }.sorted(by: Finding.reportOrder)
        return (document, found)
    }

    private func sourcePosition(_ node: DocumentNode?, in document: Document) -> SourcePosition? {
        guard let line = node?["line"]?.intValue, let character = node?["character"]?.intValue else { return nil }
        return document.lines.sourcePosition(EditorPosition(line: line, character: character), encoding: encoding)
    }

    // MARK: Hover and code actions

    /// The `explain` text of each rule with a finding under the cursor, after the finding itself.
    private func hover(_ params: DocumentNode?) -> JSONValue {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue, let document = FileURI.path(uri).flatMap({ documents[Self.normalized($0)] }),
              let position = sourcePosition(params?["position"], in: document),
              let (_, found) = findings(in: params, touching: (position, position)), !found.isEmpty else { return .null }
        var text: [String] = []
        var explained = Set<String>()
        for finding in found {
            text.append("**\(finding.severity.rawValue)** `\(finding.ruleID)`: \(finding.message)")
        }
        for finding in found where explained.insert(finding.ruleID).inserted {
            text.append(explanation(of: finding.ruleID))
        }
        let first = found[0]
        return .object([
            "contents": .object(["kind": .string("markdown"), "value": .string(text.joined(separator: "\n\n"))]),
            "range": range(first.anchor.start, first.anchor.end, in: document.lines),
        ])
    }

    /// What `hig-lint explain` says of a rule, as its Markdown documentation page.
    func explanation(of ruleID: String) -> String {
        if let known = explanations[ruleID] { return known }
        guard let rule = linter.rules.first(where: { $0.metadata.id == ruleID }) else { return "" }
        let text = RuleDocumentation.markdownPage(rule, frontEnds: frontEnds, forEditor: true)
        explanations[ruleID] = text
        return text
    }

    private func codeActions(_ params: DocumentNode?) -> JSONValue {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue, let document = FileURI.path(uri).flatMap({ documents[Self.normalized($0)] }),
              let start = sourcePosition(params?["range"]?["start"], in: document),
              let end = sourcePosition(params?["range"]?["end"], in: document),
              let (_, found) = findings(in: params, touching: (start, end)) else { return .array([]) }
        return .array(actions(for: found, in: document.bytes, lines: document.lines))
    }

    /// For each finding, its fix (preferred unless it is unsafe, whose title says so) and the
    /// inline suppression of its rule, as quick fixes.
    func actions(for findings: [Finding], in bytes: [UInt8], lines: EditorLines) -> [JSONValue] {
        findings.flatMap { finding -> [JSONValue] in
            let diagnostic = diagnostic(finding, lines: lines)
            let suppression = InlineSuppression.edit(for: finding, in: bytes)
            let fixes = [finding.fix, suppression].compactMap { $0 }
            return fixes.map { fix in
                let title = fix.isUnsafe ? fix.title + " (unsafe: may drop meaning)" : fix.title
                let edit = fix == suppression && snippetEdits ? snippetEdit(fix.edits, placeholder: InlineSuppression.reasonPlaceholder) : workspaceEdit(fix.edits)
                var action: [String: JSONValue] = ["title": .string(title), "kind": .string("quickfix"),
                                                   "diagnostics": .array([diagnostic]), "edit": edit]
                if fix == finding.fix && !fix.isUnsafe { action["isPreferred"] = .bool(true) }
                return .object(action)
            }
        }
    }

    /// A WorkspaceEdit of hig-lint text edits, in each file's lines and the negotiated encoding.
    func workspaceEdit(_ edits: [TextEdit]) -> JSONValue {
        var changes: [String: [JSONValue]] = [:]
        for (file, edits) in Dictionary(grouping: edits, by: \.file) {
            let lines = lines(of: file)
            changes[documents[file]?.uri ?? FileURI.uri(file)] = edits.sorted { $0.start < $1.start }.map { edit in
                .object(["range": range(edit.start, edit.end, in: lines), "newText": .string(edit.replacement)])
            }
        }
        return .object(["changes": .object(changes.mapValues(JSONValue.array))])
    }

    /// A WorkspaceEdit of snippet edits (LSP 3.18 `SnippetTextEdit`), the last `placeholder` in
    /// each edit's text made the snippet's one tab stop, selected for typing over.
    func snippetEdit(_ edits: [TextEdit], placeholder: String) -> JSONValue {
        func escaped(_ text: Substring) -> String {
            text.reduce(into: "") { out, character in
                if character == "\\" || character == "$" || character == "}" { out.append("\\") }
                out.append(character)
            }
        }
        var changes: [JSONValue] = []
        for (file, edits) in Dictionary(grouping: edits, by: \.file).sorted(by: { $0.key < $1.key }) {
            let lines = lines(of: file)
            let uri = documents[file]?.uri ?? FileURI.uri(file)
            changes.append(.object([
                "textDocument": .object(["uri": .string(uri), "version": .null]),
                "edits": .array(edits.sorted { $0.start < $1.start }.map { edit in
                    let text = edit.replacement
                    let at = text.indices.last { text[$0...].hasPrefix(placeholder) }
                    let value = at.map {
                        escaped(text[..<$0]) + "${1:" + placeholder + "}" + escaped(text[text.index($0, offsetBy: placeholder.count)...])
                    } ?? escaped(text[...])
                    return .object(["range": range(edit.start, edit.end, in: lines),
                                    "snippet": .object(["kind": .string("snippet"), "value": .string(value)])])
                }),
            ]))
        }
        return .object(["documentChanges": .array(changes)])
    }

    // MARK: Messages

    enum MessageType: Int { case error = 1, warning, info, log }

    static func showMessage(_ type: MessageType, _ text: String) -> JSONValue {
        notification("window/showMessage", .object(["type": .integer(type.rawValue), "message": .string(text)]))
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params])
    }

    static func result(id: JSONValue, _ result: JSONValue) -> JSONValue {
        .object(["jsonrpc": .string("2.0"), "id": id, "result": result])
    }

    static func error(id: JSONValue, code: Int, _ message: String) -> JSONValue {
        .object(["jsonrpc": .string("2.0"), "id": id, "error": .object(["code": .integer(code), "message": .string(message)])])
    }

    static func json(_ position: EditorPosition) -> JSONValue {
        .object(["line": .integer(position.line), "character": .integer(position.character)])
    }

    // MARK: Paths

    /// An absolute path without `.` and `..` components or a trailing slash.
    static func normalized(_ path: String) -> String {
        reportPath(path, root: "/", workingDirectory: currentDirectory(), absolute: true)
    }

    static func absolute(_ path: String, in directory: String) -> String {
        normalized(path.hasPrefix("/") ? path : directory + "/" + path)
    }

    static func display(_ path: String, root: String) -> String {
        reportPath(path, root: root, workingDirectory: root)
    }

    /// Milliseconds of the monotonic clock.
    private static func milliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
    }

    private static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        return getcwd(&buffer, buffer.count) != nil ? FileSystemPath.string(fromNative: buffer) : "/"
    }
}
