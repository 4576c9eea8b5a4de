import Foundation

/// Which of a project's targets compile a file, found without matching the file against every
/// glob of every target: each distinct glob (with its excludes) is kept once with the targets that
/// list it, under its literal folder (`/p/App` for `/p/App/**/*.swift`), so a file meets only the
/// globs of the folders it is in; and each file is looked up once a run. Paths are compared without
/// case, as the Mac that builds the project does (its disks ignore case by default): a project's
/// `Views/Row.swift` is the file `views/Row.swift`.
final class TargetIndex: @unchecked Sendable {
    private struct Glob {
        var include: [String]
        var excludes: [[String]]
        var targets: [Int]
    }

    /// Target indices by file they list.
    private let files: [String: [Int]]
    private let globs: [Glob]
    /// Glob indices by literal folder, its names joined by `/`.
    private let globsUnder: [String: [Int]]
    private let lock = NSLock()
    private var known: [String: [Int]] = [:]

    init(_ targets: [ProjectTargets.Target]) {
        var files: [String: [Int]] = [:], globs: [Glob] = [], globsUnder: [String: [Int]] = [:]
        var globIndex: [String: Int] = [:]
        for (index, target) in targets.enumerated() {
            for file in target.files { files[file.lowercased(), default: []].append(index) }
            for glob in target.globs {
                let key = ([glob.include] + glob.excludes).joined(separator: "\u{0}").lowercased()
                if let known = globIndex[key] {
                    if globs[known].targets.last != index { globs[known].targets.append(index) }
                    continue
                }
                let include = ProjectTargets.parts(glob.include.lowercased())
                globIndex[key] = globs.count
                globsUnder[include.prefix { name in !name.contains { "*?[".contains($0) } }.joined(separator: "/"), default: []].append(globs.count)
                globs.append(Glob(include: include, excludes: glob.excludes.map { ProjectTargets.parts($0.lowercased()) }, targets: [index]))
            }
        }
        self.files = files
        self.globs = globs
        self.globsUnder = globsUnder
    }

    /// The indices, in order, of the targets compiling a file (absolute, without `.` or `..`).
    func targets(compiling path: String) -> [Int] {
        let path = path.lowercased()
        if let found = lock.withLock({ known[path] }) { return found }
        var found = Set(files[path] ?? [])
        let parts = ProjectTargets.parts(path)
        for depth in 0...parts.count {
            for index in globsUnder[parts[..<depth].joined(separator: "/")] ?? [] {
                let glob = globs[index]
                guard !glob.targets.allSatisfy(found.contains), ProjectTargets.matches(glob.include, parts),
                      !glob.excludes.contains(where: { ProjectTargets.matches($0, parts, orAFolderOfIt: true) }) else { continue }
                found.formUnion(glob.targets)
            }
        }
        let sorted = found.sorted()
        lock.withLock { known[path] = sorted }
        return sorted
    }
}
