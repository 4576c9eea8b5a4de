/// The HTML report's first view: the app's navigation map (`NavigationMap`), a tab per platform,
/// drawn as a tree of boxes joined by lines: each scene, window, column, tab, pushed screen, sheet
/// or popover a box with its title, toolbar, tab bar or sidebar and its findings, linked to the
/// screen's drawing below; each place not read a dashed box. The tabs are radio buttons and style
/// rules (`:has`), so they work with no script, as the page runs none.
extension HTMLReporter.Page {
    /// The map's section and the style rules of its tabs, or nothing when the run has no map or
    /// the map has no screen.
    func navigationMap(screens: [HTMLReporter.Screen]) -> (html: String, style: String) {
        guard let map = context.navigationMap, map.sections.contains(where: { !$0.scenes.isEmpty || !$0.unplaced.isEmpty }) else { return ("", "") }
        // A map node is a description's object: its screen's card is the one holding that description.
        var cards: [String: Int] = [:]
        for (order, screen) in screens.enumerated() {
            for member in screen.members {
                let anchor = context.descriptions[member - 1].anchors.object
                cards[Self.key(anchor)] = cards[Self.key(anchor)] ?? order + 1
            }
        }
        let sections = map.sections.filter { !$0.scenes.isEmpty || !$0.unplaced.isEmpty }
        var out = "<section class=\"map\" id=\"map\"><h2>Navigation map</h2>\n"
        out += "<p class=\"legend\">How the app's code shows its screens, per platform: each box links to the screen's drawing; a dashed box is a place hig-lint did not read.</p>\n"
        var style = ""
        out += "<div class=\"map-tabs\" role=\"tablist\">"
        for (index, section) in sections.enumerated() {
            let id = "map-" + Self.name(section.platform)
            out += "<input type=\"radio\" name=\"map-platform\" id=\"\(id)\"\(index == 0 ? " checked" : "")><label for=\"\(id)\">\(h(Self.title(section.platform)))</label>"
            style += "body:has(#\(id):checked) .map-\(Self.name(section.platform)){display:block}\n"
        }
        out += "</div>\n"
        for section in sections {
            out += "<div class=\"map-platform map-\(Self.name(section.platform))\">\n<ul class=\"tree\">"
            for scene in section.scenes { out += node(scene, cards: cards) }
            out += "</ul>\n"
            if !section.unplaced.isEmpty {
                out += "<h3>Screens no scene reaches</h3>\n<ul class=\"tree\">"
                for screen in section.unplaced { out += node(screen, cards: cards, placed: false) }
                out += "</ul>\n"
            }
            out += "</div>\n"
        }
        return (out + "</section>\n", style)
    }

    /// One box, its places not read and what it shows, as a list item of the tree.
    private func node(_ node: NavigationMap.Node, cards: [String: Int], placed: Bool = true) -> String {
        var out = "<li>"
        var box = "<span class=\"node-kind\">\(h(node.heading(placed: placed)))</span>"
        if let title = node.title { box += " <q>\(h(title))</q>" }
        var facts: [String] = []
        if !node.toolbarItems.isEmpty { facts.append("toolbar: " + node.toolbarItems.joined(separator: ", ")) }
        if let tabs = node.tabs { facts.append("tabs: " + tabs.joined(separator: ", ")) }
        if let rows = node.sidebarRows { facts.append("sidebar of \(rows) row\(rows == 1 ? "" : "s")") }
        if !facts.isEmpty { box += "<span class=\"node-facts\">\(h(facts.joined(separator: " · ")))</span>" }
        if node.isScreen && node.findings > 0 {
            box += " <span class=\"node-count\">\(node.findings) finding\(node.findings == 1 ? "" : "s")</span>"
        }
        if let card = cards[Self.key(node.anchor)] {
            out += "<a class=\"node\(node.findings > 0 ? " node-flagged" : "")\" href=\"#s\(card)\">\(box)</a>"
        } else {
            out += "<span class=\"node\(node.isScreen ? "" : " node-unread")\">\(box)</span>"
        }
        let children = node.holes.map { "<li><span class=\"node node-hole\">not read: \(h($0.reason))</span></li>" }.joined()
            + node.children.map { self.node($0, cards: cards) }.joined()
        if !children.isEmpty { out += "<ul>" + children + "</ul>" }
        return out + "</li>"
    }

    private static func key(_ anchor: SourceAnchor) -> String {
        "\(anchor.file):\(anchor.start.line):\(anchor.start.column):\(anchor.path)"
    }

    private static func name(_ platform: Platform?) -> String { platform?.rawValue ?? "any" }

    private static func title(_ platform: Platform?) -> String { platform.map(HTMLReporter.Device.name) ?? "Any platform" }
}

/// Text made safe for HTML content and quoted attribute values.
fileprivate func h(_ text: String) -> String { xmlEscaped(text) }
