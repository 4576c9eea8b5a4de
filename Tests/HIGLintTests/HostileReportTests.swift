import Foundation
import Testing
@testable import HIGLint

/// A description whose every string is hostile, under a hostile file name, through every report
/// format: each output is checked for what could hurt its reader (terminal escapes, workflow
/// commands, bidirectional overrides, XML that does not parse, Markdown that links, shows images or
/// runs HTML), and each is read by its real client where one is installed.
@Suite(.serialized) struct HostileReportTests {
    let cli = CommandLineTests(bounds: .hostile)

    /// ESC sequences, a line that is a workflow command, a bidi override, XML's specials and a
    /// character XML cannot carry, and Markdown that would link, show an image, mention and head.
    static let hostile = "\u{1B}[2J\u{1B}]0;owned\u{07}\n::error file=x.swift,line=1::injected\r\n##[error]old\u{202E}fdp.exe\u{2066}"
        + "<![CDATA[]]>&amp;\u{01}\u{0B}\u{FFFE}\u{9B}31m | ![x](https://example.invalid/p.png) [l](https://example.invalid) @octocat `tick`\n# heading <script>x</script>"

    static func json(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data(), as: UTF8.self)
    }

    /// What no line of a text-like output may show: a raw control character, a bidi control, or a
    /// start that GitHub's runner reads as a command (it ignores leading white space).
    func expectNoInjection(_ output: String, _ what: String, commandsAllowed: Bool = false) {
        for scalar in output.unicodeScalars where scalar != "\n" {
            #expect(!(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
                      || (0x2066...0x2069).contains(scalar.value)), "\(what) carries U+\(String(scalar.value, radix: 16))")
        }
        for line in output.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if commandsAllowed {
                #expect(trimmed.hasPrefix("::error file=") || trimmed.hasPrefix("::warning file=") || trimmed.hasPrefix("::notice file="), "\(what): \(line)")
            } else {
                #expect(!trimmed.hasPrefix("::") && !trimmed.hasPrefix("##["), "\(what) starts a workflow command: \(line)")
            }
        }
    }

    @Test func everyFormatEscapesEveryHostileString() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The description: every string hostile; the file name too (a newline and a command in it).
        let title = Self.json(Self.hostile)
        let description = """
            {"app": \(title), "window": {"title": \(title)},
             "sidebar": {"items": [{"title": \(title), "symbol": \(title), "children": [{"title": \(title)}]}]},
             "toolbar": {"title": \(title), "groups": [{"placement": "trailing", "items": [
               {"label": \(title), "style": "prominent"}, {"label": \(title), "style": "prominent"}]}]}}
            """
        let name = "::error file=a::b\n\u{1B}[31m\u{202E}|![i](https:x)@octocat.hig.json"
        try description.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        // An input error whose message quotes a hostile key.
        try #"{"window": {"ti\ntle\u001b[31m::error::x": 1}}"#.write(to: directory.appendingPathComponent("bad.hig.json"), atomically: true, encoding: .utf8)

        let formats = ["text", "json", "sarif", "junit", "github", "checkstyle", "markdown", "html"]
        let run = try cli.run(["--fail-on", "warning"] + formats.flatMap { ["--report", "\($0)=r.\($0)"] } + ["."], in: directory)
        #expect(run.status == 2, "\(run)")
        expectNoInjection(run.stderr, "standard error")
        #expect(run.stderr.contains(#"bad.hig.json:1:13: error: unknown key 'ti\ntle\x1B[31m::error::x' in window"#), "\(run.stderr)")
        func report(_ format: String) throws -> String {
            try String(contentsOf: directory.appendingPathComponent("r.\(format)"), encoding: .utf8)
        }
        let text = try report("text")
        #expect(text.split(separator: "\n").count >= 5 && text.split(separator: "\n").allSatisfy { $0.hasPrefix("./::error file=a::b\\n\\x1B[31m\\u{202E}|") }, "\(text)")
        expectNoInjection(text, "text")
        expectNoInjection(try report("github"), "github", commandsAllowed: true)
        expectNoInjection(try report("markdown"), "markdown")
        for format in ["json", "sarif", "junit", "checkstyle", "html"] { expectNoInjection(try report(format), format) }
        #expect(!text.contains("\u{1B}") && text.contains(#"\x1B[2J\x1B]0;owned\x07\n::error"#))

        let files = formats.map { directory.appendingPathComponent("r.\($0)").path }
        let clients = ClientRun(directory: directory)
        clients.expectPasses("xmllint", ["--noout", files[3], files[5]])
        clients.expectPasses("python3", ["-c", """
            import json, sys
            from junitparser import JUnitXml, Failure
            xml = JUnitXml.fromfile(sys.argv[1])
            assert xml.errors == 1, xml.errors
            assert sum(1 for suite in xml for case in suite for r in case.result if isinstance(r, Failure)) > 0
            assert len(json.load(open(sys.argv[2]))["findings"]) > 0
            """, files[3], files[1]], module: "junitparser")
        if let shared = sharedDirectory {
            clients.expectPasses("python3", [shared.appendingPathComponent("tools/check-sarif").path, "--strict", files[2]], module: "jsonschema")
        } else {
            print("note: skipping check-sarif: ../shared is not beside this checkout")
        }
        clients.expectPasses("sarif", ["summary", files[2]])
        // GitHub's own Markdown renderer: no image, no link but the rules' guideline links, no HTML.
        clients.expectPasses("python3", ["-c", """
            import sys, re, cmarkgfm
            html = cmarkgfm.github_flavored_markdown_to_html(open(sys.argv[1]).read())
            assert "<img" not in html and "<script" not in html and "<h1" not in html, html
            links = re.findall(r'<a href="([^"]*)"', html)
            assert links and all(l.startswith("https://developer.apple.com/") for l in links), links
            assert html.count("<table>") == 2, html
            """, files[6]], module: "cmarkgfm")
        // Python's HTML parser (what a browser's tokenizer does with the page): only the tags the
        // report writes, no event handler, and links only within the page or to https help pages.
        clients.expectPasses("python3", ["-c", """
            import sys
            from html.parser import HTMLParser
            allowed = {"html", "head", "meta", "title", "style", "body", "header", "main", "section", "h1", "h2", "h3", "p",
                       "div", "span", "nav", "ol", "li", "a", "code", "i", "details", "summary", "dl", "dt", "dd", "time",
                       "label", "input", "table", "thead", "tbody", "tr", "th", "td", "ul", "q"}
            class Page(HTMLParser):
                links, tags, texts = [], set(), []
                def handle_starttag(self, tag, attrs):
                    self.tags.add(tag)
                    assert not any(name.startswith("on") for name, _ in attrs), attrs
                    self.links += [value for name, value in attrs if name == "href"]
                def handle_data(self, data): self.texts.append(data)
            page = Page()
            page.feed(open(sys.argv[1]).read())
            assert page.tags <= allowed, page.tags - allowed
            assert page.links and all(l.startswith("#") or l.startswith("https://developer.apple.com/") for l in page.links), page.links
            assert any("<script>x</script>" in t for t in page.texts), "the hostile title is shown as text"
            """, files[7]])
    }
}

/// Runs a report's real client, skipping with a note when it is not installed (`.ci/run` installs them).
struct ClientRun {
    var directory: URL

    func expectPasses(_ tool: String, _ arguments: [String], module: String? = nil) {
        if let module, !available("python3", ["-c", "import \(module)"]) {
            print("note: skipping \(tool) \(arguments.first ?? ""): Python module \(module) is not installed")
            return
        }
        if module == nil, !available("/bin/sh", ["-c", "command -v \(tool)"]) {
            print("note: skipping \(tool): not installed")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.currentDirectoryURL = directory
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        do { try process.run() } catch { Issue.record("\(tool): \(error)"); return }
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(tool) \(arguments.prefix(2)): \(output)")
    }

    private func available(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
