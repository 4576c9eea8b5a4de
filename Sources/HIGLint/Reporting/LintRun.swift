import Foundation

/// What a report says about the run itself: what was linted, from which commit, when. The
/// command line gathers it; a reporter only shows it (the HTML report's header).
public struct LintRun: Sendable, Equatable {
    /// The paths named on the command line (`.` when none), as reports show them.
    public var paths: [String]
    /// The name of the folder linted: the one named, the one holding the file named, or the
    /// folder the paths named have in common.
    public var folderName: String
    /// The commit checked out in the git work tree that holds the folder, when there is one.
    public var commit: GitCommit?
    public var date: Date

    public init(paths: [String], folderName: String, commit: GitCommit?, date: Date) {
        (self.paths, self.folderName, self.commit, self.date) = (paths, folderName, commit, date)
    }

    /// The run of `paths` (relative to `workingDirectory`), shown as `display` shows a path.
    public init(paths: [String], workingDirectory: String, date: Date, display: (String) -> String) {
        let named = paths.isEmpty ? ["."] : paths
        let folders = named.map { path -> [Substring] in
            let full = path.hasPrefix("/") ? path : workingDirectory + "/" + path
            var steps: [Substring] = []
            for step in full.split(separator: "/") where step != "." {
                if step == ".." { _ = steps.popLast() } else { steps.append(step) }
            }
            // A file's folder (standard input's name included, which need not exist).
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: "/" + steps.joined(separator: "/"), isDirectory: &isDirectory) || !isDirectory.boolValue {
                _ = steps.popLast()
            }
            return steps
        }
        var common = folders[0]
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        let folder = "/" + common.joined(separator: "/")
        self.init(paths: named.map(display), folderName: common.last.map(String.init) ?? "/",
                  commit: GitCommit(workTreeHolding: folder), date: date)
    }
}

/// A git commit, read from the work tree's `.git` files (no `git` is run): the commit `HEAD`
/// names, and the branch when `HEAD` is one.
public struct GitCommit: Sendable, Equatable {
    public var hash: String
    public var branch: String?

    public init(hash: String, branch: String?) {
        (self.hash, self.branch) = (hash, branch)
    }

    /// The commit checked out in the work tree holding `folder` (absolute), nil outside a work
    /// tree or when its `HEAD` cannot be read. A linked work tree's `.git` is a file naming its
    /// git folder, whose `commondir` holds the branches.
    public init?(workTreeHolding folder: String) {
        var directory = folder
        while !FileManager.default.fileExists(atPath: directory + "/.git") {
            guard directory != "/", !directory.isEmpty else { return nil }
            directory = (directory as NSString).deletingLastPathComponent
        }
        var gitFolder = directory + "/.git"
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: gitFolder, isDirectory: &isDirectory)
        if !isDirectory.boolValue {
            guard let link = Self.line(gitFolder), link.hasPrefix("gitdir: ") else { return nil }
            let target = String(link.dropFirst("gitdir: ".count))
            gitFolder = target.hasPrefix("/") ? target : directory + "/" + target
        }
        let common = Self.line(gitFolder + "/commondir").map { $0.hasPrefix("/") ? $0 : gitFolder + "/" + $0 } ?? gitFolder
        guard var head = Self.line(gitFolder + "/HEAD") else { return nil }
        var branch: String?
        // A symbolic reference names another (a branch), which holds the hash or is packed.
        for _ in 0..<5 where head.hasPrefix("ref: ") {
            let name = String(head.dropFirst("ref: ".count))
            if branch == nil { branch = name.hasPrefix("refs/heads/") ? String(name.dropFirst("refs/heads/".count)) : name }
            guard let next = Self.line(gitFolder + "/" + name) ?? Self.line(common + "/" + name) ?? Self.packed(name, in: common) else { return nil }
            head = next
        }
        guard [40, 64].contains(head.utf8.count), head.allSatisfy(\.isHexDigit) else { return nil }
        self.init(hash: head.lowercased(), branch: branch)
    }

    /// The first line of a small file, nil when it cannot be read, is empty or is not small.
    static func line(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 4096),
              let first = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).first else { return nil }
        return first.trimmingCharacters(in: .whitespaces)
    }

    /// The hash `packed-refs` gives `name`.
    static func packed(_ name: String, in folder: String) -> String? {
        guard let text = try? String(contentsOfFile: folder + "/packed-refs", encoding: .utf8) else { return nil }
        for line in text.split(whereSeparator: \.isNewline) where line.hasSuffix(" " + name) {
            return String(line.prefix { $0 != " " })
        }
        return nil
    }
}
