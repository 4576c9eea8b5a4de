/// B1: tab images given as the filled variant of a symbol.
struct TabSymbolOutline: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.tabBar?.compactMapTabs { tab, _ in
            guard let symbol = tab.symbol, symbol.split(separator: ".").contains("fill") else { return nil }
            let outline = symbol.split(separator: ".").filter { $0 != "fill" }.joined(separator: ".")
            let anchor = tab.anchors["symbol"]
            // A tab whose title is not known is not named by its symbol ("tab \"person.fill\" uses \"person.fill\"").
            return Violation(at: anchor, .filledTabSymbol(tab: tab.displayName, named: tab.ownName, symbol: symbol, outline: outline),
                             remedy: Remedy("Use the outline symbol \"\(outline)\"", [ModelChange(at: anchor, field: "symbol", .replace(from: symbol, to: outline))]))
        } ?? []
    }
}

extension FindingMessage {
    fileprivate static func filledTabSymbol(tab: String, named: String?, symbol: String, outline: String) -> FindingMessage {
        FindingMessage((named.map { "tab \"\($0)\" uses" } ?? "a tab uses") + " \"\(symbol)\"; give the outline symbol \"\(outline)\" and let the system fill it when selected",
                       subject: ["tab": tab])
    }
}

/// B1: a tab that shows a picture of the app's own where a symbol would do.
struct TabPreferSymbols: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.tabBar?.compactMapTabs { tab, _ in
            guard tab.symbol == nil, let image = tab.image else { return nil }
            return Violation(at: tab.anchors["image"], .pictureTabImage(tab: tab.displayName, named: tab.ownName, image: image))
        } ?? []
    }
}

extension FindingMessage {
    fileprivate static func pictureTabImage(tab: String, named: String?, image: String) -> FindingMessage {
        FindingMessage((named.map { "tab \"\($0)\"" } ?? "a tab") + " shows the image \"\(image)\"; prefer an SF Symbol (or a custom symbol), which the tab bar sizes, weights and fills for the selected tab", subject: ["tab": tab])
    }
}

/// B2: more tabs in the bar than it shows well.
struct TabBarMaxTabs: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        let maxTabs = parameters["maxTabs"]
        guard let tabBar = description.tabBar, tabBar.barTabs.count > maxTabs else { return [] }
        return [Violation(at: tabBar.barTabs[maxTabs].anchors.object, .tooManyTabs(tabs: tabBar.barTabs.count, maxTabs: maxTabs, on: parameters.platform))]
    }
}

extension FindingMessage {
    /// The platform tells apart the findings of one tab bar checked against each platform's limit.
    fileprivate static func tooManyTabs(tabs: Int, maxTabs: Int, on platform: Platform?) -> FindingMessage {
        FindingMessage("tab bar has \(tabs) tabs; keep to \(maxTabs)\(Violation.platformPhrase(platform)) so every tab fits", subject: ["platform": platform?.rawValue])
    }
}

/// B3: tab groups nested too deep.
struct TabGroupDepth: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        let maxDepth = parameters["maxDepth"]
        return description.tabBar?.compactMapTabs { tab, level in
            // Report the first tab too deep; its children would only repeat the finding.
            level == maxDepth + 1
                ? Violation(at: tab.anchors.object, .tabTooDeep(tab: tab.displayName, level: level, maxDepth: maxDepth))
                : nil
        } ?? []
    }
}

extension FindingMessage {
    fileprivate static func tabTooDeep(tab: String, level: Int, maxDepth: Int) -> FindingMessage {
        FindingMessage("tab \"\(tab)\" is nested \(level) levels deep; keep tab groups to at most \(maxDepth) levels", subject: ["tab": tab])
    }
}

/// B4: pinned tabs, which show only their image, without one.
struct PinnedTabImage: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.tabBar?.compactMapTabs { tab, _ in
            tab.placement == .pinned && tab.symbol == nil && tab.image == nil
                ? Violation(at: tab.anchors["placement"], .pinnedTabWithoutImage(tab: tab.displayName))
                : nil
        } ?? []
    }
}

extension FindingMessage {
    fileprivate static func pinnedTabWithoutImage(tab: String) -> FindingMessage {
        FindingMessage("pinned tab \"\(tab)\" has no image; a pinned tab shows only its image, so give it a recognisable symbol", subject: ["tab": tab])
    }
}

/// B5: a search tab placed where it can move or disappear instead of pinned.
struct SearchTabPinned: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.tabBar?.compactMapTabs { tab, _ in
            guard tab.role == .search, let placement = tab.placement, placement != .pinned else { return nil }
            return Violation(at: tab.anchors["placement"], .searchTabNotPinned(tab: tab.displayName, placement: placement))
        } ?? []
    }
}

extension FindingMessage {
    fileprivate static func searchTabNotPinned(tab: String, placement: Tab.Placement) -> FindingMessage {
        FindingMessage("search tab \"\(tab)\" is \(placement.rawValue); consider pinning it at the trailing end of the tab bar", subject: ["tab": tab])
    }
}
