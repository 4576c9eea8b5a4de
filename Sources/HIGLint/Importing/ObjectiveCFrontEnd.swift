/// Objective-C implementation files (`.m`, `.mm`), which hig-lint does not read yet: a file whose
/// code builds navigation chrome (navigation items, bar button items, toolbars, tab bars, split
/// views, titles) gets one note at the first place it does, so that a run over an app that builds
/// its chrome in Objective-C does not pass for a clean one. Files without such code give nothing.
public struct ObjectiveCFrontEnd: FrontEnd {
    public init() {}

    public static let suffixes = [".m", ".mm"]

    /// The names whose use builds chrome, as the Swift front end's UIKit and AppKit readers know them.
    static let chromeNames = ["navigationItem", "UIBarButtonItem", "toolbarItems", "UITabBarController", "UITabBarItem",
                              "NSToolbarItem", "NSToolbar", "UISplitViewController", "NSSplitViewController", "self.title ="]

    public func claims(_ path: String, searched: Bool) -> Bool {
        FileSystemPath.hasSuffix(path, anyOf: Self.suffixes)
    }

    public func loadFile(bytes: [UInt8], path: String, options: LoadOptions) -> Result<LoadedFile, LoadFailure> {
        // A byte search, whatever the file's size: nothing is parsed or kept.
        let found = Self.chromeNames.compactMap { name in bytes.firstRange(of: Array(name.utf8)).map { (name, $0.lowerBound) } }.sorted { $0.1 < $1.1 }
        guard let first = found.first else { return .success(LoadedFile([])) }
        let at = SourceAnchor(file: path, start: PositionIndex(bytes: bytes).position(at: first.1), path: "")
        var description = Description(anchors: FieldAnchors(object: at))
        description.source = .objectiveC
        let names = found.map { "`\($0.0.hasSuffix(" =") ? String($0.0.dropLast(2)) : $0.0)`" }
        description.notUnderstood = [Violation(at: at, "this Objective-C file builds navigation chrome (\(names.joined(separator: ", "))); "
                                               + "hig-lint does not read Objective-C yet, so that chrome is not checked")]
        return .success(LoadedFile([description]))
    }
}
