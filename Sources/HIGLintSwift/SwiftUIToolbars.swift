import HIGLint
import SwiftSyntax

/// The toolbar a SwiftUI view declares: its `.toolbar` content read into groups of items, each
/// control as people see it, with the title the toolbar shows.
extension SwiftUIMapping {
    /// Whether a modifier hides the navigation bar: `.navigationBarHidden(true)`, and
    /// `.toolbar(.hidden)` or `.toolbarVisibility(.hidden)` for the navigation bar or every bar.
    static func hidesNavigationBar(_ modifier: ViewCall.Modifier) -> Bool {
        hidesNavigationBar(modifier.name, modifier.arguments)
    }

    /// Whether a modifier of this name and these arguments hides the navigation bar.
    static func hidesNavigationBar(_ name: String, _ arguments: LabeledExprListSyntax) -> Bool {
        switch name {
        case "navigationBarHidden":
            return arguments.first?.expression.trimmedText == "true"
        case "toolbar", "toolbarVisibility":
            guard let first = arguments.first, first.label == nil, SwiftLiterals.caseName(first.expression) == "hidden" else { return false }
            // The bars it names follow (`for: .navigationBar, .tabBar`); none named is every bar.
            let bars = arguments.dropFirst().map { SwiftLiterals.caseName($0.expression) }
            return bars.isEmpty || bars.contains { ["navigationBar", "automatic"].contains($0) }
        default:
            return false
        }
    }

    /// The toolbar (and title) of a view, once for each combination of alternatives in its `.toolbar` content.
    mutating func toolbarVariants(_ site: Site) -> [([Node.Member], [Violation])] {
        let context = site.context
        let at = context.file.anchor(site.view.syntax, path: site.path)
        // The title, or one per text the view's callers give it (a view that several screens show with their own titles).
        var titles: [Node?] = [nil]
        // Why people may never see each title, when one may not show (a fallback after `??`).
        var titleInferred: [String: String] = [:]
        var titleContinues = false
        notes = []
        // The content, with the app's own code it calls read where it is written.
        let root = Reached(context: context, path: site.path + "/toolbar", caller: nil)
        var budget = Self.maximumToolbarHelpers
        var pieces = expanded(site.view.modifiers.compactMap { Self.toolbarContent($0, context) }.flatMap { $0 }, in: root, helpers: true, budget: &budget)
        if pieces.count > Self.maximumToolbarPieces {
            // No bar holds so much: a generated or hostile file. The first ones are plenty to judge it.
            pieces = Array(pieces.prefix(Self.maximumToolbarPieces))
            notes.append(Violation(at: at, "this toolbar's content has more than \(Self.maximumToolbarPieces) items and conditions; hig-lint checks the first \(Self.maximumToolbarPieces)"))
        }
        // The navigation title, else on iPhone and iPad the one text in the bar's centre
        // (`ToolbarItem(placement: .principal) { Text(…) }`), which people see in its place.
        var source: (argument: ExprSyntax, context: ReadingContext, at: SourceAnchor, principal: Bool)?
        if let (modifier, argument) = site.view.modifiers.compactMap({ modifier in self.titles(modifier, context).map { (modifier, $0) } }).last {
            // (A ViewModifier titling with what its users give it leaves the title to each user's screen.)
            if !index.titlesWithGivenValue(argument, in: context.type) {
                source = (argument, context, context.file.anchor(argument, path: site.path + "/" + modifier.name), false)
            }
        } else if [.iOS, .iPadOS].contains(context.platform), let (principal, principalContext) = principalText(pieces, context),
                  let argument = principal.firstUnlabeled {
            source = (argument, principalContext, principalContext.file.anchor(argument, path: site.path + "/principal"), true)
        }
        if let (argument, titleContext, titleAt, principal) = source {
            if let literal = index.text(of: argument) {
                titles = [text(literal, titleAt)]
            } else if let alternatives = index.textAlternatives(argument, in: titleContext.type) {
                // A text a caller gives the view (or a modifier of the app's own) is reported where the caller writes it.
                titles = alternatives.givenUp ? [nil] : alternatives.texts.map { title in
                    text(title, alternatives.origins[title].flatMap { index.callerAnchor(of: $0, outside: titleContext.type) } ?? titleAt)
                }
                titleInferred = alternatives.inferred
                if alternatives.givenUp {
                    notes.append(Violation(at: titleAt, "the texts this navigation title may take go through more than \(TextAlternatives.budget) expressions "
                                           + "(getters that switch over other getters); hig-lint gave up following them, so the title is not checked"))
                } else if !alternatives.complete {
                    notes.append(Violation(at: titleAt, "some of the texts this navigation title takes are computed at run time; hig-lint checks the ones the code states"))
                }
            } else if let written = index.writtenText(of: argument.as(SequenceExprSyntax.self).flatMap { SwiftTypeIndex.concatenated($0.elements) } ?? [argument]) {
                // Written text and values only known when the app runs (`"Edit \(name)"`): judged by what is written.
                titles = [text(written, titleAt)]
                titleContinues = true
            } else if !principal {
                // A title computed at run time (also `a ?? b`, an interpolation): reported once, as the variants share it.
                // (A centre text hig-lint cannot read may be no title: nothing is said.)
                notes.append(Violation(at: titleAt, "this navigation title is computed, or a localization key no string catalog gives a value for; hig-lint reads only literal titles"))
            }
        }
        // A navigation bar the view hides (`.navigationBarHidden(true)`, `.toolbar(.hidden, for:
        // .navigationBar)`) shows neither its title nor its items; a bottom bar still shows.
        // Where the platform has a navigation bar to hide, the toolbar is the app's own (`kind: custom`).
        let hiding = context.platform == .macOS ? nil : site.view.modifiers.first(where: Self.hidesNavigationBar)
        let hidingAt = hiding.map { context.file.anchor($0.syntax, path: site.path + "/" + $0.name) }
        let titleNotes = notes
        var results: [([Node.Member], [Violation])] = []
        // Each state of the content inside its items too: the first reading shows each item's first
        // state (a group its fullest); then one reading per later branch, every item showing its n-th.
        nestedChoice = nil
        nestedBranches = 1
        var choice: Int? = nil
        repeat {
        nestedChoice = choice
        for (variant, shownUnder) in ViewSyntax.variantsShownUnder(pieces) {
            notes = titleNotes
            // Items under conditions nothing relates (`if showSettings`, `if isMoving`) may never show together.
            let together = ViewSyntax.unrelatedConditions(shownUnder).map { first, second in
                "the toolbar's items show under conditions hig-lint cannot relate (`\(first)`, `\(second)`), which may never hold together"
            }
            var groups: [String: [Node]] = [:]
            var groupAnchors: [String: SourceAnchor] = [:]
            collectToolbarItems(variant, context, path: site.path + "/toolbar", placement: nil, into: &groups, anchors: &groupAnchors)
            // iOS 13's `.navigationBarItems(leading: Button…, trailing: HStack { … })`: views, not toolbar content.
            for modifier in site.view.modifiers where modifier.name == "navigationBarItems" {
                for argument in modifier.arguments {
                    guard let placement = ["leading": "navigationBarLeading", "trailing": "navigationBarTrailing"][argument.label?.text ?? ""],
                          let view = ViewSyntax.view(argument.expression, context) else { continue }
                    let views = ["HStack", "Group"].contains(view.name)
                        ? view.content.map { ViewSyntax.variants(ViewSyntax.pieces($0.statements, context)).first ?? [] } ?? [] : [view]
                    collectToolbarItems(views, context, path: site.path + "/navigationBarItems", placement: placement, into: &groups, anchors: &groupAnchors)
                }
            }
            if let search = site.view.modifier("searchable"), let place = Self.searchPlacement(search, on: context.platform) {
                let searchAt = context.file.anchor(search.syntax, path: site.path + "/searchable")
                groups[place, default: []].append(Node(content: .object([member("kind", text("search", searchAt))]), anchor: searchAt))
                groupAnchors[place] = groupAnchors[place] ?? searchAt
            }
            let barHidden = hiding != nil
            let groupNodes = (barHidden ? ["bottom"] : ["leading", "center", "trailing", "bottom"]).compactMap { placement -> Node? in
                guard let items = groups[placement], let groupAt = groupAnchors[placement] else { return nil }
                return Node(content: .object([member("placement", text(placement, groupAt)), member("items", Node(content: .array(items), anchor: groupAt))]),
                            anchor: groupAt)
            }
            for title in barHidden ? [nil] : titles {
                lazy var detailSetsTitle: Bool = {
                    if let split = site.ancestors.last(where: { SwiftRecognizers.splitViews.names.contains($0.name) }) {
                        return contentSetsTitle(Self.detailColumn(split)?.statements, context)
                    }
                    // A sidebar column written as a view of its own: the detail its split views show beside it.
                    return site.inSidebarColumn && context.type.map { detailBesideSetsTitle($0.name, context) } == true
                }()
                var toolbarMembers: [Node.Member] = []
                if let hidingAt, context.platform != .visionOS { toolbarMembers.append(member("kind", text("custom", hidingAt))) }
                let inferred = title.flatMap { title in Self.stringContent(title).flatMap { titleInferred[$0] }.map { member("titleInferred", text($0, title.anchor)) } }
                if let title, context.platform != .macOS {
                    toolbarMembers.append(member("title", title))
                    if let inferred { toolbarMembers.append(inferred) }
                    if titleContinues { toolbarMembers.append(member("titleContinues", Node(content: .bool(true), anchor: title.anchor))) }
                    if site.inSidebarColumn { toolbarMembers.append(member("sidebarColumn", Node(content: .bool(true), anchor: title.anchor))) }
                }
                if !groupNodes.isEmpty {
                    if let together { toolbarMembers.append(member("itemsTogetherInferred", text(together, at))) }
                    toolbarMembers.append(member("groups", Node(content: .array(groupNodes), anchor: at)))
                    // A toolbar people can customise on iPadOS and macOS is one with an id (`.toolbar(id:)`).
                    if context.platform == .macOS || context.platform == .iPadOS,
                       let content = site.view.modifiers.first(where: { Self.toolbarContent($0, context) != nil }) {
                        let customizable = site.view.modifiers.contains { $0.name == "toolbar" && $0.arguments.contains { $0.label?.text == "id" } }
                        toolbarMembers.append(member("customizable", Node(content: .bool(customizable), anchor: context.file.anchor(content.syntax, path: site.path + "/toolbar"))))
                    }
                }
                var members: [Node.Member] = []
                // A sheet or dialog on macOS shows no title.
                // A sidebar column's empty title leaves the window's title to the detail column, and so does a detail column that titles itself.
                if let title, context.platform == .macOS, context.presentation != .modal,
                   !(site.inSidebarColumn && (Self.stringContent(title) == "" || detailSetsTitle)) {
                    members.append(member("window", Node(content: .object([member("title", title)] + (inferred.map { [$0] } ?? [])), anchor: at)))
                }
                if !toolbarMembers.isEmpty { members.append(member("toolbar", Node(content: .object(toolbarMembers), anchor: at))) }
                // (A later reading that shows what an earlier one did adds nothing.)
                if choice == nil || !results.contains(where: { $0.0 == members }) { results.append((members, notes)) }
            }
        }
        choice = (choice ?? -1) + 1
        } while nestedBranches > 1 && choice! < min(nestedBranches, Self.maximumNestedChoices)
        nestedChoice = nil
        return results
    }

    /// The branch a toolbar's later reading shows of the content of an item or a group
    /// (`ToolbarItem { if guided { Next } else { Share } }`): the `nestedChoice`-th, or the last
    /// when there are fewer; nil on the first reading (the first state, or the fullest) and for
    /// content without branches. Counts the branches seen, so that the toolbar is read again.
    /// Branches on what each place that shows the view fixes (a `let` of the view's type itself,
    /// given by its callers: `if bottom { Spacer() }`) or on the device (`horizontalSizeClass`, the idiom) are
    /// not states a person moves between: they stay as the first reading read them.
    private mutating func chosenBranch(_ pieces: [ContentPiece], _ context: ReadingContext) -> [ViewCall]? {
        let variants = ViewSyntax.variants(pieces)
        guard variants.count > 1 else { return nil }
        let constants = Set((context.type.map { index.partsOfOneType($0) } ?? []).flatMap { part in
            TypeCode.all(VariableDeclSyntax.self, in: part.declaration).filter { $0.bindingSpecifier.tokenKind == .keyword(.let) }
                .flatMap { $0.bindings.map(\.pattern.trimmedText) }
        })
        func fixed(_ pieces: [ContentPiece]) -> Bool {
            pieces.contains { piece in
                guard case .alternatives(let branches) = piece else { return false }
                return branches.contains { branch in
                    branch.conditions.contains { atom in
                        // The constant itself (`bottom`, `!bottom`), not a value of a model it holds (`model.isLoading`).
                        let name = String(atom.filter { !"!() ".contains($0) })
                        return constants.contains(name) || ["SizeClass", "idiom", "os("].contains(where: atom.contains)
                    } || fixed(branch.pieces)
                }
            }
        }
        guard !fixed(pieces) else { return nil }
        nestedBranches = max(nestedBranches, variants.count)
        guard let choice = nestedChoice else { return nil }
        // One state for the whole bar: each condition has one value in a reading (every one true in
        // the first, false in the next), so `if isRecording { Stop }` in one item and
        // `if !isRecording { Record }` in another never show together; what no such value decides
        // (a `switch`) takes its `choice`-th branch.
        var facts: [String: Bool] = [:]
        func collect(_ pieces: [ContentPiece]) {
            for case .alternatives(let branches) in pieces {
                for branch in branches {
                    for atom in branch.conditions where SwiftUIMapping.caseCondition(atom.hasPrefix("!") ? String(atom.dropFirst()) : atom) == nil {
                        facts[Reached.factName(atom.hasPrefix("!") ? String(atom.dropFirst()) : atom)] = choice == 0
                    }
                    collect(branch.pieces)
                }
            }
        }
        collect(pieces)
        let decided = ViewSyntax.variants(Self.select(pieces, [:], facts: facts))
        return decided.isEmpty ? nil : decided[min(choice, decided.count - 1)]
    }

    /// `callSite`: where the view whose body holds `views` is placed, when its call gives it
    /// values; a control that shows one of them is that call's item, placed there.
    private mutating func collectToolbarItems(_ views: [ViewCall], _ context: ReadingContext, path: String, placement inherited: String?,
                                              callSite: SourceAnchor? = nil,
                                              into groups: inout [String: [Node]], anchors: inout [String: SourceAnchor]) {
        var counts: [String: Int] = [:]
        let (outerContext, outerPath) = (context, path)
        for view in views {
            // A view the app's own code built is read in that code.
            let context = view.reached?.context ?? outerContext
            let path = view.reached?.path ?? outerPath
            let entered = enter(view.reached)
            defer { leave(entered) }
            counts["\(path)/\(view.name)", default: 0] += 1
            let viewPath = "\(path)/\(view.name)[\(counts["\(path)/\(view.name)"]!)]"
            let at = callSite.flatMap { site in showsGivenValue(view) ? site : nil } ?? context.file.anchor(view.syntax, path: viewPath)
            func add(_ node: Node, _ placementName: String?) {
                guard let place = Self.placement(placementName, on: context.platform, presentation: context.presentation) else {
                    // Not in the toolbar on this platform (a Mac sheet's dialog buttons): read, and left out on purpose.
                    understood.append(view.syntax)
                    return
                }
                groups[place, default: []].append(node)
                if anchors[place] == nil { anchors[place] = at }
            }
            // A wrapper's `ToolbarItem(placement: placement)`: the placement its call gives.
            let placementName = placementName(of: view, on: context.platform) ?? inherited
            // An item a customizable toolbar hides until the person adds it is not shown.
            if view.argument("showsByDefault")?.trimmedText == "false"
                || SwiftLiterals.caseName(view.modifier("defaultCustomization")?.arguments.first?.expression) == "hidden" {
                understood.append(view.syntax)
                continue
            }
            switch view.name {
            case "ToolbarItem":
                // Of an item that changes with the view's state, the one it shows when the view is first shown.
                // (When no branch is left, the state is read wrongly: the first branch, as before.)
                guard let content = view.content, case let pieces = contentPieces(content, of: view, context),
                      let shown = chosenBranch(pieces, context)?.first
                        ?? ViewSyntax.variants(Self.select(pieces, [:], facts: Self.initialState(of: pieces, in: context.type.map { index.partsOfOneType($0) } ?? []))).first?.first
                        ?? ViewSyntax.variants(pieces).first?.first
                else { continue }
                // A helper's parameter (`ToolbarItem { view }`) is what its call gives, read there.
                let item = Self.inheritingSymbolVariant([shown], from: view)[0], itemContext = shown.reached?.context ?? context
                let enteredItem = shown.reached === view.reached ? 0 : enter(shown.reached)
                defer { leave(enteredItem) }
                if let controls = stackedControls(item, itemContext) {
                    collectToolbarItems(controls, itemContext, path: viewPath + "/\(item.name)[1]", placement: placementName ?? "automatic",
                                        callSite: callSite, into: &groups, anchors: &anchors)
                    continue
                }
                // A wrapper of the app's stacking the content its call gives (`Pill { Button…; Button… }`): those controls.
                if let only = onlyView(of: item, itemContext) {
                    reading.append((only.path, only.given))
                    let controls = stackedControls(only.view, only.context)
                    if let controls {
                        collectToolbarItems(controls, only.context, path: only.path, placement: placementName ?? "automatic", callSite: callSite, into: &groups, anchors: &anchors)
                    }
                    reading.removeLast()
                    if controls != nil { continue }
                }
                // A view the helper's caller gives is that caller's item.
                let itemPath = shown.reached === view.reached ? viewPath : (shown.reached?.path ?? viewPath) + "/\(item.name)[1]"
                if let node = toolbarItem(item, itemContext, at: itemContext.file.anchor(item.syntax, path: itemPath), placement: placementName) {
                    add(node, placementName)
                } else if UIKitMapping.statusViews.contains(item.name) {
                    // An item that only shows progress: read, and no control.
                    understood.append(view.syntax)
                }
            case "ToolbarItemGroup" where view.closure("label") != nil:
                // A group with a label collapses into one control that opens the group's items.
                if let node = toolbarItem(Self.asMenu(view), context, at: at, placement: placementName) { add(node, placementName) }
            case "ToolbarItemGroup":
                guard let content = view.content else { continue }
                let pieces = contentPieces(content, of: view, context)
                let children = Self.inheritingSymbolVariant(chosenBranch(pieces, context) ?? ViewSyntax.fullest(pieces), from: view)
                let shared = inSharedPlacement
                inSharedPlacement = children.filter { $0.name != "Spacer" }.count > 1
                collectToolbarItems(children, context, path: viewPath, placement: placementName ?? "automatic", into: &groups, anchors: &anchors)
                inSharedPlacement = shared
            case "ToolbarSpacer":
                let flexible = SwiftLiterals.caseName(view.firstUnlabeled) != "fixed"
                add(Node(content: .object([member("kind", text(flexible ? "flexibleSpace" : "space", at))]), anchor: at), placementName)
            case "ToolbarTitleMenu":
                add(Node(content: .object([member("kind", text("title", at)), member("role", text("document", at))]), anchor: at), "principal")
            case "Group" where view.content.map { ViewSyntax.allViews(ViewSyntax.pieces($0.statements, context)).contains { Self.toolbarContentNames.contains($0.name) } } == true:
                // `Group { ToolbarItemGroup(…) { … }; ToolbarItem(…) { … } }`: toolbar content grouped, each item the bar's own.
                let pieces = contentPieces(view.content!, of: view, context)
                collectToolbarItems(chosenBranch(pieces, context) ?? ViewSyntax.fullest(pieces), context, path: viewPath, placement: inherited,
                                    callSite: callSite, into: &groups, anchors: &anchors)
            case "ForEach":
                note(at, "toolbar items built by ForEach are known only at run time; the toolbar is checked without them")
            default:
                if let controls = stackedControls(view, context) {
                    collectToolbarItems(controls, context, path: viewPath, placement: placementName, callSite: callSite, into: &groups, anchors: &anchors)
                } else if let (statements, inner, innerPath, given) = resolve(view, context), reading.count < 8 {
                    reading.append((innerPath, given))
                    // The items it adds take the style its use site gives (`helper.buttonStyle(…)`).
                    let before = view.modifier("buttonStyle") == nil ? nil : groups.mapValues(\.count)
                    // (A view's own branches follow its state, which its code may fix (`let mode = .both`): read at its fullest.)
                    collectToolbarItems(ViewSyntax.fullest(ViewSyntax.pieces(statements, inner)), inner, path: innerPath,
                                        // A member of the same type is placed where the type's call is.
                                        placement: inherited, callSite: given.isEmpty ? nil : inner.type === context.type ? callSite : at,
                                        into: &groups, anchors: &anchors)
                    if let before {
                        for (place, nodes) in groups {
                            let start = before[place] ?? 0
                            groups[place] = Array(nodes[..<start]) + nodes[start...].map { restyled($0, by: view, context, path: viewPath) }
                        }
                    }
                    reading.removeLast()
                } else if let node = toolbarItem(view, context, at: at, placement: placementName) {
                    add(node, placementName)
                }
            }
        }
    }

    /// The controls a stack in a toolbar holds (`HStack { Button…; Spacer(); Button… }`, a `ControlGroup`, a
    /// `Group` choosing a button), when it holds controls and spacers only: they stand side by side in the bar,
    /// each counted as the bar's own would be; nil for a stack that is no control (an image and a text).
    private func stackedControls(_ view: ViewCall, _ context: ReadingContext) -> [ViewCall]? {
        func isControl(_ view: ViewCall) -> Bool { Self.controlNames.contains(view.name) || index.declaresType(view.name) }
        guard ["HStack", "Group", "ControlGroup"].contains(view.name), let inner = view.content else { return nil }
        return ViewSyntax.variants(ViewSyntax.pieces(inner.statements, context)).map { Self.inheritingSymbolVariant($0.flatMap { givenViews($0, context) ?? [$0] }, from: view) }
            // A `Spacer()` between them is the bar's flexible space.
            .filter({ $0.contains(where: isControl) && $0.allSatisfy { isControl($0) || $0.name == "Spacer" } })
            .reduce(nil, { (best: [ViewCall]?, next) in next.count > (best?.count ?? 0) ? next : best })
    }

    /// The views a wrapper's `content` (`@ViewBuilder let content: Content`, shown as `content` or
    /// `content()`) stands for in the call being read: those of the closure the call gives, each
    /// read where it is written; nil for any other view.
    func givenViews(_ view: ViewCall, _ context: ReadingContext) -> [ViewCall]? {
        guard let (closure, caller) = givenClosure(view, context), let type = context.type else { return nil }
        let callerContext = context.reading(caller)
        let reached = Reached(context: callerContext, path: "\(caller.name).\(type.name)(\(view.name))", caller: nil)
        return ViewSyntax.fullest(ViewSyntax.pieces(closure.statements, callerContext)).map { shown in
            var shown = shown
            shown.reached = reached
            return shown
        }
    }

    /// A closure of toolbar content written in a view reached through the app's code, with the
    /// parameters of that code it shows replaced by what their call gives.
    private mutating func contentPieces(_ closure: ClosureExprSyntax, of view: ViewCall, _ context: ReadingContext) -> [ContentPiece] {
        let pieces = ViewSyntax.pieces(closure.statements, context)
        guard let reached = view.reached else { return pieces }
        var budget = Self.maximumToolbarHelpers
        return expanded(pieces, in: reached, helpers: false, budget: &budget)
    }

    /// Where a SwiftUI placement puts items on a platform; nil for items that do not show in
    /// the bar (keyboard accessories; secondary actions, which iOS folds into its own menu; and
    /// every item of a sheet or dialog on macOS, which has no toolbar: its items are the dialog's
    /// push buttons along its bottom edge).
    static func placement(_ name: String?, on platform: Platform, presentation: Presentation = .unknown) -> String? {
        let macOS = platform == .macOS
        if macOS && presentation == .modal { return nil }
        switch name ?? "automatic" {
        case "automatic", "primaryAction": return macOS && name == "primaryAction" ? "leading" : "trailing"
        case "navigation", "topBarLeading", "navigationBarLeading", "cancellationAction": return "leading"
        case "principal", "title": return "center"
        case "topBarTrailing", "navigationBarTrailing", "confirmationAction", "destructiveAction": return "trailing"
        case "bottomBar": return macOS ? nil : "bottom"
        case "status": return macOS ? "center" : "bottom"
        case "secondaryAction": return macOS ? "center" : nil
        default:
            // An app's own placement (`static var barLeading: ToolbarItemPlacement`, one system placement
            // per platform): where its name says.
            let words = UnshippedViews.nameWords(name ?? "")
            if words.contains("leading") { return "leading" }
            if words.contains("trailing") { return "trailing" }
            if words.contains("principal") { return "center" }
            return nil
        }
    }

    /// The toolbar group a `.searchable` field stands in: the trailing end when placed there
    /// (`.toolbar`) or by default on macOS, the centre with `.toolbarPrincipal`; nil when it is
    /// not in the toolbar. By default on iOS, iPadOS and visionOS, and with
    /// `.navigationBarDrawer`, it sits with the navigation bar, not among its items; with
    /// `.sidebar`, in the sidebar: neither is next to any toolbar item.
    static func searchPlacement(_ search: ViewCall.Modifier, on platform: Platform) -> String? {
        let placement = search.arguments.first { $0.label?.text == "placement" }.map { argument -> String? in
            // `.navigationBarDrawer(displayMode: .always)` names its case through a call.
            let expression = argument.expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? argument.expression
            return SwiftLiterals.caseName(expression)
        } ?? nil
        switch placement ?? "automatic" {
        case "toolbar": return "trailing"
        // The principal placement centres the field in the bar.
        case "toolbarPrincipal": return "center"
        case "automatic": return platform == .macOS ? "trailing" : nil
        default: return nil
        }
    }

    /// A toolbar item's icon: its system symbol, else the image it names some other way, as the
    /// expression that names it (an asset catalog's image or custom symbol, `image: "custom.x"`;
    /// a symbol computed at run time, `systemImage: kind.symbol`; an app's own initializer's
    /// `icon: .send`), since the item shows an icon
    /// all the same; none with `.labelStyle(.titleOnly)`, which shows the title alone. A computed
    /// icon is kept only beside a label, where it tells an icon from text: alone, its expression
    /// would stand in messages for a name.
    private func iconMembers(_ view: ViewCall, symbol: String?, labelled: Bool, _ context: ReadingContext, at: SourceAnchor) -> [Node.Member] {
        let labels = [view] + (view.labelClosure.map { ViewSyntax.allViews(ViewSyntax.pieces($0.statements, context)) } ?? [])
        if labels.contains(where: { SwiftLiterals.styleName($0.modifier("labelStyle")?.arguments.first?.expression) == "titleOnly" }) { return [] }
        if let symbol { return [member("symbol", text(symbol, at))] }
        for label in labels {
            let icon = label.closure("icon").flatMap { ViewSyntax.allViews(ViewSyntax.pieces($0.statements, context)).first { $0.name == "Image" } }
            // (`icon:` and `symbol:` are an app's own initializers' image: `Button("Send", icon: .send)`.)
            // (An image made from a UIKit or AppKit image, `Image(uiImage: .replyLine)`, is named as the code writes it.)
            let ownImage: ExprSyntax? = label.name != "Image" ? nil
                : label.firstUnlabeled ?? label.argument("systemName") ?? label.argument("uiImage") ?? label.argument("nsImage")
            if let named = label.argument("image") ?? label.argument("systemImage") ?? label.argument("icon") ?? label.argument("symbol")
                ?? icon?.firstUnlabeled ?? icon?.argument("systemName") ?? ownImage {
                if let literal = SwiftLiterals.string(named) { return [member("image", text(literal, at))] }
                return labelled ? [member("image", text(named.trimmedText, at))] : []
            }
        }
        // An image of the app's own as a static member of `Image` (`Image.filterLine`).
        if let name = view.labelClosure.flatMap({ Self.imageMemberName($0.statements) }) { return [member("image", text(name, at))] }
        return []
    }

    /// One control in a toolbar.
    /// `environment`: the enum case each name stands for, in a control a `ForEach` over cases makes.
    mutating func toolbarItem(_ view: ViewCall, _ context: ReadingContext, at: SourceAnchor, placement: String?,
                              environment: [String: (TypeDeclaration, String)] = [:]) -> Node? {
        var members: [Node.Member] = []
        var role: String?
        switch view.name {
        case "Button", "Menu", "Toggle", "Link", "NavigationLink":
            let (label, symbol) = buttonLabel(view, context, environment: environment)
            if view.name == "Menu" { members.append(member("kind", text("menu", at))) } else { members.append(member("kind", text("button", at))) }
            if let label { members.append(member("label", text(label, at))) }
            let commands = commandActions
            if let command = actionKeys(view, context).lazy.compactMap({ commands[$0] }).first {
                // It does what a menu-bar command does: the same command, whatever each is called.
                members.append(member("action", text("menu:" + command, at)))
            }
            if label == nil, symbol == nil, let written = view.firstUnlabeled, !written.is(ClosureExprSyntax.self) {
                // The item stays (it counts among its group's), without the text its label shows.
                note(context.file.anchor(written, path: at.path), "this toolbar item's label is computed, or a localization key no string table gives a value for; hig-lint checks the toolbar without its text")
            }
            members += iconMembers(view, symbol: symbol, labelled: label != nil || Self.spokenLabel(view, context) != nil, context, at: at)
            if label == nil, symbol == nil, !members.contains(where: { $0.name == "image" }), let drawn = customLabelView(view, context) {
                // A label the app draws itself (an avatar): an image of its own, not text, whatever VoiceOver reads.
                members.append(member("image", text(drawn, at)))
            }
            switch SwiftLiterals.caseName(view.argument("role")) {
            case "cancel": role = "cancel"
            case "destructive": role = "delete"
            case "confirm": role = "done"
            case "close": role = "close"
            default:
                // The standard titles mean the standard roles, so that rules about roles see them;
                // a button that switches edit mode on and off is an Edit button whatever its title;
                // the close glyph closes, whatever else its action does first (unless a spoken label
                // says what it does: an xmark also stops a page loading);
                // one that does the sheet's work and closes it ("Add": `save(item); dismiss()`) submits it.
                // So is one whose title turns from Edit or Select to Done (`Text(isEditing ? "Done" : "Edit")`).
                let inTurn = label.map { [$0] + otherTitles(view, context) } ?? []
                role = (inTurn.count > 1 && inTurn.contains { $0 == "Edit" || $0 == "Select" } ? "edit" : nil)
                    // (A title the item shows says what it does, as a spoken label does: "Search" on an xmark it shows while
                    // searching is no Close; "Dismiss" or "Close Editor" on one is.)
                    ?? label.flatMap { Self.titleRoles[$0] }
                    ?? (label == nil || label.map(Self.saysClose) == true || Self.spokenLabel(view, context) != nil ? spokenRole(view, context, symbol: symbol) : nil)
                    ?? (Self.togglesEditing(view) ? "edit" : nil)
                    ?? (label == nil && Self.goesBack(view, symbol: symbol) ? "back" : nil)
                    ?? (context.presentation == .modal && placement != "cancellationAction" && Self.commitsAndDismisses(view) ? "submit" : nil)
                    // A sheet's trailing text button named for finishing its task ("Create", "Import"): its key action.
                    ?? (context.presentation == .modal && Self.trailingPlacements.contains(placement ?? "automatic") && symbol == nil
                        && label.map(Self.commitTitles.contains) == true ? "submit" : nil)
            }
            if view.name == "Menu", let content = view.content {
                var entries: [Node] = []
                func add(_ entry: ViewCall, _ context: ReadingContext, shownAs written: ViewCall, in menuContext: ReadingContext) {
                    let (title, symbol) = buttonLabel(entry, context, environment: [:])
                    let entryAt = menuContext.file.anchor(written.syntax, path: at.path + "/\(written.name)")
                    var fields: [Node.Member] = []
                    if let title { fields.append(member("title", text(title, entryAt))) }
                    if let symbol { fields.append(member("symbol", text(symbol, entryAt))) }
                    if !fields.isEmpty { entries.append(Node(content: .object(fields), anchor: entryAt)) }
                }
                for entry in ViewSyntax.allViews(ViewSyntax.pieces(content.statements, context)) {
                    if ["Button", "Menu", "Toggle"].contains(entry.name) {
                        add(entry, context, shownAs: entry, in: context)
                    } else if let only = onlyView(of: entry, context), ["Button", "Menu", "Toggle"].contains(only.view.name) {
                        // A view of the app's own whose body is one button (`ExportButton(label: …)`),
                        // placed where the menu names it.
                        reading.append((only.path, only.given))
                        add(only.view, only.context, shownAs: entry, in: context)
                        reading.removeLast()
                    }
                }
                if !entries.isEmpty { members.append(member("menu", Node(content: .array(entries), anchor: at))) }
            }
        case "ControlGroup" where view.closure("label") != nil:
            // Controls known only at run time (`ForEach(actions) { … }`) under a label: one control,
            // which collapses into a menu of them where the bar is short of room.
            return toolbarItem(Self.asMenu(view), context, at: at, placement: placement)
        case "ShareLink":
            members += [member("kind", text("button", at)), member("label", text("Share", at)), member("symbol", text("square.and.arrow.up", at))]
            role = "share"
        case "EditButton":
            members += [member("kind", text("button", at)), member("label", text("Edit", at))]
            role = "edit"
        case "Label":
            let parts = labelParts(view, context, environment: [:])
            members.append(member("kind", text("button", at)))
            if let label = parts.0 { members.append(member("label", text(label, at))) }
            members += iconMembers(view, symbol: parts.1, labelled: parts.0 != nil, context, at: at)
        case "Image":
            members.append(member("kind", text("button", at)))
            if let symbol = symbolArgument(view, "systemName", [:]) { members.append(member("symbol", text(symbol, at))) }
        case "Text":
            // `Text("")` holds a place (the other branch of an `if` shows a control): nothing shows.
            if view.firstUnlabeled.flatMap(SwiftLiterals.string)?.allSatisfy(\.isWhitespace) == true { return nil }
            let label = view.firstUnlabeled.flatMap { titleValue($0, [:]) }
            members.append(member("kind", text("title", at)))
            if let label { members.append(member("label", text(label, at))) }
        case _ where Self.labelStacks.contains(view.name) && showsTextOnly(view, context):
            // A title with a subtitle under it (`VStack { Text("Inbox"); Text("3 unread") }`): a title, known by its first text.
            members.append(member("kind", text("title", at)))
            if let label = stackLabelParts(view, context, environment: [:]).0 { members.append(member("label", text(label, at))) }
        case "EmptyView":
            return nil
        case _ where UIKitMapping.statusViews.contains(view.name):
            // A spinner or progress bar shows a status, which no one presses: no item for the rules.
            return nil
        case "Spacer":
            return Node(content: .object([member("kind", text("flexibleSpace", at))]), anchor: at)
        case "Picker":
            let segmented = ["segmented", "palette"].contains(SwiftLiterals.styleName(view.modifier("pickerStyle")?.arguments.first?.expression))
            members.append(member("kind", text(segmented ? "segmentedControl" : "menu", at)))
            // Its label (`Picker("Layout", systemImage: "macwindow", …)`, or a Label in its label closure)
            // is read as a button's is.
            let (label, symbol) = buttonLabel(view, context, environment: [:])
            if let label { members.append(member("label", text(label, at))) }
            members += iconMembers(view, symbol: symbol, labelled: label != nil, context, at: at)
            // On the Mac a menu-style picker is a pop-up button: it draws a bezel and arrows of its own around the choice it shows.
            if !segmented, context.platform == .macOS, statedStyle(view, context, path: at.path) == nil { members.append(member("style", text("bordered", at))) }
        default:
            // A member or view type whose body is one control is that control.
            if let only = onlyView(of: view, context) {
                reading.append((only.path, only.given))
                defer { reading.removeLast() }
                // A control that shows what its call gives it (`BarButton(title: "Print")`) is that
                // call's item, placed there; one that is the same wherever it is used, in its own code.
                return toolbarItem(only.view, only.context, at: showsGivenValue(only.view) ? at : only.context.file.anchor(only.view.syntax, path: only.path + "/\(only.view.name)[1]"),
                                   placement: placement).map { restyled($0, by: view, context, path: at.path) }
            }
            // Unknown views are left out rather than guessed at: rules that count items stay
            // silent about them instead of counting a guess.
            note(at, "\(view.name) in a toolbar is a view hig-lint cannot read; the toolbar is checked without it")
            return nil
        }
        // An accessibility label is the label VoiceOver reads and visionOS shows on gaze. One hig-lint
        // cannot read still labels an icon (the expression stands for it); beside no icon it would be
        // taken for text the item shows, so the item stays without.
        if !members.contains(where: { $0.name == "label" }), let spoken = Self.spokenLabel(view, context)?.arguments.first?.expression {
            if let label = titleValue(spoken, [:]) {
                members.append(member("label", text(label, at)))
            } else if members.contains(where: { $0.name == "symbol" || $0.name == "image" }) {
                members.append(member("label", text(spoken.trimmedText, at)))
            }
        }
        // The modal placements answer a sheet or dialog. In a Mac window's own toolbar, or on a screen
        // the app shows only in windows (a tab, a pushed screen), they only place an item; a link they place leads somewhere.
        // (Of a group's several items, the placement makes none a Cancel or a Done: what each says or does may.)
        if role == nil, !Self.inMacWindowToolbar(context), context.presentation != .window || context.type.map({ index.isAlsoModal($0.name) }) == true,
           view.name != "NavigationLink", !inSharedPlacement {
            if placement == "cancellationAction" { role = "cancel" } else if placement == "confirmationAction" { role = "done" }
            // Only a sheet's or dialog's own code says for sure that the placement answers one.
            if role != nil, context.presentation != .modal { members.append(member("roleInferred", Node(content: .bool(true), anchor: at))) }
        }
        // An arrow (or a link) in the navigation placement moves through the content, as Back does.
        if role == nil, placement == "navigation", view.name == "NavigationLink" || Self.pageArrow(members.first { $0.name == "symbol" }.flatMap { Self.stringContent($0.value) }) {
            role = "navigation"
        }
        if let role { members.append(member("role", text(role, at))) }
        let stated = statedStyle(view, context, path: at.path)
        if stated == nil, view.modifier("buttonStyle") == nil, role == "done" || role == "submit" || role == "save" && context.presentation == .modal || placement == "confirmationAction",
           let (style, styleAt) = keyActionStyle(view, context, placement: placement, at: at) {
            members.append(member("style", text(style, styleAt)))
        }
        if let stated { members.append(stated) }
        if let shortcut = view.modifier("keyboardShortcut").flatMap(Self.shortcut) { members.append(member("shortcut", text(shortcut, at))) }
        // The label colours (.primary, .label) take a tint away rather than add one.
        if let tint = view.modifier("tint").flatMap({ $0.arguments.first }), let color = SwiftLiterals.color(tint.expression),
           !["primary", "label", "labelColor", "secondary"].contains(color) {
            members.append(member("tint", text(color, context.file.anchor(tint, path: at.path))))
        }
        if let padding = Self.labelPadding(view, context) { members.append(member("padded", Node(content: .bool(true), anchor: context.file.anchor(padding.syntax, path: at.path)))) }
        // `.symbolVariant(.circle)` on the item, its label or the content around it draws another symbol.
        let labels = [view] + (view.labelClosure.map { ViewSyntax.allViews(ViewSyntax.pieces($0.statements, context)) } ?? [])
        if let variant = labels.lazy.compactMap({ $0.modifier("symbolVariant") }).first.flatMap(Self.symbolVariant),
           let index = members.firstIndex(where: { $0.name == "symbol" }), let symbol = Self.stringContent(members[index].value) {
            members[index] = member("symbol", text(Self.symbol(symbol, variant: variant), members[index].value.anchor))
        }
        return Node(content: .object(members), anchor: at)
    }

    /// The accessibility label an item gives, on the item or on the one view its label shows
    /// (`NavigationLink(value: …) { Image(systemName: "gearshape").accessibilityLabel("Settings") }`).
    static func spokenLabel(_ view: ViewCall, _ context: ReadingContext) -> ViewCall.Modifier? {
        if let own = view.modifier("accessibilityLabel") { return own }
        guard let label = view.labelClosure, case let shown = ViewSyntax.allViews(ViewSyntax.pieces(label.statements, context)), shown.count == 1 else { return nil }
        return shown[0].modifier("accessibilityLabel")
    }

    /// The variants a `.symbolVariant(…)` names (`.circle.fill`: circle, fill; `SymbolVariants.none`: none);
    /// nil for one chosen at run time.
    static func symbolVariant(_ modifier: ViewCall.Modifier) -> [String]? {
        guard var expression = modifier.arguments.first?.expression.as(MemberAccessExprSyntax.self) else { return nil }
        var names = [expression.declName.baseName.text]
        while let base = expression.base {
            guard let inner = base.as(MemberAccessExprSyntax.self) else {
                guard base.trimmedText == "SymbolVariants" else { return nil }
                break
            }
            names.insert(inner.declName.baseName.text, at: 0)
            expression = inner
        }
        let known: Set<String> = ["none", "circle", "square", "rectangle", "fill", "slash"]
        return names.allSatisfy(known.contains) ? names : nil
    }

    /// A symbol drawn with variants, as SF Symbols names it: the slash and the shape it lacks (none
    /// when it names a shape already: `plus.square` stays square), then the fill (`play` with circle,
    /// fill: `play.circle.fill`). `none` changes nothing a symbol's name states.
    static func symbol(_ symbol: String, variant: [String]) -> String {
        var parts = symbol.split(separator: ".").map(String.init)
        let shapes: Set<String> = ["circle", "square", "rectangle"]
        let fill = parts.last == "fill" || variant.contains("fill")
        if parts.last == "fill" { parts.removeLast() }
        let hasShape = parts.contains(where: shapes.contains)
        for name in variant where !["fill", "none"].contains(name) && !parts.contains(name) && !(hasShape && shapes.contains(name)) { parts.append(name) }
        if fill { parts.append("fill") }
        return parts.joined(separator: ".")
    }

    /// Views in a container with a `.symbolVariant(…)` of its own (`Group { … }.symbolVariant(.circle)`):
    /// each draws its symbols with it, unless it names one itself.
    static func inheritingSymbolVariant(_ views: [ViewCall], from container: ViewCall) -> [ViewCall] {
        guard let variant = container.modifier("symbolVariant") else { return views }
        return views.map { view in
            guard view.modifier("symbolVariant") == nil else { return view }
            var view = view
            view.modifiers.append(variant)
            return view
        }
    }

    /// The padding an item's label keeps on both sides (`Button { … } label: { VStack { … }.padding() }`,
    /// or on the button): `.padding()`, `.padding(8)`, `.padding(.horizontal)`, `.padding(.all, 8)`;
    /// not `.padding(0)`, one edge (`.padding(.top)`) or insets it cannot read.
    static func labelPadding(_ view: ViewCall, _ context: ReadingContext) -> ViewCall.Modifier? {
        let label = view.labelClosure.flatMap { ViewSyntax.allViews(ViewSyntax.pieces($0.statements, context)).first }
        return [view, label].compactMap { $0?.modifier("padding") }.first { padding in
            let arguments = Array(padding.arguments)
            guard let first = arguments.first else { return true }
            let length = arguments.count == 2 ? arguments[1].expression.trimmedText : first.expression.trimmedText
            guard first.label == nil, Double(length) != 0 else { return false }
            if Double(first.expression.trimmedText) != nil { return arguments.count == 1 }
            return [".horizontal", ".all"].contains(first.expression.trimmedText)
        }
    }

    /// Whether a toolbar is a Mac window's own (the view is a window's content), not a sheet's or a dialog's.
    static func inMacWindowToolbar(_ context: ReadingContext) -> Bool {
        context.platform == .macOS && context.presentation == .window
    }

    /// The most pieces of toolbar content (items, and conditions choosing them) read of one toolbar.
    static let maximumToolbarPieces = 200

    /// A labelled group (`ToolbarItemGroup { … } label: { … }`, a `ControlGroup`) read as the menu it collapses into.
    static func asMenu(_ view: ViewCall) -> ViewCall {
        ViewCall(name: "Menu", syntax: view.syntax, arguments: view.arguments, closures: view.closures, modifiers: view.modifiers, isReference: false)
    }

    /// The keys a `.keyboardShortcut(…)` names, as a menu shows them (`"s", modifiers: [.command, .shift]`:
    /// ⇧⌘S); Return and Escape for the default and cancel actions; nil for keys it cannot read.
    static func shortcut(_ modifier: ViewCall.Modifier) -> String? {
        guard let key = modifier.arguments.first?.expression else { return nil }
        let keyName: String
        if let character = SwiftLiterals.string(key) {
            guard character.count == 1 else { return nil }
            keyName = character.uppercased()
        } else {
            guard let name = SwiftLiterals.caseName(key) else { return nil }
            if name == "defaultAction" { return "Return" }
            if name == "cancelAction" { return "Escape" }
            guard let named = ["return": "Return", "escape": "Escape", "delete": "⌫", "space": "Space", "tab": "Tab",
                               "upArrow": "↑", "downArrow": "↓", "leftArrow": "←", "rightArrow": "→"][name] else { return nil }
            keyName = named
        }
        let written = modifier.arguments.first { $0.label?.text == "modifiers" }?.expression.trimmedText ?? ".command"
        return [("control", "⌃"), ("option", "⌥"), ("shift", "⇧"), ("command", "⌘")].filter { written.contains($0.0) }.map(\.1).joined() + keyName
    }

    /// The style a `.buttonStyle(…)` on a view gives the controls it holds, as a `style` member.
    private func statedStyle(_ view: ViewCall, _ context: ReadingContext, path: String) -> Node.Member? {
        // The app's own modifier for it (`.buttonStyleGlassProminent()`), when its name says so.
        if view.modifier("buttonStyle") == nil, let own = view.modifiers.last(where: { $0.name.lowercased().contains("prominent") }) {
            return member("style", text("prominent", context.file.anchor(own.syntax, path: path)))
        }
        guard let modifier = view.modifier("buttonStyle"), let style = SwiftLiterals.styleName(modifier.arguments.first?.expression) else { return nil }
        let value: String? = switch style {
        case "borderedProminent", "glassProminent": "prominent"
        // .glass is how a bar draws its items anyway: no style of the item's own.
        case "bordered": "bordered"
        case "borderless", "plain": "plain"
        case "automatic", "default", "link", "card", "glass", "accessoryBar", "accessoryBarAction": nil
        // A style SwiftUI does not have (`BarButtonStyle()`, `.compound(.primary)`): the app's
        // own, or a library's, drawing the button its own way; prominent when its name says so
        // (`.ikBorderedProminent`, a back-port of the system's).
        case let name where name.lowercased().contains("prominent"): "prominent"
        default: "custom"
        }
        return value.map { member("style", text($0, context.file.anchor(modifier.syntax, path: path))) }
    }

    /// The items a view of the app's own made (`insertButton.buttonStyle(.borderedProminent)`),
    /// drawn in the style its use site gives, which outranks the one its code gives or implies.
    private func restyled(_ node: Node, by view: ViewCall, _ context: ReadingContext, path: String) -> Node {
        guard let style = statedStyle(view, context, path: path), case .object(let members) = node.content else { return node }
        return Node(content: .object(members.filter { $0.name != "style" } + [style]), anchor: node.anchor)
    }

    /// How SwiftUI draws a key action (Done, a sheet's submit) given no button style: prominent in
    /// the `.confirmationAction` placement or bold (`.bold()`, `.fontWeight(.semibold)`, the bar's
    /// done style), else as any bar button, plain; nil on the Mac, whose toolbar buttons are bordered,
    /// and for the Done of editing in place.
    private func keyActionStyle(_ view: ViewCall, _ context: ReadingContext, placement: String?, at: SourceAnchor) -> (String, SourceAnchor)? {
        // The confirm role (iOS 26) draws the button prominent wherever a bar places it.
        if placement == "confirmationAction" && !Self.inMacWindowToolbar(context)
            || context.platform != .macOS && SwiftLiterals.caseName(view.argument("role")) == "confirm" { return ("prominent", at) }
        let labels = [view] + (view.labelClosure.map { ViewSyntax.allViews(ViewSyntax.pieces($0.statements, context)) } ?? [])
        let bold = labels.lazy.flatMap(\.modifiers).first { modifier in
            modifier.name == "bold" && modifier.arguments.first.map { $0.expression.trimmedText != "false" } ?? true
                || modifier.name == "fontWeight" && ["semibold", "bold", "heavy", "black"].contains(SwiftLiterals.caseName(modifier.arguments.first?.expression))
        }
        if let bold { return ("prominent", context.file.anchor(bold.syntax, path: at.path)) }
        // The Done that ends editing in place is the Edit button's other state, not a task's end.
        return context.platform == .macOS || Self.togglesEditing(view) ? nil : ("plain", at)
    }

    /// The arrows that point back, as the system's Back button's does.
    static let backSymbols: Set<String> = ["chevron.left", "chevron.backward", "arrow.left", "arrow.backward"]

    /// Whether a button drawn as a back arrow (`chevron.left`, also in a circle) only goes back: its
    /// action dismisses the screen or pops it off the stack (`dismiss()`, `path.removeLast()`).
    static func goesBack(_ view: ViewCall, symbol: String?) -> Bool {
        let arrow = plainArrow(symbol)
        guard view.name == "Button", let arrow, backSymbols.contains(arrow), let statements = actionStatements(view) else { return false }
        // (A web view's `goBack()` goes back a page; `items.removeLast()` deletes: neither leaves the screen.)
        let calls = TypeCode.calls(in: Syntax(statements)).map(\.calledExpression.trimmedText)
        return calls.contains { $0 == "dismiss" || $0.hasSuffix(".dismiss") || $0.hasSuffix("popViewController") || $0.lowercased().hasSuffix("path.removelast") }
            || statements.trimmedText.contains("isPresented = false")
    }

    /// The statements of a button's action closure (`Button { … } label: { … }`, `Button(action: { … })`).
    static func actionStatements(_ view: ViewCall) -> CodeBlockItemListSyntax? {
        (view.closures.first { $0.label == "action" } ?? view.closures.first { $0.label != "label" })?.closure.statements
    }

    /// Whether a button's action does some work and then dismisses what shows it (`add(item); dismiss()`).
    static func commitsAndDismisses(_ view: ViewCall) -> Bool {
        guard let statements = actionStatements(view) else { return false }
        let calls = statements.tokens(viewMode: .sourceAccurate).filter { token in
            guard case .identifier = token.tokenKind else { return false }
            return token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
        }.map(\.text)
        let dismisses = calls.contains("dismiss") || statements.trimmedText.contains("isPresented = false")
        return dismisses && calls.contains { !["dismiss", "withAnimation"].contains($0) }
    }

    /// Whether a stack shows texts and nothing else, also in stacks inside it.
    private func showsTextOnly(_ view: ViewCall, _ context: ReadingContext) -> Bool {
        guard let content = view.content else { return false }
        let views = ViewSyntax.allViews(ViewSyntax.pieces(content.statements, context)).flatMap { givenViews($0, context) ?? [$0] }
        return !views.isEmpty && views.allSatisfy { $0.name == "Text" || Self.labelStacks.contains($0.name) && showsTextOnly($0, $0.reached?.context ?? context) }
    }

    /// Whether a button's action switches editing on and off: it sets or toggles `editMode`
    /// (`editMode?.wrappedValue = …`, `$editMode`), or a state named `isEditing`.
    static func togglesEditing(_ view: ViewCall) -> Bool {
        guard let text = actionStatements(view).map({ $0.trimmedText }) ?? view.argument("action")?.trimmedText else { return false }
        return text.contains("editMode") || text.contains("isEditing")
    }

    /// The app's own view a button's label closure shows, alone and always (`label: { AvatarLabel(…) }`):
    /// a view type the run declares, not one of SwiftUI's (`ProgressView`) or one of several alternatives.
    func customLabelView(_ view: ViewCall, _ context: ReadingContext) -> String? {
        guard let closure = view.labelClosure else { return nil }
        let views = ViewSyntax.allViews(ViewSyntax.pieces(closure.statements, context))
        guard views.count == 1, let only = views.first, index.declaresType(only.name) else { return nil }
        return only.name
    }

    /// The placement a toolbar item's call names on a platform (`.principal`), also through what a
    /// wrapper's call gives it and a branch per platform; nil when it names none.
    func placementName(of item: ViewCall, on platform: Platform) -> String? {
        SwiftLiterals.caseName(item.argument("placement").map { SwiftLiterals.branch(givenValue($0) ?? $0, on: platform) })
    }

    /// The one `Text` a toolbar's centre item shows on iPhone and iPad (`ToolbarItem(placement: .principal) { Text(title) }`),
    /// with where it was read; nil when the centre holds anything else, or several items.
    func principalText(_ pieces: [ContentPiece], _ context: ReadingContext) -> (ViewCall, ReadingContext)? {
        let principal = ViewSyntax.allViews(pieces).filter { item in
            item.name == "ToolbarItem" && placementName(of: item, on: context.platform) == "principal"
        }
        guard principal.count == 1, let item = principal.first, let content = item.content else { return nil }
        let itemContext = item.reached?.context ?? context
        let views = ViewSyntax.allViews(ViewSyntax.pieces(content.statements, itemContext))
        guard views.count == 1, let only = views.first, only.name == "Text", only.firstUnlabeled != nil else { return nil }
        return (only, itemContext)
    }

    /// The views that are toolbar content, not a control in the bar.
    static let toolbarContentNames: Set<String> = ["ToolbarItem", "ToolbarItemGroup", "ToolbarSpacer", "ToolbarTitleMenu"]

    /// The titles of the buttons that finish a sheet's task, besides Done and Save.
    static let commitTitles: Set<String> = ["Create", "Add", "Import", "Send", "Post", "Submit", "Apply", "Publish", "Confirm", "Finish", "Connect", "Join", "Sign In", "Log In"]
    /// The placements that put an item at the trailing end of an iPhone's or iPad's navigation bar.
    static let trailingPlacements: Set<String> = ["automatic", "primaryAction", "navigationBarTrailing", "topBarTrailing", "trailing"]

    static let titleRoles = ["Edit": "edit", "Done": "done", "Cancel": "cancel", "Close": "close", "Back": "back", "Save": "save"]

    /// Whether a title's first word closes something ("Dismiss", "Close Editor", "Hide Panel").
    static func saysClose(_ title: String) -> Bool {
        title.split(separator: " ").first.map { ["close", "dismiss", "exit", "hide", "quit", "done", "cancel"].contains($0.lowercased()) } == true
    }

    /// The role an icon's spoken label gives it (`.accessibilityLabel("Close")`), else the one its
    /// symbol means on its own, unless a spoken label says it does something else (an xmark that stops a page loading).
    private func spokenRole(_ view: ViewCall, _ context: ReadingContext, symbol: String?) -> String? {
        guard let spoken = Self.spokenLabel(view, context)?.arguments.first?.expression else { return Self.symbolRole(symbol) }
        return titleValue(spoken, [:]).flatMap { Self.titleRoles[$0] }
    }

    /// Whether a symbol is an arrow that moves back or forward (`chevron.left`, `arrow.forward.circle`).
    static func pageArrow(_ symbol: String?) -> Bool {
        guard let arrow = plainArrow(symbol) else { return false }
        return backSymbols.contains(arrow) || ["chevron.right", "chevron.forward", "arrow.right", "arrow.forward"].contains(arrow)
    }

    /// A symbol without the circle around it (`chevron.left.circle.fill` is `chevron.left`).
    static func plainArrow(_ symbol: String?) -> String? {
        symbol.map { $0.replacingOccurrences(of: ".circle.fill", with: "").replacingOccurrences(of: ".circle", with: "") }
    }

    /// The role a symbol means on its own: the xmark closes (`xmark`, `xmark.circle.fill`).
    static func symbolRole(_ symbol: String?) -> String? {
        symbol.map { $0 == "xmark" || $0.hasPrefix("xmark.circle") } == true ? "close" : nil
    }

    /// A button's or menu's label text and symbol, from its arguments or its label closure.
    func buttonLabel(_ view: ViewCall, _ context: ReadingContext, environment: [String: (TypeDeclaration, String)]) -> (String?, String?) {
        let parts = labelParts(view.name == "Button" || view.name == "NavigationLink" ? view
                               // A Link's trailing closure is its label, as a Menu's is its content.
                               : ViewCall(name: "Button", syntax: view.syntax, arguments: view.arguments,
                                          closures: view.closures.filter { $0.label == "label" || (view.name == "Link" && $0.label == nil) },
                                          modifiers: view.modifiers, isReference: false),
                               context, environment: environment)
        if parts.0 != nil || parts.1 != nil { return (parts.0, parts.1) }
        if let labelClosure = view.labelClosure,
           let inner = ViewSyntax.allViews(ViewSyntax.pieces(labelClosure.statements, context)).first, isImage(inner) {
            return (nil, imageSymbol(inner))
        }
        if let symbol = view.labelClosure.flatMap({ constantImageSymbol($0.statements) }) { return (nil, symbol) }
        // A label that is a member of the type (`label: { backSymbol }`, `var backSymbol: some View { Image(…) }`).
        if let labelClosure = view.labelClosure,
           let inner = ViewSyntax.allViews(ViewSyntax.pieces(labelClosure.statements, context)).first, inner.isReference,
           let (member, memberContext) = context.member(inner.name, index: index),
           let shown = ViewSyntax.allViews(ViewSyntax.pieces(member.statements, memberContext)).first, !shown.isReference {
            if isImage(shown) { return (nil, imageSymbol(shown)) }
            let parts = labelParts(shown, memberContext, environment: environment)
            if parts.0 != nil || parts.1 != nil { return (parts.0, parts.1) }
        }
        return (nil, symbolArgument(view, "systemImage", [:]))
    }

    static let labelStacks: Set<String> = ["HStack", "VStack", "ZStack", "Group"]

    /// A label drawn as a stack (`HStack { Image(systemName: "arrow.up"); Text("Sort") }`), read
    /// as people see it: its first text, and its first image as the icon, also in a stack inside it
    /// (an image on a circle).
    func stackLabelParts(_ view: ViewCall, _ context: ReadingContext, environment: [String: (TypeDeclaration, String)])
        -> (String?, String?, String?, ViewCall.Modifier?) {
        func shown(_ view: ViewCall, depth: Int) -> [ViewCall] {
            guard Self.labelStacks.contains(view.name), depth < 4, let content = view.content else { return [view] }
            return ViewSyntax.allViews(ViewSyntax.pieces(content.statements, context)).flatMap { givenViews($0, context) ?? [$0] }.flatMap { shown($0, depth: depth + 1) }
        }
        let views = shown(view, depth: 0)
        let texts = views.lazy.filter { ["Text", "Label"].contains($0.name) }.map { self.labelParts($0, context, environment: environment) }
        let title = texts.compactMap(\.0).first
        guard let icon = views.first(where: isImage) else {
            // An image the app keeps in a constant, in the stack's own statements.
            let constant = view.content.flatMap { constantImageSymbol($0.statements) }
            return (title, constant ?? texts.compactMap(\.1).first, constant == nil ? texts.compactMap(\.2).first : nil, nil)
        }
        let symbol = imageSymbol(icon, environment)
        return (title, symbol, symbol == nil ? icon.firstUnlabeled.flatMap(SwiftLiterals.string) : nil,
                icon.modifiers.last { Self.colorModifiers.contains($0.name) })
    }
}
