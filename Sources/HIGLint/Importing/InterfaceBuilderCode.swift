import Foundation

/// What an app's Objective-C and Swift code says about how the objects of its storyboards and
/// xibs are shown, read as text for a handful of call shapes (docs/presentation.md):
/// windows run as sheets or modal windows (`beginSheet:`, `runModalForWindow:`), view
/// controllers shown as sheets or popovers (`presentAsSheet`), view controllers presented with
/// `present(_:animated:)` and those put in a navigation controller, and controllers that set
/// their own title. What it cannot resolve it leaves out, so the file is read as before.
public struct InterfaceBuilderCode: Sendable {
    /// A place in the code, for the notes that say why something is not checked.
    public struct Site: Sendable, Hashable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var description: String { "\(file.split(separator: "/").last.map(String.init) ?? file):\(line)" }
    }

    /// What code holds or names: an instance of a class, a storyboard scene by its identifier,
    /// or a window controller made from a nib by name.
    enum Value: Hashable, Sendable {
        case type(String)
        case storyboardID(String)
        case nib(String)
    }

    /// An outlet of an object of a class (or of a nib's File's Owner): `window`, `renameSheet`.
    struct Outlet: Hashable, Sendable {
        var owner: Value
        var property: String
    }

    /// Outlets whose window code runs as a sheet or a modal window.
    var modalWindows: [Outlet: Site] = [:]
    /// Those of them code runs as windows of their own, modal to the app (`runModalForWindow`), not as sheets.
    var appModalWindows: Set<Outlet> = []
    /// View controllers AppKit code shows as a sheet, a modal window or a popover.
    var modalControllers: [Value: Site] = [:]
    /// View controllers UIKit code presents (`present(_:animated:)`).
    var presented: [Value: Site] = [:]
    /// View controllers code pushes or puts in a navigation controller.
    var navigated: Set<Value> = []
    /// The nibs a class loads its window or view from (`initWithWindowNibName:`), by nib name.
    var nibClasses: [String: Set<String>] = [:]
    /// Classes that set their own title or navigation item's title, with where.
    var titles: [String: Site] = [:]
    /// Classes that hide their window's title (`titleVisibility = .hidden`), with where.
    var hiddenTitles: [String: Site] = [:]
    /// Classes that present themselves over the screen below (`modalPresentationStyle = .overCurrentContext`
    /// on themselves: a custom alert or dialog), with where.
    var overlays: [String: Site] = [:]
    /// Classes that set their navigation item's bar button items in code, by side ("leading",
    /// "trailing"): the names each setting writes its items with (`CodeReader.barItemNames(at:)`).
    var barItemNames: [String: [String: [Set<String>]]] = [:]
    /// Classes that keep a split view item from collapsing in code (`canCollapse = false`), with where.
    var fixedSidebars: [String: Site] = [:]
    /// Where each class declares its outlets (`@IBOutlet var outlineView`), by class and property.
    var outlets: [String: [String: SourceAnchor]] = [:]
    /// Each class's superclass, as the code declares it.
    var superclasses: [String: String] = [:]
    /// How many of the project's code files use each word (comments and strings included; not
    /// where a file declares a type by it), and the types the files declare: a storyboard scene
    /// whose class and identifier no code uses is one no code shows.
    private(set) var namingFiles: [String: Int] = [:]
    /// Whether the code names scenes by generated names with the first letter lowered: R.swift's
    /// `R.storyboard.main.inbox()`, SwiftGen's `StoryboardScene.Main.inbox`.
    private var usesRSwift = false
    private(set) var declaredTypes: Set<String> = []
    /// Whether some code file was not read, so that what it uses is not known.
    private(set) var unreadFiles = false
    /// The scenes other storyboards reference by identifier (`referencedIdentifier="…"`).
    private(set) var referencedScenes: Set<String> = []
    /// The app's string tables (`en.lproj`/`Base.lproj` `.strings`, `.xcstrings`) under the project's
    /// folder: the texts of the localization keys a storyboard's runtime attributes name (`xibLocKey`).
    private(set) var strings = Localizations()
    /// The code files read, and a hash over their bytes, for result caches.
    public private(set) var fileCount = 0
    public private(set) var digest: UInt64 = 0

    /// Where the scan stopped with its budget of tokens spent: the file and line past which the
    /// code is not read.
    public private(set) var stoppedAt: Site?
    private(set) var budget = maximumVisits

    /// The most entries of the project's folders looked at, the most code files read for one
    /// project, the largest read, the most bytes in all, and the most tokens looked at
    /// (`CodeReader.visited`).
    static let maximumEntries = 200_000
    static let maximumFiles = 20_000
    static let maximumFileSize = 1 << 20
    static let maximumBytes = 256 << 20
    public static let maximumVisits = 8_000_000

    init() {}

    /// Reads the code of the project an Interface Builder file belongs to (`root(of:)`).
    public init(serving file: String, contents: [String: [UInt8]] = [:]) {
        self.init(root: Self.root(of: file), contents: contents)
    }

    /// Reads the `.m`, `.mm`, `.h` and `.swift` files under `root` (none when nil), until their
    /// bytes or the tokens looked at reach the limits; `contents` stands in for files on disk.
    public init(root: String?, contents: [String: [UInt8]] = [:], maximumVisits: Int = Self.maximumVisits) {
        budget = maximumVisits
        var read = 0
        var visited = 0
        var digests = ""
        var readers: [CodeReader] = []
        for path in Self.codeFiles(under: root.map { [$0] } ?? []) {
            guard let bytes = contents[path] ?? Self.read(path), read + bytes.count <= Self.maximumBytes else {
                // A file not read (too large, not a regular file, past the bytes read in all): what it uses is not known.
                unreadFiles = true
                continue
            }
            read += bytes.count
            digests += "\(path) \(fnv1aHash(bytes))\n"
            fileCount += 1
            let (declared, used) = Words.declarationsAndUses(in: bytes)
            declaredTypes.formUnion(declared)
            for word in used { namingFiles[word, default: 0] += 1 }
            usesRSwift = usesRSwift || Self.contains(bytes, "R.storyboard.") || Self.contains(bytes, "StoryboardScene.")
            // Most files show nothing and title nothing: a look at the bytes spares reading them.
            guard Self.needles.contains(where: { Self.contains(bytes, $0) }) else { continue }
            let swift = path.hasSuffix(".swift")
            var reader = CodeReader(tokens: CodeTokens(bytes, swift: swift).tokens, path: path, swift: swift)
            reader.read(budget: budget - visited)
            visited += reader.visited
            readers.append(reader)
            if let line = reader.stoppedAtLine {
                stoppedAt = Site(file: path, line: line)
                break
            }
        }
        if let root {
            for path in Self.files(under: [root], suffixes: [".storyboard"], inLocalizedFolders: true) where stoppedAt == nil {
                guard let bytes = contents[path] ?? Self.read(path, maximumSize: Self.maximumWordFileSize) else { continue }
                referencedScenes.formUnion(Self.referencedIdentifiers(in: bytes))
            }
            strings = Localizations(tables: Localizations.tables(under: root), boundary: ConfigurationBoundary(configuration: root + "/"))
            digests += "strings \(strings.digest)\n"
        }
        digest = fnv1aHash(Array(digests.utf8))
        CodeReader.resolve(readers, into: &self)
    }

    static let needles = ["beginSheet", "runModal", "beginModalSession", "present", "title", "NibName", "nibName", "Navigation", "push", "show", "canCollapse",
                          "@interface", "IBOutlet"]

    // MARK: Questions the mapping asks

    /// Where code runs the window an outlet of `owner` (a class, or the File's Owner of the nib
    /// `nib`) leads to as a sheet or modal window.
    /// `sheet` is false for a window run modal to the app, with a title bar of its own.
    func modalWindow(ownerClass: String?, nib: String?, property: String) -> (site: Site, sheet: Bool)? {
        var owners: [Value] = []
        if let ownerClass { owners.append(.type(ownerClass)) }
        if let nib {
            owners.append(.nib(nib))
            owners += (nibClasses[nib] ?? []).sorted().map { .type($0) }
        }
        return owners.lazy.compactMap { owner -> (site: Site, sheet: Bool)? in
            let outlet = Outlet(owner: owner, property: property)
            return self.modalWindows[outlet].map { ($0, !self.appModalWindows.contains(outlet)) }
        }.first
    }

    /// Where AppKit code shows a view controller (by class or storyboard identifier) as a sheet,
    /// modal window or popover.
    func modalController(className: String?, storyboardID: String?) -> Site? {
        [className.map(Value.type), storyboardID.map(Value.storyboardID)].compactMap { $0.flatMap { modalControllers[$0] } }.first
    }

    /// Where UIKit code presents a view controller that code never puts in a navigation controller.
    public func presentedBare(className: String?, storyboardID: String?) -> Site? {
        let values = [className.map(Value.type), storyboardID.map(Value.storyboardID)].compactMap { $0 }
        guard !values.contains(where: navigated.contains) else { return nil }
        // A class that presents itself over the screen below is presented as it is: an alert or
        // a dialog of the app's own, which draws its title itself.
        return values.compactMap { presented[$0] }.first ?? className.flatMap { name in inClassOrSuperclasses(of: name) { overlays[$0] } }
    }

    /// Whether code pushes a view controller or puts it in a navigation controller.
    func isNavigated(className: String?, storyboardID: String?) -> Bool {
        [className.map(Value.type), storyboardID.map(Value.storyboardID)].contains { $0.map(navigated.contains) == true }
    }

    /// Whether the code could show a storyboard scene of this class or identifier: code uses the
    /// class (a class no file declares is not known, so taken as used), or the identifier, or
    /// another storyboard references it; also when the identifier is no word a search can find.
    /// True when the code was not read to its end, or a file of it not at all.
    func names(sceneClass className: String?, storyboardID: String?) -> Bool {
        guard fileCount > 0, stoppedAt == nil, !unreadFiles else { return true }
        if let className, !declaredTypes.contains(className) || namingFiles[className] != nil { return true }
        guard let storyboardID else { return false }
        if !storyboardID.utf8.allSatisfy(Words.isIdentifier) || referencedScenes.contains(storyboardID) { return true }
        // R.swift and SwiftGen name a scene by its identifier with the first letter lowered (`R.storyboard.main.inboxViewController()`),
        // in a project whose code uses it; elsewhere the lowered word is a coincidence (`addWidget` is no use
        // of the scene `AddWidget`).
        let lowered = storyboardID.prefix(1).lowercased() + storyboardID.dropFirst()
        return namingFiles[storyboardID] != nil || usesRSwift && namingFiles[lowered] != nil
    }

    /// Whether a code file of the project declares a class: the storyboard belongs to this code.
    func declares(_ className: String) -> Bool {
        declaredTypes.contains(className)
    }

    /// The identifiers of the scenes a storyboard's references name (`referencedIdentifier="Inbox"`).
    static func referencedIdentifiers(in bytes: [UInt8]) -> Set<String> {
        let needle = Array("referencedIdentifier=\"".utf8)
        var found = Set<String>()
        var index = 0
        while index + needle.count <= bytes.count {
            guard bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) else { index += 1; continue }
            index += needle.count
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
            found.insert(String(decoding: bytes[start..<index], as: UTF8.self))
        }
        return found
    }

    /// Where a class, or a class it inherits from, sets its own title.
    func titleSite(ofClass name: String) -> Site? {
        inClassOrSuperclasses(of: name) { titles[$0] }
    }

    /// Where a class, or a class it inherits from, hides its window's title.
    func hiddenTitleSite(ofClass name: String) -> Site? {
        inClassOrSuperclasses(of: name) { hiddenTitles[$0] }
    }

    /// The names each of a class's (or a class it inherits from) settings of a side's bar items
    /// writes them with; nil when its code sets none.
    func barItemNames(ofClass name: String, side: String) -> [Set<String>]? {
        inClassOrSuperclasses(of: name) { barItemNames[$0]?[side] }
    }

    /// Where a class, or a class it inherits from, keeps a split view item from collapsing.
    func fixedSidebarSite(ofClass name: String) -> Site? {
        inClassOrSuperclasses(of: name) { fixedSidebars[$0] }
    }

    /// Where a class, or a class it inherits from, declares an outlet.
    func outletDeclaration(_ property: String, ofClass name: String) -> SourceAnchor? {
        inClassOrSuperclasses(of: name, levels: 8) { outlets[$0]?[property] }
    }

    /// What `lookup` finds for a class or the nearest class it inherits from, at most `levels` classes up.
    private func inClassOrSuperclasses<T>(of name: String, levels: Int = 16, _ lookup: (String) -> T?) -> T? {
        var current: String? = name
        var seen = Set<String>()
        while let type = current, seen.insert(type).inserted, seen.count <= levels {
            if let found = lookup(type) { return found }
            current = superclasses[type]
        }
        return nil
    }

    // MARK: Finding the code

    /// The folder whose code serves an Interface Builder file: its project's or repository's
    /// (`ProjectFolder.root(of:)`), else its own, whichever other files a run holds; nil for a
    /// buffer with no file behind it (standard input, a test's made-up name).
    public static func root(of file: String) -> String? {
        let absolute = FileSystemPath.absolute(file, from: FileManager.default.currentDirectoryPath)
        guard FileManager.default.fileExists(atPath: absolute) else { return nil }
        return root(ofFolder: FileSystemPath.parent(of: absolute))
    }

    /// The folder whose code serves the Interface Builder files of an absolute `folder`.
    static func root(ofFolder folder: String) -> String {
        ProjectFolder.root(of: folder) ?? folder
    }

    /// The code of the projects a run's Interface Builder files belong to, read once a project.
    struct Projects: Sendable {
        /// The code by project folder, and each file's project folder by its absolute path.
        private var code: [String: InterfaceBuilderCode] = [:]
        private var roots: [String: String] = [:]

        init(serving files: [String], contents: [String: [UInt8]]) {
            let here = FileManager.default.currentDirectoryPath
            var folders: [String: String] = [:]
            for file in files where FileManager.default.fileExists(atPath: file) {
                let absolute = FileSystemPath.absolute(file, from: here)
                let folder = FileSystemPath.parent(of: absolute)
                let root = folders[folder] ?? InterfaceBuilderCode.root(ofFolder: folder)
                folders[folder] = root
                roots[absolute] = root
                if code[root] == nil { code[root] = InterfaceBuilderCode(root: root, contents: contents) }
            }
        }

        /// The code of the project `path` belongs to, when the run read it.
        func code(for path: String) -> InterfaceBuilderCode? {
            (roots[FileSystemPath.absolute(path, from: FileManager.default.currentDirectoryPath)] ?? InterfaceBuilderCode.root(of: path)).flatMap { code[$0] }
        }
    }

    static let skippedFolders: Set<String> = ["build", "Build", "DerivedData", "Pods", "Carthage", "node_modules", "Tests", "UITests"]
    static let suffixes = [".m", ".mm", ".h", ".swift"]

    static func codeFiles(under roots: [String]) -> [String] {
        files(under: roots, suffixes: suffixes, inLocalizedFolders: false)
    }

    /// The files under `roots` whose names end in one of `suffixes`, outside build, dependency
    /// and test folders; in `.lproj` folders too when asked (where storyboards and xibs sit).
    static func files(under roots: [String], suffixes: [String], inLocalizedFolders: Bool) -> [String] {
        var found: [String] = []
        var seen = 0
        for root in roots where root != "/" {
            guard let walk = FileManager.default.enumerator(atPath: root) else { continue }
            while let relative = walk.nextObject() as? String, found.count < maximumFiles, seen < maximumEntries {
                seen += 1
                let name = relative.split(separator: "/").last.map(String.init) ?? relative
                if name.hasPrefix(".") || skippedFolders.contains(name) || FileDiscovery.skipsDirectory(named: name) || name.hasSuffix("Tests") || name.hasSuffix(".xcodeproj")
                    || name.hasSuffix(".xcassets") || !inLocalizedFolders && name.hasSuffix(".lproj") {
                    walk.skipDescendants()
                    continue
                }
                if suffixes.contains(where: name.hasSuffix) { found.append(root + "/" + relative) }
            }
        }
        return found.sorted()
    }

    /// The most bytes of one file, and of a project's files in all, `namesOutsideSwift` reads.
    static let maximumWordFileSize = 16 << 20
    static let maximumWordBytes = 256 << 20

    /// The words of the storyboards, xibs and Objective-C files of the project a file belongs to
    /// (`customClass="InboxViewController"`, `[[InboxViewController alloc] init]`): the names they
    /// use of the Swift code's classes, which a search of the Swift code alone does not see. nil
    /// when the file has no project folder or the project holds more of them than are read.
    public static func namesOutsideSwift(forProjectOf file: String) -> Set<String>? {
        guard let root = root(of: file) else { return nil }
        let files = files(under: [root], suffixes: [".storyboard", ".xib", ".m", ".mm", ".h"], inLocalizedFolders: true)
        guard files.count < maximumFiles else { return nil }
        var words = Set<String>(), total = 0
        var code: InterfaceBuilderCode?
        for path in files {
            // Through a link to the file it names; anything but a regular file (a FIFO would block the read) is not read.
            guard let bytes = read(URL(fileURLWithPath: path).resolvingSymlinksInPath().path, maximumSize: maximumWordFileSize) else { return nil }
            total += bytes.count
            guard total <= maximumWordBytes else { return nil }
            var named = Words.identifiers(in: bytes)
            if path.hasSuffix(".xib") { named.subtract(ownerOnlyClasses(inXib: bytes)) }
            if path.hasSuffix(".storyboard") {
                // A class only a scene nothing shows names is not used by the storyboard.
                if code == nil { code = InterfaceBuilderCode(root: root) }
                named.subtract(unreachedClasses(inStoryboard: bytes, path: path, code: code!))
            }
            words.formUnion(named)
        }
        return words
    }

    /// Whether an Objective-C `main.m` of the project at `root` (not of a project inside it) starts
    /// an app (`UIApplicationMain(…)`, `NSApplicationMain(…)`).
    public static func startsAppOutsideSwift(root: String) -> Bool {
        files(under: [root], suffixes: ["main.m", "main.mm"], inLocalizedFolders: false).contains { path in
            guard ["main.m", "main.mm"].contains(path.split(separator: "/").last.map(String.init) ?? ""),
                  self.root(ofFolder: FileSystemPath.parent(of: path)) == root, let bytes = read(path) else { return false }
            return ["UIApplicationMain(", "NSApplicationMain("].contains { contains(bytes, $0) }
        }
    }

    /// The class a xib names only as its File's Owner (`<placeholder placeholderIdentifier="IBFilesOwner"
    /// customClass="InboxViewController">`): the object that loads the xib, made by code, not by it.
    static func ownerOnlyClasses(inXib bytes: [UInt8]) -> Set<String> {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let owner = text.range(of: "placeholderIdentifier=\"IBFilesOwner\""),
              let tagStart = text[..<owner.lowerBound].lastIndex(of: "<"), let tagEnd = text[owner.upperBound...].firstIndex(of: ">"),
              let attribute = text[tagStart..<tagEnd].range(of: "customClass=\"") else { return [] }
        let name = text[attribute.upperBound...].prefix { $0 != "\"" }
        guard !name.isEmpty else { return [] }
        // Named once in the file, as the owner: no object of the xib is of that class.
        var count = 0, searched = text[...]
        while let found = searched.range(of: "\"\(name)\"") { count += 1; searched = searched[found.upperBound...] }
        return count == 1 ? [String(name)] : []
    }

    /// The classes of a storyboard's scenes nothing shows (`InterfaceBuilderMapping.unreachedScenes`)
    /// that no scene it shows has too.
    static func unreachedClasses(inStoryboard bytes: [UInt8], path: String, code: InterfaceBuilderCode) -> Set<String> {
        guard let document = try? InterfaceBuilderDocument.read(SourceText(path: path, bytes: bytes)) else { return [] }
        let mapping = InterfaceBuilderMapping(document: document, code: code)
        let unreached = mapping.unreachedScenes()
        guard !unreached.isEmpty else { return [] }
        var classes: (unreached: Set<String>, reached: Set<String>) = ([], [])
        document.root.forEachDescendant { element in
            guard let name = element["customClass"] else { return }
            let scene = mapping.topLevelObject(containing: element)
            if let id = scene.id, unreached.contains(id) { classes.unreached.insert(name) } else { classes.reached.insert(name) }
        }
        return classes.unreached.subtracting(classes.reached)
    }

    /// A regular file's bytes, when it has at most `maximumSize` of them.
    static func read(_ path: String, maximumSize: Int = maximumFileSize) -> [UInt8]? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? Int, size <= maximumSize,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }

    static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
        InterfaceBuilderMainMenu.Catalog.contains(bytes[...], needle)
    }
}

