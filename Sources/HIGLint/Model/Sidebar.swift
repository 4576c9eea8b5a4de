/// A sidebar (a source list on macOS): a tree of destinations and, optionally, a bar along its bottom edge.
public struct Sidebar: Sendable {
    /// The list appearance (SwiftUI's list style, UIKit's collection-layout appearance).
    public enum ListStyle: String, CaseIterable, Sendable {
        case sidebar, insetGrouped, grouped, inset, plain
    }

    /// The macOS sidebar icon size setting, which decides row height, icon size and text size.
    public enum Size: String, CaseIterable, Sendable {
        case small, medium, large
    }

    public enum Background: String, CaseIterable, Sendable {
        case translucent, opaque
    }

    public var editable: Bool?
    public var customizable: Bool?
    public var hideable: Bool?
    public var hiddenByDefault: Bool?
    public var collapsesOnResize: Bool?
    public var listStyle: ListStyle?
    public var size: Size?
    /// Custom metrics in points, when the sidebar does not leave them to the size setting.
    public var rowHeight: Int?
    public var iconSize: Int?
    public var fontSize: Int?
    public var background: Background?
    public var items: ModelList<SidebarItem>
    /// Whether rows also come from data at run time, so that `items` is only part of the sidebar.
    public var dynamicItems: Bool?
    public var bottomBar: SidebarBottomBar?
    /// For a sidebar whose rows were checked one top-level row at a time and are not in `items`
    /// (a file read in sections): what rules about all the rows need to know of them.
    public var sectionTally: SidebarTally?
    public var anchors: FieldAnchors

    public static let shape: Shape = Shape(
        name: "sidebar", definition: "Sidebar",
        summary: "A sidebar: a tree of top-level areas and collections.",
        fields: [
            Field("editable", .boolean, "Whether people can add, remove or rename items."),
            Field("customizable", .boolean, "Whether people can choose and reorder the sidebar's contents."),
            Field("hideable", .boolean, "Whether people can hide and show the sidebar."),
            Field("hiddenByDefault", .boolean, "Whether the sidebar starts hidden."),
            Field("collapsesOnResize", .boolean, "Whether the sidebar collapses by itself when the window gets too narrow (macOS)."),
            Field("listStyle", .enumeration(values: ListStyle.allCases.map(\.rawValue)), "The list appearance: sidebar, insetGrouped, grouped, inset or plain."),
            Field("size", .enumeration(values: Size.allCases.map(\.rawValue)), "The macOS sidebar size the metrics follow: small, medium or large."),
            Field("rowHeight", .integer(minimum: 1, maximum: nil), "A custom row height in points."),
            Field("iconSize", .integer(minimum: 1, maximum: nil), "A custom icon size in points."),
            Field("fontSize", .integer(minimum: 1, maximum: nil), "A custom text size in points."),
            Field("background", .enumeration(values: Background.allCases.map(\.rawValue)), "The sidebar's background material: translucent (the system's) or opaque."),
            Field("items", .list(.object { SidebarItem.shape }, xmlElement: "item"), "The top-level items (sections or destinations)."),
            Field("dynamicItems", .boolean, "Whether more rows come from data at run time, so that the items listed are only part of the sidebar; rules about shares of the rows stay silent."),
            Field("bottomBar", .object { SidebarBottomBar.shape }, "Buttons along the sidebar's bottom edge."),
        ])

    /// The fields this type reads, found in the shape once (see `FieldKey`).
    private enum Key {
        static let editable = Sidebar.shape.key("editable")
        static let customizable = Sidebar.shape.key("customizable")
        static let hideable = Sidebar.shape.key("hideable")
        static let hiddenByDefault = Sidebar.shape.key("hiddenByDefault")
        static let collapsesOnResize = Sidebar.shape.key("collapsesOnResize")
        static let listStyle = Sidebar.shape.key("listStyle")
        static let size = Sidebar.shape.key("size")
        static let rowHeight = Sidebar.shape.key("rowHeight")
        static let iconSize = Sidebar.shape.key("iconSize")
        static let fontSize = Sidebar.shape.key("fontSize")
        static let background = Sidebar.shape.key("background")
        static let items = Sidebar.shape.key("items")
        static let dynamicItems = Sidebar.shape.key("dynamicItems")
        static let bottomBar = Sidebar.shape.key("bottomBar")
    }

    init(_ object: DecodedObject) {
        editable = object.bool(Key.editable)
        customizable = object.bool(Key.customizable)
        hideable = object.bool(Key.hideable)
        hiddenByDefault = object.bool(Key.hiddenByDefault)
        collapsesOnResize = object.bool(Key.collapsesOnResize)
        listStyle = object.value(Key.listStyle)
        size = object.value(Key.size)
        rowHeight = object.integer(Key.rowHeight)
        iconSize = object.integer(Key.iconSize)
        fontSize = object.integer(Key.fontSize)
        background = object.value(Key.background)
        items = object.list(Key.items)
        dynamicItems = object.bool(Key.dynamicItems)
        bottomBar = object.object(Key.bottomBar).map(SidebarBottomBar.init)
        anchors = object.fieldAnchors
    }
}

/// What rules about a whole sidebar need from rows that were checked one top-level row at a time
/// and are no longer at hand (`DescriptionInSections`).
public struct SidebarTally: Sendable {
    /// The rows with an icon, at every depth.
    public var icons = 0
    /// Where each row whose icon has a fixed colour gives the colour, in order.
    public var fixedIconColors: [SourceAnchor] = []

    public init() {}

    /// Counts `row` and its descendants.
    public mutating func add(_ row: SidebarItem) {
        if row.hasIcon {
            icons += 1
            if row.iconColor?.isFixed == true { fixedIconColors.append(row.anchors["iconColor"]) }
        }
        for child in row.children { add(child) }
    }
}

/// One row of a sidebar: a section or a destination, with its own children.
public struct SidebarItem: DecodedModel {
    /// What selecting the row does.
    public enum Kind: String, CaseIterable, Sendable {
        /// A group label with children.
        case section
        /// An area or collection shown in the content or detail area.
        case destination
        /// An action (New Playlist, Sign Out) rather than a place.
        case command
    }

    public enum ImageScale: String, CaseIterable, Sendable {
        case x1 = "1x", x2 = "2x", x3 = "3x"
    }

    /// The decoded object the row reads its fields from: a row is a handle, read in place.
    private let object: DecodedObject

    public var id: String? { object.string(Key.id) }
    public var kind: Kind? { object.value(Key.kind) }
    public var title: String { object.string(Key.title) ?? "" }
    /// An SF Symbol name.
    public var symbol: String? { object.string(Key.symbol) }
    /// A custom image name.
    public var image: String? { object.string(Key.image) }
    /// The icon's colour; an icon with no colour given follows the accent colour, as the system does.
    public var iconColor: ColorValue? { object.color(Key.iconColor) }
    /// The resolutions a custom image is supplied in.
    public var imageScales: [ImageScale] { object.values(Key.imageScales) }
    /// The sidebar sizes a custom image is supplied for.
    public var imageSizes: [Sidebar.Size] { object.values(Key.imageSizes) }
    /// Actions people can take on the row (rename, remove…) and where they are offered.
    public var actions: [SidebarItemAction] { object.mapObjects(Key.actions, SidebarItemAction.init) }
    /// The id of the tab that selecting this row switches to, if it switches tabs.
    public var selectsTab: String? { object.string(Key.selectsTab) }
    public var children: ModelList<SidebarItem> { object.list(Key.children) }
    public var anchors: FieldAnchors { object.fieldAnchors }

    public var hasIcon: Bool { object.gives(Key.symbol) || object.gives(Key.image) }

    public static let shape: Shape = Shape(
        name: "sidebar item", definition: "SidebarItem",
        summary: "A sidebar row: a section or a destination.",
        fields: [
            Field("id", .string, "An identifier other parts of the description (or an imported file) use for the row."),
            Field("kind", .enumeration(values: Kind.allCases.map(\.rawValue)), "What the row is: a section (group label), a destination, or a command."),
            Field("title", .string, required: true, "The row's text."),
            Field("symbol", .string, "The icon as an SF Symbol name, such as tray or folder."),
            Field("image", .string, "The icon as a custom image name."),
            Field("iconColor", .color, "The icon's colour: accent or default to follow the person's accent colour (the default), or a fixed colour such as #FF9500 or systemOrange."),
            Field("imageScales", .list(.enumeration(values: ImageScale.allCases.map(\.rawValue)), xmlElement: nil), "The resolutions a custom image comes in: 1x, 2x, 3x."),
            Field("imageSizes", .list(.enumeration(values: Sidebar.Size.allCases.map(\.rawValue)), xmlElement: nil), "The sidebar sizes a custom image is drawn for: small, medium, large."),
            Field("actions", .list(.object { SidebarItemAction.shape }, xmlElement: "action"), "Actions people can take on the row, and where each is offered."),
            Field("selectsTab", .string, "The id of the tab that selecting the row switches to."),
            Field("children", .list(.object { SidebarItem.shape }, xmlElement: "item"), "The items nested under this one."),
        ],
        exclusive: [["symbol", "image"]])

    /// The fields this type reads, found in the shape once (see `FieldKey`).
    private enum Key {
        static let id = SidebarItem.shape.key("id")
        static let kind = SidebarItem.shape.key("kind")
        static let title = SidebarItem.shape.key("title")
        static let symbol = SidebarItem.shape.key("symbol")
        static let image = SidebarItem.shape.key("image")
        static let iconColor = SidebarItem.shape.key("iconColor")
        static let imageScales = SidebarItem.shape.key("imageScales")
        static let imageSizes = SidebarItem.shape.key("imageSizes")
        static let actions = SidebarItem.shape.key("actions")
        static let selectsTab = SidebarItem.shape.key("selectsTab")
        static let children = SidebarItem.shape.key("children")
    }

    public init(_ object: DecodedObject) {
        self.object = object
    }
}

/// Something people can do to a sidebar row, and the places it is offered.
public struct SidebarItemAction: Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case remove, rename, edit, info, share, other
    }

    public var kind: Kind?
    public var title: String?
    /// Whether the row's context menu offers the action.
    public var inContextMenu: Bool?
    /// The `action` of the menu-bar command that does the same, if there is one.
    public var menuCommand: String?
    public var anchors: FieldAnchors

    /// How a message names the action.
    public var displayName: String { title ?? kind?.rawValue ?? "action" }

    public static let shape: Shape = Shape(
        name: "sidebar item action", definition: "SidebarItemAction",
        summary: "An action on a sidebar row and where it is offered.",
        fields: [
            Field("kind", .enumeration(values: Kind.allCases.map(\.rawValue)), "What the action does: remove, rename, edit, info, share or other."),
            Field("title", .string, "The action's name as people see it."),
            Field("inContextMenu", .boolean, "Whether the row's context menu offers it."),
            Field("menuCommand", .string, "The action id of the menu-bar command that does the same (see menuBar)."),
        ])

    /// The fields this type reads, found in the shape once (see `FieldKey`).
    private enum Key {
        static let kind = SidebarItemAction.shape.key("kind")
        static let title = SidebarItemAction.shape.key("title")
        static let inContextMenu = SidebarItemAction.shape.key("inContextMenu")
        static let menuCommand = SidebarItemAction.shape.key("menuCommand")
    }

    init(_ object: DecodedObject) {
        kind = object.value(Key.kind)
        title = object.string(Key.title)
        inContextMenu = object.bool(Key.inContextMenu)
        menuCommand = object.string(Key.menuCommand)
        anchors = object.fieldAnchors
    }
}

/// The bar of buttons along a sidebar's bottom edge.
public struct SidebarBottomBar: Sendable {
    public var items: [BottomBarItem]
    public var anchors: FieldAnchors

    public static let shape: Shape = Shape(
        name: "sidebar bottom bar", definition: "SidebarBottomBar",
        summary: "Buttons along the bottom edge of a sidebar.",
        fields: [
            Field("items", .list(.object { BottomBarItem.shape }, xmlElement: "item"), "The buttons, leading to trailing."),
        ])

    /// The fields this type reads, found in the shape once (see `FieldKey`).
    private enum Key {
        static let items = SidebarBottomBar.shape.key("items")
    }

    init(_ object: DecodedObject) {
        items = object.mapObjects(Key.items, BottomBarItem.init)
        anchors = object.fieldAnchors
    }
}

/// A button along the bottom edge of a sidebar.
public struct BottomBarItem: Sendable {
    public enum Action: String, CaseIterable, Sendable {
        case add, remove, edit, info, filter, menu, other
    }

    public var label: String?
    public var symbol: String?
    public var action: Action?
    public var anchors: FieldAnchors

    /// How a message names the button.
    public var displayName: String { label ?? symbol ?? action?.rawValue ?? "button" }

    public static let shape: Shape = Shape(
        name: "sidebar bottom bar item", definition: "BottomBarItem",
        summary: "A button along the bottom edge of a sidebar.",
        fields: [
            Field("label", .string, "The button's text or accessibility label."),
            Field("symbol", .string, "The button's SF Symbol name."),
            Field("action", .enumeration(values: Action.allCases.map(\.rawValue)), "What the button does to sidebar items."),
        ])

    /// The fields this type reads, found in the shape once (see `FieldKey`).
    private enum Key {
        static let label = BottomBarItem.shape.key("label")
        static let symbol = BottomBarItem.shape.key("symbol")
        static let action = BottomBarItem.shape.key("action")
    }

    init(_ object: DecodedObject) {
        label = object.string(Key.label)
        symbol = object.string(Key.symbol)
        action = object.value(Key.action)
        anchors = object.fieldAnchors
    }
}
