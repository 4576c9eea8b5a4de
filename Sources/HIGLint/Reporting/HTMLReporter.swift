/// One self-contained HTML page for a pull-request artifact: each linted description's chrome drawn
/// as hig-lint understood it (window title, menu bar, toolbar groups by placement, sidebar tree with
/// icons, tab bar), each finding pinned to the element it is about and listed beside the drawing.
/// Nothing is loaded from anywhere (inline CSS, no scripts, fonts or images, and a
/// Content-Security-Policy that forbids them); SF Symbols cannot be shipped, so an icon is its
/// symbol's name in a badge of the icon's colour. Every input-derived string is escaped, and a rule
/// links only to a safe `https` address. The same input gives the same bytes.
/// The markers' colours (error #c8102e, warning #d97706, info #2563a8, in the style sheet) are
/// what `.ci/clients/html.sh` looks for in a screenshot.
enum HTMLReporter {
    static func render(_ context: ReportContext) -> String {
        var page = Page(context: context)
        var body = ""
        for (index, description) in context.descriptions.enumerated() {
            body += page.drawing(of: description, index: index + 1)
        }
        return page.finish(body)
    }

    /// A model element drawn on the page: where it stands in its file, and what it is.
    struct Element {
        var id: String
        /// Where the element and each of its given fields stand, made once: every finding is
        /// compared with every element.
        var object: SourceAnchor
        var fields: [SourceAnchor]
        var depth: Int
        /// The description the element is drawn in (1-based).
        var description: Int

        init(id: String, anchors: FieldAnchors, depth: Int, description: Int) {
            self.id = id
            self.object = anchors.object
            self.fields = anchors.fields
            self.depth = depth
            self.description = description
        }
    }

    /// The element a finding is about: the one whose anchor (or one of whose fields' anchors) it
    /// is, else the nearest enclosing one, by structural path and then by source span; nil when
    /// none holds it. Ties go to the deepest element, then to the first drawn.
    static func element(for anchor: SourceAnchor, among elements: [Element]) -> Element? {
        var best: (Element, [Int])?
        for element in elements {
            guard let rank = rank(of: anchor, in: element) else { continue }
            let key = rank + [-element.depth]
            if best == nil || key.lexicographicallyPrecedes(best!.1) { best = (element, key) }
        }
        return best?.0
    }

    /// How closely `element` holds `anchor` (lower is closer), or nil when it does not hold it.
    static func rank(of anchor: SourceAnchor, in element: Element) -> [Int]? {
        let object = element.object
        guard object.file == anchor.file else { return nil }
        if object == anchor { return [0, 0] }
        if element.fields.contains(anchor) { return [1, 0] }
        let path = object.path, target = anchor.path
        if !path.isEmpty, target.hasPrefix(path), target.count > path.count,
           target[target.index(target.startIndex, offsetBy: path.count)] == "/" {
            return [2, -path.count]
        }
        if let end = object.end, object.start <= anchor.start, anchor.start < end {
            return [3, (end.line - object.start.line) * 1_000_000 + end.column - object.start.column]
        }
        return nil
    }

    /// Builds the page: elements are drawn with placeholders for their markers, which `finish`
    /// fills once every finding has found its element.
    struct Page {
        let context: ReportContext
        var elements: [Element] = []
        /// Placeholders are `NUL kind id NUL`: escaped input never carries a control character.
        static let mark: Character = "\u{0}"

        init(context: ReportContext) { self.context = context }

        /// Registers an element and returns its id.
        mutating func register(_ anchors: FieldAnchors, depth: Int, description: Int) -> String {
            let id = "e\(elements.count + 1)"
            elements.append(Element(id: id, anchors: anchors, depth: depth, description: description))
            return id
        }

        /// An element's opening tag attributes: its id and a class placeholder that marks it when a finding is pinned to it.
        static func attributes(_ id: String, _ classes: String) -> String {
            "id=\"\(id)\" class=\"\(classes)\(mark)c\(id)\(mark)\""
        }

        /// Where the element's markers go.
        static func pins(_ id: String) -> String { "\(mark)p\(id)\(mark)" }

        // MARK: Drawing

        mutating func drawing(of description: Description, index: Int) -> String {
            let root = register(description.anchors, depth: 0, description: index)
            let anchor = description.anchors.object
            // A file with several windows reads best by window; the app's name goes on the line below.
            let name = description.window?.title ?? description.appName ?? (anchor.path.isEmpty ? "description \(index)" : anchor.path)
            var out = "<section \(Self.attributes(root, "description")) aria-label=\"description \(index)\">\n"
            out += "<h2>\(h(name))\(Self.pins(root))</h2>\n"
            out += "<p class=\"where\">\(h(context.displayPath(anchor.file))):\(anchor.start.line):\(anchor.start.column)"
            if let app = description.appName, app != name { out += " · app \(h(app))" }
            if !description.platforms.isEmpty { out += " · " + description.platforms.map(\.rawValue).joined(separator: ", ") }
            out += " · \(source(description.source))</p>\n<div class=\"layout\">\n<div class=\"chrome\">\n"
            if let menuBar = description.menuBar { out += self.menuBar(menuBar, index) }
            out += "<div class=\"window\">\n"
            out += titleBar(description, index)
            if let toolbar = description.toolbar { out += self.toolbar(toolbar, index, bottom: false) }
            out += "<div class=\"body\">\n"
            if let sidebar = description.sidebar { out += self.sidebar(sidebar, index, depth: 1) }
            out += "<div class=\"content\">"
            if let sidebarCount = description.window?.sidebarCount, sidebarCount > 1 { out += "<span class=\"note\">\(sidebarCount) sidebars</span>" }
            out += "</div>\n</div>\n"
            if let toolbar = description.toolbar, toolbar.groups.contains(where: { $0.placement == .bottom }) {
                out += self.toolbar(toolbar, index, bottom: true)
            }
            if let tabBar = description.tabBar { out += self.tabBar(tabBar, index) }
            out += "</div>\n</div>\n<ol class=\"findings\">\(Self.mark)l\(index)\(Self.mark)</ol>\n</div>\n</section>\n"
            return out
        }

        func source(_ source: Description.Source) -> String {
            switch source {
            case .description: "description file"
            case .interfaceBuilder: "Interface Builder file"
            case .swift: "Swift source"
            }
        }

        mutating func titleBar(_ description: Description, _ index: Int) -> String {
            guard let window = description.window else {
                return "<div class=\"titlebar\"><span class=\"lights\"><i></i><i></i><i></i></span><span class=\"title none\">no window described</span></div>\n"
            }
            let id = register(window.anchors, depth: 1, description: index)
            let title = window.title.map { "<span class=\"title\">\(h($0))</span>" } ?? "<span class=\"title none\">untitled</span>"
            let kind = window.kind.map { " <span class=\"tag\">\($0.rawValue)</span>" } ?? ""
            return "<div \(Self.attributes(id, "titlebar"))><span class=\"lights\"><i></i><i></i><i></i></span>\(title)\(kind)\(Self.pins(id))</div>\n"
        }

        mutating func menuBar(_ menuBar: MenuBar, _ index: Int) -> String {
            let id = register(menuBar.anchors, depth: 1, description: index)
            var out = "<div \(Self.attributes(id, "menubar"))>\(Self.pins(id))"
            for menu in menuBar.menus {
                let menuID = register(menu.anchors, depth: 2, description: index)
                out += "<span \(Self.attributes(menuID, "menu"))>\(h(menu.title))<span class=\"count\">\(menu.items.count)</span>\(Self.pins(menuID))</span>"
            }
            return out + "</div>\n"
        }

        mutating func toolbar(_ toolbar: Toolbar, _ index: Int, bottom: Bool) -> String {
            // The toolbar itself is one element, drawn (and pinned) in the top bar only.
            let groups = toolbar.groups.filter { ($0.placement == .bottom) == bottom }
            var out: String
            if bottom {
                out = "<div class=\"toolbar bottom\">"
            } else {
                let id = register(toolbar.anchors, depth: 1, description: index)
                out = "<div \(Self.attributes(id, "toolbar"))>\(Self.pins(id))"
                if let title = toolbar.title { out += "<span class=\"tbtitle\">\(h(title))</span>" }
            }
            for placement in bottom ? [ToolbarGroup.Placement.bottom] : [.leading, .center, .trailing, nil] {
                let placed = groups.filter { $0.placement == placement }
                guard !placed.isEmpty else { continue }
                out += "<div class=\"zone \(placement?.rawValue ?? "unplaced")\">"
                for group in placed {
                    let id = register(group.anchors, depth: 2, description: index)
                    out += "<div \(Self.attributes(id, "group"))><span class=\"caption\">\(placement?.rawValue ?? "no placement")</span>"
                    for item in group.items { out += toolbarItem(item, index, depth: 3) }
                    out += "\(Self.pins(id))</div>"
                }
                out += "</div>"
            }
            return out + "</div>\n"
        }

        mutating func toolbarItem(_ item: ToolbarItem, _ index: Int, depth: Int) -> String {
            let id = register(item.anchors, depth: depth, description: index)
            var classes = "item"
            if let style = item.style { classes += " \(style.rawValue)" }
            var out = "<span \(Self.attributes(id, classes))>"
            out += icon(symbol: item.symbol, image: item.image, color: item.labelColor ?? item.tint)
            if let label = item.label { out += "<span class=\"label\">\(h(label))</span>" }
            if item.label == nil && item.symbol == nil && item.image == nil || item.kind == .search {
                out += "<span class=\"kind\">\(item.kind?.rawValue ?? "item")</span>"
            }
            if let role = item.role, role.rawValue != item.kind?.rawValue { out += "<span class=\"tag\">\(role.rawValue)</span>" }
            if !item.menu.isEmpty { out += "<span class=\"count\">menu \(item.menu.count)</span>" }
            for alternative in item.alternatives {
                out += "<span class=\"or\">or</span>" + toolbarItem(alternative, index, depth: depth + 1)
            }
            return out + "\(Self.pins(id))</span>"
        }

        mutating func sidebar(_ sidebar: Sidebar, _ index: Int, depth: Int) -> String {
            let id = register(sidebar.anchors, depth: depth, description: index)
            var out = "<nav \(Self.attributes(id, "sidebar"))>\(Self.pins(id))\n"
            for item in sidebar.items { out += row(item, index, level: 0, depth: depth + 1) }
            if sidebar.dynamicItems == true { out += "<div class=\"row more\">… rows from data</div>\n" }
            if let bar = sidebar.bottomBar {
                let barID = register(bar.anchors, depth: depth + 1, description: index)
                out += "<div \(Self.attributes(barID, "bottombar"))>"
                for item in bar.items {
                    let itemID = register(item.anchors, depth: depth + 2, description: index)
                    out += "<span \(Self.attributes(itemID, "item"))>\(icon(symbol: item.symbol, image: nil, color: nil))"
                    out += "<span class=\"label\">\(h(item.displayName))</span>"
                    out += "\(Self.pins(itemID))</span>"
                }
                out += "\(Self.pins(barID))</div>\n"
            }
            return out + "</nav>\n"
        }

        mutating func row(_ item: SidebarItem, _ index: Int, level: Int, depth: Int) -> String {
            let id = register(item.anchors, depth: depth, description: index)
            // A row with children and no icon reads as a group label unless it says otherwise.
            let kind = item.kind ?? (item.children.isEmpty || item.hasIcon ? .destination : .section)
            var out = "<div \(Self.attributes(id, "row \(kind.rawValue) level\(min(level, 6))"))>"
            if kind != .section { out += icon(symbol: item.symbol, image: item.image, color: item.iconColor ?? .accent) }
            out += "<span class=\"label\">\(h(item.title))</span>"
            if let tab = item.selectsTab { out += "<span class=\"tag\">tab \(h(tab))</span>" }
            out += "\(Self.pins(id))</div>\n"
            for child in item.children { out += row(child, index, level: level + 1, depth: depth + 1) }
            return out
        }

        mutating func tabBar(_ tabBar: TabBar, _ index: Int) -> String {
            let id = register(tabBar.anchors, depth: 1, description: index)
            var out = "<div \(Self.attributes(id, "tabbar"))>"
            if let style = tabBar.style { out += "<span class=\"caption\">\(style.rawValue)</span>" }
            for tab in tabBar.tabs { out += self.tab(tab, index, depth: 2) }
            if tabBar.dynamicTabs == true { out += "<span class=\"tab more\">… tabs from data</span>" }
            out += "\(Self.pins(id))</div>\n"
            for tab in allTabs(tabBar.tabs) {
                guard let sidebar = tab.sidebar else { continue }
                out += "<div class=\"tabsidebar\"><span class=\"caption\">sidebar in tab \(h(tab.displayName))</span>\n"
                out += self.sidebar(sidebar, index, depth: 3) + "</div>\n"
            }
            return out
        }

        func allTabs(_ tabs: [Tab]) -> [Tab] { tabs.flatMap { [$0] + allTabs($0.children) } }

        mutating func tab(_ tab: Tab, _ index: Int, depth: Int) -> String {
            let id = register(tab.anchors, depth: depth, description: index)
            var classes = "tab"
            if let placement = tab.placement { classes += " \(placement.rawValue)" }
            var out = "<span \(Self.attributes(id, classes))>"
            out += icon(symbol: tab.symbol, image: tab.image, color: nil)
            out += "<span class=\"label\">\(h(tab.title ?? tab.id ?? (tab.role == .search ? "Search" : "")))</span>"
            if let placement = tab.placement, placement != .default { out += "<span class=\"tag\">\(placement.rawValue)</span>" }
            if tab.isGroup {
                out += "<span class=\"children\">"
                for child in tab.children { out += self.tab(child, index, depth: depth + 1) }
                out += "</span>"
            }
            return out + "\(Self.pins(id))</span>"
        }

        /// An icon: an SF Symbol's name, or a custom image's, in a badge of the icon's colour.
        func icon(symbol: String?, image: String?, color: ColorValue?) -> String {
            if let symbol {
                let css = color.map(HTMLReporter.css) ?? HTMLReporter.css(.accent)
                return "<span class=\"sym\" style=\"color:\(css);border-color:\(css)\" title=\"SF Symbol \(h(symbol))\(color.map { ", " + h(HTMLReporter.written($0)) } ?? "")\">\(h(symbol))</span>"
            }
            if let image { return "<span class=\"img\" title=\"image \(h(image))\">\(h(image))</span>" }
            return ""
        }

        // MARK: Findings

        /// Fills the placeholders: each finding pinned to its element and listed beside its
        /// description's drawing; findings no drawing holds, and input errors, listed by file.
        func finish(_ body: String) -> String {
            let result = context.result
            var pinned: [String: [(Int, Finding)]] = [:]
            var listed: [Int: [(Int, Finding, Element?)]] = [:]
            var loose: [String: [(Int, Finding)]] = [:]
            // Only an element of the finding's own file can hold it.
            let byFile = Dictionary(grouping: elements, by: \.object.file)
            for (offset, finding) in result.findings.enumerated() {
                let number = offset + 1
                guard let element = HTMLReporter.element(for: finding.anchor, among: byFile[finding.anchor.file] ?? []) else {
                    loose[finding.anchor.file, default: []].append((number, finding))
                    continue
                }
                pinned[element.id, default: []].append((number, finding))
                listed[element.description, default: []].append((number, finding, element))
            }
            var out = ""
            let parts = body.split(separator: Self.mark, omittingEmptySubsequences: false)
            for (offset, part) in parts.enumerated() {
                guard offset % 2 == 1, let kind = part.first else {
                    out += part
                    continue
                }
                let key = String(part.dropFirst())
                switch kind {
                case "c":
                    if let worst = pinned[key]?.map(\.1.severity).max() { out += " flagged \(worst.rawValue)" }
                case "p":
                    for (number, finding) in pinned[key] ?? [] {
                        out += "<a class=\"pin \(finding.severity.rawValue)\" href=\"#f\(number)\" title=\"\(h(finding.ruleID))\">\(number)</a>"
                    }
                default:
                    let entries = listed[Int(key) ?? 0] ?? []
                    if entries.isEmpty { out += "<li class=\"clean\">No findings.</li>" }
                    for (number, finding, element) in entries {
                        out += entry(number, finding, on: element.flatMap { $0.depth == 0 ? nil : $0 })
                    }
                }
            }
            var page = Self.head + "<header><h1>hig-lint</h1><p class=\"tally\">\(h(result.tally)).</p>"
            page += "<p class=\"legend\">Each numbered marker pins a finding to the element it is about; the list beside each drawing explains it.</p></header>\n<main>\n"
            page += out
            let other = context.files.filter { !$0.errors.isEmpty || loose[$0.file] != nil }
            if !other.isEmpty {
                page += "<section class=\"other\">\n<h2>Findings and errors in no drawing</h2>\n"
                for file in other {
                    page += "<h3>\(h(context.displayPath(file.file)))</h3>\n<ol class=\"findings\">"
                    for error in file.errors {
                        page += "<li class=\"finding error\"><span class=\"sev\">input error</span> <span class=\"msg\">\(h(error.message))</span> "
                            + "<span class=\"loc\">\(h(context.displayPath(error.file))):\(error.position.line):\(error.position.column)</span></li>"
                    }
                    for (number, finding) in loose[file.file] ?? [] { page += entry(number, finding, on: nil) }
                    page += "</ol>\n"
                }
                page += "</section>\n"
            }
            return page + "</main>\n</body>\n</html>\n"
        }

        /// One finding in a list: its number (the marker's), severity, rule (linked to its help
        /// page when the address is safe), message and place.
        func entry(_ number: Int, _ finding: Finding, on element: Element?) -> String {
            let severity = finding.severity.rawValue
            let rule = "<code>\(h(finding.ruleID))</code>"
            let link = safeLink(finding.helpURI).map { "<a href=\"\(h($0))\" rel=\"noopener noreferrer\">\(rule)</a>" } ?? rule
            let anchor = finding.anchor
            var out = "<li id=\"f\(number)\" class=\"finding \(severity)\"><span class=\"pin \(severity)\">\(number)</span> "
            out += "<span class=\"sev\">\(severity)</span> \(link)"
            if let element { out += " <a class=\"on\" href=\"#\(element.id)\">on the drawing</a>" }
            out += "<span class=\"msg\">\(h(finding.message))</span>"
            return out + "<span class=\"loc\">\(h(context.displayPath(anchor.file))):\(anchor.start.line):\(anchor.start.column)</span></li>"
        }

        static let head = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src 'none'; font-src 'none'; connect-src 'none'; script-src 'none'; base-uri 'none'; form-action 'none'">
            <meta name="referrer" content="no-referrer">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>hig-lint report</title>
            <style>
            body{margin:0;font:13px/1.4 system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:#1d1d1f;background:#f5f5f7}
            header{padding:12px 20px;color:#1d1d1f;background:#fff;border-bottom:1px solid #d2d2d7}
            h1{margin:0;font-size:20px}h2{font-size:16px;margin:0 0 2px}h3{font-size:13px;margin:12px 0 4px}
            main{padding:12px 20px}
            .description,.other{background:#fff;border:1px solid #d2d2d7;border-radius:10px;padding:12px 14px;margin:0 0 16px}
            .where{margin:0 0 10px;color:#6e6e73;font-size:12px}
            .layout{display:grid;grid-template-columns:minmax(360px,620px) minmax(280px,1fr);gap:16px;align-items:start}
            .window{border:1px solid #b0b0b5;border-radius:10px;overflow:hidden;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.12)}
            .titlebar{display:flex;align-items:center;gap:8px;padding:6px 10px;background:#ececec;border-bottom:1px solid #d2d2d7}
            .lights i{display:inline-block;width:11px;height:11px;border-radius:50%;margin-right:5px;background:#c7c7cc}
            .title{font-weight:600}.none{color:#8e8e93;font-style:italic;font-weight:400}
            .menubar{display:flex;flex-wrap:wrap;gap:12px;padding:3px 10px;margin-bottom:6px;background:#e8e8ed;border-radius:6px;font-weight:500}
            .toolbar{display:flex;flex-wrap:wrap;align-items:center;gap:8px;padding:6px 8px;background:#f6f6f6;border-bottom:1px solid #d2d2d7;min-height:30px}
            .toolbar.bottom{border-top:1px solid #d2d2d7;border-bottom:0}
            .tbtitle{font-weight:600;margin-right:6px}
            .zone{display:flex;gap:6px}.zone.center{margin:0 auto}.zone.trailing{margin-left:auto}
            .group{display:flex;flex-wrap:wrap;align-items:center;gap:4px;padding:14px 4px 3px;border:1px solid #d2d2d7;border-radius:8px;position:relative;background:#fff}
            .caption{position:absolute;top:1px;left:6px;font-size:9px;text-transform:uppercase;color:#8e8e93;letter-spacing:.04em}
            .tabbar .caption,.tabsidebar .caption{position:static;display:block}
            .item{display:inline-flex;align-items:center;gap:3px;padding:2px 5px;border-radius:6px}
            .item.bordered{border:1px solid #b0b0b5}.item.prominent{background:#007aff;color:#fff}.prominent>.tag{color:#fff;border-color:#fff}
            .body{display:flex;min-height:120px}
            .sidebar{width:210px;flex:none;background:#f0f0f2;border-right:1px solid #d2d2d7;padding:6px 0}
            .content{flex:1;background:repeating-linear-gradient(45deg,#fafafa,#fafafa 8px,#f3f3f5 8px,#f3f3f5 16px)}
            .row{display:flex;align-items:center;gap:5px;padding:2px 8px;min-height:20px}
            .row.section{font-size:10px;font-weight:700;text-transform:uppercase;color:#6e6e73;margin-top:6px}
            .row.command .label{color:#007aff}.row.more{color:#8e8e93;font-style:italic}
            .level1{padding-left:24px}.level2{padding-left:40px}.level3{padding-left:56px}.level4{padding-left:72px}.level5{padding-left:88px}.level6{padding-left:104px}
            .bottombar{display:flex;gap:4px;padding:4px 8px;border-top:1px solid #d2d2d7;margin-top:6px}
            .sym,.img{display:inline-block;font:600 10px/1.3 ui-monospace,Menlo,Consolas,monospace;padding:0 4px;border:1.5px solid;border-radius:4px;background:#fff;white-space:nowrap}
            .img{border-style:dashed;color:#6e6e73;border-color:#8e8e93}
            .tabbar{display:flex;flex-wrap:wrap;justify-content:center;gap:6px;padding:6px;background:#f9f9f9;border-top:1px solid #d2d2d7}
            .tabbar>.caption{flex-basis:100%;text-align:center}
            .tab{display:inline-flex;flex-direction:column;align-items:center;gap:2px;padding:3px 8px;border-radius:8px}
            .tab.sidebarOnly{border:1px dashed #b0b0b5}.tab .children{display:flex;gap:4px;border-left:2px solid #d2d2d7;padding-left:4px}
            .tabsidebar{border-top:1px solid #d2d2d7;padding:4px}
            .tag,.count,.kind{font-size:9px;color:#6e6e73;border:1px solid #d2d2d7;border-radius:3px;padding:0 3px}
            .or{font-size:9px;color:#8e8e93}
            .note{color:#8e8e93;font-style:italic;padding:8px;display:block}
            .flagged{outline:2px solid;outline-offset:-1px}
            .flagged.error{outline-color:#c8102e}.flagged.warning{outline-color:#d97706}.flagged.info{outline-color:#2563a8}
            .pin{display:inline-block;min-width:16px;height:16px;line-height:16px;border-radius:8px;color:#fff;font:700 10px/16px system-ui,sans-serif;text-align:center;text-decoration:none;margin-left:3px;padding:0 2px;box-sizing:border-box}
            .pin.error{background:#c8102e}.pin.warning{background:#d97706}.pin.info{background:#2563a8}
            .findings{list-style:none;margin:0;padding:0}
            .finding{border-left:4px solid;padding:4px 8px;margin:0 0 6px;background:#fafafa;border-radius:0 6px 6px 0}
            .finding.error{border-color:#c8102e}.finding.warning{border-color:#d97706}.finding.info{border-color:#2563a8}
            .sev{font-weight:600;text-transform:uppercase;font-size:10px}
            .msg{display:block;margin:2px 0;overflow-wrap:anywhere}.loc{display:block;color:#6e6e73;font:11px ui-monospace,Menlo,monospace;overflow-wrap:anywhere}
            .on{font-size:11px;margin-left:6px}.clean{color:#6e6e73;font-style:italic}
            code{font:12px ui-monospace,Menlo,monospace}
            </style>
            </head>
            <body>

            """
    }

    /// A colour as CSS: the accent colour as the system's default blue, a fixed colour as hex, a
    /// system colour by its light-appearance value, and any other name (an asset) as grey.
    static func css(_ color: ColorValue) -> String {
        func hex(_ values: UInt8...) -> String { "#" + values.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined() }
        switch color {
        case .accent: return "#007aff"
        case .rgb(let red, let green, let blue, let alpha): return alpha == 255 ? hex(red, green, blue) : hex(red, green, blue, alpha)
        case .named(let name): return ColorValue.systemColors[name].map { hex($0.0, $0.1, $0.2) } ?? "#8e8e93"
        }
    }

    /// A colour as a description writes it.
    static func written(_ color: ColorValue) -> String {
        switch color {
        case .accent: "accent"
        case .named(let name): name
        case .rgb: css(color)
        }
    }
}

/// Text made safe for HTML content and quoted attribute values.
fileprivate func h(_ text: String) -> String { xmlEscaped(text) }
