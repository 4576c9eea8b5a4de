import HIGLint
import SwiftSyntax

/// The SwiftUI views no shipped code shows: a view struct that nothing names but Xcode previews,
/// code under an `#if` no release build takes (`#if DEBUG`, a custom flag), its own code, or other
/// views that are themselves never shown. Their chrome is read and checked like any other, but a
/// finding there is one for a person to judge (`Description.unseen`): a developer's screen,
/// dead code, or a view shown in a way a word search cannot see.
///
/// A name counts as a use wherever it appears as a word: a call, `X.init`, a type annotation, a
/// generic argument, in any type that is not such a view (a controller, a router, an
/// `extension View`, top-level code) and in every file of the app the index did not parse (a file
/// without chrome is searched as words). View structs can be unshown, and the app's view and
/// window controller classes when the storyboards, xibs and Objective-C files of their project
/// (which make and name classes too) could be searched as words; a class named in a string
/// (`NSClassFromString("App.Inbox")`, a storyboard identifier) is used.
struct UnshippedViews: Sendable {
    /// Words that name a developer's screen (`InternalSettingsView`, `DebugMenuController`, an
    /// `Internal/` folder): a screen an app keeps behind a hidden gesture, a toggle or a build
    /// flag, which people may never see; or a stand-in for the real thing (`MockScreens`, a
    /// `Mock/` folder), kept for previews, tests and a developer's gallery. ("Secret" and
    /// "Developer" name screens people use: a client secret, a developer tool's settings.)
    static let developerWords: Set<String> = ["debug", "internal", "mock", "mocks"]

    /// Why a screen may be a developer's: the word its type's name, its file's name or the folder
    /// the file is in has; nil when none has one.
    static func developerReason(type: String?, path: String) -> String? {
        let folders = path.split(separator: "/").suffix(2).map { String($0.split(separator: ".").first ?? $0) }
        for name in [type?.split(separator: ".").last.map(String.init)].compactMap({ $0 }) + folders.reversed() {
            if let word = developerWord(in: name, words: developerWords) {
                return "its name says it is a developer's screen (\"\(name)\": \(word)), which people may never see"
            }
        }
        return nil
    }

    /// The word (one of `words`) or the two words (`developerPhrases`) by which a name says it is a developer's; nil when none.
    static func developerWord(in name: String, words developer: Set<String>) -> String? {
        let words = nameWords(name)
        return words.first(where: developer.contains)
            ?? zip(words, words.dropFirst()).first(where: { developerPhrases.first.contains($0) && developerPhrases.second.contains($1) }).map({ "\($0) \($1)" })
    }

    /// Two words that together name a developer's screen (`SettingsDevModeController`, `DeveloperMenuView`,
    /// `QA Features/`), where either alone names screens people use (a developer tool's settings, a
    /// menu, a Q&A screen's `QAView`).
    static let developerPhrases: (first: Set<String>, second: Set<String>) =
        (["dev", "developer", "qa"], ["mode", "menu", "options", "features", "tools", "settings", "build"])

    /// A name's words, lowercased: `InternalSettingsView` is internal, settings, view; `debug_menu` is debug, menu;
    /// `QAFeaturesView` is qa, features, view.
    static func nameWords(_ name: String) -> [String] {
        var words: [String] = [], current = ""
        var previous: Character?
        let characters = Array(name)
        for (offset, character) in characters.enumerated() {
            // An acronym's plural (`URLsView`, `QAs`) is one word.
            let plural = character == "s" && previous?.isUppercase == true && current.count > 1
                && (offset + 1 == characters.count || characters[offset + 1].isUppercase || !(characters[offset + 1].isLetter || characters[offset + 1].isNumber))
            if plural {
                current.append(character)
                previous = character
                continue
            }
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                words.append(current)
                current = String(character)
            } else if character.isLowercase, let previous, previous.isUppercase, current.count > 1,
                      current.dropLast().last?.isUppercase == true {
                // An acronym ends where a capitalised word begins: `QAFeatures` is qa, features.
                words.append(String(current.dropLast()))
                current = String(previous) + String(character)
            } else {
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// For each view nothing ships shows, why, in words ("only previews name it").
    private(set) var reasons: [String: String] = [:]

    /// What the index does not parse but a use may be in: the words of the app's other Swift
    /// files, and whether the index's files hold an app's entry point at all (without one, the
    /// run is not a whole app, and nothing can be said to be unshown).
    struct Outside: Sendable {
        var words = Set<String>()
        /// The words of those files' code that belongs to no type of the app: top-level code,
        /// extensions of other modules' types, a file that could not be read as Swift. A name
        /// here is used by code that runs whenever the app does.
        var rootWords = Set<String>()
        /// The rest of their code, by the type of the app it belongs to (its declaration and
        /// extensions): used only if that type is.
        var owners: [String: Owner] = [:]
        var hasEntryPoint = false
        /// A file of the app that could not be read: its uses are unknown, so nothing is said.
        var unread = false

        /// A type's code in the files the index does not parse.
        struct Owner: Sendable {
            /// Declared there (not only extended), as a class.
            var declared = false, isClass = false
            /// `private` or `fileprivate`: its file's own, which this reading does not tell apart.
            var fileScoped = false
            /// The names its declaration and extensions inherit from or conform to, and its attributes' names.
            var inherits = Set<String>(), attributes = Set<String>()
            /// The identifiers (and the words of string literals) of its code.
            var words = Set<String>()
            var paths = Set<String>()

            mutating func merge(_ other: Owner) {
                declared = declared || other.declared
                isClass = isClass || other.isClass
                fileScoped = fileScoped || other.fileScoped
                inherits.formUnion(other.inherits)
                attributes.formUnion(other.attributes)
                words.formUnion(other.words)
                paths.formUnion(other.paths)
            }
        }

        mutating func add(path: String, bytes: [UInt8]?, parsed: Bool) {
            guard let bytes else { unread = true; return }
            if !hasEntryPoint { hasEntryPoint = Self.holdsEntryPoint(path: path, bytes: bytes) }
            guard !parsed else { return }
            let all = SwiftTypeIndex.words(in: bytes)
            words.formUnion(all)
            guard !all.isDisjoint(with: Self.typeKeywords), let (root, found) = Self.owners(in: bytes, path: path) else {
                rootWords.formUnion(all)
                return
            }
            rootWords.formUnion(root)
            for (name, owner) in found { owners[name, default: Owner()].merge(owner) }
        }

        static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension"]

        /// A file's top-level code sorted, by a scan of its text (the file is not parsed): each
        /// type's declaration and each extension's code to the type (its attributes, what it
        /// inherits from, the words of its body, strings' words included), all else to the first
        /// set. Nil when the braces do not balance, outside comments and strings.
        static func owners(in bytes: [UInt8], path: String) -> (root: Set<String>, owners: [String: Owner])? {
            var root = Set<String>(), owners: [String: Owner] = [:]
            var header: [Piece] = []
            var depth = 0
            // The body being read at depth 1 and more: its owner's name, nil for code of no type.
            var body: String?
            var index = 0
            let count = bytes.count
            func at(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
            func add(_ word: String) {
                if depth == 0 { header.append(.word(word)) }
                else if let body { owners[body]!.words.insert(word) } else { root.insert(word) }
            }
            while index < count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "/") {
                    while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                }
                if byte == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "*") {
                    index = SwiftBrackets.endOfBlockComment(in: bytes, from: index)
                    continue
                }
                if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && (at(index + 1) == UInt8(ascii: "\"") || at(index + 1) == UInt8(ascii: "#"))) {
                    let end = Self.endOfLiteral(in: bytes, from: index)
                    // A string's words are its code's (a class made from its name), never a header's.
                    if depth > 0 { for word in Words.identifiers(in: Array(bytes[index..<min(end, count)])) { add(word) } }
                    index = max(end, index + 1)
                    continue
                }
                if Words.isIdentifier(byte) {
                    var end = index
                    while end < count && Words.isIdentifier(bytes[end]) { end += 1 }
                    // In code, `Inbox.Model()` names the type nested in the view, not the view.
                    let nests = depth > 0 && at(end) == UInt8(ascii: ".") && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(at(end + 1))
                    if !nests { add(String(decoding: bytes[index..<end], as: UTF8.self)) }
                    index = end
                    continue
                }
                switch byte {
                case UInt8(ascii: "{"):
                    if depth == 0 {
                        let (name, owner, rest) = Self.typeHeader(header, path: path)
                        root.formUnion(rest)
                        if let name {
                            owners[name, default: Owner()].merge(owner)
                            body = name
                        } else {
                            body = nil
                        }
                        header = []
                    }
                    depth += 1
                case UInt8(ascii: "}"):
                    depth -= 1
                    guard depth >= 0 else { return nil }
                    if depth == 0 { body = nil }
                default:
                    if depth == 0 && [UInt8(ascii: "@"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: ","), UInt8(ascii: "=")].contains(byte) {
                        header.append(.mark(byte))
                    }
                }
                index += 1
            }
            guard depth == 0 else { return nil }
            for case .word(let word) in header { root.insert(word) }
            return (root, owners)
        }

        /// The offset just after the string literal at `start` (`"…"`, `"""…"""`, raw `#"…"#`), with its
        /// interpolations (`"\(name.replacingOccurrences(of: "\"", with: ""))"`) and the literals in them; literals
        /// nested more than `maximumNesting` deep end the file (which then counts as used throughout).
        static func endOfLiteral(in bytes: [UInt8], from start: Int, nesting: Int = 0) -> Int {
            let count = bytes.count
            func at(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
            guard nesting < maximumNesting else { return count }
            var index = start, hashes = 0
            while at(index) == UInt8(ascii: "#") { hashes += 1; index += 1 }
            guard at(index) == UInt8(ascii: "\"") else { return start + max(hashes, 1) }
            let multiline = at(index + 1) == UInt8(ascii: "\"") && at(index + 2) == UInt8(ascii: "\"")
            let quotes = multiline ? 3 : 1
            index += quotes
            while index < count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    var next = index + 1, escapes = 0
                    while escapes < hashes && at(next) == UInt8(ascii: "#") { escapes += 1; next += 1 }
                    guard escapes == hashes else { index += 1; continue }
                    if at(next) == UInt8(ascii: "(") {
                        // An interpolation: code up to its closing parenthesis, literals in it skipped whole.
                        var parentheses = 0
                        index = next
                        while index < count {
                            let inner = bytes[index]
                            if inner == UInt8(ascii: "\"") || (inner == UInt8(ascii: "#") && (at(index + 1) == UInt8(ascii: "\"") || at(index + 1) == UInt8(ascii: "#"))) {
                                index = max(endOfLiteral(in: bytes, from: index, nesting: nesting + 1), index + 1)
                                continue
                            }
                            if inner == UInt8(ascii: "(") { parentheses += 1 }
                            if inner == UInt8(ascii: ")") { parentheses -= 1; if parentheses == 0 { index += 1; break } }
                            index += 1
                        }
                        continue
                    }
                    index = next + 1
                    continue
                }
                if byte == UInt8(ascii: "\n") && !multiline { return index }
                if byte == UInt8(ascii: "\"") {
                    var end = index, run = 0
                    while end < count && bytes[end] == UInt8(ascii: "\"") && run < quotes { run += 1; end += 1 }
                    var closing = 0
                    while closing < hashes && end < count && bytes[end] == UInt8(ascii: "#") { closing += 1; end += 1 }
                    if run == quotes && closing == hashes { return end }
                    index += 1
                    continue
                }
                index += 1
            }
            return index
        }

        /// The most string literals one nests in another's interpolation that the scan follows.
        static let maximumNesting = 16

        /// A word or a punctuation mark of a top-level header.
        private enum Piece { case word(String), mark(UInt8) }

        /// What a top-level header (`@main struct Journal: App`, `extension Inbox: Sendable where …`,
        /// `func make()`) declares: the type's name and what is known of it, and the header's other words.
        private static func typeHeader(_ header: [Piece], path: String) -> (String?, Owner, Set<String>) {
            func word(_ offset: Int) -> String? {
                guard offset >= 0, offset < header.count, case .word(let text) = header[offset] else { return nil }
                return text
            }
            func mark(_ offset: Int) -> UInt8? {
                guard offset >= 0, offset < header.count, case .mark(let byte) = header[offset] else { return nil }
                return byte
            }
            let words = header.compactMap { piece -> String? in if case .word(let text) = piece { return text }; return nil }
            guard let keyword = header.indices.last(where: { offset in
                word(offset).map(typeKeywords.contains) == true && word(offset + 1).map { !typeKeywords.contains($0) && !["func", "var", "let"].contains($0) } == true
            }) else { return (nil, Owner(), Set(words)) }
            var owner = Owner()
            owner.declared = word(keyword) != "extension"
            owner.isClass = word(keyword) == "class"
            owner.paths = [path]
            var rest = Set<String>()
            for offset in 0..<keyword {
                guard let text = word(offset) else { continue }
                rest.insert(text)
                if mark(offset - 1) == UInt8(ascii: "@") { owner.attributes.insert(text) }
                if owner.declared && ["private", "fileprivate"].contains(text) { owner.fileScoped = true }
            }
            // `extension Outer.Inner` extends `Inner`.
            var offset = keyword + 1
            var name = word(offset)!
            while mark(offset + 1) == UInt8(ascii: "."), let next = word(offset + 2) { name = next; offset += 2 }
            offset += 1
            // What it inherits from: each listed type's last name, outside generic arguments, up to `where`.
            var angles = 0, inheriting = false
            while offset < header.count {
                switch header[offset] {
                case .mark(let byte):
                    if byte == UInt8(ascii: "<") { angles += 1 } else if byte == UInt8(ascii: ">") { angles = max(0, angles - 1) }
                    else if byte == UInt8(ascii: ":") && angles == 0 { inheriting = true }
                case .word(let text):
                    owner.words.insert(text)
                    if text == "where" { inheriting = false }
                    if inheriting && angles == 0 && mark(offset + 1) != UInt8(ascii: ".") && !["any", "some"].contains(text) { owner.inherits.insert(text) }
                }
                offset += 1
            }
            return (name, owner, rest)
        }

        /// What another file's reading found, added to this.
        mutating func merge(_ other: Outside) {
            words.formUnion(other.words)
            rootWords.formUnion(other.rootWords)
            for (name, owner) in other.owners { owners[name, default: Owner()].merge(owner) }
            hasEntryPoint = hasEntryPoint || other.hasEntryPoint
            unread = unread || other.unread
        }

        /// `@main`, `UIApplicationMain`, `NSApplicationMain` or a `main.swift`: where an app starts.
        static func holdsEntryPoint(path: String, bytes: [UInt8]) -> Bool {
            path.hasSuffix("/main.swift") || path == "main.swift"
                || entryNeedles.contains { SwiftFrontEnd.contains(bytes, $0) }
        }

        private static let entryNeedles = ["@main", "UIApplicationMain", "NSApplicationMain"].map { Array($0.utf8) }
    }

    init() {}

    /// Why no shipped code shows a view, or nil when something does (or the run cannot tell).
    /// `path` is the file the view's code is in: a `private` view is its file's own.
    func reason(for view: String, in path: String) -> String? {
        reasons[Self.key(view, in: path, fileScoped: fileScoped)]
    }

    /// The views declared `private` or `fileprivate`, with the files that declare them: each file's
    /// is another view, which only that file can name (three files may each keep a private
    /// `EditNameView`, one of them shown).
    private var fileScoped: [String: Set<String>] = [:]

    /// What a view's name means in a file: the file's own private view, else the app's.
    private static func key(_ name: String, in path: String, fileScoped: [String: Set<String>]) -> String {
        fileScoped[name]?.contains(path) == true ? "\(name) in \(path)" : name
    }

    /// Whether an Objective-C `main.m` of a project of the app starts it (`UIApplicationMain(…)`), for
    /// an app whose Swift code holds no entry point: each folder's project looked up once.
    /// `startsApp` says it of a project's root (the index keeps what it found for its updates).
    static func entryPointOutsideSwift(_ files: some Collection<String>, startsApp: (String) -> Bool) -> Bool {
        var folders = Set<String>(), roots = Set<String>()
        for file in files.sorted() {
            guard folders.insert(FileSystemPath.parent(of: file)).inserted, let root = InterfaceBuilderCode.root(of: file), roots.insert(root).inserted else { continue }
            if startsApp(root) { return true }
        }
        return false
    }

    /// `namesOutsideSwift` gives the names a file's project's storyboards, xibs and Objective-C
    /// files use (`InterfaceBuilderCode.namesOutsideSwift(forProjectOf:)`), nil when not all could be read;
    /// `declared` is every type and protocol name the app's Swift files declare.
    init(types: [String: [TypeDeclaration]], files: [String: ParsedFile], outside: Outside, declared: Set<String> = [],
         namesOutsideSwift: (String) -> Set<String>?, startsApp: (String) -> Bool = InterfaceBuilderCode.startsAppOutsideSwift(root:)) {
        guard outside.hasEntryPoint || Self.entryPointOutsideSwift(files.keys, startsApp: startsApp), !outside.unread else { return }
        // The types whose code runs only if something names them, and the words of the code that runs anyway.
        let others = Self.othersNamingViews(types: types, outside: outside, declared: declared, namesOutsideSwift: namesOutsideSwift)
        // A developer's mock or debug type names views only as weakly as a preview does.
        // (By the type's name: an `Internal/` folder may hold the entry point of an app that ships.)
        let developers = Set(outside.owners.filter { Self.isDeveloperCode(type: $0.key, attributes: $0.value.attributes) }.keys)
        var rootWords = outside.rootWords
        for (name, owner) in outside.owners where !others.contains(name) && !developers.contains(name) { rootWords.formUnion(owner.words) }
        var candidates = Set<String>()
        for (name, declarations) in types {
            for declaration in declarations where Self.isViewStruct(declaration) {
                if Self.isFileScoped(declaration) {
                    fileScoped[name, default: []].insert(declaration.file.path)
                } else if !rootWords.contains(name) {
                    candidates.insert(name)
                }
            }
        }
        for (name, paths) in fileScoped { for path in paths { candidates.insert(Self.key(name, in: path, fileScoped: fileScoped)) } }
        let controllers = Self.unnamedControllers(types, rootWords: rootWords, namesOutsideSwift: namesOutsideSwift)
        candidates.formUnion(controllers)
        guard !candidates.isEmpty else { return }
        let screens = candidates
        candidates.formUnion(others.subtracting(rootWords))
        // A factory's or coordinator's function is a step of its own: what it names is shown only when shipped code calls it.
        let functions = Self.functionNodes(of: others.subtracting(rootWords), types: types)
        let functionKeys = Set(functions.values.flatMap { $0 })
        candidates.formUnion(functionKeys)
        let classes = controllers.union(candidates.filter { name in
            types[name]?.contains { $0.declaration.is(ClassDeclSyntax.self) } == true || outside.owners[name]?.isClass == true
        })
        let uses = Uses(candidates: candidates, fileScoped: fileScoped, classes: classes, functions: functions)
        uses.gated = screens.union(functionKeys)
        uses.allFiles = files
        uses.outsideWords = outside.words
        for path in files.keys.sorted() {
            guard let file = files[path], file.tooDeep == nil else { continue }
            uses.path = path
            uses.file = file
            // A file no shipped target builds (`Platforms.unshipped`) names views as weakly as a preview does.
            uses.walk(file.tree, weakly: Platforms.unshipped(path).map { _ in "code of a target that does not ship" })
        }
        // The code of the unparsed files: a candidate type's names its uses; the rest runs anyway.
        /// The candidates a set of words names: types by their names, functions by theirs.
        func named(by words: Set<String>) -> Set<String> {
            words.intersection(candidates).union(words.intersection(functions.keys).flatMap { functions[$0]! })
        }
        for (name, owner) in outside.owners {
            let named = named(by: owner.words).subtracting([name])
            if developers.contains(name) {
                for view in named { uses.weakly[view, default: []].insert(Self.developerCode) }
            } else if candidates.contains(name) {
                uses.byViews[name, default: []].formUnion(named)
            } else {
                uses.byOthers.formUnion(named)
            }
        }
        uses.byOthers.formUnion(named(by: rootWords))
        // From the code that ships and is not such a type, on through the types it names; a
        // function by its name only when its type is shown too (`start()` of a coordinator nothing makes
        // is not the `start()` another one's caller calls).
        var shown = Set<String>()
        var frontier: [String] = []
        var waiting: [String: [String]] = [:]
        /// The type of a function key, while that type is a candidate not shown (yet).
        func unshownOwner(_ name: String) -> String? {
            guard functionKeys.contains(name), let owner = name.split(separator: ".").first.map(String.init),
                  candidates.contains(owner), !shown.contains(owner) else { return nil }
            return owner
        }
        func reach(_ name: String) {
            if let owner = unshownOwner(name) {
                waiting[owner, default: []].append(name)
                return
            }
            guard shown.insert(name).inserted else { return }
            frontier.append(name)
            for function in waiting.removeValue(forKey: name) ?? [] { reach(function) }
        }
        for name in uses.byOthers { reach(name) }
        while let view = frontier.popLast() {
            for named in uses.byViews[view] ?? [] { reach(named) }
        }
        var namedBy: [String: Set<String>] = [:]
        for (user, named) in uses.byViews { for view in named where view != user { namedBy[view, default: []].insert(user) } }
        for view in candidates.subtracting(shown) {
            // (A function of a type nothing shows is named by its type: `LabelsCoordinator`, not `LabelsCoordinator.start`.)
            let users = Set((namedBy[view] ?? []).map { unshownOwner($0) ?? $0 }).map(Self.name).sorted()
            let name = Self.name(view)
            if !users.isEmpty {
                let named = users.prefix(2).map { "`\($0)`" }.joined(separator: " and ") + (users.count > 2 ? " and \(users.count - 2) more" : "")
                // (A function is called, a type shown.)
                let verb = users.allSatisfy(functionKeys.contains) ? "calls" : "shows"
                reasons[view] = "only \(named), which no shipped code \(verb), \(users.count == 1 ? "names" : "name") `\(name)`"
            } else if let weak = uses.weakly[view] {
                reasons[view] = "only \(weak.sorted().joined(separator: " and ")) \(weak.count == 1 && weak.first?.hasPrefix("code ") == true ? "names" : "name") `\(name)`"
            } else if name != view {
                reasons[view] = "nothing in its file names the private `\(name)`"
            } else if classes.contains(view) {
                reasons[view] = "no code, storyboard or xib of the app names `\(view)`"
            } else {
                reasons[view] = "no code of the app names `\(view)`"
            }
        }
    }

    /// The app's own types besides views and controllers (a coordinator, a router, a screen's
    /// factory) whose code runs only when other code names them: declared at the top level, not
    /// `private`, without an attribute the system or the Objective-C runtime starts it by (`@main`,
    /// `@objc`), inheriting and conforming only to the app's own types, views and controllers and
    /// plain value protocols (not `NSObject`, `App`, `UIApplicationDelegate`, `AppIntent`, `Widget`,
    /// which the system makes from a name in a property list or on its own), and for a class, not
    /// named by the project's storyboards, xibs and Objective-C files.
    static func othersNamingViews(types: [String: [TypeDeclaration]], outside: Outside, declared: Set<String>,
                                  namesOutsideSwift: (String) -> Set<String>?) -> Set<String> {
        guard !declared.isEmpty else { return [] }
        var found = Set<String>(), classes = Set<String>()
        var paths: [String: Set<String>] = [:]
        /// The app's own types each type inherits from or conforms to.
        var inheritedBy: [String: Set<String>] = [:]
        for name in Set(types.keys).union(outside.owners.keys) {
            var isDeclared = false, isClass = false, isPrivate = false, inherits = Set<String>(), attributes = Set<String>(), files = Set<String>()
            for declaration in types[name] ?? [] {
                guard declaration.parent == nil, let group = declaration.declaration.asProtocol(DeclGroupSyntax.self) else { continue }
                if !declaration.declaration.is(ExtensionDeclSyntax.self) {
                    isDeclared = true
                    isClass = isClass || declaration.declaration.is(ClassDeclSyntax.self)
                    isPrivate = isPrivate || group.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
                }
                inherits.formUnion(group.inheritanceClause?.inheritedTypes.map { typeName($0.type) } ?? [])
                attributes.formUnion(attributeNames(group.attributes))
                files.insert(declaration.file.path)
            }
            if isPrivate { continue }
            if let owner = outside.owners[name] {
                guard !owner.fileScoped else { continue }
                isDeclared = isDeclared || owner.declared
                isClass = isClass || owner.isClass
                inherits.formUnion(owner.inherits)
                attributes.formUnion(owner.attributes)
                files.formUnion(owner.paths)
            }
            if isDeclared && isClass { classes.insert(name) }
            inheritedBy[name] = inherits.filter(declared.contains)
            guard isDeclared, attributes.isDisjoint(with: systemAttributes),
                  inherits.allSatisfy({ declared.contains($0) || controllerBases.contains($0) || plainConformances.contains($0) }) else { continue }
            found.insert(name)
            if isClass { paths[name] = files }
        }
        // A storyboard, a xib or Objective-C code may make a class from its name (each folder's project looked up once).
        var roots: [String: String] = [:]
        var namedOutside: [String: Set<String>?] = [:]
        for (name, files) in paths {
            for file in files.sorted() {
                let folder = FileSystemPath.parent(of: file)
                if roots[folder] == nil { roots[folder] = InterfaceBuilderCode.root(of: file) ?? folder }
                let root = roots[folder]!
                if namedOutside[root] == nil { namedOutside[root] = .some(namesOutsideSwift(file)) }
                guard let names = namedOutside[root]!, !names.contains(name) else { found.remove(name); break }
            }
        }
        // A class that inherits from one of the app's own is made as that one is: only when both may be.
        var inheritsFromApp = inheritedBy
        while true {
            let removed = found.filter { name in (inheritsFromApp[name] ?? []).contains { classes.contains($0) && !found.contains($0) } }
            if removed.isEmpty { break }
            found.subtract(removed)
            for name in removed { inheritsFromApp[name] = nil }
        }
        return found
    }

    /// The functions of the app's own types besides views and controllers (`others`) that only a
    /// call by name runs: each type's member functions, by name, as "Type.name" keys; not an
    /// override, an `@objc` or Interface Builder action (the system calls those), `callAsFunction`,
    /// nor an operator.
    /// Only a type whose code no framework calls: not a class that inherits, through the app's own
    /// classes, from one of a framework's (a controller, whose delegate methods UIKit calls without a name).
    static func functionNodes(of others: Set<String>, types: [String: [TypeDeclaration]]) -> [String: Set<String>] {
        func frameworkSubclass(_ name: String) -> Bool {
            var current = name
            for _ in 0..<8 {
                guard let parent = types[current]?.lazy.compactMap(\.superclass).first else { return false }
                if types[parent] == nil { return !plainConformances.contains(parent) }
                current = parent
            }
            return true
        }
        var found: [String: Set<String>] = [:]
        for name in others where !frameworkSubclass(name) {
            for declaration in types[name] ?? [] {
                guard let members = declaration.declaration.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { continue }
                for item in members {
                    guard let function = item.decl.as(FunctionDeclSyntax.self), case .identifier(let functionName) = function.name.tokenKind,
                          functionName != "callAsFunction", !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
                          attributeNames(function.attributes).isDisjoint(with: calledBySystem) else { continue }
                    found[functionName, default: []].insert(functionKey(type: name, function: functionName))
                }
            }
        }
        // A name many types declare (`load()`, `start()`) tells no call apart: their code stays their types'
        // (and each use of it would record every one of them, a cost that grows with the square of the app).
        return found.filter { $0.value.count <= maximumTypesPerFunctionName }
    }

    /// The most types that may declare a function's name for it to be a step of its own.
    static let maximumTypesPerFunctionName = 2

    /// Attributes of a function the system or the Objective-C runtime calls by a selector.
    static let calledBySystem: Set<String> = ["objc", "IBAction", "IBSegueAction", "NSManaged"]

    /// A function's key among the candidates: `ViewControllerFactory.makeSettings`.
    static func functionKey(type: String, function: String) -> String { "\(type).\(function)" }

    /// Attributes by which the system or the Objective-C runtime makes a type without Swift code
    /// naming it (`@objc(Inbox)` renames it for Objective-C code; `@objcMembers` does not, and the
    /// Objective-C files are searched for the name).
    static let systemAttributes: Set<String> = entryAttributes.union(["objc"])

    /// Attributes of the type an app starts with.
    static let entryAttributes: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]

    /// Protocols a type may conform to and still be made only where code names it.
    static let plainConformances: Set<String> = [
        "View", "ObservableObject", "Identifiable", "Hashable", "Equatable", "Codable", "Decodable", "Encodable", "Sendable",
        "CaseIterable", "Comparable", "CustomStringConvertible", "Error", "String", "Int",
    ]

    /// A type's name without module or generic arguments (`UIKit.UIHostingController<Root>` is `UIHostingController`).
    static func typeName(_ type: TypeSyntax) -> String {
        let text = type.trimmedText
        return String(text.split(separator: "<").first ?? "").split(separator: ".").last.map(String.init) ?? text
    }

    /// The names of a declaration's attributes (`@objc(Inbox)` is `objc`).
    static func attributeNames(_ attributes: AttributeListSyntax) -> Set<String> {
        Set(attributes.compactMap { $0.as(AttributeSyntax.self).map { typeName($0.attributeName) } })
    }

    /// Whether a type's name says it is a developer's (`MockScreens`, `DebugMenu`), and it is not
    /// where an app starts (an `@main struct InternalApp` ships when its target does).
    static func isDeveloperCode(type: String, attributes: Set<String>) -> Bool {
        // ("Internal" names screens for the team, and as often code any app runs: `InternalLinkHandler`.)
        developerWord(in: type, words: developerWords.subtracting(["internal"])) != nil && attributes.isDisjoint(with: entryAttributes)
    }

    /// The kind of weak code a developer's type is.
    static let developerCode = "code of a developer's mock or debug type"

    /// The classes UIKit and AppKit controllers inherit from.
    static let controllerBases: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController", "UITabBarController",
        "UISplitViewController", "UIPageViewController", "NSViewController", "NSWindowController", "NSSplitViewController", "NSTabViewController",
        "UIHostingController", "NSHostingController",
    ]

    /// The app's view and window controller classes (inheriting from UIKit's or AppKit's, also
    /// through classes of the app's own) that no unparsed Swift file names and whose project's
    /// storyboards, xibs and Objective-C files do not name either; none when those files could not
    /// all be read.
    static func unnamedControllers(_ types: [String: [TypeDeclaration]], rootWords: Set<String>, namesOutsideSwift: (String) -> Set<String>?) -> Set<String> {
        // A library's controller (`MessagesViewController` of MessageKit, `FormViewController` of Eureka) is
        // known by its name, where the app does not declare it; not a framework's with a prefix
        // (`ASCredentialProviderViewController`, `MSMessagesAppViewController`), which the system may make
        // from an extension's Info.plist.
        func isController(_ name: String) -> Bool {
            var current = name
            for _ in 0..<8 {
                guard let declaration = types[current]?.first(where: { $0.declaration.is(ClassDeclSyntax.self) }),
                      let parent = declaration.superclass else { return false }
                if controllerBases.contains(parent) { return true }
                if types[parent] == nil, parent.hasSuffix("ViewController"), !parent.prefix(2).allSatisfy(\.isUppercase) { return true }
                current = parent
            }
            return false
        }
        var found = Set<String>()
        for (name, declarations) in types where !rootWords.contains(name) && isController(name) {
            guard !declarations.contains(where: { $0.declaration.as(ClassDeclSyntax.self)?.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) } == true })
            else { continue }
            found.insert(name)
        }
        guard !found.isEmpty else { return [] }
        var all = Set<String>()
        for path in Set(found.flatMap { types[$0]!.map(\.file.path) }).sorted() {
            guard let names = namesOutsideSwift(path) else { return [] }
            all.formUnion(names)
        }
        return found.subtracting(all)
    }

    /// The view's name of a key (`EditNameView` of `EditNameView in Account.swift`).
    private static func name(_ key: String) -> String {
        key.components(separatedBy: " in ").first ?? key
    }

    /// A declaration only its own file can name: `private` or `fileprivate`.
    static func isFileScoped(_ declaration: TypeDeclaration) -> Bool {
        declaration.declaration.as(StructDeclSyntax.self)?.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) } == true
    }

    /// A struct that declares itself a SwiftUI `View` (an extension's conformance is not looked for).
    static func isViewStruct(_ declaration: TypeDeclaration) -> Bool {
        guard let type = declaration.declaration.as(StructDeclSyntax.self), !SwiftCoverage.isPreview(declaration.declaration) else { return false }
        return type.inheritanceClause?.inheritedTypes.contains { ["View", "SwiftUI.View"].contains($0.type.trimmedText) } == true
    }

    /// Where the candidate views' names appear, by the kind of code they appear in.
    private final class Uses: SyntaxVisitor {
        let candidates: Set<String>
        let fileScoped: [String: Set<String>]
        /// The file being walked.
        var path = ""
        var file: ParsedFile? {
            didSet { gates = nil }
        }
        /// The file's code run only when a developer's flag is on, found when a name is first used in it.
        private var gates: FlagGates?
        /// Every parsed file of the run, and the words of the others, for the members other files use.
        var allFiles: [String: ParsedFile] = [:]
        var outsideWords = Set<String>()
        /// Named by code that ships and is not a candidate view.
        var byOthers = Set<String>()
        /// Named by each candidate view's own code (itself left out).
        var byViews: [String: Set<String>] = [:]
        /// Named only where no release build sees it: "previews", "code under #if".
        var weakly: [String: Set<String>] = [:]
        private var enclosing: [String] = []
        private var weak: [String] = []

        /// The candidates that are classes, which code can make from their names in a string.
        let classes: Set<String>
        /// The candidates whose uses behind a developer's flag are weak: the views and controllers
        /// (a coordinator's use there is taken as any other, which saves reading every file's flags).
        var gated = Set<String>()

        /// The functions that are steps of their own (`functionNodes`), by name.
        let functions: [String: Set<String>]

        init(candidates: Set<String>, fileScoped: [String: Set<String>], classes: Set<String>, functions: [String: Set<String>] = [:]) {
            self.candidates = candidates
            self.fileScoped = fileScoped
            self.classes = classes
            self.functions = functions
            super.init(viewMode: .sourceAccurate)
        }

        /// A member function of a type whose functions are steps: its code names what it names.
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard !functions.isEmpty, node.parent?.is(MemberBlockItemSyntax.self) == true, let type = enclosing.last,
                  case let key = UnshippedViews.functionKey(type: type, function: node.name.text), candidates.contains(key) else {
                functionEntered.append(false)
                return .visitChildren
            }
            enclosing.append(key)
            functionEntered.append(true)
            return .visitChildren
        }

        override func visitPost(_ node: FunctionDeclSyntax) {
            if functionEntered.removeLast() { enclosing.removeLast() }
        }

        private var functionEntered: [Bool] = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, Syntax(node)) }
        override func visitPost(_ node: StructDeclSyntax) { leave(Syntax(node)) }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, Syntax(node)) }
        override func visitPost(_ node: ClassDeclSyntax) { leave(Syntax(node)) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, Syntax(node)) }
        override func visitPost(_ node: EnumDeclSyntax) { leave(Syntax(node)) }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, Syntax(node)) }
        override func visitPost(_ node: ActorDeclSyntax) { leave(Syntax(node)) }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            // `extension SettingsView { … }` is that view's code; the name after `extension` is no use of it.
            enclosing.append(UnshippedViews.key(node.extendedType.trimmedText.split(separator: ".").last.map(String.init) ?? "", in: path, fileScoped: fileScoped))
            walk(node.memberBlock)
            enclosing.removeLast()
            return .skipChildren
        }

        func walk(_ tree: SourceFileSyntax, weakly reason: String?) {
            if let reason { weak.append(reason) }
            walk(tree)
            if reason != nil { weak.removeLast() }
        }

        /// Whether each enclosing type added a kind of weak code (a preview, a developer's mock).
        private var weakening: [Bool] = []

        private func enter(_ name: String, _ node: Syntax) -> SyntaxVisitorContinueKind {
            enclosing.append(UnshippedViews.key(name, in: path, fileScoped: fileScoped))
            let attributes = node.asProtocol(DeclGroupSyntax.self).map { UnshippedViews.attributeNames($0.attributes) } ?? []
            let kind = SwiftCoverage.isPreview(node) ? "previews"
                : UnshippedViews.isDeveloperCode(type: name, attributes: attributes) ? UnshippedViews.developerCode : nil
            if let kind { weak.append(kind) }
            weakening.append(kind != nil)
            return .visitChildren
        }

        private func leave(_ node: Syntax) {
            enclosing.removeLast()
            if weakening.removeLast() { weak.removeLast() }
        }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { preview(node.macroName.text, Syntax(node)) }
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { preview(node.macroName.text, Syntax(node)) }

        private func preview(_ macro: String, _ node: Syntax) -> SyntaxVisitorContinueKind {
            guard macro == "Preview" else { return .visitChildren }
            weak.append("previews")
            for child in node.children(viewMode: .sourceAccurate) { walk(child) }
            weak.removeLast()
            return .skipChildren
        }

        /// "code run only when `showsDevelopersSection` holds", when a flag gates the token.
        private func gate(around token: TokenSyntax) -> String? {
            guard let file else { return nil }
            if gates == nil {
                gates = FlagGates(file, usedElsewhere: FlagGates.namedElsewhere(than: path, files: allFiles, words: outsideWords))
            }
            guard let gates, !gates.gates.isEmpty else { return nil }

            let position = file.position(of: Syntax(token))
            return gates.gates.first { $0.holds(position) }.map { "code run when `\($0.condition)`" }
        }

        /// A clause no platform's release build takes (`#if DEBUG`) is walked as weak code.
        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            for clause in node.clauses {
                guard let elements = clause.elements else { continue }
                let built = Platform.allCases.contains { platform in
                    [false, true].contains { ViewSyntax.activeClause(node, platform, catalyst: $0)?.id == clause.id }
                }
                if !built { weak.append("code under #if") }
                walk(elements)
                if !built { weak.removeLast() }
            }
            return .skipChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if case .stringSegment(let text) = token.tokenKind, !classes.isEmpty || !functions.isEmpty {
                // (A class made from its name, a function performed by its selector's.)
                for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
                    if classes.contains(String(word)) { record(String(word), at: token) }
                    for key in functions[String(word)] ?? [] { record(key, at: token) }
                }
                return .visitChildren
            }
            guard case .identifier(let word) = token.tokenKind else { return .visitChildren }
            // A call of a function that is a step (its declaration's own name is none).
            if let keys = functions[word], token.parent?.is(FunctionDeclSyntax.self) != true {
                for key in keys { record(key, at: token) }
            }
            let name = UnshippedViews.key(word, in: path, fileScoped: fileScoped)
            guard candidates.contains(name) else { return .visitChildren }
            // A declaration's own name is not a use.
            if let parent = token.parent, parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self) || parent.is(EnumDeclSyntax.self) { return .visitChildren }
            if Self.namesNestedType(token) { return .visitChildren }
            record(name, at: token)
            return .visitChildren
        }

        /// Whether a name only leads to a type nested in it (`Inbox.Model()`, `let state: Inbox.State`):
        /// that is no use of the view itself.
        static func namesNestedType(_ token: TokenSyntax) -> Bool {
            func capitalized(_ name: TokenSyntax) -> Bool { name.text.first?.isUppercase == true }
            if let reference = token.parent?.as(DeclReferenceExprSyntax.self), let access = reference.parent?.as(MemberAccessExprSyntax.self),
               access.base?.id == reference.id {
                return capitalized(access.declName.baseName)
            }
            if let type = token.parent?.as(IdentifierTypeSyntax.self), let member = type.parent?.as(MemberTypeSyntax.self), member.baseType.id == type.id {
                return capitalized(member.name)
            }
            return false
        }

        /// A use of a candidate: by the nearest enclosing candidate's code (a type nested in a
        /// view is that view's code), else by code that runs anyway.
        private func record(_ name: String, at token: TokenSyntax) {
            if let kind = weak.last ?? (gated.contains(name) ? gate(around: token) : nil) {
                weakly[name, default: []].insert(kind)
            } else if let user = enclosing.last(where: candidates.contains) {
                if user != name { byViews[user, default: []].insert(name) }
            } else {
                byOthers.insert(name)
            }
        }
    }
}

/// The code a file runs only when a feature flag or a developer's setting is on
/// (`guard Features.current.isAvailable(.newBar) else { return }`, `if isQABuild { … }`): the
/// regions, each with the condition that gates it. Chrome set there may never show in the shipped
/// app, so a finding there is one for a person to judge.
struct FlagGates {
    struct Gate {
        let start: SourcePosition
        let end: SourcePosition
        let condition: String

        /// Whether the gated region holds a position.
        func holds(_ position: SourcePosition) -> Bool { start <= position && position <= end }
    }

    /// Whether a file of the run other than `path` names a member: a parsed file holds the name,
    /// or it is a word of the files the run did not parse. (A member used there is not gated.)
    static func namedElsewhere(than path: String, files: [String: ParsedFile], words: Set<String>) -> (String) -> Bool {
        { name in words.contains(name) || files.contains { $0.key != path && SwiftFrontEnd.contains($0.value.bytes, Array(name.utf8)) } }
    }

    let gates: [Gate]

    /// Words of a condition that name a toggle (`Features`, `Experiments`), which gate only with a
    /// word of its state (`isAvailable`, `Enabled`, `FeatureFlags`): a product's `features` or a
    /// message's `flags` gate nothing.
    static let toggleWords: Set<String> = ["feature", "features", "experiment", "experiments", "experimental"]
    static let stateWords: Set<String> = ["flag", "flags", "enabled", "available", "active", "toggle", "toggles", "on"]
    /// Words that name the build people get, whose negation gates a developer's code (`!isProduction`).
    static let productionWords: Set<String> = ["production", "prod"]
    /// Words that name a developer's build or setting on their own (`isQABuild`, `Environment.isDebug`).
    static let developerBuildWords: Set<String> = ["qa", "debug", "staging"]

    /// `usedElsewhere` says whether another file of the app names a member: a member used there
    /// is not gated by this file's flags.
    init(_ file: ParsedFile, usedElsewhere: (String) -> Bool = { _ in false }) {
        final class Finder: SyntaxVisitor {
            let file: ParsedFile
            let getters: [String: AccessorBlockSyntax]
            var found: [Gate] = []
            init(_ file: ParsedFile) {
                self.file = file
                getters = FlagGates.boolGetters(in: file)
                super.init(viewMode: .sourceAccurate)
            }

            override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
                if FlagGates.isFlag(node.conditions, getters: getters) { add(Syntax(node.body), node.conditions) }
                return .visitChildren
            }

            override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
                // What follows the guard in its block runs only when the flag is on.
                if FlagGates.isFlag(node.conditions, getters: getters), let item = node.parent?.as(CodeBlockItemSyntax.self),
                   let block = item.parent?.as(CodeBlockItemListSyntax.self), let last = block.last, last.id != item.id {
                    found.append(Gate(start: file.positions.position(at: item.endPosition.utf8Offset),
                                      end: file.positions.position(at: last.endPositionBeforeTrailingTrivia.utf8Offset), condition: node.conditions.trimmedText))
                }
                return .visitChildren
            }

            private func add(_ region: Syntax, _ conditions: ConditionElementListSyntax) {
                found.append(Gate(start: file.position(of: region), end: file.positions.position(at: region.endPositionBeforeTrailingTrivia.utf8Offset),
                                  condition: conditions.trimmedText))
            }
        }
        let finder = Finder(file)
        finder.walk(file.tree)
        gates = finder.found + Self.gatedMembers(file, finder.found, usedElsewhere: usedElsewhere)
    }

    /// The members of the file's types that only gated code uses (`if showsDevelopersSection {
    /// developersSection }`): their code runs only when the gate's flag is on, too.
    private static func gatedMembers(_ file: ParsedFile, _ gates: [Gate], usedElsewhere: (String) -> Bool) -> [Gate] {
        guard !gates.isEmpty else { return [] }
        var members: [String: Syntax] = [:]
        for variable in TypeCode.everywhere(VariableDeclSyntax.self, in: file) where variable.bindings.count == 1 {
            guard let binding = variable.bindings.first, binding.accessorBlock != nil,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            members[name] = members[name] == nil ? Syntax(variable) : Syntax(file.tree)  // (a name declared twice: not followed)
        }
        for function in TypeCode.everywhere(FunctionDeclSyntax.self, in: file) where function.body != nil {
            members[function.name.text] = members[function.name.text] == nil ? Syntax(function) : Syntax(file.tree)
        }
        var uses: [String: [SourcePosition]] = [:]
        for reference in TypeCode.everywhere(DeclReferenceExprSyntax.self, in: file) {
            let name = reference.baseName.text
            guard let declaration = members[name], !declaration.is(SourceFileSyntax.self) else { continue }
            uses[name, default: []].append(file.position(of: Syntax(reference)))
        }
        // A destination for a value only gated code makes (`NavigationLink(value: .coreDataBrowser)`):
        // the `case .coreDataBrowser:` arm of a switch over such values.
        var arms: [String: [SwitchCaseSyntax]] = [:]
        var valueUses: [String: [SourcePosition]] = [:]
        var valueTypes: [String: [String]] = [:]
        for access in TypeCode.everywhere(MemberAccessExprSyntax.self, in: file) {
            let name = access.declName.baseName.text
            if let item = access.parent?.as(ExpressionPatternSyntax.self)?.parent?.as(SwitchCaseItemSyntax.self) {
                if let arm = item.parent?.parent?.as(SwitchCaseLabelSyntax.self)?.parent?.as(SwitchCaseSyntax.self), arm.label.as(SwitchCaseLabelSyntax.self)?.caseItems.count == 1 {
                    arms[name, default: []].append(arm)
                }
            } else {
                valueUses[name, default: []].append(file.position(of: Syntax(access)))
                if let base = access.base?.trimmedText, base.first?.isUppercase == true { valueTypes[name, default: []].append(base) }
            }
        }
        func gate(_ positions: [SourcePosition], _ gates: [Gate]) -> Gate? {
            let around = positions.map { position in gates.first { $0.holds(position) } }
            guard let first = around.first ?? nil, around.allSatisfy({ $0 != nil }) else { return nil }
            return first
        }
        func region(_ node: Syntax, _ gate: Gate) -> Gate {
            Gate(start: file.position(of: node), end: file.positions.position(at: node.endPositionBeforeTrailingTrivia.utf8Offset), condition: gate.condition)
        }
        let gatedMembers = uses.compactMap { name, positions in
            gate(positions, gates).flatMap { around in usedElsewhere(name) ? nil : members[name].map { region($0, around) } }
        }
        // Values code can make without naming the case (`Page.allCases`, `Page(rawValue:)`) may reach
        // any arm: an arm is gated only when the gated code names its type (`Destination.browser`)
        // and the file makes none of that type otherwise.
        func madeOtherwise(_ type: String) -> Bool {
            ["\(type).allCases", "\(type)(rawValue", "\(type).init(rawValue"].contains { SwiftFrontEnd.contains(file.bytes, Array($0.utf8)) }
        }
        return gatedMembers + arms.flatMap { name, arms -> [Gate] in
            let types = Set((valueTypes[name] ?? []))
            guard let type = types.first, types.count == 1, !madeOtherwise(type) else { return [] }
            return gate(valueUses[name] ?? [], gates + gatedMembers).map { around in arms.map { region(Syntax($0), around) } } ?? []
        }
    }

    /// Whether a condition holds only when a flag is on: one of its elements names a toggle with
    /// its state, or a developer's build, and is not negated (`!isQABuild`, `flag == false`, `env != .staging`:
    /// the code after such a guard, or in such an `if`, is the shipped path); or it negates the
    /// production build once (`!isProduction`, `env != .production`), which only a developer's build passes.
    /// A Bool property of the file whose getter is such a condition (`private var showsDevelopersSection:
    /// Bool { Bundle.main.isDebug || Bundle.main.isTestFlight }`) is one too.
    static func isFlag(_ conditions: ConditionElementListSyntax, getters: [String: AccessorBlockSyntax] = [:]) -> Bool {
        conditions.contains { element in
            if let name = element.condition.as(ExprSyntax.self).flatMap(TypeCode.ownMemberName), let getter = getters[name], isFlag(Syntax(getter)) {
                return true
            }
            return isFlag(Syntax(element.condition))
        }
    }

    private static func isFlag(_ condition: Syntax) -> Bool {
        let tokens = condition.tokens(viewMode: .sourceAccurate)
        let negations = tokens.filter { token in
            switch token.tokenKind {
            case .prefixOperator("!"), .binaryOperator("!="), .keyword(.false): true
            default: false
            }
        }.count
        let names = tokens.compactMap { token -> String? in
            guard case .identifier(let name) = token.tokenKind else { return nil }
            return name
        }
        let words = Set(names.flatMap(UnshippedViews.nameWords))
        // `!isProduction`, `environment != .production`: code only a build that is not the App Store's runs (the
        // word ends a chain of names: not `!movie.productionCompanies.isEmpty`).
        if negations > 0 {
            let ending = tokens.filter { token in
                guard case .identifier(let name) = token.tokenKind, token.nextToken(viewMode: .sourceAccurate)?.tokenKind != .period else { return false }
                return !Set(UnshippedViews.nameWords(name)).isDisjoint(with: productionWords)
            }
            return negations == 1 && !ending.isEmpty && !tokens.contains { $0.tokenKind == .binaryOperator("||") }
        }
        // A TestFlight build is a tester's (`isTestFlight`, `Bundle.main.isTestFlightBuild`).
        return !words.isDisjoint(with: developerBuildWords) || names.contains { $0.lowercased().contains("testflight") }
            || !words.isDisjoint(with: toggleWords) && !words.isDisjoint(with: stateWords)
    }

    /// Whether an accessor block is a getter alone: `{ … }` or `get { … }`, no observers or setter.
    static func isGetter(_ block: AccessorBlockSyntax) -> Bool {
        switch block.accessors {
        case .getter: true
        case .accessors(let list): list.allSatisfy { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        }
    }

    /// The getters of the file's computed Bool properties, by name (a name declared twice left out).
    static func boolGetters(in file: ParsedFile) -> [String: AccessorBlockSyntax] {
        var found: [String: AccessorBlockSyntax] = [:]
        var twice = Set<String>()
        for variable in TypeCode.everywhere(VariableDeclSyntax.self, in: file) {
            // A getter (`{ … }` or `get { … }`), not a stored property's observers.
            guard let binding = variable.bindings.first, variable.bindings.count == 1, binding.initializer == nil, let getter = binding.accessorBlock,
                  Self.isGetter(getter), binding.typeAnnotation?.type.trimmedText == "Bool",
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if found.updateValue(getter, forKey: name) != nil { twice.insert(name) }
        }
        return found.filter { !twice.contains($0.key) }
    }

    /// Why chrome set at these places may never show: the gate around the first, in words, when
    /// every place is in a gate; nil otherwise (chrome set outside any gate shows, and a finding of
    /// the description may be about it).
    func reason(at positions: [SourcePosition]) -> String? {
        func gating(_ position: SourcePosition) -> Gate? { gates.first { $0.holds(position) } }
        guard let first = positions.first, let gate = gating(first), positions.allSatisfy({ gating($0) != nil }) else { return nil }
        let condition = gate.condition.count > 80 ? String(gate.condition.prefix(77)) + "…" : gate.condition
        return "it is set only when `\(condition)` holds, a feature flag or developer's setting that may be off in the shipped app"
    }
}
