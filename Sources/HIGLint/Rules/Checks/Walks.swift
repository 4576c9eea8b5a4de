/// The walks over the model that several checks share.
extension Sidebar {
    /// Every item at every depth, depth first, with its level (top-level items are level 1).
    var allItems: [(item: SidebarItem, level: Int)] {
        func walk(_ items: [SidebarItem], _ level: Int) -> [(item: SidebarItem, level: Int)] {
            items.flatMap { [($0, level)] + walk($0.children, level + 1) }
        }
        return walk(items, 1)
    }
}

extension TabBar {
    /// Every tab at every depth, depth first, with its level (tabs in the bar are level 1).
    var allTabs: [(tab: Tab, level: Int)] {
        func walk(_ tabs: [Tab], _ level: Int) -> [(tab: Tab, level: Int)] {
            tabs.flatMap { [($0, level)] + walk($0.children, level + 1) }
        }
        return walk(tabs, 1)
    }
}

extension Description {
    /// The toolbar's groups as `platform` shows them (its variant for the platform, if any); all
    /// of them, variants included, when no platform is known.
    func toolbarGroups(on platform: Platform?) -> [ToolbarGroup] {
        guard let toolbar else { return [] }
        if let platform { return toolbar.groups(on: platform) }
        return toolbar.groups + toolbar.variants.flatMap(\.groups)
    }

    /// Every toolbar item as `platform` shows it, with the group it sits in.
    func toolbarItems(on platform: Platform?) -> [(item: ToolbarItem, group: ToolbarGroup)] {
        toolbarGroups(on: platform).flatMap { group in group.items.map { ($0, group) } }
    }
}

extension ToolbarItem {
    /// Spaces separate items; they are not controls.
    var isSpace: Bool { kind == .space || kind == .flexibleSpace }

    /// A button or menu people see as text: a label with no symbol or image. System items such as
    /// the sidebar button and search draw their own symbol.
    var isTextOnly: Bool { label != nil && symbol == nil && image == nil && (kind == nil || kind == .button || kind == .menu) }
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
