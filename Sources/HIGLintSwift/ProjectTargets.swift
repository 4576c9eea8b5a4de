import Foundation
import HIGLint

/// The targets a project file declares, each with its platforms and the sources it compiles, so
/// that a file gets the platforms of the targets that compile it: an Xcode project's build phases
/// and synchronized folders, a Tuist `Project.swift`'s or an XcodeGen `project.yml`'s source
/// globs. Read as text, never run.
struct ProjectTargets: Sendable {
    struct Target: Sendable {
        var name: String
        var platforms: [Platform]
        /// An app or an app extension: what people see, as opposed to tests and libraries.
        var isApp: Bool
        /// A unit or UI test bundle: what builds and runs the tests, never shipped.
        var isTest = false
        /// An application, not an extension or a library.
        var isApplication = false
        /// For an application (not an extension): the name people see it by, as its build settings
        /// give it (`INFOPLIST_KEY_CFBundleDisplayName`, a literal `PRODUCT_NAME`), else the target's name.
        var appName: String?
        /// Absolute paths of files it compiles, and globs (`/…/App/**`) of folders it compiles.
        var files: Set<String> = []
        /// The folders of the local Swift packages whose products it links (`relativePath = Modules/UI`), absolute.
        var localPackages: Set<String> = []
        /// The names of the package products it links (`packageProductDependencies`' `productName`).
        var packageProducts: Set<String> = []
        var globs: [(include: String, excludes: [String])] = []
        /// The compilation conditions its release build sets (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`
        /// and `-D` flags of its `Release` configuration), for `#if RELEASE`; nil when it has no
        /// configuration of that name.
        var releaseConditions: Set<String>?
        /// Files it compiles only for platforms other than the Mac (`platformFilter = ios;`,
        /// `platformFilters = (ios, );` on the build file): the Mac build leaves them out.
        var notForMac: Set<String> = []
    }

    /// A project's targets past these counts (or distinct globs past these) are generated or
    /// hostile text, not matched file by file: its files get the platforms of its apps as a whole.
    static let maximumTargets = 1_000, maximumGlobs = 500

    let targets: [Target]
    /// What hig-lint did not follow in the project, each a clause after the project file's name
    /// ("names X, which includes itself: not followed").
    var notes: [String]
    private let index: TargetIndex

    init(targets: [Target], notes: [String] = []) {
        var targets = targets, notes = notes
        let globs = Set(targets.lazy.flatMap(\.globs).map { ([$0.include] + $0.excludes).joined(separator: "\u{0}") }).count
        if targets.count > Self.maximumTargets || globs > Self.maximumGlobs {
            notes.append("was not matched file by file: it declares \(targets.count) targets and \(globs) distinct source globs, over the \(Self.maximumTargets) and \(Self.maximumGlobs) hig-lint follows; its files get the platforms of its apps as a whole")
            for index in targets.indices { targets[index].files = []; targets[index].globs = [] }
        }
        self.targets = targets
        self.notes = notes
        index = TargetIndex(targets)
    }

    /// The platforms of the targets compiling a file (absolute, without `.` or `..`), with their
    /// names; nil when no target's sources say they hold it.
    func targets(compiling path: String) -> (platforms: [Platform], names: [String])? {
        let compiling = targetsCompiling(path)
        guard !compiling.isEmpty else { return nil }
        return (Self.union(compiling.map(\.platforms)), compiling.map(\.name))
    }

    /// The conditions the release build of every app target compiling a file sets (of every app
    /// when no target's sources name it): a condition only some of them set (`WITH_REMOTE` in one
    /// of two apps sharing a file) is taken as unset, so that the code the others build is read;
    /// nil when none of them has a release configuration.
    func releaseConditions(compiling path: String) -> Set<String>? {
        let compiling = targetsCompiling(path)
        // Applications: an extension sharing the file may leave out a flag only the app's target sets.
        let apps = (compiling.isEmpty ? targets : compiling).filter(\.isApplication)
        let known = (apps.isEmpty ? compiling : apps).compactMap(\.releaseConditions)
        guard let first = known.first else { return nil }
        return known.dropFirst().reduce(first) { $0.intersection($1) }
    }

    /// The compilation conditions a configuration's layers set, each layer over the ones before it
    /// (`$(inherited)` keeps what they set): `SWIFT_ACTIVE_COMPILATION_CONDITIONS = RELEASE` and
    /// `OTHER_SWIFT_FLAGS = -DRELEASE` or `-D RELEASE`.
    static func compilationConditions(_ layers: [[String: String]]) -> Set<String> {
        func words(_ key: String) -> [String] {
            var inherited: [String] = []
            for layer in layers {
                guard let value = layer[key] else { continue }
                inherited = value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" }).flatMap { word -> [String] in
                    ["$(inherited)", "${inherited}"].contains(word) ? inherited : [String(word)]
                }
            }
            return inherited
        }
        var conditions = Set(words("SWIFT_ACTIVE_COMPILATION_CONDITIONS"))
        let flags = words("OTHER_SWIFT_FLAGS")
        // `-D FLAG` and `-DFLAG`, not a C flag passed on (`-Xcc -DFOO`).
        for (index, flag) in flags.enumerated() where flag.hasPrefix("-D") && (index == 0 || flags[index - 1] != "-Xcc") {
            if flag == "-D" { if index + 1 < flags.count { conditions.insert(flags[index + 1]) } } else { conditions.insert(String(flag.dropFirst(2))) }
        }
        return conditions.filter { !$0.isEmpty && !$0.contains("$") }
    }

    /// Why a file may never ship, when every target that builds it (compiles it, or copies it as a
    /// resource) is a test bundle, or an app whose name says it is a test harness or a stand-in
    /// (`Tests`, `XCStringsDummyApp`); nil when one of them may ship, or none builds it.
    func harnessReason(building path: String) -> String? {
        let building = targetsCompiling(path)
        // An app named for testing counts as one only beside an application that is not (`SpeedTest` alone is the product).
        let shipping = targets.contains { $0.isApplication && !Self.namesHarness($0.name) }
        // A library's project keeps an app that shows it (`SampleReceiptPrinter` beside the `Hardware` framework).
        let library = targets.contains { !$0.isApp && !$0.isTest }
        // A framework named for the team (`CoreInternal`) ships inside the app; only an app of that name is the team's.
        guard !building.isEmpty, building.allSatisfy({
            $0.isTest || shipping && Self.namesHarness($0.name, application: $0.isApplication) || library && $0.isApplication && Self.namesSample($0.name)
        }) else { return nil }
        let names = building.map(\.name).sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        let samples = building.contains { !$0.isTest && !Self.namesHarness($0.name, application: $0.isApplication) }
        return "only \(building.count == 1 ? "the target" : "the targets") \(names) \(building.count == 1 ? "builds" : "build") it, "
            + (samples ? "an app kept to show how a library of the project is used" : "a test bundle or an app for testing") + ", which does not ship"
    }

    /// Why a local package's target may never ship: the products of the package in `folder` that
    /// the project's other targets (apps, extensions, frameworks they embed) link do not reach it,
    /// and those that test bundles or apps for testing link do (`Scenarios`, linked only by
    /// `App-Internal` and the tests). Nil when no such other target links a product of the package.
    func harnessReason(packageTarget target: String, in graph: PackageGraph, folder: String) -> String? {
        let linking = targets.filter { $0.localPackages.contains(folder) && !$0.packageProducts.isEmpty }
        func isHarness(_ linker: Target) -> Bool { linker.isTest || linker.isApplication && Self.namesHarness(linker.name) }
        let shipping = linking.filter { !isHarness($0) }
        let harness = linking.filter(isHarness)
        guard !shipping.isEmpty, targets.contains(where: { $0.isApplication && !Self.namesHarness($0.name) }),
              !graph.reached(fromProducts: shipping.flatMap(\.packageProducts)).contains(target) else { return nil }
        let through = harness.filter { graph.reached(fromProducts: $0.packageProducts).contains(target) }
        guard !through.isEmpty else { return nil }
        let names = through.map(\.name).sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        return "its package target \(target) is linked only by \(names), \(through.count == 1 ? "a test bundle or an app" : "test bundles or apps") for testing or internal use, which \(through.count == 1 ? "does" : "do") not ship"
    }

    /// Whether a target's name says it is for testing or, for an application, for the team: a word
    /// of it is one for a test or a stand-in (`Tests`, `OEAlertTest`, `UITestHost`,
    /// `XCStringsDummyApp`, `UIHarness`), or, for an application, an internal build (`App-Internal`).
    static func namesHarness(_ name: String, application: Bool = true) -> Bool {
        UnshippedViews.nameWords(name).contains { ["test", "tests", "uitests", "testing", "dummy", "harness"].contains($0) || application && $0 == "internal" }
    }

    /// Whether a word of a name is "sample", "example" or "demo" (`SampleReceiptPrinter`,
    /// `SearchSampleApp`, `Examples`; not `Sampler` or `Democracy`): an app kept to show how a library is used.
    static func namesSample(_ name: String) -> Bool {
        UnshippedViews.nameWords(name).contains { ["sample", "samples", "example", "examples", "demo", "demos"].contains($0) }
    }

    private func targetsCompiling(_ path: String) -> [Target] {
        index.targets(compiling: path).map { targets[$0] }
    }

    /// The platforms of the apps and app extensions that link a product of the local package in
    /// `folder` (absolute); nil when none names the package (it may come through another package).
    func platforms(linkingPackageIn folder: String) -> [Platform]? {
        let linking = targets.filter { $0.isApp && $0.localPackages.contains(folder) }
        return linking.isEmpty ? nil : Self.union(linking.map(\.platforms))
    }

    /// The name of the app that links the local package in `folder` (absolute), else the project's
    /// one application when none names the package (a package added as a folder reference, its
    /// products linked by name); nil when that is not one app.
    func appName(linkingPackageIn folder: String) -> String? {
        let linking = targets.filter { $0.isApp && $0.localPackages.contains(folder) }
        let names = Set((linking.isEmpty ? targets : linking).compactMap(\.appName))
        return names.count == 1 ? names.first : nil
    }

    /// The name of the app a file is part of: the one application that compiles it, else the
    /// project's one application when no target's sources name the file; nil when that is not one app.
    func appName(compiling path: String) -> String? {
        let compiling = targetsCompiling(path)
        let names = Set((compiling.isEmpty ? targets : compiling).compactMap(\.appName))
        return names.count == 1 ? names.first : nil
    }

    /// An Info.plist's keys, with the English `InfoPlist.strings` beside it over them (the name people
    /// see: `"CFBundleDisplayName" = "Latest";` in `en.lproj`).
    static func infoPlist(_ path: String, read: (String) -> [UInt8]?) -> [String: Any]? {
        func propertyList(_ path: String) -> [String: Any]? {
            read(path).flatMap { (try? PropertyListSerialization.propertyList(from: Data($0), format: nil)) as? [String: Any] }
        }
        guard var keys = propertyList(path) else { return nil }
        let folder = FileSystemPath.parent(of: path)
        for language in ["en", "Base", "English"] {
            guard let localized = propertyList(folder + "/\(language).lproj/InfoPlist.strings") else { continue }
            keys.merge(localized) { _, english in english }
            break
        }
        return keys
    }

    /// An application's name from its build settings: the display name, else a product name
    /// that is not a variable, else the target's name.
    static func appName(_ setting: (String) -> String?, infoPlist: [String: Any] = [:], targetName: String) -> String? {
        // `$(TARGET_NAME)`, `${PRODUCT_NAME}`, a setting of the project's own (`${BUNDLE_DISPLAY_NAME}`).
        func expanded(_ value: String?, depth: Int = 0) -> String? {
            guard var text = value?.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")), !text.isEmpty, depth < 4 else { return nil }
            while let start = text.range(of: "$(") ?? text.range(of: "${"),
                  let end = text[start.upperBound...].firstIndex(where: { $0 == ")" || $0 == "}" }) {
                let variable = String(text[start.upperBound..<end])
                let replacement = variable == "TARGET_NAME" ? targetName
                    : variable == "PRODUCT_NAME" ? expanded(setting("PRODUCT_NAME"), depth: depth + 1) ?? targetName
                    : expanded(setting(variable), depth: depth + 1)
                guard let replacement else { return nil }
                text.replaceSubrange(start.lowerBound...end, with: replacement)
            }
            return text.contains("$") ? nil : text
        }
        let named = [setting("INFOPLIST_KEY_CFBundleDisplayName"), infoPlist["CFBundleDisplayName"] as? String,
                     setting("INFOPLIST_KEY_CFBundleName"), infoPlist["CFBundleName"] as? String, setting("PRODUCT_NAME")]
        for value in named where value != nil {
            // A name that is a variable hig-lint cannot expand leaves the app's name unknown, not the target's.
            return expanded(value)
        }
        return targetName
    }

    /// The platforms of the project as a whole: its apps' (and their extensions'), else every target's.
    var platforms: [Platform] {
        let apps = targets.filter(\.isApp)
        return Self.union((apps.isEmpty ? targets : apps).map(\.platforms))
    }

    /// watchOS and tvOS count only where no iOS, iPadOS, macOS or visionOS target compiles the
    /// same code: a companion watch app's shared files are checked as the phone app's.
    static func union(_ lists: [[Platform]]) -> [Platform] {
        var platforms = Set(lists.joined())
        if !platforms.isDisjoint(with: [.iOS, .iPadOS, .macOS, .visionOS]) { platforms.subtract([.watchOS, .tvOS]) }
        return platforms.sorted()
    }

    // MARK: Paths

    /// `a/./b/../c` → `a/c`, on the text alone.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", !parts.isEmpty, parts.last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// A path relative to a folder (or absolute), made absolute and normalized.
    static func resolve(_ path: String, in folder: String) -> String {
        normalized(path.hasPrefix("/") ? path : folder + "/" + path)
    }

    /// Whether a glob matches a path, both absolute: `*` and `?` within a name, `**` any number
    /// of folders; or, when asked, a folder the path is in (an excluded folder excludes its files).
    static func matches(_ glob: String, _ path: String, orAFolderOfIt folders: Bool = false) -> Bool {
        matches(parts(glob), parts(path), orAFolderOfIt: folders)
    }

    static func parts(_ path: String) -> [String] { path.split(separator: "/").map(String.init) }

    static func matches(_ glob: [String], _ path: [String], orAFolderOfIt folders: Bool = false) -> Bool {
        // matched[j]: the glob's parts so far match the path's first j names (time glob × path,
        // however many `**` a glob has).
        var matched = [true] + Array(repeating: false, count: path.count)
        for part in glob {
            var next = Array(repeating: false, count: path.count + 1)
            for j in 0...path.count {
                next[j] = part == "**" ? matched[j] || (j > 0 && next[j - 1])
                    : j > 0 && matched[j - 1] && fnmatch(part, path[j - 1], 0) == 0
            }
            matched = next
        }
        return matched[path.count] || (folders && matched.dropFirst().contains(true))
    }
}

// MARK: Xcode projects

extension ProjectTargets {
    /// An Xcode project's native targets: the files of their Sources build phases and the folders
    /// they synchronize (Xcode 16), less each folder's exceptions for the target (and plus the
    /// files another target's folder lends it), with the platforms their build settings give.
    /// `root` is the folder that holds the `.xcodeproj`; `read` gives the bytes of the `.xcconfig`
    /// files its configurations are based on. Nil when the text is no property list.
    /// Whether the text is a property list whose top is a dictionary, as a project file's is.
    static func isPropertyList(_ bytes: [UInt8]) -> Bool {
        var parser = PropertyListParser(bytes: bytes)
        if case .dictionary? = parser.value(depth: 0) { return true }
        return false
    }

    static func fromXcodeProject(_ bytes: [UInt8], root: String, read: (String) -> [UInt8]? = { _ in nil }) -> ProjectTargets? {
        var parser = PropertyListParser(bytes: bytes)
        guard case .dictionary(let top)? = parser.value(depth: 0), case .dictionary(let objects)? = top["objects"],
              let project = top["rootObject"]?.string.flatMap({ objects[$0]?.dictionary }) else { return nil }
        func object(_ id: PropertyList?) -> [String: PropertyList]? { id?.string.flatMap { objects[$0]?.dictionary } }
        func ids(_ list: PropertyList?) -> [String] { list?.array?.compactMap(\.string) ?? [] }

        // Where each file and folder is: groups nest, and each child's path is its group's plus its own.
        var paths: [String: String] = [:]
        func place(_ id: String, in folder: String, depth: Int) {
            // Each element once: a group listed in two places (or in itself) is placed where it is first met.
            guard depth < 64, paths[id] == nil, let element = objects[id]?.dictionary else { return }
            let path = element["path"]?.string
            let base: String? = switch element["sourceTree"]?.string {
            case "<group>"?, nil: folder
            case "SOURCE_ROOT"?: root
            case "<absolute>"?: ""
            default: nil
            }
            guard let base else { return }
            let here = path.map { resolve($0, in: base) } ?? base
            paths[id] = here
            for child in ids(element["children"]) { place(child, in: here, depth: depth + 1) }
        }
        if let main = project["mainGroup"]?.string { place(main, in: resolve(project["projectDirPath"]?.string ?? "", in: root), depth: 0) }

        // Build settings by configuration: its .xcconfig file's, then its own; each a layer over
        // the ones before it, looked up rather than merged (a large .xcconfig is not copied per target).
        var xcconfigs = XCConfigFiles()
        func configurations(_ owner: [String: PropertyList]) -> [String: [[String: String]]] {
            var found: [String: [[String: String]]] = [:]
            for id in ids(object(owner["buildConfigurationList"])?["buildConfigurations"]) {
                guard let configuration = objects[id]?.dictionary, let name = configuration["name"]?.string else { continue }
                let file = configuration["baseConfigurationReference"]?.string.flatMap { paths[$0] }
                found[name] = [file.map { xcconfigs.settings($0, read: read) } ?? [:], (configuration["buildSettings"]?.dictionary ?? [:]).compactMapValues(\.text)]
            }
            return found
        }
        func lookUp(_ layers: [[String: String]]) -> (String) -> String? {
            { key in layers.reversed().lazy.compactMap { $0[key] }.first }
        }
        let projectSettings = configurations(project)

        // Files another target's synchronized folder lends a target, by target.
        var lent: [String: [String]] = [:]
        var synchronizedExceptions: [String: [(target: String, files: [String])]] = [:]
        for (id, element) in objects {
            guard let group = element.dictionary, group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup", let folder = paths[id] else { continue }
            for exceptionID in ids(group["exceptions"]) {
                guard let exception = objects[exceptionID]?.dictionary, exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                      let target = exception["target"]?.string else { continue }
                let files = ids(exception["membershipExceptions"]).map { resolve($0, in: folder) }
                synchronizedExceptions[id, default: []].append((target, files))
                lent[target, default: []] += files
            }
        }

        // Local packages the project holds as folders (`path = Package; lastKnownFileType = wrapper;`, or `folder`),
        // whose products a target links by name alone (a product dependency without a package).
        // (Read in the objects' order by id: what a read notes, a file outside the repository, is said in the same order every run.)
        let folderPackages = Set(objects.sorted { $0.key < $1.key }.compactMap { id, element -> String? in
            guard let reference = element.dictionary, reference["isa"]?.string == "PBXFileReference", ["wrapper", "folder"].contains(reference["lastKnownFileType"]?.string),
                  let folder = paths[id], read(folder + "/Package.swift") != nil else { return nil }
            return folder
        })

        var targets: [Target] = []
        for id in ids(project["targets"]) {
            guard let native = objects[id]?.dictionary, native["isa"]?.string == "PBXNativeTarget" else { continue }
            var platforms = Set<Platform>()
            let own = configurations(native)
            for (name, settings) in own.isEmpty ? projectSettings : own {
                // The target's configuration over the project's of the same name.
                platforms.formUnion(Platforms.fromBuildSettings(lookUp((projectSettings[name] ?? []) + settings)))
            }
            let productType = native["productType"]?.string ?? ""
            var target = Target(name: native["name"]?.string ?? id, platforms: platforms.sorted(),
                                isApp: productType.contains("application") || productType.contains("extension"))
            target.isTest = productType.contains("test")
            target.isApplication = productType.hasSuffix(".application")
            if let release = (own.isEmpty ? projectSettings : own).first(where: { $0.key.lowercased() == "release" }) {
                target.releaseConditions = Self.compilationConditions((own.isEmpty ? [] : projectSettings[release.key] ?? []) + release.value)
            }
            if productType.hasSuffix(".application") {
                // The release configuration's settings, else any's: what the shipped app is called.
                let settings = lookUp(own["Release"].map { (projectSettings["Release"] ?? []) + $0 } ?? own.values.first ?? projectSettings["Release"] ?? [])
                let infoPlist = settings("INFOPLIST_FILE").flatMap { file -> [String: Any]? in
                    // `$(SRCROOT)/App/Info.plist`: the project's folder.
                    var file = file.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                    for variable in ["SRCROOT", "PROJECT_DIR"] { file = file.replacingOccurrences(of: "$(\(variable))", with: root).replacingOccurrences(of: "${\(variable)}", with: root) }
                    guard !file.contains("$") else { return nil }
                    return Self.infoPlist(resolve(file, in: root), read: read)
                }
                target.appName = Self.appName(settings, infoPlist: infoPlist ?? [:], targetName: target.name)
            }
            var lentFiles = Set(lent[id] ?? [])
            for groupID in ids(native["fileSystemSynchronizedGroups"]) {
                guard let folder = paths[groupID] else { continue }
                let excluded = synchronizedExceptions[groupID, default: []].filter { $0.target == id }.flatMap(\.files)
                // A folder's exception for a target that synchronizes it takes the files out.
                lentFiles.subtract(excluded)
                target.globs.append((folder + "/**", excluded))
            }
            target.files = lentFiles
            for dependencyID in ids(native["packageProductDependencies"]) {
                guard let dependency = objects[dependencyID]?.dictionary else { continue }
                if let product = dependency["productName"]?.string { target.packageProducts.insert(product) }
                if let package = object(dependency["package"]), package["isa"]?.string == "XCLocalSwiftPackageReference",
                   let path = package["relativePath"]?.string {
                    target.localPackages.insert(resolve(path, in: root))
                } else if dependency["package"] == nil {
                    target.localPackages.formUnion(folderPackages)
                }
            }
            // Its sources, and the storyboards and xibs it copies (a localized one through its variant group's files).
            for phaseID in ids(native["buildPhases"]) {
                guard let phase = objects[phaseID]?.dictionary, ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phase["isa"]?.string) else { continue }
                for buildFile in ids(phase["files"]) {
                    guard let reference = objects[buildFile]?.dictionary?["fileRef"]?.string, let path = paths[reference] else { continue }
                    let filters = ids(objects[buildFile]?.dictionary?["platformFilters"]) + [objects[buildFile]?.dictionary?["platformFilter"]?.string].compactMap { $0 }
                    if !filters.isEmpty, !filters.contains("macos") { target.notForMac.insert(path) }
                    if objects[reference]?.dictionary?["isa"]?.string == "PBXVariantGroup" {
                        target.files.formUnion(ids(objects[reference]?.dictionary?["children"]).compactMap { paths[$0] })
                    } else {
                        target.files.insert(path)
                    }
                }
            }
            targets.append(target)
        }
        return targets.isEmpty ? nil : ProjectTargets(targets: targets, notes: xcconfigs.notes)
    }
}

/// The `.xcconfig` files of one project, each read and parsed once however many configurations
/// are based on it or include it: `KEY = value` and `#include "other.xcconfig"` (`#include?` too);
/// a setting for some SDKs or architectures only (`KEY[sdk=macosx*]`) is left out. An include
/// that leads back to a file on its own path is a cycle: a note, not read again.
struct XCConfigFiles {
    /// The most `#include`s one project follows: real projects chain a few.
    static let maximumIncludes = 256

    private var parsed: [String: [String: String]] = [:]
    private var includes = 0
    private(set) var notes: [String] = []

    mutating func settings(_ path: String, read: (String) -> [UInt8]?) -> [String: String] { settings(path, along: [], read: read) }

    private mutating func settings(_ path: String, along chain: [String], read: (String) -> [UInt8]?) -> [String: String] {
        if let known = parsed[path] { return known }
        guard let bytes = read(path) else { return [:] }
        var settings: [String: String] = [:]
        for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let text = line.components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("#include") {
                guard let name = text.split(separator: "\"", omittingEmptySubsequences: false).dropFirst().first else { continue }
                let included = ProjectTargets.resolve(String(name), in: FileSystemPath.parent(of: path))
                if included == path || chain.contains(included) {
                    note(included == path ? "names \(path), which includes itself: not followed" : "names \(path), whose #include of \(included) makes a cycle: not followed")
                } else if includes >= Self.maximumIncludes {
                    note("names .xcconfig files that include more than \(Self.maximumIncludes) files: the rest are not read")
                } else {
                    includes += 1
                    settings.merge(self.settings(included, along: chain + [path], read: read)) { $1 }
                }
            } else if let equals = text.firstIndex(of: "=") {
                let key = text[..<equals].trimmingCharacters(in: .whitespaces)
                guard !key.contains("[") else { continue }
                var value = text[text.index(after: equals)...].trimmingCharacters(in: CharacterSet(charactersIn: " \t;\""))
                // `$(inherited)` after an include extends what the file set so far (Xcode 10 and later).
                if let before = settings[key] {
                    for inherited in ["$(inherited)", "${inherited}"] { value = value.replacingOccurrences(of: inherited, with: before) }
                }
                settings[key] = value
            }
        }
        parsed[path] = settings
        return settings
    }

    private mutating func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }
}

/// An Xcode project's text: an old-style (OpenStep) property list of dictionaries `{ k = v; }`,
/// arrays `( a, b, )` and strings, quoted or bare, with `/* … */` and `//` comments.
indirect enum PropertyList: Sendable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    var string: String? { if case .string(let text) = self { text } else { nil } }
    var array: [PropertyList]? { if case .array(let items) = self { items } else { nil } }
    var dictionary: [String: PropertyList]? { if case .dictionary(let members) = self { members } else { nil } }
    /// A string, or an array's strings joined by spaces, as a build setting is read.
    var text: String? { string ?? array.map { $0.compactMap(\.string).joined(separator: " ") } }
}

struct PropertyListParser {
    let bytes: [UInt8]
    var offset = 0
    /// Written projects nest a handful of levels.
    static let maximumDepth = 64

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func value(depth: Int) -> PropertyList? {
        skipSpace()
        guard offset < bytes.count, depth < Self.maximumDepth else { return nil }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            offset += 1
            var members: [String: PropertyList] = [:]
            while true {
                skipSpace()
                guard offset < bytes.count else { return nil }
                if bytes[offset] == UInt8(ascii: "}") { offset += 1; return .dictionary(members) }
                guard let key = value(depth: depth + 1)?.string else { return nil }
                guard expect(UInt8(ascii: "=")), let item = value(depth: depth + 1), expect(UInt8(ascii: ";")) else { return nil }
                members[key] = item
            }
        case UInt8(ascii: "("):
            offset += 1
            var items: [PropertyList] = []
            while true {
                skipSpace()
                guard offset < bytes.count else { return nil }
                if bytes[offset] == UInt8(ascii: ")") { offset += 1; return .array(items) }
                guard let item = value(depth: depth + 1) else { return nil }
                items.append(item)
                skipSpace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: ",") { offset += 1 }
            }
        case UInt8(ascii: "\""):
            offset += 1
            var text: [UInt8] = []
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
                if bytes[offset] == UInt8(ascii: "\\"), offset + 1 < bytes.count {
                    offset += 1
                    text.append(bytes[offset] == UInt8(ascii: "n") ? 0x0A : bytes[offset] == UInt8(ascii: "t") ? 0x09 : bytes[offset])
                } else {
                    text.append(bytes[offset])
                }
                offset += 1
            }
            guard offset < bytes.count else { return nil }
            offset += 1
            return .string(String(decoding: text, as: UTF8.self))
        default:
            let start = offset
            while offset < bytes.count, Self.isBare(bytes[offset]) { offset += 1 }
            return offset > start ? .string(String(decoding: bytes[start..<offset], as: UTF8.self)) : nil
        }
    }

    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"): true
        default: byte >= 0x80
        }
    }

    private mutating func expect(_ byte: UInt8) -> Bool {
        skipSpace()
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    private mutating func skipSpace() {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                offset += 1
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                offset += 2
                while offset + 1 < bytes.count, !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/")) { offset += 1 }
                offset = min(bytes.count, offset + 2)
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                while offset < bytes.count, bytes[offset] != 0x0A { offset += 1 }
            } else {
                return
            }
        }
    }
}

// MARK: Tuist

extension ProjectTargets {
    /// A Tuist project's targets, read from the text of its manifests (`Project.swift` and the
    /// helpers that build targets): each `Target(…)` / `.target(…)` call with `destinations:` or
    /// `platform:`, its `product:` and the literal globs of its `sources:` (relative to `root`,
    /// the manifest's folder). Nil when no call names its platforms.
    static func fromTuist(_ manifests: [String], root: String) -> ProjectTargets? {
        var targets: [Target] = []
        for text in manifests {
            for call in SwiftCallText.calls(in: text, named: ["Target", "target"]) {
                let arguments = SwiftCallText.arguments(call)
                guard let destinations = arguments["destinations"] ?? arguments["platform"] else { continue }
                let platforms = SwiftCallText.memberNames(in: destinations).flatMap(Self.platforms(named:))
                guard !platforms.isEmpty else { continue }
                let product = arguments["product"].map { SwiftCallText.memberNames(in: $0).joined() } ?? "app"
                let name = ["name", "productName"].lazy.compactMap { arguments[$0].flatMap { SwiftCallText.strings(in: $0).first } }.first
                var target = Target(name: name ?? "a target named in code",
                                    platforms: Set(platforms).sorted(),
                                    isApp: product.lowercased().contains("app") || product.lowercased().contains("extension"))
                if product == "app", let name { target.appName = name }
                for glob in arguments["sources"].map(SwiftCallText.strings) ?? [] where !glob.contains("\\(") {
                    target.globs.append((resolve(glob, in: root), []))
                }
                targets.append(target)
            }
        }
        return targets.isEmpty ? nil : ProjectTargets(targets: targets)
    }

    /// Tuist's destinations (`.iPhone`, `.mac`, or sets such as `.iOS`) and platforms, and
    /// XcodeGen's platforms and destinations. Mac Catalyst and the iPad app on the Mac or Vision
    /// Pro show the iPad's bars: no platform of their own.
    static func platforms(named name: String) -> [Platform] {
        switch name {
        case "iOS": [.iOS, .iPadOS]
        case "iPhone": [.iOS]
        case "iPad": [.iPadOS]
        case "macOS", "mac": [.macOS]
        case "visionOS", "appleVision": [.visionOS]
        case "watchOS", "appleWatch": [.watchOS]
        case "tvOS", "appleTv": [.tvOS]
        default: []
        }
    }
}

/// Swift source read as text, as far as a project manifest needs: calls, their labelled
/// arguments, string literals and `.member` names.
enum SwiftCallText {
    /// Calls `visit` with the index of each character outside string literals (quotes included)
    /// and line comments, and the depth of brackets it stands in, until `visit` says to stop.
    private static func scan(_ characters: [Unicode.Scalar], _ visit: (Int, Unicode.Scalar, Int) -> Bool) {
        var depth = 0, quoted = false, index = 0
        while index < characters.count {
            let character = characters[index]
            if quoted {
                if character == "\\" { index += 1 } else if character == "\"" { quoted = false }
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while index + 1 < characters.count, characters[index + 1] != "\n" { index += 1 }
            } else {
                if character == "\"" { quoted = true }
                if ")]}".unicodeScalars.contains(character) { depth -= 1 }
                guard visit(index, character, depth) else { return }
                if "([{".unicodeScalars.contains(character) { depth += 1 }
            }
            index += 1
        }
    }

    /// A target's call is a few thousand characters; longer ones, and calls past the first
    /// thousand, are generated or hostile text, not read (copying each nested call would take
    /// time in the square of the text's length).
    static let maximumCallLength = 65_536, maximumCalls = 1_000

    /// The argument text of each call of a function or member whose name is one of `names`,
    /// inner calls before the calls around them: one pass, whatever the nesting.
    static func calls(in text: String, named names: Set<String>) -> [String] {
        let characters = Array(text.unicodeScalars)
        var found: [String] = []
        var identifier = ""
        // The open brackets: where each starts, and whether it opens a call of one of `names`.
        var open: [(start: Int, named: Bool)] = []
        scan(characters) { index, character, _ in
            if "([{".unicodeScalars.contains(character) {
                open.append((index, character == "(" && names.contains(identifier)))
            } else if ")]}".unicodeScalars.contains(character), let (start, named) = open.popLast(), named, index - start <= maximumCallLength {
                found.append(String(String.UnicodeScalarView(characters[(start + 1)..<index])))
            }
            if character.properties.isAlphabetic || character == "_" || ("0"..."9").contains(character) {
                identifier.unicodeScalars.append(character)
            } else {
                identifier = ""
            }
            return found.count < maximumCalls
        }
        return found
    }

    /// A call's labelled arguments by label: the text after `label:` up to the next comma outside brackets.
    static func arguments(_ call: String) -> [String: String] {
        let characters = Array(call.unicodeScalars)
        var pieces: [String] = []
        var start = 0
        scan(characters) { index, character, depth in
            if character == ",", depth == 0 {
                pieces.append(String(String.UnicodeScalarView(characters[start..<index])))
                start = index + 1
            }
            return true
        }
        pieces.append(String(String.UnicodeScalarView(characters[start...])))
        var arguments: [String: String] = [:]
        for piece in pieces {
            guard let colon = piece.firstIndex(of: ":") else { continue }
            let label = piece[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
            if !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), arguments[label] == nil {
                arguments[label] = String(piece[piece.index(after: colon)...])
            }
        }
        return arguments
    }

    /// The string literals in a piece of code.
    static func strings(in code: String) -> [String] {
        code.split(separator: "\"", omittingEmptySubsequences: false).enumerated().compactMap { $0.offset % 2 == 1 ? String($0.element) : nil }
    }

    /// The names after a dot in a piece of code: `[.iPhone, .iPad]` → iPhone, iPad.
    static func memberNames(in code: String) -> [String] {
        code.split(separator: ".").dropFirst().map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }.filter { !$0.isEmpty }
    }
}

// MARK: XcodeGen

extension ProjectTargets {
    /// An XcodeGen project's targets (`project.yml` and the files it includes): each target's
    /// `platform` or `supportedDestinations`, `type`, device families and `sources` (folders and
    /// files relative to the file that lists them, with their `excludes` and destination
    /// filters), templates merged in. `read` gives a file's tree, nil when it is not YAML.
    static func fromXcodeGen(_ path: String, read: (String) -> DocumentNode?) -> ProjectTargets? {
        // Every file's targets and templates, with the folder its paths are relative to.
        var definitions: [(name: String, node: DocumentNode, folder: String)] = []
        var templates: [String: (node: DocumentNode, folder: String)] = [:]
        var pending = [path], seen: Set<String> = []
        while let file = pending.popLast(), seen.count < 64 {
            guard seen.insert(file).inserted, let tree = read(file) else { continue }
            let folder = FileSystemPath.parent(of: file)
            for include in tree.member("include")?.items ?? [] {
                if let included = include.text ?? include.member("path")?.text { pending.append(resolve(included, in: folder)) }
            }
            for member in tree.member("targets")?.members ?? [] { definitions.append((member.name, member.value, folder)) }
            for member in tree.member("targetTemplates")?.members ?? [] { templates[member.name] = (member.value, folder) }
        }
        var targets: [Target] = []
        for definition in definitions {
            // Each template once, however often the target lists it.
            var listed = Set<String>()
            let parts = (definition.node.member("templates")?.items ?? []).compactMap { $0.text.flatMap { listed.insert($0).inserted ? templates[$0] : nil } }
                + [(definition.node, definition.folder)]
            func last(_ key: String) -> DocumentNode? { parts.compactMap { $0.node.member(key) }.last }
            func setting(_ key: String) -> String? { last("settings").flatMap { $0.member("base")?.member(key) ?? $0.member(key) }?.text }
            let families = setting("TARGETED_DEVICE_FAMILY")
            let platformNames = last("platform").map { $0.items.map { $0.text ?? "" } + [$0.text ?? ""] } ?? []
            let destinations = last("supportedDestinations")?.items.compactMap(\.text) ?? []
            func platforms(_ names: [String]) -> [Platform] {
                var platforms = Set(names.flatMap(Self.platforms(named:)))
                if let families, platforms.contains(.iOS) {
                    platforms.remove(.iPadOS)
                    // Apple Vision is a visionOS build when a destination or the SDKs say so ("Designed for iPad" otherwise).
                    let vision = platforms.contains(.visionOS)
                        || destinations.isEmpty && Platforms.allowsVision(setting("SUPPORTED_PLATFORMS").map { ["SUPPORTED_PLATFORMS": $0] } ?? [:])
                    platforms = Platforms.withDeviceFamilies(platforms, Platforms.deviceFamilies(families, allowingVision: vision))
                }
                return platforms.sorted()
            }
            let type = last("type")?.text ?? ""
            var target = Target(name: definition.name, platforms: platforms(destinations.isEmpty ? platformNames : destinations),
                                isApp: type.contains("app") || type.contains("extension"))
            if type == "application" { target.appName = definition.name }
            for part in parts {
                // `sources: Folder` or a list of folders, files and `{path: …}`.
                let sources = part.node.member("sources").map { $0.items.isEmpty ? [$0] : $0.items } ?? []
                for source in sources {
                    guard let relative = source.text ?? source.member("path")?.text else { continue }
                    // A source built for some destinations only.
                    let filters = (source.member("destinationFilters") ?? source.member("platformFilters"))?.items.compactMap(\.text) ?? []
                    if !filters.isEmpty && Set(platforms(filters)).isDisjoint(with: target.platforms) { continue }
                    let folder = resolve(relative, in: part.folder)
                    let excludes = (source.member("excludes")?.items.compactMap(\.text) ?? []).map { resolve($0, in: folder) }
                    target.files.insert(folder)
                    target.globs.append((folder + "/**", excludes))
                }
            }
            if !target.platforms.isEmpty { targets.append(target) }
        }
        return targets.isEmpty ? nil : ProjectTargets(targets: targets)
    }
}

extension DocumentNode {
    func member(_ name: String) -> DocumentNode? {
        if case .object(let members) = content { return members.first { $0.name == name }?.value }
        return nil
    }

    var members: [Member] { if case .object(let members) = content { members } else { [] } }

    var items: [DocumentNode] { if case .array(let items) = content { items } else { [] } }

    /// A string or a number, as written.
    var text: String? {
        switch content {
        case .string(let text), .number(let text): text
        default: nil
        }
    }
}
