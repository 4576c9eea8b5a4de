import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The toolbar items one Mac storyboard or xib declares with identifiers of their own, by identifier.
public struct IdentifiedToolbarItems: Sendable {
    public let file: String
    /// A hash of the file's bytes, for result caches of the code files that place its items.
    public let digest: UInt64
    let items: [String: DocumentNode]
}

/// The main menu of one Interface Builder file of a run (usually `MainMenu.xib`) and the app's
/// name it gives, for the windows of the run's other files: a Mac app's menu bar lives in one file
/// and its windows in others, and the menu-bar rules need both.
public struct InterfaceBuilderMainMenu: Sendable {
    /// The file the menu is in.
    public let file: String
    /// Decoded once, for every description it serves.
    public let menuBar: MenuBar
    let appName: String?
    /// The Swift modules the file's classes name (`customModule`).
    let modules: Set<String>
    /// A hash of the file's bytes, for result caches of the files it serves.
    public internal(set) var digest: UInt64 = 0

    /// Whether the menu belongs to the same app as a document: two files whose classes name
    /// Swift modules, none of them shared, are two apps (a run over several apps' files).
    func serves(_ document: InterfaceBuilderDocument) -> Bool {
        let theirs = Self.modules(of: document)
        return modules.isEmpty || theirs.isEmpty || !modules.isDisjoint(with: theirs)
    }

    static func modules(of document: InterfaceBuilderDocument) -> Set<String> {
        var modules = Set<String>()
        document.root.forEachDescendant { if let module = $0["customModule"] { modules.insert(module) } }
        return modules
    }

    /// The main menus of a run's files, each serving the files nearest to it.
    public struct Catalog: Sendable {
        let menus: [InterfaceBuilderMainMenu]
        /// The toolbar items each file declares with an identifier of its own (`explicitItemIdentifier`),
        /// which an `NSToolbarDelegate`'s code may place by that identifier.
        let toolbarItems: [IdentifiedToolbarItems]

        /// Reads the main menu of every storyboard or xib in `files` that has one (and, when asked,
        /// the toolbar items it declares by identifier). A file that cannot be read is skipped
        /// here; linting it reports why.
        init(menus: [InterfaceBuilderMainMenu], toolbarItems: [IdentifiedToolbarItems] = []) {
            self.menus = menus
            self.toolbarItems = toolbarItems
        }

        /// `minimumFiles`: a menu serves only the other files of a run, so storyboards and xibs
        /// linted alone need no second read; another format's files (Swift) are served by one.
        public init(files: [String], maximumFileSize: Int = DescriptionLoader.defaultMaximumFileSize, minimumFiles: Int = 2, toolbarItems: Bool = false) {
            let candidates = files.filter(InterfaceBuilderImporter.handles)
            var menus: [InterfaceBuilderMainMenu] = [], items: [IdentifiedToolbarItems] = []
            for file in candidates where candidates.count >= minimumFiles {
                // The root element, near the start, names the runtime: most files are skipped there.
                guard let bytes = try? DescriptionLoader.readFile(file, maximumSize: maximumFileSize), Self.contains(bytes.prefix(1024), "MacOSX.Cocoa") else { continue }
                let hasMenu = Self.contains(bytes[...], #"systemMenu="main""#), hasItems = toolbarItems && Self.contains(bytes[...], "explicitItemIdentifier=")
                guard hasMenu || hasItems, let document = try? InterfaceBuilderDocument.read(SourceText(path: file, bytes: bytes)),
                      document.root["targetRuntime"] == "MacOSX.Cocoa" else { continue }
                var mapping = InterfaceBuilderMapping(document: document)
                if hasItems, case let found = mapping.identifiedToolbarItems(), !found.isEmpty {
                    items.append(IdentifiedToolbarItems(file: file, digest: fnv1aHash(bytes), items: found))
                }
                var decoder = ShapeDecoder(syntax: .json)
                guard hasMenu, let mainMenu = mapping.mainMenu(), let menuBar = decoder.decodeObject(mapping.menuBar(mainMenu), as: MenuBar.shape) else { continue }
                var appName: String?
                if case .string(let name)? = mapping.appName(inMainMenu: mainMenu)?.content { appName = name }
                menus.append(InterfaceBuilderMainMenu(file: file, menuBar: MenuBar(menuBar), appName: appName, modules: modules(of: document),
                                                      digest: fnv1aHash(bytes)))
            }
            self.init(menus: menus, toolbarItems: items)
        }

        /// The main menus of the storyboards and xibs in the projects the code files sit in, for
        /// the windows an AppKit app's code gives a toolbar: its menu bar is `MainMenu.xib` or its
        /// main storyboard, not code.
        public init(nearCodeFiles files: [String], maximumFileSize: Int = DescriptionLoader.defaultMaximumFileSize) {
            let found = InterfaceBuilderCode.files(under: Self.roots(of: files), suffixes: [".xib", ".storyboard"], inLocalizedFolders: true)
            self.init(files: found, maximumFileSize: maximumFileSize, minimumFiles: 1, toolbarItems: true)
        }

        /// The folder holding an `.xcodeproj` or `.xcworkspace` above each file (or, without one,
        /// the folder all the files share).
        static func roots(of files: [String]) -> [String] {
            let manager = FileManager.default
            // A buffer with no file behind it (standard input, a test's made-up name) has no project.
            let absolute = files.map { $0.hasPrefix("/") ? $0 : manager.currentDirectoryPath + "/" + $0 }.filter { manager.fileExists(atPath: $0) }
            let folders = absolute.map { Array($0.split(separator: "/").dropLast().map(String.init)) }
            guard let first = folders.first else { return [] }
            let shared = folders.dropFirst().reduce(first) { common, next in Array(zip(common, next).prefix { $0 == $1 }.map(\.0)) }
            var roots = Set<String>()
            for folder in Set(folders) {
                var found: String?
                // A project's files sit a few folders below it at most.
                for depth in stride(from: folder.count, through: max(folder.count - 8, 1), by: -1) {
                    let path = "/" + folder.prefix(depth).joined(separator: "/")
                    let entries = (try? manager.contentsOfDirectory(atPath: path)) ?? []
                    if entries.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) { found = path; break }
                }
                roots.insert(found ?? "/" + shared.joined(separator: "/"))
            }
            // A root inside another is searched with it.
            return roots.sorted().filter { root in !roots.contains { $0 != root && root.hasPrefix($0 == "/" ? "/" : $0 + "/") } }
        }

        /// The menu for a file: the one whose folder shares the longest leading part of the file's
        /// path; none when two menus share as much (two apps in one run), or for the menu's own file.
        public func menu(for file: String) -> InterfaceBuilderMainMenu? {
            let folder = Self.folders(of: file)
            let ranked = menus.map { menu in (menu, zip(Self.folders(of: menu.file), folder).prefix { $0 == $1 }.count) }
            guard let best = ranked.max(by: { $0.1 < $1.1 }), ranked.filter({ $0.1 == best.1 }).count == 1,
                  best.0.file != file else { return nil }
            return best.0
        }

        /// The files that declare toolbar items by identifier, each with its bytes' hash.
        public var toolbarItemFiles: [(file: String, digest: UInt64)] { toolbarItems.map { ($0.file, $0.digest) } }

        /// The toolbar item a storyboard or xib near `file` declares with this identifier (the
        /// nearest file's, as for menus), for a delegate's code that places it by its identifier.
        public func toolbarItem(_ identifier: String, for file: String) -> (item: DocumentNode, source: IdentifiedToolbarItems)? {
            let folder = Self.folders(of: file)
            let ranked = toolbarItems.compactMap { found in
                found.items[identifier].map { ($0, found, zip(Self.folders(of: found.file), folder).prefix { $0 == $1 }.count) }
            }
            guard let best = ranked.max(by: { $0.2 < $1.2 }) else { return nil }
            // Copies of one file for each language (`Base.lproj/`, `de.lproj/`): the base one, else the English one.
            let nearest = ranked.filter { $0.2 == best.2 }
            let chosen = nearest.count == 1 ? nearest.first : ["/Base.lproj/", "/en.lproj/"].lazy.compactMap { folder in
                nearest.count { $0.1.file.contains(folder) } == 1 ? nearest.first { $0.1.file.contains(folder) } : nil
            }.first
            return chosen.map { ($0.0, $0.1) }
        }

        /// Whether the bytes hold the text: `memchr` to each candidate first byte and `memcmp`,
        /// since a generic search over a large xib costs more than the rest of the look-up.
        static func contains(_ bytes: ArraySlice<UInt8>, _ text: String) -> Bool {
            let needle = Array(text.utf8)
            return bytes.withUnsafeBytes { haystack in
                guard let base = haystack.baseAddress, needle.count <= haystack.count else { return false }
                var offset = 0
                while offset + needle.count <= haystack.count,
                      let hit = memchr(base + offset, Int32(needle[0]), haystack.count - offset - needle.count + 1) {
                    if memcmp(hit, needle, needle.count) == 0 { return true }
                    offset = base.distance(to: UnsafeRawPointer(hit)) + 1
                }
                return false
            }
        }

        private static func folders(of path: String) -> [Substring] {
            path.split(separator: "/").dropLast()
        }
    }
}
