import Foundation
import HIGLint
import SwiftParser
import SwiftSyntax

/// One parsed Swift file: its bytes' positions and its syntax tree.
final class ParsedFile: Sendable {
    let path: String
    let bytes: [UInt8]
    let positions: PositionIndex
    let tree: SourceFileSyntax

    /// The first node nested deeper than `maximumDepth`, when one is: such a file is not read
    /// (its chrome is named not understood), since reading it would take time and stack in
    /// proportion to the depth at every level.
    let tooDeep: Syntax?

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        positions = PositionIndex(bytes: bytes)
        tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        tooDeep = Self.firstNode(in: Syntax(tree), deeperThan: Self.maximumDepth)
        if SwiftFrontEnd.contains(bytes, Array("#if".utf8)) { BuildConditions.set(Platforms.releaseConditions(for: path), of: tree) }
    }

    deinit { BuildConditions.forget(tree) }

    /// The deepest syntax hig-lint reads. Hand-written views stay far below it (a view nests a few
    /// levels of syntax for each builder and modifier); a chain of a thousand modifiers or
    /// `else if`s, or generated code, goes past it.
    static let maximumDepth = 2_000

    /// The first node, in source order, that stands more than `limit` levels below `root`: a walk
    /// with a stack of its own, since the tree may be deeper than any thread's stack.
    static func firstNode(in root: Syntax, deeperThan limit: Int) -> Syntax? {
        var pending: [(node: Syntax, depth: Int)] = [(root, 0)]
        while let (node, depth) = pending.popLast() {
            if depth > limit { return node }
            // Syntax nests a few levels for each bracket, dot or operator written, never more than
            // `levelsPerByte` a byte: a node too short to reach the limit is not walked (nearly all
            // of a generated file's).
            if node.totalLength.utf8Length * Self.levelsPerByte + Self.levelsPerByte < limit - depth { continue }
            for child in node.children(viewMode: .sourceAccurate).reversed() { pending.append((child, depth + 1)) }
        }
        return nil
    }

    /// More levels of syntax than any byte of Swift opens (`((x))` opens three a bracket, `#if`
    /// five in six bytes).
    static let levelsPerByte = 16

    func position(of node: some SyntaxProtocol) -> SourcePosition {
        positions.position(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    func anchor(_ node: some SyntaxProtocol, path: String) -> SourceAnchor {
        SourceAnchor(file: self.path, start: position(of: node),
                     end: positions.position(at: node.endPositionBeforeTrailingTrivia.utf8Offset), path: path)
    }
}

/// A member of a type whose body builds views or toolbar content: `var body`, `var sidebar`,
/// `func toolbarItems()`, without parameters.
struct ViewMember: Sendable {
    let name: String
    let statements: CodeBlockItemListSyntax
    let declaration: Syntax
}

/// A type declared in the linted files, with what the importer can use of it.
final class TypeDeclaration: Sendable {
    let name: String
    let file: ParsedFile
    let declaration: Syntax
    let members: [String: ViewMember]
    /// For an enum: its cases in order, and for each computed property that is a `switch self`
    /// of literals, the literal each case gives.
    let cases: [String]
    let literalProperties: [String: [String: String]]
    /// For each computed property that is a `switch self` of `UIImage(systemName:)`-like images,
    /// the symbol each case gives.
    let symbolProperties: [String: [String: String]]
    /// The type it is declared in, or the one whose extension declares it (`DetailSplit` for
    /// `extension DetailSplit { struct Toolbar: ToolbarContent }`); nil at the top level.
    let parent: String?
    /// Its functions with parameters, which `members` leaves out, by their full names (`row(for:)`).
    let functions: [String: FunctionDeclSyntax]

    /// For a class, the name of the type it first inherits from, without generic arguments or a
    /// module (`UIKit.UITabBarController`, `BaseController<Item>`): its superclass, if it has one.
    var superclass: String? {
        guard let first = declaration.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first?.type.trimmedText else { return nil }
        return String(first.split(separator: "<").first ?? "").split(separator: ".").last.map(String.init)
    }

    init(name: String, file: ParsedFile, declaration: Syntax, members: [String: ViewMember], cases: [String],
         literalProperties: [String: [String: String]], symbolProperties: [String: [String: String]] = [:], parent: String? = nil,
         functions: [String: FunctionDeclSyntax] = [:]) {
        self.parent = parent
        self.functions = functions
        self.name = name
        self.file = file
        self.declaration = declaration
        self.members = members
        self.cases = cases
        self.literalProperties = literalProperties
        self.symbolProperties = symbolProperties
    }

    /// The literal a property gives for a case, when the enum's property is a literal switch.
    func literal(_ property: String, for caseName: String) -> String? {
        literalProperties[property]?[caseName]
    }

    /// The symbol a property gives for a case, when the enum's property is a switch of symbol images.
    func symbol(_ property: String, for caseName: String) -> String? {
        symbolProperties[property]?[caseName]
    }
}

/// Every type the run's Swift files declare, by name, so that a view used in one file
/// (`NavigationSplitView { SidebarView() }`) is read from the file that declares it.
struct SwiftTypeIndex: Sendable {
    private(set) var types: [String: [TypeDeclaration]] = [:]
    private(set) var files: [String: ParsedFile] = [:]
    /// The string catalogs and tables the run's files read, by the folder of their scope (`catalogScope(of:)`).
    private(set) var localizations: [String: Localizations] = [:]
    /// The run's indexed files (paths and content hashes) and string catalogs, as text.
    private(set) var digest = ""
    /// How each view type is shown, where the run's code says (`Presentations`).
    private(set) var shown = Presentations.Shown()

    init() {}

    /// The string constants of the run's files, for the value resolver (`text(of:)`).
    private(set) var constants = StringConstantTable()
    /// The app's own localization helpers, found by reading their bodies, for the value resolver.
    private(set) var lookups = LocalizationLookupTable()

    init(parsing paths: [String], maximumFileSize: Int, jobs: Int, contents: [String: [UInt8]] = [:]) {
        enum Read {
            case parsed(ParsedFile), constants([StringConstant], LocalizationLookupTable.Declared, path: String), declares(Set<String>, path: String, withoutChrome: Bool)
            case outside(UnshippedViews.Outside)
        }
        // Set first: it makes the index read the string tables of each file it adds.
        sharedFolder = Localizations.sharedFolder(of: paths) ?? "/"
        @Sendable func bytes(_ path: String) -> [UInt8]? { contents[path] ?? (try? readBytes(path, maximumFileSize: maximumFileSize).get()) }
        let read = paths.parallelMap(jobs: jobs) { path -> [Read] in
            var outside = UnshippedViews.Outside()
            guard let bytes = bytes(path) else {
                outside.add(path: path, bytes: nil, parsed: false)
                return [.outside(outside)]
            }
            let declared = Self.typeNamesDeclared(in: bytes)
            // A file without chrome may still name the strings chrome uses (SwiftGen's `Strings.swift`).
            let parsed = SwiftFrontEnd.isParsed(bytes)
            let read: Read = parsed ? .parsed(ParsedFile(path: path, bytes: bytes))
                : { let (found, declared) = StringConstant.read(fileWithoutChrome: path, bytes: bytes); return .constants(found, declared, path: path) }()
            outside.add(path: path, bytes: bytes, parsed: parsed)
            return (declared.isEmpty ? [] : [.declares(declared, path: path, withoutChrome: !parsed)]) + [read, .outside(outside)]
        }
        var constantInputs = ""
        var declaredWithoutChrome: [String: [String]] = [:]
        for item in read.joined() {
            switch item {
            case .parsed(let file): add(file)
            case .constants(let found, let declared, let path):
                constants.add(found)
                lookups.add(declared)
                if !found.isEmpty || !declared.isEmpty {
                    readTables(for: path)
                    constantInputs += "\(path) \(fnv1aHash((found.map { "\($0.qualifiedName)=\($0.value)" } + [declared.summary]).joined(separator: "\n").utf8))\n"
                }
            case .declares(let names, let path, let withoutChrome):
                declaredNames.formUnion(names)
                if withoutChrome { for name in names { declaredWithoutChrome[name, default: []].append(path) } }
            case .outside(let found):
                outside.merge(found)
            }
        }
        addModelTypes(declaredWithoutChrome, bytes: bytes)
        resolvePresentations()
        // After the string tables: the menus' titles are read through them.
        resolveMenuBars()
        let modelFiles = Dictionary(modelTypes.values.joined().map { ($0.file.path, $0.file) }) { first, _ in first }
        let inputs = (files.values.sorted { $0.path < $1.path } + modelFiles.values.sorted { $0.path < $1.path }).map { "\($0.path) \(fnv1aHash($0.bytes))\n" }.joined() + constantInputs
            + localizations.sorted { $0.key < $1.key }.map { scope, tables in
                "\(scope)\n" + tables.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)\n" }.joined()
            }.joined()
        digest = "swift run \(fnv1aHash(inputs.utf8))"
    }

    /// Types that files without chrome declare and the run's types declare stored properties of
    /// (`@StateObject var model: QueueModel`, a view model's class): read for the titles that go
    /// through them (`model.mode.title`), kept apart from the types with chrome.
    private(set) var modelTypes: [String: [TypeDeclaration]] = [:]

    private mutating func addModelTypes(_ declaredWithoutChrome: [String: [String]], bytes: (String) -> [UInt8]?) {
        guard !declaredWithoutChrome.isEmpty else { return }
        var users = Array(types.values.joined())
        var read = Set<String>()
        // A view's model, the model's own models, …, as deep as a title is followed.
        for _ in 0..<TextAlternatives.maximumDepth {
            var paths = Set(users.flatMap(Self.typeNamesUsed).filter { types[$0] == nil }.flatMap { declaredWithoutChrome[$0] ?? [] })
            paths.subtract(read)
            guard !paths.isEmpty else { return }
            read.formUnion(paths)
            users = []
            for path in paths.sorted() {
                guard let bytes = bytes(path), firstInvalidUTF8Offset(in: bytes) == nil, SwiftFrontEnd.notParsed(bytes) == nil else { continue }
                let file = ParsedFile(path: path, bytes: bytes)
                guard file.tooDeep == nil else { continue }
                projects[path] = project(of: FileSystemPath.parent(of: FileSystemPath.absolute(path, from: FileManager.default.currentDirectoryPath)))
                treeFiles[file.tree.id] = path
                readTables(for: path)
                for declaration in Self.declarations(in: file) {
                    modelTypes[declaration.name, default: []].append(declaration)
                    users.append(declaration)
                }
            }
        }
    }

    /// The declarations a title is read through: a type with chrome's (`parts(of:from:)`), else a
    /// view model's from a file without chrome (`modelTypes`).
    func declarationParts(of name: String, from file: String) -> [TypeDeclaration] {
        let parts = parts(of: name, from: file)
        return parts.isEmpty ? (modelTypes[name] ?? []).filter { projects[$0.file.path] == projects[file] } : parts
    }

    /// Works out again how each view type is shown, after files were added or removed.
    mutating func resolvePresentations() {
        shown = Presentations.resolve(types)
        unshipped = UnshippedViews(types: types, files: files, outside: outside, declared: declaredNames, namesOutsideSwift: namesOutsideSwift.names(forProjectOf:),
                                   startsApp: namesOutsideSwift.startsApp(root:))
    }

    /// The names the storyboards, xibs and Objective-C files of each project use, read once for
    /// the index and its updates (an editor's every change resolves the presentations again).
    private let namesOutsideSwift = NamesOutsideSwift()

    private final class NamesOutsideSwift: @unchecked Sendable {
        private let lock = NSLock()
        private var byRoot: [String: Set<String>?] = [:]

        func names(forProjectOf path: String) -> Set<String>? {
            guard let root = InterfaceBuilderCode.root(of: path) else { return nil }
            if let known = lock.withLock({ byRoot[root] }) { return known }
            let names = InterfaceBuilderCode.namesOutsideSwift(forProjectOf: path)
            lock.withLock { byRoot[root] = .some(names) }
            return names
        }

        /// Whether a project's own Objective-C `main.m` starts its app, looked for once a root.
        private var starts: [String: Bool] = [:]
        func startsApp(root: String) -> Bool {
            if let known = lock.withLock({ starts[root] }) { return known }
            let found = InterfaceBuilderCode.startsAppOutsideSwift(root: root)
            lock.withLock { starts[root] = found }
            return found
        }
    }

    /// How many calls of a name (`EditorView(`) the run's Swift files write: more than the calls
    /// `shown` records (one in an `extension View`, a preview, a comment) says those are not all
    /// the places that give the view its values. Every declared type's calls are counted in one
    /// pass over the files, once a state of the files (a name at a time was a pass per name).
    func writtenCalls(of name: String) -> Int {
        writtenCallCounts.counts(for: digest) {
            var counts: [String: Int] = [:]
            for file in files.values {
                let bytes = file.bytes
                var offset = 0
                while offset < bytes.count {
                    guard Self.isIdentifierByte(bytes[offset]) else { offset += 1; continue }
                    // An identifier from its first byte: a call when `(` follows at once.
                    let start = offset
                    while offset < bytes.count, Self.isIdentifierByte(bytes[offset]) { offset += 1 }
                    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "("),
                          let written = String(bytes: bytes[start..<offset], encoding: .utf8), types[written] != nil else { continue }
                    counts[written, default: 0] += 1
                }
            }
            return counts
        }[name] ?? 0
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == 0x5F || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private let writtenCallCounts = WrittenCallCounts()

    private final class WrittenCallCounts: @unchecked Sendable {
        private let lock = NSLock()
        private var digest: String?
        private var counts: [String: Int] = [:]

        func counts(for digest: String, _ counting: () -> [String: Int]) -> [String: Int] {
            if let known = lock.withLock({ self.digest == digest ? counts : nil }) { return known }
            let found = counting()
            lock.withLock { (self.digest, counts) = (digest, found) }
            return found
        }
    }

    /// The app's files the index did not parse, as words, for `unshipped`.
    private(set) var outside = UnshippedViews.Outside()
    /// The views no shipped code shows (`UnshippedViews`).
    private(set) var unshipped = UnshippedViews()

    /// Notes the words of a file the index does not parse (an editor's buffer that lost its chrome).
    mutating func addOutside(path: String, bytes: [UInt8]) {
        outside.add(path: path, bytes: bytes, parsed: false)
    }

    /// Whether a `Settings` scene shows the view: a Mac settings window.
    func showsSettings(_ type: String) -> Bool {
        shown.settings.contains(type)
    }

    func presentation(of type: String) -> Presentation {
        shown.presentations[type] ?? .unknown
    }

    /// How a member of a type that builds views is shown: as its own code says (`.sheet { settings }`), else as its type is.
    func presentation(of type: String, member: String) -> Presentation {
        shown.presentations["\(type).\(member)"] ?? presentation(of: type)
    }

    /// Whether a member of a type that builds views is shown only in presentations with no
    /// navigation container on the way to it (`Presentations.Shown.barless`), as its own node says, else as its type is.
    func isBarless(_ type: String, member: String) -> Bool {
        shown.presentations["\(type).\(member)"] != nil ? shown.barless.contains("\(type).\(member)") : shown.barless.contains(type)
    }

    /// Whether a view type (or one of its members) is shown in a sheet, popover, cover or dialog as well as in a window.
    func isAlsoModal(_ type: String) -> Bool {
        shown.alsoModal.contains(type)
    }

    /// The views (types, `Type.member`s) a split view shows in the detail column beside a view shown only as its sidebar column.
    func detailsBeside(sidebar type: String) -> Set<String> {
        shown.detailsBeside[type] ?? []
    }

    /// Whether a view's code is shown only as a split view's sidebar column (`Presentations.Shown.sidebarColumns`).
    func headsSidebarColumn(_ type: String, member: String) -> Bool {
        shown.sidebarColumns.contains("\(type).\(member)") || member == "body" && shown.sidebarColumns.contains(type)
    }

    /// Whether a view (a type's member, else the type) is shown only where no navigation container
    /// is around it (`Presentations.Shown.uncontained`).
    func isUncontained(_ type: String, member: String) -> Bool {
        shown.presentations["\(type).\(member)"] != nil ? shown.uncontained.contains("\(type).\(member)") : shown.uncontained.contains(type)
    }

    /// The node of the presentation graph a place lies in: the view member its structural path
    /// starts with (`StockList.body/List[1]`), else the member, or type, whose declaration holds
    /// it most closely; nil outside every type the index holds.
    func node(holding anchor: SourceAnchor) -> String? {
        if let first = anchor.path.split(separator: "/").first, first.contains(".") {
            let parts = first.split(separator: "."), type = String(parts[parts.count - 2]), member = String(parts[parts.count - 1])
            return types[type]?.contains { $0.members[member] != nil } == true ? "\(type).\(member)" : type
        }
        guard files[anchor.file] != nil else { return nil }
        var best: (node: String, closeness: [Int])?
        for (name, declarations) in types {
            for declaration in declarations where declaration.file.path == anchor.file {
                let places = [(name, declaration.declaration)] + declaration.members.values.map { ("\(name).\($0.name)", $0.declaration) }
                for (node, syntax) in places {
                    guard let closeness = declaration.file.anchor(syntax, path: "").closeness(holding: anchor),
                          best.map({ closeness.lexicographicallyPrecedes($0.closeness) }) != false else { continue }
                    best = (node, closeness)
                }
            }
        }
        return best?.node
    }

    /// Whether the code shows a type's member (or the type) elsewhere but never on this platform.
    func isUnshown(_ type: String, member: String, on platform: Platform) -> Bool {
        (shown.unshown["\(type).\(member)"] ?? (shown.presentations["\(type).\(member)"] == nil ? shown.unshown[type] : nil))?.contains(platform) == true
    }

    /// The names of the types the run's files declare (class, struct, enum, actor, protocol, at
    /// any depth), found by a byte scan of every file, parsed or not: a name none of them declares
    /// is the system's, a package's, or code a build step generates (SwiftGen's `L10n`).
    private(set) var declaredNames: Set<String> = []

    /// The names of SwiftUI's and UIKit's chrome types that the run's files declare types of their
    /// own by (a browser's `class Tab`).
    var ownSystemNames: Set<String> { declaredNames.intersection(Self.shadowableNames) }

    /// The chrome type names a declaration of the app's own may shadow.
    static let shadowableNames = ["Tab", "UITab", "ToolbarItem", "ToolbarItemGroup", "UIBarButtonItem"]
    private static let declarationNeedles = ["class ", "struct ", "enum ", "actor ", "protocol "].map { Array($0.utf8) }

    /// The names a file declares types by (`final class Tab: NSObject`, `enum L10n {`): each
    /// declaration keyword, as a word, followed by a name.
    static func typeNamesDeclared(in bytes: [UInt8]) -> Set<String> {
        var found = Set<String>()
        for needle in declarationNeedles {
            var start = 0
            while let offset = SwiftFrontEnd.firstOffset(of: needle, in: bytes, from: start) {
                start = offset + 1
                guard offset == 0 || !SwiftBrackets.isIdentifier(bytes[offset - 1]) else { continue }
                var end = offset + needle.count
                while end < bytes.count, bytes[end] == 0x20 { end += 1 }
                let nameStart = end
                while end < bytes.count, SwiftBrackets.isIdentifier(bytes[end]) { end += 1 }
                if end > nameStart { found.insert(String(decoding: bytes[nameStart..<end], as: UTF8.self)) }
            }
        }
        return found
    }

    /// Whether the run declares a type of this name (a struct, class or enum; extending one of
    /// SwiftUI's types, `extension Text`, declares none).
    func declaresType(_ name: String) -> Bool {
        types[name]?.contains { !$0.declaration.is(ExtensionDeclSyntax.self) } == true
    }

    /// Replaces the constants a file without chrome declares (an editor's unsaved `Strings.swift`).
    mutating func replaceConstants(of path: String, bytes: [UInt8]) {
        declaredNames.formUnion(Self.typeNamesDeclared(in: bytes))
        readTables(for: path)
        constants.remove(file: path)
        lookups.remove(file: path)
        let (found, declared) = StringConstant.read(fileWithoutChrome: path, bytes: bytes)
        constants.add(found)
        lookups.add(declared)
    }

    /// The menu bar a SwiftUI Mac app's scenes give (`SwiftUIMapping.menuBar(of:)`), with its
    /// commands by what their buttons do.
    struct MacMenuBar: Sendable {
        let node: DocumentNode
        let commandActions: [String: String]
    }

    /// For each project with one SwiftUI Mac app whose menu bar is read in full and no code that
    /// builds AppKit menus of its own (which would add commands hig-lint does not see): that menu bar.
    private(set) var macMenuBars: [String: MacMenuBar] = [:]

    /// The menu bar of the Mac app the file's project builds, when it is known (`macMenuBars`).
    func macMenuBar(from file: String) -> MacMenuBar? {
        macMenuBars[projects[file] ?? ""]
    }

    /// Works out again the menu bar of each project's Mac app, after files were added or removed:
    /// once a run, not for each file that has a Mac toolbar.
    mutating func resolveMenuBars() {
        var apps: [String: [TypeDeclaration]] = [:]
        // The Mac app: an iOS app's declaration beside it under `#if os(iOS)` is not the one that builds.
        for declaration in types.values.joined() where declaration.members["body"] != nil && ViewSyntax.builds(declaration.declaration, on: .macOS)
            && declaration.declaration.as(StructDeclSyntax.self)?.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedText == "App" }) == true {
            apps[projects[declaration.file.path] ?? "", default: []].append(declaration)
        }
        let menusInCode = Set(files.values.filter { file in Self.appKitMenuNeedles.contains { SwiftFrontEnd.contains(file.bytes, $0) } }
            .map { projects[$0.path] ?? "" })
        var bars: [String: MacMenuBar] = [:]
        for (project, found) in apps where found.count == 1 {
            var mapping = SwiftUIMapping(index: self, file: found[0].file)
            if let node = mapping.menuBar(of: found[0], menusInCode: menusInCode.contains(project)) { bars[project] = MacMenuBar(node: node, commandActions: mapping.commandActions) }
        }
        macMenuBars = bars
    }

    private static let appKitMenuNeedles = ["NSMenu(", "mainMenu"].map { Array($0.utf8) }

    /// A function with parameters that a type or an extension of it declares (`row(for:)`), which
    /// `members` leaves out: a reader binds what the call gives its parameters.
    /// `labels` are the call's argument labels (`_` for none), which tell overloads apart.
    func function(_ name: String, of type: String, labels: [String]) -> FunctionDeclSyntax? {
        types[type]?.lazy.compactMap { $0.functions[Self.fullName(name, labels: labels)] }.first
    }

    /// Every function of a name that a type or an extension of it declares, whatever its labels.
    func functions(_ name: String, of type: String) -> [FunctionDeclSyntax] {
        (types[type] ?? []).flatMap { declaration in
            declaration.functions.filter { $0.key.hasPrefix(name + "(") }.map(\.value)
        }
    }

    /// The code of a member or function of a type (`mainWindow`, `fileCommands(open:)`), whatever its
    /// parameters, as the project of `file` declares the type, with the declaration (the type or an
    /// extension) that holds it: the first that has a body.
    func code(_ name: String, of type: String, from file: String) -> (statements: CodeBlockItemListSyntax, part: TypeDeclaration)? {
        let parts = parts(of: type, from: file)
        if let (member, part) = parts.lazy.compactMap({ part in part.members[name].map { ($0, part) } }).first { return (member.statements, part) }
        return parts.lazy.compactMap { part in
            part.functions.first { $0.key.hasPrefix(name + "(") && $0.value.body != nil }.map { ($0.value.body!.statements, part) }
        }.first
    }

    /// `row(for:)`, `row(_:)`: a function's name with its argument labels, `_` for none.
    static func fullName(_ name: String, labels: [String]) -> String {
        name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// A member declared in any declaration of a type: the type itself or an extension of it.
    func member(_ name: String, of type: String) -> ViewMember? {
        memberDeclaration(name, of: type)?.member
    }

    /// A member with the declaration (the type or an extension, perhaps in a file of its own) that holds it.
    func memberDeclaration(_ name: String, of type: String) -> (member: ViewMember, part: TypeDeclaration)? {
        types[type]?.lazy.compactMap { part in part.members[name].map { ($0, part) } }.first
    }

    /// Adds a file, or replaces what the index held for its path (a fix not yet written, an
    /// editor's unsaved text): the old text's declarations go.
    mutating func add(_ file: ParsedFile) {
        if files[file.path] != nil { remove(file.path) }
        files[file.path] = file
        let folder = FileSystemPath.parent(of: FileSystemPath.absolute(file.path, from: FileManager.default.currentDirectoryPath))
        projects[file.path] = project(of: folder)
        treeFiles[file.tree.id] = file.path
        readTables(for: file.path)
        // A file too deep to read declares nothing the run can use.
        for declaration in file.tooDeep == nil ? Self.declarations(in: file) : [] {
            types[declaration.name, default: []].append(declaration)
        }
        if file.tooDeep == nil {
            constants.add(StringConstant.read(file.tree, path: file.path))
            lookups.add(LocalizationLookupTable.declared(in: file.tree, path: file.path))
        }
    }

    /// The text people read for an expression: a literal (looked up in the app's string tables),
    /// a constant or generated table accessor declared in the run's files, or one a build step
    /// generates (see `generatedAccessorText`), also changed by a case transform
    /// (`L10n.settings.localizedCapitalized`); nil when it is computed, or names a constant
    /// declared more than once with different texts.
    func text(of expression: ExprSyntax) -> String? {
        text(of: expression, depth: 0)
    }

    /// The text code writes for a title it builds from written text and values only known when
    /// the app runs, with … for each value: `"Edit \(name)"` is "Edit …", `"Review" + suffix(for: item)`
    /// (given as its operands) is "Review…". Nil when nothing is written, or everything is known.
    func writtenText(of operands: [ExprSyntax]) -> String? {
        var written = "", wrote = false, values = 0
        func add(_ expression: ExprSyntax) {
            if let inner = SwiftLiterals.parenthesized(expression) { return add(inner) }
            if let text = text(of: expression) {
                written += text
                wrote = wrote || !text.isEmpty
            } else if let literal = expression.as(StringLiteralExprSyntax.self), let keyed = Self.keyedText(literal, in: localizations(of: literal)) {
                // A key a string table gives a text with values in it (`"lists.add-remove-\(name)"`
                // is "lists.add-remove-%@", whose English text says what people read).
                written += keyed.written
                wrote = wrote || keyed.wrote
                values += keyed.values
            } else if let literal = expression.as(StringLiteralExprSyntax.self) {
                if Localizations.looksLikeKey(literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()) {
                    // A key no table has: its words are no text people read.
                    values += 1
                    return
                }
                for segment in literal.segments {
                    if let part = segment.as(StringSegmentSyntax.self) {
                        written += part.content.text
                        wrote = wrote || !part.content.text.isEmpty
                    } else if let value = segment.as(ExpressionSegmentSyntax.self), value.expressions.count == 1, let only = value.expressions.first,
                              let text = text(of: only.expression) {
                        written += text
                        wrote = wrote || !text.isEmpty
                    } else {
                        written += "…"
                        values += 1
                    }
                }
            } else {
                written += "…"
                values += 1
            }
        }
        operands.forEach(add)
        return wrote && values > 0 ? written : nil
    }

    /// The text a string table gives an interpolated literal as a key (each value written `%@` or
    /// `%lld`, as SwiftUI's `LocalizedStringKey` makes it), with … for each value; nil when no
    /// table has the key.
    static func keyedText(_ literal: StringLiteralExprSyntax, in tables: Localizations) -> (written: String, wrote: Bool, values: Int)? {
        guard literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) else { return nil }
        for specifier in ["%@", "%lld"] {
            let key = literal.segments.map { $0.as(StringSegmentSyntax.self)?.content.text ?? specifier }.joined()
            guard let value = tables.values[key], !value.isEmpty else { continue }
            // Each format specifier (`%@`, `%lld`, `%1$@`, `%.1f`) is a value.
            var written = "", wrote = false, values = 0
            var characters = value[...]
            while let first = characters.first {
                characters = characters.dropFirst()
                guard first == "%", let next = characters.first else { written.append(first); wrote = true; continue }
                if next == "%" { written.append("%"); wrote = true; characters = characters.dropFirst(); continue }
                let specifier = characters.prefix { $0.isNumber || "$.lhq".contains($0) }
                characters = characters.dropFirst(specifier.count)
                if let conversion = characters.first, conversion.isLetter || conversion == "@" { characters = characters.dropFirst() }
                written.append("…")
                values += 1
            }
            return (written, wrote, values)
        }
        return nil
    }

    /// The operands of a string concatenation (`"Review" + (coordinator?.suffix ?? "")`), or the
    /// expression alone; nil for a sequence with other operators.
    static func concatenated(_ elements: some Collection<ExprSyntax>) -> [ExprSyntax]? {
        var operands: [ExprSyntax] = []
        for (offset, element) in elements.enumerated() {
            if offset % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
            } else {
                operands.append(element)
            }
        }
        return elements.count % 2 == 1 ? operands : nil
    }

    /// The most references one text is followed through (`A.title = B.title`, …).
    private static let maximumReferenceDepth = 4

    private func text(of expression: ExprSyntax, depth: Int) -> String? {
        // `NSLocalizedString("Title", tableName: "GeneralSettings", comment: "")`: the key in the table it names, not in whichever table has it.
        // (A key that table lacks shows the `value:` the call gives, else the key: never another table's text.)
        if case .foundation(_, let table?)? = LocalizationApplication.of(expression), let name = SwiftLiterals.string(table),
           let lookup = lookups.application(expression), let key = lookup.key {
            let fallback = expression.as(FunctionCallExprSyntax.self)?.arguments.first { $0.label?.text == "value" }.flatMap { SwiftLiterals.string($0.expression) }
            return tables(of: lookup, key: key, at: expression).text(forKey: key, inTable: name, fallback: fallback)
        }
        if expression.is(StringLiteralExprSyntax.self) || expression.is(FunctionCallExprSyntax.self),
           let value = StringConstant.value(of: expression), !value.isApplied { return text(of: value, in: localizations(of: expression), depth: depth) }
        if let inner = SwiftLiterals.wrappedText(expression) { return text(of: inner, depth: depth) }
        if let (base, transform) = StringTransform.split(expression) { return text(of: base, depth: depth).map(transform.apply) }
        if let lookup = lookups.application(expression) {
            guard depth < Self.maximumReferenceDepth, let key = lookup.key ?? text(of: lookup.expression, depth: depth + 1) else { return nil }
            return tables(of: lookup, key: key, at: expression).text(forLookupKey: key, table: lookup.table)
        }
        // `.navigationTitle(.offlineMode)`: a symbol Xcode generates for a string catalog's key
        // (`STRING_CATALOG_GENERATE_SYMBOLS`), where the app declares no constant of that name.
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.argumentNames == nil,
           case let name = member.declName.baseName.text, constants.candidates(for: name).isEmpty {
            return localizations(of: expression).text(forAccessorNames: [name])
        }
        // A generated accessor function called without arguments (`Strings.tabbar_chats()`), as its constant.
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let reference = StringConstant.referenceName(call.calledExpression), !constants.candidates(for: reference).isEmpty {
            return text(ofReference: reference, expression: call.calledExpression, in: localizations(of: expression), depth: depth)
        }
        guard let reference = StringConstant.referenceName(expression) else {
            return generatedAccessorText(expression) ?? text(ofDeclaredMember: expression, depth: depth)
        }
        return text(ofReference: reference, expression: expression, in: localizations(of: expression), depth: depth)
    }

    /// The name an expression gives a system symbol: a literal, or a constant the run's files declare
    /// (`SFSymbol.filter`, `Icons.add`) whose one value is a literal, followed through the constants it
    /// names; never through string tables (a symbol's name is no text people read).
    func symbolName(of expression: ExprSyntax) -> String? {
        if let literal = SwiftLiterals.string(expression) { return literal }
        return StringConstant.referenceName(expression).flatMap { symbolName(ofReference: $0, depth: 0) }
    }

    /// A constant's symbol name; with `image`, the symbol of a constant's image (`Images.System.info`
    /// declared `= Image(systemName: SystemImage.info)`), also through constants that name such an image.
    private func symbolName(ofReference reference: String, image: Bool = false, depth: Int) -> String? {
        guard depth < Self.maximumReferenceDepth else { return nil }
        var names = Set<String>()
        for candidate in constants.candidates(for: reference) {
            guard let name = symbolName(of: candidate.value, image: image, depth: depth) else { return nil }
            names.insert(name)
        }
        return names.count == 1 ? names.first : nil
    }

    /// The symbol name a constant's value gives (with `image`, the symbol of the image it is).
    private func symbolName(of value: StringConstant.Value, image: Bool, depth: Int) -> String? {
        switch value {
        case .literal(let name) where !image: name
        case .reference(let other): symbolName(ofReference: other, image: image, depth: depth + 1)
        case .symbolImage(let name) where image: symbolName(of: name, image: false, depth: depth)
        default: nil
        }
    }

    /// The system symbol an image shows: `UIImage(systemName: "gear")`, its name given by a constant
    /// (`Image(systemName: SystemImage.info)`), or an image the app keeps in a constant
    /// (`Images.System.info`; `.gear` where an image is expected, declared in an extension of
    /// `UIImage`, `NSImage` or `Image`).
    func imageSymbol(of expression: ExprSyntax) -> String? {
        if let (argument, safe) = SwiftLiterals.symbolArgument(expression) {
            return safe ? SwiftLiterals.safeSymbol(argument) : symbolName(of: argument)
        }
        // (`Icons.bold!`, `.bold.withTintColor(.systemBlue)`: the same symbol drawn another way.)
        let reference = SwiftLiterals.imageDrawn(by: expression)
        if let name = StringConstant.referenceName(reference) { return symbolName(ofReference: name, image: true, depth: 0) }
        guard let member = reference.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.argumentNames == nil else { return nil }
        let names = Set(["UIImage", "NSImage", "Image"].compactMap { symbolName(ofReference: "\($0).\(member.declName.baseName.text)", image: true, depth: 0) })
        return names.count == 1 ? names.first : nil
    }

    /// The one text a property of a value of a type the run declares gives (`viewModel.title` in a
    /// controller with `let viewModel: SettingsViewModel`, whose `let title = …` or getter of one
    /// result gives it); nil for a variable, which the code may change.
    private func text(ofDeclaredMember expression: ExprSyntax, depth: Int) -> String? {
        guard depth < Self.maximumReferenceDepth, let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
              let base = member.base, let user = enclosingType(of: Syntax(expression)),
              let owner = declaredType(of: base, in: user, links: 0)?.declaration else { return nil }
        let parts = partsOfOneType(owner)
        let name = member.declName.baseName.text
        if let computed = parts.lazy.compactMap({ $0.members[name] }).first {
            let results = Self.results(of: computed.statements)
            return results.count == 1 ? text(of: results[0], depth: depth + 1) : nil
        }
        guard let binding = TypeCode(type: owner.name, parts: parts).binding(named: name, around: owner.declaration, withValue: true),
              binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let),
              let value = binding.initializer?.value else { return nil }
        return text(of: value, depth: depth + 1)
    }

    /// Where a text a view's title takes is written, when that is in the code of another type than
    /// the view's, in the same file (`SourcesView` calling `TitledList("Sources")`): that call's
    /// argument, named after the member that holds it (`SourcesView.body`); nil for a text of the
    /// view's own code, or of another file's, whose inline suppressions the view's file does not
    /// carry (the finding stays at the view's title, where its file's comments silence it).
    func callerAnchor(of origin: ExprSyntax, outside type: TypeDeclaration?) -> SourceAnchor? {
        guard let path = treeFiles[origin.root.id], path == type?.file.path, let file = files[path], let owner = enclosingType(of: Syntax(origin)),
              owner.name != type?.name else { return nil }
        // The member of the type around it (`body`), not a local of its code.
        var member: String?
        var current = origin.parent
        while let syntax = current, !syntax.isProtocol(DeclGroupSyntax.self) {
            if syntax.parent?.is(MemberBlockItemSyntax.self) == true {
                member = syntax.as(FunctionDeclSyntax.self)?.name.text ?? syntax.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedText
            }
            current = syntax.parent
        }
        return file.anchor(origin, path: member.map { "\(owner.name).\($0)" } ?? owner.name)
    }

    /// The path of the indexed file a node is in.
    func path(of node: Syntax) -> String? { treeFiles[node.root.id] }

    /// The type whose declaration (or extension) holds a node, as the index has it.
    func enclosingType(of node: Syntax) -> TypeDeclaration? {
        guard let path = treeFiles[node.root.id] else { return nil }
        var current = node.parent
        while let syntax = current {
            if syntax.isProtocol(DeclGroupSyntax.self) {
                let name = syntax.as(ExtensionDeclSyntax.self).map { $0.extendedType.trimmedText.split(separator: ".").last.map(String.init) ?? "" }
                    ?? syntax.asProtocol(NamedDeclSyntax.self)?.name.text ?? ""
                let parts = declarationParts(of: name, from: path)
                return parts.first { $0.declaration.id == syntax.id } ?? parts.first
            }
            current = syntax.parent
        }
        return nil
    }

    /// The text of a constant's name; `tables` are those of the code that names it.
    private func text(ofReference reference: String, expression: ExprSyntax?, in tables: Localizations, depth: Int) -> String? {
        guard depth < Self.maximumReferenceDepth else { return nil }
        // A constant that names another whose text is not known (`static let shared = Store.main`) is no string at all.
        // A name with several texts (`StringConstant.Value.alternatives`) has no one text. A value
        // declared many times over is read once: names declared again and again multiply at each link.
        var texts = Set<String?>()
        struct Read: Hashable { let value: StringConstant.Value, scope: String? }
        var read = Set<Read>()
        for candidate in constants.candidates(for: reference) where candidate.value.isSingle {
            guard read.insert(Read(value: candidate.value, scope: catalogScopes[candidate.file])).inserted else { continue }
            let found = text(of: candidate.value, in: localizations(ofFile: candidate.file), depth: depth + 1)
            // (Nor is one made by a call of a function that is no lookup: `NSAttributedString(string: "Profile")`.)
            if found == nil, candidate.value.isApplied || candidate.value.isReference || candidate.value.symbol != nil { continue }
            texts.insert(found)
            if texts.count > 1 { return nil }
        }
        if texts.isEmpty { return expression.flatMap(generatedAccessorText) ?? generatedAccessorText(named: reference, in: tables) }
        guard texts.count == 1, let only = texts.first else { return nil }
        return only
    }

    /// The text of an accessor whose declaration a build step generates and the repository does
    /// not hold (SwiftGen's `L10n.Settings.title` with its output ignored by git, R.swift's
    /// `R.string.localizable.settingsTitle()`, an app's own script writing `LocalString.settings_title`):
    /// its root names no type the run's files declare, and the names after it, in letters and
    /// digits only, spell exactly one key of the app's string tables (`settings.title`).
    /// R.swift's languages (`key(preferredLanguages: langs)`, `R.string(preferredLanguages: langs).table.key()`)
    /// choose among the app's translations; the key, and its text in the base language, are the same.
    private func generatedAccessorText(_ expression: ExprSyntax) -> String? {
        var chain = expression
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard call.trailingClosure == nil, call.arguments.allSatisfy({ Self.rswiftLanguageLabels.contains($0.label?.text ?? "") }) else { return nil }
            chain = call.calledExpression
        }
        return (StringConstant.referenceName(chain) ?? Self.rswiftStringReference(chain))
            .flatMap { generatedAccessorText(named: $0, in: localizations(of: expression)) }
    }

    private static let rswiftLanguageLabels: Set<String> = ["preferredLanguages", "locale"]

    /// `R.string(preferredLanguages: …).localizable.settingsTitle` (R.swift 7) as `R.string.localizable.settingsTitle`.
    private static func rswiftStringReference(_ chain: ExprSyntax) -> String? {
        var names: [String] = []
        var current = chain
        while let member = current.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil, let base = member.base {
            names.append(member.declName.baseName.text)
            current = base
        }
        guard names.count == 2, let root = current.as(FunctionCallExprSyntax.self), root.calledExpression.trimmedText == "R.string",
              root.arguments.allSatisfy({ rswiftLanguageLabels.contains($0.label?.text ?? "") }) else { return nil }
        return (["R", "string"] + names.reversed()).joined(separator: ".")
    }

    private func generatedAccessorText(named reference: String, in tables: Localizations) -> String? {
        var names = reference.split(separator: ".").map(String.init)
        guard !declaredNames.contains(names[0]) else { return nil }
        // R.swift: `R.string.<table>.<key>()`.
        if names[0] == "R", names.count > 3, names[1] == "string" { names.removeFirst(3) } else { names.removeFirst() }
        return tables.text(forAccessorNames: names)
    }

    /// The members the declarations of one type write in their braces (not inside `#if`).
    static func memberItems(of parts: [TypeDeclaration]) -> [MemberBlockItemSyntax] {
        parts.flatMap { part in (part.declaration.asProtocol(DeclGroupSyntax.self)?.memberBlock.members).map(Array.init) ?? [] }
    }

    /// The argument that gives a stored property declared without a value (`let title: String`)
    /// its value: the memberwise initializer's label (the property's name), or, when the type
    /// declares one initializer, the parameter it assigns as is or wrapped in `Text(…)`
    /// (`init(_ title: LocalizedStringKey) { self.title = Text(title) }` → `#0`); nil otherwise.
    static func argumentKey(setting name: String, in parts: [TypeDeclaration]) -> String? {
        let members = memberItems(of: parts)
        var state = false
        let declared = members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.contains { variable in
            guard variable.bindings.contains(where: { $0.pattern.trimmedText == name && $0.initializer == nil && $0.accessorBlock == nil && $0.typeAnnotation != nil }),
                  !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
                  !variable.attributes.contains(where: { $0.trimmedDescription.hasPrefix("@Environment") }) else { return false }
            state = variable.attributes.contains { $0.trimmedDescription.hasPrefix("@State") }
            return true
        }
        guard declared else { return nil }
        let initializers = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        // A view's own state is the caller's only when its one initializer sets it and no other code of the view does.
        if initializers.isEmpty { return state ? nil : name }
        if state, parts.contains(where: { Self.changesState(name, in: $0.declaration) }) { return nil }
        guard initializers.count == 1, let initializer = initializers.first,
              // `self._selection = selection`: a property wrapper's storage, given the wrapper.
              var assigned = TypeCode.assignments(in: Syntax(initializer)).first(where: { $0.target == name || $0.target == "_" + name })?.value else { return nil }
        // `_title = State(initialValue: title)`: the state's first value.
        if let made = assigned.as(FunctionCallExprSyntax.self), made.calledExpression.trimmedText == "State", made.arguments.count == 1,
           let only = made.arguments.first, ["initialValue", "wrappedValue"].contains(only.label?.text) {
            assigned = only.expression
        }
        // `self.sidebar = sidebar()`: a `@ViewBuilder` closure parameter, called once.
        let called = assigned.as(FunctionCallExprSyntax.self).flatMap { $0.arguments.isEmpty && $0.trailingClosure == nil ? $0.calledExpression : nil }
        guard let parameterName = (SwiftLiterals.wrappedText(assigned) ?? called ?? assigned).as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return argumentKey(ofParameter: parameterName, in: initializer.signature.parameterClause.parameters)
    }

    /// Whether a view's code outside its initializers may change a state of its own: assigns it
    /// (`title = …`, `title += …`), calls a method on it (`title.append(…)`), or hands its binding
    /// (`$title`) or storage (`_title`) to other code.
    static func changesState(_ name: String, in declaration: Syntax) -> Bool {
        // The initializers' spans, found once (not a walk up from every token).
        let initializers = TypeCode.all(InitializerDeclSyntax.self, in: declaration).map(\.range)
        for token in declaration.tokens(viewMode: .sourceAccurate) {
            guard !initializers.contains(where: { $0.contains(token.position) }) else { continue }
            let text = token.text
            if text == "$" + name || text == "_" + name { return true }
            guard text == name, case .identifier = token.tokenKind, let next = token.nextToken(viewMode: .sourceAccurate) else { continue }
            // A declaration's own name, or a label of the same name (`title: …`), is no change.
            if case .binaryOperator(let symbol) = next.tokenKind, symbol.hasSuffix("="), !["==", "!=", "<=", ">=", "==="].contains(symbol) { return true }
            if next.tokenKind == .equal, token.parent?.parent?.is(PatternBindingSyntax.self) != true,
               token.previousToken(viewMode: .sourceAccurate).map({ $0.tokenKind != .keyword(.var) && $0.tokenKind != .keyword(.let) }) ?? true { return true }
            if next.tokenKind == .period, let member = next.nextToken(viewMode: .sourceAccurate), member.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen,
               token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period || token.previousToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate)?.text == "self" {
                return true
            }
        }
        return false
    }

    /// The key (`Presentations.argumentsByKey`'s) of the argument a call gives the parameter its body
    /// names `name`: its label, or `#n` for the n-th unlabelled one; nil when there is no such parameter.
    static func argumentKey(ofParameter name: String, in parameters: FunctionParameterListSyntax) -> String? {
        var unlabeled = 0
        for parameter in parameters {
            let isUnlabeled = parameter.firstName.tokenKind == .wildcard
            if (parameter.secondName ?? parameter.firstName).text == name { return isUnlabeled ? "#\(unlabeled)" : parameter.firstName.text }
            if isUnlabeled { unlabeled += 1 }
        }
        return nil
    }

    /// The text of a constant's value, read through `tables`: those of the file that declares it.
    func text(of value: StringConstant.Value, in tables: Localizations, depth: Int = 0) -> String? {
        switch value {
        case .alternatives, .symbolImage: nil
        case .literal(let literal): tables.text(for: literal)
        case .tableKey(let key, let fallback): tables.text(forTableKey: key, fallback: fallback)
        case .reference(let name): text(ofReference: name, expression: nil, in: tables, depth: depth)
        case .applied(let owner, let function, let labels, let literals):
            // The lookup reads the tables of the module that declares it, not the constant's (a package's `String.localized`).
            lookups.key(function: function, of: owner, labels: labels, literals: literals).flatMap { key, files in
                files.lazy.filter { catalogScopes[$0] != nil }.compactMap { localizations(ofFile: $0).text(forLookupKey: key, table: nil) }.first
                    ?? tables.text(forLookupKey: key, table: nil)
            }
        }
    }

    // MARK: String tables

    /// The folder each file the index has read takes its string tables from (`catalogScope(of:)`).
    private(set) var catalogScopes: [String: String] = [:]
    /// The file each syntax tree the index holds was parsed from: a node's text is read through its file's tables.
    private var treeFiles: [SyntaxIdentifier: String] = [:]
    /// The folder the run's files share, the scope of a file with no project or repository around it;
    /// nil for an index that reads no string tables (one not made for a run).
    private var sharedFolder: String?
    private var ownScopes: [String: String?] = [:]

    /// The string tables a file reads.
    func localizations(ofFile path: String) -> Localizations {
        catalogScopes[path].flatMap { localizations[$0] } ?? Localizations()
    }

    /// The string tables the file a node was parsed from reads.
    func localizations(of node: some SyntaxProtocol) -> Localizations {
        treeFiles[node.root.id].map(localizations(ofFile:)) ?? Localizations()
    }

    /// The tables a lookup of `key` reads: the caller's (the app's bundle) when they hold the key,
    /// else those of the file declaring the app's own lookup when they do (the module that declares
    /// `localize(_:)` reads its own bundle), else the caller's.
    func tables(of lookup: LocalizationLookupTable.Application, key: String, at node: some SyntaxProtocol) -> Localizations {
        let caller = localizations(of: node)
        guard caller.values[key] == nil, let file = lookup.file, case let declaring = localizations(ofFile: file), declaring.values[key] != nil else { return caller }
        return declaring
    }

    /// Reads the string tables of a file's scope, when no file of the run read them before.
    private mutating func readTables(for path: String) {
        guard let sharedFolder else { return }
        catalogScopes[path] = catalogScope(of: FileSystemPath.absolute(path, from: FileManager.default.currentDirectoryPath), sharedFolder: sharedFolder)
    }

    /// The folder whose string catalogs and tables a file (absolute) reads: the nearest scope
    /// around it (`ownScope(of:)`) that has tables, so that an app's package without strings of
    /// its own shows the app's, as `Text("key")` finds them in the app's bundle at run time.
    private mutating func catalogScope(of path: String, sharedFolder: String) -> String {
        var scope = ownScope(of: path) ?? sharedFolder
        while true {
            read(scope: scope, sharedFolder: sharedFolder)
            guard localizations[scope]!.values.isEmpty else { return scope }
            // A package beside its app (`packages/Core` next to `App/App.xcodeproj`) whose code reads the main
            // bundle: the tables of the one app there that has any.
            if Self.isPackageScope(scope), let app = appScope(repository: repository(around: scope)), app != scope {
                read(scope: app, sharedFolder: sharedFolder)
                return app
            }
            guard let outer = ownScope(of: scope), outer != scope else { return scope }
            scope = outer
        }
    }

    private mutating func read(scope: String, sharedFolder: String) {
        guard localizations[scope] == nil else { return }
        let tables = scope == "/" ? [] : Localizations.tables(under: scope).filter { (ownScope(of: $0) ?? sharedFolder) == scope }
        localizations[scope] = Localizations(tables: tables, boundary: ConfigurationBoundary(configuration: scope + "/"))
    }

    /// The one scope of an app project (not a package's target) in a repository that has string
    /// tables; nil when there are none or several.
    private mutating func appScope(repository: String?) -> String? {
        guard let repository else { return nil }
        if let known = appScopes[repository] { return known }
        let scopes = Set(Localizations.tables(under: repository).compactMap { ownScope(of: $0) }.filter { !Self.isPackageScope($0) })
        let found = scopes.count == 1 ? scopes.first : nil
        appScopes[repository] = .some(found)
        return found
    }

    /// `appScope(repository:)` of each repository, once worked out.
    private var appScopes: [String: String?] = [:]

    /// A package's scope of string tables: its folder, or a target's folder under its `Sources`.
    static func isPackageScope(_ scope: String) -> Bool {
        let manager = FileManager.default
        if manager.fileExists(atPath: scope + "/Package.swift") { return true }
        let sources = FileSystemPath.parent(of: scope)
        return FileSystemPath.name(of: sources) == "Sources" && manager.fileExists(atPath: FileSystemPath.parent(of: sources) + "/Package.swift")
    }

    /// The folder an app and the packages beside it share, above a package's folder (absolute): the
    /// nearest one holding an Xcode workspace or project, or a `.git`, not above the run's folder;
    /// nil when none does (or the package has a `.git` of its own: a repository of its own).
    private mutating func repository(around folder: String) -> String? {
        if let known = repositories[folder] { return known }
        let here = FileManager.default.currentDirectoryPath
        var found: String?
        var current = folder
        while current != "/", !current.isEmpty {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            if current != folder, entries.contains(where: { $0 == ".git" || $0.hasSuffix(".xcworkspace") || $0.hasSuffix(".xcodeproj") }) { found = current; break }
            if entries.contains(".git") || current == here { break }
            current = FileSystemPath.parent(of: current)
        }
        repositories[folder] = .some(found)
        return found
    }

    /// `repository(around:)` of each package scope, once worked out.
    private var repositories: [String: String?] = [:]

    /// The folder whose string tables a file (absolute) belongs to: its package target's
    /// (`Sources/<Target>`), else its app project's (the folder of its Xcode project, Tuist or
    /// XcodeGen manifest), else the nearest folder with a `Package.swift`, an Xcode project or a
    /// `.git` (`projects`); nil when none is around it. Two apps of one repository keep their texts apart.
    private mutating func ownScope(of path: String) -> String? {
        let folder = FileSystemPath.parent(of: path)
        if let known = ownScopes[folder] { return known }
        let project = project(of: folder)
        let scope: String?
        // A package's target first: an app built as a package has one app project folder for all
        // its targets, whose tables are still each target's own.
        if folder.hasPrefix(project + "/Sources/"), FileManager.default.fileExists(atPath: project + "/Package.swift"),
           let target = folder.dropFirst(project.count + "/Sources/".count).split(separator: "/").first {
            scope = project + "/Sources/" + target
        } else if let app = Platforms.appProjectRoot(ofFolder: folder), app.count >= project.count {
            scope = app
        } else {
            scope = project == "/" ? nil : project
        }
        ownScopes[folder] = scope
        return scope
    }

    /// The project each file belongs to (the nearest folder above it with a `.git`, a
    /// `Package.swift` or an Xcode project), so that two apps linted together keep their types apart.
    private(set) var projects: [String: String] = [:]
    private var projectOfFolder: [String: String] = [:]

    private mutating func project(of folder: String) -> String {
        if let known = projectOfFolder[folder] { return known }
        let manager = FileManager.default
        let marked = (manager.fileExists(atPath: folder + "/.git") || manager.fileExists(atPath: folder + "/Package.swift")
            || ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).contains { $0.hasSuffix(".xcodeproj") })
        let parent = FileSystemPath.parent(of: folder)
        let project = marked || parent == folder ? folder : self.project(of: parent)
        projectOfFolder[folder] = project
        return project
    }

    /// The declarations of a type in the project `file` belongs to: the type itself and its extensions.
    func parts(of name: String, from file: String) -> [TypeDeclaration] {
        (types[name] ?? []).filter { projects[$0.file.path] == projects[file] }
    }

    /// Forgets a file and its declarations.
    mutating func remove(_ path: String) {
        constants.remove(file: path)
        lookups.remove(file: path)
        guard let file = files.removeValue(forKey: path) else { return }
        projects[path] = nil
        treeFiles[file.tree.id] = nil
        types = types.compactMapValues { declarations in
            let kept = declarations.filter { $0.file.path != path }
            return kept.isEmpty ? nil : kept
        }
    }

    /// The declaration a name refers to from `file`: the one in the same file, else in the same
    /// folder, else the first by path; the note says which was used when there were several.
    func type(named name: String, from file: String, within user: TypeDeclaration? = nil) -> (TypeDeclaration, note: String?)? {
        // An enum only a file without chrome declares (`enum SidebarItem` a row is made for) is read from there.
        let enums = types[name] == nil ? (modelTypes[name] ?? []).filter { projects[$0.file.path] == projects[file] } : []
        guard let all = types[name] ?? (enums.contains { !$0.cases.isEmpty } ? enums : nil), !all.isEmpty else { return nil }
        let merged = all.filter { !$0.members.isEmpty || !$0.cases.isEmpty }
        let candidates = merged.isEmpty ? all : merged
        let folder = file.split(separator: "/").dropLast().joined(separator: "/")
        // Types of one name nested in different types (`ContentSplit.Toolbar`, `DetailSplit.Toolbar`):
        // the one nested in the type that uses it or beside it, else in one the using file declares or extends.
        let parents = Set(candidates.compactMap(\.parent))
        let scopes = parents.count < 2 ? [] : [user?.name, user?.parent].compactMap { $0 }.filter(parents.contains)
        let enclosing = parents.count > 1 ? Set((files[file].map(Self.topLevelTypeNames) ?? []).filter(parents.contains)) : []
        // A type each target declares for itself (a watch app's `SectionsListView` beside the shared
        // one): among those in other files, the ones built for a platform the using file is built for.
        let built = Set(candidates.map(\.file.path)).count < 2 ? candidates : builtAlike(candidates, with: file)
        let chosen = scopes.lazy.compactMap { scope in candidates.first { $0.parent == scope } }.first
            ?? candidates.first { $0.parent.map(enclosing.contains) == true }
            ?? candidates.first { $0.file.path == file }
            ?? built.first { $0.file.path.split(separator: "/").dropLast().joined(separator: "/") == folder }
            // Else the nearest: most folders in common with the using file (`App/macOS/Core` for `App/macOS/Views`).
            ?? built.min { (Self.foldersShared($0.file.path, file), $1.file.path) > (Self.foldersShared($1.file.path, file), $0.file.path) }!
        let paths = Set(candidates.map(\.file.path))
        let note = Set(built.map(\.file.path)).count > 1 && chosen.file.path != file ? "\(name) is declared in \(paths.sorted().joined(separator: " and ")); hig-lint used the one in \(chosen.file.path)" : nil
        return (chosen, note)
    }

    /// The declarations whose files are built for a platform `file` is built for (by the project's
    /// targets, else the files' imports); all of them when none is.
    private func builtAlike(_ candidates: [TypeDeclaration], with file: String) -> [TypeDeclaration] {
        func platforms(_ path: String) -> Set<Platform> {
            Set(Platforms.forFile(path, bytes: files[path]?.bytes ?? [], configured: []))
        }
        let using = platforms(file)
        let alike = candidates.filter { !platforms($0.file.path).isDisjoint(with: using) }
        return alike.isEmpty ? candidates : alike
    }

    /// How many leading folders two paths share.
    static func foldersShared(_ a: String, _ b: String) -> Int {
        zip(a.split(separator: "/").dropLast(), b.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
    }

    /// The names of the types a file declares or extends at its top level.
    static func topLevelTypeNames(_ file: ParsedFile) -> [String] {
        file.tree.statements.compactMap { statement -> String? in
            guard case .decl(let decl) = statement.item else { return nil }
            if let type = decl.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedText.split(separator: ".").last.map(String.init) }
            return decl.asProtocol(NamedDeclSyntax.self)?.name.text
        }
    }

    static func declarations(in file: ParsedFile) -> [TypeDeclaration] {
        var found: [TypeDeclaration] = []
        func visit(_ items: MemberBlockItemListSyntax, prefix: String) {
            for item in items { visitDeclaration(Syntax(item.decl), prefix: prefix) }
        }
        func visitDeclaration(_ decl: Syntax, prefix: String) {
            // `prefix` is the type the declaration is in (its parent), empty at the top level.
            if let type = decl.as(StructDeclSyntax.self) {
                add(type.name.text, decl, type.memberBlock.members, parent: prefix)
                visit(type.memberBlock.members, prefix: type.name.text)
            } else if let type = decl.as(ClassDeclSyntax.self) {
                add(type.name.text, decl, type.memberBlock.members, parent: prefix)
                visit(type.memberBlock.members, prefix: type.name.text)
            } else if let type = decl.as(EnumDeclSyntax.self) {
                add(type.name.text, decl, type.memberBlock.members, parent: prefix)
                visit(type.memberBlock.members, prefix: type.name.text)
            } else if let type = decl.as(ExtensionDeclSyntax.self) {
                let name = type.extendedType.trimmedText.split(separator: ".").last.map(String.init) ?? ""
                add(name, decl, type.memberBlock.members, parent: prefix)
                // The types an extension declares (`extension StatusEditor { struct ToolbarItems: ToolbarContent }`).
                visit(type.memberBlock.members, prefix: name)
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                // Declarations under every branch: which one builds is decided per platform when used.
                for clause in ifConfig.clauses {
                    if case .decls(let members)? = clause.elements { visit(members, prefix: prefix) }
                    if case .statements(let statements)? = clause.elements {
                        for statement in statements { if case .decl(let inner) = statement.item { visitDeclaration(Syntax(inner), prefix: prefix) } }
                    }
                }
            }
        }
        func add(_ name: String, _ decl: Syntax, _ members: MemberBlockItemListSyntax, parent: String) {
            var viewMembers: [String: ViewMember] = [:]
            var cases: [String] = []
            var literals: [String: [String: String]] = [:]
            var symbols: [String: [String: String]] = [:]
            var rawValues: [String: String] = [:]
            var rawValueProperties: [String] = []
            var functions: [String: FunctionDeclSyntax] = [:]
            // A String enum's cases are their raw values, their names unless given.
            let stringEnum = decl.as(EnumDeclSyntax.self)?.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedText == "String" } == true
            for item in members {
                if let variable = item.decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                              let statements = getterStatements(binding.accessorBlock) else { continue }
                        viewMembers[identifier] = ViewMember(name: identifier, statements: statements, declaration: Syntax(variable))
                        if let switched = literalSwitch(statements, SwiftLiterals.string) { literals[identifier] = switched }
                        if let switched = literalSwitch(statements, SwiftLiterals.symbolName) { symbols[identifier] = switched }
                        // (Its text made only for a short getter: a generated file has tens of thousands of bodies.)
                        if statements.totalLength.utf8Length < 64, ["rawValue", "self.rawValue"].contains(statements.trimmedText) { rawValueProperties.append(identifier) }
                    }
                } else if let function = item.decl.as(FunctionDeclSyntax.self), let body = function.body,
                          // A ViewModifier's body(content:) builds views like a view's body.
                          function.signature.parameterClause.parameters.isEmpty || function.name.text == "body" {
                    viewMembers[function.name.text] = ViewMember(name: function.name.text, statements: body.statements, declaration: Syntax(function))
                } else if let function = item.decl.as(FunctionDeclSyntax.self), function.body != nil {
                    let key = Self.fullName(function.name.text, labels: function.signature.parameterClause.parameters.map(\.firstName.text))
                    if functions[key] == nil { functions[key] = function }
                } else if let enumCase = item.decl.as(EnumCaseDeclSyntax.self) {
                    cases += enumCase.elements.map(\.name.text)
                    for element in enumCase.elements where stringEnum {
                        rawValues[element.name.text] = element.rawValue.map { SwiftLiterals.string($0.value) } ?? element.name.text
                    }
                }
            }
            if stringEnum {
                literals["rawValue"] = rawValues.compactMapValues { $0 }
                for property in rawValueProperties { literals[property] = literals["rawValue"] }
            }
            // `default: return rawValue.capitalized` after the cases a switch names: each other
            // case's raw value, so changed (Nuage's sidebar titles).
            if let raw = literals["rawValue"], !cases.isEmpty {
                for (name, member) in viewMembers where name != "rawValue" {
                    guard let (written, change) = Self.rawValueDefault(member.statements) else { continue }
                    var values = literals[name] ?? [:]
                    for caseName in cases where !written.contains(caseName) && values[caseName] == nil {
                        if let value = raw[caseName] { values[caseName] = change(value) }
                    }
                    if !values.isEmpty { literals[name] = values }
                }
            }
            found.append(TypeDeclaration(name: name, file: file, declaration: decl, members: viewMembers, cases: cases,
                                         literalProperties: literals, symbolProperties: symbols, parent: parent.isEmpty ? nil : parent, functions: functions))
        }
        for statement in file.tree.statements {
            if case .decl(let decl) = statement.item { visitDeclaration(Syntax(decl), prefix: "") }
        }
        return found
    }

    /// A `switch self` whose `default:` gives the raw value (`rawValue`, `rawValue.capitalized`,
    /// `.localizedCapitalized`, `.uppercased()`, `.lowercased()`): the cases it names, and the change.
    static func rawValueDefault(_ statements: CodeBlockItemListSyntax) -> (Set<String>, (String) -> String)? {
        guard statements.count == 1, let switched = onlyExpression(statements)?.as(SwitchExprSyntax.self), switched.subject.trimmedText == "self" else { return nil }
        var written = Set<String>()
        var change: ((String) -> String)?
        for element in switched.cases {
            guard case .switchCase(let switchCase) = element else { return nil }
            switch switchCase.label {
            case .case(let label):
                for item in label.caseItems {
                    let pattern = item.pattern.as(ExpressionPatternSyntax.self)?.expression
                    let called = pattern?.as(FunctionCallExprSyntax.self)?.calledExpression ?? pattern
                    if let name = called?.as(MemberAccessExprSyntax.self)?.declName.baseName.text { written.insert(name) }
                }
            case .default:
                let text = onlyExpression(switchCase.statements)?.trimmedText.replacingOccurrences(of: "self.", with: "")
                change = switch text {
                case "rawValue": { $0 }
                case "rawValue.capitalized", "rawValue.localizedCapitalized", "rawValue.capitalized(with: nil)":
                    { $0.split(separator: " ", omittingEmptySubsequences: false).map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " ") }
                case "rawValue.uppercased()", "rawValue.localizedUppercase": { $0.uppercased() }
                case "rawValue.lowercased()", "rawValue.localizedLowercase": { $0.lowercased() }
                default: nil
                }
            }
        }
        return change.map { (written, $0) }
    }

    /// The statements of a computed property's getter.
    static func getterStatements(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
        guard let block else { return nil }
        switch block.accessors {
        case .getter(let statements): return statements
        case .accessors(let accessors):
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }

    /// The one expression some statements are: `{ "Settings" }`, `{ return L10n.tr(…) }`, a case's `"A"`.
    static func onlyExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let only = statements.first else { return nil }
        switch only.item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression ?? statement.as(ExpressionStmtSyntax.self)?.expression
        default: return nil
        }
    }

    /// `switch self { case .a: "A" case .b, .c: return "B" }`: the literal for each case.
    static func literalSwitch(_ statements: CodeBlockItemListSyntax, _ literal: (ExprSyntax) -> String?) -> [String: String]? {
        var values: [String: String] = [:]
        for (caseName, expression) in StringConstant.caseExpressions(statements) {
            if let text = literal(expression) { values[caseName] = text }
        }
        return values.isEmpty ? nil : values
    }
}

/// Reads a file's bytes within the size limit.
func readBytes(_ path: String, maximumFileSize: Int) -> Result<[UInt8], LoadError> {
    Result { () throws(LoadError) in
        try DescriptionLoader.readFile(path, maximumSize: maximumFileSize, memoryNeeded: SwiftFrontEnd().memoryNeeded(forFileOf:))
    }
}
