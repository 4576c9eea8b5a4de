import Foundation
import HIGLint

/// The platforms a Swift file's app runs on: the configuration's `platforms` for the file, else
/// the nearest Xcode project's build settings (narrowed by a platform's name among the file's
/// folders or at the end of its name), else the nearest `Package.swift`'s `platforms:`, else
/// the UI framework the file imports (UIKit: iOS and iPadOS; AppKit: macOS; SwiftUI alone: all three).
enum Platforms {
    private static let cache = ProjectCache()

    static func forFile(_ path: String, bytes: [UInt8], configured: [Platform]) -> [Platform] {
        // The configuration is an explicit choice (and per-folder overrides can correct a guess),
        // so it wins over what the project files say.
        if !configured.isEmpty { return configured }
        if let project = cache.project(forDirectory: directory(of: path))?.platforms, !project.isEmpty {
            return narrowed(project, byNameOf: path)
        }
        // The imports are ASCII: searched for as bytes (memchr), not through Foundation's string search.
        let head = Array(bytes.prefix(8192))
        func imports(_ module: String) -> Bool { SwiftFrontEnd.contains(head, Array("import \(module)".utf8)) }
        if imports("UIKit") { return [.iOS, .iPadOS] }
        if imports("AppKit") || imports("Cocoa") { return [.macOS] }
        return [.iOS, .iPadOS, .macOS]
    }

    /// The project file that gives a file its platforms, with a hash of its bytes, for what the
    /// file's result depends on: editing the project's targets changes its findings.
    static func projectDigest(for path: String) -> String {
        cache.project(forDirectory: directory(of: path)).map { "project \($0.file) \($0.digest)" } ?? ""
    }

    /// A project's platforms narrowed by what a file's folders or name say (`iOS/…`, `macOS/…`,
    /// `RootView_macOS.swift`): a multi-platform project keeps each platform's views apart so.
    static func narrowed(_ platforms: [Platform], byNameOf path: String) -> [Platform] {
        let components = path.split(separator: "/")
        let stem = components.last.map { $0.hasSuffix(".swift") ? $0.dropLast(6) : $0 } ?? ""
        let words = components.dropLast().map { $0.lowercased() }
            + [stem.split(whereSeparator: { "_-+.".contains($0) }).last.map { $0.lowercased() } ?? ""]
        for word in words.reversed() {
            let family: [Platform]? = switch word {
            case "ios", "iphone": [.iOS, .iPadOS]
            case "ipad", "ipados": [.iPadOS]
            case "macos", "mac", "osx": [.macOS]
            case "visionos", "xros": [.visionOS]
            case "watchos", "watch": [.watchOS]
            case "tvos": [.tvOS]
            default: nil
            }
            if let family {
                let kept = platforms.filter(family.contains)
                return kept.isEmpty ? platforms : kept
            }
        }
        return platforms
    }

    static func directory(of path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return String(absolute[..<(absolute.lastIndex(of: "/") ?? absolute.endIndex)])
    }

    /// `SUPPORTED_PLATFORMS`, `SDKROOT` and `TARGETED_DEVICE_FAMILY` over a project's targets.
    /// watchOS and tvOS targets (extensions with code of their own) count only in a project that
    /// has no iOS or macOS target.
    static func fromXcodeProject(_ text: String) -> [Platform] {
        var platforms = Set<Platform>()
        var families = Set<String>()
        // Build settings list keys in order, SDKROOT before SUPPORTED_PLATFORMS: in an iOS target
        // (SDKROOT iphoneos) macosx means the iPad app on the Mac, whose bars are the iPad's.
        var sdkRoot = ""
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            func value(_ key: String) -> String? {
                guard trimmed.hasPrefix(key + " = ") else { return nil }
                return trimmed.dropFirst(key.count + 3).trimmingCharacters(in: CharacterSet(charactersIn: "\";"))
            }
            if trimmed.hasPrefix("buildSettings = {") { sdkRoot = "" }
            if let root = value("SDKROOT") { sdkRoot = root }
            if let sdks = value("SUPPORTED_PLATFORMS") ?? value("SDKROOT") {
                for sdk in sdks.split(separator: " ") {
                    switch sdk {
                    case "iphoneos", "iphonesimulator": platforms.insert(.iOS)
                    case "macosx" where sdkRoot != "iphoneos": platforms.insert(.macOS)
                    case "xros", "xrsimulator": platforms.insert(.visionOS)
                    case "appletvos", "appletvsimulator": platforms.insert(.tvOS)
                    case "watchos", "watchsimulator": platforms.insert(.watchOS)
                    default: break
                    }
                }
            }
            if let family = value("TARGETED_DEVICE_FAMILY") {
                families.formUnion(family.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            }
        }
        if platforms.contains(.iOS) {
            if families.contains("2") { platforms.insert(.iPadOS) }
            if !families.isEmpty && !families.contains("1") { platforms.remove(.iOS) }
            if families.contains("7") { platforms.insert(.visionOS) }
        }
        if !platforms.isDisjoint(with: [.iOS, .iPadOS, .macOS, .visionOS]) {
            platforms.subtract([.watchOS, .tvOS])
        }
        return platforms.sorted()
    }

    /// `platforms: [.iOS(.v17), .macOS(.v14)]`.
    static func fromPackageManifest(_ text: String) -> [Platform] {
        guard let range = text.range(of: "platforms:") else { return [] }
        let list = text[range.upperBound...].prefix { $0 != "]" }
        var platforms: [Platform] = []
        if list.contains(".iOS") { platforms += [.iOS, .iPadOS] }
        if list.contains(".macOS") { platforms.append(.macOS) }
        if list.contains(".visionOS") { platforms.append(.visionOS) }
        if platforms.isEmpty {
            if list.contains(".tvOS") { platforms.append(.tvOS) }
            if list.contains(".watchOS") { platforms.append(.watchOS) }
        }
        return platforms.sorted()
    }
}

/// Project files found walking up from a folder, remembered per folder for the run.
private final class ProjectCache: @unchecked Sendable {
    /// The project file that says which platforms a folder's files run on.
    struct Project {
        var platforms: [Platform]
        var file: String
        var digest: UInt64
    }

    private let lock = NSLock()
    private var known: [String: Project?] = [:]

    func project(forDirectory directory: String) -> Project? {
        if let cached = lock.withLock({ known[directory] }) { return cached }
        let found = look(in: directory)
        lock.withLock { known[directory] = found }
        return found
    }

    private func look(in directory: String) -> Project? {
        let manager = FileManager.default
        if let entries = try? manager.contentsOfDirectory(atPath: directory) {
            func read(_ file: String, limit: Int, _ platforms: (String) -> [Platform]) -> Project? {
                guard let data = manager.contents(atPath: file), data.count < limit else { return nil }
                let found = platforms(String(decoding: data, as: UTF8.self))
                return found.isEmpty ? nil : Project(platforms: found, file: file, digest: fnv1aHash(data))
            }
            for entry in entries.sorted() where entry.hasSuffix(".xcodeproj") {
                if let project = read(directory + "/" + entry + "/project.pbxproj", limit: 32 << 20, Platforms.fromXcodeProject) { return project }
            }
            if entries.contains("Package.swift"), let project = read(directory + "/Package.swift", limit: 1 << 20, Platforms.fromPackageManifest) {
                return project
            }
            // The repository's root ends the walk.
            if entries.contains(".git") { return nil }
        }
        let parent = FileSystemPath.parent(of: directory)
        return parent == directory || parent == "." ? nil : project(forDirectory: parent)
    }
}
