import HIGLint
import SwiftSyntax

extension SwiftTypeIndex {
    /// The indexed files, besides `files`, whose descriptions may hold code of `files`, so that a
    /// run over some of an app's files finds every finding the whole app's run finds in them: a
    /// file that names a type one of them declares or extends (a view, a toolbar's content), or a
    /// member one of them adds to a type of another module (`extension View { func appToolbar() }`),
    /// and so on up to the screens; and, when they give a Mac app's menu bar, every file of that
    /// app (its windows' toolbars are checked against the menu bar); and the files that declare the
    /// types they name, which read the code those are given. A name is matched as a word
    /// anywhere in a file's text (`words(in:)`): a file that only mentions it costs its lint, nothing more.
    func reaching(_ files: [String]) -> [String] {
        var reached = Set(files)
        var declaring = Dictionary(grouping: types.values.joined(), by: { $0.file.path })
        var words: [String: Set<String>] = [:]
        // The files that declare the types they use read what those give them (a wrapper view's
        // `sidebar:` content is read where the wrapper is declared).
        var found = Set(files.flatMap { file in
            (self.files[file].map { Self.words(in: $0.bytes) } ?? []).flatMap { types[$0] ?? [] }.map(\.file.path)
        }).subtracting(reached).sorted()
        reached.formUnion(found)
        var frontier = files
        var searched = Set<String>()
        while !frontier.isEmpty {
            var names = Set<String>()
            for file in frontier {
                // A file without chrome (a tab's values) is not indexed: the types it declares, as the text says.
                if self.files[file] == nil, let bytes = try? readBytes(file, maximumFileSize: SwiftFrontEnd.maximumParsedSize).get() {
                    names.formUnion(Self.typeNamesDeclared(in: bytes))
                }
                for declaration in declaring.removeValue(forKey: file) ?? [] {
                    if declaration.declaration.is(ExtensionDeclSyntax.self) && !declaredNames.contains(declaration.name) {
                        names.formUnion(declaration.members.keys)
                        names.formUnion(declaration.functions.keys.map { key in String(key.prefix { $0 != "(" }) })
                    } else {
                        names.insert(declaration.name)
                    }
                }
            }
            names.subtract(searched)
            searched.formUnion(names)
            var next = menuBarUsers(of: frontier).filter { reached.insert($0).inserted }
            if !names.isEmpty {
                for (path, file) in self.files.sorted(by: { $0.key < $1.key }) where !reached.contains(path) {
                    // Each file's words are read once, when first needed: a run over the whole app needs none.
                    if words[path] == nil { words[path] = Self.words(in: file.bytes) }
                    guard !words[path]!.isDisjoint(with: names) else { continue }
                    reached.insert(path)
                    next.append(path)
                }
            }
            found += next
            frontier = next
        }
        return found.sorted()
    }

    /// The files of each project whose Mac menu bar holds code of `files`.
    private func menuBarUsers(of files: [String]) -> [String] {
        let given = Set(files)
        var users: [String] = []
        for (project, bar) in macMenuBars where !Self.files(in: bar.node).isDisjoint(with: given) {
            users += projects.filter { $0.value == project && self.files[$0.key] != nil }.map(\.key).sorted()
        }
        return users
    }

    /// The files a document's anchors are in.
    private static func files(in node: DocumentNode) -> Set<String> {
        var found: Set<String> = [node.anchor.file]
        switch node.content {
        case .object(let members): for member in members { found.formUnion(files(in: member.value)) }
        case .array(let items): for item in items { found.formUnion(files(in: item)) }
        default: break
        }
        return found
    }

    /// The identifiers and keywords a file's text holds, comments and strings included.
    static func words(in bytes: [UInt8]) -> Set<String> {
        Words.identifiers(in: bytes)
    }
}
