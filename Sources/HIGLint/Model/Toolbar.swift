/// A toolbar: a title and groups of controls placed at its leading edge, centre or trailing edge.
/// Its fields are generated from `Specs/Toolbar.json` (see `ModelStorage`).
public struct Toolbar: DecodedModel {
    var storage: ModelStorage<Values>

    /// Whether the system draws the toolbar or the app draws its own.
    public enum Kind: String, CaseIterable, Sendable {
        case system, custom
    }

    public enum Orientation: String, CaseIterable, Sendable {
        case horizontal, vertical
    }

    /// Every item in every group, leading to trailing.
    public var items: [ToolbarItem] { groups.flatMap(\.items) }

    /// The groups shown on a platform: a variant's when one names it, the toolbar's own otherwise.
    public func groups(on platform: Platform) -> [ToolbarGroup] {
        variants.first { $0.platforms.contains(platform) }?.groups ?? groups
    }
}

/// The groups of a toolbar as some other platforms show it (`Specs/ToolbarVariant.json`).
public struct ToolbarVariant: DecodedModel {
    var storage: ModelStorage<Values>
}

/// A run of related toolbar items sharing one placement (`Specs/ToolbarGroup.json`).
public struct ToolbarGroup: DecodedModel {
    var storage: ModelStorage<Values>

    public enum Placement: String, CaseIterable, Sendable {
        case leading, center, trailing, bottom
    }

    /// SwiftUI's `ToolbarItemPlacement` names that mean the same place on every platform.
    static let placementAliases = [
        "topBarLeading": "leading", "navigationBarLeading": "leading", "navigation": "leading", "cancellationAction": "leading",
        "principal": "center",
        "topBarTrailing": "trailing", "navigationBarTrailing": "trailing", "confirmationAction": "trailing",
        "bottomBar": "bottom",
    ]

    /// SwiftUI's names whose place differs by platform or context, so no single placement fits.
    static let refusedPlacements = [
        "automatic": "SwiftUI chooses its place per platform; say leading, center or trailing",
        "primaryAction": "SwiftUI puts it on the leading edge on macOS and the trailing edge on iOS; say leading or trailing",
        "secondaryAction": "SwiftUI puts it in the centre or in the overflow menu depending on the platform; say center or trailing",
        "status": "SwiftUI places status items differently per platform; say center or bottom",
        "keyboard": "keyboard items are not part of the toolbar",
    ]
}

/// One control in a toolbar (`Specs/ToolbarItem.json`).
public struct ToolbarItem: DecodedModel {
    var storage: ModelStorage<Values>

    public enum Kind: String, CaseIterable, Sendable {
        case button, menu, search, title, sidebarToggle, segmentedControl, space, flexibleSpace, custom
        /// A tab of a tab-style toolbar (a settings window's panes): it selects a pane, not a command.
        case tab
    }

    public enum Style: String, CaseIterable, Sendable {
        case plain, bordered, prominent
        /// Drawn by a button style of the app's own.
        case custom
    }

    public enum Role: String, CaseIterable, Sendable {
        case done, cancel, back, close, save, submit, search, more, share, inspector
        /// An overflow menu the app built itself (the system adds one when items do not fit).
        case overflow
        /// The document menu next to a document's title.
        case document
        case edit, add, delete
        /// Moves through the content's pages, as Back does (a web view's Back and Forward, an
        /// item in SwiftUI's navigation placement): it belongs in Back's group.
        case navigation
    }

    /// Which items stay when the toolbar narrows (AppKit's visibility priority).
    public enum VisibilityPriority: String, CaseIterable, Sendable {
        case low, standard, high, user
    }

    /// How a message names the item; one whose text the code computes says so rather than naming its kind.
    public var displayName: String { label ?? symbol ?? role?.rawValue ?? (labelInCode == true ? "text set in code" : nil) ?? kind?.rawValue ?? "item" }
}

extension Toolbar {
    /// The system's tracking separators. The HIG groups a toolbar's controls by function, with space
    /// between groups, in at most three (leading, centre, trailing; https://developer.apple.com/design/human-interface-guidelines/toolbars#Item-groupings).
    /// A tracking separator only lines the toolbar's items up with the divider between a split
    /// view's panes: it makes no group and ends none, so items on either side of it stay in the
    /// group that flexible spaces give them.
    public static let trackingSeparators: Set<String> = ["NSToolbarSidebarTrackingSeparatorItem", "NSToolbarInspectorTrackingSeparatorItem"]
}
