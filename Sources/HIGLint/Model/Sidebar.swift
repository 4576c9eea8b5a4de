/// A sidebar (a source list on macOS): a tree of destinations and, optionally, a bar along its bottom edge.
public struct Sidebar: Sendable {
    public var editable: Bool?
    public var customizable: Bool?
    public var hideable: Bool?
    public var hiddenByDefault: Bool?
    public var items: [SidebarItem]
    public var bottomBar: SidebarBottomBar?
    public var anchors: FieldAnchors

    public static let shape: Shape = Shape(
        name: "sidebar", definition: "Sidebar",
        summary: "A sidebar: a tree of top-level areas and collections.",
        fields: [
            Field("editable", .boolean, "Whether people can add, remove or rename items."),
            Field("customizable", .boolean, "Whether people can choose and reorder the sidebar's contents."),
            Field("hideable", .boolean, "Whether people can hide and show the sidebar."),
            Field("hiddenByDefault", .boolean, "Whether the sidebar starts hidden."),
            Field("items", .list(.object { SidebarItem.shape }, xmlElement: "item"), "The top-level items (sections or destinations)."),
            Field("bottomBar", .object { SidebarBottomBar.shape }, "Buttons along the sidebar's bottom edge."),
        ])

    init(_ object: DecodedObject) {
        editable = object.bool("editable")
        customizable = object.bool("customizable")
        hideable = object.bool("hideable")
        hiddenByDefault = object.bool("hiddenByDefault")
        items = object.objects("items").map(SidebarItem.init)
        bottomBar = object.object("bottomBar").map(SidebarBottomBar.init)
        anchors = object.fieldAnchors
    }
}

/// One row of a sidebar: a section or a destination, with its own children.
public struct SidebarItem: Sendable {
    public var title: String
    /// An SF Symbol name.
    public var symbol: String?
    /// A custom image name.
    public var image: String?
    /// The icon's colour; an icon with no colour given follows the accent colour, as the system does.
    public var iconColor: ColorValue?
    public var children: [SidebarItem]
    public var anchors: FieldAnchors

    public var hasIcon: Bool { symbol != nil || image != nil }

    public static let shape: Shape = Shape(
        name: "sidebar item", definition: "SidebarItem",
        summary: "A sidebar row: a section or a destination.",
        fields: [
            Field("title", .string, required: true, "The row's text."),
            Field("symbol", .string, "The icon as an SF Symbol name, such as tray or folder."),
            Field("image", .string, "The icon as a custom image name."),
            Field("iconColor", .color, "The icon's colour: accent or default to follow the person's accent colour (the default), or a fixed colour such as #FF9500 or systemOrange."),
            Field("children", .list(.object { SidebarItem.shape }, xmlElement: "item"), "The items nested under this one."),
        ],
        exclusive: [["symbol", "image"]])

    init(_ object: DecodedObject) {
        title = object.string("title") ?? ""
        symbol = object.string("symbol")
        image = object.string("image")
        iconColor = object.string("iconColor").flatMap(ColorValue.init)
        children = object.objects("children").map(SidebarItem.init)
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

    init(_ object: DecodedObject) {
        items = object.objects("items").map(BottomBarItem.init)
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

    init(_ object: DecodedObject) {
        label = object.string("label")
        symbol = object.string("symbol")
        action = object.value("action")
        anchors = object.fieldAnchors
    }
}
