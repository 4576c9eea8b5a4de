import HIGLint
import SwiftSyntax

/// Maps the SwiftUI chrome a file declares onto description trees: one for each split view,
/// tab view, sidebar list and view with a toolbar or title, for each platform the app runs on,
/// and for each combination of alternatives (`if`/`else`, `switch`) that changes what shows.
struct SwiftUIMapping: TreeBuilding {
    typealias Node = DocumentNode
    let index: SwiftTypeIndex
    let file: ParsedFile
    /// What the description being built holds that the importer could not interpret.
    var notes: [Violation] = []
    /// Set when rows or tabs come from data at run time.
    private var dynamic = false
    /// The tabs a tab bar's data may hold, as the code states its values (`tabsFromData(_:_:)`).
    private var dataTabs: [Node] = []
    /// Where rows come from data as a tree (`OutlineGroup`, `List(children:)`), when they do.
    private var treeAnchor: SourceAnchor?
    /// Types and members being read, so that a view that uses itself stops, each with what its
    /// call gives the type's stored properties (`ShareButton(title: "Export")`: `title`).
    var reading: [(path: String, given: [String: ExprSyntax])] = []
    /// The arguments of the call each view type being read was reached through, for the values of
    /// its bindings (`selection: $model.mode`), which `reading`'s given values leave out.
    private var calledWith: [String: LabeledExprListSyntax] = [:]
    /// The enum cases `ForEach` rows have been made for in this file, bounded: nested `ForEach`
    /// over enums multiply (five levels of 20 cases are 3.2 million rows).
    private var expandedCases = 0
    static let maximumExpandedCases = 1_000
    /// Which branch each `if`/`switch` inside a toolbar item or group shows while a toolbar is
    /// read once more for its later states (`nil`: the first state, or the fullest), and the most
    /// branches one of them had (`toolbarVariants`).
    var nestedChoice: Int?
    var nestedBranches = 1
    /// The most extra readings of a toolbar for the branches inside its items.
    static let maximumNestedChoices = 4
    /// Whether the items being read share one `ToolbarItemGroup`'s placement with others: a Cancel
    /// placement then says where they stand, not that each of them cancels.
    var inSharedPlacement = false

    init(index: SwiftTypeIndex, file: ParsedFile) {
        self.index = index
        self.file = file
    }

    /// A place in a body where chrome is declared.
    struct Site {
        enum Kind { case splitView, tabView, sidebarList, toolbar, scene, hostedSidebar }
        let kind: Kind
        let view: ViewCall
        let path: String
        let context: ReadingContext
        /// Views around it in the same body (outermost first), whose modifiers reach it.
        let ancestors: [ViewCall]
        /// Whether it lies in a split view's sidebar column (its bar is that column's).
        var inSidebarColumn = false
    }

    /// The most descriptions one file yields (sites × platforms × alternatives): memory stays
    /// bounded on generated files, and no hand-written file comes near it.
    static let maximumDescriptions = 2_000
    /// The most rows read of one sidebar list (or of one section of it).
    static let maximumRows = 1_000

    /// Every description the file declares, with what could not be read in each.
    /// Syntax read and left out of the model on purpose (a toolbar item a Mac sheet shows as a
    /// dialog button, a view never shown on the platform): its places count as read (`SwiftCoverage`).
    var understood: [Syntax] = []

    /// The app's menu-bar commands by what their buttons do (`SwiftUIMapping.actionKeys`), for the
    /// toolbar items that do the same under another name ("New Conversion" and File ▸ "Open…").
    var commandActions: [String: String] = [:]

    mutating func descriptions(platforms: [Platform]) -> [(tree: Node, notes: [Violation])] {
        var results: [(Node, [Violation])] = []
        let declarations = SwiftTypeIndex.declarations(in: file)
        let hostsSidebars = SwiftFrontEnd.contains(file.bytes, HostedSidebars.needle)
        for (platform, catalyst) in ViewSyntax.readings(platforms, of: file) {
            let readBefore = results.count
            defer {
                // Mac Catalyst runs the iPad's code: a place that reads the same under
                // `targetEnvironment(macCatalyst)` is the iPad screen already described, not a second one.
                if catalyst {
                    let plain = results[..<readBefore]
                    let atPlace = Dictionary(grouping: plain.indices) { plain[$0].0.anchor }
                    results = Array(plain) + results[readBefore...].filter { read in
                        !(atPlace[read.0.anchor] ?? []).contains { plain[$0] == read }
                    }
                }
            }
            // A type or extension under an `#if` that does not build for the platform is not read for it.
            // An Xcode preview is no screen people see.
            for declaration in declarations where ViewSyntax.builds(declaration.declaration, on: platform, catalyst: catalyst)
                && !SwiftCoverage.isPreview(declaration.declaration) {
                if hostsSidebars, platform == .macOS, !catalyst {
                    results += hostedSidebars(declaration)
                }
                // A View extension's function whose centre item titles each caller's screen: read at the callers (`appliedTitle`).
                if [.iOS, .iPadOS].contains(platform), declaration.name == "View", declaration.declaration.is(ExtensionDeclSyntax.self) {
                    understood += declaration.functions.values.compactMap(SwiftTypeIndex.givenCentreItem).map(Syntax.init)
                }
                for member in declaration.members.values.sorted(by: { $0.name < $1.name }) {
                    // Code shown elsewhere but never on this platform: its chrome is not this platform's.
                    if index.isUnshown(declaration.name, member: member.name, on: platform) {
                        understood.append(member.declaration)
                        continue
                    }
                    let context = ReadingContext(file: file, platform: platform, type: declaration,
                                                 presentation: index.presentation(of: declaration.name, member: member.name), catalyst: catalyst)
                    // A bar the app draws in the system's place: its title and buttons, or its tabs.
                    if member.name == "body", let bar = Self.drawnBar(declaration), let drawn = drawnBarDescription(member.statements, context, bar: bar) {
                        results.append(drawn)
                    }
                    var sites: [Site] = []
                    findSites(ViewSyntax.pieces(member.statements, context), context, path: "\(declaration.name).\(member.name)",
                              ancestors: [], inSidebarColumn: false, into: &sites)
                    // A view shown only as a split view's sidebar column, wherever that split view is written, titles that column.
                    // (Its list stays a site of its own: the split view's reading of the column may not reach it.)
                    if index.headsSidebarColumn(declaration.name, member: member.name) {
                        for position in sites.indices where sites[position].kind == .toolbar && !sites[position].ancestors.contains(where: { $0.name == "NavigationLink" }) {
                            sites[position].inSidebarColumn = true
                        }
                    }
                    // Content an app's body writes in a window's scene (`Settings { TabView { … } }`) shows in that window.
                    if context.presentation == .unknown {
                        sites = sites.map { site in
                            var inWindow = site.context
                            inWindow.presentation = .window
                            let scenes = site.ancestors.filter { Presentations.scenes.contains($0.name) }.map(\.name)
                            guard !scenes.isEmpty, !scenes.contains("MenuBarExtra") else { return site }
                            return Site(kind: site.kind, view: site.view, path: site.path, context: inWindow, ancestors: site.ancestors, inSidebarColumn: site.inSidebarColumn)
                        }
                    }
                    // On iOS, iPadOS and visionOS a sheet shows a navigation bar only inside a navigation container:
                    // without one, its title and toolbar never show (its tab views, split views and lists still do).
                    if platform != .macOS, index.isBarless(declaration.name, member: member.name), sites.contains(where: { $0.kind == .toolbar }) {
                        sites.removeAll { $0.kind == .toolbar }
                        if let titled = Self.barChrome(member.statements) {
                            let at = file.anchor(titled, path: "\(declaration.name).\(member.name)")
                            results.append(unreadHere(at, platform, "`\(declaration.name)` is shown only in a sheet, popover or cover with no navigation container around it, so it has no navigation bar on \(platform.rawValue): its title and toolbar never show and are not checked"))
                        }
                    }
                    // A title or toolbar on the view's own navigation container (`NavigationStack { … }.navigationTitle(…)`)
                    // goes to the container around it: in a sheet with none around it, they never show.
                    if platform != .macOS, index.isUncontained(declaration.name, member: member.name) {
                        func onOwnContainer(_ site: Site) -> Bool {
                            site.kind == .toolbar && Presentations.navigationContainers.contains(site.view.name)
                                && !site.ancestors.contains { Presentations.navigationContainers.contains($0.name) }
                        }
                        for site in sites where onOwnContainer(site) {
                            let at = file.anchor(site.view.syntax, path: site.path)
                            results.append(unreadHere(at, platform, "the title and toolbar here are on `\(site.view.name)` itself, so they go to a navigation container around it, and `\(declaration.name)` is shown only in a sheet, popover or cover with none around it: on \(platform.rawValue) they never show and are not checked; put them on the stack's content"))
                        }
                        sites.removeAll(where: onOwnContainer)
                    }
                    for site in sites {
                        guard results.count < Self.maximumDescriptions else {
                            let at = context.file.anchor(site.view.syntax, path: site.path)
                            results.append((Node(content: .object([]), anchor: at),
                                            [Violation(at: at, "the file declares more than \(Self.maximumDescriptions) places with chrome; hig-lint checks the first ones only")]))
                            return results
                        }
                        results += describe(site)
                    }
                }
            }
        }
        return results
    }

    /// A description of a place read and left out on a platform on purpose, with the note that says why.
    private func unreadHere(_ at: SourceAnchor, _ platform: Platform, _ why: String) -> (Node, [Violation]) {
        (Node(content: .object([member("platforms", Node(content: .array([text(platform.rawValue, at)]), anchor: at))]), anchor: at), [Violation(at: at, why)])
    }

    /// What a modifier titles its view with: a title modifier's first argument, or the caller's
    /// argument an app's own modifier makes the title (`.brandTitle("Inbox")`, see `appliedTitle`).
    func titles(_ modifier: ViewCall.Modifier, _ context: ReadingContext) -> ExprSyntax? {
        if SwiftRecognizers.titles.names.contains(modifier.name) { return modifier.arguments.first?.expression }
        return index.appliedTitle(modifier.name, modifier.arguments, from: context.file.path, principal: [.iOS, .iPadOS].contains(context.platform))
    }

    /// The first title or toolbar modifier a member's code applies (`.navigationTitle`, `.toolbar`), if any.
    static func barChrome(_ statements: CodeBlockItemListSyntax) -> DeclReferenceExprSyntax? {
        let modifiers = TypeCode.all(MemberAccessExprSyntax.self, in: Syntax(statements))
            .filter { $0.base != nil && $0.parent?.is(FunctionCallExprSyntax.self) == true }.map(\.declName)
        return modifiers.first { SwiftRecognizers.titles.names.contains($0.baseName.text) }
            ?? modifiers.first { ["toolbar", "navigationBarItems"].contains($0.baseName.text) }
    }

    private func findSites(_ pieces: [ContentPiece], _ context: ReadingContext, path: String, ancestors: [ViewCall],
                           inSidebarColumn: Bool, into sites: inout [Site]) {
        var counts: [String: Int] = [:]
        for view in ViewSyntax.allViews(pieces) {
            counts[view.name, default: 0] += 1
            let viewPath = "\(path)/\(view.name)[\(counts[view.name]!)]"
            let splits = SwiftRecognizers.splitViews.names.contains(view.name) && (view.name != "NavigationView" || Self.isSplitNavigationView(view, context))
            if splits {
                sites.append(Site(kind: .splitView, view: view, path: viewPath, context: context, ancestors: ancestors))
            } else if SwiftRecognizers.tabViews.names.contains(view.name), !Self.isPaged(view) {
                sites.append(Site(kind: .tabView, view: view, path: viewPath, context: context, ancestors: ancestors))
            } else if view.name == "List", !inSidebarColumn, Self.isSidebarStyled(view) {
                sites.append(Site(kind: .sidebarList, view: view, path: viewPath, context: context, ancestors: ancestors))
            } else if Self.titledScenes.contains(view.name), context.platform == .macOS, view.firstUnlabeled != nil {
                // A scene's title is its windows' title on the Mac, where their content gives none.
                var shown = context
                shown.presentation = .window
                sites.append(Site(kind: .scene, view: view, path: viewPath, context: shown, ancestors: ancestors))
            }
            if view.modifiers.contains(where: { Self.toolbarContent($0, context) != nil || $0.name == "navigationBarItems" || titles($0, context) != nil
                || context.platform != .macOS && Self.hidesNavigationBar($0) }) {
                sites.append(Site(kind: .toolbar, view: view, path: viewPath, context: context, ancestors: ancestors, inSidebarColumn: inSidebarColumn))
            }
            for (position, closure) in view.closures.enumerated() {
                let sidebarColumn = splits && (position == 0 || closure.label == "sidebar")
                // (A link's destination is pushed: in a split view, into the detail column.)
                findSites(ViewSyntax.pieces(closure.closure.statements, context), context, path: viewPath, ancestors: ancestors + [view],
                          inSidebarColumn: (inSidebarColumn && view.name != "NavigationLink") || sidebarColumn, into: &sites)
            }
            for modifier in view.modifiers where modifier.name != "toolbar" {
                var inner = context
                if Presentations.modalModifiers.contains(modifier.name) { inner.presentation = .modal }
                for closure in modifier.closures {
                    findSites(ViewSyntax.pieces(closure.closure.statements, inner), inner, path: "\(viewPath)/\(modifier.name)",
                              ancestors: [], inSidebarColumn: false, into: &sites)
                }
            }
        }
    }

    /// Whether content titles its window itself (`.navigationTitle` on its views, or on the
    /// outermost views of the view types it shows): a scene's, whose title then only names it in
    /// the Window menu; a split view's detail column's, whose title the window shows rather than the sidebar's.
    mutating func contentSetsTitle(_ content: CodeBlockItemListSyntax?, _ context: ReadingContext) -> Bool {
        guard let content else { return false }
        let views = ViewSyntax.allViews(ViewSyntax.pieces(content, context))
        func titled(_ view: ViewCall, _ context: ReadingContext) -> Bool { view.modifiers.contains { titles($0, context) != nil } }
        // The views it shows, and theirs, three types deep (`RootView` → `NavigationStack { ChatView() }`).
        func setsTitle(_ views: [ViewCall], _ context: ReadingContext, depth: Int) -> Bool {
            if views.contains(where: { titled($0, context) }) { return true }
            guard depth < 3 else { return false }
            return views.contains { view in
                // A link's destination is pushed later; of a split view, the detail column titles the window.
                let shown = view.name == "NavigationLink" ? nil
                    : Self.detailColumn(view) ?? view.content
                if let shown, setsTitle(ViewSyntax.allViews(ViewSyntax.pieces(shown.statements, context)), context, depth: depth + 1) { return true }
                guard let (statements, inner, path, _) = resolve(view, context) else { return false }
                reading.append((path, [:]))
                defer { reading.removeLast() }
                return setsTitle(ViewSyntax.allViews(ViewSyntax.pieces(statements, inner)), inner, depth: depth + 1)
            }
        }
        return setsTitle(views, context, depth: 0)
    }

    /// Whether the views a split view shows in the detail column beside a sidebar column written as a
    /// view of its own (`NavigationSplitView { Folders() } detail: { NotesPane() }`) title the window.
    mutating func detailBesideSetsTitle(_ sidebar: String, _ context: ReadingContext) -> Bool {
        index.detailsBeside(sidebar: sidebar).sorted().contains { node in
            let parts = node.split(separator: ".", maxSplits: 1).map(String.init)
            guard let declaration = index.types[parts[0]]?.first,
                  let member = declaration.members[parts.count > 1 ? parts[1] : "body"] else { return false }
            return contentSetsTitle(member.statements, ReadingContext(file: declaration.file, platform: context.platform, type: declaration,
                                                                      presentation: context.presentation, catalyst: context.catalyst))
        }
    }

    /// A split view's detail column (`detail:`, else its last closure); nil for any other view.
    static func detailColumn(_ view: ViewCall) -> ClosureExprSyntax? {
        guard SwiftRecognizers.splitViews.names.contains(view.name), view.closures.count > 1 else { return nil }
        return (view.closures.first { $0.label == "detail" } ?? view.closures.last)?.closure
    }

    /// Whether the List in a NavigationView's first column is its sidebar: unless its author styled
    /// it as another kind of list (grouped, inset), which makes the column a list of content beside
    /// its detail rather than the app's navigation.
    static func mayBeSidebar(_ list: ViewCall, around: [ViewCall]) -> Bool {
        guard let style = (around + [list]).compactMap({ $0.modifier("listStyle") }).last else { return true }
        return ["sidebar", "automatic", nil].contains(SwiftLiterals.styleName(style.arguments.first?.expression))
    }

    /// Scenes whose first argument is their windows' title.
    static let titledScenes: Set<String> = ["WindowGroup", "Window", "UtilityWindow"]

    /// A scene whose windows show no title bar (`.windowStyle(.hiddenTitleBar)`, `.plain`), or
    /// whose toolbar leaves the title out (`.toolbar(removing: .title)`): its title is not shown.
    static func hidesTitleBar(_ scene: ViewCall) -> Bool {
        scene.modifiers.contains { modifier in
            let style = modifier.arguments.first?.expression
            // `.toolbar(.hidden, for: .windowToolbar)`, `.toolbarVisibility(.hidden, for: .windowToolbar)`: the window's toolbar and title hidden.
            let hidesWindowToolbar = SwiftLiterals.caseName(style) == "hidden"
                && modifier.arguments.contains { $0.label?.text == "for" && $0.expression.trimmedText.contains("windowToolbar") }
            switch modifier.name {
            case "windowStyle":
                return ["hiddenTitleBar", "plain"].contains(SwiftLiterals.caseName(style))
                    || ["HiddenTitleBarWindowStyle()", "PlainWindowStyle()"].contains(style?.trimmedText ?? "")
            // `.windowToolbarStyle(.unified(showsTitle: false))`, `.unifiedCompact(showsTitle: false)`.
            case "windowToolbarStyle": return style?.trimmedText.replacingOccurrences(of: " ", with: "").contains("showsTitle:false") == true
            case "toolbar": return modifier.arguments.first?.label?.text == "removing" && SwiftLiterals.caseName(style) == "title" || hidesWindowToolbar
            case "toolbarVisibility": return hidesWindowToolbar
            default: return false
            }
        }
    }

    /// Whether a `NavigationView` shows columns: styled so, or, unless styled as a stack, with a
    /// sidebar and at least one more view (SwiftUI's automatic style on iPadOS and macOS).
    static func isSplitNavigationView(_ view: ViewCall, _ context: ReadingContext) -> Bool {
        switch SwiftLiterals.styleName(view.modifier("navigationViewStyle")?.arguments.first?.expression) {
        case "columns", "doubleColumn": return true
        case "stack": return false
        default:
            guard let content = view.content else { return false }
            return (ViewSyntax.variants(ViewSyntax.pieces(content.statements, context)).first?.count ?? 0) >= 2
        }
    }

    /// A List styled as a sidebar by one of the modifiers the sidebar recognizer reads.
    static func isSidebarStyled(_ view: ViewCall) -> Bool {
        SwiftRecognizers.sidebarLists.names.contains { SwiftLiterals.styleName(view.modifier($0)?.arguments.first?.expression) == "sidebar" }
    }

    static func isPaged(_ view: ViewCall) -> Bool {
        guard let style = view.modifier("tabViewStyle")?.arguments.first?.expression.trimmedText else { return false }
        return style.contains("page") || style.contains("Page")
    }

    // MARK: Descriptions

    private mutating func describe(_ site: Site) -> [(Node, [Violation])] {
        let platform = site.context.platform
        let at = site.context.file.anchor(site.view.syntax, path: site.path)
        var results: [(Node, [Violation])] = []
        func finish(_ members: [Node.Member], _ notes: [Violation]) {
            let platforms = member("platforms", Node(content: .array([text(platform.rawValue, at)]), anchor: at))
            let presentation = member("presentation", text(site.context.presentation.rawValue, at))
            results.append((Node(content: .object([platforms] + members + [presentation]), anchor: at), notes))
        }
        switch site.kind {
        case .toolbar:
            for (variant, variantNotes) in toolbarVariants(site) { finish(variant, variantNotes) }
        case .sidebarList where platform == .iOS, .splitView where platform == .iOS:
            // On iPhone a split view collapses into a stack: there is no sidebar to judge.
            return []
        case .sidebarList:
            notes = []
            dynamic = false
            treeAnchor = nil
            let sidebar = sidebarNode(list: site.view, path: site.path, context: site.context, environment: site.ancestors, inSplitView: false)
            finish([member("sidebar", sidebar)], notes)
        case .hostedSidebar:
            notes = []
            dynamic = false
            treeAnchor = nil
            if let (list, path, context, around) = findList(in: [.view(site.view)], site.context, path: site.path, around: []) {
                finish([member("sidebar", sidebarNode(list: list, path: path, context: context, environment: around, inSplitView: true))], notes)
            } else {
                note(at, "the SwiftUI view this split view shows as its sidebar holds no List hig-lint can read; its rows are not checked")
                finish([], notes)
            }
        case .splitView:
            notes = []
            dynamic = false
            treeAnchor = nil
            var pieces: [ContentPiece]
            if let given = site.view.argument("sidebar"), let reference = ViewSyntax.view(given, site.context), reference.isReference {
                // `NavigationSplitView(sidebar: sidebar) { detail }`: a member of the type (a `@ViewBuilder` function) given by name.
                pieces = [.view(reference)]
            } else if let column = site.view.closure("sidebar") ?? site.view.closures.first?.closure {
                pieces = ViewSyntax.pieces(column.statements, site.context)
            } else {
                return []
            }
            // A NavigationView's columns are the views of its one closure: the sidebar is the first.
            if site.view.name == "NavigationView" { pieces = (ViewSyntax.variants(pieces).first?.first).map { [.view($0)] } ?? [] }
            if let (list, path, context, around) = findList(in: pieces, site.context, path: site.path, around: [site.view]) {
                if site.view.name == "NavigationView", !Self.mayBeSidebar(list, around: around) { return [] }
                let sidebar = sidebarNode(list: list, path: path, context: context, environment: around, inSplitView: true)
                finish([member("sidebar", sidebar)], notes)
            } else {
                note(at, "the sidebar column of this \(site.view.name) holds no List hig-lint can read; its rows are not checked")
                finish([], notes)
            }
        case .scene:
            notes = []
            guard let argument = site.view.firstUnlabeled, !contentSetsTitle(site.view.content?.statements, site.context), !Self.hidesTitleBar(site.view),
                  !(site.view.content.map { ViewSyntax.allViews(ViewSyntax.pieces($0.statements, site.context)).contains(where: Self.hidesTitleBar) } ?? false)
            else { return [] }
            let titleAt = site.context.file.anchor(argument, path: site.path)
            // `Window("", id: …)`: a window titled with nothing, which people see as such.
            let literal = SwiftLiterals.string(argument)
            if let title = index.text(of: argument) ?? literal, !title.isEmpty || literal == "" {
                finish([member("window", Node(content: .object([member("title", text(title, titleAt))]), anchor: at))], [])
            } else {
                finish([], [Violation(at: titleAt, "this scene's title is computed, or a localization key no string table gives a value for; hig-lint reads only literal titles")])
            }
        case .tabView:
            notes = []
            dynamic = false
            dataTabs = []
            let tabs = tabNodes(site.view.content.map { ViewSyntax.variants(ViewSyntax.pieces($0.statements, site.context)).first ?? [] } ?? [],
                                site.context, path: site.path, environment: [:])
            var members = [member("tabs", Node(content: .array(tabs), anchor: at))]
            if let style = site.view.modifier("tabViewStyle") {
                switch SwiftLiterals.caseName(style.arguments.first?.expression) {
                case "sidebarAdaptable": members.append(member("style", text("sidebarAdaptable", anchor(style.syntax, site))))
                case "tabBarOnly": members.append(member("style", text("tabBar", anchor(style.syntax, site))))
                default: break
                }
            }
            if let customization = site.view.modifier("tabViewCustomization") {
                members.append(member("customizable", Node(content: .bool(true), anchor: anchor(customization.syntax, site))))
            }
            if dynamic { members.append(member("dynamicTabs", Node(content: .bool(true), anchor: at))) }
            if !dataTabs.isEmpty { members.append(member("tabsFromData", Node(content: .array(dataTabs), anchor: at))) }
            finish([member("tabBar", Node(content: .object(members), anchor: at))], notes)
            // A Mac settings window (what a `Settings` scene shows) is titled by its selected tab:
            // each tab's label is a title of the window.
            if platform == .macOS, site.context.presentation != .modal,
               site.ancestors.contains(where: { $0.name == "Settings" }) || site.context.type.map({ index.showsSettings($0.name) }) == true {
                for tab in tabs {
                    guard case .object(let fields) = tab.content, let title = fields.first(where: { $0.name == "title" })?.value, case .string = title.content else { continue }
                    finish([member("window", Node(content: .object([member("title", title)]), anchor: title.anchor))], [])
                }
            }
        }
        return results
    }

    private func anchor(_ syntax: Syntax, _ site: Site) -> SourceAnchor {
        site.context.file.anchor(syntax, path: site.path)
    }

    /// The sidebars an AppKit split view of the declaration shows in SwiftUI (`HostedSidebars`), on the Mac.
    private mutating func hostedSidebars(_ declaration: TypeDeclaration) -> [(Node, [Violation])] {
        var results: [(Node, [Violation])] = []
        for root in HostedSidebars.roots(in: declaration, index: index) {
            switch root {
            case .view(let expression, let type):
                let context = ReadingContext(file: type.file, platform: .macOS, type: type, presentation: .window)
                let path = TypeCode(type: type.name, parts: [type]).path(of: Syntax(expression))
                guard let view = ViewSyntax.view(expression, context) else {
                    let at = context.file.anchor(expression, path: path)
                    results.append((Node(content: .object([]), anchor: at),
                                    [Violation(at: at, "the view this NSHostingController shows as a sidebar is no view hig-lint can read; the sidebar is not checked")]))
                    continue
                }
                results += describe(Site(kind: .hostedSidebar, view: view, path: path, context: context, ancestors: []))
            case .unread(let syntax, let type, let message):
                let at = type.file.anchor(syntax, path: TypeCode(type: type.name, parts: [type]).path(of: syntax))
                results.append((Node(content: .object([]), anchor: at), [Violation(at: at, message)]))
            }
        }
        return results
    }

    /// The first List in a split view's sidebar column, through stacks and the views it names.
    private mutating func findList(in pieces: [ContentPiece], _ context: ReadingContext, path: String, around: [ViewCall])
        -> (ViewCall, String, ReadingContext, [ViewCall])? {
        var counts: [String: Int] = [:]
        for view in ViewSyntax.variants(pieces).first ?? [] {
            counts[view.name, default: 0] += 1
            let viewPath = "\(path)/\(view.name)[\(counts[view.name]!)]"
            if view.name == "List" || representedList(view, context) != nil { return (view, viewPath, context, around) }
            if let (statements, inner, innerPath, given) = resolve(view, context), reading.count < 8 {
                reading.append((innerPath, given))
                defer { reading.removeLast() }
                if let found = findList(in: ViewSyntax.pieces(statements, inner), inner, path: innerPath, around: around + [view]) { return found }
                // A wrapper of the app's (`Themed { Navigator() }`) shows the content its call gives.
                guard view.content != nil else { continue }
            }
            if let content = view.content,
               let found = findList(in: ViewSyntax.pieces(content.statements, context), context, path: viewPath, around: around + [view]) {
                return found
            }
            if let type = valueViewType(view, context), let body = type.members["body"], reading.count < 8, !reading.contains(where: { $0.path == "\(type.name).body" }) {
                let inner = context.reading(type)
                reading.append(("\(type.name).body", [:]))
                defer { reading.removeLast() }
                if let found = findList(in: ViewSyntax.pieces(body.statements, inner), inner, path: "\(type.name).body", around: around + [view]) { return found }
            }
        }
        return nil
    }

    /// The view type of the app a value shown in a body is (`mode` for `let mode: SourceMode`, an
    /// enum whose body switches over its cases): through `if let`, and through what the view's
    /// caller gives the property (`selection: $model.mode`).
    private func valueViewType(_ view: ViewCall, _ context: ReadingContext) -> TypeDeclaration? {
        guard view.isReference, view.name.first?.isLowercase == true, let type = context.type,
              var value = view.syntax.as(ExprSyntax.self) else { return nil }
        if let unwrapped = Self.unwrappedValue(named: view.name, around: view.syntax) { value = unwrapped }
        if let found = index.declaredType(of: value, in: type, links: 0)?.declaration, found.members["body"] != nil { return found }
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, let arguments = calledWith[type.name],
              let key = SwiftTypeIndex.argumentKey(setting: name, in: index.parts(of: type.name, from: type.file.path)),
              let given = Presentations.argumentsByKey(arguments)[key], let caller = index.declaration(around: Syntax(given)),
              let found = index.declaredType(of: given, in: caller, links: 0)?.declaration, found.members["body"] != nil else { return nil }
        return found
    }

    /// What `if let name = value` (or `if let name`) around a node unwraps.
    static func unwrappedValue(named name: String, around node: Syntax) -> ExprSyntax? {
        var current = node.parent
        while let syntax = current, !syntax.is(MemberBlockItemSyntax.self) {
            if let choice = syntax.as(IfExprSyntax.self) {
                for condition in choice.conditions {
                    guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self), binding.pattern.trimmedText == name else { continue }
                    return binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
                }
            }
            current = syntax.parent
        }
        return nil
    }

    /// The list a representable view type of the app shows (`HostedSidebars.representedList`).
    private func representedList(_ view: ViewCall, _ context: ReadingContext) -> HostedSidebars.RepresentedList? {
        guard view.name.first?.isUppercase == true, !Self.systemViews.contains(view.name), index.declaresType(view.name) else { return nil }
        return HostedSidebars.representedList(view.name, from: context.file.path, index: index)
    }

    /// The body a view name stands for: a member of the enclosing type (`sidebar`,
    /// `sidebarContent()`) or a view type declared in the run's files (`SidebarView()`).
    mutating func resolve(_ view: ViewCall, _ context: ReadingContext) -> (CodeBlockItemListSyntax, ReadingContext, String, [String: ExprSyntax])? {
        // (A member named with a capital, `var TopBarButtons: some View`, when no type has its name.)
        if let type = context.type, view.name.first?.isLowercase == true || view.isReference && !index.declaresType(view.name),
           view.isReference || (view.arguments?.isEmpty ?? true) && view.closures.isEmpty,
           let (member, memberContext) = context.member(view.name, index: index) {
            let path = "\(type.name).\(member.name)"
            guard !reading.contains(where: { $0.path == path }) else { return nil }
            // A member of the same type sees what the type's call gave it.
            return (member.statements, memberContext, path, reading.last?.given ?? [:])
        }
        // A generic wrapper's `sidebar` or `content()`: the closure its caller gives it, read there:
        // the call being read, or the type's one call in the run.
        if let type = context.type, view.name.first?.isLowercase == true,
           view.isReference || (view.arguments?.isEmpty ?? true) && view.closures.isEmpty,
           let (statements, caller) = givenClosure(view, context).map({ ($0.closure.statements, $0.caller) }) ?? index.contentGivenByCaller(view.name, in: type) {
            let path = "\(caller.name).\(type.name)(\(view.name))"
            guard !reading.contains(where: { $0.path == path }) else { return nil }
            return (statements, context.reading(caller), path, [:])
        }
        guard view.name.first?.isUppercase == true, !Self.systemViews.contains(view.name),
              let (type, duplicate) = index.type(named: view.name, from: context.file.path, within: context.type),
              let body = type.members["body"] else { return nil }
        if let duplicate { note(context.file.anchor(view.syntax, path: ""), duplicate) }
        let path = "\(type.name).body"
        guard !reading.contains(where: { $0.path == path }) else { return nil }
        // What the call gives the type's stored properties, read where a bare name of one stands.
        let given = SwiftTypeIndex.propertiesGiven(by: view, to: index.parts(of: type.name, from: type.file.path))
        calledWith[type.name] = view.arguments
        return (body.statements, context.reading(type), path, given)
    }

    /// The closure the call being read gives a wrapper's content property (`content`, `content()`),
    /// with the type it is written in.
    func givenClosure(_ view: ViewCall, _ context: ReadingContext) -> (closure: ClosureExprSyntax, caller: TypeDeclaration)? {
        guard let type = context.type, view.name.first?.isLowercase == true,
              view.isReference || (view.arguments?.isEmpty ?? true) && view.closures.isEmpty,
              let call = reading.last, call.path.hasPrefix(type.name + "."), let closure = call.given[view.name]?.as(ClosureExprSyntax.self),
              let caller = index.declaration(around: Syntax(closure)) else { return nil }
        return (closure, caller)
    }

    /// The one view a member or view type of the app shows (a reusable control), with where it is
    /// read and what its call gives; nil when its body shows several views or none.
    mutating func onlyView(of view: ViewCall, _ context: ReadingContext)
        -> (view: ViewCall, context: ReadingContext, path: String, given: [String: ExprSyntax])? {
        guard let (statements, inner, innerPath, given) = resolve(view, context), reading.count < 8,
              let only = ViewSyntax.variants(ViewSyntax.pieces(statements, inner)).first, only.count == 1 else { return nil }
        return (only[0], inner, innerPath, given)
    }

    /// The controls a toolbar item can be.
    static let controlNames: Set<String> = ["Button", "Menu", "Toggle", "Link", "ShareLink", "EditButton", "Picker", "NavigationLink", "ControlGroup"]

    static let systemViews: Set<String> = [
        "List", "Section", "Label", "Text", "Image", "NavigationLink", "Button", "ForEach", "OutlineGroup", "DisclosureGroup",
        "Group", "VStack", "HStack", "ZStack", "ScrollView", "NavigationStack", "NavigationView", "Menu", "Toggle", "Picker",
        "ShareLink", "EditButton", "Spacer", "Divider", "EmptyView", "TabView", "Tab", "TabSection", "NavigationSplitView",
    ]

    // MARK: Sidebars

    private mutating func sidebarNode(list: ViewCall, path: String, context: ReadingContext, environment: [ViewCall], inSplitView: Bool) -> Node {
        let at = context.file.anchor(list.syntax, path: path)
        var members: [Node.Member] = []
        let chain = environment + [list]
        if let style = chain.compactMap({ $0.modifier("listStyle") }).last {
            let name = SwiftLiterals.styleName(style.arguments.first?.expression)
            let value = name == "automatic" ? (inSplitView ? "sidebar" : nil) : name
            if let value, ["sidebar", "insetGrouped", "grouped", "inset", "plain"].contains(value) {
                members.append(member("listStyle", text(value, context.file.anchor(style.syntax, path: path))))
            }
        } else if inSplitView {
            // A List in a split view's sidebar column takes the sidebar style unless told otherwise.
            members.append(member("listStyle", text("sidebar", at)))
        }
        var rows: [Node] = []
        if let represented = representedList(list, context) {
            // An outline or table view of AppKit or UIKit: rows from data, a tree for an outline.
            dynamic = true
            if represented == .tree { treeAnchor = treeAnchor ?? at }
        } else if let children = list.argument("children") {
            // `List(folders, children: \.children)`: a tree as deep as the data.
            dynamic = true
            treeAnchor = treeAnchor ?? context.file.anchor(children, path: path)
        } else if let data = list.firstUnlabeled, list.content != nil {
            rows = forEachRows(data: data, closure: list.content!, context, path: path, environment: [:])
        } else if let content = list.content {
            rows = rowNodes(ViewSyntax.variants(ViewSyntax.pieces(content.statements, context)).first ?? [], context, path: path, environment: [:])
        }
        members.append(member("items", Node(content: .array(rows), anchor: at)))
        if dynamic { members.append(member("dynamicItems", Node(content: .bool(true), anchor: at))) }
        if let treeAnchor { members.append(member("treeFromData", Node(content: .bool(true), anchor: treeAnchor))) }
        for view in chain.reversed() {
            guard let inset = view.modifiers.last(where: { $0.name == "safeAreaInset" && $0.arguments.first?.expression.trimmedText == ".bottom" }),
                  let closure = inset.closures.first?.closure else { continue }
            let items = bottomBarItems(ViewSyntax.allViews(ViewSyntax.pieces(closure.statements, context)), context, path: path + "/safeAreaInset")
            if !items.isEmpty {
                // Buttons that add, remove, edit or inspect rows are what make a sidebar editable.
                if items.contains(where: { if case .object(let fields) = $0.content {
                    return fields.contains { $0.name == "action" && ["add", "remove", "edit", "info"].contains(Self.stringContent($0.value)) }
                } else { return false } }) {
                    members.insert(member("editable", Node(content: .bool(true), anchor: context.file.anchor(inset.syntax, path: path + "/safeAreaInset"))), at: 0)
                }
                let barAt = context.file.anchor(inset.syntax, path: path + "/safeAreaInset")
                members.append(member("bottomBar", Node(content: .object([member("items", Node(content: .array(items), anchor: barAt))]), anchor: barAt)))
            }
            break
        }
        return Node(content: .object(members), anchor: at)
    }

    private mutating func bottomBarItems(_ views: [ViewCall], _ context: ReadingContext, path: String) -> [Node] {
        var items: [Node] = []
        for view in views {
            if ["HStack", "Group", "VStack"].contains(view.name), let content = view.content {
                items += bottomBarItems(ViewSyntax.allViews(ViewSyntax.pieces(content.statements, context)), context, path: path)
                continue
            }
            // A bar, or a button of it, that is a view or member of the app's (`FileListBar()`, `addButton`).
            if view.name != "Button", view.name != "Menu", let (statements, inner, innerPath, given) = resolve(view, context), reading.count < 8 {
                reading.append((innerPath, given))
                items += bottomBarItems(ViewSyntax.allViews(ViewSyntax.pieces(statements, inner)), inner, path: innerPath)
                reading.removeLast()
                continue
            }
            guard view.name == "Button" || view.name == "Menu" else { continue }
            let at = context.file.anchor(view.syntax, path: "\(path)/\(view.name)")
            var (label, symbol) = buttonLabel(view, context, environment: [:])
            if label == nil, symbol == nil { symbol = drawnSymbol(view, context) }
            var members: [Node.Member] = []
            if let label { members.append(member("label", text(label, at))) }
            if let symbol { members.append(member("symbol", text(symbol, at))) }
            var action = Self.bottomBarAction(symbol: symbol, label: label)
            // A menu drawn as + adds (its entries are the kinds of thing it adds), as a pop-up button does in Interface Builder.
            if view.name == "Menu", action == "other" { action = "menu" }
            members.append(member("action", text(action, at)))
            items.append(Node(content: .object(members), anchor: at))
        }
        return items
    }

    /// The symbol a control without a label of its own shows behind or over it (`.background { Image(systemName: "plus") }`).
    private func drawnSymbol(_ view: ViewCall, _ context: ReadingContext) -> String? {
        for modifier in view.modifiers where modifier.name == "background" || modifier.name == "overlay" {
            for closure in modifier.closures {
                let drawn = ViewSyntax.allViews(ViewSyntax.pieces(closure.closure.statements, context))
                if drawn.count == 1, let symbol = imageSymbol(drawn[0]) { return symbol }
            }
        }
        return nil
    }

    static func bottomBarAction(symbol: String?, label: String?) -> String {
        let base = symbol?.split(separator: ".").first.map(String.init) ?? ""
        switch (base, label) {
        case ("plus", _), (_, "+"): return "add"
        case ("minus", _), ("trash", _), (_, "-"): return "remove"
        case ("info", _): return "info"
        case ("pencil", _): return "edit"
        case ("square", _) where symbol == "square.and.pencil": return "edit"
        case ("line", _) where symbol?.contains("decrease") == true: return "filter"
        case ("ellipsis", _): return "menu"
        default: return "other"
        }
    }

    /// Sidebar rows for views, with `environment` naming the enum case a `ForEach` row stands for.
    private mutating func rowNodes(_ views: [ViewCall], _ context: ReadingContext, path: String,
                                   environment: [String: (TypeDeclaration, String)]) -> [Node] {
        var rows: [Node] = []
        var counts: [String: Int] = [:]
        for view in views {
            counts[view.name, default: 0] += 1
            let viewPath = "\(path)/\(view.name)[\(counts[view.name]!)]"
            let at = context.file.anchor(view.syntax, path: viewPath)
            guard rows.count < Self.maximumRows else {
                // No sidebar shows so many fixed rows: a generated or hostile file.
                note(at, "this sidebar lists more than \(Self.maximumRows) rows; hig-lint checks the first \(Self.maximumRows)")
                break
            }
            switch view.name {
            case "Section", "DisclosureGroup":
                var title = view.firstUnlabeled.flatMap { titleValue($0, environment) }
                if title == nil, let header = view.argument("header").flatMap({ ViewSyntax.view($0, context) }) { title = textOf(header, environment) }
                if title == nil, let header = view.closure("header") ?? view.closure("label") {
                    title = ViewSyntax.allViews(ViewSyntax.pieces(header.statements, context)).compactMap { self.textOf($0, environment) }.first
                }
                let children = view.content.map {
                    rowNodes(ViewSyntax.variants(ViewSyntax.pieces($0.statements, context)).first ?? [], context, path: viewPath, environment: environment)
                } ?? []
                var members: [Node.Member] = []
                if view.name == "Section" { members.append(member("kind", text("section", at))) }
                if let title {
                    members.append(member("title", text(title, at)))
                } else if view.name == "DisclosureGroup" || view.closure("header") != nil || view.argument("header") != nil {
                    note(at, "the title of this \(view.name) is computed, or a localization key no string catalog gives a value for; hig-lint reads only literal titles")
                    dynamic = true
                    rows += children
                    continue
                } else {
                    // A section without a header only groups rows.
                    rows += children
                    continue
                }
                members.append(member("children", Node(content: .array(children), anchor: at)))
                rows.append(Node(content: .object(members), anchor: at))
            case "ForEach":
                if let data = view.firstUnlabeled, let content = view.content {
                    rows += forEachRows(data: data, closure: content, context, path: viewPath, environment: environment)
                } else {
                    dynamic = true
                }
            case "OutlineGroup":
                dynamic = true
                treeAnchor = treeAnchor ?? at
            case _ where view.name == "Group" || Self.holdsRows(view, context) && labelParts(view, context, environment: environment).0 == nil:
                if let content = view.content {
                    rows += rowNodes(ViewSyntax.variants(ViewSyntax.pieces(content.statements, context)).first ?? [], context, path: viewPath, environment: environment)
                }
            case "Divider", "Spacer", "EmptyView":
                continue
            case "Label", "NavigationLink", "Text", "Button":
                if let row = rowNode(view, context, at: at, environment: environment) { rows.append(row) }
            case _ where Self.rowStacks.contains(view.name) && labelParts(view, context, environment: environment).0 != nil:
                // A row the app draws as a label (`HStack { Image(systemName: icon); Text(title) }`).
                if let row = rowNode(view, context, at: at, environment: environment) { rows.append(row) }
            default:
                if let (statements, inner, innerPath, given) = resolve(view, context), reading.count < 8 {
                    reading.append((innerPath, given))
                    rows += rowNodes(ViewSyntax.variants(Self.select(ViewSyntax.pieces(statements, inner), environment)).first ?? [], inner,
                                     path: innerPath, environment: environment)
                    reading.removeLast()
                } else if let function = memberFunction(view, context, environment), reading.count < 8 {
                    // What the call gives the function's parameters (`row(title: pane.title)`) is read where
                    // the call stands: with the ForEach's case the caller has (`pane`), which no parameter hides.
                    // (The values the view's own caller gave stay visible beneath the function's arguments.)
                    reading.append((function.path, function.given.merging(reading.last?.given ?? [:]) { own, _ in own }))
                    let parameters = Set(function.given.keys).union(function.bound.keys).union(function.typed.keys)
                    let inner = environment.filter { !parameters.contains($0.key) }.merging(function.bound) { $1 }
                    // Each call's rows are places of their own (`row(for: .stream)`, `row(for: .likes)`), as a ForEach's are.
                    let bound = function.bound.sorted { $0.key < $1.key }.map { "[.\($0.value.1)]" }.joined()
                    rows += rowNodes(ViewSyntax.variants(Self.select(ViewSyntax.pieces(function.statements, context), function.bound)).first ?? [], context,
                                     path: bound.isEmpty ? function.path : function.path + "/" + bound, environment: inner)
                    reading.removeLast()
                } else {
                    note(at, "\(view.name) in a sidebar is a view hig-lint cannot read; the sidebar is checked without it")
                    dynamic = true
                }
            }
        }
        return rows
    }

    /// The stacks an app draws a sidebar row with, or holds rows in.
    static let rowStacks: Set<String> = ["HStack", "VStack", "ZStack"]

    /// Whether an untagged stack holds rows rather than being one (when no label is read from it):
    /// a `VStack` of the app's views (`VStack(spacing: 2) { content() }`), or any stack that shows
    /// one view between spacers (`HStack { Spacer(); UpdateButton(); Spacer() }`). A stack that
    /// shows text or an image of its own is a row; several controls side by side are no rows.
    static func holdsRows(_ view: ViewCall, _ context: ReadingContext) -> Bool {
        guard rowStacks.contains(view.name), view.modifier("tag") == nil, let content = view.content else { return false }
        let shown = ViewSyntax.allViews(ViewSyntax.pieces(content.statements, context))
        return view.name == "VStack" && !shown.contains { ["Text", "Image", "Label"].contains($0.name) }
            || shown.filter { !["Spacer", "Divider"].contains($0.name) }.count == 1
    }

    /// `ForEach(Kind.allCases) { kind in … }` over an enum whose properties are literal switches:
    /// one row per case. Other data makes the sidebar dynamic.
    private mutating func forEachRows(data: ExprSyntax, closure: ClosureExprSyntax, _ context: ReadingContext, path: String,
                                      environment: [String: (TypeDeclaration, String)]) -> [Node] {
        let parameter = Self.parameterName(closure)
        guard let (type, cases) = forEachCases(data: data, closure: closure, context) else {
            dynamic = true
            // Rows from the app's data: only those that run commands can be told apart.
            let typed = parameterType(closure, context).map { [parameter: $0] } ?? [:]
            return commandRows(ViewSyntax.pieces(closure.statements, context), context, path: path, environment: environment, typed: typed)
        }
        let pieces = ViewSyntax.pieces(closure.statements, context)
        let byCase = Self.branchesByCase(pieces, subject: parameter, cases: cases)
        var rows: [Node] = []
        let before = dynamic
        dynamic = false
        for caseName in cases {
            expandedCases += 1
            if expandedCases > Self.maximumExpandedCases {
                note(context.file.anchor(closure, path: path), "ForEach over \(type.name) makes more than \(Self.maximumExpandedCases) rows in this file "
                     + "(nested ForEach multiply); hig-lint stops there, and the sidebar is checked without them")
                dynamic = true
                break
            }
            var inner = environment
            inner[parameter] = (type, caseName)
            // `switch item { case .inbox: … }`: each case's row is its own branch.
            let views = ViewSyntax.variants(byCase.map { $0[caseName] ?? [] } ?? Self.select(pieces, inner)).first ?? []
            rows += rowNodes(views, context, path: "\(path)[.\(caseName)]", environment: inner)
        }
        if dynamic { rows = [] }  // one unreadable row makes every case unreadable
        dynamic = dynamic || before
        return rows
    }

    /// The enum and its cases a `ForEach` makes a view for, in order: `ForEach(Kind.allCases)`, a
    /// literal array of cases (`ForEach([Place.inbox, .drafts])`), a list the code fills with every
    /// case (`ForEach(settings.items)`), or a property that states its cases (`ForEach(Panel.main)`); nil for other data.
    func forEachCases(data: ExprSyntax, closure: ClosureExprSyntax, _ context: ReadingContext) -> (TypeDeclaration, [String])? {
        // `Tabs.allCases.filter { !$0.needsAccount }`: the cases a Bool switch of the enum keeps.
        if let (base, property, kept) = Self.caseFilter(data), let (type, cases) = forEachCases(data: base, closure: closure, context),
           let getter = type.members[property] ?? index.member(property, of: type.name) {
            let values = Self.boolCases(getter.statements, cases: type.cases)
            guard cases.allSatisfy({ values[$0] != nil }) else { return nil }
            return (type, cases.filter { values[$0] == kept })
        }
        let dataText = data.trimmedText.replacingOccurrences(of: " ", with: "")
        var typeName = dataText.hasSuffix(".allCases") ? String(dataText.dropLast(9)).replacingOccurrences(of: "Array(", with: "") : nil
        var listed: [String]?
        if let array = data.as(ArrayExprSyntax.self), !array.elements.isEmpty {
            let members = array.elements.compactMap { $0.expression.as(MemberAccessExprSyntax.self) }
            if members.count == array.elements.count {
                listed = members.map(\.declName.baseName.text)
                typeName = members.lazy.compactMap { $0.base?.trimmedText }.first ?? parameterType(closure, context)?.name
            }
        }
        let filled = typeName == nil && listed == nil ? index.allCasesList(data, in: context.type) : nil
        if let filled { typeName = filled.name }
        // A property that states its cases (`static let main: [Panel] = [.inbox, .drafts]`).
        if typeName == nil, listed == nil, let stated = index.statedCaseList(data, in: context.type) { return stated }
        guard let typeName, let (type, _) = filled.map({ ($0, nil as String?) }) ?? index.type(named: typeName.split(separator: ".").last.map(String.init) ?? typeName, from: context.file.path),
              !type.cases.isEmpty, listed?.allSatisfy(type.cases.contains) ?? true else { return nil }
        return (type, listed ?? type.cases)
    }

    /// `base.filter { $0.flag }`, `base.filter { !$0.flag }`, `base.filter(\\.flag)`: the base, the
    /// property and the value kept.
    static func caseFilter(_ data: ExprSyntax) -> (ExprSyntax, String, Bool)? {
        guard let call = data.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "filter", let base = member.base else { return nil }
        if let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
           let name = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text {
            return (base, name, true)
        }
        guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              let only = SwiftTypeIndex.onlyExpression(closure.statements) else { return nil }
        let parameter = parameterName(closure)
        var expression = only, kept = true
        if let negation = only.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" { (expression, kept) = (negation.expression, false) }
        guard let access = expression.as(MemberAccessExprSyntax.self), access.base?.trimmedText == parameter else { return nil }
        return (base, access.declName.baseName.text, kept)
    }

    /// The value a Bool property's `switch self` gives each case (`case .a, .b: true`, `default: false`).
    static func boolCases(_ statements: CodeBlockItemListSyntax, cases: [String]) -> [String: Bool] {
        guard let switched = SwiftTypeIndex.onlyExpression(statements)?.as(SwitchExprSyntax.self), switched.subject.trimmedText == "self" else { return [:] }
        // A case whose value is not a literal (`case .debug: !Flags.showDebug`) is unknown, and so is every case then.
        var values: [String: Bool] = [:], fallback: Bool?
        for element in switched.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            guard let literal = SwiftTypeIndex.onlyExpression(switchCase.statements)?.as(BooleanLiteralExprSyntax.self) else { return [:] }
            let value = literal.literal.tokenKind == .keyword(.true)
            switch switchCase.label {
            case .default: fallback = value
            case .case(let label):
                for item in label.caseItems {
                    if let name = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
                        values[name] = value
                    }
                }
            }
        }
        if let fallback { for name in cases where values[name] == nil { values[name] = fallback } }
        return values
    }

    /// The app's type a closure's first parameter states (`{ (item: MenuItem) in … }`).
    private func parameterType(_ closure: ClosureExprSyntax, _ context: ReadingContext) -> TypeDeclaration? {
        guard case .parameterClause(let clause)? = closure.signature?.parameterClause, let written = clause.parameters.first?.type else { return nil }
        return index.type(named: written.trimmedText, from: context.file.path)?.0
    }

    /// The rows of a `ForEach` over the app's data that run commands: a button in any branch of
    /// the row, read through the type's functions (`row(for: item)`). In a branch for one case of
    /// an enum value (`if case .donate = item`, `case .donate:`) the value is that case.
    private mutating func commandRows(_ pieces: [ContentPiece], _ context: ReadingContext, path: String,
                                      environment: [String: (TypeDeclaration, String)], typed: [String: TypeDeclaration]) -> [Node] {
        var rows: [Node] = []
        for piece in pieces {
            switch piece {
            case .alternatives(let branches):
                for branch in branches {
                    var inner = environment
                    for atom in branch.conditions {
                        guard let (patterns, subject) = Self.caseCondition(atom), patterns.count == 1, let type = typed[subject],
                              let caseName = patterns[0].hasPrefix(".") ? patterns[0].dropFirst().split(separator: "(").first.map(String.init) : nil,
                              type.cases.contains(caseName) else { continue }
                        inner[subject] = (type, caseName)
                    }
                    rows += commandRows(branch.pieces, context, path: path, environment: inner, typed: typed)
                }
            case .view(let view):
                let viewPath = "\(path)/\(view.name)"
                if view.name == "Button" {
                    if runsCommand(view), let row = rowNode(view, context, at: context.file.anchor(view.syntax, path: viewPath), environment: environment, noteUnread: false) {
                        rows.append(row)
                    }
                } else if let function = memberFunction(view, context, environment), reading.count < 8 {
                    reading.append((function.path, reading.last?.given ?? [:]))
                    rows += commandRows(ViewSyntax.pieces(function.statements, context), context, path: function.path,
                                        environment: function.bound, typed: typed.merging(function.typed) { $1 })
                    reading.removeLast()
                } else if ["Group", "Section"].contains(view.name), let content = view.content {
                    rows += commandRows(ViewSyntax.pieces(content.statements, context), context, path: viewPath, environment: environment, typed: typed)
                } else if view.name == "ForEach", let content = view.content {
                    var inner = typed
                    if let declared = parameterType(content, context) { inner[Self.parameterName(content)] = declared }
                    rows += commandRows(ViewSyntax.pieces(content.statements, context), context, path: viewPath, environment: environment, typed: inner)
                }
            }
        }
        return rows
    }

    /// `case .a, .b = mode` (an `if case` or a `switch` branch, as `ViewSyntax` records them):
    /// the patterns and the value; nil for other conditions and for negated ones.
    static func caseCondition(_ atom: String) -> (patterns: [String], subject: String)? {
        guard atom.hasPrefix("case "), let equals = atom.range(of: " = ", options: .backwards) else { return nil }
        let patterns = atom[atom.index(atom.startIndex, offsetBy: 5)..<equals.lowerBound].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return (patterns, String(atom[equals.upperBound...]).trimmingCharacters(in: .whitespaces))
    }

    /// The pieces with the branches a known value rules out taken away: under `place` = `.library`,
    /// `if case .donate = place { a } else { b }` is `b`, and `switch place` is its `.library` case.
    /// `facts` are conditions known to hold or not (`isGroup`, `let id`: see `Reached.facts`).
    /// The pieces each case shows when they are one `switch subject` whose arms name cases (and a
    /// `default`): made once for a `ForEach` over the cases, not decided again for each case (a
    /// thousand cases of a thousand arms); nil for other pieces, which `select` decides.
    static func branchesByCase(_ pieces: [ContentPiece], subject: String, cases: [String]) -> [String: [ContentPiece]]? {
        guard pieces.count == 1, case .alternatives(let branches) = pieces[0] else { return nil }
        var byCase: [String: [ContentPiece]] = [:], fallback: [ContentPiece]?
        for branch in branches {
            guard branch.conditions.count == 1, let (patterns, switched) = caseCondition(branch.conditions[0]), switched == subject else { return nil }
            if patterns == ["_"] { fallback = fallback ?? branch.pieces; continue }
            for pattern in patterns {
                guard let name = SwiftLiterals.caseName(pattern: pattern) else { return nil }
                if byCase[name] == nil { byCase[name] = branch.pieces }
            }
        }
        if let fallback { for caseName in cases where byCase[caseName] == nil { byCase[caseName] = fallback } }
        return byCase
    }

    static func select(_ pieces: [ContentPiece], _ environment: [String: (TypeDeclaration, String)], facts: [String: Bool] = [:]) -> [ContentPiece] {
        guard !environment.isEmpty || !facts.isEmpty else { return pieces }
        return pieces.flatMap { piece -> [ContentPiece] in
            guard case .alternatives(let branches) = piece else { return [piece] }
            let decided = branches.map { holds($0.conditions, environment, facts: facts) }
            if let index = decided.firstIndex(of: true) { return select(branches[index].pieces, environment, facts: facts) }
            return [.alternatives(branches.indices.filter { decided[$0] != false }.map { (branches[$0].conditions, select(branches[$0].pieces, environment, facts: facts)) })]
        }
    }

    /// Whether a branch's conditions hold for the known values: false when one about a known value
    /// does not, true when every one about a known value does, nil when none is about one.
    static func holds(_ conditions: [String], _ environment: [String: (TypeDeclaration, String)], facts: [String: Bool] = [:]) -> Bool? {
        var result: Bool?
        for atom in conditions {
            let negated = atom.hasPrefix("!")
            if let fact = facts[Reached.factName(negated ? String(atom.dropFirst()) : atom)] {
                if fact == negated { return false }
                result = true
                continue
            }
            guard let (patterns, subject) = caseCondition(negated ? String(atom.dropFirst()) : atom), let (_, caseName) = environment[subject] else { continue }
            let matches = patterns.contains { $0 == "_" || $0 == "." + caseName || $0.hasPrefix("." + caseName + "(") }
            if matches == negated { return false }
            result = true
        }
        return result
    }

    /// A function of the enclosing type that a row calls with arguments (`row(for: place)`), with
    /// its parameters bound to the enum cases the arguments are: a known value or a case (`.donate`).
    /// `typed` has the parameters of the app's enum types whose case is not known.
    /// `given` has every argument by its parameter's name (`toolbarItem(shareButton, id: "share")`: `view`, `id`).
    func memberFunction(_ view: ViewCall, _ context: ReadingContext, _ environment: [String: (TypeDeclaration, String)])
        -> (statements: CodeBlockItemListSyntax, path: String, bound: [String: (TypeDeclaration, String)], typed: [String: TypeDeclaration],
            given: [String: ExprSyntax])? {
        guard let type = context.type, view.name.first?.isLowercase == true, let arguments = view.arguments, !arguments.isEmpty else { return nil }
        // The function the arguments bind to, in the parameters' order: the one of their labels, else the one
        // of its name that takes them with parameters left to their defaults (`tabLabel(.wallet)` of `tabLabel(_:selected:)`).
        let named = index.function(view.name, of: type.name, labels: arguments.map { $0.label?.text ?? "_" }).map { [$0] } ?? index.functions(view.name, of: type.name)
        let fitting = named.compactMap { function in TypeCode.bind(arguments, to: function).map { (function, $0) } }
        guard fitting.count == 1, let (function, positions) = fitting.first, let statements = function.body?.statements else { return nil }
        let path = "\(type.name).\(view.name)"
        guard !reading.contains(where: { $0.path == path }) else { return nil }
        var bound: [String: (TypeDeclaration, String)] = [:], typed: [String: TypeDeclaration] = [:], given: [String: ExprSyntax] = [:]
        for (position, parameter) in function.signature.parameterClause.parameters.enumerated() {
            guard let argument = positions[position] else { continue }
            let name = (parameter.secondName ?? parameter.firstName).text
            given[name] = argument
            let parameterType = index.type(named: parameter.type.trimmedText, from: context.file.path)?.0
            if let known = environment[argument.trimmedText] {
                bound[name] = known
            } else if let parameterType, !parameterType.cases.isEmpty, let access = argument.as(MemberAccessExprSyntax.self), access.base == nil,
                      parameterType.cases.contains(access.declName.baseName.text) {
                bound[name] = (parameterType, access.declName.baseName.text)
            } else if let parameterType, !parameterType.cases.isEmpty {
                typed[name] = parameterType
            }
        }
        return (statements, path, bound, typed, given)
    }

    static func parameterName(_ closure: ClosureExprSyntax) -> String {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: return names.first?.name.text ?? "$0"
        case .parameterClause(let clause)?: return clause.parameters.first?.firstName.text ?? "$0"
        case nil: return "$0"
        }
    }

    /// One destination row: its title, its symbol or image, and its icon's colour.
    private mutating func rowNode(_ view: ViewCall, _ context: ReadingContext, at: SourceAnchor,
                                  environment: [String: (TypeDeclaration, String)], noteUnread: Bool = true) -> Node? {
        var (title, symbol, image, colorModifier) = labelParts(view, context, environment: environment)
        var members: [Node.Member] = []
        guard let resolvedTitle = title else {
            if environment.isEmpty && noteUnread { note(at, "the title of this \(view.name) is computed, or a localization key no string catalog gives a value for; hig-lint reads only literal titles") }
            dynamic = true
            return nil
        }
        title = resolvedTitle
        if view.name == "Button", runsCommand(view) { members.append(member("kind", text("command", at))) }
        members.append(member("title", text(resolvedTitle, at)))
        if let symbol { members.append(member("symbol", text(symbol, at))) } else if let imageName = image { members.append(member("image", text(imageName, at))) }
        image = nil
        let colorSource = view.modifiers.last { Self.colorModifiers.contains($0.name) } ?? colorModifier
        if let colorSource, symbol != nil || image != nil || members.contains(where: { $0.name == "image" }) {
            let colorAt = context.file.anchor(colorSource.arguments.first.map { Syntax($0) } ?? colorSource.syntax, path: at.path)
            if colorSource.name == "symbolRenderingMode" {
                if SwiftLiterals.caseName(colorSource.arguments.first?.expression) == "multicolor" {
                    members.append(member("iconColor", text("multicolor", colorAt)))
                }
            } else if let color = colorSource.arguments.first.flatMap({ SwiftLiterals.color($0.expression) }) {
                members.append(member("iconColor", text(color, colorAt)))
            } else {
                dynamic = true  // a colour chosen at run time: the share of fixed colours is unknown
            }
        }
        return Node(content: .object(members), anchor: at)
    }

    /// Whether a button in a sidebar runs an action rather than selecting a place. It selects when
    /// its action only assigns values other than `true` and `false` (`selection = .downloads`);
    /// showing a sheet (`isPresented = true`), a toggle or a call (`signOut()`) is an action.
    /// An action the call of the view being read gives (`Button(action: action)` in a row type made
    /// with `BigButton(label: "Home") { selection = .home }`) is read from that call.
    func runsCommand(_ view: ViewCall) -> Bool {
        // With `action:` an argument, the trailing closure is the label.
        let given = view.argument("action").flatMap { givenValue($0)?.as(ClosureExprSyntax.self) }
        let action = view.closures.first { $0.label == "action" }
            ?? (view.argument("action") == nil ? view.closures.first { $0.label != "label" } : given.map { (label: "action", closure: $0) })
        // A tagged button is a row the list's selection selects, its action on top of that
        // (`store.send(.select(.history))`), unless the action shows something (`showsSettings = true`, `.toggle()`).
        if view.modifiers.contains(where: { $0.name == "tag" }) {
            // An action the code names (`Button(action: showHome)`) is read as selecting, as the tag says.
            guard let statements = action?.closure.statements else { return false }
            if !TypeCode.assignments(in: Syntax(statements)).contains(where: { $0.value.trimmedText == "true" }),
               !statements.trimmedText.contains(".toggle()") {
                return false
            }
        }
        guard let statements = action?.closure.statements, !statements.isEmpty else { return true }
        return !statements.allSatisfy { statement in
            guard let sequence = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self),
                  let assignment = TypeCode.assignments(among: [sequence]).first else { return false }
            return !["true", "false"].contains(assignment.value.trimmedText) && !assignment.value.is(PrefixOperatorExprSyntax.self)
        }
    }

    /// Views that only lay a label out, showing nothing of their own.
    static let layoutOnlyViews: Set<String> = ["Spacer", "Divider"]

    static let colorModifiers: Set<String> = ["foregroundStyle", "foregroundColor", "tint", "accentColor", "listItemTint", "symbolRenderingMode"]

    /// Title, symbol, image and the colour modifier on the icon of a Label-like view.
    func labelParts(_ view: ViewCall, _ context: ReadingContext, environment: [String: (TypeDeclaration, String)])
        -> (String?, String?, String?, ViewCall.Modifier?) {
        switch view.name {
        case "Label":
            var title = view.firstUnlabeled.flatMap { titleValue($0, environment) }
            var symbol = symbolArgument(view, "systemImage", environment)
            var image = view.argument("image").flatMap { stringValue($0, environment) }
            var color: ViewCall.Modifier?
            if title == nil, let titleClosure = view.closure("title") ?? view.content {
                title = ViewSyntax.allViews(ViewSyntax.pieces(titleClosure.statements, context)).compactMap { self.textOf($0, environment) }.first
            }
            if let icon = view.closure("icon"), let constant = constantImageSymbol(icon.statements) {
                symbol = constant
            } else if let iconView = view.closure("icon").flatMap({ ViewSyntax.allViews(ViewSyntax.pieces($0.statements, context)).first }), isImage(iconView) {
                symbol = imageSymbol(iconView, environment)
                image = symbol == nil ? iconView.firstUnlabeled.flatMap { stringValue($0, environment) } : nil
                color = iconView.modifiers.last { Self.colorModifiers.contains($0.name) }
            }
            return (title, symbol, image, color)
        case "Text":
            return (textOf(view, environment), nil, nil, nil)
        case _ where Self.labelStacks.contains(view.name):
            return stackLabelParts(view, context, environment: environment)
        case "NavigationLink", "Button":
            if let title = view.firstUnlabeled.flatMap({ titleValue($0, environment) }) {
                return (title, symbolArgument(view, "systemImage", environment), nil, nil)
            }
            // (A `Spacer()` before the label only lays the row out.)
            guard let labelClosure = view.labelClosure,
                  var inner = ViewSyntax.allViews(ViewSyntax.pieces(labelClosure.statements, context)).first(where: { !Self.layoutOnlyViews.contains($0.name) }) else {
                return (nil, view.labelClosure.flatMap { constantImageSymbol($0.statements) }, nil, nil)
            }
            var environment = environment
            // `label: { label(for: .donate) }`: the one view the type's function shows for that case.
            if let function = memberFunction(inner, context, environment),
               let only = ViewSyntax.variants(Self.select(ViewSyntax.pieces(function.statements, context), function.bound)).first, only.count == 1 {
                (inner, environment) = (only[0], function.bound)
            }
            var parts = labelParts(inner, context, environment: environment)
            if parts.3 == nil { parts.3 = inner.modifiers.last { Self.colorModifiers.contains($0.name) } }
            return parts
        default:
            return (nil, nil, nil, nil)
        }
    }

    /// The system symbol a view names with `label` (`systemImage:`, `systemName:`), also through
    /// the app's constants (`SFSymbol.filter`), or with SFSafeSymbols' `systemSymbol: .squareAndArrowUp`.
    /// A symbol a condition chooses (`expanded ? .xmark : .magnifyingglass`) is the first the code states: the item shows a symbol either way.
    func symbolArgument(_ view: ViewCall, _ label: String, _ environment: [String: (TypeDeclaration, String)]) -> String? {
        func symbol(_ expression: ExprSyntax, _ read: (ExprSyntax) -> String?) -> String? {
            // (A chain `a ? x : b ? y : z` is tried branch by branch, at most 8 of them.)
            var current = expression
            for _ in 0..<8 {
                guard let (then, otherwise) = SwiftLiterals.ternaryBranches(current) else { return read(current) }
                if let found = read(then) { return found }
                current = otherwise
            }
            return nil
        }
        return view.argument(label).flatMap { symbol($0) { stringValue($0, environment) ?? index.symbolName(of: givenValue($0) ?? $0) } }
            ?? view.argument("systemSymbol").flatMap { symbol($0, SwiftLiterals.safeSymbol) }
    }

    /// The system symbol an image view shows: `Image(systemName:)`, its name also through the app's
    /// constants, or the image a call gives a parameter the view is (`icon: { image }`); an image kept
    /// in a constant is read by `constantImageSymbol(_:)`.
    func imageSymbol(_ view: ViewCall, _ environment: [String: (TypeDeclaration, String)] = [:]) -> String? {
        if view.name == "Image" { return symbolArgument(view, "systemName", environment) }
        // A parameter of the function being read (`icon: { image }`): the image its call gives.
        guard view.isReference, let expression = view.syntax.as(ExprSyntax.self), let given = givenValue(expression) else { return nil }
        return index.imageSymbol(of: given)
    }

    /// The symbol of an image the app keeps in a constant, written alone among a closure's
    /// statements (`label: { Icons.System.info }`, `Icons.info.imageScale(.large)` in a stack).
    /// (Such a name is no view piece: read as one, it would stand in stacks and lists as a view
    /// hig-lint cannot read.)
    func constantImageSymbol(_ statements: CodeBlockItemListSyntax) -> String? {
        Self.firstImageConstant(statements) { expression in
            StringConstant.referenceName(expression) != nil ? index.imageSymbol(of: expression) : nil
        }
    }

    /// The name of an image of the app's own that a closure shows through a static member of
    /// `Image` (`label: { Image.filterLine.size(24) }`, `extension Image { static var filterLine: Image }`).
    static func imageMemberName(_ statements: CodeBlockItemListSyntax) -> String? {
        firstImageConstant(statements) { expression in
            guard let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "Image" else { return nil }
            return member.declName.baseName.text
        }
    }

    /// What `read` makes of the first statement of a closure that shows a value alone, with its
    /// modifiers (`.imageScale(.large)`, `.foregroundStyle(.red)`, which draw the same image) taken off,
    /// and of an `if`'s first branch that gives one (`if isActive { Icons.filterFill } else { Icons.filter }`), as a variant is read.
    static func firstImageConstant(_ statements: CodeBlockItemListSyntax, _ read: (ExprSyntax) -> String?) -> String? {
        for statement in statements {
            guard var expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression else { continue }
            if let branch = expression.as(IfExprSyntax.self) {
                if let found = firstImageConstant(branch.body.statements, read) { return found }
                if case .codeBlock(let other)? = branch.elseBody, let found = firstImageConstant(other.statements, read) { return found }
                continue
            }
            while let call = expression.as(FunctionCallExprSyntax.self), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
                expression = base
            }
            if let found = read(expression) { return found }
        }
        return nil
    }

    /// Whether a view is an image: `Image(…)`, or a parameter a call gives an image.
    func isImage(_ view: ViewCall) -> Bool {
        view.name == "Image" || imageSymbol(view) != nil
    }

    /// A string literal, or an enum case's literal property (`kind.title` in a `ForEach` row).
    /// (What a call gives is the caller's value, whose names are looked up in the calls further out:
    /// `givenFrom` is the level of `reading` to look from, nil for the innermost.)
    private func stringValue(_ expression: ExprSyntax, _ environment: [String: (TypeDeclaration, String)], givenFrom level: Int? = nil) -> String? {
        if let literal = SwiftLiterals.string(expression) ?? SwiftLiterals.symbolChoice(expression) { return literal }
        if let (given, outer) = givenValue(expression, from: level) { return stringValue(given, environment, givenFrom: outer) }
        // `switch place { case .inbox: Row(title: place!.name) }`: within the case, the value is that case.
        let environment = environment.merging(index.caseKnown(around: expression).map { [$0.name: ($0.type, $0.caseName)] } ?? [:]) { bound, _ in bound }
        if let (type, caseName, property) = expression.as(MemberAccessExprSyntax.self).flatMap({ member in
               member.base.flatMap { caseProperty("\($0.trimmedText).\(member.declName.baseName.text)", environment) } })
            ?? expression.as(DeclReferenceExprSyntax.self).flatMap({ caseProperty($0.baseName.text, environment) }) {
            if let literal = index.literal(property, of: type, for: caseName) { return literal }
            // A case that gives a constant (`case .donate: return Strings.donate`): the constant's text.
            return index.caseResult(property, of: type, for: caseName).flatMap { index.text(of: $0) }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), ["Text", "LocalizedStringKey", "String"].contains(call.calledExpression.trimmedText),
           let first = call.arguments.first?.expression {
            return stringValue(first, environment, givenFrom: level)
        }
        return nil
    }

    /// Text people read: a literal looked up in the app's string catalogs, or a constant the
    /// run's files declare (`L10n.settings`), also inside `Text(…)`.
    func titleValue(_ expression: ExprSyntax, _ environment: [String: (TypeDeclaration, String)], givenFrom level: Int? = nil) -> String? {
        // What a call gives is read where the call stands, with the case a ForEach there binds (`row(title: pane.title)`).
        if let (given, outer) = givenValue(expression, from: level) { return titleValue(given, environment, givenFrom: outer) }
        let value: String?
        if SwiftLiterals.ternaryBranches(expression) != nil, let texts = textsInTurn(expression) {
            // (Before a symbol's choice: of a label's texts, those the places showing the view take.)
            value = texts.first
        } else if let literal = stringValue(expression, environment, givenFrom: level) {
            // A key with its text beside it (`String(localized: "key", defaultValue: "Text")`) reads as that text.
            value = index.localizations(of: expression).text(for: literal) ?? index.text(of: expression)
        } else if let call = expression.as(FunctionCallExprSyntax.self), ["Text", "LocalizedStringKey", "String"].contains(call.calledExpression.trimmedText),
                  let first = call.arguments.first, first.label == nil {
            return titleValue(first.expression, environment, givenFrom: level)
        } else if let lookup = index.lookups.application(expression), lookup.key == nil,
                  let key = stringValue(lookup.expression, environment, givenFrom: level) {
            // `item.rawValue.localized()` in a row made for a case: that case's key, looked up.
            value = index.localizations(of: expression).text(for: key) ?? key
        } else {
            // `Text(isBookmarked ? "Remove Bookmark" : "Add Bookmark")`: the control shows each
            // in turn; it is known by the first when the code states them all.
            value = index.text(of: expression) ?? textsInTurn(expression)?.first
        }
        // An empty string shows nothing: no title, not a title of no characters.
        return value.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The texts a label shows in turn (`c ? "Unsave" : "Save"`), when the code states them all;
    /// a label with a fallback (`name ?? "Select Model"`) shows text either way, the fallback when nothing else is known.
    private func textsInTurn(_ expression: ExprSyntax) -> [String]? {
        guard SwiftLiterals.choiceBranches(expression) != nil, let alternatives = index.textAlternatives(expression, in: nil),
              alternatives.complete || SwiftLiterals.fallbackBranches(expression) != nil else { return nil }
        return alternatives.texts
    }

    /// Whether a control shows a value the call of the view being read gives it: its title,
    /// symbol or label (not its action) names one of them.
    func showsGivenValue(_ view: ViewCall) -> Bool {
        guard let given = reading.last?.given, !given.isEmpty else { return false }
        let actionGiven = view.argument("action") != nil
        var shown: [Syntax] = (view.arguments ?? []).filter { $0.label?.text != "action" && !$0.expression.is(ClosureExprSyntax.self) }.map { Syntax($0.expression) }
        // The label closure; a Menu's content, whose entries it shows; a Button's trailing closure when its action is an argument.
        shown += view.closures.filter { ["label", "title", "icon"].contains($0.label) || $0.label == nil && (view.name == "Menu" || actionGiven || Self.labelStacks.contains(view.name)) }
            .map { Syntax($0.closure) }
        return shown.contains { part in part.tokens(viewMode: .sourceAccurate).contains { given[$0.text] != nil } }
    }

    /// What the call of the view being read gives the stored property a bare name (or
    /// `self.name`) stands for; a bare name given in turn is looked up in the call before (bounded).
    func givenValue(_ expression: ExprSyntax) -> ExprSyntax? {
        givenValue(expression, from: nil)?.value
    }

    /// What a call gives a name, looked up from a level of `reading` outwards, with the level the
    /// value's own names are then looked up from (lower each time, so a chain of lookups ends).
    func givenValue(_ expression: ExprSyntax, from start: Int?) -> (value: ExprSyntax, outer: Int)? {
        var current = expression
        var level = start ?? reading.count - 1
        var found: ExprSyntax?
        while level >= 0 {
            guard let name = TypeCode.ownMemberName(current), let given = reading[level].given[name] else { break }
            found = given
            current = given
            // The value stands in the caller: step out past this type's own members.
            let owner = reading[level].path.split(separator: ".").first
            while level >= 0, reading[level].path.split(separator: ".").first == owner { level -= 1 }
        }
        return found.map { ($0, level) }
    }

    func textOf(_ view: ViewCall, _ environment: [String: (TypeDeclaration, String)]) -> String? {
        guard view.name == "Text" || view.name == "Label" else { return nil }
        return view.firstUnlabeled.flatMap { titleValue($0, environment) }
    }

    // MARK: Tabs

    private mutating func tabNodes(_ views: [ViewCall], _ context: ReadingContext, path: String,
                                   environment: [String: (TypeDeclaration, String)]) -> [Node] {
        var tabs: [Node] = []
        var counts: [String: Int] = [:]
        for view in views {
            counts[view.name, default: 0] += 1
            let viewPath = "\(path)/\(view.name)[\(counts[view.name]!)]"
            let at = context.file.anchor(view.syntax, path: viewPath)
            var members: [Node.Member] = []
            switch view.name {
            case "Tab":
                var title = view.firstUnlabeled.flatMap { titleValue($0, environment) }
                var symbol = symbolArgument(view, "systemImage", environment)
                var image = view.argument("image").flatMap { stringValue($0, environment) }
                if title == nil, let label = view.closure("label"), let inner = ViewSyntax.allViews(ViewSyntax.pieces(label.statements, context)).first {
                    let parts = labelParts(inner, context, environment: environment)
                    (title, symbol, image) = (parts.0, parts.1, parts.2)
                }
                if let title { members.append(member("title", text(title, at))) }
                if let symbol { members.append(member("symbol", text(symbol, at))) } else if let image { members.append(member("image", text(image, at))) }
                if SwiftLiterals.caseName(view.argument("role")) == "search" { members.append(member("role", text("search", at))) }
                if title == nil && members.isEmpty {
                    note(at, "the title of this Tab is computed, or a localization key no string catalog gives a value for; hig-lint reads only literal titles")
                    dynamic = true
                    continue
                }
            case "TabSection":
                // `TabSection("Library") { … }`, or `TabSection { … } header: { Text("Library") }`.
                let header = view.closure("header").flatMap { ViewSyntax.allViews(ViewSyntax.pieces($0.statements, context)).compactMap { self.textOf($0, environment) }.first }
                if let title = view.firstUnlabeled.flatMap({ titleValue($0, environment) }) ?? header { members.append(member("title", text(title, at))) }
                let children = view.content.map {
                    tabNodes(ViewSyntax.variants(ViewSyntax.pieces($0.statements, context)).first ?? [], context, path: viewPath, environment: environment)
                } ?? []
                members.append(member("children", Node(content: .array(children), anchor: at)))
            case "ForEach":
                // `ForEach(Tabs.allCases) { tab in Tab(tab.title, …) }`: a tab per case, each read for its case.
                if let data = view.firstUnlabeled, let content = view.content, let (type, cases) = forEachCases(data: data, closure: content, context),
                   case let pieces = ViewSyntax.pieces(content.statements, context),
                   case let shown = ViewSyntax.allViews(pieces), !shown.isEmpty, shown.contains(where: { $0.name != "EmptyView" }),
                   shown.allSatisfy({ $0.name == "Tab" || $0.name == "EmptyView" || $0.modifier("tabItem") != nil }) {
                    let parameter = Self.parameterName(content)
                    let byCase = Self.branchesByCase(pieces, subject: parameter, cases: cases)
                    if cases.count > Self.maximumExpandedCases {
                        note(at, "ForEach over \(type.name) makes \(cases.count) tabs; hig-lint reads the first \(Self.maximumExpandedCases), and the tab bar is checked without the rest")
                        dynamic = true
                    }
                    for caseName in cases.prefix(Self.maximumExpandedCases) {
                        var bound = environment
                        bound[parameter] = (type, caseName)
                        // `switch tab { case .home: Tab("Home", …) … }`: each case's tab is its own branch.
                        let inner = ViewSyntax.variants(byCase.map { $0[caseName] ?? [] } ?? Self.select(pieces, bound)).first ?? []
                        tabs += tabNodes(inner, context, path: "\(viewPath)[.\(caseName)]", environment: bound)
                    }
                    continue
                }
                dynamic = true
                let (found, unread) = tabsFromData(view, context)
                dataTabs += found
                if let unread { note(at, unread) }
                continue
            case "EmptyView" where view.modifier("tabItem") == nil:
                // A case of a `ForEach` that shows no tab (`case .debug: EmptyView()`).
                continue
            case "Group" where view.modifier("tabItem") == nil:
                if let content = view.content {
                    tabs += tabNodes(ViewSyntax.variants(ViewSyntax.pieces(content.statements, context)).first ?? [], context, path: viewPath,
                                     environment: environment)
                }
                continue
            default:
                guard let item = view.modifier("tabItem"), let closure = item.closures.first?.closure else {
                    // A tab the type's own property or a view type of the app makes (`Group { home; search }`).
                    if let (statements, inner, innerPath, given) = resolve(view, context), reading.count < 8 {
                        reading.append((innerPath, given))
                        tabs += tabNodes(ViewSyntax.variants(ViewSyntax.pieces(statements, inner)).first ?? [], inner, path: innerPath,
                                         environment: environment)
                        reading.removeLast()
                        continue
                    }
                    note(at, "\(view.name) in a TabView has no tabItem hig-lint can read; the tab bar is checked without it")
                    dynamic = true
                    continue
                }
                let itemAt = context.file.anchor(item.syntax, path: viewPath)
                let (title, symbol) = tabItemParts(ViewSyntax.allViews(ViewSyntax.pieces(closure.statements, context)), context, environment: environment)
                if let title { members.append(member("title", text(title, itemAt))) }
                if let symbol { members.append(member("symbol", text(symbol, itemAt))) }
                if title == nil && symbol == nil {
                    // Still a tab: counted, its label unknown.
                    note(itemAt, "the label of this tab is computed, or a localization key no string catalog gives a value for; hig-lint reads only literal labels")
                }
            }
            if let placement = view.modifier("tabPlacement").flatMap({ SwiftLiterals.caseName($0.arguments.first?.expression) }),
               ["pinned", "sidebarOnly", "automatic"].contains(placement) {
                members.append(member("placement", text(placement == "automatic" ? "default" : placement, at)))
            }
            if let id = view.modifier("customizationID").flatMap({ $0.arguments.first.flatMap { SwiftLiterals.string($0.expression) } }) {
                members.insert(member("id", text(id, at)), at: 0)
            }
            tabs.append(Node(content: .object(members), anchor: at))
        }
        return tabs
    }

    /// The title and symbol a tab item's views show; a view an enum's property makes for the case
    /// being read (`.tabItem { tab.label }`) is read in that property, its bare names the case's.
    private mutating func tabItemParts(_ views: [ViewCall], _ context: ReadingContext,
                                       environment: [String: (TypeDeclaration, String)]) -> (String?, String?) {
        if let label = views.first(where: { $0.name == "Label" }) {
            let parts = labelParts(label, context, environment: environment)
            return (parts.0, parts.1)
        }
        let title = views.compactMap { self.textOf($0, environment) }.first
        let symbol = views.first(where: isImage).flatMap { imageSymbol($0, environment) }
        if title != nil || symbol != nil { return (title, symbol) }
        // `.tabItem { tabItem(L10n.wallet, Images.Tabs.wallet) }`: what the type's function shows, its parameters the call's arguments.
        if views.count == 1, reading.count < 8, let function = memberFunction(views[0], context, environment) {
            reading.append((function.path, function.given))
            defer { reading.removeLast() }
            return tabItemParts(ViewSyntax.allViews(Self.select(ViewSyntax.pieces(function.statements, context), function.bound)), context, environment: function.bound)
        }
        guard views.count == 1, let (type, caseName, property) = caseProperty(views[0].name, environment),
              let getter = type.members[property] ?? index.member(property, of: type.name),
              !reading.contains(where: { $0.path == "\(type.name).\(property)" }), reading.count < 8 else { return (nil, nil) }
        reading.append(("\(type.name).\(property)", [:]))
        defer { reading.removeLast() }
        let bound = environment.merging(["self": (type, caseName)]) { $1 }
        let inner = context.reading(type)
        return tabItemParts(ViewSyntax.allViews(Self.select(ViewSyntax.pieces(getter.statements, inner), bound)), inner, environment: bound)
    }

    /// The enum case a name's owner is bound to, and the property named: `tab.label` for a bound
    /// `tab`, or a bare `label` read inside the enum for a case (`self`).
    func caseProperty(_ name: String, _ environment: [String: (TypeDeclaration, String)]) -> (TypeDeclaration, String, String)? {
        let parts = name.split(separator: ".").map(String.init)
        if parts.count == 2 {
            // `place!.title`, `place?.title`: the case's own property.
            var base = parts[0]
            while base.hasSuffix("!") || base.hasSuffix("?") { base.removeLast() }
            if let (type, caseName) = environment[base] { return (type, caseName, parts[1]) }
        }
        if parts.count == 1, let (type, caseName) = environment["self"] { return (type, caseName, parts[0]) }
        return nil
    }

    // MARK: Tree building

    static func stringContent(_ node: Node) -> String? {
        if case .string(let value) = node.content { return value }
        return nil
    }

    mutating func note(_ at: SourceAnchor, _ message: String) {
        notes.append(Violation(at: at, message))
    }

}

// MARK: The menu bar

extension SwiftUIMapping {
    /// Commands every SwiftUI Mac app's menu bar holds without code, by menu.
    static let standardMenus: [(title: String, items: [String])] = [
        ("File", ["New Window", "Close"]),
        ("Edit", ["Undo", "Redo", "Cut", "Copy", "Paste", "Delete", "Select All"]),
        ("View", ["Enter Full Screen"]),
        ("Window", ["Minimize", "Zoom", "Bring All to Front"]),
    ]

    /// What the system's command sets add to the menu bar.
    static let commandSets: [String: (menu: String, items: [String])] = [
        "SidebarCommands": ("View", ["Show Sidebar", "Hide Sidebar", "Toggle Sidebar"]),
        "ToolbarCommands": ("View", ["Show Toolbar", "Hide Toolbar", "Customize Toolbar…", "Customize Toolbar..."]),
        "InspectorCommands": ("View", ["Show Inspector", "Hide Inspector", "Toggle Inspector"]),
        "TextEditingCommands": ("Edit", ["Find", "Spelling and Grammar", "Substitutions", "Transformations", "Speech"]),
        "TextFormattingCommands": ("Format", ["Font", "Text"]),
        "ImportFromDevicesCommands": ("File", ["Import from iPhone or iPad"]),
        "EmptyCommands": ("View", []),
    ]

    /// The menu of the standard ones a `CommandGroup(after: .newItem)` adds to.
    static func menu(forCommandGroupPlacement placement: String?) -> String {
        switch placement {
        case "newItem", "saveItem", "importExport", "printItem": "File"
        case "undoRedo", "pasteboard", "textEditing", "textFormatting": "Edit"
        case "toolbar", "sidebar": "View"
        case "windowSize", "windowList", "windowArrangement", "singleWindowList": "Window"
        case "help": "Help"
        default: "App"
        }
    }

    /// The menu bar an app's scenes give on the Mac: the standard menus, with what the
    /// `.commands { … }` of its scenes add (`CommandMenu`, `CommandGroup`, the system's command sets,
    /// the app's own `Commands` types). Nil when part of it is not read (a view hig-lint does not
    /// know among the commands): a command missing from a menu bar known in part proves nothing.
    mutating func menuBar(of app: TypeDeclaration, menusInCode: Bool = false) -> Node? {
        guard let body = app.members["body"] else { return nil }
        let context = ReadingContext(file: file, platform: .macOS, type: app, presentation: .window)
        let at = file.anchor(body.declaration, path: "\(app.name).body")
        var menus: [(title: String, items: [Node])] = Self.standardMenus.map { ($0.title, $0.items.map { commandNode($0, at) }) }
        var complete = true
        var visited = Set<SyntaxIdentifier>()
        func add(_ menu: String, _ items: [Node]) {
            if let index = menus.firstIndex(where: { $0.title == menu }) { menus[index].items += items } else { menus.append((menu, items)) }
        }
        func read(_ views: [ViewCall], _ context: ReadingContext, depth: Int) {
            for view in views {
                switch view.name {
                case "CommandMenu":
                    let title = view.firstUnlabeled.flatMap { index.text(of: $0) } ?? "Commands"
                    add(title, commands(in: view.content, context, complete: &complete))
                case "CommandGroup":
                    let placement = view.arguments?.first.flatMap { SwiftLiterals.caseName($0.expression) }
                    add(Self.menu(forCommandGroupPlacement: placement), commands(in: view.content, context, complete: &complete))
                case let name where Self.commandSets[name] != nil:
                    let set = Self.commandSets[name]!
                    add(set.menu, set.items.map { commandNode($0, at) })
                default:
                    // The app's own `Commands`: its body holds more of the same; so does a function
                    // of the app's that returns some (`toolsMenu()`, `AppCommands.fileCommands(…)`).
                    if depth < 4, let (type, _) = index.type(named: view.name, from: file.path), let inner = type.members["body"] {
                        let typeContext = ReadingContext(file: type.file, platform: .macOS, type: type, presentation: .window)
                        read(ViewSyntax.allViews(ViewSyntax.pieces(inner.statements, typeContext)), typeContext, depth: depth + 1)
                    } else if depth < 4, let (statements, inner) = ownCode(view, context) {
                        // Each function read once: a body naming one many times (or itself) is not walked again.
                        guard visited.insert(statements.id).inserted else { continue }
                        read(ViewSyntax.allViews(ViewSyntax.pieces(statements, inner)), inner, depth: depth + 1)
                    } else {
                        complete = false
                    }
                }
            }
        }
        // The scenes of the body, and those of the app's own properties and functions it names (`mainWindow`).
        func scenes(_ views: [ViewCall], _ context: ReadingContext, depth: Int) {
            for scene in views {
                if depth < 4, !Self.sceneTypes.contains(scene.name), let (statements, inner) = ownCode(scene, context), visited.insert(statements.id).inserted {
                    scenes(ViewSyntax.allViews(ViewSyntax.pieces(statements, inner)), inner, depth: depth + 1)
                }
                for modifier in scene.modifiers where modifier.name == "commands" {
                    for closure in modifier.closures { read(ViewSyntax.allViews(ViewSyntax.pieces(closure.closure.statements, context)), context, depth: 0) }
                }
            }
        }
        scenes(ViewSyntax.allViews(ViewSyntax.pieces(body.statements, context)), context, depth: 0)
        let menuNodes = menus.map { menu in
            Node(content: .object([member("title", text(menu.title, at)), member("items", Node(content: .array(menu.items), anchor: at))]), anchor: at)
        }
        // Commands hig-lint could not read, or menus AppKit code builds: what is listed is not all there is.
        let listed = member("menus", Node(content: .array(menuNodes), anchor: at))
        return Node(content: .object(complete && !menusInCode ? [listed] : [listed, member("complete", Node(content: .bool(false), anchor: at))]), anchor: at)
    }

    /// The scenes SwiftUI declares, which no code of the app's builds.
    static let sceneTypes: Set<String> = ["WindowGroup", "Window", "Settings", "DocumentGroup", "MenuBarExtra", "UtilityWindow", "ImmersiveSpace"]

    /// The code of the app's own property or function a scene or a command names, in the file that
    /// declares it: a member of the type being read (`mainWindow`, `toolsMenu()`), or a type's
    /// static function (`AppCommands.fileCommands(…)`, read as the type with a first modifier).
    private func ownCode(_ view: ViewCall, _ context: ReadingContext) -> (CodeBlockItemListSyntax, ReadingContext)? {
        // (Each type looked up as the file's project declares it: another app of the run may declare one of the same name.)
        let found: (statements: CodeBlockItemListSyntax, part: TypeDeclaration)?
        if view.name.first?.isLowercase == true, let type = context.type {
            found = index.code(view.name, of: type.name, from: context.file.path)
        } else if view.isReference, let function = view.modifiers.first, let (type, _) = index.type(named: view.name, from: context.file.path),
                  !type.declaration.is(ExtensionDeclSyntax.self) {
            found = index.code(function.name, of: type.name, from: type.file.path)
        } else {
            found = nil
        }
        return found.map { ($0.statements, context.reading($0.part)) }
    }

    /// What a button does, as its code says it, spaces normalised: its action closure's statements
    /// or the function it names, and the same read past how the code reaches what it passes
    /// (`actionCall`); for an action that runs a function of the view's own without parameters
    /// (`Button(action: newConversation)`, `{ newConversation() }`), that function's one call too.
    /// Empty for an empty action, which says nothing.
    func actionKeys(_ view: ViewCall, _ context: ReadingContext) -> [String] {
        guard view.name == "Button" else { return [] }
        let action: Syntax?
        if let argument = view.argument("action") {
            action = argument.as(ClosureExprSyntax.self).map { Syntax($0.statements) } ?? Syntax(argument)
        } else if view.closure("label") != nil || view.firstUnlabeled != nil {
            action = view.closures.first { $0.label == nil }.map { Syntax($0.closure.statements) }
        } else {
            action = nil
        }
        guard let action, let text = Self.spacesNormalised(action), !text.isEmpty else { return [] }
        var keys = [text]
        let single: Syntax = action.as(CodeBlockItemListSyntax.self).flatMap { list in list.count == 1 ? list.first.map { Syntax($0.item) } : nil } ?? action
        if let call = Self.actionCall(single), !keys.contains(call) { keys.append(call) }
        // The view's own function it runs: named, or called with nothing to pass.
        let called: Syntax = single.as(FunctionCallExprSyntax.self).flatMap { call in call.arguments.isEmpty && call.trailingClosure == nil ? Syntax(call.calledExpression) : nil } ?? single
        if let name = TypeCode.ownMemberName(called), let type = context.type?.name, let function = index.member(name, of: type),
           function.declaration.is(FunctionDeclSyntax.self), function.statements.count == 1, let item = function.statements.first?.item,
           let call = Self.actionCall(Syntax(item)), !keys.contains(call) {
            keys.append(call)
        }
        return keys
    }

    private static func spacesNormalised(_ syntax: Syntax) -> String? {
        let text = syntax.trimmedText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return text.isEmpty ? nil : text
    }

    /// A call as what it does, whatever reaches what it passes: each argument that is a name or a
    /// path of names read as its last name (`manager.new(context: store.container.context)` is
    /// `manager.new(context: context)`, as another view passes its own `context`); arguments of
    /// any other kind as written, so `show(.about)` and `show(.help)` stay two commands. nil for
    /// what is not a call.
    static func actionCall(_ syntax: Syntax) -> String? {
        guard let call = syntax.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let callee = spacesNormalised(Syntax(call.calledExpression)) else { return nil }
        let arguments = call.arguments.map { argument -> String in
            let label = argument.label.map { $0.text + ": " } ?? ""
            if let access = argument.expression.as(MemberAccessExprSyntax.self), let base = access.base,
               base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) {
                return label + access.declName.baseName.text
            }
            return label + (spacesNormalised(Syntax(argument.expression)) ?? "")
        }
        return callee + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// The titles after the first a button's label takes in turn (`Text(c ? a : b)`), when the code states them all.
    func otherTitles(_ view: ViewCall, _ context: ReadingContext) -> [String] {
        let written = view.firstUnlabeled ?? view.labelClosure.flatMap { ViewSyntax.allViews(ViewSyntax.pieces($0.statements, context)).first }
            .flatMap { $0.name == "Text" || $0.name == "Label" ? $0.firstUnlabeled : nil }
        guard let written, let texts = textsInTurn(SwiftLiterals.wrappedText(written) ?? written) else { return [] }
        return Array(texts.dropFirst())
    }

    private func commandNode(_ title: String, _ at: SourceAnchor) -> Node {
        Node(content: .object([member("title", text(title, at))]), anchor: at)
    }

    /// The commands a menu's content holds: buttons, toggles and links by their titles, submenus' commands.
    private mutating func commands(in closure: ClosureExprSyntax?, _ context: ReadingContext, complete: inout Bool) -> [Node] {
        guard let closure else { return [] }
        return commands(among: ViewSyntax.allViews(ViewSyntax.pieces(closure.statements, context)), context, at: context.file.anchor(closure, path: ""),
                        depth: 0, complete: &complete)
    }

    private mutating func commands(among entries: [ViewCall], _ context: ReadingContext, at: SourceAnchor, depth: Int, complete: inout Bool) -> [Node] {
        var found: [Node] = []
        for entry in entries {
            switch entry.name {
            case "Button", "Toggle", "Link", "ShareLink":
                // A title a local gives (`let label = one ? "Delete Book" : "Delete Books"`): the command is each text in turn.
                let (read, _) = buttonLabel(entry, context, environment: [:])
                let local = read == nil ? entry.firstUnlabeled.flatMap { index.textAlternatives($0, in: context.type) }.flatMap { $0.complete ? $0.texts : nil } : nil
                guard let title = read ?? local?.first else { complete = false; continue }
                found += (local ?? []).dropFirst().map { commandNode($0, at) }
                var node = commandNode(title, at)
                let keys = actionKeys(entry, context)
                if let key = keys.first {
                    for each in keys { commandActions[each] = commandActions[each] ?? title }
                    if case .object(var fields) = node.content {
                        fields.append(member("action", text("menu:" + commandActions[key]!, at)))
                        node = Node(content: .object(fields), anchor: at)
                    }
                }
                found.append(node)
                // `Text(saved ? "Unsave" : "Save")`: the command is each in turn, and a toolbar item may be either.
                found += otherTitles(entry, context).map { commandNode($0, at) }
            case "Menu", "Section", "Group", "Picker":
                if let title = entry.firstUnlabeled.flatMap({ index.text(of: $0) }) { found.append(commandNode(title, at)) }
                found += entry.content.map { commands(among: ViewSyntax.allViews(ViewSyntax.pieces($0.statements, context)), context, at: at, depth: depth, complete: &complete) } ?? []
            case "Divider", "ForEach":
                if entry.name == "ForEach" { complete = false }
            default:
                // A view of the app's own among the commands (an updater's "Check for Updates…" button): its body's commands.
                if depth < 4, index.declaresType(entry.name), let (type, _) = index.type(named: entry.name, from: context.file.path, within: context.type),
                   let body = type.members["body"] {
                    let inner = ReadingContext(file: type.file, platform: .macOS, type: type, presentation: .window)
                    found += commands(among: ViewSyntax.allViews(ViewSyntax.pieces(body.statements, inner)), inner, at: at, depth: depth + 1, complete: &complete)
                } else {
                    complete = false
                }
            }
        }
        return found
    }
}
