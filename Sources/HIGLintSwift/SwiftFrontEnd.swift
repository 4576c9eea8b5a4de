#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import HIGLint
import SwiftParser
import SwiftSyntax

/// Swift source: the navigation chrome SwiftUI views declare (split views, sidebar lists, tab
/// views, toolbars and titles), read statically with swift-syntax. Views named in one file and
/// declared in another are found through an index of the run's files.
public struct SwiftFrontEnd: FrontEnd {
    let index: SwiftTypeIndex
    let viewUsages: ViewUsages
    /// The Mac main menus of the storyboards and xibs in the run's projects, for the windows an
    /// AppKit app's code gives a toolbar (its menu bar is `MainMenu.xib`, not code); nil when no
    /// file of the run builds an `NSToolbar`'s default items.
    let mainMenus: InterfaceBuilderMainMenu.Catalog?
    /// How the app's code shows its view controllers (`present(_:animated:)`, pushes), read once a
    /// project and only when a UIKit controller's bar is found.
    let presentedControllers = PresentedControllers()

    public init() {
        self.init(index: SwiftTypeIndex())
    }

    init(index: SwiftTypeIndex, mainMenus: InterfaceBuilderMainMenu.Catalog? = nil) {
        self.index = index
        self.mainMenus = mainMenus
        viewUsages = ViewUsages(index: index)
    }

    /// A search skips package manifests and test folders: they declare no app chrome.
    public func claims(_ path: String, searched: Bool) -> Bool {
        guard FileSystemPath.hasSuffix(path, anyOf: [".swift"]) else { return false }
        guard searched else { return true }
        let components = path.split(separator: "/")
        if components.last == "Package.swift" { return false }
        return !components.dropLast().contains { $0.hasSuffix("Tests") }
    }

    /// The index holds the run's files and the other Swift files of their app projects, so that a
    /// run over some of an app's files (a pre-commit batch, an editor) sees the views they use and
    /// the scenes and sheets that show them as a run over the app does; only the run's files are linted.
    public func prepared(for files: [String], options: LoadOptions, jobs: Int) -> any FrontEnd {
        let index = SwiftTypeIndex(parsing: files + Self.projectNeighbours(of: files), maximumFileSize: options.maximumFileSize,
                                   jobs: jobs, contents: options.contents)
        let toolbars = index.files.values.filter { Self.contains($0.bytes, Self.appKitToolbarNeedle) }.map(\.path)
        return SwiftFrontEnd(index: index, mainMenus: toolbars.isEmpty ? nil : InterfaceBuilderMainMenu.Catalog(nearCodeFiles: toolbars.sorted(),
                                                                                                                 maximumFileSize: options.maximumFileSize))
    }

    static let appKitToolbarNeedle = Array("toolbarDefaultItemIdentifiers".utf8)

    /// The most files of an app's projects read besides the run's own.
    static let maximumNeighbours = 20_000

    /// The Swift files a directory search of the app projects around `files` would pick, less
    /// `files`: not across into a folder that holds an app project of its own.
    static func projectNeighbours(of files: [String]) -> [String] {
        // One look per folder: a run over an app names many files of each.
        let roots = Set(Set(files.map(Platforms.directory(of:))).compactMap(Platforms.appProjectRoot(ofFolder:)))
        guard !roots.isEmpty else { return [] }
        let here = FileManager.default.currentDirectoryPath
        let named = Set(files.map { FileSystemPath.absolute($0, from: here) })
        var found: [String] = []
        for root in roots.sorted() {
            // Written as a search from here would write it, so that a finding in such a file reads the same.
            let shown = root == here ? "." : root.hasPrefix(here + "/") ? String(root.dropFirst(here.count + 1)) : root
            found += projectFiles(root: root, searchedAs: shown).filter { !named.contains(FileSystemPath.absolute($0, from: here)) }
            if found.count >= maximumNeighbours { return Array(found.prefix(maximumNeighbours)) }
        }
        return found
    }

    /// The Swift files a directory search of an app project's folder (`root`, absolute; searched as
    /// `shown`) picks, not across into a folder that holds an app project of its own.
    static func projectFiles(root: String, searchedAs shown: String) -> [String] {
        let here = FileManager.default.currentDirectoryPath
        return FileDiscovery.files(for: [shown], exclude: { path in
            !path.hasSuffix(".swift") && FileSystemPath.absolute(path, from: here) != root && Platforms.holdsAppProject(path)
        }, picks: { SwiftFrontEnd().picks(searched: $0) }).files
    }

    /// The index with the buffers' declarations in place of their files' (or without a file's,
    /// when its buffer declares nothing the index keeps), resolved once for all of them.
    public func updated(files: [String: [UInt8]]) -> any FrontEnd {
        var index = self.index
        for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
            if Self.isParsed(bytes) {
                index.add(ParsedFile(path: path, bytes: bytes))
            } else {
                index.remove(path)
                // A file without chrome may still name the strings other files' chrome uses.
                index.replaceConstants(of: path, bytes: bytes)
                index.addOutside(path: path, bytes: bytes)
            }
        }
        index.resolvePresentations()
        index.resolveMenuBars()
        return SwiftFrontEnd(index: index, mainMenus: mainMenus)
    }

    /// What the run's code shows where (`Presentations`), and for a place in a file the view
    /// member (`Type.member`) or type it lies in.
    public func navigation() -> NavigationGraph? {
        NavigationGraph(links: index.shown.links) { [index] anchor in index.node(holding: anchor) }
    }

    /// The run's other indexed files that show what `files` declare, up to the screens (`SwiftTypeIndex.reaching`).
    public func context(of files: [String]) -> [String] {
        index.reaching(files)
    }

    /// swift-syntax's tree takes about 60 bytes per byte of source, and the mappings as much again;
    /// a file too large to parse costs its bytes.
    public func memoryNeeded(forFileOf size: Int) -> Int {
        size > Self.maximumParsedSize ? size : size * 160
    }

    /// A file's views may come from any Swift file of the run, its titles from the app's string
    /// catalogs, and its platforms from the project file: a result depends on all of them.
    public func dependencies(of path: String) -> String {
        index.digest + "\n" + Platforms.projectDigest(for: path) + "\nrun projects \(Platforms.runProjectsDigest())"
            + (mainMenus?.menu(for: path).map { "\nmain menu \($0.file) \($0.digest)" } ?? "")
            + (mainMenus?.toolbarItemFiles.map { "\ntoolbar items \($0.file) \($0.digest)" }.joined() ?? "")
    }

    /// A finding names the view member it lies in (`SidebarView.body`), and the views that use
    /// the view when it is a reusable part.
    public func loadFile(bytes: [UInt8], path: String, options: LoadOptions) -> Result<LoadedFile, LoadFailure> {
        if let refused = options.memoryRefusal(path: path, size: bytes.count, needed: memoryNeeded(forFileOf: bytes.count)) { return .failure(refused) }
        return descriptions(bytes: bytes, path: path, options: options).map { [viewUsages] descriptions in
            LoadedFile(descriptions, object: Self.object(of:), usages: viewUsages.usages)
        }
    }

    /// The member a finding's position lies in, as its path names it: the screen's member
    /// (`SidebarView.body/List[1]`), or the code of the app's own that member reaches, where the
    /// position is (`Profile.viewDidLoad/UIViewController.backButton`: the helper, the same for
    /// every screen that calls it, so their findings there are one).
    static func object(of anchor: SourceAnchor) -> ObjectReference? {
        // `Type.member`, `Type.toolbar(_:itemForItemIdentifier:)`; not `List[1]` nor `UINavigationBar.appearance().tintColor`.
        let members = anchor.path.split(separator: "/").filter { segment in
            let parts = segment.split(separator: ".", maxSplits: 1)
            return parts.count == 2 && parts[0].allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber } && !parts[1].contains(".") && !segment.contains("[")
        }
        return members.last.map { ObjectReference.member(String($0)) }
    }

    /// "iOS, iPadOS from App.xcodeproj (App)": the platforms a Swift file is checked for, and
    /// what says so (the configuration's `platforms` when it has any for the file).
    public static func platformsNote(path: String, bytes: [UInt8], configured: [Platform]) -> String {
        let (platforms, origin) = Platforms.decide(path, bytes: bytes, configured: configured)
        return platforms.map(\.rawValue).joined(separator: ", ") + " from " + origin
    }

    func descriptions(bytes: [UInt8], path: String, options: LoadOptions) -> Result<[Description], LoadFailure> {
        if let bad = firstInvalidUTF8Offset(in: bytes) {
            return .failure(LoadFailure(errors: [LoadError(file: path, position: PositionIndex(bytes: bytes).position(at: bad),
                                                           message: "invalid UTF-8 byte; Swift source must be UTF-8 text")]))
        }
        let suppressions = SwiftSuppressions.read(bytes, path: path)
        var index = self.index
        let file: ParsedFile
        if let parsed = index.files[path], parsed.bytes == bytes {
            // The run's index parsed it, so it passed `isParsed` there: no second scan.
            file = parsed
        } else {
            guard Self.mayDeclareChrome(bytes) else {
                return .success(suppressions.isEmpty ? [] : [Self.carrier(path: path, suppressions: suppressions)])
            }
            if let (offset, reason) = Self.notParsed(bytes) {
                var carrier = Self.carrier(path: path, suppressions: suppressions)
                var anchor = carrier.anchors.object
                anchor.start = PositionIndex(bytes: bytes).position(at: offset)
                carrier.notUnderstood = [Violation(at: anchor, reason)]
                return .success([carrier])
            }
            file = ParsedFile(path: path, bytes: bytes)
            index.add(file)
        }
        if let deep = file.tooDeep {
            var carrier = Self.carrier(path: path, suppressions: suppressions)
            carrier.notUnderstood = [Violation(at: file.anchor(deep, path: ""), "the syntax here nests more than \(ParsedFile.maximumDepth) levels deep "
                + "(a chain of thousands of modifiers or else-if branches, or generated code); hig-lint does not read such a file, so its chrome is not checked")]
            return .success([carrier])
        }
        let platforms = Platforms.forFile(path, bytes: bytes, configured: options.platforms)
        var mapping = SwiftUIMapping(index: index, file: file)
        // On the Mac, a window's toolbar is checked against the menu bar its app's scenes give.
        let menuBar = platforms.contains(.macOS) ? index.macMenuBar(from: path) : nil
        if let menuBar { mapping.commandActions = menuBar.commandActions }
        var uikit = UIKitMapping(index: index, file: file, storyboards: mainMenus)
        var descriptions: [Description] = []
        let appName = Platforms.appName(for: path)
        let notCompiled = Platforms.unshipped(path)
        let swiftUI = mapping.descriptions(platforms: platforms)
        let mapped = swiftUI + uikit.descriptions(platforms: platforms)
        var covered: [SourceAnchor] = []
        var flagGates: FlagGates?
        // Each tree's anchors: the places it was read from, for coverage and for flag gates.
        let treeAnchors = mapped.map { tree, _ in
            var anchors: [SourceAnchor] = []
            SwiftCoverage.anchors(of: tree, into: &anchors)
            return anchors
        }
        for ((_, notes), anchors) in zip(mapped, treeAnchors) {
            covered += anchors
            covered += notes.map(\.anchor)
        }
        for (position, (mappedTree, notes)) in mapped.enumerated() {
            let tree = menuBar.map { Self.adding($0.node, toWindowToolbarOf: mappedTree) } ?? mappedTree
            switch Description.decode(tree) {
            case .success(var description):
                description.source = .swift
                if position >= swiftUI.count, description.menuBar == nil, description.toolbar != nil, description.platforms == [.macOS],
                   let menu = mainMenus?.menu(for: path) {
                    // A window an AppKit app's code gives a toolbar: its menu bar is the main menu of its storyboard or xib.
                    description.menuBar = menu.menuBar
                }
                description.sourceName = ViewUsages.owner(of: description.anchors.object.path)
                description.unseen = notCompiled ?? description.sourceName.flatMap { index.unshipped.reason(for: $0, in: path) }
                    ?? UnshippedViews.developerReason(type: description.sourceName, path: path)
                if description.unseen == nil {
                    // Chrome set only behind a flag: every place the description was read from is in a gate.
                    let anchors = treeAnchors[position]
                    if !anchors.isEmpty, anchors.allSatisfy({ $0.file == path }) {
                        if flagGates == nil {
                            flagGates = FlagGates(file, usedElsewhere: FlagGates.namedElsewhere(than: path, files: index.files, words: index.outside.words))
                        }
                        description.unseen = flagGates?.reason(at: anchors.map(\.start))
                    }
                }
                if description.unseen == nil, position >= swiftUI.count {
                    description.unseen = presentedControllers.bareReason(of: description, path: path, contents: options.contents)
                }
                description.appName = appName
                description.notUnderstood = notes
                description.suppressions = suppressions
                descriptions.append(description)
            case .failure(let failure):
                return .failure(failure)
            }
        }
        // A file with more places than the mapping reads has said so in one note: its places past
        // the cap are not listed one by one (a generated file has tens of thousands).
        let truncated = swiftUI.count > SwiftUIMapping.maximumDescriptions
        let understood = mapping.understood + uikit.understood
        let isDeclared = { (name: String) in index.declaresType(name) || index.ownSystemNames.contains(name) }
        // A view's extension in a file of its own (`extension PostEditorView { var toolbar: some ToolbarContent }`)
        // is read where the view's body is: its places are checked there, against what that reading covered.
        // Each type's body file looked up once, each other file's places found once: a generated
        // file has thousands of places and types.
        var bodyFiles: [String: String?] = [:]
        func bodyFile(_ type: String) -> String? {
            if let known = bodyFiles[type] { return known }
            let found = index.parts(of: type, from: path).first { $0.members["body"] != nil }?.file.path
            bodyFiles[type] = found
            return found
        }
        var unread = truncated ? [] : SwiftCoverage.unread(SwiftCoverage.places(in: file, platforms: platforms), in: file, covered: covered,
                                                           understood: understood, isUsed: viewUsages.isUsed, isDeclared: isDeclared)
            .filter { place in SwiftCoverage.enclosingType(of: place.node).flatMap(bodyFile).map { $0 == path } ?? true }
        if !truncated {
            let parts = SwiftCoverage.extensionsReadHere(file, index: index, bodyFile: bodyFile)
            for (_, partsInFile) in Dictionary(grouping: parts, by: \.file.path) {
                let other = partsInFile[0].file
                let placesInFile = SwiftCoverage.places(in: other, platforms: platforms)
                // The extensions' own members, not a type nested in one (which its own body reads).
                let places = placesInFile.filter { place in
                    partsInFile.contains { $0.declaration.range.contains(place.node.position) && SwiftCoverage.enclosingType(of: place.node) == $0.name }
                }
                unread += SwiftCoverage.unread(places, in: other, covered: covered, understood: understood.filter { $0.root.id == other.tree.root.id },
                                               isUsed: viewUsages.isUsed, isDeclared: isDeclared)
            }
        }
        if !unread.isEmpty || !uikit.standaloneToolbarNotes.isEmpty {
            var carrier = Self.carrier(path: path, suppressions: descriptions.isEmpty ? suppressions : [])
            carrier.notUnderstood = uikit.standaloneToolbarNotes + unread.map { SwiftCoverage.note(for: $0) }
            descriptions.append(carrier)
        }
        if let unparsed = Self.firstSyntaxError(in: file) {
            var carrier = Self.carrier(path: path, suppressions: suppressions)
            carrier.notUnderstood = [Violation(at: unparsed, "part of this file does not parse as Swift; hig-lint checked what did")]
            descriptions.append(carrier)
        }
        for note in [options.platforms.isEmpty ? unreadableProjectNote(path) : nil, Self.stringTablesNote(path, index: index)].compactMap({ $0 }) {
            var carrier = Self.carrier(path: path, suppressions: descriptions.isEmpty ? suppressions : [])
            carrier.notUnderstood = [Violation(at: carrier.anchors.object, note)]
            descriptions.append(carrier)
        }
        if descriptions.isEmpty && !suppressions.isEmpty { descriptions.append(Self.carrier(path: path, suppressions: suppressions)) }
        return .success(descriptions)
    }

    /// A macOS description's tree with the app's menu bar, when it has a toolbar and is shown as
    /// (or may be) a window: a sheet's buttons are no toolbar commands.
    static func adding(_ menuBar: DocumentNode, toWindowToolbarOf tree: DocumentNode) -> DocumentNode {
        guard case .object(var members) = tree.content, members.contains(where: { $0.name == "toolbar" }),
              case .array(let platforms)? = members.first(where: { $0.name == "platforms" })?.value.content,
              platforms.count == 1, case .string("macOS") = platforms[0].content,
              members.first(where: { $0.name == "presentation" }).flatMap({ SwiftUIMapping.stringContent($0.value) }) != "modal" else { return tree }
        members.append(DocumentNode.Member(name: "menuBar", nameAnchor: menuBar.anchor, value: menuBar, isAttribute: false))
        return DocumentNode(content: .object(members), anchor: tree.anchor)
    }

    /// What to say of project files that give a file its platforms but could not be read for
    /// their targets, or did not give all they name (`Platforms.projectNotes(for:)`): said once
    /// a run, in the first of the run's files they concern (by path), since every file of the
    /// project would say the same.
    func unreadableProjectNote(_ path: String) -> String? {
        let notes = Platforms.projectNotes(for: path)
        guard !notes.isEmpty else { return nil }
        func same(_ other: [(file: String, text: String)]) -> Bool { other.elementsEqual(notes) { $0 == $1 } }
        if index.files[path] != nil,
           index.files.keys.contains(where: { $0 < path && same(Platforms.projectNotes(for: $0)) }) { return nil }
        let here = FileManager.default.currentDirectoryPath + "/"
        return notes.map { "\($0.file) \($0.text)".replacingOccurrences(of: here, with: "") }.joined(separator: "; ")
            + " (`hig-lint show` prints each file's platforms)"
    }

    /// What to say of the string tables of a file's scope (`SwiftTypeIndex.catalogScope`): the keys
    /// two of them give different texts, and the tables not read (outside the repository, not a
    /// regular file, too large): said once a run, in the first of the index's files of that scope
    /// (by path), since all of them read the same tables.
    static func stringTablesNote(_ path: String, index: SwiftTypeIndex) -> String? {
        guard let scope = index.catalogScopes[path], let tables = index.localizations[scope],
              !tables.conflicts.isEmpty || !tables.unread.isEmpty,
              !index.files.keys.contains(where: { $0 < path && index.catalogScopes[$0] == scope }) else { return nil }
        func named(_ table: String) -> String { table.hasPrefix(scope + "/") ? String(table.dropFirst(scope.count + 1)) : table }
        var said: [String] = []
        if let first = tables.conflicts.first {
            let conflicts = tables.conflicts
            let others = conflicts.dropFirst().prefix(3).map { "\"\($0.key)\"" } + (conflicts.count > 4 ? ["\(conflicts.count - 4) more"] : [])
            said.append("the string tables of this file's app give the key \"\(first.key)\" different texts: \"\(first.read.text)\" in \(named(first.read.table)), "
                + "\"\(first.other.text)\" in \(named(first.other.table)); where the code names no table, hig-lint reads the first table's (by path)"
                + (others.isEmpty ? "" : ", and so for \(others.joined(separator: ", "))"))
        }
        said += tables.unread.prefix(4).map { "the string table \(named($0.table)) of this file's app was not read: \($0.reason)" }
        if tables.unread.count > 4 { said.append("and \(tables.unread.count - 4) more tables were not read") }
        return said.joined(separator: "; ")
    }

    /// An empty description that carries the file's suppressions (so that unused ones are
    /// reported) or a note about the file itself.
    static func carrier(path: String, suppressions: [Suppression]) -> Description {
        let anchor = SourceAnchor(file: path, start: SourcePosition(line: 1, column: 1), path: "")
        var description = Description(anchors: FieldAnchors(object: anchor))
        description.source = .swift
        description.suppressions = suppressions
        return description
    }

    /// The largest Swift file parsed; hand-written views are far smaller. Reading dense view code
    /// costs about a second of a release build's time a MiB (issue 50's generated-8mb took 7.6 s
    /// of CPU), so a file within this size is read within the 5 s a hostile input may take.
    static let maximumParsedSize = 4 << 20

    /// The deepest nesting of square brackets parsed. swift-syntax 603's lookahead for types and
    /// subscripts (`x[[[…`, `[[[Int]]]`) backtracks in time exponential in this depth: measured in a
    /// debug build, 18 levels took 12–20 s and the doubling goes on (a fuzzed file with 52 never
    /// finished); 12 takes a fraction of a second, and written code stays far below it.
    static let maximumBracketDepth = 12

    /// The deepest nesting of `#if` blocks parsed: a 20,000-deep nest took the parser minutes,
    /// and written code nests a handful.
    static let maximumConditionalDepth = 32

    /// The most `else if` a file may have to be parsed: the parser's recursion over a chain of
    /// 460,000 (an 8 MiB file) took 1.4 GB of stack and tree; written code has a few dozen.
    static let maximumElseIfs = 10_000

    /// Whether a file goes into the run's index: it may declare chrome, is UTF-8, and is parsed.
    static func isParsed(_ bytes: [UInt8]) -> Bool {
        mayDeclareChrome(bytes) && firstInvalidUTF8Offset(in: bytes) == nil && notParsed(bytes) == nil
    }

    /// Why a file is not parsed, with the byte offset the reason is about: too large for the
    /// memory a tree takes (about 60 bytes a byte, so a generated file of tens of megabytes is
    /// named, not parsed), or brackets nested deeper than the parser handles in bounded time.
    static func notParsed(_ bytes: [UInt8]) -> (offset: Int, reason: String)? {
        if bytes.count > maximumParsedSize {
            return (0, "the file is \(bytes.count >> 20) MiB; hig-lint parses Swift files of up to \(maximumParsedSize >> 20) MiB, so its chrome is not checked")
        }
        switch SwiftBrackets.firstTooDeep(in: bytes, limit: maximumBracketDepth, ifLimit: maximumConditionalDepth, elseIfLimit: maximumElseIfs) {
        case (let offset, .squareBrackets)?:
            return (offset, "square brackets nest more than \(maximumBracketDepth) deep here; the Swift parser takes exponential time on such nesting, so hig-lint does not parse this file and its chrome is not checked")
        case (let offset, .conditionalCompilation)?:
            return (offset, "#if blocks nest more than \(maximumConditionalDepth) deep here; the Swift parser rescans every enclosing block, so hig-lint does not parse this file and its chrome is not checked")
        case (let offset, .elseIf)?:
            return (offset, "the file has more than \(maximumElseIfs) `else if`; the Swift parser reads a chain of them by recursion, so hig-lint does not parse this file and its chrome is not checked")
        case nil:
            break
        }
        return nil
    }

    /// Whether a file may declare chrome or a view another file uses: a cheap test on the bytes,
    /// for the names the recognizers read (`SwiftRecognizers`), that spares parsing the many files with none.
    static func mayDeclareChrome(_ bytes: [UInt8]) -> Bool {
        SwiftRecognizers.needles.contains { contains(bytes, $0) }
    }

    /// Whether `needle` occurs in `bytes`: memchr finds each candidate first byte, and the rest is
    /// compared in place.
    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        firstOffset(of: needle, in: bytes, from: 0) != nil
    }

    /// Where `needle` first occurs in `bytes` at or after `from`.
    static func firstOffset(of needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !needle.isEmpty else { return nil }
            var start = from
            while start + needle.count <= buffer.count,
                  let hit = memchr(base + start, Int32(needle[0]), buffer.count - start - needle.count + 1) {
                let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + offset, needle, needle.count) == 0 { return offset }
                start = offset + 1
            }
            return nil
        }
    }

    /// Where the parser first had to skip or invent tokens, if anywhere.
    static func firstSyntaxError(in file: ParsedFile) -> SourceAnchor? {
        guard file.tree.hasError else { return nil }
        final class FirstError: SyntaxVisitor {
            var found: Syntax?
            override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
                if found == nil { found = Syntax(node) }
                return .skipChildren
            }
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, token.presence == .missing { found = Syntax(token) }
                return .skipChildren
            }
        }
        let visitor = FirstError(viewMode: .all)
        visitor.walk(file.tree)
        return visitor.found.map { file.anchor($0, path: "") }
    }
}

/// The Swift front end beside the library's own: what the command line and the tests use.
public let allFrontEnds: [any FrontEnd] = [InterfaceBuilderFrontEnd(project: ProjectFacts(appName: Platforms.appName(for:),
                                                                                           unshipped: { Platforms.unshipped($0) ?? UnshippedViews.developerReason(type: nil, path: $0) },
                                                                                           digest: Platforms.projectDigest(for:))),
                                            SwiftFrontEnd(), ObjectiveCFrontEnd(), DescriptionFrontEnd()]

extension SwiftFrontEnd {
    /// `platformsNote` for any file a run reads (`LintSession.PlatformsNote`): nil for one that is not Swift.
    public static func platformsNote(ofFile path: String, bytes: [UInt8], configured: [Platform]) -> String? {
        FileSystemPath.hasSuffix(path, anyOf: [".swift"]) ? platformsNote(path: path, bytes: bytes, configured: configured) : nil
    }
}

/// The code of the projects whose UIKit view controllers a run's Swift files give bars, read once a
/// project folder (`InterfaceBuilderCode`: the presentations and pushes that the storyboard importer
/// asks about too), so that a controller UIKit code presents bare is known.
final class PresentedControllers: @unchecked Sendable {
    private let lock = NSLock()
    private var code: [String: InterfaceBuilderCode] = [:]

    /// Why a UIKit controller's bar (a description of the Swift file at `path`) may never show: the
    /// app's code presents its class bare. Nil for a tab bar, split view or sidebar (shown without
    /// a navigation controller), off iOS, iPadOS and visionOS, and when nothing presents it so. (Mac
    /// Catalyst's bars are read as iPadOS's; a Mac description of a UIKit file is a Catalyst
    /// window's NSToolbar, which no navigation controller holds.)
    func bareReason(of description: Description, path: String, contents: [String: [UInt8]]) -> String? {
        guard let controller = description.sourceName, description.toolbar != nil, description.tabBar == nil, description.sidebar == nil,
              !description.platforms.isEmpty, description.platforms.allSatisfy([Platform.iOS, .iPadOS, .visionOS].contains),
              let site = code(for: path, contents: contents)?.presentedBare(className: controller, storyboardID: nil) else { return nil }
        // UIKit shows a navigation item's title and items only in a navigation controller's bar.
        return "\(site) presents `\(controller)` without a navigation controller, so its navigation bar may never show"
    }

    private func code(for path: String, contents: [String: [UInt8]]) -> InterfaceBuilderCode? {
        guard let root = InterfaceBuilderCode.root(of: path) else { return nil }
        return lock.withLock {
            if let known = code[root] { return known }
            let read = InterfaceBuilderCode(root: root, contents: contents)
            code[root] = read
            return read
        }
    }
}
