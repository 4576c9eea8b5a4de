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

    /// Nil when the text declares no target.
    init?(manifest text: String) {
        let kinds = [".target(", ".testTarget(", ".executableTarget(", ".library(", ".executable("]
        // Each declaration runs from its opening to the next declaration's.
        var starts: [(offset: String.Index, kind: String)] = []
        var cursor = text.startIndex
        while let found = kinds.compactMap({ kind in text.range(of: kind, range: cursor..<text.endIndex).map { ($0, kind) } })
            .min(by: { $0.0.lowerBound < $1.0.lowerBound }) {
            cursor = found.0.upperBound
            // `.target(name: "Common")` in a dependencies list names a target; it declares none.
            if found.1 == ".target(", Self.namesOnly(text[found.0.upperBound...]) { continue }
            starts.append((found.0.lowerBound, found.1))
        }
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

    /// Whether a call's arguments (from after its opening parenthesis) are only `name:` and `condition:`.
    private static func namesOnly(_ text: Substring) -> Bool {
        var depth = 1, end = text.startIndex
        for index in text.indices {
            if text[index] == "(" { depth += 1 } else if text[index] == ")" { depth -= 1 }
            if depth == 0 { end = index; break }
        }
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
