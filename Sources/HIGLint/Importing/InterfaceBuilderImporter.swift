import Foundation

/// Reads Interface Builder files (`.storyboard`, `.xib`, iOS and macOS) into descriptions, one per
/// window (macOS) or scene (iOS), so that the rules for descriptions apply to them unchanged.
///
/// The importer builds the same positioned tree the JSON reader builds, with field names from the
/// model's shapes and anchors pointing into the Interface Builder file, and runs the shared
/// decoder on it. What the file leaves to code stays absent, so rules about it stay silent.
public enum InterfaceBuilderImporter {
    /// The endings of the files the importer reads.
    public static let suffixes = [".storyboard", ".xib"]

    public static func handles(_ path: String) -> Bool {
        FileSystemPath.hasSuffix(path, anyOf: suffixes)
    }


    /// Reads a storyboard or xib into descriptions. `namedObjects` are the object ids configured
    /// suppressions name; each description learns which objects lie inside them.
    public static func load(contentsOf path: String, maximumFileSize: Int = DescriptionLoader.defaultMaximumFileSize,
                            namedObjects: Set<String> = [], mainMenu: InterfaceBuilderMainMenu? = nil) -> Result<[Description], LoadFailure> {
        InterfaceBuilderFrontEnd(mainMenus: mainMenu.map { .init(menus: [$0]) })
            .load(contentsOf: path, options: LoadOptions(maximumFileSize: maximumFileSize, namedObjects: namedObjects))
    }

    /// `mainMenu` is another file's main menu, used when this document has none of its own.
    public static func load(bytes: [UInt8], path: String, namedObjects: Set<String> = [],
                            mainMenu: InterfaceBuilderMainMenu? = nil, code: InterfaceBuilderCode? = nil) -> Result<[Description], LoadFailure> {
        loadWithOutlets(bytes: bytes, path: path, namedObjects: namedObjects, mainMenu: mainMenu, code: code).map(\.descriptions)
    }

    /// The descriptions, and for each object an outlet points to, where the code declares that
    /// outlet (`@IBOutlet var outlineView` of `SidebarViewController`): the code that fills or
    /// drives the object, which a finding about it shows as a related location.
    static func loadWithOutlets(bytes: [UInt8], path: String, namedObjects: Set<String> = [], mainMenu: InterfaceBuilderMainMenu? = nil,
                                code: InterfaceBuilderCode? = nil, references: InterfaceBuilderReferences? = nil)
        -> Result<(descriptions: [Description], outlets: [String: [RelatedLocation]]), LoadFailure> {
        do throws(LoadError) {
            let document = try InterfaceBuilderDocument.read(SourceText(path: path, bytes: bytes))
            if document.root.name == "archive" { return .success(([legacyArchive(document)], [:])) }
            var containing: [String: [String]] = [:]
            for named in namedObjects.sorted() {
                guard let element = document.objects[named] else { continue }
                containing[named, default: []].append(named)
                element.forEachDescendant { if let id = $0.id { containing[id, default: []].append(named) } }
            }
            // (A referenced storyboard that does not read is left out: its tabs get a note.)
            let referenced = (references?.files ?? [:]).compactMapValues { try? InterfaceBuilderDocument.read(SourceText(path: $0.path, bytes: $0.bytes)) }
            var mapping = InterfaceBuilderMapping(document: document, code: code ?? InterfaceBuilderCode(), referenced: referenced)
            let trees = try mapping.descriptionTrees()
            let sharedMenu = mainMenu.flatMap { $0.serves(document) ? $0 : nil }
            var descriptions: [Description] = []
            for (tree, notes) in zip(trees, mapping.notes) {
                var description: Description
                switch Description.decode(tree) {
                case .success(let decoded): description = decoded
                case .failure(let failure): return .failure(failure)
                }
                description.source = .interfaceBuilder
                description.notUnderstood = notes
                description.containingObjects = containing
                if let sharedMenu, description.window != nil, description.menuBar == nil, description.platforms.contains(.macOS) {
                    // A window whose file has no main menu gets the app's, from another file of the run.
                    description.menuBar = sharedMenu.menuBar
                    description.appName = description.appName ?? sharedMenu.appName
                }
                descriptions.append(description)
            }
            if let code, let stopped = code.stoppedAt, !descriptions.isEmpty {
                descriptions[0].notUnderstood.append(Violation(at: mapping.anchor(document.root),
                    "hig-lint reads at most \(code.budget) tokens of the app's code for how it shows windows and scenes, "
                    + "and stopped at \(stopped); what the code after it does is not known"))
            }
            return .success((descriptions, code.map { outletDeclarations(in: document, code: $0) } ?? [:]))
        } catch {
            return .failure(LoadFailure(errors: [error]))
        }
    }

    /// For each object an outlet of a class points to (`<outlet property="outlineView" destination="…"/>`
    /// in the connections of an object of class `SidebarViewController`), where the code declares
    /// the outlet, in the class or a superclass.
    static func outletDeclarations(in document: InterfaceBuilderDocument, code: InterfaceBuilderCode) -> [String: [RelatedLocation]] {
        guard !code.outlets.isEmpty else { return [:] }
        var found: [String: [RelatedLocation]] = [:]
        document.root.forEachDescendant { element in
            guard element.name == "outlet", let property = element["property"], let destination = element["destination"],
                  element.parent?.name == "connections", let owner = element.parent?.parent?["customClass"],
                  let declared = code.outletDeclaration(property, ofClass: owner) else { return }
            found[destination, default: []].append(RelatedLocation(at: declared, "outlet \(property) of \(owner)"))
        }
        return found
    }

    /// An Interface Builder 3 archive (root `<archive>`): Xcode still builds it, but its object
    /// graph is another format, so the file is one not-understood finding rather than an error.
    private static func legacyArchive(_ document: InterfaceBuilderDocument) -> Description {
        let root = document.root
        let at = SourceAnchor(file: document.path, start: root.tag.start, end: root.tag.end, path: "/archive")
        var description = Description(anchors: FieldAnchors(object: at))
        description.source = .interfaceBuilder
        description.notUnderstood = [Violation(at: at, "the file is in Interface Builder 3's archive format (<archive type=\"\(root["type"] ?? "")\">), which hig-lint does not read; open it in Xcode and save it to convert it to the current format")]
        return description
    }

    /// The id of the object a finding's element is, or lies in: the last `[@id='…']` of its path.
    static func objectID(of anchor: SourceAnchor) -> String? {
        guard let start = anchor.path.range(of: "[@id='", options: .backwards),
              let end = anchor.path[start.upperBound...].firstIndex(of: "'") else { return nil }
        return String(anchor.path[start.upperBound..<end])
    }
}
