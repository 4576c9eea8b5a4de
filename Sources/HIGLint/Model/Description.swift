/// A description of one app's navigation chrome on one or more platforms.
public struct Description: Sendable {
    public var platforms: [Platform]
    public var appName: String?
    public var window: Window?
    public var sidebar: Sidebar?
    public var toolbar: Toolbar?
    public var anchors: FieldAnchors

    public init(platforms: [Platform] = [], appName: String? = nil, window: Window? = nil,
                sidebar: Sidebar? = nil, toolbar: Toolbar? = nil, anchors: FieldAnchors) {
        self.platforms = platforms
        self.appName = appName
        self.window = window
        self.sidebar = sidebar
        self.toolbar = toolbar
        self.anchors = anchors
    }

    /// The root element of an XML description.
    public static let xmlRootElement = "description"

    public static let shape: Shape = Shape(
        name: "description", definition: "Description",
        summary: "The navigation chrome of one app: its platforms, window, sidebar and toolbar.",
        fields: [
            Field("$schema", .string, jsonOnly: true, "The JSON Schema this file follows, for editors."),
            Field("platforms", .list(.enumeration(values: Platform.allCases.map(\.rawValue)), xmlElement: nil),
                  "The platforms the description is for. A rule written for other platforms does not run; when no platform is named, every rule runs."),
            Field("app", .string, "The app's name."),
            Field("window", .object { Window.shape }, "The window or main view that holds the chrome."),
            Field("sidebar", .object { Sidebar.shape }, "The sidebar, if the app has one."),
            Field("toolbar", .object { Toolbar.shape }, "The toolbar, if the app has one."),
        ])

    init(_ object: DecodedObject) {
        self.init(platforms: object.values("platforms"), appName: object.string("app"),
                  window: object.object("window").map(Window.init), sidebar: object.object("sidebar").map(Sidebar.init),
                  toolbar: object.object("toolbar").map(Toolbar.init), anchors: object.fieldAnchors)
    }
}

/// An Apple platform a description, or a rule, applies to.
public enum Platform: String, CaseIterable, Sendable, Comparable {
    case iOS, iPadOS, macOS, visionOS, watchOS, tvOS

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The window (or main view) that holds the chrome.
public struct Window: Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case main, document, panel, settings
    }

    public var title: String?
    public var kind: Kind?
    public var anchors: FieldAnchors

    public static let shape: Shape = Shape(
        name: "window", definition: "Window", summary: "The window or main view that holds the chrome.",
        fields: [
            Field("title", .string, "The title shown in the window's title bar or toolbar."),
            Field("kind", .enumeration(values: Kind.allCases.map(\.rawValue)), "What the window is for."),
        ])

    init(_ object: DecodedObject) {
        title = object.string("title")
        kind = object.value("kind")
        anchors = object.fieldAnchors
    }
}
