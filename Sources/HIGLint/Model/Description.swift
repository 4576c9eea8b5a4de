/// A description of one app's navigation chrome on one or more platforms.
public struct Description: Sendable {
    public var platforms: [Platform]
    public var appName: String?
    public var window: Window?
    public var sidebar: Sidebar?
    public var toolbar: Toolbar?
    public var tabBar: TabBar?
    public var menuBar: MenuBar?
    /// How the view that holds this chrome is shown; nil where the description does not say (a window).
    public var presentation: Presentation?
    /// The inline suppressions the file carries.
    public var suppressions: [Suppression] = []
    /// The decoded document the model was built from, for custom rules' selectors.
    public var document: DecodedObject?
    /// Elements of an imported Interface Builder file that the importer could not interpret.
    public var notUnderstood: [Violation] = []
    /// The kind of file the description was read or imported from.
    public var source: Source = .description
    /// For an imported Interface Builder file: for each object inside an object that configured
    /// suppressions name, the named objects that contain it.
    public var containingObjects: [String: [String]] = [:]
    /// What the source calls the part the description was read from (a SwiftUI view's type), for
    /// a report's headings; nil when the format names no such part.
    public var sourceName: String?
    public var anchors: FieldAnchors

    public init(platforms: [Platform] = [], appName: String? = nil, window: Window? = nil,
                sidebar: Sidebar? = nil, toolbar: Toolbar? = nil, tabBar: TabBar? = nil, menuBar: MenuBar? = nil,
                anchors: FieldAnchors) {
        self.platforms = platforms
        self.appName = appName
        self.window = window
        self.sidebar = sidebar
        self.toolbar = toolbar
        self.tabBar = tabBar
        self.menuBar = menuBar
        self.anchors = anchors
    }

    /// The kinds of file descriptions come from; rules about an import itself ask for theirs.
    public enum Source: Sendable {
        case description, interfaceBuilder, swift
    }

    /// Decodes a positioned tree that a front end built, as a description file is decoded: the
    /// same shape, the same checks, the same error messages.
    public static func decode(_ tree: DocumentNode) -> Result<Description, LoadFailure> {
        var decoder = ShapeDecoder(syntax: .json)
        guard let object = decoder.decodeObject(tree, as: shape), decoder.errors.isEmpty else {
            return .failure(LoadFailure(errors: decoder.errors))
        }
        var description = Description(object)
        description.document = object
        return .success(description)
    }

    /// The root element of an XML description.
    public static let xmlRootElement = "description"

    public static let shape: Shape = Shape(
        name: "description", definition: "Description",
        summary: "The navigation chrome of one app: its platforms, window, sidebar, toolbar, tab bar and menu bar.",
        fields: [
            Field("$schema", .string, jsonOnly: true, "The JSON Schema this file follows, for editors."),
            Field("platforms", .list(.enumeration(values: Platform.allCases.map(\.rawValue)), xmlElement: nil),
                  "The platforms the description is for. A rule written for other platforms does not run; when no platform is named, every rule runs."),
            Field("app", .string, "The app's name."),
            Field("window", .object { Window.shape }, "The window or main view that holds the chrome."),
            Field("sidebar", .object { Sidebar.shape }, "The sidebar, if the app has one."),
            Field("toolbar", .object { Toolbar.shape }, "The toolbar, if the app has one."),
            Field("tabBar", .object { TabBar.shape }, "The tab bar (or tab view that can become a sidebar), if the app has one."),
            Field("menuBar", .object { MenuBar.shape }, "The app's menu-bar menus (macOS, and iPadOS with a keyboard), so that toolbar items and sidebar actions can be matched to commands."),
            Field("presentation", .enumeration(values: Presentation.allCases.map(\.rawValue)),
                  "How the view holding this chrome is shown: window (a window or screen of its own, the default), modal (only in a sheet, popover or dialog: on macOS it has no toolbar and no visible title, its actions being the dialog's buttons), or unknown (nothing found that shows it: on macOS, findings that depend on it are info)."),
        ])

    /// The fields this type reads, found in the shape once (see `FieldKey`).
    private enum Key {
        static let platforms = Description.shape.key("platforms")
        static let app = Description.shape.key("app")
        static let window = Description.shape.key("window")
        static let sidebar = Description.shape.key("sidebar")
        static let toolbar = Description.shape.key("toolbar")
        static let tabBar = Description.shape.key("tabBar")
        static let menuBar = Description.shape.key("menuBar")
        static let presentation = Description.shape.key("presentation")
    }

    init(_ object: DecodedObject) {
        self.init(platforms: object.values(Key.platforms), appName: object.string(Key.app),
                  window: object.object(Key.window).map(Window.init), sidebar: object.object(Key.sidebar).map(Sidebar.init),
                  toolbar: object.object(Key.toolbar).map(Toolbar.init), tabBar: object.object(Key.tabBar).map(TabBar.init),
                  menuBar: object.object(Key.menuBar).map(MenuBar.init), anchors: object.fieldAnchors)
        presentation = object.string(Key.presentation).flatMap(Presentation.init(rawValue:))
    }

    /// Whether how the view is shown decides what its chrome is, and nothing says how: on macOS
    /// a sheet or dialog has no toolbar and shows no title (docs/presentation.md), so a toolbar
    /// or title finding there is one to review, not to trust.
    public var presentationDecidesChrome: Bool {
        presentation == .unknown && platforms.contains(.macOS)
    }
}

/// How a view is shown, as the app's code says (docs/presentation.md has the table).
public enum Presentation: String, CaseIterable, Sendable {
    /// In a window or a screen of its own: a scene's content, or a view composed into one or pushed from one.
    case window
    /// Only in a sheet, popover, full-screen cover or dialog, or views composed into one.
    case modal
    /// Nothing found that shows it: read as a window, its findings that depend on it at most info.
    case unknown
}

/// An Apple platform a description, or a rule, applies to.
public enum Platform: String, CaseIterable, Sendable, Comparable {
    case iOS, iPadOS, macOS, visionOS, watchOS, tvOS

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        lhs.ordinal < rhs.ordinal
    }

    /// The platform's place in `allCases` (which builds an array at every use).
    var ordinal: Int {
        switch self {
        case .iOS: 0
        case .iPadOS: 1
        case .macOS: 2
        case .visionOS: 3
        case .watchOS: 4
        case .tvOS: 5
        }
    }
}

/// The window (or main view) that holds the chrome.
public struct Window: Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case main, document, panel, settings
    }

    public var title: String?
    /// True when people may never see the title as written: code may retitle the window or show
    /// it as a sheet. Title findings about it are then at most info.
    public var titleUncertain: Bool?
    public var kind: Kind?
    /// The narrowest the window can be made, in points.
    public var minimumWidth: Int?
    /// The colour of the content layer behind the toolbar.
    public var contentBackground: ColorValue?
    /// How many sidebars the window shows side by side (an inspector-style second sidebar counts).
    public var sidebarCount: Int?
    public var anchors: FieldAnchors

    public static let shape: Shape = Shape(
        name: "window", definition: "Window", summary: "The window or main view that holds the chrome.",
        fields: [
            Field("title", .string, "The title shown in the window's title bar or toolbar."),
            Field("titleUncertain", .boolean, "true when people may never see the title as written, because code may retitle the window or show it as a sheet; title findings are then info (what the Interface Builder importer says of windows the app's own code presents)."),
            Field("kind", .enumeration(values: Kind.allCases.map(\.rawValue)), "What the window is for."),
            Field("minimumWidth", .integer(minimum: 0, maximum: nil), "The narrowest the window can be made, in points."),
            Field("contentBackground", .color, "The colour of the content layer behind the toolbar, such as #FFFFFF or systemBackground."),
            Field("sidebarCount", .integer(minimum: 0, maximum: nil), "How many sidebars the window shows side by side."),
        ])

    /// The fields this type reads, found in the shape once (see `FieldKey`).
    private enum Key {
        static let title = Window.shape.key("title")
        static let titleUncertain = Window.shape.key("titleUncertain")
        static let kind = Window.shape.key("kind")
        static let minimumWidth = Window.shape.key("minimumWidth")
        static let contentBackground = Window.shape.key("contentBackground")
        static let sidebarCount = Window.shape.key("sidebarCount")
    }

    init(_ object: DecodedObject) {
        title = object.string(Key.title)
        titleUncertain = object.bool(Key.titleUncertain)
        kind = object.value(Key.kind)
        minimumWidth = object.integer(Key.minimumWidth)
        contentBackground = object.color(Key.contentBackground)
        sidebarCount = object.integer(Key.sidebarCount)
        anchors = object.fieldAnchors
    }
}
