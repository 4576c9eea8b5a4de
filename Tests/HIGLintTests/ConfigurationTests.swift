import Foundation
import Testing
@testable import HIGLint

/// `.hig-lint.yml`: finding it, validating it strictly, and what each key does to a run.
@Suite struct ConfigurationTests {
    let cli = CommandLineTests()

    /// A project folder (a git repository root) with the given files.
    func project(_ files: [String: String]) throws -> URL {
        let directory = try cli.temporaryDirectory()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return directory
    }

    static let longTitle = #"{"window": {"title": "A Rather Long Window Title"}}"#
    static let longTitleFinding = #"1:22: warning: window title "A Rather Long Window Title" has 26 characters; keep it under 15 [title-length]"#

    @Test func globsMatchLikeGitignore() {
        #expect(Glob.matches("*.hig.xml", "a/b/c.hig.xml"))
        #expect(!Glob.matches("*.hig.xml", "a/b/c.hig.json"))
        #expect(Glob.matches("Legacy/**", "Legacy/x.hig.json") && Glob.matches("Legacy/**", "Legacy/a/b/x.hig.json"))
        #expect(!Glob.matches("Legacy/**", "New/Legacy/x.hig.json"))
        #expect(Glob.matches("**/Legacy/*.hig.json", "New/Legacy/x.hig.json") && Glob.matches("**/Legacy/*.hig.json", "Legacy/x.hig.json"))
        #expect(Glob.matches("Legacy/", "Legacy/a.hig.json"))
        #expect(!Glob.matches("Leg?cy/*.json", "Legacy/a/b.json"))
    }

    @Test func foundByWalkingUpToTheRepositoryRoot() throws {
        let root = try project([".hig-lint.yml": "disable: [title-length]\n", "App/Views/w.hig.json": Self.longTitle])
        let inside = try cli.run(["--quiet", "w.hig.json"], in: root.appendingPathComponent("App/Views"))
        #expect(inside.status == 0 && inside.stdout.isEmpty)
        // Without the file, or with --no-config, the rule is back.
        #expect(try cli.run(["--quiet", "--no-config", "w.hig.json"], in: root.appendingPathComponent("App/Views")).stdout == "w.hig.json:" + Self.longTitleFinding + "\n")
        // Above the repository root is never looked at.
        let nested = try project(["w.hig.json": Self.longTitle])
        try "disable: [window]\n".write(to: nested.deletingLastPathComponent().appendingPathComponent(".hig-lint.yml.unused"), atomically: true, encoding: .utf8)
        #expect(Configuration.find(from: nested.path) == nil)
        #expect(Configuration.find(from: root.appendingPathComponent("App/Views").path) == root.path + "/App/Views/../../.hig-lint.yml"
                || Configuration.find(from: root.appendingPathComponent("App/Views").path) == root.path + "/.hig-lint.yml")
    }

    /// `app:` names the app for files that do not, so title-not-app-name can run; a file's own
    /// name (a description's `app`, a storyboard's main menu) wins.
    @Test func appNameFromTheConfiguration() throws {
        let root = try project([
            ".hig-lint.yml": "app: Lantern\n",
            "w.hig.json": #"{"window": {"title": "Lantern"}}"#,
            "own.hig.json": #"{"app": "Ledger", "window": {"title": "Lantern"}}"#,
        ])
        let run = try cli.run(["--quiet", "w.hig.json", "own.hig.json"], in: root)
        #expect(run.stdout == #"w.hig.json:1:22: error: window title "Lantern" is the app's name; title the window after its content or leave it empty [title-not-app-name]"# + "\n")
        let invalid = try project([".hig-lint.yml": "app: [Lantern]\n", "w.hig.json": "{}"])
        let refused = try cli.run(["--quiet", "w.hig.json"], in: invalid)
        #expect(refused.status == 2 && refused.stderr.contains("'app'"), "\(refused.stderr)")
    }

    @Test func severityThresholdsPlatformsAndOverrides() throws {
        let root = try project([
            ".hig-lint.yml": """
                platforms: [macOS]
                rules:
                  title-length:
                    severity: error
                    limit: 30
                  toolbar-max-items:
                    maxItems: 1
                overrides:
                  - files: ["Legacy/**"]
                    rules:
                      title-length: {limit: 10, severity: info}
                  - files: ["Legacy/Old/*.hig.json"]
                    disable: [window]
                """,
            "App/w.hig.json": #"{"window": {"title": "A Rather Long Window Title, Longer"}, "toolbar": {"groups": [{"items": [{"label": "A", "symbol": "a"}, {"label": "B", "symbol": "b"}]}]}}"#,
            "Legacy/w.hig.json": Self.longTitle,
            "Legacy/Old/w.hig.json": Self.longTitle,
            // Names no platform: the configured macOS applies, so the iOS and iPadOS rule stays silent.
            "Mac/s.hig.json": #"{"sidebar": {"listStyle": "plain", "items": [{"title": "Inbox"}]}}"#,
        ])
        let run = try cli.run(["--quiet", "."], in: root)
        #expect(run.stdout == """
            App/w.hig.json:1:22: error: window title "A Rather Long Window Title, Longer" has 34 characters; keep it under 30 [title-length]
            App/w.hig.json:1:126: warning: toolbar has 2 controls, more than 1; remove some, or give items a visibilityPriority so the least important move to the overflow menu first [toolbar-max-items]
            Legacy/w.hig.json:1:22: info: window title "A Rather Long Window Title" has 26 characters; keep it under 10 [title-length]

            """)
        #expect(run.status == 1)
        #expect(try cli.run(["--quiet", "--no-config", "Mac/s.hig.json"], in: root).stdout
                == "Mac/s.hig.json:1:27: warning: sidebar uses the plain list style; use the sidebar style so it looks and behaves like one [sidebar-list-style]\n")
        // fail-on from the command line wins over the file's default.
        #expect(try cli.run(["--quiet", "--fail-on", "info", "Legacy/w.hig.json"], in: root).status == 1)
    }

    @Test func includeExcludeFailOnAndExtends() throws {
        let root = try project([
            "base.yml": "fail-on: warning\nexclude: [\"Generated/**\"]\n",
            ".hig-lint.yml": "extends: base.yml\ninclude: [\"*.chrome.json\"]\n",
            "App/main.chrome.json": Self.longTitle,
            "App/ignored.hig.json": Self.longTitle,
            "Generated/g.chrome.json": Self.longTitle,
        ])
        let run = try cli.run(["--quiet", "."], in: root)
        #expect(run.stdout == "App/main.chrome.json:" + Self.longTitleFinding + "\n")
        #expect(run.status == 1)   // fail-on: warning, from the extended file
        // A file named outright is linted whatever the globs say.
        #expect(try cli.run(["--quiet", "Generated/g.chrome.json"], in: root).stdout == "Generated/g.chrome.json:" + Self.longTitleFinding + "\n")
    }

    @Test func mistakesAreErrorsWithPositionsAndSuggestions() throws {
        let root = try project([
            ".hig-lint.yml": """
                platfroms: [iOS]
                disable: [toolbr, title-length]
                rules:
                  title-lenght: {limit: 3}
                  sidebar-max-depth:
                    maxDepth: "two"
                  toolbar-max-groups:
                    maxGroups: 0
                    severity: fatal
                """,
            "w.hig.json": Self.longTitle,
        ])
        let run = try cli.run(["--quiet", "."], in: root)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == """
            .hig-lint.yml:1:1: error: unknown key 'platfroms' in configuration; did you mean 'platforms'?
            .hig-lint.yml:2:11: error: 'disable' in configuration must be one of 61 names (ib-not-understood, objc-not-understood, pinned-tab-image, …), found "toolbr"; did you mean 'toolbar'?
            .hig-lint.yml:4:3: error: unknown key 'title-lenght' in rules; did you mean 'title-length'?
            .hig-lint.yml:6:15: error: 'maxDepth' in settings of sidebar-max-depth must be a whole number of at least 1, found the string "two"
            .hig-lint.yml:8:16: error: 'maxGroups' in settings of toolbar-max-groups must be at least 1, found 0
            .hig-lint.yml:9:15: error: 'severity' in settings of toolbar-max-groups must be one of info, warning, error, found "fatal"

            """.replacingOccurrences(of: "53 names", with: "\(catalog.rules.count + RuleMetadata.categories.count) names"))
    }

    @Test func unreadableUnparsableAndCircularConfigurations() throws {
        let root = try project([
            "broken.yml": "rules:\n  title-length: [\n",
            "a.yml": "extends: b.yml\n",
            "b.yml": "extends: a.yml\n",
            "settings.json": #"{"disable": ["window"], "disable": []}"#,
            "w.hig.json": Self.longTitle,
        ])
        let missing = try cli.run(["--config", "nope.yml", "w.hig.json"], in: root)
        #expect(missing.status == 2 && missing.stderr == "nope.yml:1:1: error: cannot read the file: No such file or directory\n")
        let broken = try cli.run(["--config", "broken.yml", "w.hig.json"], in: root)
        #expect(broken.status == 2 && broken.stderr.hasPrefix("broken.yml:3:1: error: malformed YAML: "))
        let circle = try cli.run(["--config", "a.yml", "w.hig.json"], in: root)
        #expect(circle.status == 2 && circle.stderr.contains("extends goes round in a circle"))
        let json = try cli.run(["--config", "settings.json", "w.hig.json"], in: root)
        #expect(json.status == 2 && json.stderr == "settings.json:1:25: error: duplicate key 'disable' in configuration\n")
    }

    @Test func initWritesAStarterThatLoadsOnceUncommented() throws {
        let root = try project([:])
        #expect(try cli.run(["init"], in: root).status == 0)
        let again = try cli.run(["init"], in: root)
        #expect(again.status == 2 && again.stderr == "hig-lint: error: .hig-lint.yml already exists; not overwriting it\n")
        // The written file is all comments; with its examples uncommented it is still valid.
        let written = try String(contentsOf: root.appendingPathComponent(".hig-lint.yml"), encoding: .utf8)
        #expect(written == Configuration.starterText)
        let examples = written.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("# ") && line.dropFirst(2).first.map { $0.isLowercase || $0 == " " || $0 == "-" } == true ? String(line.dropFirst(2)) : String(line)
        }.joined(separator: "\n").replacingOccurrences(of: "baseline: .hig-lint-baseline.json\n", with: "")
        let file = root.appendingPathComponent("examples.yml")
        try examples.write(to: file, atomically: true, encoding: .utf8)
        guard case .success(let configuration) = Configuration.load(file.path, rules: catalog.rules) else {
            Issue.record("the uncommented starter does not load: \(examples)")
            return
        }
        #expect(configuration.settings.platforms == [.iOS, .iPadOS])
        #expect(configuration.settings.rules["title-length"]?.parameters == ["limit": 20])
        #expect(configuration.overrides.map(\.files) == [["Legacy/**"]])
        // Uncommented, the example `include:` keeps every kind of file a search picks by default (it dropped Swift).
        for name in ["App.swift", "Main.storyboard", "View.xib", "Mail.hig.json", "Mail.hig.xml"] {
            #expect(FileDiscovery.claims(name, include: configuration.include) == FileDiscovery.claims(name, picks: { _ in true }), "\(name)")
        }
    }
}
