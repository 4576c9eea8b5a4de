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

    /// The fields this type reads, found in the shape once (see `FieldKey`).
    private enum Key {
        static let menus = MenuBar.shape.key("menus")
    }

    init(_ object: DecodedObject) {
        menus = object.mapObjects(Key.menus, Menu.init)
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

    /// The fields this type reads, found in the shape once (see `FieldKey`).
    private enum Key {
        static let title = Menu.shape.key("title")
        static let items = Menu.shape.key("items")
    }

    init(_ object: DecodedObject) {
        title = object.string(Key.title) ?? ""
        items = object.mapObjects(Key.items, MenuItem.init)
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

    /// The fields this type reads, found in the shape once (see `FieldKey`).
    private enum Key {
        static let title = MenuItem.shape.key("title")
        static let symbol = MenuItem.shape.key("symbol")
        static let action = MenuItem.shape.key("action")
        static let children = MenuItem.shape.key("children")
    }

    init(_ object: DecodedObject) {
        title = object.string(Key.title)
        symbol = object.string(Key.symbol)
        action = object.string(Key.action)
        children = object.mapObjects(Key.children, MenuItem.init)
        anchors = object.fieldAnchors
    }
}
