import Foundation
import Testing
@testable import HIGLint

#if canImport(Glibc)
import Glibc
#endif

/// `.hig-lint.yml` comes from whoever opened the pull request: it may read only files inside the
/// repository, never gets a file it cannot parse quoted back, and cannot make hig-lint hang or
/// grow without bound through YAML aliases, nesting, regular expressions or selectors.
@Suite(.serialized) struct HostileConfigurationTests {
    let cli = CommandLineTests(bounds: .hostile)
    let output = HostileOutputTests()

    /// A repository (with `.git`) holding a configuration and one description, beside a folder
    /// outside it that holds secrets.
    func repository(configuration: String, files: [String: String] = [:]) throws -> (repository: URL, outside: URL) {
        let root = try cli.temporaryDirectory()
        let repository = root.appendingPathComponent("repo"), outside = root.appendingPathComponent("home")
        for folder in [repository.appendingPathComponent(".git"), outside] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try HostileOutputTests.goodFile.write(to: repository.appendingPathComponent("good.hig.json"), atomically: true, encoding: .utf8)
        try configuration.write(to: repository.appendingPathComponent(".hig-lint.yml"), atomically: true, encoding: .utf8)
        try "machine github.com login ci password SECRET-TOKEN\n".write(to: outside.appendingPathComponent(".netrc"), atomically: true, encoding: .utf8)
        try "disable: [title-length]\n".write(to: outside.appendingPathComponent("shared.yml"), atomically: true, encoding: .utf8)
        for (name, text) in files { try text.write(to: repository.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return (repository, outside)
    }

    @Test func extendsRulesDirAndBaselineStayInsideTheRepository() throws {
        for (setting, column) in [("extends: /proc/self/environ", 10), ("extends: ../home/.netrc", 10), ("extends: linked.yml", 10),
                                  ("rules-dir: ../home", 12), ("baseline: ../home/.netrc", 11)] {
            let (repository, outside) = try repository(configuration: setting + "\n")
            defer { try? FileManager.default.removeItem(at: repository.deletingLastPathComponent()) }
            try FileManager.default.createSymbolicLink(atPath: repository.appendingPathComponent("linked.yml").path,
                                                       withDestinationPath: outside.appendingPathComponent(".netrc").path)
            let run = try cli.run(["--quiet", "good.hig.json"], in: repository)
            let name = setting.split(separator: " ", maxSplits: 1)[1]
            let real = String(cString: realpath(repository.path, nil))
            #expect(run.status == 2, "\(setting): \(run)")
            #expect(run.stderr == ".hig-lint.yml:1:\(column): error: '\(name)' is outside the repository (\(real))"
                    + (name == "linked.yml" ? " through a symbolic link" : "")
                    + "; a configuration may only name files inside it (--allow-config-dir DIR allows more)\n", "\(setting)")
            #expect(!run.stderr.contains("SECRET") && !run.stderr.contains("PATH="))
        }
        // A folder the command line allows may be named.
        let (repository, outside) = try repository(configuration: "extends: ../home/shared.yml\n")
        defer { try? FileManager.default.removeItem(at: repository.deletingLastPathComponent()) }
        #expect(try cli.run(["--quiet", "good.hig.json"], in: repository).status == 2)
        let allowed = try cli.run(["--quiet", "--allow-config-dir", outside.path, "good.hig.json"], in: repository)
        #expect(allowed.status == 0 && allowed.stdout == "" && allowed.stderr == "", "\(allowed)")
    }

    @Test func aFileThatIsNotAConfigurationIsNeverQuoted() throws {
        let cases: [(String, String, String)] = [
            ("notes.yml", "machine github.com login ci password SECRET-TOKEN\n", "notes.yml:1:1: error: not a hig-lint configuration: the top level is not a mapping of settings"),
            ("creds.yml", "password: SECRET-TOKEN\nuser: SECRET-USER\n", "creds.yml:1:1: error: not a hig-lint configuration: none of its keys is a setting (extends, platforms, disable, rules, …)"),
            ("creds.json", #"{"SECRET-KEY" "SECRET-TOKEN"}"#, "creds.json:1:15: error: malformed JSON; expected a hig-lint configuration or rule file"),
            ("dup.yml", "disable: []\nSECRET-KEY: 1\nSECRET-KEY: 2\n", "dup.yml:2:1: error: malformed YAML: a key appears twice in one mapping"),
            ("binary.yml", "disable: [\u{01}SECRET-TOKEN]\n", "binary.yml:1:1: error: malformed YAML: not valid YAML text"),
        ]
        for (name, text, error) in cases {
            let (repository, _) = try repository(configuration: "extends: \(name)\n", files: [name: text])
            defer { try? FileManager.default.removeItem(at: repository.deletingLastPathComponent()) }
            let run = try cli.run(["--quiet", "good.hig.json"], in: repository)
            #expect(run.status == 2)
            #expect(run.stderr == ".hig-lint.yml:1:10: error: cannot extend '\(name)': \(repository.path)/\(error)\n", "\(name): \(run.stderr)")
            #expect(!run.stderr.contains("SECRET"), "\(name)")
        }
    }

    @Test func specialFilesAreRefused() throws {
        let (repository, _) = try repository(configuration: "extends: pipe.yml\n")
        defer { try? FileManager.default.removeItem(at: repository.deletingLastPathComponent()) }
        #expect(mkfifo(repository.appendingPathComponent("pipe.yml").path, 0o644) == 0)
        let run = try output.shell(#""$HIG_LINT" --quiet good.hig.json"#, in: repository, timeout: 60)
        #expect(run.status == 2)
        #expect(run.stderr == ".hig-lint.yml:1:10: error: cannot extend 'pipe.yml': \(repository.path)/pipe.yml:1:1: error: not a regular file (a FIFO, socket or device); hig-lint reads only regular files\n")
    }

    @Test func yamlAliasesAndNestingAreBounded() throws {
        // 9 levels of 9 aliases each: 387,420,489 strings from a few hundred bytes.
        var bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n"
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            bomb += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        bomb += "disable: *i\n"
        let deep = "disable: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"
        for (configuration, expected) in [(bomb, ".hig-lint.yml:1:11: error: more than 100000 values once YAML aliases are expanded; a configuration needs far fewer\n"),
                                          (deep, ".hig-lint.yml:1:266: error: nesting is deeper than 256 levels\n")] {
            let (repository, _) = try repository(configuration: configuration)
            defer { try? FileManager.default.removeItem(at: repository.deletingLastPathComponent()) }
            let started = Date()
            let run = try output.shell(#""$HIG_LINT" --quiet good.hig.json"#, in: repository, timeout: 60)
            #expect(run.status == 2 && run.stderr == expected, "\(run)")
            #expect(Date().timeIntervalSince(started) < 30)
        }
    }

    /// A custom rule a pull request could add: a regular expression that backtracking engines take
    /// exponential time over, and selectors whose steps multiply on a nested description.
    @Test func customRulesRunInBoundedTime() throws {
        let rules = """
            custom-rules:
              - {id: nested, summary: s, severity: warning, select: $.window.title, assert: {pattern: "^(a+)+$"}, message: "title {value}"}
              - {id: alternatives, summary: s, severity: warning, select: $.window.title, assert: {notPattern: "(a|a)*(a|aa)*b"}, message: "no b"}
              - {id: deep, summary: s, severity: info, select: "$..children..children..children..children..children..children..children..children..title", assert: {maxCount: 0}, message: "{count} deep titles"}

            """
        let (repository, _) = try repository(configuration: rules, files: [
            "a.hig.json": #"{"window": {"title": "aaaaaaaaaaaaaaaaaaaaaaaaaaaa!"}}"#,
        ])
        defer { try? FileManager.default.removeItem(at: repository.deletingLastPathComponent()) }
        // A sidebar 40 levels deep: each `..children` step of a naive evaluator multiplies the matches.
        var nested = #"{"title": "leaf"}"#
        for level in 0..<40 { nested = #"{"title": "t\#(level)", "children": [\#(nested)]}"# }
        try #"{"sidebar": {"items": [\#(nested)]}}"#.write(to: repository.appendingPathComponent("n.hig.json"), atomically: true, encoding: .utf8)
        let started = Date()
        let run = try output.shell(#""$HIG_LINT" --quiet a.hig.json n.hig.json"#, in: repository, timeout: 60)
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(run.stderr == "" && run.stdout == """
            a.hig.json:1:22: warning: title aaaaaaaaaaaaaaaaaaaaaaaaaaaa! [nested]
            a.hig.json:1:22: warning: window title "aaaaaaaaaaaaaaaaaaaaaaaaaaaa!" has 29 characters; keep it under 15 [title-length]
            n.hig.json:1:84: warning: sidebar item "t37" sits at level 3; show at most 2 levels in a sidebar [sidebar-max-depth]
            n.hig.json:1:274: info: 33 deep titles [deep]

            """, "\(run)")
    }

    @Test func patternsAreRefusedWhereAnAutomatonCannotRunThem() throws {
        for (pattern, error) in [("(?=a)b", "bad pattern at character 1: only (...) and (?:...) groups are supported: look-around and flags need a backtracking engine"),
                                 (#"(a)\1"#, #"bad pattern at character 4: '\1' is not supported (back-references, word boundaries and other escapes need a backtracking engine)"#),
                                 ("a{2000}", "bad pattern at character 2: repetition counts above 1000 are not supported"),
                                 ("(a", "bad pattern at character 3: missing ')' for the group opened at character 1")] {
            let configuration = "custom-rules:\n  - {id: r, summary: s, severity: info, select: $.app, assert: {pattern: '\(pattern)'}, message: m}\n"
            let (repository, _) = try repository(configuration: configuration)
            defer { try? FileManager.default.removeItem(at: repository.deletingLastPathComponent()) }
            let run = try cli.run(["--quiet", "good.hig.json"], in: repository)
            #expect(run.status == 2 && run.stderr == ".hig-lint.yml:2:74: error: \(error)\n", "\(pattern): \(run.stderr)")
        }
    }

    /// The automaton agrees with Swift's backtracking `Regex` on the subset both accept.
    @Test func patternsMatchAsSwiftRegexDoes() throws {
        let patterns = ["a+", "^a*b$", "([A-Z0-9][^ ]*)( [A-Z0-9][^ ]*)*", #"\d{2,3}-\w+"#, "(cat|dog)s?", "[^aeiou]+", "colou?r", "x|y|", ".",
                        "a{3}", "a{2,}", "(?:ab)+c", #"\s+"#, "[a-c-]+", #"\.\*"#, "(a|ab)(c|bcd)(d*)", "^$", "é+", "[0-9A-Fa-f]{4}"]
        let texts = ["", "a", "aaa", "ab", "b", "Title Case Words", "Title case", "12-ab", "123-x_y", "1234-", "cats", "dog", "rhythm",
                     "color", "colour", "x", "xy", "aaaa", "abc", "ababc", "  ", "a-b", ".*", "abcd", "acd", "éé", "e\u{301}", "BEEF", "beefy"]
        for source in patterns {
            let pattern = try Pattern(source)
            let regex = try Regex(source)
            for text in texts {
                #expect(pattern.wholeMatch(text) == ((try? regex.wholeMatch(in: text)) != nil), "\(source) whole \(text)")
                #expect(pattern.firstMatch(text) == ((try? regex.firstMatch(in: text)) != nil), "\(source) anywhere \(text)")
            }
        }
    }
}
