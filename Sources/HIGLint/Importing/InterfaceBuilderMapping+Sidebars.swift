/// The parts of a window or scene that the toolbar mapping does not cover: what a window shows
/// (its content view controller and the controllers embedded in it), the sidebar among them (a
/// split view item with the sidebar behaviour or a source list, on macOS; a split view
/// controller's primary column on iOS), the buttons along that sidebar's bottom edge, and the
/// main menu.
extension InterfaceBuilderMapping {
    // MARK: What a window shows

    /// The view controllers a macOS window shows: its content view controller and, through split
    /// view items, tab view items and container views, every controller embedded in it.
    func controllers(shownIn window: InterfaceBuilderElement) -> [InterfaceBuilderElement] {
        guard let windowController = window.parent, windowController.name == "windowController" else { return [] }
        return controllers(from: destinations(of: windowController, ["window.shadowedContentViewController"]))
    }

    /// The given controllers and every controller embedded in them (relationship and embed segues;
    /// show, modal and sheet segues lead elsewhere), each once.
    func controllers(from start: [InterfaceBuilderElement]) -> [InterfaceBuilderElement] {
        var found: [InterfaceBuilderElement] = []
        var seen = Set<String>()
        var queue = start
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard let id = next.id, seen.insert(id).inserted else { continue }
            found.append(next)
            next.forEachDescendant { element in
                guard element.name == "segue", element["kind"] == "embed" || element["kind"] == "relationship",
                      let destination = element["destination"].flatMap({ document.objects[$0] }) else { return }
                queue.append(destination)
            }
        }
        return found
    }

    /// The controllers a controller's relationship segues of these kinds lead to, in order.
    func destinations(of controller: InterfaceBuilderElement, _ relationships: Set<String>) -> [InterfaceBuilderElement] {
        (controller.child("connections")?.children("segue") ?? []).compactMap { segue in
            guard let relationship = segue["relationship"], relationships.contains(relationship) else { return nil }
            return segue["destination"].flatMap { document.objects[$0] }
        }
    }

    // MARK: macOS sidebars

    /// Where a Mac window's sidebar is: the split view item (when a split view controller gives it
    /// the sidebar behaviour), the pane's view, and the list inside it.
    struct MacSidebar {
        var anchor: InterfaceBuilderElement
        var splitItem: InterfaceBuilderElement?
        var pane: InterfaceBuilderElement?
        var list: InterfaceBuilderElement?
        var sidebarCount: Int?
        /// The code keeps the sidebar from collapsing (`canCollapse = false`) after the storyboard loads.
        var collapseSetInCode = false
    }

    func macSidebar(in window: InterfaceBuilderElement, controllers: [InterfaceBuilderElement]) -> MacSidebar? {
        for controller in controllers where controller.name == "splitViewController" {
            let items = controller.child("splitViewItems")?.children("splitViewItem") ?? []
            let sidebars = items.indices.filter { items[$0]["behavior"] == "sidebar" }
            guard let first = sidebars.first else { continue }
            let panes = destinations(of: controller, ["splitItems"])
            let paneController = first < panes.count ? panes[first] : nil
            let list = paneController.flatMap { firstDescendant(of: $0, where: Self.isSourceList) ?? firstDescendant(of: $0, where: Self.isList) }
            return MacSidebar(anchor: items[first], splitItem: items[first], pane: paneController?.child("view", key: "view"),
                              list: list, sidebarCount: sidebars.count)
        }
        // Without a split view controller, a source list (an outline or table view in the
        // source-list style) is the sidebar; its pane is the split view subview or the
        // controller's view it sits in.
        for scope in [window] + controllers {
            guard let list = firstDescendant(of: scope, where: Self.isSourceList) else { continue }
            return MacSidebar(anchor: list, splitItem: nil, pane: pane(containing: list), list: list, sidebarCount: nil)
        }
        return nil
    }

    static func isList(_ element: InterfaceBuilderElement) -> Bool {
        element.name == "outlineView" || element.name == "tableView"
    }

    static func isSourceList(_ element: InterfaceBuilderElement) -> Bool {
        isList(element) && (element["selectionHighlightStyle"] == "sourceList" || element["tableStyle"] == "sourceList")
    }

    func firstDescendant(of element: InterfaceBuilderElement, where matches: (InterfaceBuilderElement) -> Bool) -> InterfaceBuilderElement? {
        var found: InterfaceBuilderElement?
        element.forEachDescendant { if found == nil, matches($0) { found = $0 } }
        return found
    }

    /// The view that holds a list as a pane: a subview of a split view, or a view controller's view.
    func pane(containing list: InterfaceBuilderElement) -> InterfaceBuilderElement? {
        var current = list.parent
        while let element = current {
            if element.parent?.name == "subviews", element.parent?.parent?.name == "splitView" { return element }
            if element["key"] == "view", element.parent?.name.hasSuffix("ontroller") == true { return element }
            current = element.parent
        }
        return nil
    }

    func macSidebarNode(_ sidebar: MacSidebar) -> Node {
        var members: [Node.Member] = []
        if let item = sidebar.splitItem {
            // Written only when it differs from Interface Builder's default, so absent means unknown.
            // Set in code after the storyboard loads, the storyboard's value is not what people get (the code is read for it).
            if let collapse = item["canCollapse"], !sidebar.collapseSetInCode {
                members.append(member("hideable", Node(content: .bool(collapse == "YES"), anchor: attributeAnchor(item, "canCollapse"))))
            }
            if item["collapsed"] == "YES" {
                members.append(member("hiddenByDefault", Node(content: .bool(true), anchor: attributeAnchor(item, "collapsed"))))
            }
        }
        if let list = sidebar.list {
            members += listMembers(list)
            // An outline view's rows come from its data source, nested as deep as the data is.
            if list.name == "outlineView" { members.append(member("treeFromData", Node(content: .bool(true), anchor: anchor(list)))) }
        }
        if !members.contains(where: { $0.name == "background" }), let pane = sidebar.pane,
           let effect = firstDescendant(of: pane, where: { $0.name == "visualEffectView" && $0["material"] == "sidebar" }) {
            members.append(member("background", text("translucent", attributeAnchor(effect, "material"))))
        }
        if let pane = sidebar.pane {
            let buttons = bottomEdgeButtons(in: pane)
            if let editing = buttons.first(where: { [.add, .remove, .edit].contains($0.action) }) {
                // Add and remove buttons under a sidebar say that people edit its contents.
                members.append(member("editable", Node(content: .bool(true), anchor: anchor(editing.element))))
            }
            if !buttons.isEmpty {
                let items = buttons.map(\.node)
                members.append(member("bottomBar", Node(content: .object([member("items", Node(content: .array(items), anchor: anchor(pane)))]),
                                                        anchor: anchor(pane))))
            }
        }
        return Node(content: .object(members), anchor: anchor(sidebar.anchor))
    }

    /// What an outline or table view says about the sidebar: its style, row size and background.
    /// Its rows come from code, so the sidebar's items stay unknown.
    private func listMembers(_ list: InterfaceBuilderElement) -> [Node.Member] {
        var members: [Node.Member] = []
        if Self.isSourceList(list) {
            let attribute = list["tableStyle"] == "sourceList" ? "tableStyle" : "selectionHighlightStyle"
            members.append(member("listStyle", text("sidebar", attributeAnchor(list, attribute))))
        } else if let style = list["tableStyle"], let mapped = ["inset": "inset", "plain": "plain", "fullWidth": "plain"][style] {
            members.append(member("listStyle", text(mapped, attributeAnchor(list, "tableStyle"))))
        }
        switch list["rowSizeStyle"] {
        case let size? where ["small", "medium", "large"].contains(size):
            members.append(member("size", text(size, attributeAnchor(list, "rowSizeStyle"))))
        case "custom"?:
            if let height = list["rowHeight"].flatMap(Double.init), height.isFinite, abs(height) < 1e9 {
                members.append(member("rowHeight", Node(content: .number(String(Int(height.rounded()))), anchor: attributeAnchor(list, "rowHeight"))))
            }
        default:
            break
        }
        if let color = list.children("color", key: "backgroundColor").first {
            if color["name"] == "_sourceListBackgroundColor" {
                members.append(member("background", text("translucent", anchor(color))))
            } else if color["catalog"] == nil && color["systemColor"] == nil {
                // A colour of the app's own (calibrated, sRGB, device): an opaque fill.
                members.append(member("background", text("opaque", anchor(color))))
            }
        }
        return members
    }

    // MARK: iOS sidebars

    /// A split view controller's primary column as a sidebar: whether it starts hidden and can be
    /// hidden, its background, and, when the column is a table view, the table's style and (for
    /// static tables) its rows. A collection view's layout is set in code, so it stays unknown.
    mutating func iOSSidebar(_ split: InterfaceBuilderElement) -> Node {
        var members: [Node.Member] = []
        if let mode = split["preferredDisplayMode"], ["secondaryOnly", "primaryHidden"].contains(mode) {
            members.append(member("hiddenByDefault", Node(content: .bool(true), anchor: attributeAnchor(split, "preferredDisplayMode"))))
        }
        if split["presentsWithGesture"] == "NO" {
            // Without the gesture UIKit also drops the button that shows and hides the column.
            members.append(member("hideable", Node(content: .bool(false), anchor: attributeAnchor(split, "presentsWithGesture"))))
        }
        if split["primaryBackgroundStyle"] == "sidebar" {
            members.append(member("background", text("translucent", attributeAnchor(split, "primaryBackgroundStyle"))))
        }
        var primary = destinations(of: split, ["masterViewController", "primaryViewController"]).first
        if let navigation = primary, navigation.name == "navigationController" {
            primary = destinations(of: navigation, ["rootViewController"]).first
        }
        if let primary, let table = primary.name == "tableViewController" ? primary.child("tableView", key: "view") : firstDescendant(of: primary, where: { $0.name == "tableView" }) {
            let style = table["style"] ?? "plain"
            let mapped = ["plain": "plain", "grouped": "grouped", "insetGrouped": "insetGrouped"][style] ?? "plain"
            members.append(member("listStyle", text(mapped, table["style"] == nil ? anchor(table) : attributeAnchor(table, "style"))))
            // A split view of the classic kind (no column style, no sidebar background) whose first
            // column is a plain list of data is the master list of a master-detail app (chats,
            // messages, notes): content, which may not be a sidebar at all.
            let columnStyle = ["allowDoubleColumnStyle", "allowTripleColumnStyle", "style"].contains { split[$0] != nil } || split["primaryBackgroundStyle"] == "sidebar"
            if !columnStyle, mapped == "plain", table["dataMode"] != "static" {
                members.append(member("mayBeContent", text("its first column is a plain list of the app's data in a split view of the classic master-detail kind, which may be a list of content rather than a sidebar", anchor(table))))
            }
            if table["dataMode"] == "static" {
                let items = staticRows(table)
                if !items.isEmpty { members.append(member("items", Node(content: .array(items), anchor: anchor(table)))) }
            }
        }
        return Node(content: .object(members), anchor: anchor(split))
    }

    /// A static table's rows as sidebar items: a section with a header is a group of its rows.
    private mutating func staticRows(_ table: InterfaceBuilderElement) -> [Node] {
        var items: [Node] = []
        for section in table.child("sections")?.children("tableViewSection") ?? [] {
            var rows: [Node] = []
            for cell in section.child("cells")?.children("tableViewCell") ?? [] {
                guard let label = firstDescendant(of: cell, where: { $0.name == "label" && $0["key"] == "textLabel" }) ?? firstDescendant(of: cell, where: { $0.name == "label" }),
                      let title = label["text"], !title.isEmpty else {
                    note(cell, "a sidebar row\(cell["customClass"].map { " (class \($0))" } ?? "") has no text label in the file, so its content is set in code; the sidebar is checked without it")
                    continue
                }
                var members = [member("title", text(title, attributeAnchor(label, "text")))]
                if let imageView = firstDescendant(of: cell, where: { $0.name == "imageView" }), let image = imageView["image"], !image.isEmpty {
                    let isSymbol = imageView["catalog"] == "system" || systemImages.contains(image)
                    members.append(member(isSymbol ? "symbol" : "image", text(image, attributeAnchor(imageView, "image"))))
                }
                rows.append(Node(content: .object(members), anchor: anchor(cell)))
            }
            if let header = section["headerTitle"], !header.isEmpty {
                items.append(Node(content: .object([member("kind", text("section", anchor(section))), member("title", text(header, attributeAnchor(section, "headerTitle"))),
                                                    member("children", Node(content: .array(rows), anchor: anchor(section)))]),
                                  anchor: anchor(section)))
            } else {
                items += rows
            }
        }
        return items
    }

    // MARK: Buttons along a sidebar's bottom edge

    struct BottomButton {
        var element: InterfaceBuilderElement
        var action: BottomBarItem.Action
        var node: Node
    }

    /// How close to the pane's bottom edge, in points, a control's top must be to count as part
    /// of a bottom bar (a bar is 22–30 points tall).
    static let bottomEdgeBand = 44.0

    /// Buttons, pop-up buttons and segments whose frame sits at the bottom of the pane, leading to
    /// trailing. AppKit's views are not flipped, so a frame's y is its distance from the bottom of
    /// its superview; scroll views are not entered (their contents scroll).
    func bottomEdgeButtons(in pane: InterfaceBuilderElement) -> [BottomButton] {
        guard let paneFrame = Self.frame(of: pane), paneFrame.height >= 2 * Self.bottomEdgeBand else { return [] }
        var found: [(x: Double, button: BottomButton)] = []
        func visit(_ view: InterfaceBuilderElement, originX: Double, originY: Double) {
            for subview in view.child("subviews")?.children ?? [] {
                guard let frame = Self.frame(of: subview) else { continue }
                let x = originX + frame.x, y = originY + frame.y
                switch subview.name {
                case "button", "popUpButton":
                    if y + frame.height <= Self.bottomEdgeBand, y + frame.height > 0, let button = bottomButton(subview) {
                        found.append((x, button))
                    }
                case "segmentedControl":
                    if y + frame.height <= Self.bottomEdgeBand, y + frame.height > 0 {
                        let segments = subview.child("segmentedCell")?.child("segments")?.children("segment") ?? []
                        for (index, segment) in segments.enumerated() {
                            if let button = bottomButton(segment, in: subview) { found.append((x + Double(index), button)) }
                        }
                    }
                case "scrollView", "clipView", "outlineView", "tableView", "collectionView":
                    continue
                default:
                    visit(subview, originX: x, originY: y)
                }
            }
        }
        visit(pane, originX: 0, originY: 0)
        return found.sorted { $0.x < $1.x }.map(\.button)
    }

    static func frame(of view: InterfaceBuilderElement) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let rect = view.child("rect", key: "frame"),
              let x = rect["x"].flatMap(Double.init), let y = rect["y"].flatMap(Double.init),
              let width = rect["width"].flatMap(Double.init), let height = rect["height"].flatMap(Double.init) else { return nil }
        return (x, y, width, height)
    }

    /// The system images and SF Symbols of sidebar bottom-bar buttons, and what each does.
    static let bottomButtonImages: [String: BottomBarItem.Action] = [
        "NSAddTemplate": .add, "plus": .add, "plus.circle": .add,
        "NSRemoveTemplate": .remove, "minus": .remove, "minus.circle": .remove, "trash": .remove,
        "NSActionTemplate": .menu, "gearshape": .menu, "gear": .menu, "ellipsis.circle": .menu, "ellipsis": .menu,
        "NSInfo": .info, "info.circle": .info, "NSTouchBarGetInfoTemplate": .info,
        "pencil": .edit, "square.and.pencil": .edit,
        "line.3.horizontal.decrease.circle": .filter, "NSTouchBarSearchTemplate": .filter,
    ]

    static let bottomButtonTitles: [String: BottomBarItem.Action] = ["+": .add, "-": .remove, "\u{2212}": .remove]

    /// A bottom-bar item for a button (or one segment of a segmented control): its action from its
    /// image or title, its label from its title or tooltip.
    private func bottomButton(_ element: InterfaceBuilderElement, in control: InterfaceBuilderElement? = nil) -> BottomButton? {
        let cell = element.children.first { $0["key"] == "cell" }
        let imageElement = [element, cell].compactMap { $0 }.first { $0["image"] != nil }
        let symbolElement = [element, cell].compactMap { $0?.child("imageReference", key: "image") }.first
        let image = imageElement?["image"] ?? symbolElement?["image"]
        let title = [element["label"], element["title"], cell?["title"]].compactMap { $0 }.first { !$0.isEmpty }
        let tooltip = element.child("accessibility")?["description"] ?? element["toolTip"] ?? control?["toolTip"]
        if control == nil, element.name == "button", image == nil, title == nil { return nil }
        var action: BottomBarItem.Action = element.name == "popUpButton" ? .menu : .other
        if let image, let known = Self.bottomButtonImages[image] { action = known }
        if let title, let known = Self.bottomButtonTitles[title] { action = known }
        let actionAnchor = imageElement.map { attributeAnchor($0, "image") } ?? symbolElement.map { attributeAnchor($0, "image") } ?? anchor(element)
        var members = [member("action", text(action.rawValue, actionAnchor))]
        if let label = title ?? tooltip { members.append(member("label", text(label, anchor(element)))) }
        if let image, symbolElement?["catalog"] == "system" || systemImages.contains(image) {
            members.append(member("symbol", text(image, actionAnchor)))
        }
        return BottomButton(element: element, action: action, node: Node(content: .object(members), anchor: anchor(element)))
    }

    // MARK: The main menu

    /// The document's main menu, if it has one.
    func mainMenu() -> InterfaceBuilderElement? {
        firstDescendant(of: document.root) { $0.name == "menu" && ($0["systemMenu"] == "main" || $0["key"] == "mainMenu") }
    }

    /// A main menu as a menu bar: each top-level item's submenu is a menu, and each command keeps
    /// its action selector, which toolbar items share when they do the same thing.
    func menuBar(_ mainMenu: InterfaceBuilderElement) -> Node {
        let menus: [Node] = (mainMenu.child("items")?.children("menuItem") ?? []).compactMap { item in
            guard let submenu = item.child("menu", key: "submenu") else { return nil }
            let titleElement = submenu["title"] != nil ? submenu : item
            return Node(content: .object([member("title", text(titleElement["title"] ?? "", attributeAnchor(titleElement, "title"))),
                                          member("items", Node(content: .array(menuItems(submenu)), anchor: anchor(submenu)))]),
                        anchor: anchor(item))
        }
        return Node(content: .object([member("menus", Node(content: .array(menus), anchor: anchor(mainMenu)))]), anchor: anchor(mainMenu))
    }

    func menuItems(_ menu: InterfaceBuilderElement) -> [Node] {
        (menu.child("items")?.children("menuItem") ?? []).compactMap { item in
            guard item["isSeparatorItem"] != "YES" else { return nil }
            var members: [Node.Member] = []
            if let title = item["title"], !title.isEmpty { members.append(member("title", text(title, attributeAnchor(item, "title")))) }
            if let action = item.child("connections")?.child("action"), let selector = action["selector"] {
                members.append(member("action", text(selector, attributeAnchor(action, "selector"))))
            }
            if let submenu = item.child("menu", key: "submenu") {
                members.append(member("children", Node(content: .array(menuItems(submenu)), anchor: anchor(submenu))))
            }
            return Node(content: .object(members), anchor: anchor(item))
        }
    }
}
