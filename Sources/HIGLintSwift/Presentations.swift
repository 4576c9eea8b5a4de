import HIGLint
import SwiftSyntax

/// Which view types the run's code shows in a window and which only modally: one pass over each
/// type's declaration for the views it names, then what reaches what.
///
/// A view named inside a presentation modifier's content (`.sheet { Form() }`) or handed to
/// AppKit's sheet and modal-window calls is modal; one named inside a scene is a window's; one
/// named anywhere else (a body, `NavigationLink(destination:)`, `navigationDestination`) is shown
/// the way the view that names it is. A view reached both ways is a window's, so that nothing a
/// window shows goes unchecked.
enum Presentations {
    /// SwiftUI modifiers whose content is presented modally.
    static let modalModifiers: Set<String> = ["sheet", "popover", "fullScreenCover", "alert", "confirmationDialog"]
    /// AppKit calls that run a view controller or window as a sheet or modal window.
    static let modalCalls: Set<String> = ["presentAsSheet", "presentAsModalWindow", "beginSheet", "runModal"]
    /// SwiftUI views that hold others without giving them a navigation bar: a view held in any
    /// other view not the app's own (a package's `NBNavigationStack`) may have one.
    static let plainViews: Set<String> = [
        "VStack", "HStack", "ZStack", "Group", "ScrollView", "ScrollViewReader", "List", "Form", "Section", "GeometryReader",
        "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ForEach", "ViewThatFits", "GroupBox",
        "DisclosureGroup", "ControlGroup", "Button", "Menu", "Label", "AnyView", "Text", "Image", "Picker", "Toggle",
        "ToolbarItem", "ToolbarItemGroup", "Link", "ShareLink", "PhotosPicker", "ContentUnavailableView", "Tab", "TabView",
    ]
    /// Views that hold a navigation bar for the views in them.
    static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]
    /// Scenes, whose content is a window's.
    static let scenes: Set<String> = ["WindowGroup", "Window", "DocumentGroup", "Settings", "MenuBarExtra", "UtilityWindow"]

    private enum Edge { case composed, modal, scene }

    /// How each presentation modifier and AppKit call shows its content, on the map.
    private static let modalKinds: [String: NavigationGraph.Kind] = [
        "sheet": .sheet, "popover": .popover, "fullScreenCover": .fullScreenCover, "alert": .alert, "confirmationDialog": .alert,
        "presentAsSheet": .sheet, "beginSheet": .sheet, "presentAsModalWindow": .modalWindow, "runModal": .modalWindow,
    ]

    /// A call's arguments by label, the unlabelled ones as `#0`, `#1`… in order.
    static func argumentsByKey(_ call: FunctionCallExprSyntax) -> [String: ExprSyntax] {
        var found = argumentsByKey(call.arguments)
        // Trailing closures: the first under `{}` (which parameter it gives depends on the
        // initializer), the others by their labels.
        if let trailing = call.trailingClosure { found[trailingClosureKey] = ExprSyntax(trailing) }
        for additional in call.additionalTrailingClosures { found[additional.label.text] = found[additional.label.text] ?? ExprSyntax(additional.closure) }
        return found
    }

    static let trailingClosureKey = "{}"

    /// The key of a View extension's function among `Shown.calls` (`View.applyListStyle(`).
    static func viewExtensionKey(_ function: String) -> String { "View.\(function)(" }

    /// A call's arguments by label, or `#n` for the n-th unlabelled one.
    static func argumentsByKey(_ arguments: LabeledExprListSyntax) -> [String: ExprSyntax] {
        var found: [String: ExprSyntax] = [:]
        var unlabeled = 0
        for argument in arguments {
            if let label = argument.label?.text {
                found[label] = found[label] ?? argument.expression
            } else {
                found["#\(unlabeled)"] = argument.expression
                unlabeled += 1
            }
        }
        return found
    }
    /// A view a node names: how it is shown (`edge` for presentations, `kind` for the map), on
    /// which platforms, and where.
    private struct Link {
        var target: String
        var edge: Edge
        var on: Set<Platform>
        var kind: NavigationGraph.Kind = .contained
        var label: String?
        var anchor: SourceAnchor
        /// Named inside a navigation container (`NavigationStack { … }`) of the code that names it.
        var navigated = false
        /// The app's views whose calls hold it in their content (`Wrapper { Pane() }`): one of them
        /// whose code holds a navigation container holds it in one too.
        var within: [String] = []
    }

    /// What the run's code says of how its views are shown.
    struct Shown: Sendable {
        /// How each view type, and each member of one that builds views (`Type.member`), is shown.
        var presentations: [String: Presentation] = [:]
        /// The views shown only on some platforms: reached, but on these platforms only through
        /// conditions that do not hold there (`if horizontalSizeClass == .compact { PhoneRoot() }
        /// else { SplitRoot() }`: no split root on iPhone).
        var unshown: [String: Set<Platform>] = [:]
        /// The arguments of each call of each type the run declares (`DetailView(title: "Recent")`),
        /// by label, or `#n` for the n-th unlabelled one, outside previews: what callers give a
        /// view's stored properties.
        var calls: [String: [[String: ExprSyntax]]] = [:]
        /// Each place a node (a type, `Type.member`) shows another, for the navigation map.
        var links: [NavigationGraph.Link] = []
        /// The views a `Settings` scene shows: a Mac settings window, whose tab view's selected
        /// tab names the window.
        var settings: Set<String> = []
        /// The views shown only in a sheet, popover or cover with no navigation container on the
        /// way to them (`.sheet { SettingsView() }`, whose code holds no `NavigationStack`): on iOS,
        /// iPadOS and visionOS such a view has no navigation bar, so its title and toolbar never show.
        var barless: Set<String> = []
        /// The views shown only where no navigation container is around them, whether or not their
        /// own code holds one (`.sheet { FilterSettings() }`): a title or toolbar on their own
        /// container (`NavigationStack { … }.navigationTitle(…)`) goes to the container around it,
        /// and there is none.
        var uncontained: Set<String> = []
        /// The view types that are, or have members that are, shown both in a window and in a sheet,
        /// popover, cover or dialog (read as a window's): where the placements that answer a sheet
        /// (`.confirmationAction`) mean what they say in it.
        var alsoModal: Set<String> = []
        /// The views shown only as a split view's sidebar column (`NavigationSplitView { Folders() }`):
        /// their bar is that column's, and its title heads the column, not the window.
        var sidebarColumns: Set<String> = []
        /// For each of them, the views its split views show in the detail column beside it.
        var detailsBeside: [String: Set<String>] = [:]
    }

    /// How each view type, and each member of one that builds views (`Type.member`), is shown.
    /// A member is its own node so that `.sheet { settings }` makes `settings` a sheet's while
    /// the rest of its type stays a window's; a member nothing in its type names is shown as
    /// its type is.
    static func resolve(_ types: [String: [TypeDeclaration]]) -> Shown {
        var edges: [String: [Link]] = [:]
        var calls: [String: [[String: ExprSyntax]]] = [:]
        // `route.makeView()`: a member that builds views, named on a value of a type not
        // written down, is that type's when one type alone declares a member of that name.
        var declaring: [String: Set<String>] = [:]
        // The nodes whose own code holds a navigation container, and the app's views each gives content to.
        var navigating = Set<String>()
        var wrapping: [String: Set<String>] = [:]
        // `tab.makeContentView(selected: …)`: a function with parameters one type alone declares
        // is that type's code, keyed `name(` (a type's functions are walked with the type).
        for (name, declarations) in types {
            for member in declarations.flatMap(\.members.keys) where member != "body" { declaring[member, default: []].insert(name) }
            for function in declarations.flatMap(\.functions.keys) { declaring[String(function.prefix { $0 != "(" }) + "(", default: []].insert(name) }
        }
        let owners = declaring.compactMapValues { $0.count == 1 ? $0.first : nil }
        // In a fixed order (types by name, members by name), so that the calls each view is given
        // come in the same order every run: a dictionary's order changes from process to process.
        for name in types.keys.sorted() {
            let declarations = types[name] ?? []
            // A function with parameters (`editor(for: note)`) is a node too, named by its base name:
            // called only in a sheet's content, what it builds is the sheet's.
            let functionNodes = declarations.map { declaration in
                declaration.functions.sorted { $0.key < $1.key }.compactMap { key, function in
                    function.body.map { (name: String(key.prefix { $0 != "(" }), statements: $0.statements, declaration: Syntax(function)) }
                }
            }
            let members = Set(declarations.flatMap(\.members.keys)).union(functionNodes.joined().map(\.name))
            // Each declaration's nodes: its members, then its functions with parameters.
            let nodesOf = zip(declarations, functionNodes).map { declaration, functions in
                declaration.members.values.sorted(by: { $0.name < $1.name }).map { (name: $0.name, statements: $0.statements, declaration: $0.declaration) } + functions
            }
            for (declaration, nodes) in zip(declarations, nodesOf) {
                let skipped = Set(nodes.map(\.declaration.id))
                // Code under `#if os(…)` runs on the platforms it builds for.
                let builds = Set(Platform.allCases.filter { ViewSyntax.builds(declaration.declaration, on: $0) })
                for member in nodes {
                    let finder = NamedViews(known: types, type: name, members: members, owners: owners, skipped: [], root: false,
                                            platforms: builds.filter { ViewSyntax.builds(member.declaration, on: $0) }, file: declaration.file)
                    finder.walk(member.statements)
                    if finder.navigates { navigating.insert("\(name).\(member.name)") }
                    if !finder.wrappers.isEmpty { wrapping["\(name).\(member.name)", default: []].formUnion(finder.wrappers) }
                    edges["\(name).\(member.name)", default: []] += finder.found.filter { $0.target != "\(name).\(member.name)" }
                    calls.merge(finder.calls) { $0 + $1 }
                }
                let finder = NamedViews(known: types, type: name, members: members, owners: owners, skipped: skipped, root: true, platforms: builds,
                                        file: declaration.file)
                finder.walk(declaration.declaration)
                if finder.navigates { navigating.insert(name) }
                if !finder.wrappers.isEmpty { wrapping[name, default: []].formUnion(finder.wrappers) }
                edges[name, default: []] += finder.found.filter { $0.target != name }
                calls.merge(finder.calls) { $0 + $1 }
            }
            // A member no other code of its type names is shown as the type is.
            // (Edges from a node to itself are left out above.)
            let named = Set(([name] + members.map { "\(name).\($0)" }).flatMap { edges[$0] ?? [] }.map(\.target))
            var composed = Set<String>()
            for (declaration, nodes) in zip(declarations, nodesOf) {
                for member in nodes where !named.contains("\(name).\(member.name)") && composed.insert(member.name).inserted {
                    edges[name, default: []].append(Link(target: "\(name).\(member.name)", edge: .composed, on: Set(Platform.allCases),
                                                         anchor: declaration.file.anchor(member.declaration, path: "")))
                }
            }
        }
        /// What the starts reach, on one platform or on any: through composition, and through
        /// presentations too when `presenting`.
        func reached(from starts: [String], on platform: Platform?, presenting: Bool) -> Set<String> {
            var seen = Set(starts), pending = starts
            while let name = pending.popLast() {
                for link in edges[name] ?? [] where (link.edge == .composed || presenting && link.edge == .modal)
                    && platform.map(link.on.contains) != false && seen.insert(link.target).inserted {
                    pending.append(link.target)
                }
            }
            return seen
        }
        let sourced = edges.flatMap { source, links in links.map { (source: source, link: $0) } }
        /// The views links of a kind start, on one platform or on any, from the sources `from` takes.
        func targets(_ kind: Edge, on platform: Platform?, from sources: (String) -> Bool = { _ in true }) -> [String] {
            sourced.filter { $0.link.edge == kind && platform.map($0.link.on.contains) != false && sources($0.source) }.map(\.link.target)
        }
        var shown = Shown()
        shown.calls = calls
        shown.links = edges.keys.sorted().flatMap { source in
            edges[source]!.map { NavigationGraph.Link(source: source, target: $0.target, kind: $0.kind, label: $0.label, platforms: $0.on, anchor: $0.anchor) }
        }
        let shownBy = Dictionary(grouping: sourced.filter { !$0.source.hasSuffix("_Previews") }, by: \.link.target)
        shown.sidebarColumns = Set(shownBy.compactMap { target, links in links.allSatisfy { $0.link.kind == .column && $0.link.label == "sidebar" } ? target : nil })
        // (Each split view's detail found once: one body may show thousands of sidebar views.)
        var detailsOf: [String: [String]] = [:]
        for sidebar in shown.sidebarColumns {
            for source in Set((shownBy[sidebar] ?? []).map(\.source)) {
                let details = detailsOf[source] ?? (edges[source] ?? []).filter { $0.kind == .column && $0.label == "detail" }.map(\.target)
                detailsOf[source] = details
                shown.detailsBeside[sidebar, default: []].formUnion(details)
            }
        }
        shown.settings = Set(sourced.filter { $0.link.edge == .scene && $0.link.kind == .scene && $0.link.label == "Settings" }.map(\.link.target))
        let windows = reached(from: targets(.scene, on: nil), on: nil, presenting: false)
        let modals = reached(from: targets(.modal, on: nil), on: nil, presenting: false)
        for name in modals { shown.presentations[name] = .modal }
        for name in windows { shown.presentations[name] = .window }
        shown.alsoModal = Set(windows.intersection(modals).map { String($0.prefix { $0 != "." }) })
        let anywhere = windows.union(modals)
        // From each presentation's content that no navigation container holds, through the views
        // composed into it outside one, stopping at a view whose code holds its own; less what is
        // also shown in a window, or in a presentation that has a container on the way.
        // A node that gives content to a view of the app's holding a container holds one too, and so
        // on to the nodes that give theirs to it: from each container-holding node back to its wrappers' users.
        var users: [String: [String]] = [:]
        for (node, wrappers) in wrapping { for wrapper in wrappers { users[wrapper, default: []].append(node) } }
        var found = Array(navigating)
        while let holder = found.popLast() {
            // `Wrapper.body` holding a container makes `Wrapper` one.
            let wrapper = holder.hasSuffix(".body") ? String(holder.dropLast(5)) : holder
            for node in users[wrapper] ?? [] where navigating.insert(node).inserted { found.append(node) }
        }
        func navigated(_ link: Link) -> Bool { link.navigated || link.within.contains { navigating.contains($0) || navigating.contains($0 + ".body") } }
        var barless = Set<String>()
        var pending = sourced.filter { $0.link.edge == .modal && !navigated($0.link) }.map(\.link.target)
        while let name = pending.popLast() {
            guard !navigating.contains(name), barless.insert(name).inserted else { continue }
            pending += (edges[name] ?? []).filter { $0.edge == .composed && !navigated($0) }.map(\.target)
        }
        // Shown with a bar: what a link in a container names (a presentation's content, a pushed
        // screen), a view holding its own container, and what they compose.
        var barred = Set(sourced.filter { $0.link.edge != .scene && navigated($0.link) }.map(\.link.target)).union(navigating.intersection(barless.union(modals)))
        pending = Array(barred)
        while let name = pending.popLast() {
            for link in edges[name] ?? [] where link.edge == .composed && barred.insert(link.target).inserted { pending.append(link.target) }
        }
        shown.barless = barless.subtracting(windows).subtracting(barred)
        var uncontained = Set<String>()
        pending = sourced.filter { $0.link.edge == .modal && !navigated($0.link) }.map(\.link.target)
        while let name = pending.popLast() {
            guard uncontained.insert(name).inserted else { continue }
            pending += (edges[name] ?? []).filter { $0.edge == .composed && !navigated($0) }.map(\.target)
        }
        var contained = Set(sourced.filter { $0.link.edge != .scene && navigated($0.link) }.map(\.link.target))
        pending = Array(contained)
        while let name = pending.popLast() {
            for link in edges[name] ?? [] where link.edge == .composed && contained.insert(link.target).inserted { pending.append(link.target) }
        }
        shown.uncontained = uncontained.subtracting(windows).subtracting(contained)
        // A view that a scene reaches presents on the platforms where it is shown; one that no scene
        // reaches (hosted by UIKit or AppKit code) presents wherever its presentations build.
        let rooted = reached(from: targets(.scene, on: nil), on: nil, presenting: true)
        for platform in Platform.allCases {
            let starts = targets(.scene, on: platform) + targets(.modal, on: platform) { !rooted.contains($0) }
            let here = reached(from: starts, on: platform, presenting: true)
            for name in anywhere.subtracting(here) { shown.unshown[name, default: []].insert(platform) }
        }
        return shown
    }

    /// The known view types a declaration names (`Name(…)`), and the members of its own type
    /// (`settings`, `self.sidebar()`), and how: inside a presentation's content, a scene's, or
    /// neither. Nested types are declarations of their own; `skipped` members are walked as
    /// nodes of their own.
    private final class NamedViews: SyntaxVisitor {
        let known: [String: [TypeDeclaration]]
        let type: String
        let members: Set<String>
        let owners: [String: String]
        let skipped: Set<SyntaxIdentifier>
        var found: [Link] = []
        /// Each call of a known type, by its labelled arguments (none from a preview).
        var calls: [String: [[String: ExprSyntax]]] = [:]
        private var modalDepth = 0, sceneDepth = 0, navigationDepth = 0
        /// Whether the code walked holds a navigation container.
        private(set) var navigates = false
        /// The app's views the code walked gives content to (`PlatformNavigationStack { … }`): it holds
        /// a navigation container when one of them does.
        private(set) var wrappers = Set<String>()
        /// The platforms where the code being walked runs, as the `#if`s around it say and the
        /// `if`s on the device idiom and size class.
        private var platforms: Set<Platform>
        private var root: Bool
        private let file: ParsedFile
        /// How the code being walked shows what it names, innermost last (a scene's content, a
        /// split view's column, a sheet's content).
        private var shownAs: [(kind: NavigationGraph.Kind, label: String?)] = []

        init(known: [String: [TypeDeclaration]], type: String, members: Set<String>, owners: [String: String], skipped: Set<SyntaxIdentifier>, root: Bool,
             platforms: Set<Platform>, file: ParsedFile) {
            (self.known, self.type, self.members, self.owners, self.skipped, self.root) = (known, type, members, owners, skipped, root)
            self.platforms = platforms
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        private var edge: Edge { modalDepth > 0 ? .modal : sceneDepth > 0 ? .scene : .composed }

        /// A view named here, at `node`.
        private func record(_ target: String, at node: some SyntaxProtocol) {
            let shown = shownAs.last ?? (.contained, nil)
            var within: [String] = [], unknownWrapper = false
            var current = Syntax(node).parent
            while let syntax = current, !syntax.is(MemberBlockItemSyntax.self) {
                // A call whose arguments or closures hold the node, not one it is the name of: an app's
                // view, or a view of a package's (`NBNavigationStack { … }`), which may be a navigation container.
                if let call = syntax.as(FunctionCallExprSyntax.self), node.position >= call.calledExpression.endPosition {
                    // Not past the presentation whose content holds it.
                    let presenting = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                        ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    if let presenting, Presentations.modalModifiers.contains(presenting) || Presentations.modalCalls.contains(presenting) { break }
                    if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true {
                        if known[name] != nil { within.append(name) } else if !Presentations.plainViews.contains(name) { unknownWrapper = true }
                    }
                }
                current = syntax.parent
            }
            found.append(Link(target: target, edge: edge, on: platforms, kind: shown.kind, label: shown.label, anchor: file.anchor(node, path: ""),
                              // A pushed screen is in the stack that pushes it.
                              navigated: navigationDepth > 0 || unknownWrapper || shown.kind == .pushed, within: within))
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter() }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { skipped.contains(node.id) ? .skipChildren : .visitChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { skipped.contains(node.id) ? .skipChildren : .visitChildren }

        private func enter() -> SyntaxVisitorContinueKind {
            defer { root = false }
            return root ? .visitChildren : .skipChildren
        }

        /// `if horizontalSizeClass == .compact { … } else { … }`: each branch runs on the platforms
        /// where its condition can hold (`ViewSyntax.idiom`); other conditions can hold anywhere.
        override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
            let atoms = ViewSyntax.conditionAtoms(node)
            let decided = Platform.allCases.map { platform in (platform, atoms.map { ViewSyntax.decide($0, on: platform, catalyst: false) }) }
            let then = platforms.intersection(decided.filter { !$0.1.contains(false) }.map(\.0))
            let otherwise = platforms.intersection(decided.filter { atoms.isEmpty || !$0.1.allSatisfy { $0 == true } }.map(\.0))
            let around = platforms
            walk(node.conditions)
            platforms = then
            walk(node.body)
            if let elseBody = node.elseBody {
                platforms = otherwise
                walk(elseBody)
            }
            platforms = around
            return .skipChildren
        }

        /// Each clause of an `#if` builds for the platforms where it is the one taken.
        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            let around = platforms
            for clause in node.clauses {
                platforms = around.filter { ViewSyntax.activeClause(node, $0)?.id == clause.id }
                if let elements = clause.elements { walk(elements) }
            }
            platforms = around
            return .skipChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            // A member access's name (`.font(.body)`, `model.title`) names no member of this type;
            // `self.x` is read at the member access.
            if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id { return .visitChildren }
            if members.contains(node.baseName.text) { record("\(type).\(node.baseName.text)", at: node) }
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.declName.baseName.text
            if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self), members.contains(name) {
                record("\(type).\(name)", at: node)
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let called = node.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? node.calledExpression
            if let reference = called.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if known[name] != nil {
                    if node.trailingClosure != nil || node.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }) { wrappers.insert(name) }
                    record(name, at: node)
                    if !type.hasSuffix("_Previews") {
                        calls[name, default: []].append(Presentations.argumentsByKey(node))
                    }
                }
                // SwiftUI's containers, or a package's (`NBNavigationStack`, NavigationBackport's).
                if Presentations.navigationContainers.contains(name) || known[name] == nil && name.contains("Navigation") && name != "NavigationLink" {
                    return inNavigationContainer { walkArguments(of: node, scene: nil, Self.shownArguments(name, node) ?? { _ in nil }) }
                }
                if Presentations.scenes.contains(name) { return walkArguments(of: node, scene: true) { _ in (.scene, name) } }
                if Presentations.modalCalls.contains(name) { return walkArguments(of: node, scene: false) { _ in (Presentations.modalKinds[name]!, nil) } }
                if let shown = Self.shownArguments(name, node) { return walkArguments(of: node, scene: nil, shown) }
            } else if let member = called.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                // `.applySettingsListModifiers(title: "General")`: a modifier of the app's own (a function of a View
                // extension), whose arguments are what its body gives the views and modifiers it applies.
                // (One without parameters is indexed as a member, `name`; one with them as a function, `name(`.)
                if owners[name + "("] == "View" || owners[name] == "View", !type.hasSuffix("_Previews") {
                    calls[Presentations.viewExtensionKey(name), default: []].append(Presentations.argumentsByKey(node))
                    // `.embeddedInNavigation()`: a modifier of the app's own whose body puts the view in a
                    // navigation container is one, for the view it is applied to.
                    if Self.embedsInNavigation(name, known["View"] ?? []), let base = member.base {
                        return inNavigationContainer {
                            walk(base)
                            for argument in node.arguments { walk(argument) }
                            return .skipChildren
                        }
                    }
                }
                if node.arguments.isEmpty, node.trailingClosure == nil, let base = member.base?.as(DeclReferenceExprSyntax.self),
                   base.baseName.tokenKind != .keyword(.self), known[base.baseName.text] == nil, let owner = owners[name] {
                    record("\(owner).\(name)", at: node)
                } else if !node.arguments.isEmpty, let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind != .keyword(.self),
                          known[base.baseName.text] == nil, let owner = owners[name + "("], owner != type {
                    record(owner, at: node)
                }
                if Presentations.modalModifiers.contains(name) || Presentations.modalCalls.contains(name) {
                    if let base = member.base { walk(base) }
                    return walkArguments(of: node, scene: false) { _ in (Presentations.modalKinds[name]!, nil) }
                }
                if let shown = Self.shownArguments(name, node) {
                    if let base = member.base { walk(base) }
                    return walkArguments(of: node, scene: nil, shown)
                }
            }
            return .visitChildren
        }

        /// Walks code inside a navigation container: the code walked holds one, and what it names is in one.
        private func inNavigationContainer(_ walk: () -> SyntaxVisitorContinueKind) -> SyntaxVisitorContinueKind {
            navigates = true
            navigationDepth += 1
            defer { navigationDepth -= 1 }
            return walk()
        }

        /// Whether a View extension's function (by name, any overload) holds a navigation container.
        static func embedsInNavigation(_ name: String, _ extensions: [TypeDeclaration]) -> Bool {
            func holdsContainer(_ node: Syntax) -> Bool {
                TypeCode.all(DeclReferenceExprSyntax.self, in: node).contains { Presentations.navigationContainers.contains($0.baseName.text) }
            }
            return extensions.contains { declaration in
                declaration.members[name].map { holdsContainer(Syntax($0.statements)) } == true
                    || declaration.functions.contains { key, function in
                        key.prefix(while: { $0 != "(" }) == name && function.body.map { holdsContainer(Syntax($0)) } == true
                    }
            }
        }

        /// Walks a call's arguments and closures as a scene's content (`scene`), a presentation's
        /// (`scene` false) or neither (nil), each shown on the map as `shown` says of its key
        /// (`argumentsByKey`; nil: as the code around it).
        private func walkArguments(of node: FunctionCallExprSyntax, scene: Bool?,
                                   _ shown: (String) -> (kind: NavigationGraph.Kind, label: String?)?) -> SyntaxVisitorContinueKind {
            if scene == true { sceneDepth += 1 } else if scene == false { modalDepth += 1 }
            // A presentation's content starts outside any navigation container of the code around it.
            let around = navigationDepth
            if scene == false { navigationDepth = 0 }
            defer { navigationDepth = around }
            func walk(_ part: some SyntaxProtocol, key: String) {
                let kind = shown(key)
                if let kind { shownAs.append(kind) }
                self.walk(part)
                if kind != nil { shownAs.removeLast() }
            }
            var unlabeled = 0
            for argument in node.arguments {
                walk(argument, key: argument.label?.text ?? "#\(unlabeled)")
                if argument.label == nil { unlabeled += 1 }
            }
            if let closure = node.trailingClosure { walk(closure, key: Presentations.trailingClosureKey) }
            for closure in node.additionalTrailingClosures { walk(closure, key: closure.label.text) }
            if scene == true { sceneDepth -= 1 } else if scene == false { modalDepth -= 1 }
            return .skipChildren
        }

        /// How the arguments of a call that shows views without presenting them are shown on the
        /// map, by key: a split view's columns, a tab view's tabs, a navigation link's or
        /// destination modifier's pushed screen, an inspector; nil for another call.
        static func shownArguments(_ name: String, _ node: FunctionCallExprSyntax) -> ((String) -> (kind: NavigationGraph.Kind, label: String?)?)? {
            let trailing = Presentations.trailingClosureKey
            switch name {
            case "NavigationSplitView":
                return { key in
                    switch key {
                    case trailing, "sidebar": (.column, "sidebar")
                    case "content", "detail": (.column, key)
                    default: nil
                    }
                }
            case "TabView":
                return { [trailing, "content"].contains($0) ? (.tab, nil) : nil }
            case "Tab":
                let title = node.arguments.first.flatMap { $0.label == nil ? SwiftLiterals.string($0.expression) : nil }
                return { [trailing, "content"].contains($0) ? (.tab, title) : nil }
            case "NavigationLink":
                // The trailing closure is the destination when a title or a `label:` closure comes with it.
                let labels = Set(node.arguments.compactMap { $0.label?.text })
                let destination = node.additionalTrailingClosures.contains { $0.label.text == "label" }
                    || node.arguments.first?.label == nil && !node.arguments.isEmpty && labels.isDisjoint(with: ["destination", "value"])
                return { key in key == "destination" || key == trailing && destination ? (.pushed, nil) : nil }
            case "navigationDestination":
                return { [trailing, "destination"].contains($0) ? (.pushed, nil) : nil }
            case "inspector":
                return { [trailing, "content"].contains($0) ? (.inspector, nil) : nil }
            default:
                return nil
            }
        }
    }
}
