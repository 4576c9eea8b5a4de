/// A tab bar (UIKit's `UITabBarController`, SwiftUI's `TabView`), which on iPadOS can also show
/// its tabs as a sidebar.
public struct TabBar: Sendable {
    public enum Style: String, CaseIterable, Sendable {
        /// Tabs only.
        case tabBar
        /// A tab bar that people can turn into a sidebar (iPadOS 18's sidebar-adaptable style).
        case sidebarAdaptable
    }

    public var style: Style?
    /// Whether people can add, remove and reorder tabs.
    public var customizable: Bool?
    public var tabs: [Tab]
    /// Whether tabs also come from data at run time, so that `tabs` is only part of the bar.
    public var dynamicTabs: Bool?
    public var anchors: FieldAnchors

    /// The tabs the bar itself shows: top-level tabs that are not sidebar-only.
    public var barTabs: [Tab] { tabs.filter { $0.placement != .sidebarOnly } }

    public static let shape: Shape = Shape(
        name: "tab bar", definition: "TabBar",
        summary: "A tab bar, which on iPadOS can also show its tabs as a sidebar.",
        fields: [
            Field("style", .enumeration(values: Style.allCases.map(\.rawValue), aliases: ["sidebarAdaptableTabBar": "sidebarAdaptable"]),
                  "tabBar for tabs only; sidebarAdaptable for a tab bar that people can turn into a sidebar."),
            Field("customizable", .boolean, "Whether people can add, remove and reorder tabs."),
            Field("tabs", .list(.object { Tab.shape }, xmlElement: "tab"), "The tabs, leading to trailing."),
            Field("dynamicTabs", .boolean, "Whether more tabs come from data at run time, so that the tabs listed are only part of the bar."),
        ])

    /// The fields this type reads, found in the shape once (see `FieldKey`).
    private enum Key {
        static let style = TabBar.shape.key("style")
        static let customizable = TabBar.shape.key("customizable")
        static let tabs = TabBar.shape.key("tabs")
        static let dynamicTabs = TabBar.shape.key("dynamicTabs")
    }

    init(_ object: DecodedObject) {
        style = object.value(Key.style)
        customizable = object.bool(Key.customizable)
        tabs = object.mapObjects(Key.tabs, Tab.init)
        dynamicTabs = object.bool(Key.dynamicTabs)
        anchors = object.fieldAnchors
    }
}

/// A tab, or a tab group when it has children.
public struct Tab: Sendable {
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

    public var id: String?
    public var title: String?
    public var symbol: String?
    public var image: String?
    public var placement: Placement?
    public var role: Role?
    public var children: [Tab]
    /// The sidebar shown inside the tab (visionOS and iPadOS apps that nest a sidebar in a tab).
    public var sidebar: Sidebar?
    public var anchors: FieldAnchors

    public var isGroup: Bool { !children.isEmpty }

    /// How a message names the tab.
    public var displayName: String { title ?? id ?? symbol ?? image ?? "tab" }

    public static let shape: Shape = Shape(
        name: "tab", definition: "Tab",
        summary: "A tab, or a tab group when it has children.",
        fields: [
            Field("id", .string, "An identifier, used by sidebar rows that select the tab."),
            Field("title", .string, "The tab's title."),
            Field("symbol", .string, "The tab's image as an SF Symbol name, such as house or magnifyingglass."),
            Field("image", .string, "The tab's image as a custom image name."),
            Field("placement", .enumeration(values: Placement.allCases.map(\.rawValue), aliases: ["automatic": "default"]),
                  "Where the tab may be shown: default, fixed, optional, movable, pinned or sidebarOnly."),
            Field("role", .enumeration(values: Role.allCases.map(\.rawValue)), "A system role: search for the search tab."),
            Field("children", .list(.object { Tab.shape }, xmlElement: "tab"), "The tabs of a tab group."),
            Field("sidebar", .object { Sidebar.shape }, "A sidebar shown inside the tab."),
        ],
        exclusive: [["symbol", "image"]])

    /// The fields this type reads, found in the shape once (see `FieldKey`).
    private enum Key {
        static let id = Tab.shape.key("id")
        static let title = Tab.shape.key("title")
        static let symbol = Tab.shape.key("symbol")
        static let image = Tab.shape.key("image")
        static let placement = Tab.shape.key("placement")
        static let role = Tab.shape.key("role")
        static let children = Tab.shape.key("children")
        static let sidebar = Tab.shape.key("sidebar")
    }

    init(_ object: DecodedObject) {
        id = object.string(Key.id)
        title = object.string(Key.title)
        symbol = object.string(Key.symbol)
        image = object.string(Key.image)
        placement = object.value(Key.placement)
        role = object.value(Key.role)
        children = object.mapObjects(Key.children, Tab.init)
        sidebar = object.object(Key.sidebar).map(Sidebar.init)
        anchors = object.fieldAnchors
    }
}
