import HIGLint
import SwiftSyntax

/// Where toolbar content built by the app's own code is read: the helper a toolbar calls
/// (`regularToolbarItems()`, `toolbarItem(shareButton, id: "share")`, `Items()` of a
/// `struct Items: ToolbarContent`), in its own code, with what its call gives each parameter.
final class Reached {
    let context: ReadingContext
    let path: String
    /// What the call gives each parameter or stored property, by name.
    let given: [String: ExprSyntax]
    /// The enum cases among them (`toolbar(for: .library)`), which decide `if case`/`switch` branches.
    let bound: [String: (TypeDeclaration, String)]
    /// The code that called the helper, where its arguments are read; nil for the `.toolbar` itself.
    let caller: Reached?
    let depth: Int
    /// The conditions on its stored properties that the call decides (`if isGroup`, `if let id`),
    /// from what it gives them or their defaults, by `factName`.
    let facts: [String: Bool]

    init(context: ReadingContext, path: String, given: [String: ExprSyntax] = [:], bound: [String: (TypeDeclaration, String)] = [:],
         facts: [String: Bool] = [:], caller: Reached?) {
        self.context = context
        self.path = path
        self.given = given
        self.bound = bound
        self.facts = facts
        self.caller = caller
        self.depth = (caller?.depth ?? -1) + 1
    }

    /// The helpers being read, outermost first.
    var chain: [Reached] { (caller?.chain ?? []) + [self] }

    /// A condition as `facts` knows it: `let id = id` and `let id = self.id` are `let id`.
    static func factName(_ atom: String) -> String {
        let parts = atom.components(separatedBy: " = ")
        let name = String(parts[0].dropFirst(4))
        guard parts.count == 2, parts[0].hasPrefix("let "), [name, "self." + name].contains(parts[1]) else { return atom }
        return parts[0]
    }

    /// What a call of a type decides about its stored properties: a `Bool` given or defaulting to
    /// a literal (`isGroup: true`, `var isGroup = false`) is that condition; an optional given a
    /// literal is bound by `if let`, one given nothing (defaulting to nil) is not.
    static func facts(of parts: [TypeDeclaration], given: [String: ExprSyntax]) -> [String: Bool] {
        var facts: [String: Bool] = [:]
        for variable in SwiftTypeIndex.memberItems(of: parts).compactMap({ $0.decl.as(VariableDeclSyntax.self) }) where SwiftTypeIndex.isMemberwiseParameter(variable) {
            for binding in variable.bindings where binding.accessorBlock == nil {
                let name = binding.pattern.trimmedText
                let optional = binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
                guard let value = given[name] ?? binding.initializer?.value ?? (optional && variable.bindingSpecifier.tokenKind == .keyword(.var) ? ExprSyntax(NilLiteralExprSyntax()) : nil) else { continue }
                if let literal = value.as(BooleanLiteralExprSyntax.self) { facts[name] = literal.literal.tokenKind == .keyword(.true) }
                if value.is(NilLiteralExprSyntax.self) { facts["let \(name)"] = false }
                if value.is(StringLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self) { facts["let \(name)"] = true }
            }
        }
        return facts
    }
}

extension SwiftUIMapping {
    /// What the conditions of `pieces`' alternatives are when the view is first shown: each `@State`
    /// property at the value it is declared with (`@State private var editMode = EditMode.inactive`
    /// makes `editMode == .active` false; `@State var isSelecting = false` makes `isSelecting` false).
    static func initialState(of pieces: [ContentPiece], in parts: [TypeDeclaration]) -> [String: Bool] {
        var initial: [String: ExprSyntax] = [:]
        for variable in SwiftTypeIndex.memberItems(of: parts).compactMap({ $0.decl.as(VariableDeclSyntax.self) })
        where variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "State" }) {
            for binding in variable.bindings { if let value = binding.initializer?.value { initial[binding.pattern.trimmedText] = value } }
        }
        guard !initial.isEmpty else { return [:] }
        var facts: [String: Bool] = [:]
        func decide(_ pieces: [ContentPiece]) {
            for case .alternatives(let branches) in pieces {
                for (conditions, inner) in branches {
                    for atom in conditions.map({ $0.hasPrefix("!") ? String($0.dropFirst()) : $0 }) {
                        if let value = initial[TypeCode.withoutSelf(atom)]?.as(BooleanLiteralExprSyntax.self) {
                            facts[atom] = value.literal.tokenKind == .keyword(.true)
                        } else if let (patterns, subject) = caseCondition(atom), let value = initial[TypeCode.withoutSelf(subject)]?.as(MemberAccessExprSyntax.self),
                                  value.base == nil || value.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true {
                            // `.inactive` or `EditMode.inactive`, not a value read from elsewhere (`Settings.shared.layout`);
                            // a pattern as `.grid`, `Layout.grid` or `.grid(let size)`.
                            let caseName = value.declName.baseName.text
                            facts[atom] = patterns.contains { pattern in
                                let name = pattern.prefix { $0 != "(" }.split(separator: ".").last.map(String.init)
                                return pattern == "_" || name == caseName
                            }
                        }
                    }
                    decide(inner)
                }
            }
        }
        decide(pieces)
        return facts
    }

    /// The most helpers one toolbar's content expands, and how deeply they may call each other.
    static let maximumToolbarHelpers = 64
    static let maximumToolbarHelperDepth = 8

    /// A `.toolbar` modifier's content: its closure, or the member it names (`.toolbar(content: toolbar)`).
    static func toolbarContent(_ modifier: ViewCall.Modifier, _ context: ReadingContext) -> [ContentPiece]? {
        guard modifier.name == "toolbar" else { return nil }
        if !modifier.closures.isEmpty { return modifier.closures.flatMap { ViewSyntax.pieces($0.closure.statements, context) } }
        guard let named = modifier.arguments.first(where: { $0.label?.text == "content" })?.expression,
              let view = ViewSyntax.view(named, context) else { return nil }
        return [.view(view)]
    }

    /// Toolbar content with each call of the app's own code that builds it (a member, a function
    /// given arguments, a `ToolbarContent` type) replaced by what that code builds, read where it
    /// is written, its `if`/`switch` kept as alternatives; a parameter the helper shows (`view`,
    /// `content()`) is what its call gives, read in the caller. `helpers: false` replaces the
    /// parameters only (the content of one item). Past the budget, a call stays as written, noted.
    mutating func expanded(_ pieces: [ContentPiece], in reached: Reached, helpers: Bool, budget: inout Int) -> [ContentPiece] {
        var result: [ContentPiece] = []
        for piece in pieces {
            switch piece {
            case .alternatives(let branches):
                result.append(.alternatives(branches.map { ($0.conditions, expanded($0.pieces, in: reached, helpers: helpers, budget: &budget)) }))
            case .view(var view):
                view.reached = view.reached ?? reached
                let at = view.reached ?? reached
                if let (argument, caller) = Self.givenContent(view, at) {
                    result += expanded(argument, in: caller, helpers: helpers, budget: &budget)
                    continue
                }
                guard helpers, let helper = toolbarHelper(view, at) else {
                    result.append(.view(view))
                    continue
                }
                guard helper.reached.depth <= Self.maximumToolbarHelperDepth, budget > 0 else {
                    note(at.context.file.anchor(view.syntax, path: at.path),
                         "\(view.name) builds toolbar content through more than \(helper.reached.depth > Self.maximumToolbarHelperDepth ? "\(Self.maximumToolbarHelperDepth) levels of" : "\(Self.maximumToolbarHelpers)") helpers; hig-lint checks the toolbar without what it builds")
                    understood.append(view.syntax)
                    continue
                }
                budget -= 1
                result += expanded(Self.select(ViewSyntax.pieces(helper.statements, helper.reached.context), helper.reached.bound, facts: helper.reached.facts),
                                   in: helper.reached, helpers: true, budget: &budget)
            }
        }
        return result
    }

    /// The content a helper's parameter stands for where the helper shows it (`{ view }`,
    /// `content()`): the view or closure its call gives, read in the caller.
    static func givenContent(_ view: ViewCall, _ reached: Reached) -> ([ContentPiece], Reached)? {
        guard view.isReference || (view.arguments?.isEmpty ?? true) && view.closures.isEmpty,
              let caller = reached.caller, let given = reached.given[view.name] else { return nil }
        if let closure = given.as(ClosureExprSyntax.self) { return (ViewSyntax.pieces(closure.statements, caller.context), caller) }
        guard var shown = ViewSyntax.view(given, caller.context) else { return nil }
        shown.modifiers += view.modifiers
        return ([.view(shown)], caller)
    }

    /// The app's own code a view of toolbar content calls: a member of the type being read, a
    /// function of it given arguments, or a type whose body is toolbar content; nil for
    /// SwiftUI's own constructs, for views (read as controls where they stand) and for a helper
    /// already being read.
    private mutating func toolbarHelper(_ view: ViewCall, _ reached: Reached) -> (statements: CodeBlockItemListSyntax, reached: Reached)? {
        let context = reached.context
        let readingPaths = Set(reached.chain.map(\.path))
        if let type = context.type, view.name.first?.isLowercase == true {
            if view.isReference || (view.arguments?.isEmpty ?? true) && view.closures.isEmpty,
               let (member, memberContext) = context.member(view.name, index: index) {
                let path = "\(type.name).\(member.name)"
                guard !readingPaths.contains(path) else { return nil }
                return (member.statements, Reached(context: memberContext, path: path, given: [:], bound: reached.bound, caller: reached))
            }
            if let function = memberFunction(view, context, reached.bound), !readingPaths.contains(function.path) {
                return (function.statements, Reached(context: context, path: function.path, given: function.given, bound: function.bound, caller: reached))
            }
            return nil
        }
        guard view.name.first?.isUppercase == true, !Self.systemViews.contains(view.name),
              let (type, _) = index.type(named: view.name, from: context.file.path, within: context.type),
              let body = type.members["body"], Self.buildsToolbarContent(body.declaration) else { return nil }
        let path = "\(type.name).body"
        guard !readingPaths.contains(path) else { return nil }
        let parts = index.parts(of: type.name, from: type.file.path)
        let given = SwiftTypeIndex.propertiesGiven(by: view, to: parts)
        return (body.statements, Reached(context: context.reading(type), path: path, given: given, facts: Reached.facts(of: parts, given: given), caller: reached))
    }

    /// Whether a member's result is toolbar content (`var body: some ToolbarContent`).
    static func buildsToolbarContent(_ declaration: Syntax) -> Bool {
        let type = declaration.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type
            ?? declaration.as(FunctionDeclSyntax.self)?.signature.returnClause?.type
        return type?.trimmedText.hasSuffix("ToolbarContent") == true
    }

    /// Puts the helpers a view was reached through on the `reading` stack, for the values their
    /// calls give (`givenValue`); returns how many, for `leave`.
    mutating func enter(_ reached: Reached?) -> Int {
        let levels = (reached?.chain ?? []).filter { $0.caller != nil }
        reading += levels.map { ($0.path, $0.given) }
        return levels.count
    }

    mutating func leave(_ count: Int) {
        reading.removeLast(count)
    }
}
