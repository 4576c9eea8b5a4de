/// A description of one app's navigation chrome on one or more platforms. Its fields are generated
/// from `Specs/Description.json` (see `ModelStorage`); what a front end adds is kept beside them.
public struct Description: DecodedModel {
    var storage: ModelStorage<Values>
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

    public init(platforms: [Platform] = [], appName: String? = nil, window: Window? = nil,
                sidebar: Sidebar? = nil, toolbar: Toolbar? = nil, tabBar: TabBar? = nil, menuBar: MenuBar? = nil,
                anchors: FieldAnchors) {
        var values = Values(anchors: anchors)
        (values.platforms, values.appName, values.window, values.sidebar) = (platforms, appName, window, sidebar)
        (values.toolbar, values.tabBar, values.menuBar) = (toolbar, tabBar, menuBar)
        storage = .edited(ValueBox(values))
    }

    /// The kinds of file descriptions come from; rules about an import itself ask for theirs.
    public enum Source: Sendable {
        case description, interfaceBuilder, swift, objectiveC
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

/// The window (or main view) that holds the chrome (`Specs/Window.json`).
public struct Window: DecodedModel {
    var storage: ModelStorage<Values>

    public enum Kind: String, CaseIterable, Sendable {
        case main, document, panel, settings
    }
}
