/// A toolbar: a title and groups of controls placed at its leading edge, centre or trailing edge.
public struct Toolbar: Sendable {
    public var title: String?
    public var groups: [ToolbarGroup]
    public var anchors: FieldAnchors

    public static let shape: Shape = Shape(
        name: "toolbar", definition: "Toolbar",
        summary: "A toolbar: a title and groups of controls.",
        fields: [
            Field("title", .string, "The title shown in the toolbar."),
            Field("groups", .list(.object { ToolbarGroup.shape }, xmlElement: "group"), "The groups of controls, leading to trailing."),
        ])

    init(_ object: DecodedObject) {
        title = object.string("title")
        groups = object.objects("groups").map(ToolbarGroup.init)
        anchors = object.fieldAnchors
    }
}

/// A run of related toolbar items sharing one placement.
public struct ToolbarGroup: Sendable {
    public enum Placement: String, CaseIterable, Sendable {
        case leading, center, trailing, bottom
    }

    public var placement: Placement?
    public var items: [ToolbarItem]
    public var anchors: FieldAnchors

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

    init(_ object: DecodedObject) {
        placement = object.value("placement")
        items = object.objects("items").map(ToolbarItem.init)
        anchors = object.fieldAnchors
    }
}

/// One control in a toolbar.
public struct ToolbarItem: Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case button, menu, search, title, sidebarToggle, segmentedControl, space, flexibleSpace, custom
    }

    public enum Style: String, CaseIterable, Sendable {
        case plain, bordered, prominent
    }

    public enum Role: String, CaseIterable, Sendable {
        case done, cancel, back, close, save, submit, search, more, share, inspector
    }

    public var kind: Kind?
    public var label: String?
    public var symbol: String?
    public var style: Style?
    public var role: Role?
    public var anchors: FieldAnchors

    /// How a message names the item.
    public var displayName: String { label ?? symbol ?? role?.rawValue ?? kind?.rawValue ?? "item" }

    public static let shape: Shape = Shape(
        name: "toolbar item", definition: "ToolbarItem",
        summary: "One control in a toolbar.",
        fields: [
            Field("kind", .enumeration(values: Kind.allCases.map(\.rawValue)), "What sort of control the item is."),
            Field("label", .string, "The item's text label (also what VoiceOver reads)."),
            Field("symbol", .string, "The item's SF Symbol name."),
            Field("style", .enumeration(values: Style.allCases.map(\.rawValue), aliases: ["borderedProminent": "prominent"]),
                  "How the item is drawn; prominent marks the primary action."),
            Field("role", .enumeration(values: Role.allCases.map(\.rawValue)), "What the item means to the system."),
        ])

    init(_ object: DecodedObject) {
        kind = object.value("kind")
        label = object.string("label")
        symbol = object.string("symbol")
        style = object.value("style")
        role = object.value("role")
        anchors = object.fieldAnchors
    }
}
