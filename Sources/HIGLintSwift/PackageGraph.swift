/// A `Package.swift`'s targets and products as its text names them, read and never run: each
/// target's folder and the targets of the package it depends on, each product's targets. Enough to
/// tell which of a local package's targets an app's linked products reach.
struct PackageGraph: Sendable {
    struct Target: Sendable {
        let name: String
        /// Its sources' folder, relative to the package (`Sources/<name>` unless a `path:` says otherwise).
        let folder: String
        let isTest: Bool
        /// The names it lists that are targets of this package.
        var dependencies: [String] = []
    }

    private(set) var targets: [String: Target] = [:]
    private(set) var products: [String: [String]] = [:]

    /// The largest manifest read, and the most declarations: a manifest past them is generated or
    /// hostile, and no graph is made of it.
    static let maximumManifestSize = 256 << 10, maximumDeclarations = 2_000

    /// Nil when the text declares no target, or is past the limits.
    init?(manifest text: String) {
        // Dependencies kept as constants (`extension Target.Dependency { static let core: Self = "Core" }`) or made
        // by functions are not read as text: no graph, rather than a wrong one.
        guard text.utf8.count <= Self.maximumManifestSize, !text.contains("Target.Dependency"), !text.contains("PackageDescription.Target") else { return nil }
        let kinds = [".target(", ".testTarget(", ".executableTarget(", ".library(", ".executable("]
        // Each declaration runs from its opening to the next declaration's: every kind's openings, in text order.
        var starts: [(offset: String.Index, kind: String)] = []
        for kind in kinds {
            var cursor = text.startIndex
            while let found = text.range(of: kind, range: cursor..<text.endIndex) {
                cursor = found.upperBound
                // `.target(name: "Common")` in a dependencies list names a target; it declares none.
                if kind == ".target(", Self.namesOnly(text[found.upperBound...]) { continue }
                starts.append((found.lowerBound, kind))
                if starts.count > Self.maximumDeclarations { return nil }
            }
        }
        starts.sort { $0.offset < $1.offset }
        var lists: [(kind: String, name: String, strings: [String], path: String?)] = []
        for (number, start) in starts.enumerated() {
            let end = number + 1 < starts.count ? starts[number + 1].offset : text.endIndex
            let body = text[start.offset..<end]
            let strings = Self.quoted(body)
            guard let name = Self.labelled("name", in: body) else { continue }
            lists.append((start.kind, name, strings, Self.labelled("path", in: body)))
        }
        for list in lists where list.kind.hasSuffix("arget(") {
            targets[list.name] = Target(name: list.name, folder: list.path.map { Self.trimmed($0) } ?? "Sources/\(list.name)", isTest: list.kind == ".testTarget(")
        }
        guard !targets.isEmpty else { return nil }
        for list in lists {
            // A product's first string is its name, often its target's too (`.library(name: "Core", targets: ["Core"])`).
            let named = list.strings.dropFirst().filter { targets[$0] != nil && (list.kind.hasSuffix("arget(") ? $0 != list.name : true) }
            if list.kind.hasSuffix("arget(") { targets[list.name]?.dependencies = named } else { products[list.name] = named }
        }
    }

    /// The folders (absolute) of the packages a manifest in `folder` depends on by path
    /// (`.package(path: "../Tabs")`, `.package(name: "Tabs", path: "../Tabs")`).
    static func pathDependencies(in text: String, folder: String) -> Set<String> {
        guard text.contains(".package("), text.utf8.count <= maximumManifestSize else { return [] }
        return Set(text.components(separatedBy: "path:").dropFirst().compactMap { rest -> String? in
            let value = rest.drop { $0 == " " || $0 == "\"" }.prefix { $0 != "\"" }
            return value.isEmpty ? nil : ProjectTargets.resolve(String(value), in: folder)
        })
    }

    /// The names of the products it declares.
    var productNames: [String] { products.keys.sorted() }

    /// The package target whose folder holds a file (its path relative to the package).
    func target(holding file: String) -> String? {
        targets.values.filter { file.hasPrefix($0.folder + "/") }.max { $0.folder.count < $1.folder.count }?.name
    }

    /// The targets that products reach, through the targets they depend on. A product the
    /// manifest does not declare is taken as the target of its name.
    func reached(fromProducts names: some Sequence<String>) -> Set<String> {
        var reached = Set<String>()
        var pending = names.flatMap { products[$0] ?? [$0] }
        while let next = pending.popLast() {
            guard let target = targets[next], !target.isTest, reached.insert(next).inserted else { continue }
            pending += target.dependencies
        }
        return reached
    }

    /// Whether a call's arguments (from after its opening parenthesis, looked at for 400 characters)
    /// are only `name:` and `condition:`.
    private static func namesOnly(_ text: Substring) -> Bool {
        var depth = 1
        var end: Substring.Index?
        for index in text.prefix(400).indices {
            if text[index] == "(" { depth += 1 } else if text[index] == ")" { depth -= 1 }
            if depth == 0 { end = index; break }
        }
        // A call that runs longer declares a target: a name alone is short.
        guard let end else { return false }
        let arguments = text[..<end]
        return !["dependencies:", "path:", "sources:", "resources:", "exclude:", "Settings:", "plugins:", "publicHeadersPath:", "packageAccess:"]
            .contains { arguments.contains($0) }
    }

    private static func quoted(_ text: Substring) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().compactMap { $0.offset % 2 == 1 ? String($0.element) : nil }
    }

    /// The literal after `label:` (`name: "Scenarios"`), when the declaration gives one.
    private static func labelled(_ label: String, in text: Substring) -> String? {
        guard let range = text.range(of: label + ":") else { return nil }
        let rest = text[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return nil }
        return String(rest[rest.index(after: rest.startIndex)..<close])
    }

    private static func trimmed(_ path: String) -> String {
        var path = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        while path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
