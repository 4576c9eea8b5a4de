/// The app's menu-bar menus: what lets a toolbar item or a sidebar action be matched to a command.
public struct MenuBar: Sendable {
    public var menus: [Menu]
    public var anchors: FieldAnchors

    /// Every command in every menu and submenu, in menu order.
    public var commands: [MenuItem] {
        func flattened(_ items: [MenuItem]) -> [MenuItem] { items.flatMap { [$0] + flattened($0.children) } }
        return flattened(menus.flatMap(\.items))
    }

    public static let shape: Shape = Shape(
        name: "menu bar", definition: "MenuBar",
        summary: "The app's menu-bar menus.",
        fields: [
            Field("menus", .list(.object { Menu.shape }, xmlElement: "menu"), "The menus, leading to trailing (File, Edit, View…)."),
        ])

    init(_ object: DecodedObject) {
        menus = object.mapObjects("menus", Menu.init)
        anchors = object.fieldAnchors
    }
}

/// One menu of the menu bar.
public struct Menu: Sendable {
    public var title: String
    public var items: [MenuItem]
    public var anchors: FieldAnchors

    public static let shape: Shape = Shape(
        name: "menu", definition: "Menu",
        summary: "A menu-bar menu.",
        fields: [
            Field("title", .string, required: true, "The menu's title, such as File or View."),
            Field("items", .list(.object { MenuItem.shape }, xmlElement: "menuItem"), "The menu's commands."),
        ])

    init(_ object: DecodedObject) {
        title = object.string("title") ?? ""
        items = object.mapObjects("items", MenuItem.init)
        anchors = object.fieldAnchors
    }
}

/// A command in a menu (menu bar, pull-down or More menu), possibly with a submenu.
public struct MenuItem: Sendable {
    public var title: String?
    public var symbol: String?
    /// An identifier shared with the toolbar item or sidebar action that does the same.
    public var action: String?
    public var children: [MenuItem]
    public var anchors: FieldAnchors

    /// How a message names the command.
    public var displayName: String { title ?? action ?? symbol ?? "menu item" }

    public static let shape: Shape = Shape(
        name: "menu item", definition: "MenuItem",
        summary: "A command in a menu, possibly with a submenu.",
        fields: [
            Field("title", .string, "The command's name."),
            Field("symbol", .string, "The command's SF Symbol name."),
            Field("action", .string, "An identifier shared with the toolbar item or sidebar action that does the same."),
            Field("children", .list(.object { MenuItem.shape }, xmlElement: "menuItem"), "A submenu's commands."),
        ])

    init(_ object: DecodedObject) {
        title = object.string("title")
        symbol = object.string("symbol")
        action = object.string("action")
        children = object.mapObjects("children", MenuItem.init)
        anchors = object.fieldAnchors
    }
}
