/// The HTML report's page: findings pinned to the drawings of the platforms they were found on,
/// the drawings grouped into screens, and the screens with findings first.
extension HTMLReporter {
    /// Descriptions of one screen: the platform variants of one view (the same place in the same
    /// file), or a description of its own.
    struct Screen {
        var members: [Int]
        /// The findings listed in its drawings, by their place in the result, and the worst of them.
        var findings: [Int: Finding] = [:]
        var worst: Severity? { findings.values.map(\.severity).max() }
    }

    /// Where a finding is listed: the element it is pinned to, in whose description's list.
    struct Listing {
        /// The finding's place in the result.
        var offset: Int
        var finding: Finding
        var element: Element
        var key: String { "\(offset) \(element.id)" }
    }

    /// The findings numbered in the order a reader meets their markers on the page, and each
    /// listing's id: `f3`, then `f3-2` for the same finding met on a second platform's drawing.
    struct Numbering {
        var numbers: [Int: Int] = [:]
        var ids: [String: String] = [:]
        var met: [Int: Int] = [:]

        mutating func number(_ offset: Int) -> Int {
            if let number = numbers[offset] { return number }
            numbers[offset] = numbers.count + 1
            return numbers.count
        }

        mutating func meet(_ listing: Listing) {
            guard ids[listing.key] == nil else { return }
            let number = number(listing.offset)
            met[listing.offset, default: 0] += 1
            ids[listing.key] = met[listing.offset] == 1 ? "f\(number)" : "f\(number)-\(met[listing.offset]!)"
        }
    }
}

extension HTMLReporter.Page {
    typealias Element = HTMLReporter.Element

    /// The elements each finding is pinned to: on every drawing of a platform it was found on
    /// (the best-holding element of each), else, for a finding that names no platform, the best
    /// element of any drawing; none when no drawing holds it.
    func places(of finding: Finding, among candidates: [Element]) -> [Element] {
        if !finding.platforms.isEmpty {
            let found = Set(finding.platforms)
            var byDescription: [Int: [Element]] = [:]
            for element in candidates where context.descriptions[element.description - 1].platforms.contains(where: found.contains) {
                byDescription[element.description, default: []].append(element)
            }
            let pinned = byDescription.keys.sorted().compactMap { HTMLReporter.element(for: finding.anchor, among: byDescription[$0]!) }
            if !pinned.isEmpty { return pinned }
        }
        return HTMLReporter.element(for: finding.anchor, among: candidates).map { [$0] } ?? []
    }

    /// The page: each finding pinned and listed, the drawings put together into screens, and
    /// the placeholders filled.
    func finish(_ drawings: [String]) -> String {
        let result = context.result
        var pinned: [String: [HTMLReporter.Listing]] = [:]
        var listed: [Int: [HTMLReporter.Listing]] = [:]
        var loose: [String: [Int]] = [:]
        // Only an element of the finding's own file can hold it.
        let byFile = Dictionary(grouping: elements, by: \.object.file)
        for (offset, finding) in result.findings.enumerated() {
            let places = places(of: finding, among: byFile[finding.anchor.file] ?? [])
            if places.isEmpty { loose[finding.anchor.file, default: []].append(offset) }
            for element in places {
                let listing = HTMLReporter.Listing(offset: offset, finding: finding, element: element)
                pinned[element.id, default: []].append(listing)
                listed[element.description, default: []].append(listing)
            }
        }
        let screens = self.screens(listed)
        var body = ""
        let flagged = screens.filter { $0.worst != nil }
        for (order, screen) in screens.enumerated() {
            if order == flagged.count && order < screens.count {
                let count = screens.count - flagged.count
                body += "<details class=\"folded\"><summary>\(count) \(count == 1 ? "screen" : "screens") without findings</summary>\n"
            }
            body += self.screen(screen, order + 1, drawings, listed)
        }
        if flagged.count < screens.count { body += "</details>\n" }
        let parts = body.split(separator: Self.mark, omittingEmptySubsequences: false)
        // Numbered as met: the markers of each drawing (its list comes after them), then the
        // findings in no drawing.
        var numbering = HTMLReporter.Numbering()
        for (offset, part) in parts.enumerated() where offset % 2 == 1 && part.first == "p" {
            for listing in pinned[String(part.dropFirst())] ?? [] { numbering.meet(listing) }
        }
        let other = context.files.filter { !$0.errors.isEmpty || loose[$0.file] != nil }
        for file in other { for offset in loose[file.file] ?? [] { _ = numbering.number(offset) } }
        let filters = HTMLReporter.Filters(context, numbering)
        var out = ""
        for (offset, part) in parts.enumerated() {
            guard offset % 2 == 1, let kind = part.first else {
                out += part
                continue
            }
            let key = String(part.dropFirst())
            switch kind {
            case "c":
                if let worst = pinned[key]?.map(\.finding.severity).max() { out += " flagged \(worst.rawValue)" }
            case "p":
                for listing in pinned[key] ?? [] {
                    let severity = listing.finding.severity.rawValue
                    let classes = filters.classes(of: listing.finding, on: context.descriptions[listing.element.description - 1].platforms)
                    out += "<a class=\"pin \(severity) \(classes)\" href=\"#\(numbering.ids[listing.key]!)\" title=\"\(h(listing.finding.ruleID))\">\(numbering.numbers[listing.offset]!)</a>"
                }
            default:
                let description = Int(key) ?? 0
                let entries = (listed[description] ?? []).sorted { numbering.numbers[$0.offset]! < numbering.numbers[$1.offset]! }
                if entries.isEmpty { out += "<li class=\"clean\">No findings on this platform.</li>" }
                for listing in entries {
                    let classes = filters.classes(of: listing.finding, on: context.descriptions[description - 1].platforms)
                    out += entry(numbering.numbers[listing.offset]!, listing.finding, id: numbering.ids[listing.key]!, classes: classes,
                                 on: listing.element.depth == 0 ? nil : listing.element)
                }
            }
        }
        let map = navigationMap(screens: screens)
        var page = Self.head(title: title, style: filters.style + map.style)
            + header(screens: screens, flagged: flagged.count, numbering: numbering, filters: filters, map: map.html)
        page += "<main>\n" + out
        if !other.isEmpty {
            page += "<section class=\"other\">\n<h2>Findings and errors in no drawing</h2>\n"
            for file in other {
                page += "<h3>\(h(context.displayPath(file.file)))</h3>\n<ol class=\"findings\">"
                for error in file.errors {
                    page += "<li class=\"finding error\"><span class=\"sev\">input error</span> <span class=\"msg\">\(h(error.message))</span> "
                        + "<span class=\"loc\">\(h(context.displayPath(error.file))):\(error.position.line):\(error.position.column)</span></li>"
                }
                for offset in loose[file.file] ?? [] {
                    let finding = result.findings[offset], number = numbering.numbers[offset]!
                    page += entry(number, finding, id: "f\(number)", classes: filters.classes(of: finding, on: finding.platforms), on: nil)
                }
                page += "</ol>\n"
            }
            page += "</section>\n"
        }
        return page + "</main>\n</body>\n</html>\n"
    }

    /// The descriptions grouped into screens in the order first drawn, those with findings first
    /// and the worst of them first.
    func screens(_ listed: [Int: [HTMLReporter.Listing]]) -> [HTMLReporter.Screen] {
        var screens: [HTMLReporter.Screen] = [], at: [SourceAnchor: Int] = [:]
        for (offset, description) in context.descriptions.enumerated() {
            let index = offset + 1
            // A description that names its platform is one variant of its screen; one that names
            // none (or several) is a screen of its own.
            var key = description.anchors.object
            if description.platforms.count != 1 { key.path += "\u{0}\(index)" }
            if let existing = at[key] {
                screens[existing].members.append(index)
            } else {
                at[key] = screens.count
                screens.append(HTMLReporter.Screen(members: [index]))
            }
            for listing in listed[index] ?? [] { screens[at[key]!].findings[listing.offset] = listing.finding }
        }
        let rank: (Severity?) -> Int = { $0.map { [.error: 0, .warning: 1, .info: 2][$0]! } ?? 3 }
        return screens.enumerated().sorted { (rank($0.element.worst), $0.offset) < (rank($1.element.worst), $1.offset) }.map(\.element)
    }

    /// What a screen is called: its title and its source's name for it (`Settings — SettingsView`),
    /// either alone, else the app's name or the description's path.
    func name(of screen: HTMLReporter.Screen) -> (title: String, type: String?) {
        let members = screen.members.map { context.descriptions[$0 - 1] }
        let title = members.lazy.compactMap { $0.window?.title ?? $0.toolbar?.title }.first
        let type = members.lazy.compactMap(\.sourceName).first
        if let title { return (title, type) }
        if let type { return (type, nil) }
        let first = members[0]
        return (first.appName ?? (first.anchors.object.path.isEmpty ? "description \(screen.members[0])" : first.anchors.object.path), nil)
    }

    /// One screen: its name, counts and place, then a drawing per platform, each with the tabs
    /// that show the others; the first drawing with findings is the one shown.
    func screen(_ screen: HTMLReporter.Screen, _ number: Int, _ drawings: [String], _ listed: [Int: [HTMLReporter.Listing]]) -> String {
        let (title, type) = name(of: screen)
        let first = context.descriptions[screen.members[0] - 1]
        let anchor = first.anchors.object
        var out = "<details class=\"screen\" id=\"s\(number)\"\(screen.worst == nil ? "" : " open")>\n<summary><h2>\(h(title))"
        if let type { out += "<span class=\"type\"> — \(h(type))</span>" }
        out += "</h2>" + counts(screen.findings.values.map(\.severity))
        out += "</summary>\n<p class=\"where\">\(h(context.displayPath(anchor.file))):\(anchor.start.line):\(anchor.start.column)"
        if !anchor.path.isEmpty { out += " · <code>\(h(anchor.path))</code>" }
        if let app = first.appName, app != title { out += " · app \(h(app))" }
        let platforms = Set(screen.members.flatMap { context.descriptions[$0 - 1].platforms }).sorted()
        if !platforms.isEmpty { out += " · " + platforms.map(\.rawValue).joined(separator: ", ") }
        out += " · \(source(first.source))</p>\n<div class=\"panels\">\n"
        // The drawing shown first is the one with the worst findings, then the most.
        func weight(_ member: Int) -> (Int, Int) {
            let severities = (listed[member] ?? []).map(\.finding.severity)
            return (severities.max().map { Severity.allCases.firstIndex(of: $0)! + 1 } ?? 0, severities.count)
        }
        let shown = screen.members.reduce(screen.members[0]) { weight($1) > weight($0) ? $1 : $0 }
        // A platform drawn twice (two variants of the view, from an `if` in its code) is numbered.
        let names = screen.members.map { HTMLReporter.Device(context.descriptions[$0 - 1].platforms).name }
        func tabName(_ position: Int) -> String {
            let same = names.indices.filter { names[$0] == names[position] }
            return same.count == 1 ? names[position] : "\(names[position]) \(same.firstIndex(of: position)! + 1)"
        }
        // The drawing shown comes first, so that its markers are the first met and numbered.
        for member in [shown] + screen.members.filter({ $0 != shown }) {
            out += "<div class=\"panel\(member == shown ? " shown" : "")\" id=\"d\(member)\">\n"
            if screen.members.count > 1 {
                out += "<nav class=\"platforms\">"
                for (position, other) in screen.members.enumerated() {
                    let count = Set((listed[other] ?? []).map(\.offset)).count
                    let worst = (listed[other] ?? []).map(\.finding.severity).max()
                    out += "<a class=\"ptab\(other == member ? " current" : "")\" href=\"#d\(other)\">\(h(tabName(position)))"
                    if let worst { out += " <span class=\"count-badge \(worst.rawValue)\">\(count)</span>" }
                    out += "</a>"
                }
                out += "</nav>\n"
            }
            out += drawings[member - 1] + "</div>\n"
        }
        return out + "</div>\n</details>\n"
    }

    /// One finding in a list: its number (the marker's), severity, rule (linked to its help
    /// page when the address is safe), message, place, and the views that use the view it is in.
    func entry(_ number: Int, _ finding: Finding, id: String, classes: String, on element: Element?) -> String {
        let severity = finding.severity.rawValue
        let rule = "<code>\(h(finding.ruleID))</code>"
        let link = safeLink(finding.helpURI).map { "<a href=\"\(h($0))\" rel=\"noopener noreferrer\">\(rule)</a>" } ?? rule
        let anchor = finding.anchor
        var out = "<li id=\"\(id)\" class=\"finding \(severity) \(classes)\"><span class=\"pin \(severity)\">\(number)</span> "
        out += "<span class=\"sev\">\(severity)</span> \(link)"
        if let element { out += " <a class=\"on\" href=\"#\(element.id)\">on the drawing</a>" }
        out += "<span class=\"msg\">\(h(finding.message))</span>"
        out += "<span class=\"loc\">\(h(context.displayPath(anchor.file))):\(anchor.start.line):\(anchor.start.column)</span>"
        for related in finding.relatedLocations {
            let place = related.anchor
            out += "<span class=\"used\">\(h(related.message)) <span class=\"loc\">\(h(context.displayPath(place.file))):\(place.start.line):\(place.start.column)</span></span>"
        }
        return out + "</li>"
    }
}

/// Text made safe for HTML content and quoted attribute values.
fileprivate func h(_ text: String) -> String { xmlEscaped(text) }
