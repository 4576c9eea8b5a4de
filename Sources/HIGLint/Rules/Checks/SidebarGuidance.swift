/// S1: sidebar rows that run a command instead of showing a place.
struct SidebarItemsAreDestinations: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.sidebar?.compactMapItems { item, _ in
            item.kind == .command
                ? Violation(at: item.anchors["kind"], .sidebarItemIsCommand(item: item.title))
                : nil
        } ?? []
    }
}

extension FindingMessage {
    fileprivate static func sidebarItemIsCommand(item: String) -> FindingMessage {
        FindingMessage("sidebar item \"\(item)\" is a command; sidebar rows lead to places, so put commands in the toolbar or a menu", subject: ["item": item])
    }
}

/// S2: a sidebar that says people cannot customise it.
struct SidebarCustomizable: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.sidebar.map { statedFalse($0.customizable, at: $0.anchors["customizable"], .sidebarNotCustomizable) } ?? []
    }
}

extension FindingMessage {
    fileprivate static let sidebarNotCustomizable = FindingMessage("sidebar is not customizable; when you can, let people choose and reorder what it shows")
}

/// S3: a sidebar that says people cannot hide it.
struct SidebarHideable: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.sidebar.map { statedFalse($0.hideable, at: $0.anchors["hideable"], .sidebarNotHideable) } ?? []
    }
}

extension FindingMessage {
    fileprivate static let sidebarNotHideable = FindingMessage("sidebar cannot be hidden; consider letting people hide and show it to make room for content")
}

/// S12: a macOS sidebar that says it does not collapse as the window narrows.
struct SidebarCollapsesOnResize: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.sidebar.map { statedFalse($0.collapsesOnResize, at: $0.anchors["collapsesOnResize"], .sidebarDoesNotCollapse) } ?? []
    }
}

extension FindingMessage {
    fileprivate static let sidebarDoesNotCollapse = FindingMessage(
        "sidebar does not collapse when the window narrows; consider letting it collapse so the content keeps its room")
}

/// One violation when a flag is stated as false; none when it is true or not stated.
func statedFalse(_ flag: Bool?, at anchor: @autoclosure () -> SourceAnchor, _ message: FindingMessage) -> [Violation] {
    flag == false ? [Violation(at: anchor(), message)] : []
}

/// S4: a sidebar that starts hidden.
struct SidebarHiddenByDefault: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let sidebar = description.sidebar, sidebar.hiddenByDefault == true else { return [] }
        return [Violation(at: sidebar.anchors["hiddenByDefault"], .sidebarStartsHidden)]
    }
}

extension FindingMessage {
    fileprivate static let sidebarStartsHidden = FindingMessage("sidebar starts hidden; show it by default so people discover it")
}

/// S5: a word that every row of a group repeats, which the group's label could carry once.
struct SidebarSuccinctGroupLabels: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        let minimumChildren = parameters["minimumChildren"]
        return description.sidebar?.compactMapItems { group, _ in
            // Cheap rejections first: most groups have a one-word row, and then no word repeats in all.
            guard group.children.count >= minimumChildren, group.children.allSatisfy({ $0.title.utf8.contains(UInt8(ascii: " ")) }) else { return nil }
            let wordSets = group.children.map { Set(Self.words($0.title)) }
            // A word every title repeats, in the order the first title has it.
            guard let repeated = Self.words(group.children[0].title).first(where: { word in wordSets.allSatisfy { $0.contains(word) } }),
                  group.children.allSatisfy({ Self.words($0.title).count > 1 }) else { return nil }
            return Violation(at: group.anchors.object, .groupRepeatsWord(group: group.title, word: repeated))
        } ?? []
    }

    /// Lowercased words of three or more letters.
    static func words(_ title: String) -> [String] {
        title.lowercased().split { !$0.isLetter }.map(String.init).filter { $0.count >= 3 }
    }
}

extension FindingMessage {
    fileprivate static func groupRepeatsWord(group: String, word: String) -> FindingMessage {
        FindingMessage("every item in sidebar group \"\(group)\" repeats \"\(word)\"; drop the repeated word to keep the labels short", subject: ["group": group])
    }
}

/// S6: a sidebar without a tab bar in an iPhone app.
struct PreferTabBarOnIPhone: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard description.platforms.contains(.iOS), let sidebar = description.sidebar, description.tabBar == nil else { return [] }
        return [Violation(at: sidebar.anchors.object, .iPhoneSidebar)]
    }
}

extension FindingMessage {
    fileprivate static let iPhoneSidebar = FindingMessage("iPhone app navigates with a sidebar; consider a tab bar, which fits the compact width better")
}

/// S7: an iPad tab bar with more tabs than fit, which cannot turn into a sidebar.
struct PreferSidebarForManyTabs: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        let maxTabs = parameters["maxTabs"]
        guard description.platforms.contains(.iPadOS), let tabBar = description.tabBar, tabBar.style != .sidebarAdaptable,
              description.sidebar == nil, tabBar.barTabs.count > maxTabs else { return [] }
        return [Violation(at: tabBar.anchors.object, .manyTabsWithoutSidebar(tabs: tabBar.barTabs.count, maxTabs: maxTabs))]
    }
}

extension FindingMessage {
    fileprivate static func manyTabsWithoutSidebar(tabs: Int, maxTabs: Int) -> FindingMessage {
        FindingMessage("iPad tab bar has \(tabs) tabs and no sidebar; with more than \(maxTabs), consider a sidebar or the sidebarAdaptable style")
    }
}

/// S8: an iOS or iPadOS sidebar drawn with another list appearance.
struct SidebarListStyle: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let sidebar = description.sidebar, let style = sidebar.listStyle, style != .sidebar else { return [] }
        return [Violation(at: sidebar.anchors["listStyle"], .sidebarListStyle(style))]
    }
}

extension FindingMessage {
    /// The style is what the field says, not what the finding is about: the field is.
    fileprivate static func sidebarListStyle(_ style: Sidebar.ListStyle) -> FindingMessage {
        FindingMessage("sidebar uses the \(style.rawValue) list style; use the sidebar style so it looks and behaves like one")
    }
}

/// S9: custom macOS sidebar metrics that disagree with the sidebar size they claim.
struct SidebarMetrics: Check {
    /// Row height, icon size and text size in points for each size setting.
    static let metrics: [Sidebar.Size: (row: Int, icon: Int, text: Int)] = [
        .small: (24, 16, 11), .medium: (28, 20, 13), .large: (32, 24, 15),
    ]

    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let sidebar = description.sidebar, let size = sidebar.size, let expected = Self.metrics[size] else { return [] }
        let given: [(String, Int?, Int)] = [("rowHeight", sidebar.rowHeight, expected.row), ("iconSize", sidebar.iconSize, expected.icon),
                                            ("fontSize", sidebar.fontSize, expected.text)]
        return given.compactMap { name, value, standard in
            guard let value, value != standard else { return nil }
            return Violation(at: sidebar.anchors[name], .customSidebarMetric(size: size, field: name, value: value, standard: standard))
        }
    }
}

extension FindingMessage {
    /// At the field it names, so the field is no part of the subject.
    fileprivate static func customSidebarMetric(size: Sidebar.Size, field: String, value: Int, standard: Int) -> FindingMessage {
        FindingMessage("\(size.rawValue) sidebar sets \(field) \(value); the \(size.rawValue) size uses \(standard) pt, so leave it to the system")
    }
}

/// S10: a custom sidebar image missing a resolution or a size.
struct SidebarCustomIconVariants: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.sidebar?.flatMapItems { item, _ -> [Violation] in
            guard item.image != nil else { return [] }
            var found: [Violation] = []
            let scales = Set(item.imageScales)
            if !scales.isEmpty, let missing = [SidebarItem.ImageScale.x1, .x2].first(where: { !scales.contains($0) }) {
                found.append(Violation(at: item.anchors["imageScales"], .iconMissingScale(item: item.title, scale: missing)))
            }
            let sizes = Set(item.imageSizes)
            let missingSizes = Sidebar.Size.allCases.filter { !sizes.contains($0) }
            if !sizes.isEmpty, !missingSizes.isEmpty {
                found.append(Violation(at: item.anchors["imageSizes"], .iconMissingSizes(item: item.title, sizes: missingSizes)))
            }
            return found
        } ?? []
    }
}

extension FindingMessage {
    fileprivate static func iconMissingScale(item: String, scale: SidebarItem.ImageScale) -> FindingMessage {
        FindingMessage("custom icon of sidebar item \"\(item)\" has no @\(scale.rawValue) version; supply @1x and @2x", subject: ["item": item])
    }

    fileprivate static func iconMissingSizes(item: String, sizes: [Sidebar.Size]) -> FindingMessage {
        FindingMessage("custom icon of sidebar item \"\(item)\" has no \(sizes.map(\.rawValue).joined(separator: " or ")) size; draw it for the small, medium and large sidebar sizes",
                       subject: ["item": item])
    }
}

/// S11: an opaque macOS sidebar where only the translucent one fits.
struct SidebarTranslucentBackground: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let sidebar = description.sidebar, sidebar.background == .opaque, let window = description.window,
              let kind = window.kind, kind == .main || kind == .document, (window.sidebarCount ?? 1) < 2 else { return [] }
        return [Violation(at: sidebar.anchors["background"], .opaqueSidebar(window: kind))]
    }
}

extension FindingMessage {
    fileprivate static func opaqueSidebar(window: Window.Kind) -> FindingMessage {
        FindingMessage("sidebar in a \(window.rawValue) window is opaque; keep the translucent background unless the window has several sidebars or is a panel or settings window")
    }
}

/// S13: remove-like row actions offered in no context menu and no menu-bar command.
struct SidebarActionsInMenus: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let sidebar = description.sidebar, !sidebar.items.isEmpty else { return [] }
        let commands = description.menuBar.map { Set($0.commands.compactMap(\.action)) }
        return sidebar.flatMapItems { item, _ in
            item.actions.compactMap { action -> Violation? in
                guard let kind = action.kind, kind != .other, kind != .share else { return nil }
                if let command = action.menuCommand, let commands, !commands.contains(command) {
                    return Violation(at: action.anchors["menuCommand"], .rowActionCommandMissing(action: kind, item: item.title, command: command))
                }
                guard action.inContextMenu == false, action.menuCommand == nil else { return nil }
                return Violation(at: action.anchors.object, .rowActionInNoMenu(action: kind, item: item.title))
            }
        }
    }
}

extension FindingMessage {
    fileprivate static func rowActionCommandMissing(action: SidebarItemAction.Kind, item: String, command: String) -> FindingMessage {
        FindingMessage("\(action.rawValue) action of sidebar item \"\(item)\" names menu command '\(command)', which the menu bar lacks",
                       subject: ["action": action.rawValue, "item": item, "command": command])
    }

    fileprivate static func rowActionInNoMenu(action: SidebarItemAction.Kind, item: String) -> FindingMessage {
        FindingMessage("\(action.rawValue) action of sidebar item \"\(item)\" is in no context menu and no menu-bar menu; offer it in both",
                       subject: ["action": action.rawValue, "item": item])
    }
}

/// S14: on visionOS, rows of a sidebar inside a tab that switch to another tab.
struct TabSidebarStaysInTab: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.tabBar?.flatMapTabs { tab, _ in
            tab.sidebar?.compactMapItems { item, _ in
                guard let target = item.selectsTab, target != tab.id else { return nil }
                return Violation(at: item.anchors["selectsTab"], .sidebarLeavesTab(item: item.title, tab: tab.displayName, target: target))
            } ?? []
        } ?? []
    }
}

extension FindingMessage {
    fileprivate static func sidebarLeavesTab(item: String, tab: String, target: String) -> FindingMessage {
        FindingMessage("sidebar item \"\(item)\" in tab \"\(tab)\" switches to tab '\(target)'; a sidebar inside a tab navigates within that tab",
                       subject: ["item": item, "tab": tab])
    }
}
