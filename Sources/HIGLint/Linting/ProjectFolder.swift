import Foundation

/// The folders that bound an app's files: its project's (the folder holding an Xcode project or
/// workspace, the Tuist or XcodeGen manifest that generates one, or a package manifest) and its
/// repository's (the folder holding `.git`). What a front end reads beyond the run's own files (the
/// code that shows a storyboard's scenes) is found from these, so that a file's findings do not
/// depend on which other files a run holds.
public enum ProjectFolder {
    /// Whether a folder's entries hold an app project: an Xcode project, or a Tuist `Project.swift`
    /// or XcodeGen `project.yml` that generates one.
    public static func holdsAppProject(_ entries: [String]) -> Bool {
        entries.contains { $0.hasSuffix(".xcodeproj") || $0 == "Project.swift" || $0 == "project.yml" }
    }

    /// Whether a folder's entries hold a project of any kind: an app project, an Xcode workspace or a package.
    static func holdsProject(_ entries: [String]) -> Bool {
        holdsAppProject(entries) || entries.contains { $0.hasSuffix(".xcworkspace") || $0 == "Package.swift" }
    }

    /// Whether a folder's entries make it a repository's root.
    public static func isRepositoryRoot(_ entries: [String]) -> Bool {
        entries.contains(".git")
    }

    /// The project folder of an absolute `directory`: the nearest at or above it that holds a
    /// project, looking no higher than the repository's root; else the repository's root; nil
    /// when neither is above it.
    static func root(of directory: String) -> String? {
        var folder = directory
        while true {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if holdsProject(entries) || isRepositoryRoot(entries) { return folder }
            let parent = FileSystemPath.parent(of: folder)
            if parent == folder || parent == "." { return nil }
            folder = parent
        }
    }
}
