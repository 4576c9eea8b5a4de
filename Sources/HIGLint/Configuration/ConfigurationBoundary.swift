#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the files a configuration names (`extends`, `rules-dir`, `baseline`) may be: inside the
/// repository that holds the configuration (the nearest folder above it with `.git`), or its own
/// folder tree when there is none, or a folder the command line allows (`--allow-config-dir`).
/// A configuration can come from a pull request; without this, `extends: /proc/self/environ` or
/// `extends: ~/.git-credentials` would read the CI runner's secrets. The files a project file
/// names (`.xcconfig` includes, `INFOPLIST_FILE`, XcodeGen `include:`) are held to the same
/// boundary, the project's repository's.
public struct ConfigurationBoundary: Sendable {
    /// Real (symbolic-link-free) absolute folders.
    var roots: [String]

    init(roots: [String]) {
        self.roots = roots
    }

    /// The boundary of the repository that holds `configuration` (a configuration or project file).
    public init(configuration: String, allowed: [String] = []) {
        let directory = realPath(Configuration.parent(of: configuration)) ?? Configuration.parent(of: configuration)
        var repository = directory
        while access(repository + "/.git", F_OK) != 0 && repository != "/" {
            repository = Configuration.parent(of: repository)
        }
        roots = [access(repository + "/.git", F_OK) == 0 ? repository : directory]
            + allowed.map { realPath(Configuration.absolutePath($0)) ?? Configuration.absolutePath($0) }
    }

    /// Throws, at the setting, when `path` lies outside every root, by its name or through a link.
    func check(_ path: String, named name: String, at anchor: SourceAnchor) throws(LoadError) {
        if let outside = whyOutside(path) {
            throw LoadError(at: anchor, "'\(name)' is \(outside); a configuration may only name files inside it (--allow-config-dir DIR allows more)")
        }
    }

    /// Nil when `path` lies inside a root, by its name and after resolving links; else where it
    /// is ("outside the repository (/r) through a symbolic link").
    public func whyOutside(_ path: String) -> String? {
        let lexical = normalized(Configuration.absolutePath(path))
        if contains(lexical) && realPath(lexical).map(contains) != false { return nil }
        return "outside \(roots.first.map { "the repository (\($0))" } ?? "what a configuration read from memory may name")"
            + (contains(lexical) ? " through a symbolic link" : "")
    }

    private func contains(_ path: String) -> Bool {
        roots.contains { root in path == root || path.hasPrefix(root == "/" ? "/" : root + "/") }
    }
}

/// `.` and `..` resolved by name alone.
private func normalized(_ path: String) -> String {
    var components: [Substring] = []
    for component in path.split(separator: "/") {
        switch component {
        case ".": continue
        case "..": _ = components.popLast()
        default: components.append(component)
        }
    }
    return "/" + components.joined(separator: "/")
}

/// The path with every symbolic link resolved, or nil when it does not exist.
private func realPath(_ path: String) -> String? {
    guard let resolved = realpath(FileSystemPath.native(path), nil) else { return nil }
    defer { free(resolved) }
    return FileSystemPath.string(fromNative: Array(UnsafeBufferPointer(start: resolved, count: strlen(resolved) + 1)))
}
