import Foundation
import Testing
@testable import HIGLint

/// The content-hash cache (`--cache-dir`, `--no-cache`): a second run reuses the stored result of
/// an unchanged file, and anything its result depends on (its bytes, the configuration, the
/// limits) makes a fresh one. Proved by marking the stored entry: a run that shows the mark used it.
extension CommandLineTests {
    /// The cache files of `--cache-dir cache`, in the folder hig-lint keeps them in.
    func entries(_ cache: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: cache.appendingPathComponent("hig-lint"), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "cache" }
    }

    /// Rewrites every stored message (keeping its length, which the format records) so that a run
    /// that reads the cache shows it.
    func mark(_ cache: URL) throws {
        for url in try entries(cache) {
            let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "keep it under", with: "CACHED it und")
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    @Test func anUnchangedFileComesFromTheCache() throws {
        let directory = try project()
        let cache = directory.appendingPathComponent("cache")
        let arguments = ["--quiet", "--cache-dir", "cache", "app.hig.json"]
        let first = try run(arguments, in: directory)
        #expect(first.stdout == Self.titleFinding + Self.prominentFinding)
        #expect(try entries(cache).count == 1)  // one file per project and configuration
        // Every format renders the same from a stored result as from a fresh one.
        for format in ReportFormat.allCases {
            // The HTML report's date is pinned: two runs a second apart would differ in it.
            let pinned = ["SOURCE_DATE_EPOCH": "1700000000"]
            let stored = try run(["--quiet", "--cache-dir", "cache", "--format", format.rawValue, "app.hig.json"], in: directory, environment: pinned)
            let fresh = try run(["--quiet", "--no-cache", "--format", format.rawValue, "app.hig.json"], in: directory, environment: pinned)
            #expect(stored.stdout == fresh.stdout, "\(format)")
        }
        try mark(cache)
        #expect(try run(arguments, in: directory).stdout.contains("CACHED it und"))
        #expect(!(try run(["--quiet", "--no-cache", "app.hig.json"], in: directory).stdout.contains("CACHED")))
        // A configuration that changes a severity or a parameter is a different key.
        try "rules:\n  title-length: {limit: 30}\n".write(to: directory.appendingPathComponent(".hig-lint.yml"), atomically: true, encoding: .utf8)
        #expect(try run(arguments, in: directory).stdout == Self.prominentFinding)
        try FileManager.default.removeItem(at: directory.appendingPathComponent(".hig-lint.yml"))
        #expect(try run(arguments, in: directory).stdout.contains("CACHED"))  // back to the first configuration
        #expect(!(try run(["--quiet", "--cache-dir", "cache", "--select", "title-length", "app.hig.json"], in: directory).stdout.contains("CACHED")))
        // Changed bytes are a different entry.
        try Self.failing.replacingOccurrences(of: "Go", with: "Run").write(to: directory.appendingPathComponent("app.hig.json"), atomically: true, encoding: .utf8)
        #expect(!(try run(arguments, in: directory).stdout.contains("CACHED")))
        #expect(try run(["--cache-dir", "x", "--no-cache", "app.hig.json"], in: directory).status == 2)
        // A custom rule's own logic is part of the key: a new message is not served from the cache.
        func custom(_ message: String) throws -> String {
            try """
                custom-rules:
                  - {id: short-title, summary: Short titles., severity: warning, select: $.toolbar.title, assert: {maxLength: 5}, message: "\(message) {value}"}
                """.write(to: directory.appendingPathComponent(".hig-lint.yml"), atomically: true, encoding: .utf8)
            return try run(["--quiet", "--cache-dir", "cache", "--select", "short-title", "app.hig.json"], in: directory).stdout
        }
        #expect(try custom("first").contains("first Everything"))
        #expect(try custom("second").contains("second Everything"))
    }

    /// A run that writes the cache drops the files no run has written for 30 days (other builds'
    /// and configurations') from the folder it made for them, and nothing else: not the folders or
    /// other programs' files that `--cache-dir` holds (`--cache-dir ~` once deleted `~/.cache`), not
    /// a file with its name pattern but not its header, not what a link leads to.
    @Test func writingTheCacheDropsOnlyItsOwnFilesUnusedForAMonth() throws {
        let directory = try project()
        let cache = directory.appendingPathComponent("cache")
        let own = cache.appendingPathComponent("hig-lint")
        func age(_ url: URL, days: Int) {
            let then = time(nil) - days * 24 * 3600
            var times = [timespec(tv_sec: then, tv_nsec: 0), timespec(tv_sec: then, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, url.path, &times, AT_SYMLINK_NOFOLLOW) == 0)
        }
        func file(_ url: URL, _ text: String = "x", daysOld: Int) throws {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
            age(url, days: daysOld)
        }
        // What `--cache-dir` held before: a folder and another program's file, both old.
        try file(cache.appendingPathComponent("x.cache/inside"), daysOld: 40)
        age(cache.appendingPathComponent("x.cache"), days: 40)
        try file(cache.appendingPathComponent("y.cache"), daysOld: 40)
        let header = "16:hig-lint-cache-3"
        _ = try run(["--quiet", "--cache-dir", "cache", "app.hig.json"], in: directory)
        let mine = try entries(cache).map(\.lastPathComponent)
        #expect(mine.count == 1)
        try file(own.appendingPathComponent("00000000000000aa.cache"), header, daysOld: 31)
        try file(own.appendingPathComponent("00000000000000bb.cache"), header, daysOld: 29)
        try file(own.appendingPathComponent("00000000000000cc.cache"), "not hig-lint's", daysOld: 31)
        try file(own.appendingPathComponent("old.cache"), header, daysOld: 31)
        try file(own.appendingPathComponent("old.txt"), daysOld: 31)
        try FileManager.default.createDirectory(at: own.appendingPathComponent("00000000000000dd.cache"), withIntermediateDirectories: true)
        age(own.appendingPathComponent("00000000000000dd.cache"), days: 31)
        try FileManager.default.removeItem(at: own.appendingPathComponent(mine[0]))  // so that the run writes
        _ = try run(["--quiet", "--cache-dir", "cache", "app.hig.json"], in: directory)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: own.path)) == [
            "CACHEDIR.TAG", mine[0], "00000000000000bb.cache", "00000000000000cc.cache", "old.cache", "old.txt", "00000000000000dd.cache",
        ])
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: cache.path)) == ["hig-lint", "x.cache", "y.cache"])
        #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("x.cache/inside").path))

        // `hig-lint` in another `--cache-dir` that links to this marked folder: nothing is pruned through it.
        try file(own.appendingPathComponent("00000000000000ee.cache"), header, daysOld: 31)
        let linked = directory.appendingPathComponent("linked")
        try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: linked.appendingPathComponent("hig-lint"), withDestinationURL: own)
        _ = try run(["--quiet", "--cache-dir", "linked", "--select", "title-length", "app.hig.json"], in: directory)
        #expect(FileManager.default.fileExists(atPath: own.appendingPathComponent("00000000000000ee.cache").path))
        // A `hig-lint` folder hig-lint did not make is not marked, so not pruned.
        let foreign = directory.appendingPathComponent("foreign/hig-lint")
        try file(foreign.appendingPathComponent("00000000000000ff.cache"), header, daysOld: 31)
        _ = try run(["--quiet", "--cache-dir", "foreign", "app.hig.json"], in: directory)
        #expect(FileManager.default.fileExists(atPath: foreign.appendingPathComponent("00000000000000ff.cache").path))
        #expect(!FileManager.default.fileExists(atPath: foreign.appendingPathComponent("CACHEDIR.TAG").path))
    }

    @Test func cachedInputErrorsAndSuppressionsStayExact() throws {
        let directory = try temporaryDirectory()
        try "<description><window></description>".write(to: directory.appendingPathComponent("bad.hig.xml"), atomically: true, encoding: .utf8)
        try #"{"window": {"hig-lint-disable": {"title-length": "legal name"}, "title": "Contoso Enterprise Mail"}}"#
            .write(to: directory.appendingPathComponent("s.hig.json"), atomically: true, encoding: .utf8)
        let arguments = ["--cache-dir", "cache", "--format", "sarif", "bad.hig.xml", "s.hig.json"]
        let first = try run(arguments, in: directory)
        let second = try run(arguments, in: directory)
        #expect(first.status == 2 && second.status == 2)
        #expect(first.stdout == second.stdout && first.stdout.contains("\"justification\" : \"legal name\""))
        #expect(first.stderr.split(separator: "\n").first == second.stderr.split(separator: "\n").first)
    }

    /// What a result depends on beyond the file and the rules: the app's name the configuration
    /// gives (`app:`), and the project file that gives a Swift file its platforms. A warm cache
    /// reported nothing where a cold run reported an error.
    @Test func theAppsNameAndTheProjectFileAreInTheKey() throws {
        let directory = try temporaryDirectory()
        let config = directory.appendingPathComponent(".hig-lint.yml")
        try #"{"platforms": ["macOS"], "window": {"title": "Notes", "kind": "main"}}"#.write(to: directory.appendingPathComponent("w.hig.json"), atomically: true, encoding: .utf8)
        try "app: Other\n".write(to: config, atomically: true, encoding: .utf8)
        let arguments = ["--quiet", "--cache-dir", "cache", "w.hig.json"]
        #expect(try run(arguments, in: directory).stdout.isEmpty)
        try "app: Notes\n".write(to: config, atomically: true, encoding: .utf8)
        let named = try run(arguments, in: directory)
        #expect(named.status == 1)
        #expect(named.stdout == "w.hig.json:1:46: error: window title \"Notes\" is the app's name; title the window after its content or leave it empty [title-not-app-name]\n")

        let swift = try temporaryDirectory()
        try """
            import SwiftUI
            struct A: View { var body: some View { NavigationStack { Text("x").navigationTitle("A Rather Long Title") } } }
            @main struct M: App { var body: some Scene { WindowGroup { A() } } }

            """.write(to: swift.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let manifest = swift.appendingPathComponent("Package.swift")
        let swiftArguments = ["--quiet", "--no-config", "--cache-dir", "cache", "A.swift"]
        try "let package = Package(name: \"A\", platforms: [.macOS(.v14)])\n".write(to: manifest, atomically: true, encoding: .utf8)
        #expect(try run(swiftArguments, in: swift).stdout.contains(": warning: window title \"A Rather Long Title\""))
        try "let package = Package(name: \"A\", platforms: [.iOS(.v17)])\n".write(to: manifest, atomically: true, encoding: .utf8)
        let iOS = try run(swiftArguments, in: swift)
        #expect(iOS.stdout.contains(": warning: toolbar title \"A Rather Long Title\""), "\(iOS.stdout)")
        #expect(iOS.stdout == (try run(["--quiet", "--no-config", "--no-cache", "A.swift"], in: swift)).stdout)
    }

    /// A project kept inside a library package is a try-out only while an app project outside
    /// the package builds it, here through another package: changing that package's manifest (not
    /// the file's own project) is a new key.
    @Test func theAppThatBuildsAPackageIsInTheKey() throws {
        let directory = try temporaryDirectory().appendingPathComponent("app")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Fixtures/swift/LibrarySupportApp"), to: directory)
        let arguments = ["--quiet", "--no-config", "--cache-dir", "../cache", "."]
        let title = "window title \"Pane Stack Performance Check\""
        #expect(try run(arguments, in: directory).stdout.contains(": info: \(title)"))
        // The package the app links (Shell) no longer builds on the library: the project inside it is an app of its own.
        let manifest = directory.appendingPathComponent("Shell/Package.swift")
        try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(of: "../Panes", with: "../Vendor/Panes")
            .write(to: manifest, atomically: true, encoding: .utf8)
        let unlinked = try run(arguments, in: directory).stdout
        #expect(unlinked.contains(": warning: \(title)"), "\(unlinked)")
        #expect(unlinked == (try run(["--quiet", "--no-config", "--no-cache", "."], in: directory)).stdout)
    }

    /// Whether a view ships depends on the targets of the files that name it: renaming the internal
    /// app that alone shows it (another project file than the view's own) is a new key.
    @Test func theTargetsOfTheFilesThatNameAViewAreInTheKey() throws {
        let directory = try temporaryDirectory().appendingPathComponent("app")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Fixtures/swift/InternalScenariosApp"), to: directory)
        let arguments = ["--quiet", "--no-config", "--cache-dir", "../cache", "."]
        let title = "toolbar title \"Receipt for the Last Entry\""
        #expect(try run(arguments, in: directory).stdout.contains(": info: \(title)"))
        let project = directory.appendingPathComponent("Ledger.xcodeproj/project.pbxproj")
        try String(contentsOf: project, encoding: .utf8).replacingOccurrences(of: "Ledger-Internal", with: "LedgerPro")
            .write(to: project, atomically: true, encoding: .utf8)
        let renamed = try run(arguments, in: directory).stdout
        #expect(renamed.contains(": warning: \(title)"), "\(renamed)")
    }

    /// A storyboard's result depends on the code that shows its scenes: changing that code (not
    /// the storyboard) is a new key.
    @Test func theCodeThatShowsAStoryboardIsInTheKey() throws {
        let directory = try temporaryDirectory()
        let fixture = packageRoot.appendingPathComponent("Fixtures/ib/presented/ios/PinEntry.storyboard")
        try FileManager.default.copyItem(at: fixture, to: directory.appendingPathComponent("PinEntry.storyboard"))
        let code = directory.appendingPathComponent("Lock.swift")
        try "final class Lock { func show() { let pin = PinEntryViewController(); host.show(pin, sender: nil) } }\n"
            .write(to: code, atomically: true, encoding: .utf8)
        let arguments = ["--quiet", "--no-config", "--cache-dir", "cache", "PinEntry.storyboard"]
        #expect(try run(arguments, in: directory).stdout.contains(": warning: toolbar title \"Unlock Your Vault\""))
        try "final class Lock { func show() { let pin = PinEntryViewController(); host.present(pin, animated: true) } }\n"
            .write(to: code, atomically: true, encoding: .utf8)
        let presented = try run(arguments, in: directory).stdout
        #expect(!presented.contains("warning") && presented.contains("(Lock.swift:1 presents it without a navigation controller)"), "\(presented)")
    }
}
