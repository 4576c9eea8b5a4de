/// A tab bar (UIKit's `UITabBarController`, SwiftUI's `TabView`), which on iPadOS can also show
/// its tabs as a sidebar. Its fields are generated from `Specs/TabBar.json` (see `ModelStorage`).
public struct TabBar: DecodedModel {
    var storage: ModelStorage<Values>

    public enum Style: String, CaseIterable, Sendable {
        /// Tabs only.
        case tabBar
        /// A tab bar that people can turn into a sidebar (iPadOS 18's sidebar-adaptable style).
        case sidebarAdaptable
    }

    public enum Kind: String, CaseIterable, Sendable {
        /// Drawn by the system (`TabView`, `UITabBarController`).
        case system
        /// Drawn by the app in the system's place (a row of buttons of its own).
        case custom
    }

    /// The tabs the bar itself shows: top-level tabs that are not sidebar-only.
    public var barTabs: [Tab] { tabs.filter { $0.placement != .sidebarOnly } }
}

/// A tab, or a tab group when it has children (`Specs/Tab.json`).
public struct Tab: DecodedModel {
    var storage: ModelStorage<Values>

    /// Where a tab may be shown and whether people can move or hide it (UIKit's `UITab.Placement`).
    public enum Placement: String, CaseIterable, Sendable {
        /// The system decides (UIKit's `.automatic` / `.default`).
        case `default`
        /// Always in the tab bar; people cannot move or hide it.
        case fixed
        /// People can add it to the tab bar; it starts out of it.
        case optional
        /// In the tab bar and movable, but not removable.
        case movable
        /// At the trailing end of the tab bar, shown by its image only.
        case pinned
        /// Only in the sidebar, never in the tab bar.
        case sidebarOnly
    }

    public enum Role: String, CaseIterable, Sendable {
        case search
    }

    public var isGroup: Bool { !children.isEmpty }

    /// The tab's own name, when it has one (its title, else its id): a message about its image says
    /// "a tab" rather than name the tab by that image.
    public var ownName: String? { title ?? id }

    /// How a message names the tab.
    public var displayName: String { ownName ?? symbol ?? image ?? "tab" }
}
