import Foundation
import Testing
@testable import HIGLint
@testable import HIGLintSwift

/// Project files are input (anyone who opens a pull request writes them): what they name is read
/// once, inside the repository, within a size limit; cycles and huge target lists are notes.
extension CommandLineTests {
    /// An app project: `targets` application targets that synchronize the `App` folder, all
    /// configured by `Config/App.xcconfig`.
    static func xcodeProject(targets: Int = 1) -> String {
        let ids = (0..<targets).map { "T\($0)" }
        let list = ids.joined(separator: ", ")
        let native = ids.map { "\($0) = { isa = PBXNativeTarget; name = \($0); productType = \"com.apple.product-type.application\"; fileSystemSynchronizedGroups = ( S ); };" }
        return """
            { archiveVersion = 1; objects = {
            P = { isa = PBXProject; mainGroup = G; targets = ( \(list) ); buildConfigurationList = L; };
            G = { isa = PBXGroup; children = ( C, S ); sourceTree = "<group>"; };
            C = { isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = "<group>"; };
            S = { isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            L = { isa = XCConfigurationList; buildConfigurations = ( R ); };
            R = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = C; buildSettings = { }; };
            \(native.joined(separator: "\n"))
            }; rootObject = P; }

            """
    }

    /// A repository with that project, the xcconfig given and one view; its folder.
    func projectRepository(xcconfig: String, targets: Int = 1, in directory: URL? = nil) throws -> URL {
        let repository = try directory ?? temporaryDirectory()
        for folder in [".git", "App.xcodeproj", "Config", "App"] {
            try FileManager.default.createDirectory(at: repository.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Self.xcodeProject(targets: targets).write(to: repository.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        try xcconfig.write(to: repository.appendingPathComponent("Config/App.xcconfig"), atomically: true, encoding: .utf8)
        try """
            import SwiftUI
            struct Root: View { var body: some View { NavigationStack { Text("x").navigationTitle("A Rather Long Title") } } }

            """.write(to: repository.appendingPathComponent("App/Root.swift"), atomically: true, encoding: .utf8)
        return repository
    }

    func notes(_ result: Run) -> [Substring] {
        result.stdout.split(separator: "\n").filter { $0.contains("[swift-not-understood]") }
    }

    /// Six `#include`s of itself made every Swift file of the project take ~18 s (each read again
    /// at every include, 8 levels deep): each file is read once, and the cycle is a note.
    @Test func anXcconfigThatIncludesItselfIsReadOnce() throws {
        let repository = try projectRepository(xcconfig: String(repeating: "#include \"App.xcconfig\"\n", count: 2) + "#include \"Base.xcconfig\"\nSDKROOT = macosx\n")
        try "#include \"App.xcconfig\"\n".write(to: repository.appendingPathComponent("Config/Base.xcconfig"), atomically: true, encoding: .utf8)
        let result = try run(["--quiet", "--no-config", "--no-cache", "--exit-zero", "--verbose", "."], in: repository)
        #expect(notes(result).count == 1, "\(result.stdout)")
        #expect(notes(result).first?.hasPrefix("App/Root.swift:1:1: info: App.xcodeproj/project.pbxproj names Config/App.xcconfig, which includes itself: not followed; App.xcodeproj/project.pbxproj names Config/Base.xcconfig, whose #include of Config/App.xcconfig makes a cycle: not followed (`hig-lint show` prints each file's platforms) [swift-not-understood]") == true,
                "\(result.stdout)")
        // The settings around the cycle still count.
        #expect(result.stderr.contains("hig-lint: platforms macOS from App.xcodeproj (T0): 1 Swift file (App/Root.swift)"), "\(result.stderr)")
    }

    @Test func eachXcconfigIsReadOncePerProject() throws {
        var reads: [String: Int] = [:]
        let files = ["/r/Config/App.xcconfig": "#include \"App.xcconfig\"\n#include \"App.xcconfig\"\n#include \"Base.xcconfig\"\n#include \"Base.xcconfig\"\nSDKROOT = macosx\n",
                     "/r/Config/Base.xcconfig": "#include \"App.xcconfig\"\nTARGETED_DEVICE_FAMILY = 1\n"]
        let project = try #require(ProjectTargets.fromXcodeProject(Array(Self.xcodeProject(targets: 3).utf8), root: "/r") { path in
            reads[path, default: 0] += 1
            return files[path].map { Array($0.utf8) }
        })
        #expect(reads == ["/r/Config/App.xcconfig": 1, "/r/Config/Base.xcconfig": 1])
        #expect(project.platforms == [.macOS])
    }

    /// Past 1,000 targets a project's files are not matched target by target (3,000 synchronized
    /// targets cost 24 s for 1,000 files): they get the platforms of its apps, and a note says so.
    @Test func aProjectOfThousandsOfTargetsGetsItsPlatformsAsAWhole() throws {
        let repository = try projectRepository(xcconfig: "SDKROOT = macosx\n", targets: ProjectTargets.maximumTargets + 1)
        let result = try run(["--quiet", "--no-config", "--no-cache", "--exit-zero", "--verbose", "."], in: repository)
        #expect(notes(result) == ["App/Root.swift:1:1: info: App.xcodeproj/project.pbxproj was not matched file by file: it declares 1001 targets and 1 distinct source globs, over the 1000 and 500 hig-lint follows; its files get the platforms of its apps as a whole (`hig-lint show` prints each file's platforms) [swift-not-understood]"],
                "\(result.stdout)")
        #expect(result.stderr.contains("hig-lint: platforms macOS from App.xcodeproj (the apps: no target's sources name the file): 1 Swift file (App/Root.swift)"), "\(result.stderr)")
    }

    /// A target that lists one template 50,000 times (160 kB of YAML) exhausted memory: each
    /// template is expanded once.
    @Test func anXcodeGenTemplateListedManyTimesIsExpandedOnce() throws {
        let yaml = "targetTemplates:\n  App:\n    sources: [Shared]\ntargets:\n  Phone:\n    type: application\n    platform: iOS\n    templates: [" + Array(repeating: "App", count: 1_000).joined(separator: ", ") + "]\n    sources: [Phone]\n"
        let project = try #require(ProjectTargets.fromXcodeGen("/x/project.yml") { ProjectYAML.read(bytes: Array(yaml.utf8), path: $0) })
        #expect(project.targets.map { $0.globs.map(\.include) } == [["/x/Shared/**", "/x/Phone/**"]])
        #expect(project.targets(compiling: "/x/Shared/Model.swift")?.names == ["Phone"])
    }

    /// What a project file names outside the repository (`../`, an absolute path, a link out of
    /// it) is not read: a file there would decide results (an oracle on its contents). Nor is a
    /// file over the size limit read whole to find that out.
    @Test func aProjectReadsNothingOutsideItsRepository() throws {
        let outer = try temporaryDirectory()
        try "SDKROOT = macosx\n".write(to: outer.appendingPathComponent("outside.xcconfig"), atomically: true, encoding: .utf8)
        try "<plist><dict><key>CFBundleDisplayName</key><string>Secret</string></dict></plist>".write(to: outer.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        try "targets:\n  Leak:\n    type: application\n    platform: macOS\n    sources: [Gen]\n".write(to: outer.appendingPathComponent("outside.yml"), atomically: true, encoding: .utf8)
        let repository = outer.appendingPathComponent("repo")
        _ = try projectRepository(xcconfig: """
            #include "../../outside.xcconfig"
            #include "/etc/hostname"
            #include "Link.xcconfig"
            #include "Big.xcconfig"
            INFOPLIST_FILE = \(outer.path)/Info.plist

            """, in: repository)
        try FileManager.default.createSymbolicLink(atPath: repository.appendingPathComponent("Config/Link.xcconfig").path, withDestinationPath: "../../outside.xcconfig")
        try String(repeating: "// \n", count: 400_000).write(to: repository.appendingPathComponent("Config/Big.xcconfig"), atomically: true, encoding: .utf8)
        let generated = repository.appendingPathComponent("Gen")
        try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
        try "include: [../../outside.yml]\n".write(to: generated.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: repository.appendingPathComponent("App/Root.swift"), to: generated.appendingPathComponent("Root.swift"))

        let result = try run(["--quiet", "--no-config", "--no-cache", "--exit-zero", "--verbose", "."], in: repository)
        let notes = notes(result)
        #expect(notes.count == 2, "\(result.stdout)")
        let app = String(notes.first { $0.hasPrefix("App/Root.swift:1:1: info: ") } ?? "")
        let root = (realpath(repository.path, nil).map { String(cString: $0) }) ?? repository.path
        for named in ["\(outer.path)/outside.xcconfig, outside the repository (\(root)): not read",
                      "/etc/hostname, outside the repository (\(root)): not read",
                      "Config/Link.xcconfig, outside the repository (\(root)) through a symbolic link: not read",
                      "Config/Big.xcconfig, which was not read: the file is 1.5 MiB, over the 1 MiB limit",
                      "\(outer.path)/Info.plist, outside the repository (\(root)): not read"] {
            #expect(app.contains("App.xcodeproj/project.pbxproj names \(named)"), "\(app)")
        }
        #expect(notes.contains { $0.hasPrefix("Gen/Root.swift:1:1: info: Gen/project.yml names \(outer.path)/outside.yml, outside the repository") }, "\(result.stdout)")
        // Neither the outside .xcconfig's SDK nor the outside YAML's platform decides a platform.
        #expect(!result.stderr.contains("platforms macOS from"), "\(result.stderr)")
    }

    /// A string table is input too: one that leads out of the repository (a link to a file
    /// outside, whose text was read as the title's; or to `/dev/zero`) or is no regular file (a
    /// FIFO) is not read, and a note says so; the others still are.
    @Test func aStringTableIsReadOnlyInsideTheRepositoryAndOnlyWhenItIsAFile() throws {
        let outer = try temporaryDirectory()
        try "\"screen.title\" = \"Secret From Outside\";\n".write(to: outer.appendingPathComponent("Outside.strings"), atomically: true, encoding: .utf8)
        let repository = outer.appendingPathComponent("repo")
        _ = try projectRepository(xcconfig: "SDKROOT = iphoneos\n", in: repository)
        try """
            import SwiftUI
            struct Root: View { var body: some View { NavigationStack { Text("x").navigationTitle("screen.title").navigationTitle("inside.title") } } }

            """.write(to: repository.appendingPathComponent("App/Root.swift"), atomically: true, encoding: .utf8)
        let english = repository.appendingPathComponent("App/en.lproj"), base = repository.appendingPathComponent("App/Base.lproj")
        for folder in [english, base] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try FileManager.default.createSymbolicLink(atPath: english.appendingPathComponent("Localizable.strings").path, withDestinationPath: "../../../Outside.strings")
        try FileManager.default.createSymbolicLink(atPath: english.appendingPathComponent("Zero.strings").path, withDestinationPath: "/dev/zero")
        #expect(mkfifo(base.appendingPathComponent("Pipe.strings").path, 0o600) == 0)
        try "\"inside.title\" = \"A Title Read From Inside\";\n".write(to: base.appendingPathComponent("Main.strings"), atomically: true, encoding: .utf8)

        let result = try run(["--quiet", "--no-config", "--no-cache", "--exit-zero", "--format", "json", "."], in: repository)
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])["findings"] as? [[String: Any]] ?? []
        let messages = findings.compactMap { $0["message"] as? String }
        #expect(!result.stdout.contains("Secret From Outside"), "\(result.stdout)")
        #expect(messages.contains { $0.contains("A Title Read From Inside") }, "\(messages)")
        let root = (realpath(repository.path, nil).map { String(cString: $0) }) ?? repository.path
        let note = try #require(messages.first { $0.contains("string table") }, "\(messages)")
        #expect(note == "the string table App/en.lproj/Localizable.strings of this file's app was not read: outside the repository (\(root)) through a symbolic link; "
                + "the string table App/Base.lproj/Pipe.strings of this file's app was not read: not a regular file (a FIFO, socket or device); hig-lint reads only regular files; "
                + "the string table App/en.lproj/Zero.strings of this file's app was not read: outside the repository (\(root)) through a symbolic link", "\(note)")
    }
}
