import HIGLint
import SwiftSyntax

/// A view controller's navigation bar and bottom toolbar as its code sets them: the title, the
/// left and right bar button items and the toolbar items, when each is assigned once and
/// unconditionally.
extension UIKitMapping {
    /// The methods of a view controller's life that set up its bars, in the order UIKit calls them.
    static let lifecycleOrder = ["init", "awakeFromNib", "loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear"]

    /// The properties of a view controller that make its bars, and where each shows.
    static let barProperties: [(target: String, placement: String?)] = [
        ("navigationItem.title", nil), ("title", nil),
        ("navigationItem.leftBarButtonItem", "leading"), ("navigationItem.leftBarButtonItems", "leading"),
        ("navigationItem.rightBarButtonItem", "trailing"), ("navigationItem.rightBarButtonItems", "trailing"),
        ("toolbarItems", "bottom"),
        ("navigationItem.leadingItemGroups", "leading"), ("navigationItem.centerItemGroups", "center"),
        ("navigationItem.trailingItemGroups", "trailing"),
    ]

    /// The bar item property and the item's own property an assignment sets after the item is
    /// given (`navigationItem.rightBarButtonItem?.tintColor`), for a single item's properties.
    static func itemSetting(_ target: String) -> (item: String, property: String)? {
        for (item, _) in barProperties where item.hasSuffix("Item") {
            for separator in [".", "?.", "!."] where target.hasPrefix(item + separator) {
                let property = String(target.dropFirst(item.count + separator.count))
                return property.contains(".") ? nil : (item, property)
            }
        }
        return nil
    }

    /// The property a setter call sets (`setToolbarItems(_:animated:)` sets `toolbarItems`), on
    /// the controller itself or its own navigation item.
    /// `callee`: the called name as the caller reads it (through a name the function gives the
    /// navigation item, `throughNavigationItemAlias`); the call's own text when not given.
    static func barSetter(_ call: FunctionCallExprSyntax, callee given: String? = nil) -> String? {
        let callee = given ?? TypeCode.withoutSelf(call.calledExpression.trimmedText)
        guard call.arguments.count == 2, call.arguments.last?.label?.text == "animated" else { return nil }
        switch callee {
        case "setToolbarItems": return "toolbarItems"
        // UIKit's `setLeftBarButton(_:animated:)` sets the one item, `setLeftBarButtonItems(_:animated:)` the list.
        case "navigationItem.setLeftBarButton", "navigationItem.setLeftBarButtonItems", "navigationItem.setRightBarButton", "navigationItem.setRightBarButtonItems",
             "navigationItem.setLeftBarButtonItem", "navigationItem.setRightBarButtonItem":
            let property = callee.dropFirst("navigationItem.set".count)
            return "navigationItem." + property.prefix(1).lowercased() + property.dropFirst() + (property.hasSuffix("Button") ? "Item" : "")
        default: return nil
        }
    }

    /// Names a function gives the controller or its navigation item, each function's found once.
    typealias Aliases = [SyntaxIdentifier: (navigationItem: Set<String>, controller: Set<String>)]

    /// `let nav = self.navigationItem` … `nav.leftBarButtonItem = …`: a name a function gives the
    /// controller's navigation item, read as the navigation item; `guard let strongSelf = self` …
    /// `strongSelf.navigationItem.rightBarButtonItem = …` (also `that`, `weakSelf`, in a closure of
    /// the function): a name it gives the controller, read as the controller's own member.
    static func throughNavigationItemAlias(_ target: String, _ syntax: Syntax, aliases: inout Aliases) -> String {
        guard let dot = target.firstIndex(of: "."), !target.hasPrefix("navigationItem."), let function = TypeCode.function(around: syntax),
              !function.is(MemberBlockItemSyntax.self) else { return target }
        if aliases[function.id] == nil {
            var navigationItem = Set<String>(), controller = Set<String>()
            for binding in TypeCode.all(PatternBindingSyntax.self, in: function) {
                switch binding.initializer.map({ TypeCode.withoutSelf($0.value.trimmedText) }) {
                case "navigationItem": navigationItem.insert(binding.pattern.trimmedText)
                case "self": controller.insert(binding.pattern.trimmedText)
                default: break
                }
            }
            for binding in TypeCode.all(OptionalBindingConditionSyntax.self, in: function) where binding.initializer?.value.trimmedText == "self" {
                controller.insert(binding.pattern.trimmedText)
            }
            aliases[function.id] = (navigationItem, controller)
        }
        let head = String(target[..<dot]), names = aliases[function.id]!
        if names.controller.contains(head.unwrappedName) { return String(target[target.index(after: dot)...]) }
        return names.navigationItem.contains(head) ? "navigationItem" + target[dot...] : target
    }

    /// Whether an assignment gives a local its function declares (`let title: String` … `title = …` for an
    /// alert), not the controller's property of that name.
    /// `locals`: each function's local names with where each is first declared, found once per function
    /// (a function of 50,000 `title =` lines was walked once per line).
    static func givesLocal(_ target: String, _ syntax: Syntax, locals: inout [SyntaxIdentifier: [String: AbsolutePosition]]) -> Bool {
        guard syntax.as(SequenceExprSyntax.self)?.elements.first?.is(DeclReferenceExprSyntax.self) == true,
              let function = TypeCode.function(around: syntax), !function.is(MemberBlockItemSyntax.self) else { return false }
        if locals[function.id] == nil {
            var first: [String: AbsolutePosition] = [:]
            for binding in TypeCode.all(PatternBindingSyntax.self, in: function) {
                let name = binding.pattern.trimmedText
                first[name] = min(first[name] ?? binding.position, binding.position)
            }
            locals[function.id] = first
        }
        return locals[function.id]?[target].map { $0 < syntax.position } ?? false
    }

    /// The bars one type declares in this file, or nil when its code sets none; `walks`: each part's calls and assignments.
    /// `catalyst`: iPadOS read as Mac Catalyst, whose `#if targetEnvironment(macCatalyst)` code runs
    /// (the iPad's bars on the Mac); code under an `#if` the platform does not build is left out.
    mutating func bars(_ parts: [TypeDeclaration], walks: [DeclarationWalk], code: TypeCode, platform: Platform, catalyst: Bool = false) -> [(Node, [Violation])] {
        notes = []
        // The parts are this file's declarations of the type (`UIKitMapping.descriptions`).
        func builds(_ syntax: Syntax) -> Bool { !holdsConditions || ViewSyntax.builds(syntax, on: platform, catalyst: catalyst) }
        // A model's `title` is no bar's: only a controller's title shows in one.
        let isController = isViewController(parts[0].name, parts: parts)
        var assigned: [String: [(value: ExprSyntax, syntax: Syntax)]] = [:]
        var concatenations: [SyntaxIdentifier: [ExprSyntax]] = [:]
        var configured: [String: [(property: String, value: ExprSyntax)]] = [:]
        var locals: [SyntaxIdentifier: [String: AbsolutePosition]] = [:]
        var aliases: Aliases = [:]
        for walk in walks {
            // `title = "Review" + (coordinator?.titleSuffix(for: self) ?? "")`: a title the code
            // writes part of, each operand kept under the first's id.
            for sequence in walk.sequences where isController && builds(Syntax(sequence)) {
                let elements = Array(sequence.elements)
                guard elements.count > 4, elements[1].is(AssignmentExprSyntax.self), ["title", "navigationItem.title"].contains(TypeCode.withoutSelf(elements[0].trimmedText)),
                      !TypeCode.isConditional(Syntax(sequence)), let operands = SwiftTypeIndex.concatenated(elements.dropFirst(2)) else { continue }
                concatenations[operands[0].id] = operands
                assigned["title", default: []].append((operands[0], Syntax(sequence)))
            }
            for assignment in TypeCode.assignments(among: walk.sequences) + Self.ternaryAssignments(among: walk.sequences) where builds(assignment.syntax) {
                let target = Self.throughNavigationItemAlias(assignment.target.hasPrefix("self.") ? String(assignment.target.dropFirst(5)) : assignment.target,
                                                             assignment.syntax, aliases: &aliases)
                // `navigationItem.rightBarButtonItem?.tintColor = .red`: the item, configured after it is set.
                if let (item, property) = Self.itemSetting(target), !TypeCode.isConditional(assignment.syntax) {
                    configured[item, default: []].append((property, assignment.value))
                    continue
                }
                guard Self.barProperties.contains(where: { $0.target == target }), isController || target != "title",
                      !Self.givesLocal(target, assignment.syntax, locals: &locals) else { continue }
                // `navigationItem.title = name` in a title setter (`func applyTitle(named name: String)`):
                // its callers give the title, read where they call it (`titleSetterArgument`).
                if target.hasSuffix("title"), Self.isParameter(assignment.value, around: assignment.syntax) { continue }
                assigned[target, default: []].append((assignment.value, assignment.syntax))
            }
            // `setToolbarItems([…], animated: true)`, `navigationItem.setRightBarButtonItems([…], animated: false)`
            for call in walk.calls where builds(Syntax(call)) {
                if isController, let title = titleSetterArgument(call, of: parts) {
                    assigned["title", default: []].append((title, Syntax(call)))
                    continue
                }
                let callee = Self.throughNavigationItemAlias(TypeCode.withoutSelf(call.calledExpression.trimmedText), Syntax(call), aliases: &aliases)
                guard let target = Self.barSetter(call, callee: callee), let value = call.arguments.first, value.label == nil else { continue }
                assigned[target, default: []].append((value.expression, Syntax(call)))
            }
        }
        // `leftBarButtonItem = search` and `leftBarButtonItems = [search]` each set the whole side:
        // one property, its values alternatives (not one side of both items).
        for side in ["left", "right"] {
            let single = "navigationItem.\(side)BarButtonItem", list = single + "s"
            guard let values = assigned.removeValue(forKey: single) else { continue }
            assigned[list] = (assigned[list, default: []] + values).sorted { $0.syntax.position < $1.syntax.position }
        }
        guard let first = assigned.values.flatMap({ $0 }).min(by: { $0.syntax.position < $1.syntax.position }) else { return [] }
        let path = code.path(of: first.syntax)
        let at = code.anchor(first.syntax, path: path)
        // Each value a property is given (in several places, in branches, through `?:`) is an
        // alternative; each combination that can show together is a description of its own.
        let titles = assigned["navigationItem.title"] ?? assigned["title"] ?? []
        var targets: [String] = []
        var properties: [[BarAlternative]] = []
        if !titles.isEmpty { (targets, properties) = (["title"], [barAlternatives(titles, items: false, code: code)]) }
        for (target, placement) in Self.barProperties where placement != nil {
            guard let values = assigned[target] else { continue }
            let alternatives = barAlternatives(values, items: !target.hasSuffix("ItemGroups"), code: code)
            if !alternatives.isEmpty { targets.append(target); properties.append(alternatives) }
        }
        let (variants, complete) = Self.combinations(properties)
        if !complete {
            note(at, "this bar's items and title are set to more than \(BarAlternative.maximum) combinations of values; hig-lint checks the first \(BarAlternative.maximum)")
        }
        let shared = notes
        var results: [(Node, [Violation])] = []
        for variant in variants {
            notes = shared
            let chosen = Dictionary(uniqueKeysWithValues: zip(targets, variant).compactMap { target, value in value.map { (target, $0) } })
            for tree in bar(chosen, configured: configured, concatenations: concatenations, code: code, path: path, at: at, platform: platform)
                where !results.contains(where: { $0.0 == tree }) { results.append((tree, notes)) }
        }
        if results.isEmpty, !notes.isEmpty { results.append((barNode([], at: at, platform: platform), notes)) }
        return results
    }

    /// The bars one combination of its properties' values makes (one per text its title may take); none when it shows nothing.
    /// `concatenations`: the operands of each title built by concatenation, under the first's id.
    private mutating func bar(_ chosen: [String: BarAlternative], configured: [String: [(property: String, value: ExprSyntax)]],
                              concatenations: [SyntaxIdentifier: [ExprSyntax]], code: TypeCode, path: String, at: SourceAnchor, platform: Platform) -> [Node] {
        var members: [Node.Member] = []
        var otherTitles: [Node] = []
        // Why people may never see a title (a fallback after `??`), by its text.
        var titleInferred: [String: String] = [:]
        if let title = chosen["title"]?.values.first, !title.is(NilLiteralExprSyntax.self) {
            let operands = concatenations[title.id] ?? [title]
            if operands.count == 1, let literal = index.text(of: title) {
                members.append(member("title", text(literal, code.anchor(title, path: path))))
            } else if let written = index.writtenText(of: operands) {
                // Written text and values only known when the app runs: judged by what is written.
                let at = code.anchor(title, path: path)
                members += [member("title", text(written, at)), member("titleContinues", Node(content: .bool(true), anchor: at))]
            } else if operands.count == 1, let alternatives = index.textAlternatives(title, in: code.parts.first), !alternatives.givenUp,
                      let first = alternatives.texts.first {
                // One of several texts (`String.localized(archived ? "archived_title" : "chats_title")`): a bar for each.
                let at = code.anchor(title, path: path)
                members.append(member("title", text(first, at)))
                otherTitles = alternatives.texts.dropFirst().map { text($0, at) }
                titleInferred = alternatives.inferred
                if let reason = titleInferred[first] { members.append(member("titleInferred", text(reason, at))) }
                if !alternatives.complete {
                    note(at, "some of the texts this title takes are computed at run time; hig-lint checks the ones the code states")
                }
            } else {
                note(code.anchor(title, path: path), "this title is computed, or a localization key no string catalog gives a value for; hig-lint reads only literal titles")
            }
        }
        var groups: [Node] = []
        for placement in ["leading", "center", "trailing", "bottom"] {
            var items: [Node] = []
            var groupAt: SourceAnchor?
            // A side's item groups and its bar button items are one list (`leftBarButtonItem` replaces
            // `leadingItemGroups`): the one the code sets last is the one that shows.
            // In one function, the later one replaces the earlier; one set under a condition replaces it only when the
            // condition holds, so the bar is checked with the other (as with an item added under a condition).
            // Across functions, the order a controller's life runs them in (`viewDidLoad` before `viewWillAppear`).
            let side = Self.barProperties.filter { $0.placement == placement && chosen[$0.target] != nil }.map(\.target)
            // Each setting's function, its place in a controller's life (-1 for another method) and its position, found once.
            let setAt = Dictionary(uniqueKeysWithValues: side.map { target -> (String, (function: Syntax?, life: Int, position: AbsolutePosition)) in
                let syntax = chosen[target]!.syntax
                let function = TypeCode.function(around: syntax)
                let name = function.flatMap { $0.as(FunctionDeclSyntax.self)?.name.text ?? ($0.is(InitializerDeclSyntax.self) ? "init" : nil) } ?? ""
                return (target, (function, Self.lifecycleOrder.firstIndex(of: name) ?? -1, syntax.position))
            })
            let ordered = side.sorted { (setAt[$0]!.life, setAt[$0]!.position) < (setAt[$1]!.life, setAt[$1]!.position) }
            var kept = side
            if let first = ordered.first, let last = ordered.last, first.hasSuffix("ItemGroups") != last.hasSuffix("ItemGroups"),
               let function = setAt[first]!.function, let lastFunction = setAt[last]!.function,
               lastFunction.id == function.id || setAt[first]!.life >= 0 && setAt[last]!.life > setAt[first]!.life {
                let later = !TypeCode.isConditional(chosen[last]!.syntax)
                let (winner, loser) = later ? (last, first) : (first, last)
                kept = side.filter { $0.hasSuffix("ItemGroups") == winner.hasSuffix("ItemGroups") }
                let lost = chosen[loser]!.syntax
                understood.append(lost)
                let (these, those) = loser.hasSuffix("ItemGroups") ? ("item groups", "bar button items") : ("bar button items", "item groups")
                note(code.anchor(lost, path: path), later
                     ? "the \(placement) \(these) set here are replaced by the \(those) the code sets on that side after them; the bar is checked with those"
                     : "the \(placement) \(these) set here under a condition replace the \(those) only when it holds; the bar is checked with the \(those)")
            }
            for target in kept {
                guard let alternative = chosen[target] else { continue }
                // Item groups (iPadOS 16 and later): each group is one of the bar's groups, in order.
                if target.hasSuffix("ItemGroups") {
                    groups += alternative.values.flatMap { itemGroups($0, placement: placement, code: code, path: path) }
                    continue
                }
                groupAt = groupAt ?? code.anchor(alternative.assigned, path: path)
                var nodes = alternative.values.flatMap { barItems($0, code: code, path: path) }
                if nodes.count == 1, case .object(let fields) = nodes[0].content, let settings = configured[target] ?? configured[String(target.dropLast())] {
                    // A setting replaces what the item was made with; a property set more than once (in two
                    // places, or to either side of `?:`) has no one value, and is left unset.
                    let counts = Dictionary(settings.map { ($0.property, 1) }, uniquingKeysWith: +)
                    let set = settings.filter { counts[$0.property] == 1 }.flatMap { itemSettings($0.property, $0.value, code: code, path: path) }
                    // What the item was made with is replaced by a setting, or unknown once set twice.
                    let setKeys = Set(set.map(\.name) + counts.keys.compactMap { Self.settingFields[$0] })
                    nodes[0] = Node(content: .object(fields.filter { !setKeys.contains($0.name) } + set), anchor: nodes[0].anchor)
                }
                // UIKit lays right items out from the trailing edge inwards.
                if placement == "trailing" { nodes.reverse() }
                items += nodes
            }
            if let groupAt, !items.isEmpty {
                groups.append(Node(content: .object([member("placement", text(placement, groupAt)), member("items", Node(content: .array(items), anchor: groupAt))]), anchor: groupAt))
            }
        }
        if !groups.isEmpty { members.append(member("groups", Node(content: .array(groups), anchor: at))) }
        guard !members.isEmpty || !notes.isEmpty else { return [] }
        return [barNode(members, at: at, platform: platform)] + otherTitles.map { title in
            var retitled = members.filter { $0.name != "titleInferred" }.map { $0.name == "title" ? member("title", title) : $0 }
            if case .string(let shown) = title.content, let reason = titleInferred[shown] { retitled.append(member("titleInferred", text(reason, title.anchor))) }
            return barNode(retitled, at: at, platform: platform)
        }
    }

    /// A description of one platform whose toolbar has `members`.
    private func barNode(_ members: [Node.Member], at: SourceAnchor, platform: Platform) -> Node {
        let platforms = member("platforms", Node(content: .array([text(platform.rawValue, at)]), anchor: at))
        return Node(content: .object([platforms, member("toolbar", Node(content: .object(members), anchor: at))]), anchor: at)
    }

    /// A colour the app keeps as a constant or function of its own (`Styles.Colors.Gray.light.color`,
    /// `.backgroundColor()`, `UIColor(.ui.white1)`): fixed, named as written (without a leading
    /// `UIColor.` or `.`); nil for anything else, and for the accent colour (`UIColor.tintColor`).
    static func appColor(_ value: ExprSyntax) -> String? {
        if let call = value.as(FunctionCallExprSyntax.self) {
            // `UIColor(.ui.white1)` (a SwiftUI colour made a UIKit one), `.color(.background)`: the colour named.
            if ["UIColor", "UIColor.init", ".init"].contains(call.calledExpression.trimmedText), call.arguments.count == 1, let only = call.arguments.first, only.label == nil {
                return appColor(only.expression)
            }
            // A colour function of the app's own without arguments (`.backgroundColor()`); not one derived or
            // computed from another (`.withAlphaComponent(0)`, `.resolvedColor(with:)`, `.init(white:alpha:)`).
            guard call.arguments.isEmpty, call.trailingClosure == nil, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  !["init", "with", "resolved", "copy"].contains(where: member.declName.baseName.text.hasPrefix) else { return nil }
            return appColor(ExprSyntax(member))
        }
        guard value.is(MemberAccessExprSyntax.self) else { return nil }
        var text = value.trimmedText
        for prefix in ["UIColor.", "."] where text.hasPrefix(prefix) { text.removeFirst(prefix.count); break }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        // (A type's constant, `Styles.Colors.accent`, or a member of `UIColor` the app adds, `.brand`: not `theme.color`, a value.)
        guard parts[0].first?.isUppercase == true || text.count < value.trimmedText.count,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
              !["tintColor", "accentColor", "tint", "accent"].contains(String(parts[parts.count - 1])) else { return nil }
        return text
    }

    /// The title a call of the app's own title setter gives the controller (`setNavBarTitle("Path")`,
    /// `configureTitle(text: …)`): a method of the controller, a class it inherits from or an
    /// extension of `UIViewController`, called on `self`, whose body sets the controller's title
    /// (`title = text`, `navigationItem.title = text`) or shows the text in a label it makes its
    /// title view (`label.text = text` … `navigationItem.titleView = …`) from one String parameter.
    func titleSetterArgument(_ call: FunctionCallExprSyntax, of parts: [TypeDeclaration]) -> ExprSyntax? {
        let callee = TypeCode.withoutSelf(call.calledExpression.trimmedText)
        guard !call.arguments.isEmpty, !callee.isEmpty, callee.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              Self.barSetter(call) == nil else { return nil }
        var owners = [parts[0].name]
        _ = inherits(parts[0].name, parts: parts) { owners.append($0); return false }
        owners += ["UIViewController"]
        for owner in owners {
            guard let (function, given) = index.functions(callee, of: owner).lazy.compactMap({ function in TypeCode.bind(call.arguments, to: function).map { (function, $0) } }).first,
                  let body = function.body else { continue }
            let assignments = TypeCode.assignments(in: Syntax(body))
            let titleView = assignments.contains { TypeCode.withoutSelf($0.target) == "navigationItem.titleView" }
            for (position, parameter) in function.signature.parameterClause.parameters.enumerated() where parameter.type.trimmedText == "String" {
                let name = (parameter.secondName ?? parameter.firstName).text
                let shown = assignments.contains { assignment in
                    guard assignment.value.trimmedText == name else { return false }
                    let target = TypeCode.withoutSelf(assignment.target)
                    return target == "title" || target == "navigationItem.title" || titleView && target.hasSuffix(".text")
                }
                if shown { return given[position] }
            }
            return nil
        }
        return nil
    }

    /// Whether a value is a String parameter of the function or initializer it is written in (`init(title: String)`:
    /// its callers give the title, read where they make the controller, `initializerTitle`).
    static func isParameter(_ value: ExprSyntax, around node: Syntax) -> Bool {
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, let function = TypeCode.function(around: node) else { return false }
        // (A setter function's optional parameter is not read at its callers, `titleSetterArgument`: its own use is noted.)
        let types: Set<String> = function.is(InitializerDeclSyntax.self) ? ["String", "String?"] : ["String"]
        guard let parameters = function.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? function.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters else { return false }
        return parameters.contains { ($0.secondName ?? $0.firstName).text == name && types.contains($0.type.trimmedText) }
    }

    /// Whether a class is a view controller: it, or a class of the project it inherits from, inherits
    /// from a `…Controller` (`ListViewController<Item>`, generic or not).
    func isViewController(_ name: String, parts: [TypeDeclaration]) -> Bool {
        inherits(name, parts: parts) { $0.hasSuffix("Controller") }
    }

    /// Whether a class, or a class of the project it inherits from (at most `maximumSuperclasses`
    /// up), inherits from or conforms to a type `matches` accepts, named without its generic arguments.
    func inherits(_ name: String, parts: [TypeDeclaration] = [], where matches: (String) -> Bool) -> Bool {
        superclassChain(index.parts(of: name, from: file.path).nonEmpty ?? parts, named: name)
            .contains { Self.inheritedNames($0, classesOnly: true).contains(where: matches) }
    }

    /// A class's declarations, then those of each class of the project it inherits from, nearest
    /// first, at most `maximumSuperclasses` levels.
    func superclassChain(_ parts: [TypeDeclaration], named name: String) -> [[TypeDeclaration]] {
        var chain: [[TypeDeclaration]] = [], current = parts, seen: Set<String> = [name]
        for _ in 0..<Self.maximumSuperclasses {
            chain.append(current)
            guard let superclass = Self.inheritedNames(current, classesOnly: true).first, seen.insert(superclass).inserted else { break }
            current = index.parts(of: superclass, from: file.path)
            if current.isEmpty { break }
        }
        return chain
    }

    /// The types declarations inherit from or conform to, named without generic arguments or a
    /// module; with `classesOnly`, a class's own clause, which its superclass leads.
    static func inheritedNames(_ parts: [TypeDeclaration], classesOnly: Bool) -> [String] {
        parts.flatMap { part -> [InheritedTypeSyntax] in
            let clause = classesOnly ? part.declaration.as(ClassDeclSyntax.self)?.inheritanceClause : part.declaration.asProtocol(DeclGroupSyntax.self)?.inheritanceClause
            return clause.map { Array($0.inheritedTypes) } ?? []
        }.map { $0.type.as(IdentifierTypeSyntax.self)?.name.text ?? $0.type.trimmedText }
    }

    static let maximumSuperclasses = 8

    /// The first argument labels of UIBarButtonItem's initializers.
    static let uikitItemLabels: Set<String> = ["title", "image", "barButtonSystemItem", "systemItem", "customView", "primaryAction", "menu"]

    /// How many of the app's item-making properties and functions, one returning another's, an item is read through.
    static let maximumItemHelpers = 3
    /// The most names one bar item's reading follows (`barItem(_:code:path:depth:links:)`).
    static let maximumItemLinks = 16

    /// The code of the app's that makes a bar button item a name or call stands for: a computed
    /// property or a function declared to return one (`var customBackButton: UIBarButtonItem { … }`
    /// in an extension of UIViewController, `static func createOptionsBarButton() -> UIBarButtonItem`,
    /// a protocol extension's `func closeBarButton(_ mode: Mode) -> UIBarButtonItem`), with the one
    /// value it returns and the type that declares it. Looked for in the controller's own type, then
    /// the classes it inherits from, then extensions of UIKit's base classes and of the protocols it
    /// adopts; a function by its argument labels. Nil when the controller declares the name as a
    /// stored property (an outlet), or none or several of the nearest declare it.
    private func itemMaker(_ expression: ExprSyntax, code: TypeCode) -> (ExprSyntax, TypeDeclaration, String)? {
        let call = expression.as(FunctionCallExprSyntax.self)
        let named = call?.calledExpression ?? expression
        let name: String
        if let reference = named.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let access = named.as(MemberAccessExprSyntax.self),
                  access.base == nil || ["self", "Self", "UIBarButtonItem"].contains(access.base?.trimmedText ?? "") {
            name = access.declName.baseName.text
        } else {
            return nil
        }
        if call == nil, let binding = code.binding(named: name, around: Syntax(expression)), binding.accessorBlock == nil { return nil }
        func makesItem(_ type: TypeSyntax?) -> Bool {
            guard let written = type.map({ $0.trimmedText.unwrappedName }) else { return false }
            return written == "UIBarButtonItem" || written.first?.isUppercase == true && inherits(written, where: { $0 == "UIBarButtonItem" })
        }
        let key = call.map { call in SwiftTypeIndex.fullName(name, labels: call.arguments.map { $0.label?.text ?? "_" }) }
        func made(by declaration: TypeDeclaration) -> ExprSyntax?? {
            var statements: CodeBlockItemListSyntax?
            if key == nil, let member = declaration.members[name], let variable = member.declaration.as(VariableDeclSyntax.self),
               makesItem(variable.bindings.first?.typeAnnotation?.type) {
                statements = member.statements
            } else if let key {
                let function = declaration.functions[key] ?? (call?.arguments.isEmpty == true ? declaration.members[name]?.declaration.as(FunctionDeclSyntax.self) : nil)
                if let function, makesItem(function.signature.returnClause?.type) { statements = function.body?.statements }
            }
            guard let statements else { return .none }
            let results = SwiftTypeIndex.results(of: statements)
            return .some(results.count == 1 ? results[0] : nil)
        }
        // The scopes, nearest first: the type, the classes it inherits from, UIKit's bases and its protocols.
        var scopes = superclassChain(code.parts, named: code.type)
        let chained = Set([code.type] + scopes.flatMap { $0.map(\.name) })
        let adopted = scopes.flatMap { Self.inheritedNames($0, classesOnly: false) }.filter { !chained.contains($0) }
        let bases = ["UIViewController", "UITableViewController", "UICollectionViewController", "UIResponder", "NSObject", "UIBarButtonItem"]
        scopes.append((bases + adopted).flatMap { index.parts(of: $0, from: file.path) })
        for scope in scopes {
            let found = scope.compactMap { declaration in made(by: declaration).map { ($0, declaration) } }
            guard let first = found.first else { continue }
            guard found.count == 1, let value = first.0 else { return nil }
            return (value, first.1, name)
        }
        return nil
    }

    /// The groups `[UIBarButtonItemGroup(barButtonItems:representativeItem:), .fixedGroup(items:), …]` make, each with its items.
    private mutating func itemGroups(_ expression: ExprSyntax, placement: String, code: TypeCode, path: String) -> [Node] {
        guard let array = expression.as(ArrayExprSyntax.self) else {
            note(code.anchor(expression, path: path), "these bar button item groups are built in a way hig-lint cannot read; the bar is checked without them")
            return []
        }
        return array.elements.compactMap { element -> Node? in
            let at = code.anchor(element.expression, path: path)
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                  ["UIBarButtonItemGroup", ".init"].contains(call.calledExpression.trimmedText) || call.calledExpression.trimmedText.hasSuffix("Group"),
                  let items = call.arguments.first(where: { ["barButtonItems", "items"].contains($0.label?.text) }) else {
                note(at, "this bar button item group is built in a way hig-lint cannot read; the bar is checked without it")
                return nil
            }
            let nodes = barItems(items.expression, code: code, path: path)
            guard !nodes.isEmpty else { return nil }
            return Node(content: .object([member("placement", text(placement, at)), member("items", Node(content: .array(nodes), anchor: at))]), anchor: at)
        }
    }

    /// The bar button items an expression gives: an array's elements, each read as one item.
    private mutating func barItems(_ expression: ExprSyntax, code: TypeCode, path: String) -> [Node] {
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.flatMap { barItems($0.expression, code: code, path: path) } }
        // `var items = [UIBarButtonItem](); items.append(share); …; toolbarItems = items`
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let built = code.arrayElements(named: name, before: Syntax(expression)) {
            for added in built.conditional {
                note(code.anchor(added, path: path), "this bar button item is added under a condition; the bar is checked without it")
            }
            return built.elements.flatMap { barItems($0, code: code, path: path) }
        }
        if let status = Self.statusItem(expression, code: code) {
            understood.append(Syntax(status))
            return []
        }
        if let item = barItem(expression, code: code, path: path) { return [item] }
        // Outlets (`@IBOutlet var doneButton`), also through a local holding them
        // (`let items = conflicts ? [settings, sort, warning] : [settings, sort]`): a storyboard's or
        // xib's items, which that file's reading checks.
        func isOutlet(_ name: String) -> Bool {
            code.binding(named: name, around: Syntax(expression))?.parent?.parent?.as(VariableDeclSyntax.self)?.attributes
                .contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "IBOutlet" } == true
        }
        if let name = TypeCode.ownMemberName(expression) {
            // The elements of the arrays the local holds (not the condition choosing between them).
            let held = code.constant(named: name, around: Syntax(expression)).map { value in
                TypeCode.all(ArrayExprSyntax.self, in: Syntax(value)).flatMap { $0.elements.map(\.expression.trimmedText) }
            } ?? []
            if isOutlet(name) || !held.isEmpty && held.allSatisfy(isOutlet) { return [] }
        }
        note(code.anchor(expression, path: path), "this bar button item is built in a way hig-lint cannot read; the bar is checked without it")
        return []
    }

    /// The views that show progress or a level, not a control: a spinner, a progress bar, a level indicator.
    static let statusViews: Set<String> = ["UIActivityIndicatorView", "UIProgressView", "ProgressView", "NSProgressIndicator", "NSLevelIndicator"]

    /// The bar button item an expression makes when it only shows progress
    /// (`UIBarButtonItem(customView: spinner)`, where `let spinner = UIActivityIndicatorView()`): a
    /// status the bar shows, which no one presses, so no item of the bar's for the rules to group
    /// or count; nil for any other item.
    static func statusItem(_ expression: ExprSyntax, code: TypeCode) -> FunctionCallExprSyntax? {
        func value(_ expression: ExprSyntax) -> ExprSyntax {
            TypeCode.ownMemberName(expression).flatMap { code.constant(named: $0, around: Syntax(expression)) } ?? expression
        }
        guard let call = value(expression).as(FunctionCallExprSyntax.self), ["UIBarButtonItem", ".init"].contains(call.calledExpression.trimmedText),
              let view = call.arguments.first(where: { $0.label?.text == "customView" })?.expression else { return nil }
        return code.madeType(of: view).map(statusViews.contains) == true ? call : nil
    }

    /// One bar button item: `UIBarButtonItem(systemItem:)`, `(title:style:…)`, `(image:…)`,
    /// `.flexibleSpace()`, `.fixedSpace(_:)`, `editButtonItem`, or a local or stored constant holding one,
    /// with the `style`, `tintColor` and `menu` its function sets on it.
    /// `links` counts the names followed to the item (`let item = shareItem`), which may lead back to themselves
    /// (`let item = item` in another scope): a few are followed, no more.
    private mutating func barItem(_ expression: ExprSyntax, code: TypeCode, path: String, depth: Int = 0, links: Int = 0) -> Node? {
        guard links < Self.maximumItemLinks else { return nil }
        let at = code.anchor(expression, path: path)
        // An item the app's own code makes: read in that code.
        func madeByApp() -> Node? {
            guard depth < Self.maximumItemHelpers, let (made, maker, name) = itemMaker(expression, code: code) else { return nil }
            return barItem(made, code: TypeCode(type: maker.name, parts: index.partsOfOneType(maker)), path: "\(path)/\(maker.name).\(name)",
                           depth: depth + 1, links: links + 1)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) ?? expression.as(MemberAccessExprSyntax.self).flatMap({ $0.base?.trimmedText == "self" ? DeclReferenceExprSyntax(baseName: $0.declName.baseName) : nil }) {
            let name = reference.baseName.text
            if name == "editButtonItem" {
                return Node(content: .object([member("kind", text("button", at)), member("label", text("Edit", at)), member("role", text("edit", at))]), anchor: at)
            }
            guard let initial = code.constant(named: name, around: Syntax(expression)) ?? code.storedValue(named: name) else { return madeByApp() }
            // `lazy var item: UIBarButtonItem = { let item = UIBarButtonItem(…); item.tintColor = …; return item }()`
            var settings = code.assignments(to: name, around: Syntax(expression)).filter { !TypeCode.isConditional($0.syntax) }
            var made = initial
            // `lazy var done: UIBarButtonItem = { return UIBarButtonItem(…) }()`, or `{ UIBarButtonItem(…) }()`: the item it returns.
            if let call = initial.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, let closure = call.calledExpression.as(ClosureExprSyntax.self),
               let result = Self.result(of: closure.statements) {
                made = result
                if let returned = result.as(DeclReferenceExprSyntax.self)?.baseName.text,
                   let binding = TypeCode.all(PatternBindingSyntax.self, in: Syntax(closure.statements)).first(where: { $0.pattern.trimmedText == returned }),
                   let value = binding.initializer?.value {
                    made = value
                    settings = TypeCode.assignments(in: Syntax(closure.statements)).compactMap { assignment in
                        guard assignment.target.hasPrefix(returned + "."), closure.statements.contains(where: { Syntax($0) == assignment.syntax.parent }) else { return nil }
                        return (String(assignment.target.dropFirst(returned.count + 1)), assignment.value, assignment.syntax)
                    }
                }
            }
            guard var item = barItem(made, code: code, path: path, depth: depth, links: links + 1), case .object(var fields) = item.content else { return nil }
            // `skinToneButton.title = preferences.tone?.example ?? "🖐"`: a title the code computes, which people see
            // instead of the accessibility label's words.
            let titledInCode = settings.contains { $0.property == "title" && !$0.value.is(NilLiteralExprSyntax.self) && index.text(of: $0.value) == nil }
            if titledInCode, !fields.contains(where: { $0.name == "label" || $0.name == "labelInCode" }) {
                fields.append(member("labelInCode", Node(content: .bool(true), anchor: at)))
            }
            for assignment in settings {
                // `searchButton.accessibilityLabel = NSLocalizedString("SEARCH", …)`: the name VoiceOver
                // (and visionOS) gives an item that shows only an image.
                if assignment.property == "accessibilityLabel" {
                    if !titledInCode, !fields.contains(where: { $0.name == "label" }), let label = index.text(of: assignment.value) {
                        fields.append(member("label", text(label, code.anchor(assignment.value, path: path))))
                    }
                    continue
                }
                // `alertButton.image = UIImage(named: "icAlert")`: an image item, whatever VoiceOver reads (the last
                // image set is the one shown; `= nil` takes it away).
                if assignment.property == "image" {
                    fields.removeAll { $0.name == "symbol" || $0.name == "image" }
                    if !assignment.value.is(NilLiteralExprSyntax.self) { fields.append(image(code.resolved(assignment.value), at: code.anchor(assignment.value, path: path))) }
                    continue
                }
                fields += itemSettings(assignment.property, assignment.value, code: code, path: path)
            }
            item = Node(content: .object(fields), anchor: item.anchor)
            return item
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let called = call.calledExpression.trimmedText
        if called.hasSuffix("flexibleSpace") { return Node(content: .object([member("kind", text("flexibleSpace", at))]), anchor: at) }
        if called.hasSuffix("fixedSpace") { return Node(content: .object([member("kind", text("space", at))]), anchor: at) }
        // The app's own subclass (`class BarButtonItem: UIBarButtonItem`) made with UIKit's initializers
        // (one of its own, `CloseBarButtonItem(mode: .contrast)`, draws what its code says).
        guard called == "UIBarButtonItem" || called == ".init"
            || called.first?.isUppercase == true && Self.uikitItemLabels.contains(call.arguments.first?.label?.text ?? "")
                && inherits(called, where: { $0 == "UIBarButtonItem" }) else { return madeByApp() }
        var fields: [Node.Member] = []
        var label: String?
        var symbol: String?
        var role: String?
        if let system = call.arguments.first(where: { ["barButtonSystemItem", "systemItem"].contains($0.label?.text) }) {
            guard let name = SwiftLiterals.caseName(system.expression), let known = SystemBarItems.uikit[name] else { return nil }
            fields.append(member("kind", text(known.kind, at)))
            (label, symbol, role) = (known.label, known.symbol, known.role)
        } else if let view = call.arguments.first(where: { $0.label?.text == "customView" })?.expression {
            fields.append(member("kind", text("custom", at)))
            // A `UIButton` of the code's own: the title and image it shows, still a custom control.
            if let shown = Self.buttonContent(view, code: code) {
                if let title = shown.title {
                    if let literal = index.text(of: code.resolved(title)) { label = literal } else { fields.append(member("labelInCode", Node(content: .bool(true), anchor: at))) }
                }
                if let image = shown.image.map(code.resolved) {
                    if let name = index.imageSymbol(of: image) { symbol = name } else { fields.append(self.image(image, at: at)) }
                }
            } else {
                note(at, "this bar button item shows a custom view, whose contents hig-lint cannot see; it is checked as a custom control")
            }
        } else {
            fields.append(member("kind", text(call.arguments.contains(where: { $0.label?.text == "menu" }) && !call.arguments.contains(where: { $0.label?.text == "primaryAction" }) ? "menu" : "button", at)))
        }
        let action = call.arguments.first { $0.label?.text == "primaryAction" }?.expression.as(FunctionCallExprSyntax.self)
        if let title = call.arguments.first(where: { $0.label?.text == "title" }) ?? action?.arguments.first(where: { $0.label?.text == "title" }),
           !title.expression.is(NilLiteralExprSyntax.self) {
            if let literal = index.text(of: code.resolved(title.expression)) {
                label = literal
                role = role ?? SwiftUIMapping.titleRoles[literal]
            } else {
                // A label the code computes: an item all the same, whose text is not known.
                fields.append(member("labelInCode", Node(content: .bool(true), anchor: at)))
            }
        }
        if let image = call.arguments.first(where: { $0.label?.text == "image" }) ?? action?.arguments.first(where: { $0.label?.text == "image" }) {
            // A symbol, or an image of the app's own (`UIImage(named: "Back")`, `Icons.back`): an image all the same, not text.
            let shown = code.resolved(image.expression)
            if let name = index.imageSymbol(of: shown) { symbol = name } else if !shown.is(NilLiteralExprSyntax.self) { fields.append(self.image(shown, at: at)) }
        }
        if let label { fields.append(member("label", text(label, at))) }
        if let symbol { fields.append(member("symbol", text(symbol, at))) }
        role = role ?? Self.backAction(call, code: code)
        if let role { fields.append(member("role", text(role, at))) }
        for argument in call.arguments {
            guard let property = argument.label?.text, ["style", "menu"].contains(property) else { continue }
            fields += itemSettings(property, argument.expression, code: code, path: path)
        }
        return Node(content: .object(fields), anchor: at)
    }

    /// What a button made in the code (`let button = UIButton(type: .system)`, local or stored) shows
    /// for its normal state: the title and image its code sets unconditionally
    /// (`button.setTitle("Close", for: .normal)`, `button.setImage(UIImage(systemName: "xmark"), for: .normal)`);
    /// nil when the view is not such a button or its code sets neither.
    static func buttonContent(_ view: ExprSyntax, code: TypeCode) -> (title: ExprSyntax?, image: ExprSyntax?)? {
        guard let name = TypeCode.ownMemberName(view),
              let binding = code.binding(named: name, around: Syntax(view), withValue: true),
              let made = binding.initializer?.value.as(FunctionCallExprSyntax.self), made.calledExpression.trimmedText.hasPrefix("UIButton") else { return nil }
        // A local's settings are in its function; a stored button's anywhere in the type's code.
        let function = TypeCode.function(around: Syntax(binding)).flatMap { $0.is(MemberBlockItemSyntax.self) ? nil : $0 }
        let scopes = function.map { [$0] } ?? code.parts.map(\.declaration)
        var title: ExprSyntax?, image: ExprSyntax?
        for scope in scopes {
            // Content set another way (a configuration, an attributed title, a background image): not known.
            if TypeCode.assignments(in: scope).contains(where: { TypeCode.withoutSelf($0.target).hasPrefix(name + ".configuration") }) { return nil }
            for call in TypeCode.all(FunctionCallExprSyntax.self, in: scope) {
                // A call on this button, not on another of the same name in another function.
                guard let called = call.calledExpression.as(MemberAccessExprSyntax.self), TypeCode.withoutSelf(called.base?.trimmedText ?? "") == name,
                      code.binding(named: name, around: Syntax(call), withValue: true)?.id == binding.id else { continue }
                let method = called.declName.baseName.text
                if ["setAttributedTitle", "setBackgroundImage"].contains(method) { return nil }
                guard !TypeCode.isConditional(Syntax(call)), call.arguments.count == 2, let state = call.arguments.last, state.label?.text == "for",
                      SwiftLiterals.caseName(state.expression) == "normal", let value = call.arguments.first?.expression else { continue }
                switch method {
                case "setTitle": title = value
                case "setImage": image = value
                default: break
                }
            }
        }
        return title == nil && image == nil ? nil : (title, image)
    }

    /// "back" for an item whose action is named for going back: Back its first word
    /// (`#selector(backButtonTapped)`, `back_tapped`) or after a word that says how people go there
    /// (`goBack`, `didTapBack(_:)`, `onBack`, `navigateBack`): an arrow of the app's own that stands
    /// in for the system's Back button (CovPass), whatever its image. Not Back after any other word
    /// (`skipBack`, `jumpBackTenSeconds`, `scrollBackToTop`: a player's or a list's commands), nor a
    /// Close or Done, whose names say less about the item people see. Nor one whose method goes back
    /// a page of a web view rather than a screen: it calls another object's `goBack()` (`webView.goBack()`).
    static func backAction(_ call: FunctionCallExprSyntax, code: TypeCode) -> String? {
        guard let action = call.arguments.first(where: { $0.label?.text == "action" })?.expression,
              let (selector, _) = Self.selector(action, { $0 }) else { return nil }
        let name = String(selector.prefix { $0 != ":" && $0 != "(" })
        let words = UnshippedViews.nameWords(name)
        guard let back = words.firstIndex(of: "back"), back == 0 || Self.backVerbs.contains(words[back - 1]) else { return nil }
        let goesBackAPage = code.parts.flatMap { Self.functions(in: $0, named: name) }.contains { function in
            TypeCode.calls(in: Syntax(function)).contains { $0.calledExpression.trimmedText.hasSuffix(".goBack") && $0.calledExpression.trimmedText != "self.goBack" }
        }
        return goesBackAPage ? nil : "back"
    }

    /// The words before Back in the name of an action that goes back.
    private static let backVerbs: Set<String> = ["go", "goes", "navigate", "tap", "tapped", "did", "on", "pop", "press", "pressed", "handle", "click", "clicked", "to"]

    /// The item field each property `itemSettings` reads sets.
    static let settingFields = ["style": "style", "tintColor": "tint", "menu": "menu"]

    /// What setting a property of an item adds to it: a style, a tint, a menu's entries.
    private func itemSettings(_ property: String, _ value: ExprSyntax, code: TypeCode, path: String) -> [Node.Member] {
        let at = code.anchor(value, path: path)
        switch property {
        case "style":
            switch SwiftLiterals.caseName(value) {
            case "done", "prominent": return [member("style", text("prominent", at))]
            case "plain": return [member("style", text("plain", at))]
            case "bordered": return [member("style", text("bordered", at))]
            default: return []
            }
        case "tintColor":
            return (SwiftLiterals.color(value) ?? Self.appColor(value)).map { [member("tint", text($0, at))] } ?? []
        case "menu":
            guard let menu = value.as(FunctionCallExprSyntax.self), menu.calledExpression.trimmedText == "UIMenu",
                  let children = menu.arguments.first(where: { $0.label?.text == "children" })?.expression.as(ArrayExprSyntax.self) else { return [] }
            let entries = children.elements.compactMap { element -> Node? in
                guard let action = element.expression.as(FunctionCallExprSyntax.self),
                      let title = action.arguments.first(where: { $0.label?.text == "title" }).flatMap({ SwiftLiterals.string($0.expression) }) else { return nil }
                let entryAt = code.anchor(element.expression, path: path)
                var fields = [member("title", text(title, entryAt))]
                if let symbol = action.arguments.first(where: { $0.label?.text == "image" }).flatMap({ index.imageSymbol(of: $0.expression) }) {
                    fields.append(member("symbol", text(symbol, entryAt)))
                }
                return Node(content: .object(fields), anchor: entryAt)
            }
            return entries.isEmpty ? [] : [member("menu", Node(content: .array(entries), anchor: at))]
        default:
            return []
        }
    }
}
