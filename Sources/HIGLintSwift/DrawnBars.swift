import HIGLint
import SwiftSyntax

/// Bars a SwiftUI app draws itself in place of the system's: a view named as a top, navigation,
/// title or tab bar (`HomeTopBarView`, `CommunityNavigationBar`, `CustomTabBar`) that shows
/// buttons and a text. What it draws is read as the bar people see: its text as the title and its
/// buttons as the bar's items (a drawn tab bar's buttons as its tabs), so the guidance for bars
/// judges them, and `toolbar-standard-components` says the bar is the app's own.
extension SwiftUIMapping {
    enum DrawnBar { case navigation, tabs }

    /// The ends of a view's name that say which bar it draws.
    static let drawnBarNames: [(suffix: String, bar: DrawnBar)] = [
        ("TabBarView", .tabs), ("TabBar", .tabs), ("TabView", .tabs),
        ("NavigationBarView", .navigation), ("NavigationBar", .navigation), ("NavBarView", .navigation), ("NavBar", .navigation),
        ("TopBarView", .navigation), ("TopBar", .navigation), ("TitleBarView", .navigation), ("TitleBar", .navigation),
    ]

    /// The most views one drawn bar's reading visits (its own, and those of the app's views it shows).
    static let maximumDrawnBarVisits = 400

    /// The bar a type draws: a `View` struct named as one.
    static func drawnBar(_ declaration: TypeDeclaration) -> DrawnBar? {
        guard let type = declaration.declaration.as(StructDeclSyntax.self),
              type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedText == "View" }) == true else { return nil }
        return drawnBarNames.first { declaration.name.hasSuffix($0.suffix) }?.bar
    }

    /// What a drawn bar shows, in the order it is written.
    struct DrawnParts {
        var controls: [(view: ViewCall, context: ReadingContext, at: SourceAnchor, environment: [String: (TypeDeclaration, String)], afterTitle: Bool, group: Int,
                        edge: String?, inRow: Bool)] = []
        /// The group the next control joins: controls side by side share one; a spacer, the title or
        /// another layer (an overlay) between them starts the next.
        var group = 0
        var apart = false
        var title: (text: String, at: SourceAnchor)?
        /// A text the bar shows that hig-lint could not read (computed at run time).
        var unreadTitle = false
        /// A system bar inside it (`TabView`): it wraps the system's bar rather than drawing one.
        var wrapsSystemBar = false
        var fromData = false
        var visits = 0
        /// Whether the budget of visits cut the reading short.
        var cut = false
    }

    /// Modifiers whose content shows elsewhere (a sheet, a menu), not in the bar.
    static let elsewhereModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "contextMenu", "toolbar", "navigationDestination", "inspector",
    ]

    /// The description of a drawn bar's body on the context's platform, with what could not be read of it.
    mutating func drawnBarDescription(_ body: CodeBlockItemListSyntax, _ context: ReadingContext, bar: DrawnBar) -> (Node, [Violation])? {
        // A Mac window's bars are its toolbar and title bar: a view drawn in its content is no bar of the window's.
        guard [.iOS, .iPadOS].contains(context.platform), let declaration = context.type,
              let name = declaration.declaration.as(StructDeclSyntax.self)?.name else { return nil }
        notes = []
        let at = context.file.anchor(name, path: declaration.name)
        guard let members = drawnBarMembers(body, context, declaration: declaration, at: at, bar: bar) else { return nil }
        let platforms = member("platforms", Node(content: .array([text(context.platform.rawValue, at)]), anchor: at))
        return (Node(content: .object([platforms] + members + [member("presentation", text(context.presentation.rawValue, at))]), anchor: at), notes)
    }

    /// The bar a drawn-bar view's body shows on the site's platform: a custom toolbar with its title
    /// and buttons, or a custom tab bar with its tabs; a note when it shows neither. `at`: the view's name.
    private mutating func drawnBarMembers(_ body: CodeBlockItemListSyntax, _ context: ReadingContext, declaration: TypeDeclaration, at: SourceAnchor,
                                          bar: DrawnBar) -> [Node.Member]? {
        let path = "\(declaration.name).body"
        var parts = DrawnParts()
        // (Its own body is being read: a bar that shows itself is not read twice.)
        reading.append((path, [:]))
        drawnParts(ViewSyntax.fullest(ViewSyntax.pieces(body, context)), context, path: path, environment: [:], bar: bar, site: nil, into: &parts)
        reading.removeLast()
        if parts.wrapsSystemBar { return nil }
        if parts.cut {
            note(at, "`\(declaration.name)` shows more than \(Self.maximumDrawnBarVisits) views and cases; hig-lint reads the bar it draws from the first ones only")
        }
        let kind = member("kind", text("custom", at))
        switch bar {
        case .tabs:
            var tabs: [Node] = []
            for control in parts.controls {
                let (title, symbol, image, _) = labelParts(control.view, control.context, environment: control.environment)
                var members: [Node.Member] = []
                if let title { members.append(member("title", text(title, control.at))) }
                if let symbol { members.append(member("symbol", text(symbol, control.at))) } else if let image { members.append(member("image", text(image, control.at))) }
                guard !members.isEmpty else { parts.fromData = true; continue }
                tabs.append(Node(content: .object(members), anchor: control.at))
            }
            // A tab bar's tabs stand side by side in one row.
            guard tabs.count >= 2, parts.controls.allSatisfy(\.inRow) else {
                // (Many a view named as a tab view is what one tab shows: only one named as a bar is noted.)
                if declaration.name.hasSuffix("TabView") { return nil }
                note(at, "`\(declaration.name)` is named as a tab bar but is not the system's; hig-lint could not read its tabs, so they are not checked")
                return []
            }
            var members = [kind, member("tabs", Node(content: .array(tabs), anchor: at))]
            if parts.fromData { members.append(member("dynamicTabs", Node(content: .bool(true), anchor: at))) }
            return [member("tabBar", Node(content: .object(members), anchor: at))]
        case .navigation:
            var groups: [(placement: String, number: Int, items: [Node], at: SourceAnchor)] = []
            for control in parts.controls {
                guard let item = toolbarItem(control.view, control.context, at: control.at, placement: nil, environment: control.environment) else { continue }
                // The app draws it in a style of its own, whatever the button's: no system style to judge.
                var drawn = item
                if case .object(let fields) = item.content { drawn.content = .object(fields.filter { $0.name != "style" }) }
                // Where its row puts it; else before the title is the bar's leading edge, after it (or with no title) its trailing edge.
                let placement = control.edge ?? (parts.title != nil && !control.afterTitle ? "leading" : "trailing")
                if let last = groups.indices.last, groups[last].number == control.group, groups[last].placement == placement {
                    groups[last].items.append(drawn)
                } else {
                    groups.append((placement, control.group, [drawn], control.at))
                }
            }
            guard parts.title != nil || !groups.isEmpty else {
                note(at, "`\(declaration.name)` is named as a navigation bar but is not the system's; hig-lint could not read its title or buttons, so they are not checked")
                return []
            }
            var members = [kind]
            if let title = parts.title { members.append(member("title", text(title.text, title.at))) }
            let groupNodes = groups.map { group in
                Node(content: .object([member("placement", text(group.placement, group.at)), member("items", Node(content: .array(group.items), anchor: group.at))]), anchor: group.at)
            }
            if !groupNodes.isEmpty { members.append(member("groups", Node(content: .array(groupNodes), anchor: at))) }
            return [member("toolbar", Node(content: .object(members), anchor: at))]
        }
    }

    /// Views that hold a screen's content or a system bar: a view that shows one is no bar the app
    /// draws but a screen (or a wrapper of screens), and is not read as a bar.
    static let screenViews: Set<String> = [
        "List", "Form", "ScrollView", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Table", "NavigationStack", "NavigationView",
    ]

    /// Walks what a drawn bar shows: stacks, overlays and backgrounds, the app's own views and
    /// members (read where they are written, with what the call gives them), and a `ForEach` over an
    /// enum's cases once per case. Controls and a tapped image or label end the walk down; the first
    /// text outside them is the title. `site`: where the bar's own code shows the app view being
    /// read, which anchors what that view draws. `edge`: where the row or overlay around puts it.
    /// A screen's content, a system bar or the content a caller gives (`content()`) stops the reading.
    private mutating func drawnParts(_ views: [ViewCall], _ context: ReadingContext, path: String, environment: [String: (TypeDeclaration, String)],
                                     bar: DrawnBar, site: SourceAnchor?, edge: String? = nil, horizontal: Bool = false, inRow: Bool = false,
                                     into parts: inout DrawnParts) {
        var counts: [String: Int] = [:]
        // In a row, what comes before its first spacer or text sits at the leading edge, what comes after at the trailing edge.
        let firstGap = horizontal ? views.firstIndex { $0.name == "Spacer" || $0.name == "Text" } : nil
        let edges = views.indices.map { position -> String? in
            guard let firstGap, views[firstGap].name == "Spacer" || position != firstGap else { return nil }
            return position < firstGap ? "leading" : position > firstGap ? "trailing" : nil
        }
        for (position, view) in views.enumerated() {
            guard !parts.wrapsSystemBar else { return }
            let edge = edges[position] ?? edge
            parts.visits += 1
            guard parts.visits <= Self.maximumDrawnBarVisits else { parts.cut = true; return }
            counts[view.name, default: 0] += 1
            let viewPath = "\(path)/\(view.name)[\(counts[view.name]!)]"
            let at = site ?? context.file.anchor(view.syntax, path: viewPath)
            if SwiftRecognizers.tabViews.names.contains(view.name) || SwiftRecognizers.splitViews.names.contains(view.name) || Self.screenViews.contains(view.name)
                || view.modifiers.contains(where: { Self.toolbarContent($0, context) != nil || titles($0, context) != nil }) {
                parts.wrapsSystemBar = true
                return
            }
            if Self.controlNames.contains(view.name) || view.modifier("onTapGesture") != nil && tappedLabel(view, context) {
                if parts.apart, !parts.controls.isEmpty { parts.group += 1 }
                parts.apart = false
                parts.controls.append((view, context, at, environment, parts.title != nil, parts.group, edge, inRow))
                continue
            }
            switch view.name {
            case "Spacer":
                parts.apart = true
            case "Text":
                // The first text is the title; one computed at run time leaves the bar without a title read.
                if parts.title == nil, !parts.unreadTitle, bar == .navigation {
                    if let title = textOf(view, environment) { parts.title = (title, at) } else {
                        parts.unreadTitle = true
                        note(at, "the title of this bar the app draws is computed; hig-lint reads only literal titles")
                    }
                    parts.apart = true
                }
            case "ForEach":
                guard let data = view.firstUnlabeled, let closure = view.content else { continue }
                guard let (type, cases) = forEachCases(data: data, closure: closure, context) else {
                    parts.fromData = true
                    continue
                }
                let parameter = Self.parameterName(closure)
                let shown = ViewSyntax.variants(ViewSyntax.pieces(closure.statements, context)).first ?? []
                for caseName in cases {
                    // (Each case is a visit: nested loops over a long enum stay within the budget.)
                    parts.visits += 1
                    guard parts.visits <= Self.maximumDrawnBarVisits else { parts.cut = true; return }
                    var inner = environment
                    inner[parameter] = (type, caseName)
                    // (Each case's controls are places of their own, also where another file draws them.)
                    let caseSite = site.map { SourceAnchor(file: $0.file, start: $0.start, end: $0.end, path: "\($0.path)[.\(caseName)]") }
                    drawnParts(shown, context, path: "\(viewPath)[.\(caseName)]", environment: inner, bar: bar, site: caseSite, edge: edge, inRow: inRow, into: &parts)
                }
                continue
            default:
                // Its content, in a row when it is one.
                for closure in view.closures {
                    drawnParts(ViewSyntax.fullest(ViewSyntax.pieces(closure.closure.statements, context)), context, path: viewPath, environment: environment,
                               bar: bar, site: site, edge: edge, horizontal: view.name == "HStack", inRow: inRow || view.name == "HStack", into: &parts)
                }
            }
            // What shows over, behind or beside it, at the edge its alignment names (`.overlay(alignment: .leading)`).
            for modifier in view.modifiers where !Self.elsewhereModifiers.contains(modifier.name) {
                let aligned = SwiftLiterals.caseName(modifier.arguments.first { $0.label?.text == "alignment" }?.expression).map(Self.edge(ofAlignment:)) ?? nil
                for closure in modifier.closures {
                    parts.apart = true
                    drawnParts(ViewSyntax.fullest(ViewSyntax.pieces(closure.closure.statements, context)), context, path: "\(viewPath)/\(modifier.name)",
                               environment: environment, bar: bar, site: site, edge: aligned, into: &parts)
                }
            }
            // An app view or member it shows; not the content a caller gives a wrapper, which is the caller's screen.
            if view.closures.isEmpty, givenClosure(view, context) == nil, context.type.map({ index.contentGivenByCaller(view.name, in: $0) == nil }) ?? true,
               let (statements, inner, innerPath, given) = resolve(view, context), reading.count < 8 {
                reading.append((innerPath, given))
                // What the call gives the view's properties from a case being read (`TabButton(tab)` in a `ForEach`).
                var bound = environment
                for (name, value) in given { if let known = environment[value.trimmedText] { bound[name] = known } }
                drawnParts(ViewSyntax.fullest(ViewSyntax.pieces(statements, inner)), inner, path: innerPath, environment: bound, bar: bar,
                           site: site ?? (inner.file.path == context.file.path ? nil : at), edge: edge, inRow: inRow, into: &parts)
                reading.removeLast()
            }
        }
    }

    /// The bar's edge an alignment names (`.leading`, `.topLeading`); nil for the centre.
    static func edge(ofAlignment name: String) -> String? {
        let lowered = name.lowercased()
        return lowered.hasSuffix("leading") ? "leading" : lowered.hasSuffix("trailing") ? "trailing" : nil
    }

    /// Whether a view people tap (`.onTapGesture`) is one control: an image, a label or a text, or a
    /// stack of those (a tab drawn as an icon over its title), not a row holding buttons of its own.
    func tappedLabel(_ view: ViewCall, _ context: ReadingContext) -> Bool {
        if ["Image", "Label", "Text"].contains(view.name) { return true }
        guard Self.labelStacks.contains(view.name), let content = view.content else { return false }
        return ViewSyntax.allViews(ViewSyntax.pieces(content.statements, context)).allSatisfy { ["Image", "Label", "Text", "Spacer"].contains($0.name) }
    }
}
