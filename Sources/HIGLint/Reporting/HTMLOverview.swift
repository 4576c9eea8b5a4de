import Foundation

/// The top of the HTML report: the run it reports (app, path, commit, date, version), an index of
/// the screens, the findings counted by rule, and filters by severity, platform and rule. The
/// filters are checkboxes and style rules (`:has`), so they work with no script, as the page runs none.
extension HTMLReporter {
    /// The filters' classes and style rules: a finding's marker and listing carry its rule's
    /// class (`r2`, in the summary's order) and its drawing's platforms' (`on-iOS`), and hide
    /// when the box of their severity, their rule or every one of their platforms is cleared.
    struct Filters {
        /// The rules in the summary's order (worst first, then the most found), each with its findings' places in the result.
        var rules: [(id: String, offsets: [Int])] = []
        var ruleClass: [String: String] = [:]
        var platforms: [Platform] = []
        var style = ""

        init(_ context: ReportContext, _ numbering: Numbering) {
            let findings = context.result.findings
            let byRule = Dictionary(grouping: findings.indices, by: { findings[$0].ruleID })
            let ranked = byRule.map { rule -> (id: String, worst: Severity, offsets: [Int]) in
                let offsets = rule.value.sorted { numbering.numbers[$0, default: 0] < numbering.numbers[$1, default: 0] }
                return (rule.key, offsets.map { findings[$0].severity }.max()!, offsets)
            }
            rules = ranked.sorted { a, b in
                if a.worst != b.worst { return a.worst > b.worst }
                if a.offsets.count != b.offsets.count { return a.offsets.count > b.offsets.count }
                return a.id < b.id
            }.map { (id: $0.id, offsets: $0.offsets) }
            for (index, rule) in rules.enumerated() {
                ruleClass[rule.id] = "r\(index + 1)"
                style += "body:has(#show-r\(index + 1):not(:checked)) .hit.r\(index + 1){display:none}\n"
            }
            for severity in Severity.allCases.reversed() {
                style += "body:has(#show-\(severity.rawValue):not(:checked)) .hit.\(severity.rawValue){display:none}\n"
            }
            platforms = Set(context.descriptions.flatMap(\.platforms) + findings.flatMap(\.platforms)).sorted()
            var combinations = Set(context.descriptions.map(\.platforms).filter { !$0.isEmpty })
            combinations.formUnion(findings.map(\.platforms).filter { !$0.isEmpty })
            for combination in combinations.sorted(by: { Self.platformClass($0) < Self.platformClass($1) }) {
                let cleared = Set(combination).sorted().map { ":has(#show-\($0.rawValue):not(:checked))" }.joined()
                style += "body\(cleared) .hit.\(Self.platformClass(combination)){display:none}\n"
            }
        }

        static func platformClass(_ platforms: [Platform]) -> String {
            "on-" + Set(platforms).sorted().map(\.rawValue).joined(separator: "-")
        }

        /// The classes a finding's marker and listing carry, on a drawing of `platforms`.
        func classes(of finding: Finding, on platforms: [Platform]) -> String {
            "hit \(ruleClass[finding.ruleID]!)" + (platforms.isEmpty ? "" : " " + Self.platformClass(platforms))
        }
    }
}

extension HTMLReporter.Page {
    /// The app's name: the one every description gives, else the folder linted.
    var title: String {
        let apps = Set(context.descriptions.compactMap(\.appName))
        return apps.count == 1 ? apps.first! : context.run?.folderName ?? "hig-lint report"
    }

    /// The run, then the navigation map (`map`, the page's first view), then the index and the summary.
    func header(screens: [HTMLReporter.Screen], flagged: Int, numbering: HTMLReporter.Numbering, filters: HTMLReporter.Filters, map: String = "") -> String {
        var out = "<header><h1>\(h(title))<span class=\"by\">hig-lint report</span></h1>\n<dl class=\"run\">"
        func field(_ name: String, _ value: String) { out += "<div><dt>\(name)</dt><dd>\(value)</dd></div>" }
        if let run = context.run {
            let shown = run.paths.prefix(3).map { "<code>\(h($0))</code>" }.joined(separator: " ")
            field(run.paths.count == 1 ? "Path" : "Paths", shown + (run.paths.count > 3 ? " and \(run.paths.count - 3) more" : ""))
            if let commit = run.commit {
                field("Commit", "<code title=\"\(commit.hash)\">\(commit.hash.prefix(12))</code>" + (commit.branch.map { " on <code>\(h($0))</code>" } ?? ""))
            }
            let stamp = ISO8601DateFormatter().string(from: run.date)
            field("Date", "<time datetime=\"\(stamp)\">\(stamp.prefix(16).replacingOccurrences(of: "T", with: " ")) UTC</time>")
        }
        field("hig-lint", h(HIGLintVersion.current))
        out += "</dl>\n<p class=\"tally\">\(h(context.result.tally)); \(h(context.result.coverage.summary)).</p>"
        if !screens.isEmpty {
            out += "<p class=\"legend\">\(flagged) of \(screens.count) \(screens.count == 1 ? "screen" : "screens") \(flagged == 1 ? "has" : "have") findings, shown first, worst first"
            out += flagged < screens.count ? "; the others are folded at the end. " : ". "
            out += "Each numbered marker pins a finding to the element it is about, on the drawing of the platform it was found on; the list beside each drawing explains it. The markers are numbered in the order they stand on the page.</p>"
        }
        out += "</header>\n" + map
        guard !screens.isEmpty || !filters.rules.isEmpty else { return out }
        out += "<div class=\"overview\">\n"
        if !screens.isEmpty { out += index(screens) }
        if !filters.rules.isEmpty { out += summary(numbering, filters) }
        return out + "</div>\n"
    }

    /// A link to each screen's card, in page order, with its counts and platforms.
    func index(_ screens: [HTMLReporter.Screen]) -> String {
        var out = "<section class=\"index\"><h2>Screens</h2>\n<ol>"
        for (order, screen) in screens.enumerated() {
            let (title, type) = name(of: screen)
            out += "<li><a href=\"#s\(order + 1)\">\(h(title))</a>"
            if let type { out += " <span class=\"type\">\(h(type))</span>" }
            out += counts(screen.findings.values.map(\.severity))
            let platforms = Set(screen.members.flatMap { context.descriptions[$0 - 1].platforms }).sorted()
            if !platforms.isEmpty { out += " <span class=\"platforms-list\">\(platforms.map(HTMLReporter.Device.name).joined(separator: ", "))</span>" }
            out += "</li>"
        }
        return out + "</ol>\n</section>\n"
    }

    /// A badge per severity found, worst first: `2 errors`.
    func counts(_ severities: [Severity]) -> String {
        var out = ""
        for severity in Severity.allCases.reversed() {
            let count = severities.count { $0 == severity }
            if count > 0 { out += " <span class=\"count-badge \(severity.rawValue)\">\(count) \(severity.rawValue)\(count == 1 ? "" : "s")</span>" }
        }
        return out
    }

    /// The filters, then a row per rule: its box, id, severities, count and a link to each finding.
    func summary(_ numbering: HTMLReporter.Numbering, _ filters: HTMLReporter.Filters) -> String {
        let findings = context.result.findings
        var out = "<section class=\"summary\"><h2>Findings by rule</h2>\n<p class=\"filters\"><span class=\"lead\">Show</span>"
        for severity in Severity.allCases.reversed() where findings.contains(where: { $0.severity == severity }) {
            out += "<label><input type=\"checkbox\" id=\"show-\(severity.rawValue)\" checked> \(severity.rawValue)s</label>"
        }
        if filters.platforms.count > 1 {
            out += "<span class=\"lead\">on</span>"
            for platform in filters.platforms {
                out += "<label><input type=\"checkbox\" id=\"show-\(platform.rawValue)\" checked> \(HTMLReporter.Device.name(platform))</label>"
            }
        }
        out += "</p>\n<table class=\"rules\"><thead><tr><th>Show</th><th>Rule</th><th>Severity</th><th>Count</th><th>Findings</th></tr></thead>\n<tbody>\n"
        for (index, rule) in filters.rules.enumerated() {
            let first = findings[rule.offsets[0]]
            let code = "<code>\(h(rule.id))</code>"
            let link = safeLink(first.helpURI).map { "<a href=\"\(h($0))\" rel=\"noopener noreferrer\">\(code)</a>" } ?? code
            let severities = Set(rule.offsets.map { findings[$0].severity }).sorted(by: >).map(\.rawValue).joined(separator: ", ")
            out += "<tr><td><input type=\"checkbox\" id=\"show-r\(index + 1)\" checked aria-label=\"show \(h(rule.id))\"></td><td>\(link)</td>"
            out += "<td>\(severities)</td><td class=\"n\">\(rule.offsets.count)</td><td class=\"links\">"
            out += rule.offsets.map { "<a href=\"#f\(numbering.numbers[$0]!)\">\(numbering.numbers[$0]!)</a>" }.joined(separator: " ")
            out += "</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n</section>\n"
    }
}

/// Text made safe for HTML content and quoted attribute values.
fileprivate func h(_ text: String) -> String { xmlEscaped(text) }
