/// One input format: which files it reads, how their bytes become descriptions with anchors,
/// and how a fix is written in the file's own syntax. The linter asks its front ends in order and
/// the first that claims a path reads it; it knows no format by name. A front end made ready for
/// a run (`prepared`) holds what it knows across the run's files.
public protocol FrontEnd: Sendable {
    /// Whether this front end reads the file at `path`: named outright, or (`searched`) found by a
    /// directory search, which may skip files it would read if named (a package manifest).
    func claims(_ path: String, searched: Bool) -> Bool

    /// Reads one file's bytes: its descriptions (with their anchors, inline suppressions and
    /// not-understood notes) and how its findings name the objects they are about.
    func loadFile(bytes: [UInt8], path: String, options: LoadOptions) -> Result<LoadedFile, LoadFailure>

    /// The edits of each of `fixes` (each a fix's changes), all in the file whose bytes are
    /// `bytes`, written in the file's format without touching the rest of it: for each fix, its
    /// changes' edits in turn, or nil when the format cannot write one of them so (an Interface
    /// Builder change beyond one attribute) or the text is not what was loaded. All the fixes of
    /// a file come at once, so that what the front end derives from the text (line starts, a
    /// syntax tree) is derived once: a file may have thousands of fixes, and a fix thousands of
    /// changes.
    func edits(forEach fixes: [[ModelChange]], in bytes: [UInt8], path: String) -> [[TextEdit]?]

    /// This front end made ready for one run over `files` (those it claims), `jobs` at a time:
    /// a front end that resolves names across files (Swift views) indexes them here.
    func prepared(for files: [String], options: LoadOptions, jobs: Int) -> any FrontEnd

    /// This prepared front end after each file of `files` came to hold its bytes (an editor's
    /// unsaved buffers, files a branch switch changed), so that other files that use what they
    /// declare see the change: all at once, so that what it derives across files is derived once.
    func updated(files: [String: [UInt8]]) -> any FrontEnd

    /// What a file's result depends on besides its own bytes and the configuration, as text that
    /// changes when they change: the other files the prepared front end read for the run. A
    /// result cache keys on it.
    func dependencies(of path: String) -> String

    /// The other files this prepared front end read for the run whose loading may put findings in
    /// `files` (a Swift screen that shows a view one of them declares): a run over some of an
    /// app's files lints these too, and reports only what lands in its own files, so that a file
    /// linted alone gets the findings a run over the whole app gives in it.
    func context(of files: [String]) -> [String]

    /// How the code of the run this prepared front end was made ready for shows its views (the
    /// scenes, columns, tabs, pushes and presentations `hig-lint map` draws); nil when its
    /// format says nothing of it.
    func navigation() -> NavigationGraph?
}

/// What a front end made of one file: its descriptions, and what only the front end knows about
/// the places its findings point at.
public struct LoadedFile: Sendable {
    public var descriptions: [Description]
    /// The object a finding at an anchor is, or lies in (an Interface Builder object, a Swift
    /// view's member); nil where the format names none.
    public var object: @Sendable (SourceAnchor) -> ObjectReference?
    /// For a finding at an anchor found in descriptions rooted at the given anchors, the places
    /// that use the reusable part it sits in (a Swift view that several screens compose), each
    /// with a message such as "used by SettingsView"; empty when the finding is in the
    /// description's own part.
    public var usages: @Sendable (SourceAnchor, [SourceAnchor]) -> [RelatedLocation]

    public init(_ descriptions: [Description], object: @escaping @Sendable (SourceAnchor) -> ObjectReference? = { _ in nil },
                usages: @escaping @Sendable (SourceAnchor, [SourceAnchor]) -> [RelatedLocation] = { _, _ in [] }) {
        self.descriptions = descriptions
        self.object = object
        self.usages = usages
    }
}

/// The thing a finding is about, as people find it: what its message adds to its position.
public enum ObjectReference: Hashable, Sendable {
    /// An object with an id, which configured suppressions can name (an Interface Builder object).
    case id(String)
    /// A member of a type (`SidebarView.body`).
    case member(String)

    /// What a finding's message adds: ` (object id "abc-12-xyz")`, ` in SidebarView.body`.
    var messageSuffix: String {
        switch self {
        case .id(let id): " (object id \"\(id)\")"
        case .member(let member): " in \(member)"
        }
    }
}

extension FrontEnd {
    /// Whether this front end reads the file at `path` when it is named outright.
    public func claims(_ path: String) -> Bool { claims(path, searched: false) }
    /// Whether a directory search picks up the file at `path`.
    public func picks(searched path: String) -> Bool { claims(path, searched: true) }
    public func dependencies(of path: String) -> String { "" }
    public func context(of files: [String]) -> [String] { [] }
    public func navigation() -> NavigationGraph? { nil }
    public func prepared(for files: [String], options: LoadOptions, jobs: Int) -> any FrontEnd { self }
    public func updated(files: [String: [UInt8]]) -> any FrontEnd { self }
    public func edits(forEach fixes: [[ModelChange]], in bytes: [UInt8], path: String) -> [[TextEdit]?] {
        fixes.map { _ in nil }
    }
    /// The edits of one fix's changes (`edits(forEach:in:path:)` for one).
    public func edits(for changes: [ModelChange], in bytes: [UInt8], path: String) -> [TextEdit]? {
        edits(forEach: [changes], in: bytes, path: path)[0]
    }

    /// The descriptions of one file's bytes (`loadFile(bytes:path:options:)` without the rest).
    public func load(bytes: [UInt8], path: String, options: LoadOptions) -> Result<[Description], LoadFailure> {
        loadFile(bytes: bytes, path: path, options: options).map(\.descriptions)
    }

    /// Reads the file at `path` (a regular file, within the size limit) and loads it.
    public func load(contentsOf path: String, options: LoadOptions) -> Result<[Description], LoadFailure> {
        do throws(LoadError) {
            return load(bytes: try DescriptionLoader.readFile(path, maximumSize: options.maximumFileSize), path: path, options: options)
        } catch {
            return .failure(LoadFailure(errors: [error]))
        }
    }
}

/// The limits and run-wide facts every front end loads with.
public struct LoadOptions: Sendable {
    public var maximumFileSize: Int
    public var maximumDepth: Int
    /// The object ids configured suppressions name for the file being loaded.
    public var namedObjects: Set<String>
    /// The platforms the configuration gives for the file, for front ends that must choose
    /// platforms themselves when the file does not say.
    public var platforms: [Platform]
    /// Bytes to read in place of what some files hold (fixes not yet written), by path, for
    /// front ends that read a run's other files when they are made ready.
    public var contents: [String: [UInt8]] = [:]
    /// The bytes of memory the process may still allocate (`ulimit -v`), nil without a limit: a
    /// file whose loading would need more is refused before it is decoded.
    public var availableMemory: Int?

    public init(maximumFileSize: Int = DescriptionLoader.defaultMaximumFileSize,
                maximumDepth: Int = DescriptionLoader.defaultMaximumDepth, namedObjects: Set<String> = [],
                platforms: [Platform] = []) {
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
        self.namedObjects = namedObjects
        self.platforms = platforms
    }
}

/// `*.hig.json` and `*.hig.xml` descriptions (and any other file named outright).
public struct DescriptionFrontEnd: FrontEnd {
    public static let suffixes = [".hig.json", ".hig.xml"]

    public init() {}

    /// Claims everything named outright: a file no other front end claims is read as a
    /// description; a search picks descriptions by their names.
    public func claims(_ path: String, searched: Bool) -> Bool {
        !searched || FileSystemPath.hasSuffix(path, anyOf: Self.suffixes)
    }

    /// JSON and XML descriptions take about 32 bytes of memory for each byte of input.
    public func loadFile(bytes: [UInt8], path: String, options: LoadOptions) -> Result<LoadedFile, LoadFailure> {
        if let refused = options.memoryRefusal(path: path, size: bytes.count, needed: bytes.count * 32) { return .failure(refused) }
        return DescriptionLoader.load(bytes: bytes, path: path, maximumDepth: options.maximumDepth).map { LoadedFile([$0]) }
    }

    public func edits(forEach fixes: [[ModelChange]], in bytes: [UInt8], path: String) -> [[TextEdit]?] {
        var text = EditableText(bytes: bytes, path: path)
        let xml = (try? DescriptionLoader.detectSyntax(SourceText(path: path, bytes: bytes))) == .xml
        return fixes.map { $0.edits { xml ? text.xmlEdits(for: $0) : text.jsonEdits(for: $0) } }
    }
}

/// Storyboards and xibs, through `InterfaceBuilderImporter`. Made ready for a run, it knows the
/// run's main menus, so that a window whose file has none gets its app's (MainMenu.xib), and
/// what the code of each file's app says about how its windows and scenes are shown
/// (`InterfaceBuilderCode`, read once a project).
public struct InterfaceBuilderFrontEnd: FrontEnd {
    let mainMenus: InterfaceBuilderMainMenu.Catalog?
    let code: InterfaceBuilderCode.Projects?
    let project: ProjectFacts?

    /// `project` tells the app a file belongs to, from a front end that reads projects: an iPhone
    /// storyboard's scene has no main menu to name the app, its project does.
    public init(project: ProjectFacts? = nil) {
        mainMenus = nil
        code = nil
        self.project = project
    }

    init(mainMenus: InterfaceBuilderMainMenu.Catalog?, code: InterfaceBuilderCode.Projects? = nil, project: ProjectFacts? = nil) {
        self.mainMenus = mainMenus
        self.code = code
        self.project = project
    }

    public func claims(_ path: String, searched: Bool) -> Bool { InterfaceBuilderImporter.handles(path) }

    public func prepared(for files: [String], options: LoadOptions, jobs: Int) -> any FrontEnd {
        InterfaceBuilderFrontEnd(mainMenus: InterfaceBuilderMainMenu.Catalog(files: files, maximumFileSize: options.maximumFileSize),
                                 code: InterfaceBuilderCode.Projects(serving: files, contents: options.contents), project: project)
    }

    /// Storyboards and xibs take about 8 bytes of memory for each byte of input (their text is
    /// mostly markup the model does not keep). A finding names the object it lies in by its id,
    /// which Xcode shows in the Identity inspector.
    public func loadFile(bytes: [UInt8], path: String, options: LoadOptions) -> Result<LoadedFile, LoadFailure> {
        if let refused = options.memoryRefusal(path: path, size: bytes.count, needed: bytes.count * 8) { return .failure(refused) }
        return InterfaceBuilderImporter.loadWithOutlets(bytes: bytes, path: path, namedObjects: options.namedObjects, mainMenu: mainMenus?.menu(for: path),
                                                        code: code?.code(for: path), references: InterfaceBuilderReferences(of: bytes, path: path))
            .map { [project] loaded in
                var descriptions = loaded.descriptions
                if descriptions.contains(where: { $0.appName == nil }), let name = project?.appName(path) {
                    for index in descriptions.indices where descriptions[index].appName == nil { descriptions[index].appName = name }
                }
                // A file no target builds (a copy left beside the one in use), or a sample app's: nobody may see it.
                if !descriptions.isEmpty, let reason = project?.unshipped(path) {
                    for index in descriptions.indices where descriptions[index].unseen == nil { descriptions[index].unseen = reason }
                }
                return LoadedFile(descriptions, object: { InterfaceBuilderImporter.objectID(of: $0).map(ObjectReference.id) },
                           usages: { anchor, _ in InterfaceBuilderImporter.objectID(of: anchor).flatMap { loaded.outlets[$0] } ?? [] })
            }
    }

    /// The storyboards whose references put findings in these (a tab bar in `Main.storyboard` whose
    /// tab is a reference to `Library.storyboard` reports that tab's item there).
    public func context(of files: [String]) -> [String] {
        InterfaceBuilderReferences.referring(to: files)
    }

    public func dependencies(of path: String) -> String {
        var menu = mainMenus?.menu(for: path).map { "main menu \($0.file) \($0.digest)" } ?? ""
        if let bytes = InterfaceBuilderCode.read(path), case let references = InterfaceBuilderReferences(of: bytes, path: path), !references.files.isEmpty {
            menu += "\n" + references.digest
        }
        return menu + (code?.code(for: path).map { "\ncode \($0.fileCount) \($0.digest)" } ?? "") + (project.map { "\n" + $0.digest(path) } ?? "")
    }

    /// Only a change of one attribute's value: anything more would be a change Interface Builder
    /// itself might write differently (ids, child elements, ordering).
    public func edits(forEach fixes: [[ModelChange]], in bytes: [UInt8], path: String) -> [[TextEdit]?] {
        // The values the importer maps (a bar item's `done` style is the model's `prominent`).
        let written: [String: [String: String]] = ["style": ["prominent": "done", "plain": "plain", "bordered": "bordered"]]
        var text = EditableText(bytes: bytes, path: path)
        return fixes.map { changes in
            changes.edits { change in
                guard case .replace(let from, let to) = change.action, let field = change.field else { return nil }
                let map = written[field]
                return text.xmlEdits(for: ModelChange(at: change.anchor, field: field, .replace(from: map?[from] ?? from, to: map?[to] ?? to)))
            }
        }
    }
}

/// What an app's project says of a file, from a front end that reads projects (the core reads none):
/// the name of the app the file is part of, whether it ships, and text that changes when the project does.
public struct ProjectFacts: Sendable {
    public let appName: @Sendable (String) -> String?
    /// Why the file may never ship (no target builds it, a sample app's), or nil.
    public let unshipped: @Sendable (String) -> String?
    public let digest: @Sendable (String) -> String

    public init(appName: @escaping @Sendable (String) -> String?, unshipped: @escaping @Sendable (String) -> String? = { _ in nil },
                digest: @escaping @Sendable (String) -> String) {
        self.appName = appName
        self.unshipped = unshipped
        self.digest = digest
    }
}

/// The front ends of the library itself, most specific first: the description front end, which
/// claims whatever is named outright, comes last.
public let builtInFrontEnds: [any FrontEnd] = [InterfaceBuilderFrontEnd(), ObjectiveCFrontEnd(), DescriptionFrontEnd()]

extension Array where Element == any FrontEnd {
    /// The front end that reads `path`: the first that claims it.
    func reading(_ path: String) -> any FrontEnd {
        first { $0.claims(path) } ?? DescriptionFrontEnd()
    }

    /// The position of the front end that reads `path` (`count` when none claims it).
    func index(reading path: String) -> Int {
        firstIndex { $0.claims(path) } ?? count
    }
}

extension LoadOptions {
    /// Why a file of `size` bytes, whose loading takes about `needed` bytes of memory, cannot be
    /// loaded in `availableMemory`; nil when it can.
    public func memoryRefusal(path: String, size: Int, needed: Int) -> LoadFailure? {
        guard let availableMemory, needed > availableMemory else { return nil }
        return LoadFailure(errors: [DescriptionLoader.tooLargeForMemory(path: path, size: size, needed: needed, available: availableMemory)])
    }
}
