import HIGLint
import SwiftSyntax

/// The places in a file that declare chrome without doubt (a `ToolbarItem`, a `Tab`, a
/// `.navigationTitle(…)`, a `NavigationSplitView`, a List styled as a sidebar, a
/// `UIBarButtonItem`), and which of them the mappings turned into model or named in a note: the
/// rest were dropped without a word, and get a note of their own, so that a clean run cannot hide
/// an unread main window; the run's summary counts them.
enum SwiftCoverage {
    enum Kind {
        case titles, toolbarItems, tabs, sidebars
    }

    struct Place {
        let kind: Kind
        let name: String
        let node: Syntax
        let file: ParsedFile
    }

    /// The file's places of each kind that build for at least one of `platforms`. Split views and
    /// sidebars count only where a platform shows them (not iPhone, watch or TV).
    static func places(in file: ParsedFile, platforms: [Platform]) -> [Place] {
        final class Finder: SyntaxVisitor {
            let file: ParsedFile
            var found: [Place] = []
            init(_ file: ParsedFile) {
                self.file = file
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let kind = SwiftCoverage.kind(of: call) {
                    let name = call.calledExpression.as(MemberAccessExprSyntax.self).map { "." + $0.declName.baseName.text } ?? call.calledExpression.trimmedText
                    found.append(Place(kind: kind, name: name, node: Syntax(call), file: file))
                }
                return .visitChildren
            }
        }
        let finder = Finder(file)
        finder.walk(file.tree)
        let showsSidebars = platforms.contains { [.iPadOS, .macOS, .visionOS].contains($0) }
        return finder.found.filter { place in
            (place.kind != .sidebars || showsSidebars) && platforms.contains { ViewSyntax.builds(place.node, on: $0) }
        }
    }

    /// What kind of place a call declares, if it declares one without doubt.
    static func kind(of call: FunctionCallExprSyntax) -> Kind? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            switch member.declName.baseName.text {
            case let name where SwiftRecognizers.titles.names.contains(name): return call.arguments.isEmpty ? nil : .titles
            case "tabItem": return .tabs
            case "navigationBarItems": return .toolbarItems
            case "listStyle": return SwiftLiterals.styleName(call.arguments.first?.expression) == "sidebar" ? .sidebars : nil
            default: return nil
            }
        }
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        switch name {
        case "ToolbarItem", "ToolbarItemGroup", "UIBarButtonItem": return .toolbarItems
        case "Tab", "UITab": return call.arguments.isEmpty ? nil : .tabs
        case "NavigationSplitView": return .sidebars
        default: return nil
        }
    }

    /// The places no model node and no note of the file's reading lies in, outside the syntax the
    /// reading left out on purpose, and outside types other views name (whose chrome is read where they are used).
    static func unread(_ places: [Place], in file: ParsedFile, covered: [SourceAnchor], understood: [Syntax],
                       isUsed: (String) -> Bool, isDeclared: (String) -> Bool) -> [Place] {
        // Sorted, so that each place is looked up in logarithmic time: a generated file has tens
        // of thousands of places and as many covered anchors.
        let starts = covered.filter { $0.file == file.path }.map(\.start).sorted()
        let ranges = understood.map(\.range).sorted { $0.lowerBound < $1.lowerBound }
        // For the first n ranges by start, the furthest any of them reaches: one of them holds a
        // position exactly when the ranges starting at or before it reach past it.
        var reach: [AbsolutePosition] = []
        for range in ranges { reach.append(max(reach.last ?? range.upperBound, range.upperBound)) }
        return places.filter { place in
            // The app's own `Tab` (a browser's tab model) is not SwiftUI's; a preview is not a screen.
            if isDeclared(place.name) || isInPreview(place.node) { return false }
            let start = file.position(of: place.node)
            let end = file.positions.position(at: place.node.endPositionBeforeTrailingTrivia.utf8Offset)
            let first = firstIndex(in: starts) { $0 >= start }
            if first < starts.count, starts[first] <= end { return false }
            let position = place.node.position
            let starting = firstIndex(in: ranges) { $0.lowerBound > position }
            if starting > 0, reach[starting - 1] > position { return false }
            return enclosingType(of: place.node).map { !isUsed($0) } ?? true
        }
    }

    /// The first index of a sorted array whose element satisfies a predicate that, once true, stays true.
    private static func firstIndex<Element>(in sorted: [Element], where isPast: (Element) -> Bool) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(sorted[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Whether a node is part of an Xcode preview: a `#Preview`, or a `PreviewProvider`.
    static func isInPreview(_ node: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let macro = syntax.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = syntax.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if isPreview(syntax) { return true }
            current = syntax.parent
        }
        return false
    }

    /// A `PreviewProvider` (`X_Previews`).
    static func isPreview(_ declaration: Syntax) -> Bool {
        guard let type = declaration.as(StructDeclSyntax.self) else { return false }
        return type.name.text.hasSuffix("_Previews") || type.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedText == "PreviewProvider" } == true
    }

    /// The name of the type or extension a node is declared in.
    static func enclosingType(of node: Syntax) -> String? {
        var current = node.parent
        while let syntax = current {
            if let named = syntax.asProtocol(NamedDeclSyntax.self), syntax.is(StructDeclSyntax.self) || syntax.is(ClassDeclSyntax.self) || syntax.is(EnumDeclSyntax.self) {
                return named.name.text
            }
            if let extended = syntax.as(ExtensionDeclSyntax.self) { return extended.extendedType.trimmedText.split(separator: ".").last.map(String.init) }
            current = syntax.parent
        }
        return nil
    }

    /// Every anchor of a mapped tree: the places its model came from.
    static func anchors(of node: DocumentNode, into found: inout [SourceAnchor]) {
        found.append(node.anchor)
        switch node.content {
        case .object(let members): for member in members { anchors(of: member.value, into: &found) }
        case .array(let items): for item in items { anchors(of: item, into: &found) }
        default: break
        }
    }

    /// The extensions, in other files, of the views whose body this file declares: read here.
    static func extensionsReadHere(_ file: ParsedFile, index: SwiftTypeIndex, bodyFile: (String) -> String?) -> [TypeDeclaration] {
        final class Views: SyntaxVisitor {
            var names: [String] = []
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { names.append(node.name.text); return .visitChildren }
        }
        let views = Views(viewMode: .sourceAccurate)
        views.walk(file.tree)
        return Set(views.names).filter { bodyFile($0) == file.path }.sorted().flatMap { name in
            index.parts(of: name, from: file.path).filter { $0.file.path != file.path && $0.declaration.is(ExtensionDeclSyntax.self) }
        }
    }

    static func note(for place: Place) -> Violation {
        Violation(at: place.file.anchor(place.node, path: ""),
                  "this \(place.name) is built in a way hig-lint does not follow (kept in a variable, passed to or returned from other code, or made from data), so it is not checked")
    }
}
