/// A sidebar (a source list on macOS): a tree of destinations and, optionally, a bar along its bottom edge.
/// Its fields are generated from `Specs/Sidebar.json` (see `ModelStorage`).
public struct Sidebar: DecodedModel {
    var storage: ModelStorage<Values>
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
}

/// One row of a sidebar: a section or a destination, with its own children (`Specs/SidebarItem.json`).
public struct SidebarItem: DecodedModel {
    var storage: ModelStorage<Values>

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

    public var hasIcon: Bool { symbol != nil || image != nil }
}

/// Something people can do to a sidebar row, and the places it is offered (`Specs/SidebarItemAction.json`).
public struct SidebarItemAction: DecodedModel {
    var storage: ModelStorage<Values>

    public enum Kind: String, CaseIterable, Sendable {
        case remove, rename, edit, info, share, other
    }

    /// How a message names the action.
    public var displayName: String { title ?? kind?.rawValue ?? "action" }
}

/// The bar of buttons along a sidebar's bottom edge (`Specs/SidebarBottomBar.json`).
public struct SidebarBottomBar: DecodedModel {
    var storage: ModelStorage<Values>
}

/// A button along the bottom edge of a sidebar (`Specs/BottomBarItem.json`).
public struct BottomBarItem: DecodedModel {
    var storage: ModelStorage<Values>

    public enum Action: String, CaseIterable, Sendable {
        case add, remove, edit, info, filter, menu, other
    }

    /// How a message names the button.
    public var displayName: String { label ?? symbol ?? action?.rawValue ?? "button" }
}
