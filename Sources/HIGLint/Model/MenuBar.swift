/// The app's menu-bar menus: what lets a toolbar item or a sidebar action be matched to a command.
/// Its fields are generated from `Specs/MenuBar.json` (see `ModelStorage`).
public struct MenuBar: DecodedModel {
    var storage: ModelStorage<Values>

    /// Every command in every menu and submenu, in menu order.
    public var commands: [MenuItem] {
        func flattened(_ items: [MenuItem]) -> [MenuItem] { items.flatMap { [$0] + flattened($0.children) } }
        return flattened(menus.flatMap(\.items))
    }
}

/// One menu of the menu bar (`Specs/Menu.json`).
public struct Menu: DecodedModel {
    var storage: ModelStorage<Values>
}

/// A command in a menu (menu bar, pull-down or More menu), possibly with a submenu (`Specs/MenuItem.json`).
public struct MenuItem: DecodedModel {
    var storage: ModelStorage<Values>

    /// How a message names the command.
    public var displayName: String { title ?? action ?? symbol ?? "menu item" }
}
