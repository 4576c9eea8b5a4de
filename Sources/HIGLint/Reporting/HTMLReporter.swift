/// One self-contained HTML page for a pull-request artifact: each linted description's chrome drawn
/// as hig-lint understood it (window title, menu bar, toolbar groups by placement, sidebar tree with
/// icons, tab bar), each finding pinned to the element it is about and listed beside the drawing.
/// Nothing is loaded from anywhere (inline CSS, no scripts, fonts or images, and a
/// Content-Security-Policy that forbids them); SF Symbols cannot be shipped, so an icon is its
/// symbol's name in a badge of the icon's colour. Every input-derived string is escaped, and a rule
/// links only to a safe `https` address. The same input gives the same bytes.
/// The markers' colours (error #c8102e, warning #d97706, info #2563a8, in the style sheet) are
/// what `.ci/clients/html.sh` looks for in a screenshot.
///
/// For an app read from code, a description is one screen on one platform: the page groups a
/// screen's platforms into one drawing with a tab per platform (plain links to each drawing, shown
/// by CSS's `:target`, since the page runs no script), opens the screens with findings first,
/// worst first, and folds and counts the rest at the end. Above them the page names its run and
/// gives an index of the screens, the findings by rule and filters (`HTMLOverview.swift`); the
/// markers are numbered in the order they stand on the page.
enum HTMLReporter {
    static func render(_ context: ReportContext) -> String {
        var page = Page(context: context)
        var drawings: [String] = []
        for (index, description) in context.descriptions.enumerated() {
            drawings.append(page.drawing(of: description, index: index + 1))
        }
        return page.finish(drawings)
    }

    /// How a platform's screen is drawn, and its name on the drawing's tab.
    struct Device {
        /// The style sheet's class: `phone`, `tablet`, `mac` or `glass`.
        var kind: String
        var name: String

        init(_ platforms: [Platform]) {
            kind = switch platforms.first {
            case .iOS?, .watchOS?: "phone"
            case .iPadOS?: "tablet"
            case .visionOS?: "glass"
            default: "mac"
            }
            name = platforms.isEmpty ? "Every platform" : platforms.map(Self.name).joined(separator: " · ")
        }

        static func name(_ platform: Platform) -> String {
            switch platform {
            case .iOS: "iPhone"
            case .iPadOS: "iPad"
            case .macOS: "Mac"
            case .visionOS: "Vision Pro"
            case .watchOS: "Apple Watch"
            case .tvOS: "Apple TV"
            }
        }
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
        if object != anchor, element.fields.contains(anchor) { return [1, 0] }
        return object.closeness(holding: anchor)
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

        /// One description drawn as the platform shows it (a phone, a tablet, a Mac window, a
        /// visionOS glass window), above its findings' list; the screen around it is made in `finish`.
        mutating func drawing(of description: Description, index: Int) -> String {
            let root = register(description.anchors, depth: 0, description: index)
            let device = Device(description.platforms)
            var out = "<div class=\"layout\">\n<div class=\"chrome\">\n"
            out += "<p class=\"device-name\">\(h(device.name))\(Self.pins(root))</p>\n"
            if let menuBar = description.menuBar { out += self.menuBar(menuBar, index) }
            out += "<div \(Self.attributes(root, "window \(device.kind)"))>\n"
            if device.kind == "phone" || device.kind == "tablet" { out += "<div class=\"status\"><span>9:41</span><i></i></div>\n" }
            out += titleBar(description, index, lights: device.kind == "mac")
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
            out += "</div>\n</div>\n<ol class=\"findings\">\(Self.mark)l\(index)\(Self.mark)</ol>\n</div>\n"
            return out
        }

        func source(_ source: Description.Source) -> String {
            switch source {
            case .description: "description file"
            case .interfaceBuilder: "Interface Builder file"
            case .swift: "Swift source"
            case .objectiveC: "Objective-C source"
            }
        }

        /// The title bar: a Mac window's, with its three buttons, or another platform's navigation
        /// bar. Off the Mac a toolbar with a title is the navigation bar, so no other bar is drawn.
        mutating func titleBar(_ description: Description, _ index: Int, lights: Bool) -> String {
            let buttons = lights ? "<span class=\"lights\"><i></i><i></i><i></i></span>" : ""
            guard let window = description.window else {
                if !lights && description.toolbar?.title != nil { return "" }
                return "<div class=\"titlebar\">\(buttons)<span class=\"title none\">\(lights ? "no window described" : "no title")</span></div>\n"
            }
            let id = register(window.anchors, depth: 1, description: index)
            let title = window.title.map { "<span class=\"title\">\(h($0))</span>" } ?? "<span class=\"title none\">untitled</span>"
            let kind = window.kind.map { " <span class=\"tag\">\($0.rawValue)</span>" } ?? ""
            return "<div \(Self.attributes(id, "titlebar"))>\(buttons)\(title)\(kind)\(Self.pins(id))</div>\n"
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
            if !tabBar.tabsFromData.isEmpty {
                out += "<span class=\"caption\">the data may hold</span>"
                for tab in tabBar.tabsFromData { out += self.tab(tab, index, depth: 2) }
            }
            out += "\(Self.pins(id))</div>\n"
            for tab in allTabs(tabBar.tabs + tabBar.tabsFromData) {
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
