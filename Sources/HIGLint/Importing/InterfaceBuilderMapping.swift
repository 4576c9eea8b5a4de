/// Maps the navigation chrome of an Interface Builder document onto description trees: on macOS
/// one per window (title, toolbar), on iOS one per scene (navigation item, toolbar items, tab bar).
struct InterfaceBuilderMapping {
    typealias Node = DocumentNode
    let document: InterfaceBuilderDocument
    /// What the app's code says about how the file's windows and scenes are shown.
    let code: InterfaceBuilderCode
    /// What each description's part of the file holds that the importer could not interpret.
    private(set) var notes: [[Violation]] = []
    /// The ids of the lists already mapped as a window's sidebar, or known not to be a sidebar.
    private var sidebarLists = Set<String>()
    /// The segues and outlets that lead to each object, by its id.
    let seguesTo: [String: [InterfaceBuilderElement]]
    let outletsTo: [String: [InterfaceBuilderElement]]

    /// The storyboards the document's references name (`InterfaceBuilderReferences`), read.
    let referenced: [String: InterfaceBuilderDocument]

    init(document: InterfaceBuilderDocument, code: InterfaceBuilderCode = InterfaceBuilderCode(), referenced: [String: InterfaceBuilderDocument] = [:]) {
        self.document = document
        self.code = code
        self.referenced = referenced
        var segues: [String: [InterfaceBuilderElement]] = [:], outlets: [String: [InterfaceBuilderElement]] = [:]
        document.root.forEachDescendant { element in
            guard let destination = element["destination"] else { return }
            if element.name == "segue" { segues[destination, default: []].append(element) }
            if element.name == "outlet" { outlets[destination, default: []].append(element) }
        }
        seguesTo = segues
        outletsTo = outlets
    }

    mutating func descriptionTrees() throws(LoadError) -> [Node] {
        let root = document.root
        let runtime = root["targetRuntime"] ?? ""
        // A launch screen is a still image shown while the app starts: nothing on it navigates.
        if root["launchScreen"] == "YES" { return [] }
        var platforms: [String]
        switch runtime {
        case "watchKit", "watchKit.Extension":
            // A valid file of a kind hig-lint has no rules for: said, not an input error.
            notes.append([])
            note(root, "a watchOS interface (target runtime \(runtime)); hig-lint has no rules for watchOS storyboards, so its chrome is not checked")
            return [Node(content: .object([member("platforms", Node(content: .array([text("watchOS", anchor(root))]), anchor: anchor(root)))]), anchor: anchor(root))]
        case "MacOSX.Cocoa": platforms = ["macOS"]
        case "iOS.CocoaTouch.iPad": platforms = ["iPadOS"]
        case "iOS.CocoaTouch":
            platforms = ["iOS"]
            var split = false
            root.forEachDescendant { if $0.name == "splitViewController" { split = true } }
            // A split view is the iPad idiom (on iPhone it collapses to a stack): iPad rules apply too.
            if split { platforms.append("iPadOS") }
        case "AppleTV": platforms = ["tvOS"]
        default:
            throw LoadError(at: attributeAnchor(root, "targetRuntime"),
                            "Interface Builder target runtime \"\(runtime)\" is not one hig-lint reads; it reads MacOSX.Cocoa, iOS.CocoaTouch and AppleTV documents")
        }
        var trees: [Node] = []
        var elements: [InterfaceBuilderElement] = []
        root.forEachDescendant { element in
            if element.name == "window" || element.name == "panel" || element.name == "navigationItem" || element.name == "tabBarController"
                || (element.name == "splitViewController" && runtime.hasPrefix("iOS"))
                || (element.name == "toolbarItems" && !element.children.isEmpty)
                || (element.name == "toolbar" && element["key"] != "toolbar" && runtime.hasPrefix("iOS")) {
                elements.append(element)
            }
        }
        let ownMainMenu = runtime == "MacOSX.Cocoa" ? mainMenu() : nil
        let menuBarNode = ownMainMenu.map(menuBar)
        let appNode = ownMainMenu.flatMap(appName)
        var covered = Set<InterfaceBuilderElement>()
        let unreached = unreachedScenes()
        for element in elements where !covered.contains(element) {
            notes.append([])
            // A split view's sidebar is the iPad idiom; on iPhone the columns collapse into a stack.
            let shownOn = element.name == "splitViewController" ? ["iPadOS"] : platforms
            var members: [Node.Member] = [member("platforms", Node(content: .array(shownOn.map { text($0, anchor(root)) }), anchor: anchor(root)))]
            let scene = topLevelObject(containing: element)
            if let id = scene.id, unreached.contains(id) {
                note(element, "scene \(Self.name(of: scene)) is never shown: it is not the initial scene, no segue from a shown scene leads to it, and no code names its class or storyboard identifier, so its chrome is not checked")
                trees.append(Node(content: .object(members), anchor: anchor(element)))
                continue
            }
            var tabTitles: [(Node, uncertain: Bool)] = []
            switch element.name {
            case "window", "panel":
                if let appNode { members.append(member("app", appNode)) }
                let made = window(element, menuBar: menuBarNode)
                members += made.members
                tabTitles = made.tabTitles
            case "splitViewController":
                members.append(member("sidebar", iOSSidebar(element)))
            case "tabBarController":
                members.append(member("tabBar", tabBar(element)))
            default:
                // A view controller's navigation item, bottom toolbar and the toolbars its views
                // hold make one toolbar.
                let controller = element.name == "toolbar" ? topLevelObject(containing: element) : element.parent ?? element
                var navigationItem = controller.child("navigationItem")
                var toolbarItems = controller.child("toolbarItems")
                var standalone: [InterfaceBuilderElement] = []
                controller.forEachDescendant { if $0.name == "toolbar", $0["key"] != "toolbar" { standalone.append($0) } }
                for part in [navigationItem, toolbarItems].compactMap({ $0 }) + standalone { covered.insert(part) }
                if runtime == "AppleTV", let items = toolbarItems {
                    // UIToolbar is not on tvOS: a scene's bottom toolbar items never show there.
                    note(items, "these toolbar items never show: tvOS has no bottom toolbar, so they are not checked")
                    toolbarItems = nil
                }
                if let reason = bareReason(ofScene: controller), let shown = navigationItem ?? toolbarItems {
                    // Its bars belong to a navigation controller it is not in: people never see them.
                    note(shown, "scene \(Self.name(of: controller)) shows no navigation bar or bottom toolbar (\(reason)), so its navigation item and toolbar items are not checked")
                    members.append(member("presentation", text("modal", anchor(shown))))
                    (navigationItem, toolbarItems) = (nil, nil)
                    if standalone.isEmpty { break }
                }
                if let hiding = hidingNavigationController(ofScene: controller), standalone.isEmpty, toolbarItems == nil {
                    // The bar is hidden: what shows at the top is the app's own (`toolbar-standard-components` says so).
                    let at = attributeAnchor(hiding, "navigationBarHidden")
                    members.append(member("toolbar", Node(content: .object([member("kind", text("custom", at))]), anchor: at)))
                    break
                }
                members.append(member("toolbar", iOSToolbar(navigationItem: navigationItem, toolbarItems: toolbarItems, standalone: standalone,
                                                            at: navigationItem ?? element, titleSite: titleSite(ofScene: controller),
                                                            codeSetSides: codeSetSides(of: controller), ownClass: controller["customClass"] != nil)))
            }
            trees.append(Node(content: .object(members), anchor: anchor(element)))
            for (title, uncertain) in tabTitles {
                notes.append([])
                trees.append(tabTitledWindow(title, uncertain: uncertain, platforms: platforms, app: appNode))
            }
        }
        if runtime == "MacOSX.Cocoa" {
            // Source lists no window shows (a view controller's own xib, a scene reached in code).
            var lists: [InterfaceBuilderElement] = []
            root.forEachDescendant { if Self.isSourceList($0), !sidebarLists.contains($0.id ?? "") { lists.append($0) } }
            for list in lists {
                notes.append([])
                if let reason = modalReason(ofViewHolding: list) {
                    // A list in a sheet or popover is a list people edit, not a window's sidebar.
                    note(list, "this source list is in a view shown as a sheet, popover or modal window (\(reason)): a list people edit in a dialog, not a sidebar, so it is not checked as one")
                    trees.append(Node(content: .object([member("platforms", Node(content: .array(platforms.map { text($0, anchor(root)) }), anchor: anchor(root))),
                                                        member("presentation", text("modal", anchor(list)))]),
                                      anchor: anchor(list)))
                    continue
                }
                let sidebar = MacSidebar(anchor: list, splitItem: nil, pane: pane(containing: list), list: list, sidebarCount: nil)
                trees.append(Node(content: .object([member("platforms", Node(content: .array(platforms.map { text($0, anchor(root)) }), anchor: anchor(root))),
                                                    member("sidebar", macSidebarNode(sidebar))]), anchor: anchor(list)))
            }
        }
        return trees
    }

    // MARK: macOS

    /// A window's title, kind and toolbar, the sidebar among the controllers it shows, and the
    /// document's main menu; and the titles it takes from its tabs when it is a settings window
    /// (`tabTitledWindow(_:platforms:app:)`).
    private mutating func window(_ window: InterfaceBuilderElement, menuBar: Node?) -> (members: [Node.Member], tabTitles: [(Node, uncertain: Bool)]) {
        var windowMembers: [Node.Member] = []
        let shown = controllers(shownIn: window)
        let modal = modalReason(ofWindow: window)
        // A sheet has no title bar; a window run modal to the app has its own.
        let titleState = modal?.sheet == true ? .hidden : titleState(window, content: shown.first)
        if let title = window["title"], !title.isEmpty, titleState != .hidden {
            windowMembers.append(member("title", text(title, attributeAnchor(window, "title"))))
            if titleState == .uncertain { windowMembers.append(member("titleInferred", text("code may retitle the window or show it as a sheet", anchor(window)))) }
        }
        if window.name == "panel" {
            windowMembers.append(member("kind", text("panel", anchor(window))))
        } else if let controller = window.parent, controller.name == "windowController", let id = controller.id,
                  document.root["initialViewController"] == id {
            // The storyboard's initial controller opens the app's main window.
            windowMembers.append(member("kind", text("main", attributeAnchor(document.root, "initialViewController"))))
        }
        var sidebar = macSidebar(in: window, controllers: shown)
        if let modal {
            // A list in a sheet or modal window is one people edit, not a sidebar.
            if let list = sidebar?.list ?? sidebar?.splitItem {
                note(list, "window \(Self.name(of: window)) is shown as a sheet or modal window (\(modal.reason)): its list is one people edit in a dialog, not a sidebar, so it is not checked as one")
            }
            window.forEachDescendant { if Self.isSourceList($0), let id = $0.id { sidebarLists.insert(id) } }
            sidebar = nil
        }
        if let list = sidebar?.list?.id { sidebarLists.insert(list) }
        let classes = ([window.parent] + shown).compactMap { $0?["customClass"] }
        if classes.contains(where: { code.fixedSidebarSite(ofClass: $0) != nil }) { sidebar?.collapseSetInCode = true }
        if let count = sidebar?.sidebarCount, let item = sidebar?.splitItem {
            windowMembers.append(member("sidebarCount", Node(content: .number(String(count)), anchor: attributeAnchor(item, "behavior"))))
        }
        var members = [member("window", Node(content: .object(windowMembers), anchor: anchor(window)))]
        if modal != nil { members.append(member("presentation", text("modal", anchor(window)))) }
        // A settings window: a tab view controller in the toolbar style.
        let tabs = shown.first.flatMap { $0.name == "tabViewController" && $0["tabStyle"] == "toolbar" ? $0 : nil }
        let labels = tabs.map(tabLabels) ?? []
        if let toolbar = window.child("toolbar", key: "toolbar") {
            members.append(member("toolbar", macToolbar(toolbar)))
        } else if let tabs {
            members.append(member("toolbar", tabToolbar(tabs, labels: labels)))
        }
        if let sidebar { members.append(member("sidebar", macSidebarNode(sidebar))) }
        if let menuBar { members.append(member("menuBar", menuBar)) }
        // The selected tab's label titles the window; a sheet, or a window that hides its title, shows none.
        let titles = labels.compactMap { tab in tab.label.map { ($0, uncertain: tab.localizedAtRun) } }
        return (members, modal?.sheet != true && window["titleVisibility"] != "hidden" ? titles : [])
    }

    /// An NSToolbar's default item set, split into groups at flexible spaces: the items before the
    /// first flexible space lead, those after the last trail, and those between two are centred
    /// (so a group between two flexible spaces is the centre group even with nothing after it).
    /// Tracking separators are left out: they line the toolbar up with the split view's panes,
    /// neither a control nor a space between groups (see `Toolbar.trackingSeparators`).
    private mutating func macToolbar(_ toolbar: InterfaceBuilderElement) -> Node {
        var members: [Node.Member] = []
        let customizable = toolbar["allowsUserCustomization"] != "NO"
        members.append(member("customizable", Node(content: .bool(customizable), anchor: toolbar["allowsUserCustomization"] == nil ? anchor(toolbar) : attributeAnchor(toolbar, "allowsUserCustomization"))))
        for list in ["allowedToolbarItems", "defaultToolbarItems"] {
            for element in firstItems(toolbar.child(list)?.children ?? [], of: toolbar) where !Self.toolbarItemElements.contains(element.name) {
                note(element, "<\(element.name)> in an NSToolbar is not an item hig-lint understands; the toolbar is checked without it")
            }
        }
        let defaults = toolbar.child("defaultToolbarItems")?.children ?? toolbar.child("allowedToolbarItems")?.children ?? []
        var groups: [(items: [Node], anchor: InterfaceBuilderElement?)] = [([], nil)]
        for reference in firstItems(defaults, of: toolbar, noted: false) where Self.toolbarItemElements.contains(reference.name) {
            let item = reference["reference"].flatMap { document.objects[$0] } ?? reference
            let identifier = item["implicitItemIdentifier"] ?? ""
            if item.name == "trackingSeparatorToolbarItem" || Toolbar.trackingSeparators.contains(identifier) { continue }
            if identifier == "NSToolbarFlexibleSpaceItem" {
                groups.append(([], nil))
                continue
            }
            if groups[groups.count - 1].anchor == nil { groups[groups.count - 1].anchor = item }
            groups[groups.count - 1].items.append(macToolbarItem(item))
        }
        let groupNodes: [Node] = groups.indices.compactMap { index in
            guard let first = groups[index].anchor else { return nil }
            let placement = index == 0 ? "leading" : index == groups.count - 1 ? "trailing" : "center"
            return group(placement, groups[index].items, at: first)
        }
        if !groupNodes.isEmpty { members.append(member("groups", Node(content: .array(groupNodes), anchor: anchor(toolbar)))) }
        return Node(content: .object(members), anchor: anchor(toolbar))
    }

    /// Every toolbar item the document declares with an identifier of its own (`explicitItemIdentifier`),
    /// read as the toolbar it is in reads it: for code that places the items by identifier
    /// (`toolbarDefaultItemIdentifiers`) in a toolbar whose default items the file leaves empty.
    mutating func identifiedToolbarItems() -> [String: Node] {
        var found: [InterfaceBuilderElement] = []
        // Only a toolbar whose default items the file leaves empty: one that lists them is read where the file is.
        document.root.forEachDescendant { toolbar in
            guard toolbar.name == "toolbar", let defaults = toolbar.child("defaultToolbarItems"), defaults.children.isEmpty else { return }
            for item in toolbar.child("allowedToolbarItems")?.children ?? [] where Self.toolbarItemElements.contains(item.name) && item["explicitItemIdentifier"]?.isEmpty == false {
                found.append(item)
            }
        }
        var items: [String: Node] = [:]
        // What the items' reading notes is said where the file itself is linted.
        notes.append([])
        defer { notes.removeLast() }
        for item in found where items[item["explicitItemIdentifier"]!] == nil { items[item["explicitItemIdentifier"]!] = macToolbarItem(item) }
        return items
    }

    static let toolbarItemElements: Set<String> = ["toolbarItem", "searchToolbarItem", "menuToolbarItem", "trackingSeparatorToolbarItem"]


    static let systemToolbarItems: [String: (kind: String, role: String?)] = [
        "NSToolbarSpaceItem": ("space", nil), "NSToolbarSeparatorItem": ("space", nil),
        "NSToolbarToggleSidebarItem": ("sidebarToggle", nil), "NSToolbarCloudSharingItem": ("button", "share"),
        "NSToolbarPrintItem": ("button", nil), "NSToolbarShowColorsItem": ("button", nil), "NSToolbarShowFontsItem": ("button", nil),
        "NSToolbarToggleInspectorItem": ("button", "inspector"),
    ]

    private mutating func macToolbarItem(_ item: InterfaceBuilderElement) -> Node {
        var members = [member("id", text(item.id ?? "", attributeAnchor(item, "id")))]
        let identifier = item["implicitItemIdentifier"] ?? ""
        let image = itemImage(item)
        if let system = Self.systemToolbarItems[identifier] {
            members.append(member("kind", text(system.kind, attributeAnchor(item, "implicitItemIdentifier"))))
            if let role = system.role { members.append(member("role", text(role, attributeAnchor(item, "implicitItemIdentifier")))) }
        } else if item["selectable"] == "YES", item.name == "toolbarItem" {
            // A selectable item stays selected once clicked: it is one of the panes a settings
            // window's toolbar switches between, a tab, not a command.
            members.append(member("kind", text("tab", attributeAnchor(item, "selectable"))))
        } else if item.name == "searchToolbarItem" {
            members.append(member("kind", text("search", anchor(item))))
            members.append(member("role", text("search", anchor(item))))
        } else if item.name == "menuToolbarItem" {
            members.append(member("kind", text("menu", anchor(item))))
        } else if let view = item.children.first(where: { $0["key"] == "view" }) {
            switch view.name {
            case "button" where view["customClass"] != nil && image == nil:
                // No image in the file and a button class of the app's own: it draws itself in code.
                members.append(member("kind", text("custom", anchor(view))))
                note(view, "toolbar item \(Self.name(of: item)) has no image in the file; its button (class \(view["customClass"]!)) sets it in code, so it is checked as a custom control")
            case "button": members.append(member("kind", text("button", anchor(view))))
            case "popUpButton": members.append(member("kind", text("menu", anchor(view))))
            case "searchField":
                members.append(member("kind", text("search", anchor(view))))
                members.append(member("role", text("search", anchor(view))))
            case "segmentedControl":
                members.append(member("kind", text("segmentedControl", anchor(view))))
                let segments = view.child("segmentedCell", key: "cell")?.child("segments")?.children("segment") ?? []
                if !segments.isEmpty, segments.allSatisfy({ $0["label"]?.isEmpty == false }) {
                    members.append(member("segments", Node(content: .array(segments.map { text($0["label"]!, attributeAnchor($0, "label")) }), anchor: anchor(view))))
                }
            default:
                members.append(member("kind", text("custom", anchor(view))))
                note(view, "toolbar item \(Self.name(of: item)) shows a <\(view.name)>\(view["customClass"].map { " of class \($0)" } ?? ""), whose contents hig-lint cannot see; it is checked as a custom control")
            }
        } else if identifier.hasPrefix("NS") {
            note(item, "toolbar item \(Self.name(of: item)) is the system item \(identifier), which hig-lint does not know; it is checked without a kind")
        } else if image == nil {
            // Neither an image nor a view: code gives the item its view.
            members.append(member("kind", text("custom", anchor(item))))
            note(item, "toolbar item \(Self.name(of: item)) has neither an image nor a view in the file; code gives it its content, so it is checked as a custom control")
        }
        if let label = item["label"], !label.isEmpty {
            if !members.contains(where: { $0.name == "role" }), let role = Self.titleRoles[TitleNotAppName.normalized(label)] {
                members.append(member("role", text(role, attributeAnchor(item, "label"))))
            }
            members.append(member("label", text(label, attributeAnchor(item, "label"))))
        }
        if let image { members.append(member(image.isSymbol ? "symbol" : "image", text(image.name, image.anchor))) }
        // A pull-down's commands: a menu toolbar item's menu, or a pull-down button's (whose first
        // item is the button's own title, not a command). A pop-up's items are choices, not commands.
        let view = item.children.first { $0["key"] == "view" }
        let pullDownCell = view?.child("popUpButtonCell", key: "cell").flatMap { $0["pullsDown"] == "YES" ? $0 : nil }
        if let menu = item.name == "menuToolbarItem" ? item.child("menu", key: "menu") : pullDownCell?.child("menu", key: "menu") {
            let commands = Array(menuItems(menu).dropFirst(pullDownCell == nil ? 0 : 1))
            if !commands.isEmpty { members.append(member("menu", Node(content: .array(commands), anchor: anchor(menu)))) }
        }
        // The action is the item's own, or (for an item showing a button) the button's.
        if let action = [item, view].compactMap({ $0?.child("connections")?.child("action") }).first, let selector = action["selector"] {
            members.append(member("action", text(selector, attributeAnchor(action, "selector"))))
        } else if Self.systemToolbarItems[identifier] == nil, item.name == "toolbarItem" || item.name == "menuToolbarItem",
                  !members.contains(where: { $0.name == "menu" }) {
            // No action in the file: code sets it, so which command the item runs is unknown.
            members.append(member("actionInCode", Node(content: .bool(true), anchor: anchor(item))))
        }
        return Node(content: .object(members), anchor: anchor(item))
    }

    /// A user-defined runtime attribute that names a localization key (`xibLocKey`, `localizationKey`,
    /// `l10nKey`): an app's extension of the element reads it when the app runs and sets the
    /// element's text from its string table, so the text in the file is a placeholder.
    static func localizationKeyAttribute(of element: InterfaceBuilderElement) -> (keyPath: String, value: String, attribute: InterfaceBuilderElement)? {
        for attribute in element.child("userDefinedRuntimeAttributes")?.children ?? [] {
            guard let keyPath = attribute["keyPath"], let value = attribute["value"], !value.isEmpty else { continue }
            let lowered = keyPath.lowercased()
            if lowered.hasSuffix("key") && (lowered.contains("loc") || lowered.contains("l10n")) { return (keyPath, value, attribute) }
        }
        return nil
    }

    // MARK: iOS

    /// The titles Xcode gives a navigation controller's root scene and a new navigation item.
    static let templateTitles: Set<String> = ["Root View Controller", "Title"]

    /// A navigation bar (left items leading, title, right items trailing), the bottom toolbar and
    /// toolbars placed in the scene's views (each a bottom group; the first one's tint and bar
    /// tint are the toolbar's).
    private mutating func iOSToolbar(navigationItem: InterfaceBuilderElement?, toolbarItems: InterfaceBuilderElement?,
                                     standalone: [InterfaceBuilderElement], at owner: InterfaceBuilderElement,
                                     titleSite: InterfaceBuilderCode.Site? = nil, codeSetSides: [String: [Set<String>]] = [:], ownClass: Bool = false) -> Node {
        var members: [Node.Member] = []
        var groups: [Node] = []
        if let navigationItem {
            if let titleView = navigationItem.child("view", key: "titleView") ?? navigationItem.children.first(where: { $0["key"] == "titleView" }) {
                // The custom view replaces the title, so the title in the file is not what people see.
                note(titleView, "navigation item shows a custom title view <\(titleView.name)>\(titleView["customClass"].map { " of class \($0)" } ?? ""), whose contents hig-lint cannot see; its title is left unchecked")
            } else if let title = navigationItem["title"], !title.isEmpty, let key = Self.localizationKeyAttribute(of: navigationItem) {
                // The app's code reads the key at run time (a `xibLocKey` attribute) and shows its text in the title's place.
                if let text = code.strings.text(forTableKey: key.value, fallback: nil) {
                    members.append(member("title", self.text(text, attributeAnchor(key.attribute, "value"))))
                } else {
                    note(navigationItem, "title \"\(title)\" is replaced when the app runs: the runtime attribute \(key.keyPath) gives it the localization key \"\(key.value)\", which no English string table of the app holds, so the storyboard's text is not checked")
                }
            } else if let title = navigationItem["title"], !title.isEmpty, let titleSite {
                // The class titles itself: the file's title is a placeholder people never see.
                note(navigationItem, "title \"\(title)\" is a placeholder: the scene's class sets its title in code (\(titleSite)), so the storyboard's is not checked")
            } else if let title = navigationItem["title"], Self.templateTitles.contains(title), ownClass {
                // Xcode's own text for a new scene of the app's own class: what the app shows is given where hig-lint
                // did not look. (A scene of no class of the app's shows it as it is.)
                note(navigationItem, "title \"\(title)\" is the text Xcode gives a new scene, a placeholder the app's code most likely replaces, so it is not checked")
            } else if let title = navigationItem["title"], !title.isEmpty {
                members.append(member("title", text(title, attributeAnchor(navigationItem, "title"))))
            }
            let left = navigationItem.children("barButtonItem", key: "leftBarButtonItem") + (navigationItem.child("leftBarButtonItems")?.children ?? [])
            // UIKit lays rightBarButtonItems out from the trailing edge inwards.
            let right = Array((navigationItem.children("barButtonItem", key: "rightBarButtonItem") + (navigationItem.child("rightBarButtonItems")?.children ?? [])).reversed())
            var alternatives = Self.alternatives(among: left + right)
            // A side whose items the scene's class sets in code (`setRightBarButtonItems([done])`
            // when presented, `[profile]` when pushed): the file's items are the ones code picks
            // from. The largest set one setting gives through the scene's outlets is shown together;
            // every other item stands in for its first (one at a time, as far as anyone can tell).
            for (side, items) in [("leading", left), ("trailing", right)] {
                guard let settings = codeSetSides[side], let first = items.first else { continue }
                let shown = settings.map { ids in items.filter { ids.contains($0.id ?? "") } }.max { $0.count < $1.count } ?? []
                let kept = shown.isEmpty ? [first] : shown
                for item in items where !kept.contains(item) && alternatives[item] == nil { alternatives[item] = kept[0] }
            }
            if let group = barGroup("leading", left, alternatives: alternatives) { groups.append(group) }
            if let group = barGroup("trailing", right, alternatives: alternatives) { groups.append(group) }
        }
        if let toolbarItems, let group = barGroup("bottom", toolbarItems.children, alternatives: Self.alternatives(among: toolbarItems.children)) {
            groups.append(group)
        }
        for toolbar in standalone {
            let items = toolbar.child("items")?.children ?? []
            if let group = barGroup("bottom", items, alternatives: Self.alternatives(among: items)) { groups.append(group) }
        }
        if let toolbar = standalone.first {
            for (key, field) in [("tintColor", "tint"), ("barTintColor", "background")] {
                if let color = toolbar.child("color", key: key), let value = Self.colorValue(color) {
                    members.append(member(field, text(value, anchor(color))))
                }
            }
        }
        if !groups.isEmpty { members.append(member("groups", Node(content: .array(groups), anchor: anchor(owner)))) }
        return Node(content: .object(members), anchor: anchor(owner))
    }

    /// The object a view sits in at the top of its scene (or of a xib): the view controller, or
    /// the top-level view.
    func topLevelObject(containing element: InterfaceBuilderElement) -> InterfaceBuilderElement {
        var current = element
        while let parent = current.parent, parent.name != "objects" { current = parent }
        return current
    }

    /// A bar's items; an item listed in `alternatives` under another is shown in its place and
    /// becomes one of its alternatives rather than an item of its own.
    private mutating func barGroup(_ placement: String, _ elements: [InterfaceBuilderElement],
                                   alternatives: [InterfaceBuilderElement: InterfaceBuilderElement] = [:]) -> Node? {
        var items: [Node] = []
        let replaced = Set(alternatives.keys)
        for element in firstItems(elements, of: elements.first?.parent ?? elements.first) where !replaced.contains(element) {
            guard element.name == "barButtonItem" else {
                note(element, "<\(element.name)> among bar button items is not one hig-lint understands; the bar is checked without it")
                continue
            }
            var item = barButtonItem(element)
            let shownInstead = alternatives.filter { $0.value == element }.keys.sorted { $0.tag.start < $1.tag.start }
            if !shownInstead.isEmpty, case .object(var itemMembers) = item.content {
                itemMembers.append(member("alternatives", Node(content: .array(shownInstead.map { barButtonItem($0) }), anchor: anchor(element))))
                item = Node(content: .object(itemMembers), anchor: item.anchor)
            }
            items.append(item)
        }
        guard let first = elements.first, !items.isEmpty else { return nil }
        return group(placement, items, at: first)
    }

    /// Edit and Done in one bar are shown one at a time: the app swaps them as editing starts and
    /// ends. Each Done item maps to the Edit item it replaces.
    static func alternatives(among items: [InterfaceBuilderElement]) -> [InterfaceBuilderElement: InterfaceBuilderElement] {
        guard let edit = items.first(where: { barRole(of: $0) == "edit" }) else { return [:] }
        return Dictionary(uniqueKeysWithValues: items.filter { barRole(of: $0) == "done" }.map { ($0, edit) })
    }

    /// The role of a bar button item: its system item's, or for a plain item the one its title names.
    static func barRole(of item: InterfaceBuilderElement) -> String? {
        if let systemItem = item["systemItem"] { return SystemBarItems.uikit[systemItem]?.role }
        return item["title"].flatMap { titleRoles[TitleNotAppName.normalized($0)] }
    }

    /// Titles that name a role the system knows, for items written as plain text.
    static let titleRoles = ["edit": "edit", "done": "done", "cancel": "cancel", "close": "close", "back": "back"]

    /// An item's image: its `image` attribute, or the `<imageReference key="image">` newer files
    /// write for a symbol with a configuration; a symbol when its catalog is the system's.
    func itemImage(_ item: InterfaceBuilderElement) -> (name: String, anchor: SourceAnchor, isSymbol: Bool)? {
        for element in [item, item.child("imageReference", key: "image")].compactMap({ $0 }) {
            guard let image = element["image"], !image.isEmpty else { continue }
            return (image, attributeAnchor(element, "image"), element["catalog"] == "system" || systemImages.contains(image))
        }
        return nil
    }

    func group(_ placement: String, _ items: [Node], at first: InterfaceBuilderElement) -> Node {
        let at = anchor(first)
        return Node(content: .object([member("placement", text(placement, at)), member("items", Node(content: .array(items), anchor: at))]), anchor: at)
    }


    private mutating func barButtonItem(_ item: InterfaceBuilderElement) -> Node {
        var members = [member("id", text(item.id ?? "", attributeAnchor(item, "id")))]
        var label = item["title"].flatMap { $0.isEmpty ? nil : $0 }
        var labelAnchor = attributeAnchor(item, "title")
        var symbol: String?
        if let systemItem = item["systemItem"] {
            let at = attributeAnchor(item, "systemItem")
            if let system = SystemBarItems.uikit[systemItem] {
                members.append(member("kind", text(system.kind, at)))
                if let role = system.role { members.append(member("role", text(role, at))) }
                if label == nil, let systemLabel = system.label { label = systemLabel; labelAnchor = at }
                symbol = system.symbol
            } else {
                note(item, "bar button item \(Self.name(of: item)) is the system item \"\(systemItem)\", which hig-lint does not know; it is checked without a kind")
            }
        } else if let view = item.children.first(where: { $0["key"] == "customView" }) {
            members.append(member("kind", text("custom", anchor(view))))
            note(view, "bar button item \(Self.name(of: item)) shows a custom <\(view.name)>, whose contents hig-lint cannot see; it is checked as a custom control")
        } else {
            members.append(member("kind", text("button", anchor(item))))
            if let label, let role = Self.titleRoles[TitleNotAppName.normalized(label)] {
                members.append(member("role", text(role, labelAnchor)))
            }
        }
        if let label { members.append(member("label", text(label, labelAnchor))) }
        if let image = itemImage(item) {
            members.append(member(image.isSymbol ? "symbol" : "image", text(image.name, image.anchor)))
        } else if let symbol {
            members.append(member("symbol", text(symbol, attributeAnchor(item, "systemItem"))))
        }
        if let style = item["style"] {
            let mapped = style == "done" ? "prominent" : style == "plain" ? "plain" : "bordered"
            members.append(member("style", text(mapped, attributeAnchor(item, "style"))))
        }
        if let selector = item.child("connections")?.child("action")?["selector"] {
            members.append(member("action", text(selector, attributeAnchor(item.child("connections")!.child("action")!, "selector"))))
        }
        return Node(content: .object(members), anchor: anchor(item))
    }

    /// The SF Symbols the document names in its resources (`<image name=… catalog="system">`).
    var systemImages: Set<String> { Self.systemImages(of: document) }

    static func systemImages(of document: InterfaceBuilderDocument) -> Set<String> {
        Set(document.root.child("resources")?.children("image").filter { $0["catalog"] == "system" }.compactMap { $0["name"] } ?? [])
    }

    /// A tab bar controller's tabs: the tab bar items of the view controllers its `viewControllers`
    /// relationship segues lead to, in order.
    private mutating func tabBar(_ controller: InterfaceBuilderElement) -> Node {
        var tabs: [Node] = []
        let segues = controller.child("connections")?.children("segue").filter { $0["relationship"] == "viewControllers" } ?? []
        for segue in segues {
            guard let destination = segue["destination"].flatMap({ document.objects[$0] }) else { continue }
            // A reference to another storyboard's scene shows that scene's tab bar item; the one on
            // the reference is a stand-in Interface Builder draws ("Item").
            var source = document
            var owner = destination
            if destination.name == "viewControllerPlaceholder", let name = destination["storyboardName"] {
                guard let other = referenced[name], let scene = Self.referencedScene(destination["referencedIdentifier"], in: other) else {
                    note(segue, "tab shows a scene of the storyboard \(name), whose tab bar item is set there; hig-lint could not find that scene, so the tab is not checked")
                    continue
                }
                (source, owner) = (other, scene)
            }
            guard let item = owner.child("tabBarItem", key: "tabBarItem") else {
                note(segue, "tab \(destination["title"] ?? destination.id ?? "") has no tab bar item in the file; its title and image are set in code")
                continue
            }
            tabs.append(tab(item, path: source.path, systemImages: source.path == document.path ? systemImages : Self.systemImages(of: source)))
        }
        var members: [Node.Member] = []
        if !tabs.isEmpty { members.append(member("tabs", Node(content: .array(tabs), anchor: anchor(controller)))) }
        return Node(content: .object(members), anchor: anchor(controller))
    }

    /// A tab bar item's tab, its anchors in the file that holds it (`path`, whose SF Symbols are `systemImages`).
    func tab(_ item: InterfaceBuilderElement, path: String, systemImages: Set<String>) -> Node {
        func valued(_ value: String, at attribute: String) -> Node { text(value, Self.attributeAnchor(item, attribute, path: path)) }
        var members = [member("id", valued(item.id ?? "", at: "id"))]
        if let title = item["title"], !title.isEmpty { members.append(member("title", valued(title, at: "title"))) }
        if let image = item["image"], !image.isEmpty {
            let isSymbol = item["catalog"] == "system" || systemImages.contains(image)
            members.append(member(isSymbol ? "symbol" : "image", valued(image, at: "image")))
        }
        if let systemItem = item["systemItem"] {
            if systemItem == "search" { members.append(member("role", valued("search", at: "systemItem"))) }
            if item["title"] == nil { members.append(member("title", valued(systemItem, at: "systemItem"))) }
        }
        return Node(content: .object(members), anchor: Self.anchor(item, path: path))
    }

    /// The scene a reference names in another storyboard: the one with its storyboard ID, else
    /// the storyboard's initial scene.
    static func referencedScene(_ identifier: String?, in other: InterfaceBuilderDocument) -> InterfaceBuilderElement? {
        if let identifier {
            var found: InterfaceBuilderElement?
            other.root.forEachDescendant { element in if found == nil, element["storyboardIdentifier"] == identifier { found = element } }
            return found
        }
        return other.root["initialViewController"].flatMap { other.objects[$0] }
    }

    // MARK: Building nodes

    /// The most items of one bar that are mapped: real bars hold a few dozen, and a generated file
    /// with a million would cost minutes and a finding or two for each.
    static let maximumBarItems = 1_000

    /// The first `maximumBarItems` of a bar's items, with a note on the bar (unless `noted` is
    /// false, for a second list of the same bar) when there are more.
    mutating func firstItems(_ items: [InterfaceBuilderElement], of bar: InterfaceBuilderElement?, noted: Bool = true) -> ArraySlice<InterfaceBuilderElement> {
        if items.count > Self.maximumBarItems, noted, let bar {
            note(bar, "<\(bar.name)> holds \(items.count) items; hig-lint checks the first \(Self.maximumBarItems)")
        }
        return items.prefix(Self.maximumBarItems)
    }

    mutating func note(_ element: InterfaceBuilderElement, _ message: String) {
        notes[notes.count - 1].append(Violation(at: anchor(element), message))
    }

    /// How a message names an item: its label or title, else its image, else its class.
    static func name(of item: InterfaceBuilderElement) -> String {
        let label = [item["label"], item["title"], item["image"], item["customClass"]].compactMap { $0 }.first { !$0.isEmpty }
        return label.map { "\"\($0)\"" } ?? "without a title"
    }

    func anchor(_ element: InterfaceBuilderElement) -> SourceAnchor { Self.anchor(element, path: document.path) }

    func attributeAnchor(_ element: InterfaceBuilderElement, _ name: String) -> SourceAnchor { Self.attributeAnchor(element, name, path: document.path) }

    static func anchor(_ element: InterfaceBuilderElement, path: String) -> SourceAnchor {
        SourceAnchor(file: path, start: element.tag.start, end: element.tag.end, path: element.path)
    }

    static func attributeAnchor(_ element: InterfaceBuilderElement, _ name: String, path: String) -> SourceAnchor {
        guard let scanned = element.tag.attributes.first(where: { $0.name == name }) else { return anchor(element, path: path) }
        return SourceAnchor(file: path, start: scanned.valueStart, end: scanned.valueEnd, path: element.path + "/@" + name)
    }

    func member(_ name: String, _ value: Node) -> Node.Member {
        Node.Member(name: name, nameAnchor: value.anchor, value: value, isAttribute: false)
    }

    func text(_ value: String, _ anchor: SourceAnchor) -> Node {
        Node(content: .string(value), anchor: anchor)
    }
}
