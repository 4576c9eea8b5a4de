import Foundation
import HIGLint

/// The platforms a Swift file's app runs on: the configuration's `platforms` for the file, else
/// the nearest project's: the platforms of the targets that compile the file (an Xcode project's
/// build phases and synchronized folders, a Tuist `Project.swift`'s or an XcodeGen
/// `project.yml`'s sources), else of the project's apps, narrowed by a platform's name among the
/// file's folders or at the end of its name; else the nearest `Package.swift`'s `platforms:`,
/// else the UI framework the file imports (UIKit: iOS and iPadOS; AppKit: macOS; SwiftUI alone: all three).
enum Platforms {
    private static let cache = ProjectCache()

    static func forFile(_ path: String, bytes: [UInt8], configured: [Platform]) -> [Platform] {
        decide(path, bytes: bytes, configured: configured).platforms
    }

    /// A file's platforms, and what says so (`hig-lint show` prints it).
    static func decide(_ path: String, bytes: [UInt8], configured: [Platform]) -> (platforms: [Platform], origin: String) {
        // The configuration is an explicit choice (and per-folder overrides can correct a guess),
        // so it wins over what the project files say.
        if !configured.isEmpty { return (configured, "the configuration") }
        if let project = cache.project(forDirectory: directory(of: path)), !project.platforms.isEmpty {
            // `App.xcodeproj`, `Project.swift`, `project.yml`, `Package.swift`.
            let name = FileSystemPath.name(of: project.file.hasSuffix("/project.pbxproj") ? FileSystemPath.parent(of: project.file) : project.file)
            let compiled = project.targets?.targets(compiling: ProjectTargets.resolve(path, in: FileManager.default.currentDirectoryPath))
            var (found, origin) = compiled.flatMap { $0.platforms.isEmpty ? nil : ($0.platforms, "\(name) (\($0.names.joined(separator: ", ")))") }
                ?? (project.platforms, project.targets == nil ? name : "\(name) (the apps: no target's sources name the file)")
            if project.file.hasSuffix("/Package.swift"), let app = localPackageApp(of: project) {
                // A local package of an app project runs where the apps linking it run: its manifest's
                // platforms are where it may be built (visionOS listed for an app with no visionOS build).
                let package = ProjectTargets.resolve(directory(of: project.file), in: FileManager.default.currentDirectoryPath)
                let linking = app.targets?.platforms(linkingPackageIn: package)
                if case let kept = found.filter((linking ?? app.platforms).contains), !kept.isEmpty, kept != found {
                    found = kept
                    origin += linking == nil ? ", within the platforms of the app project above it" : ", within the platforms of the apps above it that link it"
                }
            }
            if let compiled, found.contains(.macOS), found.contains(where: { $0 == .iOS || $0 == .iPadOS }) {
                // Its SDKs list macosx, but each target that would build it for the Mac compiles a file that
                // imports UIKit outside `#if`, or uses iPhone-only API in a file without any: Xcode cannot
                // build it for the Mac.
                let blocked = cache.notBuildingForTheMac(project)
                let macTargets = (project.targets?.targets ?? []).filter { compiled.names.contains($0.name) && $0.platforms.contains(.macOS) }.map(\.name)
                if !macTargets.isEmpty, macTargets.allSatisfy({ target in blocked.contains { $0.target == target } }),
                   let first = blocked.first(where: { macTargets.contains($0.target) }) {
                    found.removeAll { $0 == .macOS }
                    origin += ", not macOS: \(FileSystemPath.name(of: first.file)) \(first.why)"
                }
            }
            let platforms = narrowed(found, byNameOf: path)
            return (platforms, origin + (platforms == found ? "" : ", narrowed by the name of the file or its folder"))
        }
        // The imports are ASCII: searched for as bytes (memchr), not through Foundation's string search.
        let head = Array(bytes.prefix(8192))
        func imports(_ module: String) -> Bool { SwiftFrontEnd.contains(head, Array("import \(module)".utf8)) }
        if imports("UIKit") { return ([.iOS, .iPadOS], "the file's import of UIKit") }
        if imports("AppKit") || imports("Cocoa") { return ([.macOS], "the file's import of AppKit") }
        if let settings = bundleSettings(of: directory(of: path)) { return settings }
        return ([.iOS, .iPadOS, .macOS], "no project file, and the file imports neither UIKit nor AppKit")
    }

    /// The platforms an app's own settings files say, for a file no project describes: the nearest
    /// folder on its way up (within the run's folder) holding an `Info.plist` or an `.entitlements`
    /// file that names a platform. The App Sandbox entitlement and keys only a Mac app's Info.plist
    /// has (`LSMinimumSystemVersion`, `NSPrincipalClass`, `NSMainStoryboardFile`) say macOS; keys
    /// only an iPhone or iPad app's has (`LSRequiresIPhoneOS`, `UILaunchScreen`, a scene manifest)
    /// say iOS and iPadOS; files that say both, or neither, say nothing.
    static func bundleSettings(of directory: String) -> (platforms: [Platform], origin: String)? {
        let here = FileManager.default.currentDirectoryPath
        // (`../App/Sources` named from inside the run's folder is outside it.)
        let directory = ProjectTargets.resolve(directory, in: here)
        if let known = settingsMemo.withLock({ settingsMemo.found[directory] }) { return known }
        var found: (platforms: [Platform], origin: String)?
        if directory == here || directory.hasPrefix(here == "/" ? "/" : here + "/") {
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
            var mac = false, phone = false
            var named: [String] = []
            for entry in entries where entry == "Info.plist" || entry.hasSuffix(".entitlements") {
                guard let data = FileManager.default.contents(atPath: directory + "/" + entry), data.count < 1 << 20 else { continue }
                let text = String(decoding: data, as: UTF8.self)
                let saysMac = macSettings.contains { text.contains("<key>\($0)</key>") }
                let saysPhone = phoneSettings.contains { text.contains("<key>\($0)</key>") }
                if saysMac || saysPhone { named.append(entry) }
                mac = mac || saysMac
                phone = phone || saysPhone
            }
            if mac != phone {
                let folder = directory == here ? "" : String(directory.dropFirst(here == "/" ? 1 : here.count + 1)) + "/"
                found = (mac ? [.macOS] : [.iOS, .iPadOS], "no project file; the app's settings \(named.map { folder + $0 }.joined(separator: ", ")) are a \(mac ? "Mac" : "iPhone and iPad") app's")
            } else if directory != here, !mac {
                found = bundleSettings(of: FileSystemPath.parent(of: directory))
            }
        }
        settingsMemo.withLock { settingsMemo.found[directory] = found }
        return found
    }

    /// Keys of settings files only a Mac app has.
    private static let macSettings = ["com.apple.security.app-sandbox", "LSMinimumSystemVersion", "NSPrincipalClass", "NSMainStoryboardFile", "NSMainNibFile"]
    /// Keys of settings files only an iPhone or iPad app has.
    private static let phoneSettings = ["LSRequiresIPhoneOS", "UILaunchScreen", "UILaunchStoryboardName", "UIApplicationSceneManifest", "UIRequiredDeviceCapabilities"]

    /// `bundleSettings` by folder: every file of a folder asks the same.
    private final class SettingsMemo: @unchecked Sendable {
        let lock = NSLock()
        var found: [String: (platforms: [Platform], origin: String)?] = [:]
        func withLock<T>(_ body: () -> T) -> T { lock.withLock(body) }
    }

    private static let settingsMemo = SettingsMemo()

    /// Whether a file's first bytes import `module` before any `#if` (an import no condition can leave out).
    static func importsOutsideConditions(_ module: String, _ head: [UInt8]) -> Bool {
        let needle = Array("import \(module)".utf8)
        guard let at = SwiftFrontEnd.firstOffset(of: needle, in: head, from: 0), at == 0 || head[at - 1] == UInt8(ascii: "\n"),
              at + needle.count == head.count || [UInt8(ascii: "\n"), UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: ";")].contains(head[at + needle.count])
        else { return false }
        return SwiftFrontEnd.firstOffset(of: Array("#if".utf8), in: head, from: 0).map { $0 > at } ?? true
    }

    /// The name of the app a file is part of, as its project says (`ProjectTargets.appName(compiling:)`);
    /// for a local package of an app project above it, the name of the app that links it.
    static func appName(for path: String) -> String? {
        guard let project = cache.project(forDirectory: directory(of: path)) else { return nil }
        let here = FileManager.default.currentDirectoryPath
        if project.file.hasSuffix("/Package.swift"), let app = localPackageApp(of: project) {
            return app.targets?.appName(linkingPackageIn: ProjectTargets.resolve(directory(of: project.file), in: here))
        }
        return project.targets?.appName(compiling: ProjectTargets.resolve(path, in: here))
    }

    /// The compilation conditions the release build of a file's targets sets (`#if RELEASE`), as
    /// its Xcode project says; empty when no project says (a package, no project, no `Release`
    /// configuration), where every condition is taken as unset.
    static func releaseConditions(for path: String) -> Set<String> {
        targets(of: path).flatMap { $0.targets.releaseConditions(compiling: $0.path) } ?? []
    }

    /// The targets of the project nearest a file, with the file's path as they name files (absolute).
    private static func targets(of path: String) -> (targets: ProjectTargets, path: String)? {
        guard let targets = cache.project(forDirectory: directory(of: path))?.targets else { return nil }
        return (targets, ProjectTargets.resolve(path, in: FileManager.default.currentDirectoryPath))
    }

    /// The app project a package's folder sits in (an app built from local packages), when its
    /// nearest project above is not another package.
    private static func localPackageApp(of package: ProjectCache.Project) -> ProjectCache.Project? {
        guard let app = cache.project(forDirectory: directory(of: directory(of: package.file))), !app.file.hasSuffix("/Package.swift") else { return nil }
        return app
    }

    /// Why no build compiles a Swift file, when its Xcode project's targets (their build phases and
    /// synchronized folders) do not hold it, and no Xcode project
    /// under the run's folder names a file of its name at all (an app may be built by a project
    /// beside the one nearest the file, as a workspace's app project builds a framework's
    /// folder): a file left on disk after it was taken out of the project, whose chrome nobody sees.
    static func notCompiled(_ path: String) -> String? {
        guard let project = cache.project(forDirectory: directory(of: path)), project.file.hasSuffix("/project.pbxproj"),
              let targets = project.targets, targets.notes.isEmpty, targets.targets.contains(where: { !$0.files.isEmpty || !$0.globs.isEmpty }),
              case let resolved = ProjectTargets.resolve(path, in: FileManager.default.currentDirectoryPath),
              targets.targets(compiling: resolved) == nil else { return nil }
        // The project's targets compile other files of this name (a copy elsewhere, in use): the
        // project's references to the name are theirs.
        // (Compared without case, as the Mac that builds the project finds its files.)
        let name = FileSystemPath.name(of: path)
        let copies = Set(targets.targets.flatMap {
            $0.files.filter { $0.lowercased() != resolved.lowercased() && FileSystemPath.name(of: $0).lowercased() == name.lowercased() && existsIgnoringCase($0) }
        })
        guard !cache.anyXcodeProjectNames(name, including: project.file, referencesAccountedFor: copies.count) else { return nil }
        return "no target of \(FileSystemPath.name(of: FileSystemPath.parent(of: project.file))) compiles this file, and no other Xcode project here names it"
    }

    /// Whether a file exists at an absolute path, its names compared without case as on a Mac's
    /// disk: the folders on the way are listed only where the path's own spelling is not there.
    static func existsIgnoringCase(_ path: String) -> Bool {
        let manager = FileManager.default
        if manager.fileExists(atPath: path) { return true }
        guard path.hasPrefix("/") else { return false }
        var found = ""
        for name in path.split(separator: "/").map(String.init) {
            if manager.fileExists(atPath: found + "/" + name) { found += "/" + name; continue }
            guard let entry = ((try? manager.contentsOfDirectory(atPath: found.isEmpty ? "/" : found)) ?? []).first(where: { $0.lowercased() == name.lowercased() })
            else { return false }
            found += "/" + entry
        }
        return true
    }

    /// Why a file may never ship, as its project and folders say: no target builds it, its project
    /// is a sample's, only test targets build it, or a folder on its way is set aside (`Unused/`).
    static func unshipped(_ path: String) -> String? {
        notCompiled(path) ?? copiedProjectReason(path) ?? sampleReason(path) ?? triesReason(path) ?? harnessReason(path) ?? librarySupportReason(path) ?? setAsideReason(path)
    }

    /// Why a file's app may not ship, when its Xcode project is kept inside a Swift package that
    /// makes libraries (`Tabs/Support/TabsSupport.xcodeproj` below `Tabs/Package.swift`) and an app
    /// project of the same repository, outside that package, builds it (names its folder, links one
    /// of its products, or links a package that depends on it by path): the package is a library
    /// that app is built from, and the apps of the project inside it try the library out. (A package holding the only app project, as a repository's root `Package.swift`
    /// above `App/App.xcodeproj`, is the app's own.)
    static func librarySupportReason(_ path: String) -> String? {
        guard let project = cache.project(forDirectory: directory(of: path)), project.file.hasSuffix("/project.pbxproj") else { return nil }
        let key = "\(project.file) \(project.digest)"
        if let known = librarySupport.withLock({ librarySupport.reasons[key] }) { return known }
        let reason = librarySupportReason(project: project.file)
        librarySupport.withLock { librarySupport.reasons[key] = reason }
        return reason
    }

    /// `librarySupportReason` by project file and digest: the same for each of a project's files.
    private final class LibrarySupport: @unchecked Sendable {
        let lock = NSLock()
        var reasons: [String: String?] = [:]
        func withLock<T>(_ body: () -> T) -> T { lock.withLock(body) }
    }

    private static let librarySupport = LibrarySupport()

    private static func librarySupportReason(project file: String) -> String? {
        guard let package = libraryPackage(holding: file), let app = app(building: package) else { return nil }
        let name = { (file: String) in String(FileSystemPath.name(of: FileSystemPath.parent(of: file)).split(separator: ".").first ?? "") }
        return "its project \"\(name(file))\" is kept inside the package \(FileSystemPath.name(of: package)), a library the app project \(name(app)) is built from, so its apps try the library out and may not ship"
    }

    /// The app project of the package's repository, outside the package (a folder, absolute), that
    /// builds it, directly or through packages of the run that depend on it by path
    /// (`.package(path: "../Tabs")`): each package looked at once, at most 3 steps away.
    private static func app(building package: String) -> String? {
        let dependents = cache.runPathDependencies()
        var seen: Set<String> = [package]
        var level = [package]
        for _ in 0...3 {
            for folder in level { if let app = appLinking(folder, repository: repository(of: package)) { return app } }
            let current = Set(level)
            level = dependents.filter { !seen.contains($0.folder) && !$0.paths.isDisjoint(with: current) }.map(\.folder)
            seen.formUnion(level)
            if level.isEmpty { return nil }
        }
        return nil
    }

    /// Whether a package of the run depends on the package in `folder` (absolute) by path.
    private static func packageDependents(of folder: String) -> Bool {
        cache.runPathDependencies().contains { $0.folder != folder && $0.paths.contains(folder) }
    }

    /// The folder holding the `.git` above a folder (absolute), or nil.
    private static func repository(of folder: String) -> String? {
        var current = folder
        while true {
            if FileManager.default.fileExists(atPath: current + "/.git") { return current }
            let parent = FileSystemPath.parent(of: current)
            if parent == current || parent.isEmpty || parent == "." { return nil }
            current = parent
        }
    }

    private static func appLinking(_ package: String, repository: String?) -> String? {
        let here = FileManager.default.currentDirectoryPath
        // An app project outside the package that builds it: its local package references name the package's
        // folder, or it links one of the package's products by name (the package added through a workspace).
        let products = (FileManager.default.contents(atPath: package + "/Package.swift").flatMap { data in
            data.count < 1 << 20 ? PackageGraph(manifest: String(decoding: data, as: UTF8.self)) : nil
        })?.productNames ?? []
        guard let app = cache.runXcodeProjects().first(where: { other in
                  !FileSystemPath.absolute(other.file, from: here).hasPrefix(package + "/")
                      // Not another repository's app linked beside it in the run's folder.
                      && (repository == nil || FileSystemPath.absolute(other.file, from: here).hasPrefix(repository! + "/"))
                      && SwiftFrontEnd.firstOffset(of: Array("com.apple.product-type.application\"".utf8), in: other.text, from: 0) != nil
                      && (referencesPackage(other, package, from: here) || products.contains { product in
                          SwiftFrontEnd.firstOffset(of: Array("productName = \(product);".utf8), in: other.text, from: 0) != nil
                              || SwiftFrontEnd.firstOffset(of: Array("productName = \"\(product)\";".utf8), in: other.text, from: 0) != nil
                      })
              }) else { return nil }
        return app.file
    }

    /// Whether an Xcode project's text names the package folder (absolute) as a local package
    /// (`relativePath = ../Wallet;`) or as a folder it holds (`path = Wallet;`), from its own folder.
    private static func referencesPackage(_ project: (file: String, text: [UInt8]), _ package: String, from here: String) -> Bool {
        let root = FileSystemPath.parent(of: FileSystemPath.parent(of: FileSystemPath.absolute(project.file, from: here)))
        let text = String(decoding: project.text, as: UTF8.self)
        for line in text.split(separator: "\n") where line.contains("relativePath = ") || line.contains("lastKnownFileType = wrapper") || line.contains("lastKnownFileType = folder") {
            for key in ["relativePath = ", "path = "] {
                guard let range = line.range(of: key) else { continue }
                let value = line[range.upperBound...].prefix { $0 != ";" }.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
                if ProjectTargets.resolve(value, in: root) == package { return true }
            }
        }
        return false
    }

    /// The folder of the Swift package that makes libraries (and no executable) above the folder
    /// holding an Xcode project file (`…/App.xcodeproj/project.pbxproj`), up to the repository's root.
    private static func libraryPackage(holding projectFile: String) -> String? {
        let bundle = FileSystemPath.parent(of: FileSystemPath.absolute(projectFile, from: FileManager.default.currentDirectoryPath))
        // A project at its repository's root is kept in no package.
        if FileManager.default.fileExists(atPath: FileSystemPath.parent(of: bundle) + "/.git") { return nil }
        var folder = FileSystemPath.parent(of: FileSystemPath.parent(of: bundle))
        while true {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if entries.contains("Package.swift") {
                guard let data = FileManager.default.contents(atPath: folder + "/Package.swift"), data.count < 1 << 20,
                      case let manifest = String(decoding: data, as: UTF8.self), manifest.contains(".library("), !manifest.contains(".executable(") else { return nil }
                return folder
            }
            let parent = FileSystemPath.parent(of: folder)
            if entries.contains(".git") || parent == folder || parent == "." || parent.isEmpty { return nil }
            folder = parent
        }
    }

    /// Why a file may never ship, when its Xcode project is a copy of the app's: a project of the
    /// same name in a folder inside the app's (`Resources/CommunityEdition/Notes.xcodeproj` in the
    /// repository of `Notes.xcodeproj`), making an application of the same target name, whose files
    /// the app's targets (which build files that are there) do not compile: an old edition, kept
    /// for reference, that the app's own project replaced.
    static func copiedProjectReason(_ path: String) -> String? {
        guard let project = cache.project(forDirectory: directory(of: path)), project.file.hasSuffix("/project.pbxproj") else { return nil }
        let bundle = FileSystemPath.parent(of: project.file)
        let root = FileSystemPath.parent(of: bundle)
        let above = FileSystemPath.parent(of: root)
        guard above != root, FileManager.default.fileExists(atPath: root + "/.git") == false,
              let outer = cache.project(forDirectory: above), outer.file.hasSuffix("/project.pbxproj"), outer.file != project.file,
              case let outerBundle = FileSystemPath.parent(of: outer.file), FileSystemPath.name(of: outerBundle) == FileSystemPath.name(of: bundle),
              let targets = outer.targets, targets.notes.isEmpty,
              targets.targets(compiling: ProjectTargets.resolve(path, in: FileManager.default.currentDirectoryPath)) == nil,
              // A copy makes the same application, and the app's project still builds files that are there
              // (not a project left behind when the app's moved into a folder).
              case let applications = Set(targets.targets.filter(\.isApplication).map(\.name)),
              project.targets?.targets.contains(where: { $0.isApplication && applications.contains($0.name) }) == true,
              targets.targets.contains(where: { target in !target.globs.isEmpty || target.files.contains(where: existsIgnoringCase) }) else { return nil }
        let outerRoot = FileSystemPath.parent(of: outerBundle)
        let folder = root.hasPrefix(outerRoot + "/") ? String(root.dropFirst(outerRoot.count + 1)) : FileSystemPath.name(of: root)
        return "its project is a copy of the app's \(FileSystemPath.name(of: outerBundle)), kept in \(folder), whose files the app's targets do not compile, so it may not ship"
    }

    /// Why a file may never ship, when only test bundles or test apps build it (`ProjectTargets.harnessReason`).
    static func harnessReason(_ path: String) -> String? {
        if let (targets, resolved) = targets(of: path) { return targets.harnessReason(building: resolved) }
        // A local package's file, reached only through products that tests and apps for testing link.
        guard let project = cache.project(forDirectory: directory(of: path)), let graph = project.package,
              let app = localPackageApp(of: project)?.targets else { return nil }
        let here = FileManager.default.currentDirectoryPath
        let folder = ProjectTargets.resolve(directory(of: project.file), in: here)
        let file = ProjectTargets.resolve(path, in: here)
        guard file.hasPrefix(folder + "/"), let target = graph.target(holding: String(file.dropFirst(folder.count + 1))) else { return nil }
        // Another package of the run that depends on this one by path may bring the target into the app.
        guard !packageDependents(of: folder) else { return nil }
        return app.harnessReason(packageTarget: target, in: graph, folder: folder)
    }

    /// Words of a folder's name that say its files are set aside: kept in the repository, maybe
    /// still built, but no longer part of the app.
    static let setAsideWords: Set<String> = ["unused", "deprecated", "obsolete"]

    /// Why a file may never be shown, when a folder on its way from its project's folder (or from
    /// the run's folder, without a project) is named as set aside (`App/UI/Unused/`).
    static func setAsideReason(_ path: String) -> String? {
        let here = FileManager.default.currentDirectoryPath
        let absolute = ProjectTargets.resolve(path, in: here)
        let base = appProjectRoot(ofFolder: directory(of: path)).map { ProjectTargets.resolve($0, in: here) } ?? here
        guard absolute.hasPrefix(base + "/") else { return nil }
        for folder in absolute.dropFirst(base.count + 1).split(separator: "/").dropLast() {
            if let word = UnshippedViews.nameWords(String(folder)).first(where: setAsideWords.contains) {
                return "it is in the folder \"\(folder)\", whose name (\(word)) says it is set aside, so people may never see it"
            }
        }
        return nil
    }

    /// Why a file's app may not ship, when its project is a sample's: the project's name (an Xcode
    /// project's, or the folder of a package or XcodeGen/Tuist project) has a word starting "sample",
    /// "example" or "demo" (`SearchSampleApp.xcodeproj`, `Examples/Package.swift`): an app a library
    /// keeps to show how it is used, which the library's users never see. (The folders above it
    /// are not asked: a team's `Demo/` folder may hold the app it ships.)
    static func sampleReason(_ path: String) -> String? {
        guard let project = cache.project(forDirectory: directory(of: path)) else { return nil }
        let named = FileSystemPath.parent(of: project.file)
        let name = project.file.hasSuffix("/project.pbxproj") ? String(FileSystemPath.name(of: named).split(separator: ".").first ?? "") : FileSystemPath.name(of: named)
        guard ProjectTargets.namesSample(name) else { return nil }
        return "its project \"\(name)\" is a sample app, which may not ship"
    }

    /// Words of a folder's name that say it keeps tries beside an app: samples, demos, playgrounds,
    /// prototypes and experiments.
    static let triesWords: Set<String> = ["sample", "samples", "example", "examples", "demo", "demos", "playground", "playgrounds",
                                          "prototype", "prototypes", "experiment", "experiments", "sandbox", "scratch"]

    /// Why a file's app may not ship, when its app project sits below a folder whose name says it
    /// keeps tries (`Playground/SearchField/SearchField.xcodeproj`) and the folder holding that one
    /// holds an app project of its own (`Cashew.xcodeproj` beside `Playground/`): the repository's
    /// app, beside which the folder keeps experiments that people never see. (A `Demo/` folder that
    /// holds a repository's only app is not asked: nothing above it is an app.)
    static func triesReason(_ path: String) -> String? {
        let here = FileManager.default.currentDirectoryPath
        guard let root = appProjectRoot(ofFolder: directory(of: path)).map({ ProjectTargets.resolve($0, in: here) }) else { return nil }
        // From the repository's root, or the run's folder when that is inside it; the folders above the project's own.
        let top = repository(of: root).map { here.hasPrefix($0 + "/") ? here : $0 } ?? here
        guard root.hasPrefix(top + "/") else { return nil }
        var folder = top
        for name in root.dropFirst(top.count + 1).split(separator: "/").dropLast() {
            let parent = folder
            folder += "/" + name
            if let word = UnshippedViews.nameWords(String(name)).first(where: triesWords.contains), holdsAppProject(parent) {
                return "its project is in the folder \"\(name)\", whose name (\(word)) says it keeps tries beside the app project above it, which may not ship"
            }
        }
        return nil
    }

    /// What the project files on the way up from a file's folder did not give, each with the
    /// project file it concerns: a file that could not be read for its targets (not the format
    /// its name says, or holding what the reader does not follow; the file's platforms then come
    /// from the project's text as a whole, or from a project further up, or from its imports), a
    /// file it names that was not read (outside the repository, too large, an include cycle).
    static func projectNotes(for path: String) -> [(file: String, text: String)] {
        cache.project(forDirectory: directory(of: path))?.notes ?? []
    }

    /// The folder of the app project a folder's files belong to: the one holding its Xcode project, Tuist
    /// `Project.swift` or XcodeGen `project.yml`; for files a package's targets build, the folder
    /// holding such a project above the package within the repository (an app built from local
    /// packages), else the package's targets' folder (an app built as a Swift package); nil for
    /// files outside both.
    static func appProjectRoot(ofFolder directory: String) -> String? {
        if let project = cache.project(forDirectory: directory), !project.platforms.isEmpty {
            if project.file.hasSuffix("/project.pbxproj") { return FileSystemPath.parent(of: FileSystemPath.parent(of: project.file)) }
            if project.file.hasSuffix("/Project.swift") || project.file.hasSuffix("/project.yml") { return FileSystemPath.parent(of: project.file) }
        }
        var package: String?
        var folder = directory
        while true {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if holdsAppProject(entries: entries) { return package == nil ? nil : folder }
            if package == nil && entries.contains("Package.swift") {
                // A folder of the package that no target builds (an example app, fixtures) is not the package's.
                guard let sources = packageSources(folder, holding: directory) else { return nil }
                package = sources
            }
            let parent = FileSystemPath.parent(of: folder)
            if entries.contains(".git") || parent == folder || parent == "." { return package }
            folder = parent
        }
    }

    /// The folder of the package at `package` whose targets build the files of `directory`: its
    /// `Sources`, or a folder a target names (`path: "App"`, `path: "."`); nil for one no target builds.
    private static func packageSources(_ package: String, holding directory: String) -> String? {
        let first = directory == package ? "" : directory.dropFirst(package.count + 1).split(separator: "/").first.map(String.init) ?? ""
        if first == "Sources" { return package + "/Sources" }
        guard let data = FileManager.default.contents(atPath: package + "/Package.swift"), data.count < 1 << 20 else { return nil }
        let manifest = String(decoding: data, as: UTF8.self)
        if manifest.contains("path: \".\"") { return package }
        return !first.isEmpty && (manifest.contains("path: \"\(first)\"") || manifest.contains("path: \"\(first)/")) ? package + "/" + first : nil
    }

    /// Whether a folder holds an app project of its own (`.xcodeproj`, `Project.swift`, `project.yml`).
    static func holdsAppProject(_ directory: String) -> Bool {
        holdsAppProject(entries: (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
    }

    private static func holdsAppProject(entries: [String]) -> Bool {
        ProjectFolder.holdsAppProject(entries)
    }

    /// The project file that gives a file its platforms, with a hash of its bytes, for what the
    /// file's result depends on: editing the project's targets changes its findings.
    static func runProjectsDigest() -> UInt64 { cache.runProjectsDigest() }

    static func projectDigest(for path: String) -> String {
        // What other projects and manifests say about the file's shipping is part of its findings: the reason, as text.
        (cache.project(forDirectory: directory(of: path)).map { "project \($0.file) \($0.digest)" } ?? bundleSettings(of: directory(of: path)).map { "settings \($0.origin)" } ?? "")
            + (unshipped(path).map { "\nunshipped \($0)" } ?? "")
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

    /// `SUPPORTED_PLATFORMS`, `SDKROOT` and `TARGETED_DEVICE_FAMILY` over a project's targets,
    /// one block of build settings at a time: what a project says when its targets cannot be told apart.
    /// watchOS and tvOS targets (extensions with code of their own) count only in a project that
    /// has no iOS or macOS target.
    static func fromXcodeProject(_ text: String) -> [Platform] {
        var platforms = Set<Platform>()
        var families = Set<Substring>()
        // The settings of the block being read (lines outside any block count as one of their own).
        var block: [String: String] = [:]
        func flush() {
            platforms.formUnion(Self.platforms(block))
            families.formUnion(deviceFamilies(block["TARGETED_DEVICE_FAMILY"] ?? "", allowingVision: allowsVision(block)))
            block = [:]
        }
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("buildSettings = {") || trimmed == "};" {
                flush()
            } else if let equals = trimmed.range(of: " = "), trimmed.hasSuffix(";") {
                block[String(trimmed[..<equals.lowerBound])] = trimmed[equals.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: "\";"))
            }
        }
        flush()
        return ProjectTargets.union([withDeviceFamilies(platforms, families).sorted()])
    }

    /// One target's build settings: its SDKs (`SUPPORTED_PLATFORMS`, else `SDKROOT`) and device families.
    static func fromBuildSettings(_ setting: (String) -> String?) -> [Platform] {
        let settings = ["SDKROOT", "SUPPORTED_PLATFORMS", "SUPPORTS_MACCATALYST", "TARGETED_DEVICE_FAMILY"].reduce(into: [String: String]()) { $0[$1] = setting($1) }
        return withDeviceFamilies(platforms(settings), deviceFamilies(settings["TARGETED_DEVICE_FAMILY"] ?? "", allowingVision: allowsVision(settings))).sorted()
    }

    /// The platforms one block of build settings builds for: each SDK of `SUPPORTED_PLATFORMS`,
    /// else `SDKROOT`'s. In an iOS target (SDKROOT iphoneos) macosx is Mac Catalyst, the iPad app on
    /// the Mac, whose bars are the iPad's: no macOS; unless the target says it is no Catalyst app
    /// (`SUPPORTS_MACCATALYST = NO`, as a multiplatform target with a Mac destination does).
    private static func platforms(_ settings: [String: String]) -> Set<Platform> {
        let sdkRoot = settings["SDKROOT"] ?? ""
        let catalyst = sdkRoot == "iphoneos" && settings["SUPPORTS_MACCATALYST"] != "NO"
        return Set((settings["SUPPORTED_PLATFORMS"] ?? sdkRoot).split(separator: " ").compactMap { sdk -> Platform? in
            switch sdk {
            case "iphoneos", "iphonesimulator": .iOS
            case "macosx" where !catalyst: .macOS
            case "xros", "xrsimulator": .visionOS
            case "appletvos", "appletvsimulator": .tvOS
            case "watchos", "watchsimulator": .watchOS
            default: nil
            }
        })
    }

    /// `TARGETED_DEVICE_FAMILY`'s families. Apple Vision (7) is a visionOS build only where the
    /// target's SDKs allow one (`allowingVision`): an iPhone and iPad app that lists its SDKs
    /// without `xros` runs on Vision Pro as the iPad app ("Designed for iPad", DiaBLE), with the iPad's bars.
    static func deviceFamilies(_ value: String, allowingVision: Bool = true) -> Set<Substring> {
        let families = Set(value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces)[...] })
        return allowingVision ? families : families.subtracting(["7"])
    }

    /// Whether settings allow a visionOS build: their `SUPPORTED_PLATFORMS` names visionOS's SDK, or they state none.
    static func allowsVision(_ settings: [String: String]) -> Bool {
        settings["SUPPORTED_PLATFORMS"].map { platforms(["SUPPORTED_PLATFORMS": $0]).contains(.visionOS) } ?? true
    }

    /// iOS split by `TARGETED_DEVICE_FAMILY`: 1 iPhone, 2 iPad, 7 Apple Vision.
    /// Families are an iOS SDK's setting: a target that names them and no SDK (its `SDKROOT` in an
    /// `.xcconfig` the checkout does not hold, such as a Carthage checkout's) builds for iOS.
    static func withDeviceFamilies(_ platforms: Set<Platform>, _ families: Set<Substring>) -> Set<Platform> {
        var platforms = platforms
        if platforms.isEmpty, !families.isDisjoint(with: ["1", "2", "7"]) { platforms.insert(.iOS) }
        if platforms.contains(.iOS) {
            if families.contains("2") { platforms.insert(.iPadOS) }
            if !families.isEmpty && !families.contains("1") { platforms.remove(.iOS) }
            if families.contains("7") { platforms.insert(.visionOS) }
        }
        return platforms
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

/// Project files found walking up from a folder, remembered per folder for the run: each folder
/// looked in once, however many threads ask for it at once.
private final class ProjectCache: @unchecked Sendable {
    /// The project file that says which platforms a folder's files run on.
    struct Project {
        /// The project's as a whole, for a file no target is known to compile.
        var platforms: [Platform]
        var targets: ProjectTargets?
        var file: String
        var digest: UInt64
        /// What project files passed on the way, and this one, did not give (`Platforms.projectNotes(for:)`).
        var notes: [(file: String, text: String)] = []
        /// A `Package.swift`'s targets and products as its text names them.
        var package: PackageGraph?
    }

    /// The most files one project's reading may open (`.xcconfig` files, Info.plists, Tuist
    /// helpers, included YAML) besides the project file itself.
    static let maximumNamedFiles = 1_000

    private final class Folder: @unchecked Sendable {
        let lock = NSLock()
        var project: Project??
    }

    private let lock = NSLock()
    private var known: [String: Folder] = [:]
    private let notForTheMacLock = NSLock()
    private var notForTheMacFiles: [String: [(target: String, file: String, why: String)]] = [:]

    /// The most of a file searched for iPhone-only API (a larger one is generated, and only its imports are read).
    static let maximumScannedBytes = 1 << 20

    /// API a file cannot use in a Mac build without `#if`: UIKit's types (which SwiftUI on iOS
    /// makes visible without an import) and SwiftUI modifiers that exist on iPhone and iPad only.
    static let iPhoneOnlyNeedles = ["navigationBarTitleDisplayMode(", ".navigationBarHidden(", ".navigationBarItems(",
                                    ".keyboardType(", ".textInputAutocapitalization(", "UIApplication.", "UIScreen.", "UIDevice."]
        .map { Array($0.utf8) }

    /// For a project whose targets list macOS beside iOS: the Swift files under its folder (the
    /// most a run reads as a project's neighbours) that no Mac build can compile, each with a
    /// target compiling it (not one that leaves the file out of its Mac build) and why: a file
    /// that imports UIKit outside `#if`, or one without any `#if` that uses iPhone-only API.
    /// Looked for once per project, and only for such a project.
    func notBuildingForTheMac(_ project: Project) -> [(target: String, file: String, why: String)] {
        notForTheMacLock.withLock {
            if let known = notForTheMacFiles[project.file] { return known }
            var found: [(target: String, file: String, why: String)] = []
            let root = project.file.hasSuffix("/project.pbxproj") ? FileSystemPath.parent(of: FileSystemPath.parent(of: project.file)) : FileSystemPath.parent(of: project.file)
            for file in SwiftFrontEnd.projectFiles(root: root, searchedAs: root).prefix(SwiftFrontEnd.maximumNeighbours) {
                guard let handle = FileHandle(forReadingAtPath: file) else { continue }
                let bytes = [UInt8](handle.readData(ofLength: Self.maximumScannedBytes + 1))
                try? handle.close()
                let why: String
                if Platforms.importsOutsideConditions("UIKit", Array(bytes.prefix(8192))) {
                    why = "imports UIKit outside #if"
                } else if bytes.count <= Self.maximumScannedBytes, !SwiftFrontEnd.contains(bytes, Array("#if".utf8)),
                          let needle = Self.iPhoneOnlyNeedles.first(where: { SwiftFrontEnd.contains(bytes, $0) }) {
                    why = "uses \(String(decoding: needle, as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: ".(")) ), which the Mac lacks, outside #if"
                } else {
                    continue
                }
                let path = ProjectTargets.resolve(file, in: FileManager.default.currentDirectoryPath)
                // A file the Mac build leaves out (`platformFilter = ios;`) keeps no target from the Mac.
                let leftOut = Set(project.targets?.targets.filter { $0.notForMac.contains(path) }.map(\.name) ?? [])
                found += (project.targets?.targets(compiling: path)?.names ?? []).filter { !leftOut.contains($0) }.map { ($0, file, why) }
            }
            notForTheMacFiles[project.file] = found
            return found
        }
    }

    private let xcodeProjectsLock = NSLock()
    /// The Xcode projects under the run's folder, each with its text (empty when it could not be read).
    private var xcodeProjects: [(file: String, text: [UInt8])]?
    /// Project files outside the run's folder, read when a file of theirs asked.
    private var otherXcodeProjects: [String: [UInt8]] = [:]

    /// The most Xcode projects under the run's folder searched for a file's name, and the largest read.
    static let maximumXcodeProjects = 200, maximumXcodeProjectSize = 32 << 20

    /// The Xcode projects under the run's folder (at most one past `maximumXcodeProjects`), each
    /// with its text (empty when it could not be read); listed and read once a run.
    func runXcodeProjects() -> [(file: String, text: [UInt8])] {
        xcodeProjectsLock.withLock {
            let projects = xcodeProjects ?? FileDiscovery.files(for: ["."], picks: { $0.hasSuffix(".xcodeproj/project.pbxproj") }).files
                .prefix(Self.maximumXcodeProjects + 1).map { ($0, (try? DescriptionLoader.readFile($0, maximumSize: Self.maximumXcodeProjectSize)) ?? []) }
            xcodeProjects = projects
            return projects
        }
    }

    /// The Swift package manifests under the run's folder (at most `maximumXcodeProjects`), each
    /// with its text; listed and read once a run.
    func runPackageManifests() -> [(file: String, text: String)] {
        xcodeProjectsLock.withLock {
            let manifests = packageManifests ?? FileDiscovery.files(for: ["."], picks: { $0 == "Package.swift" || $0.hasSuffix("/Package.swift") }).files
                .prefix(Self.maximumXcodeProjects).map { ($0, String(decoding: (try? DescriptionLoader.readFile($0, maximumSize: 1 << 20)) ?? [], as: UTF8.self)) }
            packageManifests = manifests
            return manifests
        }
    }

    private var packageManifests: [(file: String, text: String)]?
    private var pathDependencies: [(folder: String, paths: Set<String>)]?
    private var runDigest: UInt64?

    /// The run's packages (folders, absolute) that depend on others by path, with those packages'
    /// folders (`PackageGraph.pathDependencies`); found once a run.
    func runPathDependencies() -> [(folder: String, paths: Set<String>)] {
        let manifests = runPackageManifests()
        return xcodeProjectsLock.withLock {
            if let pathDependencies { return pathDependencies }
            let here = FileManager.default.currentDirectoryPath
            let found = manifests.compactMap { manifest -> (folder: String, paths: Set<String>)? in
                let folder = FileSystemPath.parent(of: FileSystemPath.absolute(manifest.file, from: here))
                let paths = PackageGraph.pathDependencies(in: manifest.text, folder: folder)
                return paths.isEmpty ? nil : (folder, paths)
            }
            pathDependencies = found
            return found
        }
    }

    /// A digest of the run's Xcode projects and package manifests: whether a view other files name
    /// ships depends on their targets (`UnshippedViews`), so a cached result depends on them all.
    func runProjectsDigest() -> UInt64 {
        let projects = runXcodeProjects(), manifests = runPackageManifests()
        return xcodeProjectsLock.withLock {
            if let runDigest { return runDigest }
            var text: [UInt8] = []
            for project in projects { text += Array(project.file.utf8) + [0] + Array(String(fnv1aHash(project.text)).utf8) + [10] }
            for manifest in manifests { text += Array(manifest.file.utf8) + [0] + Array(String(fnv1aHash(Array(manifest.text.utf8))).utf8) + [10] }
            let digest = fnv1aHash(text)
            runDigest = digest
            return digest
        }
    }

    /// Whether `project` or an Xcode project under the run's folder names a file (`path = Row.swift;`).
    /// Past the most projects searched, or with one too large to read, every name is taken as named.
    /// Each project file is read once a run.
    /// `referencesAccountedFor`: how many of `project`'s file references of that name are known to
    /// be other files' (its targets compile them); the project names this one only past those.
    func anyXcodeProjectNames(_ name: String, including project: String, referencesAccountedFor: Int = 0) -> Bool {
        func read(_ file: String) -> [UInt8] { (try? DescriptionLoader.readFile(file, maximumSize: Self.maximumXcodeProjectSize)) ?? [] }
        let here = FileManager.default.currentDirectoryPath
        func isOwn(_ file: String) -> Bool { FileSystemPath.absolute(file, from: here) == FileSystemPath.absolute(project, from: here) }
        let projects = runXcodeProjects()
        let own = xcodeProjectsLock.withLock { () -> [UInt8] in
            if let known = projects.first(where: { isOwn($0.file) }) { return known.text }
            let own = otherXcodeProjects[project] ?? read(project)
            otherXcodeProjects[project] = own
            return own
        }
        if projects.count > Self.maximumXcodeProjects || projects.contains(where: { $0.text.isEmpty }) || own.isEmpty { return true }
        // The name as the project writes a path: after `= `, `"` or `/`, before `;` or `"`.
        let needle = Array(name.utf8)
        func names(_ text: [UInt8]) -> Bool {
            var from = 0
            while let at = SwiftFrontEnd.firstOffset(of: needle, in: text, from: from) {
                let before = at > 0 ? text[at - 1] : 0, after = at + needle.count < text.count ? text[at + needle.count] : 0
                if [UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: "/")].contains(before),
                   [UInt8(ascii: ";"), UInt8(ascii: "\""), UInt8(ascii: " ")].contains(after) { return true }
                from = at + 1
            }
            return false
        }
        // Past the references other files account for, any mention counts (an exception list, a
        // path the resolver did not follow); with copies, only a file reference of its own does.
        let ownNames = referencesAccountedFor == 0 ? names(own) : Self.fileReferences(named: name, in: own) > referencesAccountedFor
        return ownNames || projects.contains { !isOwn($0.file) && names($0.text) }
    }

    /// How many file references of a project name a file (`path = Row.swift;`, `path = "Views/Row.swift";`,
    /// `name = Row.swift;`): one per line, each a `PBXFileReference`.
    static func fileReferences(named name: String, in text: [UInt8]) -> Int {
        let needle = Array("isa = PBXFileReference;".utf8)
        var count = 0, from = 0
        while let at = SwiftFrontEnd.firstOffset(of: needle, in: text, from: from) {
            var start = at, end = at
            while start > 0, text[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
            let line = String(decoding: text[start..<end], as: UTF8.self)
            if [" = \(name);", " = \"\(name)\";", "/\(name);", "/\(name)\";"].contains(where: line.contains) { count += 1 }
            from = end
        }
        return count
    }

    func project(forDirectory directory: String) -> Project? {
        let folder = lock.withLock {
            if let folder = known[directory] { return folder }
            let folder = Folder()
            known[directory] = folder
            return folder
        }
        // Folders above are looked in under their own locks: never one below, so no two threads wait on each other.
        return folder.lock.withLock {
            if let project = folder.project { return project }
            let found = look(in: directory)
            folder.project = .some(found)
            return found
        }
    }

    /// In a folder: an Xcode project (what Xcode builds), else a Tuist or XcodeGen manifest (what
    /// generates one), else a package manifest. A project file that cannot be read for its
    /// targets gives what its text says as a whole; one that says nothing is passed over.
    private func look(in directory: String) -> Project? {
        let manager = FileManager.default
        if let entries = try? manager.contentsOfDirectory(atPath: directory) {
            // Every file read (.xcconfig files, helpers, included YAML): a change to any changes the digest.
            var read = ""
            var notes: [(file: String, text: String)] = []
            // The project file being read, and the files it named, each read once.
            var reading = "", named: [String: [UInt8]?] = [:]
            // A project file is input: what it names is read only inside the repository, as a configuration's is.
            let boundary = ConfigurationBoundary(configuration: directory + "/", allowed: [])
            func bytes(_ file: String, limit: Int) -> [UInt8]? {
                if let known = named[file] { return known }
                guard named.count <= Self.maximumNamedFiles else {
                    if named.count == Self.maximumNamedFiles + 1 { notes.append((reading, "names more than \(Self.maximumNamedFiles) files: hig-lint read the first ones only")) }
                    named[file] = .some(nil)
                    return nil
                }
                var found: [UInt8]?
                if let outside = boundary.whyOutside(file) {
                    notes.append((reading, "names \(file), \(outside): not read"))
                } else if access(FileSystemPath.native(file), F_OK) == 0 {
                    do {
                        found = try DescriptionLoader.readFile(file, maximumSize: limit)
                        read += "\(file) \(fnv1aHash(found!))\n"
                    } catch {
                        notes.append((reading, "names \(file), which was not read: \(error.message)"))
                    }
                }
                named[file] = .some(found)
                return found
            }
            func project(_ file: String, _ bytes: [UInt8], _ targets: ProjectTargets?, else whole: (String) -> [Platform]) -> Project? {
                notes += (targets?.notes ?? []).map { (file, $0) }
                let platforms = targets.map(\.platforms).flatMap { $0.isEmpty ? nil : $0 } ?? whole(String(decoding: bytes, as: UTF8.self))
                return platforms.isEmpty ? nil : Project(platforms: platforms, targets: targets, file: file, digest: fnv1aHash(read.utf8))
            }
            func unreadable(_ file: String, _ reason: String) {
                notes.append((file, "was not read for its targets: \(reason); the platforms of the files it builds are guessed as without it"))
            }
            func passed(_ found: Project?) -> Project? {
                guard var found else { return nil }
                found.notes = notes + found.notes
                return found
            }
            for entry in entries.sorted() where entry.hasSuffix(".xcodeproj") {
                let file = directory + "/" + entry + "/project.pbxproj"
                reading = file
                if let text = bytes(file, limit: 32 << 20) {
                    let targets = ProjectTargets.fromXcodeProject(text, root: directory, read: { bytes($0, limit: 1 << 20) })
                    if targets == nil && !ProjectTargets.isPropertyList(text) { unreadable(file, "it does not parse as an Xcode project (an old-style property list of objects with a root object)") }
                    if let found = project(file, text, targets, else: Platforms.fromXcodeProject) { return passed(found) }
                }
            }
            let tuist = directory + "/Project.swift"
            reading = tuist
            if entries.contains("Project.swift"), let text = bytes(tuist, limit: 1 << 20), SwiftFrontEnd.contains(text, Array("import ProjectDescription".utf8)) {
                // Targets are often made by helper functions of the project's own.
                let helpers = directory + "/Tuist/ProjectDescriptionHelpers"
                let names = ((try? manager.contentsOfDirectory(atPath: helpers)) ?? []).filter { $0.hasSuffix(".swift") }.sorted().prefix(200)
                let manifests = [text] + names.compactMap { bytes(helpers + "/" + $0, limit: 1 << 20) }
                let targets = ProjectTargets.fromTuist(manifests.map { String(decoding: $0, as: UTF8.self) }, root: directory)
                if targets == nil { unreadable(tuist, "hig-lint found no target in it that names its destinations and sources as literals") }
                if let found = project(tuist, text, targets, else: { _ in [] }) { return passed(found) }
            }
            let xcodeGen = directory + "/project.yml"
            reading = xcodeGen
            if entries.contains("project.yml"), let text = bytes(xcodeGen, limit: 1 << 20) {
                let targets = ProjectTargets.fromXcodeGen(xcodeGen) { file in
                    bytes(file, limit: 1 << 20).flatMap { ProjectYAML.read(bytes: $0, path: file) }
                }
                if targets == nil { unreadable(xcodeGen, "it does not parse as YAML, or names no target with a platform and sources hig-lint can follow") }
                if let found = project(xcodeGen, text, targets, else: { _ in [] }) { return passed(found) }
            }
            reading = directory + "/Package.swift"
            if entries.contains("Package.swift"), let text = bytes(directory + "/Package.swift", limit: 1 << 20),
               var found = project(directory + "/Package.swift", text, nil, else: Platforms.fromPackageManifest) {
                found.package = PackageGraph(manifest: String(decoding: text, as: UTF8.self))
                return passed(found)
            }
            // The repository's root ends the walk; a project passed on the way is still named.
            let parent = FileSystemPath.parent(of: directory)
            let above = entries.contains(".git") || parent == directory || parent == "." ? nil : self.project(forDirectory: parent)
            if notes.isEmpty { return above }
            return passed(above ?? Project(platforms: [], targets: nil, file: notes[0].file, digest: fnv1aHash(read.utf8)))
        }
        let parent = FileSystemPath.parent(of: directory)
        return parent == directory || parent == "." ? nil : project(forDirectory: parent)
    }
}
