/// What a macOS window's title bar really shows, the toolbar a tab view controller makes, the
/// app's name in the main menu, and colours as descriptions write them.
extension InterfaceBuilderMapping {
    // MARK: Whether people see a window's title

    /// What the file proves about a window's title.
    enum TitleState: Equatable {
        /// People never see it: the title is left out, so title rules stay silent.
        case hidden
        /// The window is shown as a titled window and no class of the app's own owns it.
        case shown
        /// Shown as written only if code neither retitles the window nor presents it as a sheet;
        /// the file cannot say, so title findings are lowered to info.
        case uncertain
    }

    /// Hidden: `titleVisibility="hidden"`, no title bar (no style mask at all is a borderless window), a sheet (`documentModal`, a storyboard
    /// sheet segue, or an outlet whose name ends in "Sheet"), a tab-style toolbar (the selected tab's label is the title), or a document's
    /// window (titled with the document's name). Shown: a storyboard window controller or a xib
    /// window visible at launch, which no controller or document class of the app's own owns.
    /// Uncertain: every other window, which the app's own code presents and can retitle.
    func titleState(_ window: InterfaceBuilderElement, content: InterfaceBuilderElement?) -> TitleState {
        if window["titleVisibility"] == "hidden" { return .hidden }
        // No style mask written is none set: a borderless window (Interface Builder writes the ones set).
        guard let mask = window.child("windowStyleMask", key: "styleMask") else { return .hidden }
        if mask["titled"] != "YES" || mask["documentModal"] == "YES" { return .hidden }
        if let content, content.name == "tabViewController", content["tabStyle"] == "toolbar" { return .hidden }
        if let controller = window.parent, controller.name == "windowController" {
            var sheet = false
            document.root.forEachDescendant { if $0.name == "segue", $0["kind"] == "sheet", $0["destination"] == controller.id { sheet = true } }
            return sheet ? .hidden : controller["customClass"].map { retitled(by: [$0]) } ?? .shown
        }
        // An outlet the app named for a sheet (`renameSheet`, `copyTableSheet`) says how code shows it.
        if let id = window.id, isSheetOutletDestination(id) { return .hidden }
        if let owner = document.objects["-2"], let id = window.id,
           owner.child("connections")?.children("outlet").contains(where: { $0["property"] == "window" && $0["destination"] == id }) == true {
            // An NSDocument subclass titles its window with the document's name.
            if owner["customClass"]?.hasSuffix("Document") == true { return .hidden }
            return retitled(by: [owner["customClass"]].compactMap { $0 } + (nibName.map { code.nibClasses[$0].map(Array.init) ?? [] } ?? []))
        }
        return window["visibleAtLaunch"] == "NO" ? .uncertain : .shown
    }

    /// A window the app's own classes show: hidden when one of them (or a class it inherits from)
    /// hides its title whatever holds; else uncertain unless the project's code was read whole,
    /// declares them, and none of them sets a window title; a sheet is known already
    /// (`modalReason(ofWindow:)`).
    private func retitled(by classes: [String]) -> TitleState {
        if classes.contains(where: { code.hiddenTitleSite(ofClass: $0) != nil }) { return .hidden }
        guard !classes.isEmpty, code.fileCount > 0, code.stoppedAt == nil, classes.allSatisfy({ code.superclasses[$0] != nil }) else { return .uncertain }
        return classes.contains { code.titleSite(ofClass: $0) != nil } ? .uncertain : .shown
    }

    func isSheetOutletDestination(_ id: String) -> Bool {
        var found = false
        document.root.forEachDescendant { element in
            if !found, element.name == "outlet", element["destination"] == id, element["property"]?.lowercased().hasSuffix("sheet") == true { found = true }
        }
        return found
    }

    // MARK: Tab-style toolbars

    /// A tab view controller in the toolbar style (a settings window): its tabs are the window's
    /// toolbar, centred between flexible spaces. A tab without a label of its own shows its
    /// controller's title.
    /// `labels`: each tab's (`tabLabels(_:)`).
    func tabToolbar(_ tabs: InterfaceBuilderElement, labels: [(label: Node?, localizedAtRun: Bool)]) -> Node {
        let items = tabs.child("tabViewItems")?.children("tabViewItem") ?? []
        let nodes: [Node] = items.enumerated().map { index, item in
            var members = [member("id", text(item.id ?? "", attributeAnchor(item, "id"))), member("kind", text("tab", anchor(item)))]
            if let label = labels[index].label { members.append(member("label", label)) }
            if let image = item["image"], !image.isEmpty {
                let isSymbol = item["catalog"] == "system" || systemImages.contains(image)
                members.append(member(isSymbol ? "symbol" : "image", text(image, attributeAnchor(item, "image"))))
            }
            return Node(content: .object(members), anchor: anchor(item))
        }
        var members: [Node.Member] = []
        if let first = items.first { members.append(member("groups", Node(content: .array([group("center", nodes, at: first)]), anchor: anchor(tabs)))) }
        return Node(content: .object(members), anchor: anchor(tabs))
    }

    /// Each tab's label, in order: its own, else its controller's title (nil for a tab with neither);
    /// and whether the controller takes its title from a localization key when the app runs.
    func tabLabels(_ tabs: InterfaceBuilderElement) -> [(label: Node?, localizedAtRun: Bool)] {
        let items = tabs.child("tabViewItems")?.children("tabViewItem") ?? []
        let panes = destinations(of: tabs, ["tabItems"])
        return items.enumerated().map { index, item in
            let pane = index < panes.count ? panes[index] : nil
            let localized = pane.map { Self.localizationKeyAttribute(of: $0) != nil } ?? false
            if let label = item["label"], !label.isEmpty { return (text(label, attributeAnchor(item, "label")), localized) }
            if let pane, let title = pane["title"], !title.isEmpty { return (text(title, attributeAnchor(pane, "title")), localized) }
            return (nil, localized)
        }
    }

    /// A settings window (a tab view controller in the toolbar style, which names the window after
    /// the selected tab) as one of the titles it takes: a description of the window titled with a
    /// tab's label.
    /// `uncertain`: the tab's controller takes its title from a localization key when the app runs
    /// (`localizationKeyAttribute(of:)`), which the app's code may show in the label's place.
    func tabTitledWindow(_ label: Node, uncertain: Bool, platforms: [String], app: Node?) -> Node {
        var members = [member("platforms", Node(content: .array(platforms.map { text($0, label.anchor) }), anchor: label.anchor))]
        if let app { members.append(member("app", app)) }
        var window = [member("title", label)]
        if uncertain { window.append(member("titleInferred", text("code may retitle the window or show it as a sheet", label.anchor))) }
        members.append(member("window", Node(content: .object(window), anchor: label.anchor)))
        return Node(content: .object(members), anchor: label.anchor)
    }

    // MARK: The app's name

    /// The app's name as the main menu gives it: "Quit X", "About X" or "Hide X" in the
    /// application menu, else that menu's title. Xcode's placeholder (NewApplication) is no name.
    func appName(inMainMenu mainMenu: InterfaceBuilderElement) -> Node? {
        guard let appItem = mainMenu.child("items")?.children("menuItem").first, let menu = appItem.child("menu", key: "submenu") else { return nil }
        for item in menu.child("items")?.children("menuItem") ?? [] {
            guard let title = item["title"] else { continue }
            for prefix in ["Quit ", "About ", "Hide "] where title.hasPrefix(prefix) {
                let name = String(title.dropFirst(prefix.count))
                if Self.isAppName(name) { return text(name, attributeAnchor(item, "title")) }
            }
        }
        let titled = [menu, appItem].first { $0["title"].map(Self.isAppName) == true }
        return titled.map { text($0["title"]!, attributeAnchor($0, "title")) }
    }

    static func isAppName(_ name: String) -> Bool {
        !name.trimmingCharacters(in: .whitespaces).isEmpty && !["NewApplication", "Application", "AMainMenu", "MainMenu"].contains(name)
    }

    // MARK: Colours

    /// An Interface Builder `<color>` as a description writes colours: components as #RRGGBBAA,
    /// a system colour by its name, the accent colour as `accent`, an asset by its name; nil for
    /// what a description cannot say (a pattern, a colour space it cannot convert).
    static func colorValue(_ color: InterfaceBuilderElement) -> String? {
        func hex(_ components: [String?]) -> String? {
            let values = components.compactMap { $0.flatMap(Double.init) }.filter(\.isFinite)
            guard values.count == components.count else { return nil }
            let digits = Array("0123456789ABCDEF")
            return "#" + String(values.flatMap { value -> [Character] in
                let byte = Int((min(max(value, 0), 1) * 255).rounded())
                return [digits[byte / 16], digits[byte % 16]]
            })
        }
        var value: String?
        if let system = color["systemColor"] ?? (color["catalog"] == "System" ? color["name"] : nil) {
            value = ["controlAccentColor", "tintColor", "systemTintColor", "linkColor"].contains(system) ? "accent"
                : system.hasSuffix("Color") ? String(system.dropLast("Color".count)) : system
        } else if let name = color["name"] {
            value = name
        } else if color["red"] != nil {
            value = hex([color["red"], color["green"], color["blue"], color["alpha"] ?? "1"])
        } else if let white = color["white"] {
            value = hex([white, white, white, color["alpha"] ?? "1"])
        }
        return value.flatMap { ColorValue($0) == nil ? nil : $0 }
    }
}
