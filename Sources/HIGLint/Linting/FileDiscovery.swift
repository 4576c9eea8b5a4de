#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the paths a person names into the files to lint. A named file is always linted; a
/// directory is searched for files that follow the naming convention, so that unrelated JSON
/// and XML in a repository are never picked up.
public enum FileDiscovery {
    /// The endings a description file has when found by searching a directory.
    public static let descriptionSuffixes = [".hig.json", ".hig.xml"]

    public struct Result: Sendable {
        public var files: [String] = []
        public var errors: [LoadError] = []
    }

    public static func files(for paths: [String]) -> Result {
        var result = Result()
        var found: [String] = []
        for path in paths {
            var status = stat()
            if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                search(directory: path, files: &found, errors: &result.errors)
            } else {
                found.append(path)  // missing or unreadable files are reported when they are read
            }
        }
        var seen: Set<String> = []
        result.files = found.filter { seen.insert($0).inserted }
        return result
    }

    static func isDescriptionFile(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return descriptionSuffixes.contains { lowered.hasSuffix($0) }
    }

    /// Walks a directory in sorted order, skipping hidden entries (.git, .build) and never
    /// following symbolic links to directories, so that a link cycle cannot loop.
    private static func search(directory: String, files: inout [String], errors: inout [LoadError]) {
        guard let handle = opendir(directory) else {
            errors.append(LoadError(file: directory, position: SourcePosition(line: 1, column: 1),
                                           message: "cannot read the directory: \(String(cString: strerror(errno)))"))
            return
        }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        closedir(handle)
        let prefix = directory == "." ? "" : directory.hasSuffix("/") ? directory : directory + "/"
        for name in names.sorted() {
            let path = prefix + name
            var status = stat()
            if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                search(directory: path, files: &files, errors: &errors)
            } else if isDescriptionFile(name) {
                // Links, FIFOs and devices with a description's name are read (and refused) like
                // any named file, so that none is skipped silently.
                files.append(path)
            }
        }
    }
}
