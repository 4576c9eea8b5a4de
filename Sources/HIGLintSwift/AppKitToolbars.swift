import HIGLint
import SwiftSyntax

/// A window's toolbar as an `NSToolbarDelegate` builds it: the literal identifiers
/// `toolbarDefaultItemIdentifiers` returns, split into groups at flexible spaces as the Interface
/// Builder importer splits them (tracking separators split nothing), and the items `toolbar(_:itemForItemIdentifier:…)` makes for each.
extension UIKitMapping {
    static let systemToolbarItems: [String: (kind: String, role: String?)] = [
        "space": ("space", nil), "toggleSidebar": ("sidebarToggle", nil), "cloudSharing": ("button", "share"),
        "print": ("button", nil), "showColors": ("button", nil), "showFonts": ("button", nil), "toggleInspector": ("button", "inspector"),
    ]

    /// The toolbar a delegate type declares, or nil when it returns no literal default identifiers.
    mutating func appKitToolbar(_ code: TypeCode, in declaration: TypeDeclaration) -> (Node, [Violation])? {
        guard let defaults = Self.functions(in: declaration, named: "toolbarDefaultItemIdentifiers").first, let body = defaults.body else { return nil }
        notes = []
        let path = "\(code.type).toolbarDefaultItemIdentifiers"
        guard let (elements, start) = Self.defaultIdentifiers(body.statements, in: code) else {
            let at = code.anchor(defaults.name, path: path)
            note(at, "this toolbar's default items are computed (chosen at run time); hig-lint reads a returned array, or one the function builds in steps, and checks no toolbar here")
            return (Node(content: .object([member("platforms", Node(content: .array([text(Platform.macOS.rawValue, at)]), anchor: at))]), anchor: at), notes)
        }
        let at = code.anchor(start, path: path)
        let builder = code.parts.flatMap { Self.functions(in: $0, named: "toolbar") }.first { function in
            function.signature.parameterClause.parameters.contains { $0.firstName.text == "itemForItemIdentifier" }
        }
        let selectable = Self.selectableIdentifiers(in: declaration, code: code)
        var groups: [(items: [Node], anchor: SourceAnchor?)] = [([], nil)]
        for element in elements {
            let identifier = SwiftLiterals.caseName(element) ?? element.trimmedText
            let separator = builder.flatMap { Self.itemCase(identifier, in: $0) }.map { TypeCode.calls(in: Syntax($0)).contains {
                $0.calledExpression.trimmedText == "NSTrackingSeparatorToolbarItem" } } ?? false
            // A tracking separator lines items up with a split view's panes: no group, no group's end
            // (as the Interface Builder importer reads them).
            if separator || Toolbar.trackingSeparators.contains("NSToolbar" + identifier.prefix(1).uppercased() + identifier.dropFirst() + "Item") { continue }
            if identifier == "flexibleSpace" {
                groups.append(([], nil))
                continue
            }
            let itemAt = code.anchor(element, path: path)
            let node: Node?
            if let system = Self.systemToolbarItems[identifier] {
                var fields = [member("kind", text(system.kind, itemAt))]
                if let role = system.role { fields.append(member("role", text(role, itemAt))) }
                node = Node(content: .object(fields), anchor: itemAt)
            } else {
                // An item the delegate does not make is one a storyboard or xib of the app declares with that identifier.
                node = builder.flatMap { toolbarItem(identifier, builder: $0, code: code) } ?? storyboardToolbarItem(identifier).map { Self.placed($0, at: itemAt) }
            }
            guard var node else {
                note(itemAt, "toolbar item \(identifier) is built in a way hig-lint cannot read; the toolbar is checked without it")
                continue
            }
            // A spinner or a level shows a status, which no one presses: no item for the rules (as in UIKit and SwiftUI).
            if case .object(let fields) = node.content, fields.contains(where: { $0.name == "kind" && $0.value.content == .string(Self.statusKind) }) { continue }
            // A selectable item stays selected once clicked: one of the panes a settings window's
            // toolbar switches between, a tab, not a command.
            if selectable.contains(identifier), case .object(let fields) = node.content {
                node = Node(content: .object(fields.filter { $0.name != "kind" } + [member("kind", text("tab", itemAt))]), anchor: node.anchor)
            }
            if groups[groups.count - 1].anchor == nil { groups[groups.count - 1].anchor = itemAt }
            groups[groups.count - 1].items.append(node)
        }
        var members: [Node.Member] = []
        // AppKit toolbars are not customizable unless the code allows it.
        if let toolbar = code.parts.flatMap({ TypeCode.calls(in: $0.declaration) }).first(where: { $0.calledExpression.trimmedText == "NSToolbar" }) {
            let allowed = code.parts.flatMap { TypeCode.assignments(in: $0.declaration) }
                .first { $0.target.hasSuffix("allowsUserCustomization") && !TypeCode.isConditional($0.syntax) }
            members.append(member("customizable", Node(content: .bool(allowed?.value.trimmedText == "true"),
                                                     anchor: code.anchor(allowed.map { Syntax($0.value) } ?? Syntax(toolbar), path: path))))
        }
        let groupNodes: [Node] = groups.indices.compactMap { index in
            guard let first = groups[index].anchor else { return nil }
            let placement = index == 0 ? "leading" : index == groups.count - 1 ? "trailing" : "center"
            return Node(content: .object([member("placement", text(placement, first)), member("items", Node(content: .array(groups[index].items), anchor: first))]), anchor: first)
        }
        if !groupNodes.isEmpty { members.append(member("groups", Node(content: .array(groupNodes), anchor: at))) }
        let platforms = member("platforms", Node(content: .array([text(Platform.macOS.rawValue, at)]), anchor: at))
        return (Node(content: .object([platforms, member("toolbar", Node(content: .object(members), anchor: at))]), anchor: at), notes)
    }

    /// The item a storyboard or xib of the app declares with the identifier a delegate names
    /// (its constant's value, else its name).
    func storyboardToolbarItem(_ identifier: String) -> Node? {
        guard let storyboards else { return nil }
        for name in [toolbarIdentifierValue(identifier), identifier].compactMap({ $0 }) {
            if let found = storyboards.toolbarItem(name, for: file.path) { return found.item }
        }
        return nil
    }

    /// A storyboard's item as the code places it: every part of it at the identifier that places it,
    /// so that its findings are the code's file's (where a suppression comment can stand).
    static func placed(_ node: Node, at anchor: SourceAnchor) -> Node {
        switch node.content {
        case .object(let members):
            return Node(content: .object(members.map { Node.Member(name: $0.name, nameAnchor: anchor, value: placed($0.value, at: anchor), isAttribute: $0.isAttribute) }),
                        anchor: anchor)
        case .array(let items): return Node(content: .array(items.map { placed($0, at: anchor) }), anchor: anchor)
        default: return Node(content: node.content, anchor: anchor)
        }
    }

    /// The identifier a toolbar item's constant stands for, declared in an extension of
    /// `NSToolbarItem.Identifier`: `static let find = NSToolbarItem.Identifier("app.find")` (or
    /// `Self(rawValue: "app.find")`, `.init("app.find")`, a string); nil when none is found.
    func toolbarIdentifierValue(_ name: String) -> String? {
        for part in index.declarationParts(of: "Identifier", from: file.path) {
            guard let declared = part.declaration.as(ExtensionDeclSyntax.self), declared.extendedType.trimmedText.hasSuffix("ToolbarItem.Identifier"),
                  let value = TypeCode(type: part.name, parts: [part]).binding(named: name, around: part.declaration, withValue: true)?.initializer?.value else { continue }
            if let literal = SwiftLiterals.string(value) { return literal }
            if let call = value.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let only = call.arguments.first,
               only.label == nil || only.label?.text == "rawValue", let literal = SwiftLiterals.string(only.expression) { return literal }
        }
        return nil
    }

    /// The window an AppKit type sets up: the title it gives its window (`window?.title = "…"`, a
    /// window it makes, or itself when it is one), left out when `titleVisibility = .hidden` hides
    /// it, and how many sidebars its split views have (`NSSplitViewItem(sidebarWithViewController:)`);
    /// with the sidebar, when the code keeps it from collapsing. A title from the bundle's name is the
    /// app's name. Empty when the type sets none; a title set in several places, under a condition or computed is unknown.
    /// Each window a function makes and titles is one of `made`.
    func appKitWindow(_ code: TypeCode, in declaration: TypeDeclaration) -> (own: [Node.Member], made: [Node], notes: [Violation]) {
        let isWindow = declaration.declaration.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes
            .contains { ["NSWindow", "NSPanel"].contains($0.type.trimmedText) } == true
        func isWindowTarget(_ target: String, _ property: String, around node: Syntax) -> Bool {
            if target == property { return isWindow }
            guard target.hasSuffix("." + property) else { return false }
            var owner = target.dropLast(property.count + 1)
            while owner.last == "?" || owner.last == "!" { owner = owner.dropLast() }
            let name = String(owner)
            if name == "window" || name == "view.window" { return true }
            // `NSWindow(…)`, or a window class of the app's own (`AnimatableWindow(…)`).
            guard let made = code.constant(named: name, around: node)?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText else { return false }
            return ["NSWindow", "NSPanel"].contains(made) || made.first?.isUppercase == true && inherits(made) { ["NSWindow", "NSPanel"].contains($0) }
        }
        let assignments = TypeCode.assignments(in: declaration.declaration)
        let calls = TypeCode.calls(in: declaration.declaration)
        // A window the code makes and shows as a sheet (`beginSheet(panel)`, also through the property
        // it keeps it in): a sheet shows no title, so its title is none of a window's.
        // The name a property path starts from, without optional marks (`panel?.title`: `panel`).
        func owner(_ target: String) -> String {
            (target.split(separator: ".").first ?? "").unwrappedName
        }
        // The call that makes the window a name holds (`let panel = NSPanel(…)`).
        func maker(_ target: String, around node: Syntax) -> FunctionCallExprSyntax? {
            code.constant(named: owner(target), around: node)?.as(FunctionCallExprSyntax.self)
        }
        func shownAsSheet(_ target: String) -> Bool {
            let owner = owner(target)
            guard !owner.isEmpty, owner != "window", owner != "view" else { return false }
            var names = Set([owner] + assignments.filter { $0.value.trimmedText == owner }.map(\.target))
            // `guard let sheet = editorSheet`: the name it is unwrapped as.
            for binding in TypeCode.all(OptionalBindingConditionSyntax.self, in: declaration.declaration)
            where binding.initializer.map({ names.contains($0.value.trimmedText) }) == true {
                names.insert(binding.pattern.trimmedText)
            }
            return calls.contains { call in
                guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                      ["beginSheet", "beginCriticalSheet"].contains(name),
                      let shown = call.arguments.first?.expression.trimmedText.unwrappedName else { return false }
                return names.contains(shown)
            }
        }
        // A window a function makes (`let panel = NSWindow(…)`; `panel.title = …`) is a window of its own.
        func madeHere(_ target: String, around node: Syntax) -> String? {
            madeBinding(target, around: node).map { "\($0.function.position.utf8Offset) \($0.name)" }
        }
        func madeBinding(_ target: String, around node: Syntax) -> (function: Syntax, name: String, binding: PatternBindingSyntax)? {
            let name = owner(target)
            // The nearest binding of the name before the node (two blocks of a function may each make a `window`).
            guard let function = TypeCode.function(around: node),
                  let binding = TypeCode.all(PatternBindingSyntax.self, in: function).last(where: { $0.pattern.trimmedText == name && $0.position < node.position })
            else { return nil }
            return (function, name, binding)
        }
        // What a made window shows as its content: the controller or view it is made with or given
        // (`NSWindow(contentViewController: host)`, `window.contentViewController = NSHostingController(…)`).
        func hostedContent(of made: (function: Syntax, name: String, binding: PatternBindingSyntax)) -> [FunctionCallExprSyntax] {
            var values = TypeCode.assignments(in: made.function)
                .filter { [made.name + ".contentViewController", made.name + ".contentView"].contains($0.target) }.map(\.value)
            if let given = made.binding.initializer?.value.as(FunctionCallExprSyntax.self)?.arguments
                .first(where: { $0.label?.text == "contentViewController" })?.expression { values.append(given) }
            return values.compactMap { code.resolved($0).as(FunctionCallExprSyntax.self) }
        }
        // A condition around both the window's making and its title (`if controller == nil { let window = …;
        // window.title = … }`) decides whether the window is made, not which title it has.
        func conditionalForWindow(_ assignment: Syntax, target: String) -> Bool {
            var block = madeBinding(target, around: assignment).map { Syntax($0.binding) }
            while let syntax = block, !syntax.is(CodeBlockItemListSyntax.self) { block = syntax.parent }
            return TypeCode.isConditional(assignment, within: block)
        }
        let allTitles = assignments.filter { isWindowTarget($0.target, "title", around: $0.syntax) && !shownAsSheet($0.target) }
        let titles = allTitles.filter { madeHere($0.target, around: $0.syntax) == nil }
        var made: [Node] = []
        // A window made without a title bar (`styleMask: [.borderless]`, no `.titled`) shows no
        // title, as one whose `titleVisibility` is `.hidden`: its title names it to the code alone.
        // So does a window class of the app's own that hides its title as it is made.
        let untitled = allTitles.filter { assignment in
            guard let made = maker(assignment.target, around: assignment.syntax) else { return false }
            if hidesOwnTitle(made.calledExpression.trimmedText) { return true }
            guard let mask = made.arguments.first(where: { $0.label?.text == "styleMask" }) else { return false }
            return !mask.expression.trimmedText.contains("titled")
        }
        // Its style mask replaced by one without `.titled` (`window.styleMask = [.fullSizeContentView]`) hides it as well.
        let hiddenTitles = untitled + assignments.filter { assignment in
            guard !TypeCode.isConditional(assignment.syntax) else { return false }
            if isWindowTarget(assignment.target, "titleVisibility", around: assignment.syntax) { return SwiftLiterals.caseName(assignment.value) == "hidden" }
            return isWindowTarget(assignment.target, "styleMask", around: assignment.syntax) && assignment.value.is(ArrayExprSyntax.self)
                && !assignment.value.trimmedText.contains("titled")
        }
        for (window, given) in Dictionary(grouping: allTitles.filter { madeHere($0.target, around: $0.syntax) != nil }, by: { madeHere($0.target, around: $0.syntax)! })
            .sorted(by: { $0.value[0].syntax.position < $1.value[0].syntax.position }) {
            guard given.count == 1, !conditionalForWindow(given[0].syntax, target: given[0].target), !hiddenTitles.contains(where: { madeHere($0.target, around: $0.syntax) == window }),
                  !hidesTitleInHelper(String(given[0].target.dropLast(".title".count)), around: given[0].syntax, calls: calls, code: code),
                  let title = index.text(of: code.resolved(given[0].value)),
                  // SwiftUI content hosted as the window's content that names its own title titles the window instead.
                  let making = madeBinding(given[0].target, around: given[0].syntax), !hostsContentOwningTitle(hostedContent(of: making), code: code)
            else { continue }
            let at = code.anchor(given[0].value, path: code.path(of: given[0].syntax))
            // A panel (`NSPanel(…)`, a HUD or utility window) is a panel: its title is the tool's, often none.
            let isPanel = maker(given[0].target, around: given[0].syntax).map { made in
                made.calledExpression.trimmedText == "NSPanel" || made.arguments.first { $0.label?.text == "styleMask" }
                    .map { ["hudWindow", "utilityWindow"].contains(where: $0.expression.trimmedText.contains) } == true
            } ?? false
            let window = member("window", Node(content: .object([member("title", text(title, at))] + (isPanel ? [member("kind", text("panel", at))] : [])), anchor: at))
            made.append(Node(content: .object([member("platforms", Node(content: .array([text(Platform.macOS.rawValue, at)]), anchor: at)), window]), anchor: at))
        }
        // SwiftUI content that names its own title titles the window it is hosted in, over the code's title.
        // `window?.styleMask.remove(.titled)` takes the title bar away too.
        let titleBarRemoved = calls.contains { call in
            guard let called = call.calledExpression.as(MemberAccessExprSyntax.self), ["remove", "subtract"].contains(called.declName.baseName.text),
                  called.base?.trimmedText.hasSuffix("styleMask") == true, !TypeCode.isConditional(Syntax(call)) else { return false }
            return call.arguments.first?.expression.trimmedText.contains("titled") == true
        }
        let hidden = hiddenTitles.contains { madeHere($0.target, around: $0.syntax) == nil } || titleBarRemoved || hostsContentOwningTitle(calls, code: code)
            || givesWindowHidingTitle(assignments, calls: calls)
        let sidebars = calls.filter { call in
            call.calledExpression.trimmedText == "NSSplitViewItem" && call.arguments.first?.label?.text == "sidebarWithViewController" && !TypeCode.isConditional(Syntax(call))
        }
        var members: [Node.Member] = []
        var notes: [Violation] = []
        if titles.count == 1, !hidden, !TypeCode.isConditional(titles[0].syntax) {
            let at = code.anchor(titles[0].value, path: code.path(of: Syntax(titles[0].value)))
            if let title = index.text(of: code.resolved(titles[0].value)) ?? (Self.isBundleName(titles[0].value) ? Platforms.appName(for: file.path) : nil) {
                members.append(member("title", text(title, at)))
            } else if !titles[0].value.is(NilLiteralExprSyntax.self) {
                notes.append(Violation(at: at, "this window title is computed, or a localization key no string table gives a value for; hig-lint reads only literal titles"))
            }
        }
        if let first = sidebars.first {
            members.append(member("sidebarCount", Node(content: .number(String(sidebars.count)), anchor: code.anchor(first, path: code.path(of: Syntax(first))))))
        }
        var window: [Node.Member] = members.first.map { [member("window", Node(content: .object(members), anchor: $0.value.anchor))] } ?? []
        // `sidebarItem.canCollapse = false`: set after the storyboard or the code makes the item, it is what people get.
        if let fixed = assignments.first(where: { $0.target.hasSuffix(".canCollapse") && $0.value.trimmedText == "false" && !TypeCode.isConditional($0.syntax)
            && Self.isSidebarItem(String($0.target.dropLast(".canCollapse".count)), around: $0.syntax, code: code) }) {
            let at = code.anchor(fixed.value, path: code.path(of: fixed.syntax))
            window.append(member("sidebar", Node(content: .object([member("hideable", Node(content: .bool(false), anchor: at)),
                                                                   member("collapsesOnResize", Node(content: .bool(false), anchor: at))]), anchor: at)))
        }
        return (window, made, notes)
    }

    /// Whether the controller's window is made from a window class of the app's own that hides
    /// its title as it is made (`hidesOwnTitle`): every window the code gives it, `window = Window(…)`,
    /// through the property it keeps it in (`contentWindow = Window(…)`; `window = contentWindow`,
    /// Equinox), or `super.init(window: Window(…))`.
    func givesWindowHidingTitle(_ assignments: [(target: String, value: ExprSyntax, syntax: Syntax)], calls: [FunctionCallExprSyntax]) -> Bool {
        func made(_ value: ExprSyntax, hops: Int) -> String? {
            if let call = value.as(FunctionCallExprSyntax.self) { return call.calledExpression.trimmedText }
            guard hops > 0, let name = TypeCode.ownMemberName(value.as(OptionalChainingExprSyntax.self)?.expression ?? value) else { return nil }
            let given = assignments.filter { $0.target == name && !$0.value.is(NilLiteralExprSyntax.self) }
            guard given.count == 1, !TypeCode.isConditional(given[0].syntax) else { return nil }
            return made(given[0].value, hops: hops - 1)
        }
        let windows = assignments.filter { $0.target == "window" && !$0.value.is(NilLiteralExprSyntax.self) }
        guard windows.allSatisfy({ !TypeCode.isConditional($0.syntax) }) else { return false }
        let given = windows.map(\.value) + calls.filter { ["super.init", "self.init"].contains($0.calledExpression.trimmedText) }
            .compactMap { $0.arguments.first { $0.label?.text == "window" }?.expression }.filter { !$0.is(NilLiteralExprSyntax.self) }
        return !given.isEmpty && given.allSatisfy { made($0, hops: 2).map(hidesOwnTitle) == true }
    }

    /// Whether the function that titles a window it makes hands it to a method of the type that hides
    /// its title, not under a condition (`configureAppearance(window)`, whose body sets `window.titleVisibility = .hidden`
    /// on its parameter).
    func hidesTitleInHelper(_ window: String, around title: Syntax, calls: [FunctionCallExprSyntax], code: TypeCode) -> Bool {
        let scope = TypeCode.function(around: title)
        return calls.contains { call in
            guard !TypeCode.isConditional(Syntax(call)), TypeCode.function(around: Syntax(call)) == scope, let name = TypeCode.ownMemberName(call.calledExpression),
                  let offset = call.arguments.enumerated().first(where: { $0.element.expression.trimmedText == window })?.offset else { return false }
            return code.parts.flatMap { Self.functions(in: $0, named: name) }.contains { function in
                let parameters = Array(function.signature.parameterClause.parameters)
                guard offset < parameters.count else { return false }
                let parameter = (parameters[offset].secondName ?? parameters[offset].firstName).text
                return TypeCode.assignments(in: Syntax(function)).contains {
                    $0.target == parameter + ".titleVisibility" && SwiftLiterals.caseName($0.value) == "hidden" && !TypeCode.isConditional($0.syntax)
                }
            }
        }
    }

    /// Whether a window class of the app's own hides its title as it is made: `titleVisibility =
    /// .hidden` in an initializer, or in a method one calls (`setUp()`), not under a condition, and
    /// no code of the class shows it again. The class may live in a framework project of the app's
    /// workspace (EquinoxUI): then the one type of that name the run has.
    func hidesOwnTitle(_ type: String) -> Bool {
        guard type.first?.isUppercase == true, !["NSWindow", "NSPanel"].contains(type) else { return false }
        let declared = index.types[type] ?? []
        let parts = index.parts(of: type, from: file.path).nonEmpty ?? (Set(declared.map(\.file.path)).count == 1 ? declared : [])
        guard !parts.isEmpty, inherits(type, parts: parts, where: { ["NSWindow", "NSPanel"].contains($0) }) else { return false }
        func setsVisibility(_ assignment: (target: String, value: ExprSyntax, syntax: Syntax)) -> Bool {
            ["titleVisibility", "self.titleVisibility"].contains(assignment.target)
        }
        let all = parts.flatMap { TypeCode.assignments(in: $0.declaration) }.filter(setsVisibility)
        guard !all.isEmpty, all.allSatisfy({ SwiftLiterals.caseName($0.value) == "hidden" }) else { return false }
        let initializers = parts.flatMap { TypeCode.all(InitializerDeclSyntax.self, in: $0.declaration) }
        let called = initializers.flatMap { TypeCode.calls(in: Syntax($0)) }.filter { $0.arguments.isEmpty && !TypeCode.isConditional(Syntax($0)) }
            .compactMap { TypeCode.ownMemberName($0.calledExpression) }
        let methods = parts.flatMap { part in called.flatMap { Self.functions(in: part, named: $0) } }
        let run = initializers.map { Syntax($0) } + methods.map { Syntax($0) }
        return run.contains { scope in TypeCode.assignments(in: scope).contains { setsVisibility($0) && !TypeCode.isConditional($0.syntax) } }
    }

    /// The most views `hostsContentOwningTitle` looks through for a title.
    static let maximumHostedViews = 24

    /// Whether the SwiftUI view a type hosts in its window (`NSHostingView(rootView: SettingsView())`,
    /// `NSHostingController(rootView: content)`, `content` a constant of that function) sets a
    /// navigation title, or a view of the app's own it builds does (the page a settings sidebar
    /// selects): SwiftUI titles the hosting window with it, whatever the AppKit code set before.
    /// Also when such a view hides its window's title (a representable in the content or its
    /// modifiers, `.background(WindowStyler())`, setting `view.window?.titleVisibility = .hidden`):
    /// either way the title the AppKit code set is not the one people see.
    func hostsContentOwningTitle(_ calls: [FunctionCallExprSyntax], code: TypeCode) -> Bool {
        // Breadth first, each name once (a view names `Text` and `Color` many times over).
        var queue: [String] = [], seen = Set<String>()
        for call in calls {
            let name = call.calledExpression.trimmedText.split(separator: "<").first.map(String.init)
            guard name == "NSHostingView" || name == "NSHostingController",
                  var root = call.arguments.first(where: { $0.label?.text == "rootView" })?.expression else { continue }
            if let reference = root.as(DeclReferenceExprSyntax.self), let made = code.constant(named: reference.baseName.text, around: Syntax(call)) { root = made }
            // `SettingsView().background(WindowStyler())`: the view the modifiers are on, and the views they add.
            for made in TypeCode.all(FunctionCallExprSyntax.self, in: Syntax(root)).compactMap({ $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text })
            where made.first?.isUppercase == true && seen.insert(made).inserted { queue.append(made) }
        }
        var next = 0, read = 0
        while next < queue.count, read < Self.maximumHostedViews {
            let name = queue[next]
            next += 1
            guard let (view, _) = index.type(named: name, from: file.path) else { continue }
            read += 1
            if TypeCode.all(MemberAccessExprSyntax.self, in: view.declaration).contains(where: { $0.declName.baseName.text == "navigationTitle" }) { return true }
            // A representable the content shows that hides a window's title (`view.window?.titleVisibility = .hidden`;
            // which window its code reaches is not asked), not other code a view names (a helper hiding another panel's title).
            if view.declaration.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedText.hasSuffix("Representable") }) == true,
               TypeCode.assignments(in: view.declaration).contains(where: { $0.target.hasSuffix("titleVisibility") && SwiftLiterals.caseName($0.value) == "hidden" }) { return true }
            for reference in TypeCode.all(DeclReferenceExprSyntax.self, in: view.declaration) {
                let named = reference.baseName.text
                if named.first?.isUppercase == true, seen.insert(named).inserted { queue.append(named) }
            }
        }
        return false
    }

    /// The app's name read from its bundle (`Bundle.main.localizedInfoDictionary?[kCFBundleNameKey as String]`,
    /// `Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName")`): a name the project gives.
    static func isBundleName(_ value: ExprSyntax) -> Bool {
        let written = value.trimmedText
        return written.contains("Bundle") && ["kCFBundleNameKey", "\"CFBundleName\"", "\"CFBundleDisplayName\""].contains { written.contains($0) }
    }

    /// Whether a name stands for a split view's sidebar item: made as one
    /// (`NSSplitViewItem(sidebarWithViewController:)`), its first item (`splitViewItems[0]`,
    /// `.first`), or named for it (`sidebarItem`).
    static func isSidebarItem(_ name: String, around node: Syntax, code: TypeCode) -> Bool {
        func isFirstOrSidebar(_ written: String) -> Bool {
            written.contains("sidebarWithViewController") || written.hasSuffix("splitViewItems[0]") || written.hasSuffix("splitViewItems.first")
        }
        let written = name.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
        let bare = written.split(separator: ".").last.map(String.init) ?? written
        if bare.lowercased().contains("sidebar") || isFirstOrSidebar(written) { return true }
        // The function, or the property (`lazy var list = { … }()`), the assignment is in.
        var scope = node
        while let parent = scope.parent, !scope.is(FunctionDeclSyntax.self), !scope.is(InitializerDeclSyntax.self), !parent.is(MemberBlockItemSyntax.self) { scope = parent }
        let bindings = TypeCode.all(PatternBindingSyntax.self, in: scope).filter { $0.pattern.trimmedText == bare }.compactMap { $0.initializer?.value }
            + TypeCode.all(OptionalBindingConditionSyntax.self, in: scope).filter { $0.pattern.trimmedText == bare }.compactMap { $0.initializer?.value }
        return bindings.contains { isFirstOrSidebar($0.trimmedText.filter { !$0.isWhitespace }) }
    }

    /// The item the delegate's `switch` builds for an identifier: its class, label, symbol, action and bezel.
    private func toolbarItem(_ identifier: String, builder: FunctionDeclSyntax, code: TypeCode) -> Node? {
        let path = "\(code.type).toolbar(_:itemForItemIdentifier:)"
        guard let caseStatements = Self.itemCase(identifier, in: builder) else { return nil }
        var statements = Syntax(caseStatements)
        // `return makeButton(.refresh, title, …)`: a helper of the type's own builds the item, its
        // parameters standing for the case's arguments.
        var arguments: [String: ExprSyntax] = [:]
        let helpers = TypeCode.calls(in: statements).compactMap { call -> (FunctionCallExprSyntax, FunctionDeclSyntax)? in
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let helper = code.parts.flatMap({ Self.functions(in: $0, named: name) }).first else { return nil }
            return (call, helper)
        }
        // An item the case makes itself wins over one a helper makes (`customToolbarItem(…)` is the app's own).
        let makesItem = TypeCode.calls(in: statements).contains { call in
            call.calledExpression.trimmedText.hasSuffix("ToolbarItem") && !helpers.contains { $0.0.id == call.id }
        }
        // What the case sets on the item a helper made (`toolbarItem?.action = #selector(…)`, munki)
        // comes after the helper's setup, read as the helper's own item's.
        var caseSettings: (made: String, assignments: [(target: String, value: ExprSyntax, syntax: Syntax)])?
        if !makesItem, let (call, helper) = helpers.first, let body = helper.body, helper.signature.parameterClause.parameters.count == call.arguments.count {
            if let made = call.parent?.parent?.as(PatternBindingSyntax.self)?.pattern.trimmedText {
                caseSettings = (made, TypeCode.assignments(in: statements))
            }
            for (parameter, argument) in zip(helper.signature.parameterClause.parameters, call.arguments) {
                // A constant the case itself declares (each case may have its own `title`).
                let value = argument.expression.as(DeclReferenceExprSyntax.self).flatMap { reference in
                    TypeCode.all(PatternBindingSyntax.self, in: Syntax(caseStatements))
                        .first { $0.pattern.trimmedText == reference.baseName.text }?.initializer?.value
                }
                arguments[(parameter.secondName ?? parameter.firstName).text] = value ?? argument.expression
            }
            statements = Syntax(body)
        }
        // The case's constants, then the helper's (`let image = NSImage(systemSymbolName: "dice", …)!`).
        let caseConstants = TypeCode.all(PatternBindingSyntax.self, in: Syntax(caseStatements)) + TypeCode.all(PatternBindingSyntax.self, in: statements)
        // `if let image = content as? NSImage`: the name stands for what the helper was given.
        let castBindings = TypeCode.all(OptionalBindingConditionSyntax.self, in: statements).compactMap { binding -> (String, ExprSyntax)? in
            guard let value = binding.initializer?.value, let (subject, _) = Self.typeTest(value) else { return nil }
            return (binding.pattern.trimmedText, subject)
        }
        // A few hops: a cast's name, the helper's parameter, the case's constant.
        func resolved(_ value: ExprSyntax, hops: Int = 4) -> ExprSyntax {
            if let unwrapped = value.as(ForceUnwrapExprSyntax.self) { return resolved(unwrapped.expression, hops: hops) }
            guard hops > 0, let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return value }
            // Not a cast of the name to itself (`if let content = content as? NSImage` shadows the parameter).
            if let cast = castBindings.first(where: { $0.0 == name && $0.1.as(DeclReferenceExprSyntax.self)?.baseName.text != name }) {
                return resolved(cast.1, hops: hops - 1)
            }
            guard let found = arguments[name] ?? caseConstants.first(where: { $0.pattern.trimmedText == name })?.initializer?.value else { return value }
            return resolved(found, hops: hops - 1)
        }
        // A helper that takes an image or a view (`content: AnyObject`) and tests which it was given
        // (`if content is NSImage`, `if let view = content as? NSView`): for an argument whose kind is
        // known (`NSImage(named: …)`, a property declared `NSProgressIndicator`), the branch for the
        // other kind does not run, nor does the `else` of a test it passes.
        func excluded(_ assignment: Syntax) -> Bool {
            var current = assignment.parent
            while let syntax = current, syntax.id != statements.id {
                defer { current = syntax.parent }
                guard let branch = syntax.as(IfExprSyntax.self) else { continue }
                let inBody = branch.body.position <= assignment.position && assignment.endPosition <= branch.body.endPosition
                let inElse = branch.elseBody.map { $0.position <= assignment.position && assignment.endPosition <= $0.endPosition } ?? false
                guard inBody || inElse else { continue }
                for condition in branch.conditions {
                    let tested = condition.condition.as(OptionalBindingConditionSyntax.self)?.initializer.flatMap { Self.typeTest($0.value) }
                        ?? condition.condition.as(ExprSyntax.self).flatMap(Self.typeTest)
                    guard let (subject, type) = tested, subject.is(DeclReferenceExprSyntax.self),
                          let given = Self.contentKind(code.madeType(of: resolved(subject))), let testedKind = Self.contentKind(type) else { continue }
                    if inBody ? given != testedKind : given == testedKind { return true }
                }
            }
            return false
        }
        func isCreation(_ call: FunctionCallExprSyntax) -> Bool {
            call.calledExpression.trimmedText.hasSuffix("ToolbarItem") || call.calledExpression.trimmedText == "NSToolbarItemGroup"
        }
        // The case's own item, or one the builder makes before its switch for every case to set up
        // (`let item = NSToolbarItem(itemIdentifier: itemIdentifier)`).
        let beforeSwitch = builder.body.flatMap { body in
            TypeCode.calls(in: Syntax(body)).first { isCreation($0) && $0.ancestorOrSelf(mapping: { $0.as(SwitchCaseSyntax.self) }) == nil
                && !Self.inIdentifierBranch(Syntax($0), builder: builder) }
        }
        guard let creation = TypeCode.calls(in: statements).first(where: isCreation) ?? beforeSwitch else { return nil }
        let at = code.anchor(creation, path: path)
        var fields: [Node.Member] = [member("id", text(identifier, at))]
        switch creation.calledExpression.trimmedText {
        case "NSSearchToolbarItem": fields += [member("kind", text("search", at)), member("role", text("search", at))]
        case "NSMenuToolbarItem": fields.append(member("kind", text("menu", at)))
        case "NSSharingServicePickerToolbarItem":
            // The picker draws the system's share symbol.
            fields += [member("kind", text("button", at)), member("role", text("share", at)), member("symbol", text("square.and.arrow.up", at))]
        case "NSToolbarItemGroup": fields.append(member("kind", text("segmentedControl", at)))
        default: break  // NSToolbarItem or a subclass of the app's own
        }
        var kindSet = fields.contains { $0.name == "kind" }
        let itemName = creation.parent?.parent?.as(PatternBindingSyntax.self)?.pattern.trimmedText
        // The control an item shows (`item.view = button`) does what the item does when clicked.
        let viewName = itemName.flatMap { name in TypeCode.assignments(in: statements).first { $0.target == name + ".view" } }?
            .value.as(DeclReferenceExprSyntax.self)?.baseName.text
        // What the setup sets comes before what a closure sets later (a validation handler's
        // `item.image = isOn ? .active : .inactive`); each field is kept once, the first set.
        let assignments = TypeCode.assignments(in: statements)
        var setUp = assignments.filter { !Self.inClosure($0.syntax, within: statements) } + assignments.filter { Self.inClosure($0.syntax, within: statements) }
        if let (made, settings) = caseSettings, let itemName {
            let overrides = settings.compactMap { setting -> (target: String, value: ExprSyntax, syntax: Syntax)? in
                for prefix in [made + ".", made + "?."] where setting.target.hasPrefix(prefix) {
                    return (itemName + "." + setting.target.dropFirst(prefix.count), setting.value, setting.syntax)
                }
                return nil
            }
            // What the case sets replaces what the helper set (the case's action over the helper's default one).
            let overridden = Set(overrides.map(\.target))
            setUp = setUp.filter { !overridden.contains($0.target) } + overrides
        }
        for assignment in setUp
        where (itemName == nil || assignment.target.hasPrefix(itemName! + ".") || viewName.map({ assignment.target == $0 + ".action" }) == true)
            && !excluded(assignment.syntax) {
            let property = assignment.target.split(separator: ".").last.map(String.init) ?? ""
            let value = resolved(assignment.value)
            let valueAt = code.anchor(value, path: path)
            switch property {
            case "label":
                if let label = index.text(of: value) {
                    fields.removeAll { $0.name == "label" }  // the item's label over its button's title
                    fields.append(member("label", text(label, valueAt)))
                }
            case "image":
                // One image: set again in a closure (`checkForUnavailable = { item.image = .bold.withTintColor(…) }`),
                // a state's variant; the one set unconditionally is the item's.
                let shown = fields.firstIndex { $0.name == "image" || $0.name == "symbol" }
                if let shown {
                    guard !TypeCode.isConditional(assignment.syntax) else { continue }
                    fields.remove(at: shown)
                }
                fields.append(image(value, at: valueAt))
            case "action":
                // Placed where the selector is written: in the case, when a helper is given it.
                if let (selector, written) = Self.selector(value, { resolved($0) }, method: { method($0 ?? code.type, $1) }), !fields.contains(where: { $0.name == "action" }) {
                    fields.append(member("action", text(selector, code.anchor(written, path: path))))
                }
            case "menu":
                if let entries = menuEntries(value, code: code, path: path) { fields.append(member("menu", Node(content: .array(entries), anchor: valueAt))) }
            case "isBordered":
                fields.append(member("style", text(value.trimmedText == "true" ? "bordered" : "plain", valueAt)))
            case "view":
                guard !kindSet else { continue }
                kindSet = true
                // A plain NSButton is a button: its image or title is the item's. Made by the case
                // and given to a helper, or made in the helper; under `if #available`, the latest release's.
                let button = assignment.value.as(DeclReferenceExprSyntax.self)?.baseName.text
                let created = button.flatMap { name in TypeCode.all(PatternBindingSyntax.self, in: statements).first { $0.pattern.trimmedText == name }?.initializer?.value }
                // A view that shows state (a spinner, a level) is no command and no custom control.
                if let shownType = code.madeType(of: Self.latestRelease(created ?? value)), Self.statusViews.contains(shownType) {
                    fields.append(member("kind", text(Self.statusKind, valueAt)))
                    continue
                }
                guard let button, let made = Self.latestRelease(created ?? value).as(FunctionCallExprSyntax.self),
                      made.calledExpression.trimmedText == "NSButton" else {
                    fields.append(member("kind", text("custom", valueAt)))
                    continue
                }
                fields.append(member("kind", text("button", valueAt)))
                if let written = made.arguments.first(where: { $0.label?.text == "image" })?.expression, !fields.contains(where: { $0.name == "symbol" }) {
                    let shown = resolved(written)
                    fields.append(image(shown, at: code.anchor(shown, path: path)))
                }
                if let title = made.arguments.first(where: { $0.label?.text == "title" }).flatMap({ index.text(of: $0.expression) }), !fields.contains(where: { $0.name == "label" }) {
                    fields.append(member("label", text(title, code.anchor(made, path: path))))
                }
                for setting in TypeCode.assignments(in: statements) where setting.target == button + ".image" {
                    fields.append(image(resolved(setting.value), at: code.anchor(resolved(setting.value), path: path)))
                }
            default: break
            }
        }
        if !kindSet { fields.append(member("kind", text("button", at))) }
        var named = Set<String>()
        return Node(content: .object(fields.filter { named.insert($0.name).inserted }), anchor: at)
    }

    /// The kind the item reader gives an item that only shows state, dropped before the model.
    private static let statusKind = "status"

    enum ContentKind { case image, view }

    /// Whether a class is an image or a view of AppKit's or UIKit's; nil for any other (an app's own, `NSObject`).
    static func contentKind(_ type: String?) -> ContentKind? {
        guard let type else { return nil }
        if ["NSImage", "UIImage"].contains(type) { return .image }
        if ["NSView", "UIView", "NSControl", "NSButton", "NSTextField", "NSSegmentedControl", "NSPopUpButton", "NSSlider",
            "NSSearchField", "NSStackView", "NSHostingView", "NSImageView"].contains(type) || statusViews.contains(type) { return .view }
        return nil
    }

    /// `value as? T`, `value as! T` or `value is T`, folded or as written (a sequence): the value and T.
    static func typeTest(_ expression: ExprSyntax) -> (ExprSyntax, String)? {
        if let cast = expression.as(AsExprSyntax.self) { return (cast.expression, cast.type.trimmedText) }
        if let test = expression.as(IsExprSyntax.self) { return (test.expression, test.type.trimmedText) }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              let middle = sequence.elements.dropFirst().first, middle.is(UnresolvedAsExprSyntax.self) || middle.is(UnresolvedIsExprSyntax.self),
              let type = sequence.elements.last?.as(TypeExprSyntax.self), let subject = sequence.elements.first else { return nil }
        return (subject, type.type.trimmedText)
    }

    /// Whether a node is inside a closure written in the statements (code that runs later).
    static func inClosure(_ node: Syntax, within statements: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current, syntax.id != statements.id {
            if syntax.is(ClosureExprSyntax.self) { return true }
            current = syntax.parent
        }
        return false
    }

    /// The entries of a menu a function of the type builds (`toolbarItem.menu = buildAddMenu()`):
    /// each `NSMenuItem` it adds, with its title and action; nil when it adds none the code states.
    func menuEntries(_ value: ExprSyntax, code: TypeCode, path: String) -> [Node]? {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let body = code.parts.flatMap({ Self.functions(in: $0, named: name) }).first?.body else { return nil }
        let assignments = TypeCode.assignments(in: Syntax(body))
        var entries: [Node] = []
        for added in TypeCode.calls(in: Syntax(body)) where added.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "addItem" {
            guard let item = added.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
            let at = code.anchor(added, path: path)
            var fields: [Node.Member] = []
            if let title = assignments.first(where: { $0.target == item + ".title" }).flatMap({ index.text(of: $0.value) }) { fields.append(member("title", text(title, at))) }
            if let action = assignments.first(where: { $0.target == item + ".action" }).flatMap({ Self.selector($0.value, { $0 }, method: { method($0 ?? code.type, $1) }) }) {
                fields.append(member("action", text(action.0, code.anchor(action.1, path: path))))
            }
            if !fields.isEmpty { entries.append(Node(content: .object(fields), anchor: at)) }
        }
        return entries.isEmpty ? nil : entries
    }

    /// A selector as Objective-C names it, as Interface Builder's menus do (`toggleRead:`):
    /// `#selector(toggleRead(_:))`, `#selector(Type.share(with:))` (`shareWith:`), `Selector("toggleRead:")`,
    /// `NSSelectorFromString(…)`, with `resolved` giving what a parameter stands for.
    /// `method` finds a method the run declares by its type (nil for the type the selector is
    /// written in) and name, for a selector written without its labels (`#selector(clearAll)`).
    static func selector(_ value: ExprSyntax, _ resolved: (ExprSyntax) -> ExprSyntax,
                         method: (String?, String) -> FunctionDeclSyntax? = { _, _ in nil }) -> (String, ExprSyntax)? {
        if let macro = value.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
           let reference = macro.arguments.first?.expression {
            // `Type.method(_:)`: the method; `method` alone: its declared labels.
            let member = reference.as(MemberAccessExprSyntax.self)
            guard let name = member?.declName ?? reference.as(DeclReferenceExprSyntax.self) else { return (reference.trimmedText, value) }
            let base = name.baseName.text
            // `#selector(self.goBack)` is the type's own method, as `#selector(goBack)` is.
            let owner = member?.base.map(\.trimmedText).flatMap { $0 == "self" ? nil : $0 }
            let labels = name.argumentNames.map { $0.arguments.map(\.name.text) }
                ?? method(owner, base)?.signature.parameterClause.parameters.map(\.firstName.text) ?? []
            guard let first = labels.first else { return (base, value) }
            // `share(with:)` is `shareWith:`, `open(url:)` is `openWithUrl:`: Swift adds "With" unless the label is a preposition.
            let word = first.prefix { $0.isLowercase }
            let joined = (Self.prepositions.contains(String(word)) ? "" : "With") + first.prefix(1).uppercased() + first.dropFirst()
            let head = first == "_" ? base + ":" : base + joined + ":"
            return (head + labels.dropFirst().map { $0 + ":" }.joined(), value)
        }
        if let call = value.as(FunctionCallExprSyntax.self), ["Selector", "NSSelectorFromString"].contains(call.calledExpression.trimmedText),
           var argument = call.arguments.first?.expression {
            // `Selector((selector))`: the parentheses that keep the compiler from warning.
            while let inner = SwiftLiterals.parenthesized(argument) { argument = inner }
            let written = resolved(argument)
            return SwiftLiterals.string(written).map { ($0, written) }
        }
        return nil
    }

    /// A method a type of the run declares, by name: the first, whatever its labels.
    func method(_ type: String, _ name: String) -> FunctionDeclSyntax? {
        index.types[type]?.lazy.flatMap { TypeCode.all(FunctionDeclSyntax.self, in: $0.declaration) }.first { $0.name.text == name }
    }

    static let prepositions: Set<String> = ["with", "to", "for", "from", "in", "at", "by", "of", "on", "into", "onto", "using", "as", "after", "before"]

    /// An item's image: the symbol a symbol image names, else the expression that gives the image
    /// (an asset known only at run time, but an image all the same, not text).
    func image(_ value: ExprSyntax, at: SourceAnchor) -> Node.Member {
        // `UIImage(named: "ic_tab_home")!`: the image the unwrapped value gives.
        if let unwrapped = value.as(ForceUnwrapExprSyntax.self)?.expression { return image(unwrapped, at: at) }
        if let symbol = index.imageSymbol(of: value) { return member("symbol", text(symbol, at)) }
        // `UIImage(named: "contacts-tab")`: the asset's name, as people name it.
        if let call = value.as(FunctionCallExprSyntax.self), SwiftLiterals.isImageInitializer(call),
           let first = call.arguments.first, first.label?.text == "named" || first.label == nil, let name = SwiftLiterals.string(first.expression) {
            return member("image", text(name, at))
        }
        return member("image", text(value.trimmedText, at))
    }

    /// What an `if #available(…) { a } else { b }` expression gives on the latest release (`a`); any other value itself.
    static func latestRelease(_ value: ExprSyntax) -> ExprSyntax {
        guard let branch = value.as(IfExprSyntax.self), let holds = ViewSyntax.holdsOnLatestRelease(branch) else { return value }
        let block = holds ? branch.body : branch.elseBody?.as(CodeBlockSyntax.self)
        guard let block, block.statements.count == 1, let only = block.statements.first?.item.as(ExprSyntax.self) else { return value }
        return latestRelease(only)
    }

    /// The `case` of the item builder's switch that names an identifier.
    /// The statements the builder runs for an identifier: its `case .refresh:`, or the branch of an
    /// `if itemIdentifier == Identifiers.refresh { … } else if …` chain.
    static func itemCase(_ identifier: String, in builder: FunctionDeclSyntax) -> CodeBlockItemListSyntax? {
        guard let body = builder.body else { return nil }
        func names(_ written: String) -> Bool { written == "." + identifier || written.hasSuffix("." + identifier) }
        let switchCase = TypeCode.all(SwitchCaseSyntax.self, in: Syntax(body)).first { switchCase in
            guard case .case(let label) = switchCase.label else { return false }
            return label.caseItems.contains { names($0.pattern.trimmedText) }
        }
        if let switchCase { return switchCase.statements }
        return TypeCode.all(IfExprSyntax.self, in: Syntax(body)).first { branch in
            identifierCompared(in: branch, builder: builder).map(names) == true
        }?.body.statements
    }

    /// Whether a node is inside a branch of the builder's `if itemIdentifier == …` chain.
    static func inIdentifierBranch(_ node: Syntax, builder: FunctionDeclSyntax) -> Bool {
        var current = node.parent
        while let syntax = current, syntax.id != Syntax(builder).id {
            if let branch = syntax.as(IfExprSyntax.self), identifierCompared(in: branch, builder: builder) != nil { return true }
            current = syntax.parent
        }
        return false
    }

    /// What an `if itemIdentifier == Identifiers.refresh` of the builder compares its identifier
    /// parameter with; nil for any other `if`.
    static func identifierCompared(in branch: IfExprSyntax, builder: FunctionDeclSyntax) -> String? {
        let parameter = builder.signature.parameterClause.parameters.first { $0.firstName.text == "itemForItemIdentifier" }
            .map { ($0.secondName ?? $0.firstName).text }
        guard branch.conditions.count == 1, let compared = branch.conditions.first?.condition.as(SequenceExprSyntax.self)?.elements,
              compared.count == 3, compared.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
              let first = compared.first?.trimmedText, let last = compared.last?.trimmedText else { return nil }
        return first == parameter ? last : last == parameter ? first : nil
    }

    /// The identifiers `toolbarSelectableItemIdentifiers` returns: a returned array, or every
    /// default item when it returns `toolbarDefaultItemIdentifiers(…)`.
    static func selectableIdentifiers(in declaration: TypeDeclaration, code: TypeCode) -> Set<String> {
        guard let body = functions(in: declaration, named: "toolbarSelectableItemIdentifiers").first?.body else { return [] }
        let returned = SwiftTypeIndex.onlyExpression(body.statements)?.as(FunctionCallExprSyntax.self)
        let statements = returned?.calledExpression.trimmedText == "toolbarDefaultItemIdentifiers"
            ? functions(in: declaration, named: "toolbarDefaultItemIdentifiers").first?.body?.statements : body.statements
        guard let statements, let (elements, _) = defaultIdentifiers(statements, in: code) else { return [] }
        return Set(elements.map { SwiftLiterals.caseName($0) ?? $0.trimmedText })
    }

    static func functions(in declaration: TypeDeclaration, named name: String) -> [FunctionDeclSyntax] {
        TypeCode.all(FunctionDeclSyntax.self, in: declaration.declaration).filter { $0.name.text == name }
    }

    /// The array literal a body returns: `return [...]`, or `[...]` alone.
    /// The array literal a property of the type's returns, when the statements return that
    /// property (`return allItems`, `private var allItems: [NSToolbarItem.Identifier] { [.add, .share] }`).
    static func returnedProperty(_ statements: CodeBlockItemListSyntax, in code: TypeCode) -> ArrayExprSyntax? {
        guard let returned = SwiftTypeIndex.onlyExpression(statements), let name = TypeCode.ownMemberName(returned) else { return nil }
        guard let binding = code.binding(named: name, around: Syntax(statements)) else { return nil }
        if let getter = SwiftTypeIndex.getterStatements(binding.accessorBlock) { return returnedArray(getter) }
        return binding.initializer?.value.as(ArrayExprSyntax.self)
    }

    /// The identifiers `toolbarDefaultItemIdentifiers` returns, with the node they start at: a
    /// returned array literal, a property holding one, or a local array the function builds in
    /// steps (`var items = [...]; items += [...]; return items`, each `#available` decided for the
    /// latest release). Nil when they are chosen at run time (an addition under a condition).
    static func defaultIdentifiers(_ statements: CodeBlockItemListSyntax, in code: TypeCode) -> (elements: [ExprSyntax], start: Syntax)? {
        // `if #available(macOS 11.0, *) { return […] } else { return […] }`, or the older list after the `if`: the latest release's.
        // (`if #unavailable(…)` holds the older list: the latest is in its `else`, or after it.)
        if let first = statements.first, statements.count <= 2,
           let choice = first.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? first.item.as(IfExprSyntax.self),
           let conditions = Optional(choice.conditions.compactMap { $0.condition.as(AvailabilityConditionSyntax.self) }),
           !conditions.isEmpty, conditions.count == choice.conditions.count {
            guard conditions.contains(where: { $0.availabilityKeyword.tokenKind == .poundUnavailable }) else {
                return defaultIdentifiers(choice.body.statements, in: code)
            }
            if case .codeBlock(let latest)? = choice.elseBody { return defaultIdentifiers(latest.statements, in: code) }
            return statements.count == 2 ? defaultIdentifiers(CodeBlockItemListSyntax(statements.dropFirst()), in: code) : nil
        }
        if let array = Self.returnedArray(statements) ?? Self.returnedProperty(statements, in: code) {
            return (array.elements.map(\.expression), Syntax(array))
        }
        guard let last = statements.last, let returned = last.item.as(ReturnStmtSyntax.self)?.expression,
              let name = returned.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let built = code.arrayElements(named: name, before: Syntax(returned)), built.conditional.isEmpty else { return nil }
        return (built.elements, Syntax(built.initial))
    }

    static func returnedArray(_ statements: CodeBlockItemListSyntax) -> ArrayExprSyntax? {
        guard statements.count == 1, let only = statements.first else { return nil }
        switch only.item {
        case .expr(let expr): return expr.as(ArrayExprSyntax.self)
        case .stmt(let stmt): return stmt.as(ReturnStmtSyntax.self)?.expression?.as(ArrayExprSyntax.self)
        default: return nil
        }
    }
}
