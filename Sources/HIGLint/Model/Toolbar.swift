/// A toolbar: a title and groups of controls placed at its leading edge, centre or trailing edge.
public struct Toolbar: Sendable {
    /// Whether the system draws the toolbar or the app draws its own.
    public enum Kind: String, CaseIterable, Sendable {
        case system, custom
    }

    public enum Orientation: String, CaseIterable, Sendable {
        case horizontal, vertical
    }

    /// The toolbar's fields, in a box that copies share (see `ValueBox`): each toolbar rule takes
    /// the toolbar out of its description.
    struct Values: Sendable {
        var title: String?
        var kind: Kind?
        var orientation: Orientation?
        var customizable: Bool?
        var background: ColorValue?
        var tint: ColorValue?
        var autoHides: Bool?
        var restorable: Bool?
        var minimumWidth: Int?
        var groups: [ToolbarGroup]
        var variants: [ToolbarVariant]
        var anchors: FieldAnchors
    }

    private var box: ValueBox<Values>

    public var title: String? { get { box.values.title } set { box = box.with { $0.title = newValue } } }
    public var kind: Kind? { get { box.values.kind } set { box = box.with { $0.kind = newValue } } }
    public var orientation: Orientation? { get { box.values.orientation } set { box = box.with { $0.orientation = newValue } } }
    public var customizable: Bool? { get { box.values.customizable } set { box = box.with { $0.customizable = newValue } } }
    /// A background the app sets instead of the system's material.
    public var background: ColorValue? { get { box.values.background } set { box = box.with { $0.background = newValue } } }
    /// A tint the app applies to every control in the toolbar.
    public var tint: ColorValue? { get { box.values.tint } set { box = box.with { $0.tint = newValue } } }
    /// Whether the toolbar hides itself (for example while people read or watch full screen).
    public var autoHides: Bool? { get { box.values.autoHides } set { box = box.with { $0.autoHides = newValue } } }
    /// Whether people can always bring a hidden toolbar back (a gesture, a pointer at the top edge, a menu command).
    public var restorable: Bool? { get { box.values.restorable } set { box = box.with { $0.restorable = newValue } } }
    /// The width, in points, the toolbar needs to show every item.
    public var minimumWidth: Int? { get { box.values.minimumWidth } set { box = box.with { $0.minimumWidth = newValue } } }
    public var groups: [ToolbarGroup] { get { box.values.groups } set { box = box.with { $0.groups = newValue } } }
    /// The same toolbar as other platforms show it.
    public var variants: [ToolbarVariant] { get { box.values.variants } set { box = box.with { $0.variants = newValue } } }
    public var anchors: FieldAnchors { get { box.values.anchors } set { box = box.with { $0.anchors = newValue } } }

    /// Every item in every group, leading to trailing.
    public var items: [ToolbarItem] { groups.flatMap(\.items) }

    public static let shape: Shape = Shape(
        name: "toolbar", definition: "Toolbar",
        summary: "A toolbar: a title and groups of controls.",
        fields: [
            Field("title", .string, "The title shown in the toolbar."),
            Field("kind", .enumeration(values: Kind.allCases.map(\.rawValue)), "Whether the system draws the toolbar (system) or the app draws its own (custom)."),
            Field("orientation", .enumeration(values: Orientation.allCases.map(\.rawValue)), "Whether the items run horizontally (the default) or vertically."),
            Field("customizable", .boolean, "Whether people can add, remove and rearrange items."),
            Field("background", .color, "A background colour the app sets instead of the system's; default for the system's."),
            Field("tint", .color, "A tint the app applies to the toolbar's controls; default for none."),
            Field("autoHides", .boolean, "Whether the toolbar hides itself, for example while people read or watch full screen."),
            Field("restorable", .boolean, "Whether people can always bring a hidden toolbar back."),
            Field("minimumWidth", .integer(minimum: 0, maximum: nil), "The width in points the toolbar needs to show every item."),
            Field("groups", .list(.object { ToolbarGroup.shape }, xmlElement: "group"), "The groups of controls, leading to trailing."),
            Field("variants", .list(.object { ToolbarVariant.shape }, xmlElement: "variant"), "The same toolbar as other platforms show it, to compare groupings across platforms."),
        ])

    /// The fields this type reads, found in the shape once (see `FieldKey`).
    private enum Key {
        static let title = Toolbar.shape.key("title")
        static let kind = Toolbar.shape.key("kind")
        static let orientation = Toolbar.shape.key("orientation")
        static let customizable = Toolbar.shape.key("customizable")
        static let background = Toolbar.shape.key("background")
        static let tint = Toolbar.shape.key("tint")
        static let autoHides = Toolbar.shape.key("autoHides")
        static let restorable = Toolbar.shape.key("restorable")
        static let minimumWidth = Toolbar.shape.key("minimumWidth")
        static let groups = Toolbar.shape.key("groups")
        static let variants = Toolbar.shape.key("variants")
    }

    init(_ object: DecodedObject) {
        box = ValueBox(Values(
            title: object.string(Key.title),
            kind: object.value(Key.kind),
            orientation: object.value(Key.orientation),
            customizable: object.bool(Key.customizable),
            background: object.color(Key.background),
            tint: object.color(Key.tint),
            autoHides: object.bool(Key.autoHides),
            restorable: object.bool(Key.restorable),
            minimumWidth: object.integer(Key.minimumWidth),
            groups: object.mapObjects(Key.groups, ToolbarGroup.init),
            variants: object.mapObjects(Key.variants, ToolbarVariant.init),
            anchors: object.fieldAnchors))
    }

    /// The groups shown on a platform: a variant's when one names it, the toolbar's own otherwise.
    public func groups(on platform: Platform) -> [ToolbarGroup] {
        variants.first { $0.platforms.contains(platform) }?.groups ?? groups
    }
}

/// The groups of a toolbar as some other platforms show it.
public struct ToolbarVariant: Sendable {
    public var platforms: [Platform]
    public var groups: [ToolbarGroup]
    public var anchors: FieldAnchors

    public static let shape: Shape = Shape(
        name: "toolbar variant", definition: "ToolbarVariant",
        summary: "The toolbar's groups as other platforms show them.",
        fields: [
            Field("platforms", .list(.enumeration(values: Platform.allCases.map(\.rawValue)), xmlElement: nil), required: true,
                  "The platforms that show this variant."),
            Field("groups", .list(.object { ToolbarGroup.shape }, xmlElement: "group"), "The groups of controls, leading to trailing."),
        ])

    /// The fields this type reads, found in the shape once (see `FieldKey`).
    private enum Key {
        static let platforms = ToolbarVariant.shape.key("platforms")
        static let groups = ToolbarVariant.shape.key("groups")
    }

    init(_ object: DecodedObject) {
        platforms = object.values(Key.platforms)
        groups = object.mapObjects(Key.groups, ToolbarGroup.init)
        anchors = object.fieldAnchors
    }
}

/// A run of related toolbar items sharing one placement.
public struct ToolbarGroup: Sendable {
    public enum Placement: String, CaseIterable, Sendable {
        case leading, center, trailing, bottom
    }

    /// The group's fields, in a box that copies share (see `ValueBox`): every walk over the
    /// toolbar's items hands their group along.
    struct Values: Sendable {
        var placement: Placement?
        var items: [ToolbarItem]
        var anchors: FieldAnchors
    }

    private var box: ValueBox<Values>

    public var placement: Placement? { get { box.values.placement } set { box = box.with { $0.placement = newValue } } }
    public var items: [ToolbarItem] { get { box.values.items } set { box = box.with { $0.items = newValue } } }
    public var anchors: FieldAnchors { get { box.values.anchors } set { box = box.with { $0.anchors = newValue } } }

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

    public static let shape: Shape = Shape(
        name: "toolbar group", definition: "ToolbarGroup",
        summary: "Related toolbar items sharing one placement.",
        fields: [
            Field("placement", .enumeration(values: Placement.allCases.map(\.rawValue), aliases: placementAliases, refused: refusedPlacements),
                  "Where the group sits: leading, center, trailing, or bottom (the iPhone bottom toolbar). SwiftUI names such as topBarLeading, principal and confirmationAction are accepted where they mean one place on every platform."),
            Field("items", .list(.object { ToolbarItem.shape }, xmlElement: "item"), "The group's items, leading to trailing."),
        ])

    /// The fields this type reads, found in the shape once (see `FieldKey`).
    private enum Key {
        static let placement = ToolbarGroup.shape.key("placement")
        static let items = ToolbarGroup.shape.key("items")
    }

    init(_ object: DecodedObject) {
        box = ValueBox(Values(placement: object.value(Key.placement), items: object.mapObjects(Key.items, ToolbarItem.init),
                              anchors: object.fieldAnchors))
    }
}

/// One control in a toolbar.
public struct ToolbarItem: Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case button, menu, search, title, sidebarToggle, segmentedControl, space, flexibleSpace, custom
        /// A tab of a tab-style toolbar (a settings window's panes): it selects a pane, not a command.
        case tab
    }

    public enum Style: String, CaseIterable, Sendable {
        case plain, bordered, prominent
    }

    public enum Role: String, CaseIterable, Sendable {
        case done, cancel, back, close, save, submit, search, more, share, inspector
        /// An overflow menu the app built itself (the system adds one when items do not fit).
        case overflow
        /// The document menu next to a document's title.
        case document
        case edit, add, delete
    }

    /// Which items stay when the toolbar narrows (AppKit's visibility priority).
    public enum VisibilityPriority: String, CaseIterable, Sendable {
        case low, standard, high, user
    }

    /// The item's fields, in a box that copies share (see `ValueBox`).
    struct Values: Sendable {
        var id: String?
        var kind: Kind?
        var label: String?
        var symbol: String?
        var image: String?
        var style: Style?
        var role: Role?
        var action: String?
        var actionInCode: Bool?
        var customizable: Bool?
        var visibilityPriority: VisibilityPriority?
        var tint: ColorValue?
        var labelColor: ColorValue?
        var menu: [MenuItem]
        var alternatives: [ToolbarItem]
        var anchors: FieldAnchors
    }

    private var box: ValueBox<Values>

    public var id: String? { get { box.values.id } set { box = box.with { $0.id = newValue } } }
    public var kind: Kind? { get { box.values.kind } set { box = box.with { $0.kind = newValue } } }
    public var label: String? { get { box.values.label } set { box = box.with { $0.label = newValue } } }
    public var symbol: String? { get { box.values.symbol } set { box = box.with { $0.symbol = newValue } } }
    /// A custom image name, instead of an SF Symbol.
    public var image: String? { get { box.values.image } set { box = box.with { $0.image = newValue } } }
    public var style: Style? { get { box.values.style } set { box = box.with { $0.style = newValue } } }
    public var role: Role? { get { box.values.role } set { box = box.with { $0.role = newValue } } }
    /// The menu-bar command (its `action`) that does the same as the item.
    public var action: String? { get { box.values.action } set { box = box.with { $0.action = newValue } } }
    /// Whether code sets the item's action (an imported file names none), so which menu-bar
    /// command it matches is unknown.
    public var actionInCode: Bool? { get { box.values.actionInCode } set { box = box.with { $0.actionInCode = newValue } } }
    public var customizable: Bool? { get { box.values.customizable } set { box = box.with { $0.customizable = newValue } } }
    public var visibilityPriority: VisibilityPriority? { get { box.values.visibilityPriority } set { box = box.with { $0.visibilityPriority = newValue } } }
    public var tint: ColorValue? { get { box.values.tint } set { box = box.with { $0.tint = newValue } } }
    public var labelColor: ColorValue? { get { box.values.labelColor } set { box = box.with { $0.labelColor = newValue } } }
    /// The contents of a menu item (a pull-down or the More menu).
    public var menu: [MenuItem] { get { box.values.menu } set { box = box.with { $0.menu = newValue } } }
    /// Items shown in this one's place at other times (Done while editing, in place of Edit):
    /// one slot of the group, never shown together with it.
    public var alternatives: [ToolbarItem] { get { box.values.alternatives } set { box = box.with { $0.alternatives = newValue } } }
    public var anchors: FieldAnchors { get { box.values.anchors } set { box = box.with { $0.anchors = newValue } } }

    /// How a message names the item.
    public var displayName: String { label ?? symbol ?? role?.rawValue ?? kind?.rawValue ?? "item" }

    public static let shape: Shape = Shape(
        name: "toolbar item", definition: "ToolbarItem",
        summary: "One control in a toolbar.",
        fields: [
            Field("id", .string, "An identifier for the item (in an imported file, the object's id)."),
            Field("kind", .enumeration(values: Kind.allCases.map(\.rawValue)), "What sort of control the item is."),
            Field("label", .string, "The item's text label (also what VoiceOver reads)."),
            Field("symbol", .string, "The item's SF Symbol name."),
            Field("image", .string, "The item's custom image name."),
            Field("style", .enumeration(values: Style.allCases.map(\.rawValue), aliases: ["borderedProminent": "prominent"]),
                  "How the item is drawn; prominent marks the primary action."),
            Field("role", .enumeration(values: Role.allCases.map(\.rawValue)), "What the item means to the system."),
            Field("action", .string, "The action id of the menu-bar command that does the same (see menuBar)."),
            Field("actionInCode", .boolean, "true when code sets the item's action, so it cannot be matched to a menu-bar command (what the Interface Builder importer says of an item whose file names no action)."),
            Field("customizable", .boolean, "Whether people can remove or move the item when customising the toolbar."),
            Field("visibilityPriority", .enumeration(values: VisibilityPriority.allCases.map(\.rawValue)),
                  "Which items stay as the toolbar narrows: low items move to the overflow menu first, high ones last."),
            Field("tint", .color, "A tint the app gives the item."),
            Field("labelColor", .color, "The colour of the item's label or symbol."),
            Field("menu", .list(.object { MenuItem.shape }, xmlElement: "menuItem"), "The contents of a menu item (a pull-down or the More menu)."),
            Field("alternatives", .list(.object { ToolbarItem.shape }, xmlElement: "item"),
                  "Items shown in this one's place at other times, such as Done while editing in place of Edit; they share its slot and are never shown together with it."),
        ],
        exclusive: [["symbol", "image"]])

    /// The fields this type reads, found in the shape once (see `FieldKey`).
    private enum Key {
        static let id = ToolbarItem.shape.key("id")
        static let kind = ToolbarItem.shape.key("kind")
        static let label = ToolbarItem.shape.key("label")
        static let symbol = ToolbarItem.shape.key("symbol")
        static let image = ToolbarItem.shape.key("image")
        static let style = ToolbarItem.shape.key("style")
        static let role = ToolbarItem.shape.key("role")
        static let action = ToolbarItem.shape.key("action")
        static let actionInCode = ToolbarItem.shape.key("actionInCode")
        static let customizable = ToolbarItem.shape.key("customizable")
        static let visibilityPriority = ToolbarItem.shape.key("visibilityPriority")
        static let tint = ToolbarItem.shape.key("tint")
        static let labelColor = ToolbarItem.shape.key("labelColor")
        static let menu = ToolbarItem.shape.key("menu")
        static let alternatives = ToolbarItem.shape.key("alternatives")
    }

    init(_ object: DecodedObject) {
        box = ValueBox(Values(
            id: object.string(Key.id),
            kind: object.value(Key.kind),
            label: object.string(Key.label),
            symbol: object.string(Key.symbol),
            image: object.string(Key.image),
            style: object.value(Key.style),
            role: object.value(Key.role),
            action: object.string(Key.action),
            actionInCode: object.bool(Key.actionInCode),
            customizable: object.bool(Key.customizable),
            visibilityPriority: object.value(Key.visibilityPriority),
            tint: object.color(Key.tint),
            labelColor: object.color(Key.labelColor),
            menu: object.mapObjects(Key.menu, MenuItem.init),
            alternatives: object.mapObjects(Key.alternatives, ToolbarItem.init),
            anchors: object.fieldAnchors))
    }
}

extension Toolbar {
    /// The system's tracking separators. The HIG groups a toolbar's controls by function, with space
    /// between groups, in at most three (leading, centre, trailing; https://developer.apple.com/design/human-interface-guidelines/toolbars#Item-groupings).
    /// A tracking separator only lines the toolbar's items up with the divider between a split
    /// view's panes: it makes no group and ends none, so items on either side of it stay in the
    /// group that flexible spaces give them.
    public static let trackingSeparators: Set<String> = ["NSToolbarSidebarTrackingSeparatorItem", "NSToolbarInspectorTrackingSeparatorItem"]
}
