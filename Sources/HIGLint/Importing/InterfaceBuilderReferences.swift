import Foundation

/// The storyboards a storyboard refers to (`<viewControllerPlaceholder storyboardName="Library">`):
/// at run time a reference is the referenced storyboard's scene, with that scene's tab bar item,
/// not the stand-in item Interface Builder draws on the reference ("Item").
struct InterfaceBuilderReferences: Sendable {
    /// The referenced storyboards found, by name, each with its path and text.
    let files: [String: (path: String, bytes: [UInt8])]

    /// The most storyboards one file's references read, and the largest read.
    static let maximumFiles = 16, maximumFileSize = 8 << 20

    /// The storyboards `bytes` (the file at `path`) names in its references, found as Xcode finds
    /// them in the app's bundle: beside the file or in its folder's `Base.lproj`, in its folder's
    /// parent, or in the parent's `Base.lproj` (a storyboard in `Base.lproj` naming one localized elsewhere).
    init(of bytes: [UInt8], path: String) {
        var found: [String: (path: String, bytes: [UInt8])] = [:]
        guard InterfaceBuilderCode.contains(bytes, "viewControllerPlaceholder") else { files = [:]; return }
        let folder = FileSystemPath.parent(of: path)
        let parent = folder == "." ? ".." : FileSystemPath.parent(of: folder)
        for name in Self.names(in: bytes).prefix(Self.maximumFiles) where found[name] == nil {
            for candidate in [folder, Self.inFolder(folder, "Base.lproj"), parent, Self.inFolder(parent, "Base.lproj")].map({ Self.inFolder($0, name + ".storyboard") })
            where candidate != path {
                guard let read = InterfaceBuilderCode.read(candidate, maximumSize: Self.maximumFileSize) else { continue }
                found[name] = (candidate, read)
                break
            }
        }
        files = found
    }

    /// The most storyboards looked through for references to a run's storyboards.
    static let maximumReferrers = 64

    /// The storyboards beside `files`' storyboards (in their folder, its subfolders, and from a
    /// `Base.lproj`, its parent's) whose references name one of them, as `init(of:path:)` finds it.
    static func referring(to files: [String]) -> [String] {
        let storyboards = files.filter { $0.hasSuffix(".storyboard") }
        guard !storyboards.isEmpty else { return [] }
        // Compared as absolute paths: a run may name `./Library.storyboard`.
        let here = FileManager.default.currentDirectoryPath
        let named = Set(storyboards.map { FileSystemPath.absolute($0, from: here) })
        func entries(_ folder: String) -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() }
        var folders: [String] = [], seen = Set<String>()
        for file in storyboards {
            let folder = FileSystemPath.parent(of: file)
            var around = [folder]
            if FileSystemPath.name(of: folder) == "Base.lproj" { around.append(FileSystemPath.parent(of: folder)) }
            for place in around {
                for entry in [place] + entries(place).filter({ $0.hasSuffix(".lproj") || !$0.contains(".") }).map({ inFolder(place, $0) })
                where seen.insert(entry).inserted { folders.append(entry) }
            }
        }
        var found: [String] = [], read = 0
        for folder in folders {
            for entry in entries(folder) where entry.hasSuffix(".storyboard") {
                let path = inFolder(folder, entry)
                guard !named.contains(FileSystemPath.absolute(path, from: here)), read < maximumReferrers else { continue }
                read += 1
                guard let bytes = InterfaceBuilderCode.read(path, maximumSize: maximumFileSize),
                      InterfaceBuilderReferences(of: bytes, path: path).files.values.contains(where: { named.contains(FileSystemPath.absolute($0.path, from: here)) })
                else { continue }
                found.append(path)
            }
        }
        return found
    }

    /// A name in a folder, written as the run writes paths: `Library.storyboard` beside
    /// `Main.storyboard`, not `./Library.storyboard`.
    private static func inFolder(_ folder: String, _ name: String) -> String { folder == "." ? name : folder + "/" + name }

    /// What changes when a referenced storyboard does: its path and its text.
    var digest: String {
        files.keys.sorted().map { "storyboard \(files[$0]!.path) \(fnv1aHash(files[$0]!.bytes))" }.joined(separator: "\n")
    }

    /// The values of `storyboardName` attributes, in order, each once.
    static func names(in bytes: [UInt8]) -> [String] {
        var names: [String] = [], seen = Set<String>()
        for piece in String(decoding: bytes, as: UTF8.self).components(separatedBy: "storyboardName=\"").dropFirst() {
            guard let end = piece.firstIndex(of: "\"") else { continue }
            let name = String(piece[..<end])
            if !name.isEmpty, !name.contains("/"), seen.insert(name).inserted { names.append(name) }
        }
        return names
    }
}
