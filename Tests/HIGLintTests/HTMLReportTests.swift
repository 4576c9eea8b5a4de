import Foundation
import Testing
@testable import HIGLint

/// The HTML report: which element each finding is pinned to, escaping, and the page's
/// self-containment. Its bytes are pinned by GoldenReportTests; a real browser renders it in
/// `.ci/clients/html.sh`.
@Suite struct HTMLReportTests {
    static let mixed = GoldenReportTests.folder.appendingPathComponent("input/mixed.hig.json").path

    /// The path of the element each finding of `file` is pinned to, in report order.
    func pinnedPaths(_ file: String) -> [String] {
        let linter = Linter(rules: catalog.rules)
        let result = linter.lint(paths: [file])
        var page = HTMLReporter.Page(context: ReportContext(result: result, rules: catalog.rules, root: packageRoot.path, exitCode: 0))
        for (index, description) in linter.descriptions(paths: [file]).files.flatMap({ (try? $0.1.get()) ?? [] }).enumerated() {
            _ = page.drawing(of: description, index: index + 1)
        }
        return result.findings.map { "\($0.ruleID) -> " + (HTMLReporter.element(for: $0.anchor, among: page.elements).map { $0.object.path } ?? "none") }
    }

    @Test func eachFindingIsPinnedToTheElementItIsAbout() {
        #expect(pinnedPaths(Self.mixed) == [
            "title-length -> /window",                                      // the window's title field
            "sidebar-fixed-icon-colors -> /sidebar",                        // the sidebar's items list
            "sidebar-max-depth -> /sidebar/items/0/children/1/children/0",  // the "Holiday fund" row
            "sidebar-bottom-edit-buttons -> /sidebar/bottomBar/items/0",    // the add button
            "toolbar-prominent-action -> /toolbar/groups/1/items/0",        // "Export"
            "toolbar-max-groups -> /toolbar/groups/3",                      // the fourth group
        ])
    }

    @Test func anXMLFindingIsPinnedToItsElement() throws {
        let directory = try CommandLineTests().temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("a.hig.xml").path
        try """
            <description platforms="macOS" app="Mail">
              <sidebar><item title="Inbox" symbol="tray"/><item title="On My Mac"><item title="A"/><item title="B"><item title="Deep" symbol="folder"/></item></item></sidebar>
            </description>
            """.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(pinnedPaths(file) == ["sidebar-max-depth -> /description/sidebar/item[2]/item[2]/item"])
    }

    /// Exact anchors first, then the longest enclosing path, then the smallest enclosing span;
    /// another file's element, or a path that merely starts with an element's, holds nothing.
    @Test func theNearestEnclosingElementWins() {
        func anchor(_ path: String, _ line: Int, _ column: Int, end: (Int, Int)? = nil, file: String = "a") -> SourceAnchor {
            SourceAnchor(file: file, start: SourcePosition(line: line, column: column), end: end.map { SourcePosition(line: $0.0, column: $0.1) }, path: path)
        }
        func element(_ id: String, _ anchor: SourceAnchor, depth: Int, fields: [String: SourceAnchor] = [:]) -> HTMLReporter.Element {
            HTMLReporter.Element(id: id, anchors: FieldAnchors(object: anchor, fields: fields), depth: depth, description: 1)
        }
        let elements = [
            element("root", anchor("", 1, 1, end: (40, 2)), depth: 0),
            element("toolbar", anchor("//toolbar[@id='T']", 10, 5, end: (30, 15)), depth: 1, fields: ["title": anchor("//toolbar[@id='T']/@title", 10, 30)]),
            element("item1", anchor("/items/1", 12, 7, end: (14, 9)), depth: 2),
            element("item", anchor("//toolbarItem[@id='I']", 20, 7, end: (24, 9)), depth: 2),
        ]
        func pinned(_ anchor: SourceAnchor) -> String { HTMLReporter.element(for: anchor, among: elements)?.id ?? "none" }
        #expect(pinned(anchor("//toolbar[@id='T']", 10, 5, end: (30, 15))) == "toolbar")
        #expect(pinned(anchor("//toolbar[@id='T']/@title", 10, 30)) == "toolbar")
        #expect(pinned(anchor("//toolbarItem[@id='I']/@label", 20, 40)) == "item")
        #expect(pinned(anchor("//slider[@id='S']", 22, 11)) == "item")           // inside its span only
        #expect(pinned(anchor("/items/10", 35, 3)) == "root")                  // not under /items/1
        #expect(pinned(anchor("//menu[@id='M']", 50, 1)) == "none")            // outside every span
        #expect(pinned(anchor("//toolbarItem[@id='I']", 20, 7, file: "b")) == "none")
    }

    @Test func everyInputStringIsEscapedAndOnlySafeLinksAreMade() throws {
        let hostile = #"<script>alert("x")</script>' onmouseover='x"#
        let json = String(decoding: try JSONEncoder().encode(hostile), as: UTF8.self)
        let text = ##"{"app": \##(json), "window": {"title": \##(json)}, "sidebar": {"items": [{"title": \##(json), "symbol": \##(json), "iconColor": "#FF0000"}]}}"##
        let linter = Linter(rules: catalog.rules)
        let path = "<img src=x onerror=alert(1)>.hig.json"
        var result = linter.lint(bytes: Array(text.utf8), path: path)
        result.findings.append(Finding(ruleID: "custom-<b>", severity: .error, message: "see \(hostile)",
                                       anchor: SourceAnchor(file: path, start: SourcePosition(line: 1, column: 1), path: "/app"),
                                       helpURI: "javascript:alert(1)"))
        var context = ReportContext(result: result, rules: catalog.rules, root: "/nowhere", exitCode: 1, workingDirectory: "/nowhere")
        context.descriptions = (try? linter.descriptions(bytes: Array(text.utf8), path: path).get()) ?? []
        let html = context.render(.html)
        #expect(!html.contains("<script") && !html.contains("<img") && !html.contains("<b>"))
        #expect(!html.contains("javascript:"))
        #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&apos; onmouseover=&apos;x"))
        #expect(html.contains("<span class=\"sev\">error</span> <code>custom-&lt;b&gt;</code><span class=\"msg\">see &lt;script&gt;"))
        // The screen is named by its title; the finding is pinned to the description (its app
        // field), named by its platforms, and listed under it.
        #expect(html.contains("<summary><h2>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&apos; onmouseover=&apos;x</h2>"))
        #expect(html.contains("<p class=\"device-name\">Every platform<a class=\"pin error\" href=\"#f"))
        #expect(html.contains("style=\"color:#ff0000;border-color:#ff0000\""))
        // Every link is to a place on the page or an https help page.
        for link in html.components(separatedBy: "href=\"").dropFirst() {
            #expect(link.hasPrefix("#") || link.hasPrefix("https://developer.apple.com/"), "\(link.prefix(60))")
        }
    }

    @Test func thePageLoadsNothingFromAnywhere() {
        let html = GoldenReportTests.render(.html)
        #expect(html.contains(#"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src 'none'"#))
        for remote in ["<script", "<link", "<img", "@import", "url(", "src=", "<iframe", "<object"] {
            #expect(!html.contains(remote), "\(remote)")
        }
        #expect(html == GoldenReportTests.render(.html))  // the same bytes every time
    }

    @Test func findingsInNoDrawingAndInputErrorsAreListedByFile() {
        let html = GoldenReportTests.render(.html)
        #expect(html.contains("<h2>Findings and errors in no drawing</h2>\n<h3>Tests/HIGLintTests/Golden/input/broken.hig.json</h3>"))
        #expect(html.contains(#"<li class="finding error"><span class="sev">input error</span>"#))
    }
}

/// The report of an app read from SwiftUI (the README's demo): screens with findings first, a
/// drawing per platform, each finding on the drawings of the platforms it was found on.
@Suite struct HTMLAppReportTests {
    @Test func aVisionOSFindingIsOnTheVisionProDrawingAlone() throws {
        let run = try CommandLineTests().run(["--no-config", "--quiet", "--format", "html", "Fixtures/demo"], in: packageRoot)
        let html = run.stdout
        // Each panel: its device, and the ids of the findings listed beside it.
        var panels: [(device: String, listed: [String])] = []
        for part in html.components(separatedBy: "<div class=\"panel").dropFirst() where !part.hasPrefix("s") {
            let device = part.components(separatedBy: "<p class=\"device-name\">")[1].prefix { $0 != "<" }
            let list = part.components(separatedBy: "<ol class=\"findings\">")[1].components(separatedBy: "</ol>")[0]
            panels.append((String(device), list.components(separatedBy: "<li id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }))
        }
        let json = try CommandLineTests().run(["--no-config", "--quiet", "--format", "json", "Fixtures/demo"], in: packageRoot).stdout
        let findings = (try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any])["findings"] as! [[String: Any]]
        let number = try #require(findings.firstIndex { $0["ruleId"] as? String == "visionos-toolbar-item-labels" }) + 1
        #expect(panels.filter { $0.listed.contains { $0 == "f\(number)" || $0.hasPrefix("f\(number)-") } }.map(\.device) == ["Vision Pro"])
        // A finding every platform has is listed on each drawing: first as fN, then fN-2, fN-3...
        let shared = try #require(findings.firstIndex { $0["ruleId"] as? String == "toolbar-prominent-action" }) + 1
        #expect(panels.filter { $0.listed.contains { $0 == "f\(shared)" || $0.hasPrefix("f\(shared)-") } }.map(\.device)
                == ["iPhone", "iPad", "Mac", "Vision Pro", "iPhone", "iPad", "Mac", "Vision Pro"])
        // The first screen is open, named by title and view type, with its platform tabs; its Mac
        // drawing, with the most findings, is the one shown.
        let first = try #require(html.components(separatedBy: "<details class=\"screen\"").dropFirst().first)
        #expect(first.hasPrefix(" id=\"s1\" open>\n<summary><h2>Sightings<span class=\"type\"> — SightingsView</span></h2> <span class=\"count-badge error\">2 errors</span>"))
        #expect(first.contains("<a class=\"ptab current\" href=\"#d7\">Mac <span class=\"count-badge error\">5</span></a>"))
        #expect(first.contains("<div class=\"panel shown\" id=\"d7\">"))
    }
}

/// The command line loads the descriptions only for an HTML report, from files and standard input.
@Suite struct HTMLReportCommandLineTests {
    let cli = CommandLineTests()

    @Test func theCommandLineDrawsFilesAndStandardInput() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = #"{"platforms": ["macOS"], "sidebar": {"items": [{"title": "Inbox", "symbol": "tray", "children": [{"title": "A", "children": [{"title": "Deep"}]}]}]}}"#
        try text.write(to: directory.appendingPathComponent("file.hig.json"), atomically: true, encoding: .utf8)
        let run = try cli.run(["--report", "html=out/r.html", "--report", "text", "file.hig.json"], in: directory)
        #expect(run.status == 0 && run.stdout == "file.hig.json:1:126: warning: sidebar item \"Deep\" sits at level 3; show at most 2 levels in a sidebar [sidebar-max-depth]\n", "\(run)")
        let page = try String(contentsOf: directory.appendingPathComponent("out/r.html"), encoding: .utf8)
        #expect(page.contains(##"<div id="e5" class="row destination level2 flagged warning"><span class="label">Deep</span><a class="pin warning" href="#f1" title="sidebar-max-depth">1</a></div>"##), "\(page)")
        #expect(page.contains(##"<span class="sym" style="color:#007aff;border-color:#007aff" title="SF Symbol tray, accent">tray</span><span class="label">Inbox</span>"##))
        let piped = try cli.run(["--stdin-filename", "piped.hig.json", "--format", "html"], in: directory, stdin: text)
        #expect(piped.status == 0)
        #expect(piped.stdout.contains("<p class=\"where\">piped.hig.json:1:1 · macOS · description file</p>"), "\(piped.stdout)")
        #expect(piped.stdout.contains(##"<span class="label">Deep</span><a class="pin warning" href="#f1""##))
    }
}
