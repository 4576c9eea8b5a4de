import HIGLint
import SwiftSyntax

/// A tab bar controller's tabs as UIKit code sets them: `tabs = [UITab(…), UITabGroup(…), UISearchTab { … }]`
/// with the placements set on them, and the controller's `mode`.
extension UIKitMapping {
    /// The tab bars the code of a type sets up: one for each `tabs = [...]` it assigns, and one for
    /// each list of view controllers it gives a tab bar controller (`viewControllers = [...]`,
    /// `setViewControllers([...], animated:)`), each controller's tab read from the `tabBarItem`
    /// (and `title`) its code or the code around the list sets. Lists set under a condition are noted, not read.
    /// `walk` holds the declaration's calls and sequence expressions, found once for every platform.
    mutating func tabBars(_ code: TypeCode, in declaration: TypeDeclaration, platform: Platform, walk: DeclarationWalk) -> [(Node, [Violation])] {
        var results: [(Node, [Violation])] = []
        let assignments = TypeCode.assignments(among: walk.sequences)
        var lists: [(owner: String, elements: [ExprSyntax], syntax: Syntax, controllers: Bool, cases: CaseTabs?)] = []
        /// Elements added to a list under a condition (`if let settings { controllers.append(settings) }`):
        /// the tab bar is read without them, and each is noted.
        var addedUnderConditions: [(at: AbsolutePosition, added: [ExprSyntax])] = []
        /// The elements of an array literal, of a constant holding one (`let controllers = [...]`), or of
        /// a local array built up before it is used (`var tabs = [UITab](); tabs.append(home)`); with `cases`
        /// (for a value a tab bar is given), of a list built from an enum's cases (`switchedResults`).
        func array(_ expression: ExprSyntax, usedAt use: AbsolutePosition? = nil, depth: Int = 0, cases: Bool = false) -> [ExprSyntax]? {
            // `let controllers = controllers.compactMap { $0 }` names itself: a few links are followed, no more.
            guard depth < 8 else { return nil }
            let use = use ?? expression.position
            if let literal = expression.as(ArrayExprSyntax.self) {
                // `[home, hidesScanner ? nil : scanner].compactMap { $0 }`: an element one branch leaves out is added under a condition.
                var elements: [ExprSyntax] = [], conditional: [ExprSyntax] = []
                for element in literal.elements.map(\.expression) {
                    if let (first, second) = SwiftLiterals.choiceBranches(element), let kept = [first, second].first(where: { !$0.is(NilLiteralExprSyntax.self) }),
                       [first, second].contains(where: { $0.is(NilLiteralExprSyntax.self) }) {
                        conditional.append(kept)
                    } else {
                        elements.append(element)
                    }
                }
                if !conditional.isEmpty { addedUnderConditions.append((use, conditional)) }
                return elements
            }
            if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.declName.baseName.text == "compactMap", call.arguments.isEmpty, call.trailingClosure?.statements.trimmedText == "$0",
               let base = member.base {
                return array(base, usedAt: use, depth: depth + 1)
            }
            guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return cases ? Self.switchedResults(in: expression, code: code) : nil }
            if let built = code.arrayElements(named: reference.baseName.text, before: Syntax(expression)) {
                if !built.conditional.isEmpty { addedUnderConditions.append((use, built.conditional)) }
                return built.elements
            }
            // A constant, or a `lazy var` the controller fills once (`private lazy var tabs: [UIViewController] = [...]`).
            guard let binding = code.binding(named: reference.baseName.text, around: Syntax(expression), withValue: true),
                  let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
                  variable.bindingSpecifier.tokenKind == .keyword(.let) || variable.modifiers.contains(where: { $0.name.text == "lazy" }),
                  let value = binding.initializer?.value, value.is(ArrayExprSyntax.self) || value.is(FunctionCallExprSyntax.self),
                  !(value.position <= expression.position && expression.position < value.endPosition) else { return nil }
            return array(value, usedAt: use, depth: depth + 1)
        }
        // `tabs = fixed + [search]`: two lists joined.
        let joined = walk.sequences.compactMap { sequence -> (target: String, value: [ExprSyntax], syntax: Syntax)? in
            let parts = Array(sequence.elements)
            guard parts.count == 5, parts[1].is(AssignmentExprSyntax.self), parts[3].as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
            let target = parts[0].trimmedText.replacingOccurrences(of: "self.", with: "")
            guard let left = array(parts[2], cases: Self.isTabList(target)), let right = array(parts[4], cases: Self.isTabList(target)) else { return nil }
            return (target, left + right, Syntax(sequence))
        }
        for assignment in assignments.compactMap({ assignment in
            array(assignment.value, cases: Self.isTabList(assignment.target)).map { (assignment.target, $0, assignment.syntax) }
        }) + joined {
            let array = assignment.value
            if assignment.target == "tabs" || assignment.target.hasSuffix(".tabs") {
                lists.append((String(assignment.target.dropLast(4)), array, assignment.syntax, false, nil))
            } else if assignment.target == "viewControllers" || assignment.target.hasSuffix(".viewControllers") {
                lists.append((String(assignment.target.dropLast(15)), array, assignment.syntax, true, nil))
            }
        }
        // `viewControllers = Tab.allCases.map { tab in … }`: a tab for each case (`UIKitEnumTabs`).
        for assignment in assignments where assignment.target == "viewControllers" || assignment.target.hasSuffix(".viewControllers") {
            if let found = caseTabs(mapping: assignment.value) { lists.append((String(assignment.target.dropLast(15)), [], assignment.syntax, true, found)) }
        }
        for call in walk.calls where call.calledExpression.trimmedText.hasSuffix("setViewControllers") {
            let called = call.calledExpression.trimmedText.replacingOccurrences(of: "self.", with: "")
            if let found = call.arguments.first.flatMap({ caseTabs(mapping: $0.expression) }) {
                lists.append((String(called.dropLast(18)), [], Syntax(call), true, found))
                continue
            }
            guard let array = call.arguments.first.flatMap({ array($0.expression, cases: true) }) else {
                // A tab bar controller given its tabs in a way hig-lint cannot follow: said, not skipped.
                let owner = String(called.dropLast(18))
                // (A copy of the controller's own list with one tab replaced, `var tabs = viewControllers; tabs[0] = …`,
                // sets up no tab bar: its tabs were given where the list was made.)
                if isTabBarController(owner, code: code, around: Syntax(call)), let given = call.arguments.first?.expression,
                   !given.is(ArrayExprSyntax.self) || !(given.as(ArrayExprSyntax.self)?.elements.isEmpty ?? true),
                   !Self.copiesOwnTabs(given, around: Syntax(call)) {
                    let at = code.anchor(call, path: code.path(of: Syntax(call)))
                    results.append((Node(content: .object([member("platforms", Node(content: .array([text(platform.rawValue, at)]), anchor: at))]), anchor: at),
                                    [Violation(at: at, "this tab bar controller is given its tabs in a way hig-lint cannot follow (`\(given.trimmedText.prefix(40))`); its tabs are not checked")]))
                }
                continue
            }
            lists.append((String(called.dropLast(18)), array, Syntax(call), true, nil))
        }
        // An empty list (`setViewControllers([], animated: false)`) clears a tab bar; it sets up none (one
        // whose every tab is added under a condition is still a tab bar).
        for (owner, elements, syntax, controllers, cases) in lists
        where !elements.isEmpty || cases != nil || addedUnderConditions.contains(where: { syntax.position <= $0.at && $0.at < syntax.endPosition }) {
            guard !controllers || isTabBarController(owner, code: code, around: syntax) else { continue }
            notes = []
            let path = code.path(of: syntax)
            let at = code.anchor(syntax, path: path)
            let platforms = member("platforms", Node(content: .array([text(platform.rawValue, at)]), anchor: at))
            if TypeCode.isConditional(syntax) {
                note(at, "these tabs are set under a condition; hig-lint reads only tabs set unconditionally, and checks no tab bar here")
                results.append((Node(content: .object([platforms]), anchor: at), notes))
                continue
            }
            var dynamic = false
            // Tabs made from an enum's cases, here or by a loop of the controller's that sets each one's item by its index.
            var made = cases.flatMap { self.tabs(for: $0, code: code, path: path, dynamic: &dynamic) }
            if let cases, made == nil {
                note(at, "these tabs are made from the cases of \(cases.enumParts[0].name) in a way hig-lint cannot read; the tab bar is checked without them")
                (made, dynamic) = ([], true)
            }
            if made == nil, controllers, !elements.isEmpty { made = loopTabs(owner: owner, code: code, around: syntax, count: elements.count, dynamic: &dynamic) }
            let tabs = made ?? elements.compactMap { element -> Node? in
                // A tab hidden by default shows only once people add it: the bar starts without it.
                if let reference = element.as(DeclReferenceExprSyntax.self),
                   code.assignments(to: reference.baseName.text, around: Syntax(element)).contains(where: {
                       $0.property == "isHiddenByDefault" && $0.value.trimmedText == "true" && !TypeCode.isConditional($0.syntax) }) {
                    return nil
                }
                var budget = Self.maximumTabLinks
                guard let tab = controllers ? controllerTab(element, code: code, path: path, budget: &budget) : tab(element, code: code, path: path, budget: &budget) else {
                    note(code.anchor(element, path: path), controllers ? "the tab of this view controller is set in a way hig-lint cannot read; the tab bar is checked without it"
                        : "this tab is built in a way hig-lint cannot read; the tab bar is checked without it")
                    dynamic = true
                    return nil
                }
                return tab
            }
            var members = [member("tabs", Node(content: .array(tabs), anchor: at))]
            // `mode` set on the same controller; without it, a tab group makes the tabs a sidebar too.
            let mode = assignments.first { $0.target == owner + "mode" && !TypeCode.isConditional($0.syntax) }
            switch mode.flatMap({ SwiftLiterals.caseName($0.value) }) {
            case "tabSidebar": members.append(member("style", text("sidebarAdaptable", code.anchor(mode!.value, path: path))))
            case "tabBar": members.append(member("style", text("tabBar", code.anchor(mode!.value, path: path))))
            default:
                if elements.contains(where: { $0.trimmedText.hasPrefix("UITabGroup") }) {
                    members.append(member("style", text("sidebarAdaptable", at)))
                }
            }
            for (position, added) in addedUnderConditions where syntax.position <= position && position < syntax.endPosition {
                for element in added { note(code.anchor(element, path: path), "this tab is added under a condition; the tab bar is checked without it") }
                dynamic = true
            }
            if dynamic { members.append(member("dynamicTabs", Node(content: .bool(true), anchor: at))) }
            results.append((Node(content: .object([platforms, member("tabBar", Node(content: .object(members), anchor: at))]), anchor: at), notes))
        }
        return results
    }

    /// Whether a list given to `setViewControllers` is a copy of the controller's own `viewControllers`
    /// (`guard var tabs = viewControllers`, `if var viewControllers { … }`), changed in place.
    static func copiesOwnTabs(_ given: ExprSyntax, around node: Syntax) -> Bool {
        guard let name = given.as(DeclReferenceExprSyntax.self)?.baseName.text, let function = TypeCode.function(around: node) else { return false }
        let text = function.trimmedDescription.replacingOccurrences(of: "self.", with: "")
        return text.contains("\(name) = viewControllers") || name == "viewControllers" && (text.contains("if var viewControllers") || text.contains("guard var viewControllers"))
    }

    /// The tabs a loop over an enum's cases gives the controllers of a tab bar controller by their
    /// index (`for (index, tab) in Tab.allCases.enumerated() { viewControllers?[index].tabBarItem = … }`),
    /// in its own code or, for one the code names, in its type's; nil unless there is one for as many cases as the list has controllers.
    private mutating func loopTabs(owner: String, code: TypeCode, around node: Syntax, count: Int, dynamic: inout Bool) -> [Node]? {
        let name = owner.dropLast().unwrappedName
        let controller = owner.isEmpty ? code : storedType(of: name, code: code, around: node).flatMap { type in
            index.parts(of: type, from: file.path).nonEmpty.map { TypeCode(type: type, parts: $0) }
        }
        guard let controller else { return nil }
        for loop in controller.parts.flatMap({ TypeCode.all(ForStmtSyntax.self, in: $0.declaration) }) {
            guard let (found, index) = caseTabs(looping: loop), let index, found.cases.count == count else { continue }
            let element = "viewControllers[\(index)]"
            if let tabs = tabs(for: found, code: controller, path: controller.path(of: Syntax(loop)), target: { $0 == element || $0.hasSuffix("." + element) }, dynamic: &dynamic) { return tabs }
        }
        return nil
    }

    /// The controllers a list built from an enum's cases holds (`Tab.allCases.map(controller(for:))`,
    /// a closure calling `rootViewController(tab:)` for each tab): the results of the type's own
    /// function it names, one for each arm of the `switch` over its parameter that is its body,
    /// in the arms' order; nil when the expression names no such function.
    static func switchedResults(in expression: ExprSyntax, code: TypeCode) -> [ExprSyntax]? {
        // Every case, in order: not a list of some of them (`[.home, .search].map(…)`) or one filtered.
        let tokens = Array(expression.tokens(viewMode: .sourceAccurate))
        let words = Set(tokens.compactMap { token -> String? in if case .identifier(let word) = token.tokenKind { word } else { nil } })
        guard words.contains("allCases"), words.isDisjoint(with: ["filter", "dropFirst", "dropLast", "prefix", "suffix", "removeAll", "remove"]),
              !tokens.contains(where: { $0.tokenKind == .leftSquare }) else { return nil }
        for token in tokens {
            guard case .identifier = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            // `controller(for:)` named, or `rootViewController(tab: tab)` called.
            let labels = reference.argumentNames.map { $0.arguments.map(\.name.text) }
                ?? reference.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == reference.id ? $0.arguments.map { $0.label?.text ?? "_" } : nil }
            guard let labels else { continue }
            let key = SwiftTypeIndex.fullName(reference.baseName.text, labels: labels)
            guard let function = code.parts.lazy.compactMap({ $0.functions[key] }).first, let body = function.body,
                  let parameter = function.signature.parameterClause.parameters.first, function.signature.parameterClause.parameters.count == 1,
                  let switched = SwiftTypeIndex.onlyExpression(body.statements)?.as(SwitchExprSyntax.self),
                  switched.subject.trimmedText == (parameter.secondName ?? parameter.firstName).text else { continue }
            let results = switched.cases.compactMap { element -> ExprSyntax? in
                guard case .switchCase(let arm) = element else { return nil }
                return SwiftTypeIndex.onlyExpression(arm.statements)
            }
            guard results.count == switched.cases.count else { return nil }
            return results
        }
        return nil
    }

    /// Whether an assignment's target is a tab bar's list: its `tabs` or its `viewControllers`.
    static func isTabList(_ target: String) -> Bool {
        ["tabs", "viewControllers"].contains { target == $0 || target.hasSuffix("." + $0) }
    }

    /// Whether the object whose view controllers are set is a tab bar controller: the type itself
    /// when it subclasses one, else a constant or property made as one.
    private func isTabBarController(_ owner: String, code: TypeCode, around node: Syntax) -> Bool {
        guard !owner.isEmpty else {
            return code.parts.contains { $0.declaration.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedText.hasSuffix("TabBarController") } == true }
        }
        // `tabBarController.setViewControllers(…)`, `mainTabBarController?.viewControllers = …`: named as one.
        if owner.dropLast().split(separator: ".").last.map({ $0.unwrappedName.lowercased().hasSuffix("tabbarcontroller") }) == true {
            return true
        }
        guard let binding = code.binding(named: String(owner.dropLast()), around: node) else { return false }
        let made = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText ?? ""
        return made.hasSuffix("TabBarController") || binding.typeAnnotation?.type.trimmedText.hasSuffix("TabBarController") == true
    }

    /// The tab a view controller in the list shows: `name` with the `tabBarItem` and `title` set on it
    /// around the list, a navigation controller showing it, or a controller whose own code sets them.
    private mutating func controllerTab(_ expression: ExprSyntax, code: TypeCode, path: String, budget: inout Int) -> Node? {
        // `lazy var home = UINavigationController(rootViewController: home)`, or a call given the same name many
        // times: one tab's reading follows only so many links in all.
        guard budget > 0 else { return nil }
        budget -= 1
        let at = code.anchor(expression, path: path)
        // `home?.rootViewController`, its tab set where the list is made (`home?.rootViewController.tabBarItem = item`).
        if !expression.is(DeclReferenceExprSyntax.self), case let settings = code.assignments(to: expression.trimmedText, around: Syntax(expression))
            .filter({ Self.tabProperties.contains($0.property) }), !settings.isEmpty {
            return tab(settings, code: code, at: at)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            // A navigation controller shows its root controller's tab.
            if let root = call.arguments.first(where: { $0.label?.text == "rootViewController" }) {
                return controllerTab(root.expression, code: code, path: path, budget: &budget).map { Node(content: $0.content, anchor: at) }
            }
            // `Factory.make(…)`, `makeChatsTab()`: the controller the function returns, with what it sets on it.
            if let (factory, name) = calledType(call, code: code),
               let function = factory.parts.flatMap({ Self.functions(in: $0, named: name) }).first, let body = function.body,
               let returned = Self.result(of: body) {
                // Else the controller type it declares it returns (`func makeMap() -> MapViewController`), whose own code sets its tab.
                return controllerTab(returned, code: factory, path: factory.path(of: Syntax(returned)), budget: &budget).map { Node(content: $0.content, anchor: at) }
                    ?? function.signature.returnClause.flatMap { Self.ownTypeName($0.type.trimmedText) }.flatMap { ownTab(of: $0, at: at) }
            }
            let typeName = call.calledExpression.trimmedText
            if typeName.first?.isUppercase == true, let own = ownTab(of: typeName, at: at) { return own }
            // `router.buildNavigation(controller: mapController)`: a function of the app's that wraps
            // the controller it is given (in a navigation controller) shows that controller's tab, unless
            // the function sets a tab itself (`navigation.tabBarItem = …`: not read, so not guessed).
            if let (owner, name) = calledType(call, code: code) ?? calledOnStored(call, code: code),
               owner.parts.flatMap({ Self.functions(in: $0, named: name) }).contains(where: { function in
                   TypeCode.assignments(in: Syntax(function)).contains { Self.tabProperties.contains(String($0.target.split(separator: ".").last ?? "")) }
               }) {
                return nil
            }
            let wraps = call.calledExpression.trimmedText.contains("Navigation")
            for argument in call.arguments where wraps || Self.controllerLabels.contains(argument.label?.text ?? "") {
                if let shown = controllerTab(argument.expression, code: code, path: path, budget: &budget) { return Node(content: shown.content, anchor: at) }
            }
            return nil
        }
        // `home.navigationController`, `learn.splitViewController`: a controller an object of the
        // app's own keeps (a coordinator), with the tab that object's code sets on it.
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
           base != "self", let typeName = storedType(of: base, code: code, around: Syntax(expression)),
           let parts = index.parts(of: typeName, from: file.path).nonEmpty {
            return keptControllerTab(access.declName.baseName.text, in: TypeCode(type: typeName, parts: parts), at: at)
        }
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let access = expression.as(MemberAccessExprSyntax.self), access.base?.trimmedText == "self" {
            name = access.declName.baseName.text
        } else {
            return nil
        }
        let assigned = code.assignments(to: name, around: Syntax(expression))
        let settings = assigned.filter { Self.tabProperties.contains($0.property) }
        if settings.isEmpty, let initial = code.constant(named: name, around: Syntax(expression)),
           let shown = controllerTab(initial, code: code, path: path, budget: &budget) {
            return Node(content: shown.content, anchor: at)
        }
        // A navigation controller whose stack the code sets (`homeNavigation.viewControllers = [home]`) shows its first controller's tab.
        // (A stored property's stack is set in any of the type's functions: one place, unconditionally.)
        var stacks: [ExprSyntax] = assigned.filter { $0.property == "viewControllers" }.map(\.value)
        if stacks.isEmpty {
            let targets: Set<String> = [name + ".viewControllers", "self." + name + ".viewControllers"]
            let everywhere = code.parts.flatMap { TypeCode.assignments(in: Syntax($0.declaration)) }
            stacks = everywhere.filter { targets.contains($0.target) && !TypeCode.isConditional($0.syntax) }.map(\.value)
        }
        if settings.isEmpty, stacks.count == 1, let first = stacks[0].as(ArrayExprSyntax.self)?.elements.first?.expression,
           let shown = controllerTab(first, code: code, path: path, budget: &budget) {
            return Node(content: shown.content, anchor: at)
        }
        // `let mapController: MapViewController`: a controller of the app's whose own code sets its tab.
        if settings.isEmpty, let typeName = storedType(of: name, code: code, around: Syntax(expression)) {
            return ownTab(of: typeName, at: at)
        }
        return tab(settings, code: code, at: at)
    }

    /// What a function returns when it has one result: its one `return` at the top of its body, or its one expression.
    static func result(of body: CodeBlockSyntax) -> ExprSyntax? { result(of: body.statements) }

    /// What a function's or a closure's statements return: their one `return` at the top level,
    /// or their one expression; nil for several returns. A `return` of a closure inside them
    /// (`onChange: { return }`) is that closure's, not theirs.
    static func result(of statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        let returns = TypeCode.all(ReturnStmtSyntax.self, in: Syntax(statements)).filter { ownReturn($0, of: statements) }
        if returns.isEmpty { return SwiftTypeIndex.onlyExpression(statements) }
        guard returns.count == 1, returns[0].parent?.parent == Syntax(statements) else { return nil }
        return returns[0].expression
    }

    /// Whether a `return` returns from `statements`' own function or closure, not a closure nested in them.
    private static func ownReturn(_ statement: ReturnStmtSyntax, of statements: CodeBlockItemListSyntax) -> Bool {
        var current = statement.parent
        while let syntax = current, syntax.id != statements.id {
            if syntax.is(ClosureExprSyntax.self) || syntax.is(FunctionDeclSyntax.self) { return false }
            current = syntax.parent
        }
        return true
    }

    /// The most links (a wrapping call, a constant, a factory's result, a tab group's child) one tab's reading follows in all.
    static let maximumTabLinks = 64

    /// The labels under which a function of the app's is given the controller it shows.
    static let controllerLabels: Set<String> = ["rootViewController", "controller", "viewController"]

    /// The tab a controller type of the app's sets on itself (`title = …` and `tabBarItem…` in its own code).
    private func ownTab(of typeName: String, at: SourceAnchor) -> Node? {
        guard let parts = index.parts(of: typeName, from: file.path).nonEmpty else { return nil }
        let other = TypeCode(type: typeName, parts: parts)
        let settings = parts.flatMap { TypeCode.assignments(in: $0.declaration) }.compactMap { assignment -> (property: String, value: ExprSyntax, syntax: Syntax)? in
            Self.tabProperties.contains(assignment.target) ? (assignment.target, assignment.value, assignment.syntax) : nil
        }
        return tab(settings, code: other, at: at)
    }

    /// The type of a stored property or local: its annotation (`let home: HomeCoordinator`) or the
    /// type it is made as (`let home = HomeCoordinator(…)`); nil for a system type's.
    private func storedType(of name: String, code: TypeCode, around node: Syntax) -> String? {
        guard let binding = code.binding(named: name, around: node) else { return nil }
        // (`storyboard.instantiateViewController(withIdentifier: "Map") as! MapViewController`: the type it is cast to.)
        let cast = binding.initializer?.value.as(SequenceExprSyntax.self).flatMap { sequence -> String? in
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) else { return nil }
            return elements[2].as(TypeExprSyntax.self)?.type.trimmedText
        }
        let written = binding.typeAnnotation?.type.trimmedText
            ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText ?? cast
        return written.flatMap(Self.ownTypeName)
    }

    /// A type as written (`MapViewController?`, `HomeCoordinator!`) without its optionality; nil for a
    /// system type's (`UINavigationController`) or what starts in lower case (`some View`).
    static func ownTypeName(_ written: String) -> String? {
        let type = written.unwrappedName
        return type.first?.isUppercase == true && !type.hasPrefix("UI") ? type : nil
    }

    /// The tab of the controller an object of the app's own keeps in `property`: what its code sets
    /// on it (`splitViewController.tabBarItem = UITabBarItem(…)`), or on the first controller it puts
    /// in it (`navigationController.viewControllers = [viewController]`, whose `tabBarItem` it sets).
    private func keptControllerTab(_ property: String, in owner: TypeCode, at: SourceAnchor) -> Node? {
        let assignments = owner.parts.flatMap { TypeCode.assignments(in: $0.declaration) }
        func settings(on name: String) -> [(property: String, value: ExprSyntax, syntax: Syntax)] {
            assignments.compactMap { assignment in
                let target = TypeCode.withoutSelf(assignment.target)
                guard target.hasPrefix(name + "."), case let property = String(target.dropFirst(name.count + 1)), Self.tabProperties.contains(property) else { return nil }
                return (property, assignment.value, assignment.syntax)
            }
        }
        let own = settings(on: property).filter { $0.property != "title" }
        if !own.isEmpty { return tab(own, code: owner, at: at) }
        // A navigation or split view controller shows the tab of the first controller in it.
        guard let list = assignments.first(where: { TypeCode.withoutSelf($0.target) == property + ".viewControllers" && !TypeCode.isConditional($0.syntax) }),
              let first = list.value.as(ArrayExprSyntax.self)?.elements.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        let shown = settings(on: first)
        return shown.isEmpty ? nil : tab(shown, code: owner, at: at)
    }

    /// A tab's title: its text, or that of the value a local was given (`let title: String` … `title = "Inbox"`).
    private func tabText(_ expression: ExprSyntax, code: TypeCode) -> String? {
        index.text(of: expression) ?? index.text(of: givenValue(expression, code: code))
    }

    /// The type of the app's whose function a call on a stored property or local runs (`router.buildNavigation(…)`
    /// with `let router: Router`), and the function's name.
    private func calledOnStored(_ call: FunctionCallExprSyntax, code: TypeCode) -> (TypeCode, String)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let typeName = storedType(of: base, code: code, around: Syntax(call)), let parts = index.parts(of: typeName, from: file.path).nonEmpty else { return nil }
        return (TypeCode(type: typeName, parts: parts), member.declName.baseName.text)
    }

    /// The type whose function a call runs and the function's name: `Factory.make(…)`, or the
    /// type's own `make()`, `self.make()`.
    func calledType(_ call: FunctionCallExprSyntax, code: TypeCode) -> (TypeCode, String)? {
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isLowercase == true { return (code, name) }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedText else { return nil }
        if base == "self" { return (code, member.declName.baseName.text) }
        guard base.first?.isUppercase == true, let parts = index.parts(of: base, from: file.path).nonEmpty else { return nil }
        return (TypeCode(type: base, parts: parts), member.declName.baseName.text)
    }

    static let tabProperties: Set<String> = ["tabBarItem", "tabBarItem.title", "tabBarItem.image", "title"]

    /// A tab from what is set on its controller (a title, an image, or both); nil when neither is, or something is set in
    /// several places or under a condition.
    private func tab(_ settings: [(property: String, value: ExprSyntax, syntax: Syntax)], code: TypeCode, at: SourceAnchor) -> Node? {
        var values: [String: ExprSyntax] = [:]
        for property in Self.tabProperties {
            let set = settings.filter { $0.property == property }
            guard set.count <= 1 else { return nil }
            if let only = set.first {
                guard !TypeCode.isConditional(only.syntax) else { return nil }
                values[property] = only.value
            }
        }
        // Each value with the code it is read in: the controller's, or an enum's whose case gives the item.
        var title = (values["tabBarItem.title"] ?? values["title"]).map { ($0, code) }
        var image = values["tabBarItem.image"].map { ($0, code) }
        var fields: [Node.Member] = []
        if var item = values["tabBarItem"] {
            // `let homeItem = UITabBarItem(…)` before `home.tabBarItem = homeItem`: the item it is made as.
            if let reference = item.as(DeclReferenceExprSyntax.self), let made = code.constant(named: reference.baseName.text, around: Syntax(item)) { item = made }
            // `WalletTab.home.tabItem`: an enum's computed property, read for that case.
            let read = caseValue(of: item)
            let itemCode = read?.code ?? code
            guard let call = (read?.value ?? item).as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "UITabBarItem" else { return nil }
            if let system = call.arguments.first(where: { $0.label?.text == "tabBarSystemItem" }) {
                guard let name = SwiftLiterals.caseName(system.expression), let systemTitle = Self.systemTabTitles[name] else { return nil }
                let systemAt = itemCode.anchor(call, path: itemCode.path(of: Syntax(call)))
                fields.append(member("title", text(systemTitle, systemAt)))
                if name == "search" { fields.append(member("role", text("search", systemAt))) }
                return Node(content: .object(fields), anchor: at)
            }
            /// An argument naming another of the enum's computed properties (`title: tabName`) is read for the same case.
            func argument(_ label: String) -> (ExprSyntax, TypeCode)? {
                guard let given = call.arguments.first(where: { $0.label?.text == label })?.expression else { return nil }
                guard let read, let name = given.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      let value = Self.caseValue(name, of: read.code.parts, for: read.caseName) else { return (given, itemCode) }
                return (value, itemCode)
            }
            title = argument("title") ?? values["tabBarItem.title"].map { ($0, code) }
            image = argument("image") ?? image
        }
        // `UITabBarItem(title: nil, image: …)`, `tabBarItem.title = nil`: a tab shown by its image alone.
        if let (title, titleCode) = title, !title.is(NilLiteralExprSyntax.self) {
            // A title the code computes (`Localizable.countries` of a table the run lacks) still makes a tab, its text unknown.
            if let literal = tabText(title, code: titleCode) {
                fields.append(member("title", text(literal, titleCode.anchor(title, path: titleCode.path(of: Syntax(title))))))
            }
        } else if image == nil {
            return nil
        }
        // A tab given only an image (its title left out, or nil) is a tab all the same.
        if let (image, imageCode) = image, case let given = givenValue(image, code: imageCode), given.trimmedText != "nil" {
            // At the value a local was given (`icon = UIImage(systemName: "tray.fill")`), where a fix edits the name.
            let shown = given.root == image.root ? given : image
            fields.append(self.image(given, at: imageCode.anchor(shown, path: imageCode.path(of: Syntax(shown)))))
        }
        return Node(content: .object(fields), anchor: at)
    }

    /// What a computed property of an enum the app declares gives for one case
    /// (`WalletTab.home.tabItem`): the case's branch of its `switch self`, or its one result.
    private func caseValue(of expression: ExprSyntax) -> (value: ExprSyntax, code: TypeCode, caseName: String)? {
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.argumentNames == nil,
              let caseAccess = access.base?.as(MemberAccessExprSyntax.self), let typeName = caseAccess.base?.trimmedText,
              typeName.first?.isUppercase == true, let parts = index.parts(of: typeName, from: file.path).nonEmpty,
              case let caseName = caseAccess.declName.baseName.text, parts.contains(where: { $0.cases.contains(caseName) }),
              let value = Self.caseValue(access.declName.baseName.text, of: parts, for: caseName) else { return nil }
        return (value, TypeCode(type: typeName, parts: parts), caseName)
    }

    /// The value the computed property `name` of an enum gives for the case `caseName`.
    static func caseValue(_ name: String, of parts: [TypeDeclaration], for caseName: String) -> ExprSyntax? {
        guard let computed = parts.lazy.compactMap({ $0.members[name] }).first else { return nil }
        let branches = StringConstant.caseExpressions(computed.statements)
        if !branches.isEmpty { return branches.first { $0.caseName == caseName }?.expression }
        return SwiftTypeIndex.onlyExpression(computed.statements)
    }

    /// The titles UIKit gives its system tab bar items.
    static let systemTabTitles = [
        "more": "More", "favorites": "Favorites", "featured": "Featured", "topRated": "Top Rated", "recents": "Recents",
        "contacts": "Contacts", "history": "History", "bookmarks": "Bookmarks", "search": "Search", "downloads": "Downloads",
        "mostRecent": "Most Recent", "mostViewed": "Most Viewed",
    ]

    /// One tab: `UITab(title:image:identifier:)`, `UITabGroup(…children:)`, `UISearchTab`, or a
    /// constant holding one, with the `preferredPlacement` its function sets.
    private mutating func tab(_ expression: ExprSyntax, code: TypeCode, path: String, budget: inout Int) -> Node? {
        guard budget > 0 else { return nil }
        budget -= 1
        let at = code.anchor(expression, path: path)
        // `homeTab!`: a stored tab the code gives its value once.
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self),
           let stored = code.storedValue(named: unwrapped.baseName.text) {
            return tab(stored, code: code, path: path, budget: &budget).map { Node(content: $0.content, anchor: at) }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard let initial = code.constant(named: reference.baseName.text, around: Syntax(expression)),
                  let node = tab(initial, code: code, path: path, budget: &budget), case .object(var fields) = node.content else { return nil }
            for assignment in code.assignments(to: reference.baseName.text, around: Syntax(expression))
            where assignment.property == "preferredPlacement" && !TypeCode.isConditional(assignment.syntax) {
                guard let placement = SwiftLiterals.caseName(assignment.value), Self.placements.contains(placement) else { continue }
                fields.removeAll { $0.name == "placement" }
                fields.append(member("placement", text(placement, code.anchor(assignment.value, path: path))))
            }
            return Node(content: .object(fields), anchor: node.anchor)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        switch call.calledExpression.trimmedText {
        case "UISearchTab":
            // UIKit keeps a search tab apart at the trailing end: it is pinned unless told otherwise.
            return Node(content: .object([member("title", text("Search", at)), member("symbol", text("magnifyingglass", at)),
                                          member("role", text("search", at)), member("placement", text("pinned", at))]), anchor: at)
        case "UITab", "UITabGroup":
            var fields: [Node.Member] = []
            if let identifier = call.arguments.first(where: { $0.label?.text == "identifier" }).flatMap({ SwiftLiterals.string($0.expression) }) {
                fields.append(member("id", text(identifier, at)))
            }
            guard let title = call.arguments.first(where: { $0.label?.text == "title" }).flatMap({ tabText($0.expression, code: code) }) else { return nil }
            fields.append(member("title", text(title, at)))
            if let symbol = call.arguments.first(where: { $0.label?.text == "image" }).flatMap({ index.imageSymbol(of: givenValue($0.expression, code: code)) }) {
                fields.append(member("symbol", text(symbol, at)))
            }
            if let children = call.arguments.first(where: { $0.label?.text == "children" })?.expression.as(ArrayExprSyntax.self) {
                let nodes = children.elements.compactMap { tab($0.expression, code: code, path: path, budget: &budget) }
                fields.append(member("children", Node(content: .array(nodes), anchor: at)))
            }
            return Node(content: .object(fields), anchor: at)
        default:
            return nil
        }
    }

    static let placements: Set<String> = ["automatic", "default", "fixed", "optional", "movable", "pinned", "sidebarOnly"]
}
