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
        #expect(html.contains("<p class=\"device-name\">Every platform<a class=\"pin error hit r"))
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
        // Each panel: its device, and the rules of the findings listed beside it.
        var panels: [(device: String, listed: [String])] = []
        for part in html.components(separatedBy: "<div class=\"panel").dropFirst() where !part.hasPrefix("s") {
            let device = part.components(separatedBy: "<p class=\"device-name\">")[1].prefix { $0 != "<" }
            let list = part.components(separatedBy: "<ol class=\"findings\">")[1].components(separatedBy: "</ol>")[0]
            panels.append((String(device), list.components(separatedBy: "<code>").dropFirst().map { String($0.prefix { $0 != "<" }) }))
        }
        #expect(panels.filter { $0.listed.contains("visionos-toolbar-item-labels") }.map(\.device) == ["Vision Pro"])
        // A finding every platform has is listed on each drawing, the one shown first.
        #expect(panels.filter { $0.listed.contains("toolbar-prominent-action") }.map(\.device)
                == ["Mac", "iPhone", "iPad", "Vision Pro", "Mac", "iPhone", "iPad", "Vision Pro"])
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
        #expect(page.contains(##"<div id="e5" class="row destination level2 flagged warning"><span class="label">Deep</span><a class="pin warning hit r1 on-macOS" href="#f1" title="sidebar-max-depth">1</a></div>"##), "\(page)")
        #expect(page.contains(##"<span class="sym" style="color:#007aff;border-color:#007aff" title="SF Symbol tray, accent">tray</span><span class="label">Inbox</span>"##))
        let piped = try cli.run(["--stdin-filename", "piped.hig.json", "--format", "html"], in: directory, stdin: text)
        #expect(piped.status == 0)
        #expect(piped.stdout.contains("<p class=\"where\">piped.hig.json:1:1 · macOS · description file</p>"), "\(piped.stdout)")
        #expect(piped.stdout.contains(##"<span class="label">Deep</span><a class="pin warning hit r1 on-macOS" href="#f1""##))
    }
}

/// The top of the page, through the binary: the run it reports, the markers numbered in the
/// order they stand on the page, an index of the screens and the findings counted by rule.
@Suite struct HTMLReportPageTests {
    let cli = CommandLineTests()
    static let hash = "0123456789abcdef0123456789abcdef01234567"

    /// A git work tree `ledger-app` (its `.git` written by hand: HEAD on `main`) holding the golden
    /// `mixed.hig.json` (app Ledger; an error and five warnings) and `a.hig.json`, first in file
    /// order, with one warning; its HTML report at 2026-11-28 10:00 UTC.
    func report() throws -> (html: String, directory: URL) {
        let directory = try cli.temporaryDirectory()
        let app = directory.appendingPathComponent("ledger-app")
        try FileManager.default.createDirectory(at: app.appendingPathComponent(".git/refs/heads"), withIntermediateDirectories: true)
        try "ref: refs/heads/main\n".write(to: app.appendingPathComponent(".git/HEAD"), atomically: true, encoding: .utf8)
        try "\(Self.hash)\n".write(to: app.appendingPathComponent(".git/refs/heads/main"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: HTMLReportTests.mixed, toPath: app.appendingPathComponent("mixed.hig.json").path)
        try #"{"platforms": ["macOS"], "sidebar": {"items": [{"title": "Inbox", "symbol": "tray", "children": [{"title": "A", "children": [{"title": "Deep"}]}]}]}}"#
            .write(to: app.appendingPathComponent("a.hig.json"), atomically: true, encoding: .utf8)
        let run = try cli.run(["--no-config", "--format", "html", "ledger-app"], in: directory, environment: ["SOURCE_DATE_EPOCH": "1795860000"])
        #expect(run.status == 1, "\(run.stderr)")
        return (run.stdout, directory)
    }

    func matches(_ pattern: String, in text: String) -> [[String]] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (1..<match.numberOfRanges).map { String(text[Range(match.range(at: $0), in: text)!]) }
        }
    }

    @Test func theHeaderNamesTheAppPathCommitDateAndVersion() throws {
        let (html, directory) = try report()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(html.contains("<title>Ledger</title>"))
        #expect(html.contains("<header><h1>Ledger<span class=\"by\">hig-lint report</span></h1>\n<dl class=\"run\">"
            + "<div><dt>Path</dt><dd><code>ledger-app</code></dd></div>"
            + "<div><dt>Commit</dt><dd><code title=\"\(Self.hash)\">0123456789ab</code> on <code>main</code></dd></div>"
            + "<div><dt>Date</dt><dd><time datetime=\"2026-11-28T10:00:00Z\">2026-11-28 10:00 UTC</time></dd></div>"
            + "<div><dt>hig-lint</dt><dd>\(HIGLintVersion.current)</dd></div></dl>\n"), "\(html.prefix(12_000).suffix(1_500))")
    }

    /// The first marker on the page is 1 and each new one the next number; the list beside a
    /// drawing counts up too. In file order `a.hig.json`'s finding would be 1, though its screen,
    /// with a warning only, comes after the one with the error.
    @Test func markersAreNumberedInPageOrder() throws {
        let (html, directory) = try report()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pins = matches(##"<a class="pin [^"]*" href="#(f[0-9-]+)" title="([^"]+)">([0-9]+)</a>"##, in: html)
        #expect(pins.map { "\($0[2]) \($0[1])" } == ["1 title-length", "2 toolbar-prominent-action", "3 toolbar-max-groups",
                                                      "4 sidebar-fixed-icon-colors", "5 sidebar-max-depth", "6 sidebar-bottom-edit-buttons",
                                                      "7 sidebar-max-depth"])
        #expect(pins.map { "\($0[2]) \($0[0])" } == (1...7).map { "\($0) f\($0)" })
        let listed = matches(#"<li id="(f[0-9]+)" class="finding [^"]*"><span class="pin [a-z]+">([0-9]+)</span>"#, in: html)
        #expect(listed.map { $0[0] } == (1...7).map { "f\($0)" })
        #expect(listed.map { $0[1] } == (1...7).map(String.init))
    }

    @Test func theIndexLinksEveryScreenAndEveryLinkOnThePageResolves() throws {
        let (html, directory) = try report()
        defer { try? FileManager.default.removeItem(at: directory) }
        let index = try #require(html.components(separatedBy: "<section class=\"index\"><h2>Screens</h2>\n<ol>").dropFirst().first?.components(separatedBy: "</ol>").first)
        #expect(index == "<li><a href=\"#s1\">Quarterly Statements, 2026</a> <span class=\"count-badge error\">1 error</span>"
            + " <span class=\"count-badge warning\">5 warnings</span> <span class=\"platforms-list\">Mac</span></li>"
            + "<li><a href=\"#s2\">description 1</a> <span class=\"count-badge warning\">1 warning</span> <span class=\"platforms-list\">Mac</span></li>")
        #expect(matches(#"<details class="screen" id="(s[0-9]+)""#, in: html).map { $0[0] } == ["s1", "s2"])
        let ids = Set(matches(#" id="([^"]+)""#, in: html).map { $0[0] })
        let targets = matches(##"href="#([^"]+)""##, in: html).map { $0[0] }
        #expect(targets.count > 20 && targets.allSatisfy(ids.contains), "\(targets.filter { !ids.contains($0) })")
    }

    /// The navigation map is the page's first view: a tab per platform, and on each the screens
    /// `hig-lint map` places there, each box linked to its screen's drawing (the demo app: an
    /// iPhone, iPad, Mac and Vision Pro app whose Mac scenes add a Settings window).
    @Test func theNavigationMapComesFirstWithATabPerPlatformAndLinksToEachScreen() throws {
        let app = packageRoot.appendingPathComponent("Fixtures/demo/FieldGuide").path
        let run = try cli.run(["--no-config", "--quiet", "--exit-zero", "--format", "html", app], in: packageRoot, environment: ["SOURCE_DATE_EPOCH": "1795860000"])
        let html = run.stdout
        let mapStart = try #require(html.range(of: "<section class=\"map\" id=\"map\"><h2>Navigation map</h2>"))
        let index = try #require(html.range(of: "<section class=\"index\">"))
        #expect(mapStart.lowerBound < index.lowerBound)
        #expect(matches(#"<input type="radio" name="map-platform" id="map-([A-Za-z]+)"#, in: html).map { $0[0] } == ["iOS", "iPadOS", "macOS", "visionOS"])
        // The Mac's tab: its two scenes, the window's four screens under RootView, and Settings.
        let mac = try #require(html.components(separatedBy: "<div class=\"map-platform map-macOS\">").dropFirst().first?.components(separatedBy: "</div>").first)
        let boxes = matches(##"<(?:a|span) class="node[^"]*"((?: href="#s[0-9]+")?)><span class="node-kind">([^<]+)</span>"##, in: mac)
        #expect(boxes.map { $0[1] } == ["scene WindowGroup", "window RootView", "tab &quot;Sightings&quot; SightingsView", "tab &quot;Species&quot; SpeciesView",
                                        "part SpeciesView", "part SpeciesView", "scene Settings", "window SettingsView"])
        let ids = Set(matches(#"<details class="screen" id="(s[0-9]+)""#, in: html).map { $0[0] })
        let linked = boxes.map { $0[0].replacingOccurrences(of: " href=\"#", with: "").replacingOccurrences(of: "\"", with: "") }.filter { !$0.isEmpty }
        #expect(linked.count == 6 && linked.allSatisfy(ids.contains), "\(linked)")
        // A platform's boxes show only while its tab is chosen.
        #expect(html.contains("body:has(#map-macOS:checked) .map-macOS{display:block}"))
    }

    /// A row per rule, worst first, then the most found: severity, count and a link to each
    /// finding; its box, with those of each severity found, hides their markers and listings.
    @Test func theSummaryCountsFindingsByRuleAndFiltersThem() throws {
        let (html, directory) = try report()
        defer { try? FileManager.default.removeItem(at: directory) }
        let rows = matches(#"<tr><td><input type="checkbox" id="show-(r[0-9]+)" checked aria-label="show ([^"]+)"></td><td>.*?</td><td>([a-z, ]+)</td><td class="n">([0-9]+)</td><td class="links">(.*?)</td></tr>"#, in: html)
        #expect(rows.map { $0.joined(separator: " | ") } == [
            "r1 | toolbar-prominent-action | error | 1 | <a href=\"#f2\">2</a>",
            "r2 | sidebar-max-depth | warning | 2 | <a href=\"#f5\">5</a> <a href=\"#f7\">7</a>",
            "r3 | sidebar-bottom-edit-buttons | warning | 1 | <a href=\"#f6\">6</a>",
            "r4 | sidebar-fixed-icon-colors | warning | 1 | <a href=\"#f4\">4</a>",
            "r5 | title-length | warning | 1 | <a href=\"#f1\">1</a>",
            "r6 | toolbar-max-groups | warning | 1 | <a href=\"#f3\">3</a>",
        ])
        #expect(html.contains("<p class=\"filters\"><span class=\"lead\">Show</span><label><input type=\"checkbox\" id=\"show-error\" checked> errors</label>"
            + "<label><input type=\"checkbox\" id=\"show-warning\" checked> warnings</label></p>"))
        #expect(html.contains("body:has(#show-r2:not(:checked)) .hit.r2{display:none}\n"))
        #expect(html.contains("body:has(#show-warning:not(:checked)) .hit.warning{display:none}\n"))
        #expect(html.contains("body:has(#show-macOS:not(:checked)) .hit.on-macOS{display:none}\n"))
        // Both places of a sidebar-max-depth finding carry the rule's, severity's and platform's classes.
        #expect(html.contains(##"<a class="pin warning hit r2 on-macOS" href="#f7" title="sidebar-max-depth">7</a>"##))
        #expect(html.contains(#"<li id="f7" class="finding warning hit r2 on-macOS">"#))
    }
}

/// The run a report names, read without running git.
@Suite struct LintRunTests {
    @Test func aCommitIsReadFromALinkedWorkTreeAndPackedRefs() throws {
        let directory = try CommandLineTests().temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manager = FileManager.default
        let hash = String(repeating: "ab", count: 20)
        // The main repository keeps its branches packed; the linked work tree's .git names its git folder.
        try manager.createDirectory(at: directory.appendingPathComponent("repo/.git/worktrees/wt"), withIntermediateDirectories: true)
        try "# pack-refs with: peeled\n\(hash) refs/heads/feature\n".write(to: directory.appendingPathComponent("repo/.git/packed-refs"), atomically: true, encoding: .utf8)
        try "ref: refs/heads/feature\n".write(to: directory.appendingPathComponent("repo/.git/worktrees/wt/HEAD"), atomically: true, encoding: .utf8)
        try "../..\n".write(to: directory.appendingPathComponent("repo/.git/worktrees/wt/commondir"), atomically: true, encoding: .utf8)
        try manager.createDirectory(at: directory.appendingPathComponent("wt/App/Views"), withIntermediateDirectories: true)
        try "gitdir: \(directory.path)/repo/.git/worktrees/wt\n".write(to: directory.appendingPathComponent("wt/.git"), atomically: true, encoding: .utf8)
        try "{}".write(to: directory.appendingPathComponent("wt/App/Views/a.hig.json"), atomically: true, encoding: .utf8)
        let run = LintRun(paths: ["App/Views/a.hig.json"], workingDirectory: directory.path + "/wt", date: Date(timeIntervalSince1970: 0), display: { $0 })
        #expect(run == LintRun(paths: ["App/Views/a.hig.json"], folderName: "Views", commit: GitCommit(hash: hash, branch: "feature"), date: Date(timeIntervalSince1970: 0)))
        // Several paths: the folder they share; a detached HEAD: its hash, no branch.
        try hash.uppercased().write(to: directory.appendingPathComponent("repo/.git/worktrees/wt/HEAD"), atomically: true, encoding: .utf8)
        let several = LintRun(paths: ["App/Views", "App/Other"], workingDirectory: directory.path + "/wt/.", date: Date(timeIntervalSince1970: 0), display: { $0 })
        #expect(several.folderName == "App" && several.commit == GitCommit(hash: hash, branch: nil))
        #expect(GitCommit(workTreeHolding: directory.path + "/repo") == nil)  // HEAD missing
    }
}
