/// The walks over the model that several checks share. They visit the tree in place rather than
/// gathering it into arrays: copying every sidebar row for each rule was once a third of the run
/// time in profiles.
extension Sidebar {
    /// Visits every item at every depth, depth first, with its level (top-level items are level 1).
    func forEachItem(_ body: (SidebarItem, Int) -> Void) {
        func walk(_ items: ModelList<SidebarItem>, _ level: Int) {
            for item in items {
                body(item, level)
                walk(item.children, level + 1)
            }
        }
        walk(items, 1)
    }

    func compactMapItems<T>(_ transform: (SidebarItem, Int) -> T?) -> [T] {
        var found: [T] = []
        forEachItem { item, level in transform(item, level).map { found.append($0) } }
        return found
    }

    func flatMapItems<T>(_ transform: (SidebarItem, Int) -> [T]) -> [T] {
        var found: [T] = []
        forEachItem { item, level in found += transform(item, level) }
        return found
    }
}

extension TabBar {
    /// Visits every tab at every depth, depth first, with its level (tabs in the bar are level 1),
    /// then the tabs the bar's data may hold (`tabsFromData`), which are checked one by one as
    /// the bar's own are but never counted.
    func compactMapTabs<T>(_ transform: (Tab, Int) -> T?) -> [T] {
        flatMapTabs { tab, level in transform(tab, level).map { [$0] } ?? [] }
    }

    func flatMapTabs<T>(_ transform: (Tab, Int) -> [T]) -> [T] {
        var found: [T] = []
        func walk(_ tabs: [Tab], _ level: Int) {
            for tab in tabs {
                found += transform(tab, level)
                walk(tab.children, level + 1)
            }
        }
        walk(tabs, 1)
        walk(tabsFromData, 1)
        return found
    }
}

extension Description {
    /// The description once for each sidebar inside a tab (the iPadOS and visionOS sidebars a tab
    /// shows), with that sidebar in place of its own, so that sidebar rules check every sidebar
    /// without each walking the tabs: they check the description itself, then each of these.
    var tabSidebarScopes: [Description] {
        let inTabs = tabBar?.flatMapTabs { tab, _ in tab.sidebar.map { [$0] } ?? [] } ?? []
        return inTabs.map { sidebar in
            var scope = self
            scope.sidebar = sidebar
            return scope
        }
    }

    /// The toolbar's groups as `platform` shows them (its variant for the platform, if any); all
    /// of them, variants included, when no platform is known.
    func toolbarGroups(on platform: Platform?) -> [ToolbarGroup] {
        var groups: [ToolbarGroup] = []
        forEachToolbarGroup(on: platform) { groups.append($0) }
        return groups
    }

    /// Visits the groups `toolbarGroups(on:)` lists, in place.
    func forEachToolbarGroup(on platform: Platform?, _ body: (ToolbarGroup) -> Void) {
        guard let toolbar else { return }
        if let platform {
            toolbar.groups(on: platform).forEach(body)
        } else {
            toolbar.groups.forEach(body)
            for variant in toolbar.variants { variant.groups.forEach(body) }
        }
    }

    /// Visits every toolbar item as `platform` shows it, with the group it sits in, in place; an
    /// item's alternatives (Done in place of Edit) are visited after it, in the same group.
    func forEachToolbarItem(on platform: Platform?, _ body: (ToolbarItem, ToolbarGroup) -> Void) {
        forEachToolbarGroup(on: platform) { group in
            for item in group.items {
                body(item, group)
                for alternative in item.alternatives { body(alternative, group) }
            }
        }
    }

    func compactMapToolbarItems<T>(on platform: Platform?, _ transform: (ToolbarItem, ToolbarGroup) -> T?) -> [T] {
        var found: [T] = []
        forEachToolbarItem(on: platform) { item, group in transform(item, group).map { found.append($0) } }
        return found
    }
}

/// A window or toolbar title, for the title rules.
struct Title {
    var owner: String
    var text: String
    /// The window's or toolbar's: the title's anchor is made only for a finding.
    var anchors: FieldAnchors
    /// The title of a split view's sidebar column (`toolbar.sidebarColumn`).
    var headsSidebar = false
    /// Code adds text only known when the app runs (`toolbar.titleContinues`): `text` is what it
    /// writes, with … for each value added.
    var continues = false

    /// The characters people see at least: the written ones, without the … that stand for values.
    var knownCount: Int { continues ? text.count - text.filter { $0 == "…" }.count : text.count }

    var anchor: SourceAnchor { anchors["title"] }

    /// A finding about the title. (One people may never see as written, `titleInferred`,
    /// is capped by the rule engine: the field marks the title as inferred.)
    func violation(_ message: FindingMessage) -> Violation {
        Violation(at: anchor, message)
    }
}

extension Description {
    /// The window's title and the toolbar's, where given.
    var titles: [Title] {
        var titles: [Title] = []
        if let window, let text = window.title {
            titles.append(Title(owner: "window", text: text, anchors: window.anchors))
        }
        if let toolbar, let text = toolbar.title {
            titles.append(Title(owner: "toolbar", text: text, anchors: toolbar.anchors, headsSidebar: toolbar.sidebarColumn == true,
                                continues: toolbar.titleContinues == true))
        }
        return titles
    }
}

extension ToolbarItem {
    /// Spaces separate items; they are not controls.
    var isSpace: Bool { kind == .space || kind == .flexibleSpace }

    /// Something people act on: not a space, nor a title shown among the items (a title menu, a
    /// principal text), which is the bar's title rather than one of its controls.
    var isControl: Bool { !isSpace && kind != .title }

    /// A button or menu people see as text: a label with no symbol or image. System items such as
    /// the sidebar button and search draw their own symbol. A label of emoji alone (`"🖐"`) is a
    /// picture people see, not a word.
    var isTextOnly: Bool {
        guard let label, symbol == nil, image == nil, kind == nil || kind == .button || kind == .menu else { return false }
        return !Self.isPictographic(label)
    }

    /// Whether a text is emoji alone, each character one picture with its modifiers, joiners,
    /// variation selectors and tags, spaces between them: `"🖐"`, `"👍🏽"`, `"❤️"`, the keycap
    /// `"1️⃣"`, a subdivision flag; not `"1"` or `"#"`, emoji only as keycaps.
    static func isPictographic(_ text: String) -> Bool {
        var pictures = 0
        for character in text where character != " " {
            guard let first = character.unicodeScalars.first else { continue }
            let keycap = character.unicodeScalars.contains { $0.value == 0x20E3 }
            let properties = first.properties
            guard properties.isEmojiPresentation || properties.isEmoji && (first.value > 0xFF || keycap) && !properties.isEmojiModifier else { return false }
            pictures += 1
        }
        return pictures > 0
    }

    /// A control with a visible edge of its own, whose text cannot run into a neighbour's: a pop-up
    /// (a menu with a bezel, as a picker is), a segmented control, and on the Mac a search field.
    func drawsOwnEdge(onMac: Bool) -> Bool { kind == .menu && style == .bordered || kind == .segmentedControl || kind == .search && onMac }
}

extension Violation {
    /// " on iPhone" and the like, for messages whose threshold depends on the platform.
    static func platformPhrase(_ platform: Platform?) -> String {
        switch platform {
        case .iOS?: " on iPhone"
        case .iPadOS?: " on iPad"
        case .macOS?: " on Mac"
        case .visionOS?: " on Apple Vision Pro"
        case .watchOS?: " on Apple Watch"
        case .tvOS?: " on Apple TV"
        case nil: ""
        }
    }
}
