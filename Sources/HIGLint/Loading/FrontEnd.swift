/// One input format: which files it reads, how their bytes become descriptions with anchors,
/// and how a finding names the thing it points at. The linter asks its front ends in order and
/// the first that claims a path reads it; it knows no format by name.
public protocol FrontEnd: Sendable {
    /// Whether this front end reads the file at `path` (named outright or found by a search).
    func claims(_ path: String) -> Bool

    /// Whether a directory search picks up the file at `path`; a file named outright is always read.
    func picks(searched path: String) -> Bool

    /// Reads one file's bytes into descriptions, each with its anchors and inline suppressions.
    func load(bytes: [UInt8], path: String, options: LoadOptions) -> Result<[Description], LoadFailure>

    /// The object a finding's element is, or lies in, as configured suppressions name objects
    /// (an Interface Builder object id); nil where the format has no such ids.
    func objectID(of anchor: SourceAnchor) -> String?

    /// What a finding's message adds so that people can find the thing it is about
    /// (` (object id "abc-12-xyz")`, ` in SidebarView.body`); empty when the position says enough.
    func objectSuffix(for anchor: SourceAnchor) -> String

    /// For a finding at `anchor` found in descriptions rooted at `roots`, the places that use the
    /// reusable part it sits in (a Swift view that several screens compose), each with a message
    /// such as "used by SettingsView"; empty when the finding is in the description's own part or
    /// the format has no reusable parts.
    func usages(of anchor: SourceAnchor, foundFrom roots: [SourceAnchor]) -> [RelatedLocation]

    /// What a file's result depends on besides its own bytes and the configuration, as text that
    /// changes when they change: the other files the prepared front end read for the run. A
    /// result cache keys on it.
    func dependencies(of path: String) -> String

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

    /// This prepared front end after the file at `path` came to hold `bytes` (an editor's unsaved
    /// buffer), so that other files that use what it declares see the change.
    func updated(path: String, bytes: [UInt8]) -> any FrontEnd

    /// About how many bytes of memory loading a file of `size` bytes takes at most (its bytes,
    /// the tree and the model), measured on large inputs; a file that would need more than the
    /// process may still allocate is "too large" before it is read.
    func memoryNeeded(forFileOf size: Int) -> Int

    /// The file at `path` read in sections, in little memory, for a file too large to hold whole
    /// (`Linter.sectionsFrom`); nil when this front end does not read files so, or when the file
    /// is one to read whole, which reports any problem it has.
    func sections(ofFileAt path: String, options: LoadOptions) -> DescriptionInSections?
}

/// A description read in parts: all of it but its sidebar's rows at once, then the rows, one
/// top-level row (with its children) at a time, each let go before the next is read.
public struct DescriptionInSections {
    /// The description with its sidebar's rows left out: `sidebar.items` is empty.
    public var outline: Description
    /// Reads the rows in order and gives each to its argument; returns the file's inline
    /// suppressions, the outline's and the rows', in the file's order, or nil when the rows could
    /// not be read so and the file must be read whole.
    public let forEachRow: ((SidebarItem) -> Void) -> [Suppression]?

    public init(outline: Description, forEachRow: @escaping ((SidebarItem) -> Void) -> [Suppression]?) {
        self.outline = outline
        self.forEachRow = forEachRow
    }
}

extension FrontEnd {
    public func picks(searched path: String) -> Bool { claims(path) }
    public func objectID(of anchor: SourceAnchor) -> String? { nil }
    public func objectSuffix(for anchor: SourceAnchor) -> String { "" }
    public func usages(of anchor: SourceAnchor, foundFrom roots: [SourceAnchor]) -> [RelatedLocation] { [] }
    public func dependencies(of path: String) -> String { "" }
    public func prepared(for files: [String], options: LoadOptions, jobs: Int) -> any FrontEnd { self }
    public func edits(forEach fixes: [[ModelChange]], in bytes: [UInt8], path: String) -> [[TextEdit]?] {
        fixes.map { _ in nil }
    }
    /// The edits of one fix's changes (`edits(forEach:in:path:)` for one).
    public func edits(for changes: [ModelChange], in bytes: [UInt8], path: String) -> [TextEdit]? {
        edits(forEach: [changes], in: bytes, path: path)[0]
    }
    public func updated(path: String, bytes: [UInt8]) -> any FrontEnd { self }
    public func sections(ofFileAt path: String, options: LoadOptions) -> DescriptionInSections? { nil }
    /// JSON and XML descriptions: about 32 bytes for each byte of input.
    public func memoryNeeded(forFileOf size: Int) -> Int { size.multipliedReportingOverflow(by: 32).overflow ? Int.max : size * 32 }

    /// Reads the file at `path` (a regular file, within the size and memory limits) and loads it.
    public func load(contentsOf path: String, options: LoadOptions) -> Result<[Description], LoadFailure> {
        do throws(LoadError) {
            let bytes = try DescriptionLoader.readFile(path, maximumSize: options.maximumFileSize, memoryNeeded: memoryNeeded(forFileOf:))
            return load(bytes: bytes, path: path, options: options)
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

    /// Claims everything: a file named outright that no other front end claims is read as a description.
    public func claims(_ path: String) -> Bool { true }

    public func picks(searched path: String) -> Bool {
        FileSystemPath.hasSuffix(path, anyOf: Self.suffixes)
    }

    public func load(bytes: [UInt8], path: String, options: LoadOptions) -> Result<[Description], LoadFailure> {
        DescriptionLoader.load(bytes: bytes, path: path, maximumDepth: options.maximumDepth).map { [$0] }
    }

    /// XML descriptions: their outline, then their sidebar's rows one at a time (`XMLSections`).
    public func sections(ofFileAt path: String, options: LoadOptions) -> DescriptionInSections? {
        FileSystemPath.hasSuffix(path, anyOf: [".json"]) ? nil : XMLSections.read(path: path, maximumDepth: options.maximumDepth)
    }

    public func edits(forEach fixes: [[ModelChange]], in bytes: [UInt8], path: String) -> [[TextEdit]?] {
        var text = EditableText(bytes: bytes, path: path)
        let xml = (try? DescriptionLoader.detectSyntax(SourceText(path: path, bytes: bytes))) == .xml
        return fixes.map { $0.edits { xml ? text.xmlEdits(for: $0) : text.jsonEdits(for: $0) } }
    }
}

/// Storyboards and xibs, through `InterfaceBuilderImporter`. Made ready for a run, it knows the
/// run's main menus, so that a window whose file has none gets its app's (MainMenu.xib), and
/// what the app's code says about how its windows and scenes are shown (`InterfaceBuilderCode`).
public struct InterfaceBuilderFrontEnd: FrontEnd {
    let mainMenus: InterfaceBuilderMainMenu.Catalog?
    let code: InterfaceBuilderCode?

    /// Storyboards and xibs: about 8 bytes for each byte of input (their text is mostly markup
    /// the model does not keep).
    public func memoryNeeded(forFileOf size: Int) -> Int { size.multipliedReportingOverflow(by: 8).overflow ? Int.max : size * 8 }

    public init() {
        mainMenus = nil
        code = nil
    }

    init(mainMenus: InterfaceBuilderMainMenu.Catalog?, code: InterfaceBuilderCode? = nil) {
        self.mainMenus = mainMenus
        self.code = code
    }

    public func claims(_ path: String) -> Bool { InterfaceBuilderImporter.handles(path) }

    public func prepared(for files: [String], options: LoadOptions, jobs: Int) -> any FrontEnd {
        InterfaceBuilderFrontEnd(mainMenus: InterfaceBuilderMainMenu.Catalog(files: files, maximumFileSize: options.maximumFileSize),
                                 code: files.isEmpty ? nil : InterfaceBuilderCode(nearInterfaceBuilderFiles: files, contents: options.contents))
    }

    public func load(bytes: [UInt8], path: String, options: LoadOptions) -> Result<[Description], LoadFailure> {
        InterfaceBuilderImporter.load(bytes: bytes, path: path, namedObjects: options.namedObjects, mainMenu: mainMenus?.menu(for: path), code: code)
    }

    public func objectID(of anchor: SourceAnchor) -> String? { InterfaceBuilderImporter.objectID(of: anchor) }

    public func dependencies(of path: String) -> String {
        let menu = mainMenus?.menu(for: path).map { "main menu \($0.file) \($0.digest)" } ?? ""
        return menu + (code.map { "\ncode \($0.fileCount) \($0.digest)" } ?? "")
    }

    public func objectSuffix(for anchor: SourceAnchor) -> String { InterfaceBuilderImporter.objectSuffix(for: anchor) }

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

/// The front ends of the library itself, most specific first: the description front end, which
/// claims whatever is named outright, comes last.
public let builtInFrontEnds: [any FrontEnd] = [InterfaceBuilderFrontEnd(), DescriptionFrontEnd()]

extension Array where Element == any FrontEnd {
    /// The front end that reads `path`: the first that claims it.
    func reading(_ path: String) -> any FrontEnd {
        first { $0.claims(path) } ?? DescriptionFrontEnd()
    }
}
