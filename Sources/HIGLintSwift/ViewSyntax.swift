import Foundation
import HIGLint
import SwiftSyntax

/// A SwiftUI view expression read statically: `Name(arguments) { closures }` and the modifiers
/// applied to it, innermost first. A bare name (`sidebar`, `self.content`) is a reference to a
/// member of the enclosing type.
struct ViewCall {
    struct Modifier {
        let name: String
        let syntax: Syntax
        let arguments: LabeledExprListSyntax
        let closures: [(label: String?, closure: ClosureExprSyntax)]
    }

    let name: String
    let syntax: Syntax
    let arguments: LabeledExprListSyntax?
    let closures: [(label: String?, closure: ClosureExprSyntax)]
    var modifiers: [Modifier]
    let isReference: Bool
    /// Where the app's own code that built it was read, when a toolbar reached it through a helper.
    var reached: Reached?

    func argument(_ label: String) -> ExprSyntax? {
        arguments?.first { $0.label?.text == label }?.expression
    }

    /// The first argument without a label.
    var firstUnlabeled: ExprSyntax? { arguments?.first { $0.label == nil }?.expression }

    /// A closure passed by label, as an argument or a trailing closure.
    func closure(_ label: String) -> ClosureExprSyntax? {
        closures.first { $0.label == label }?.closure
    }

    /// The unlabeled trailing closure, or the closure argument labeled `content`.
    var content: ClosureExprSyntax? { closure("content") ?? closures.first { $0.label == nil }?.closure }

    /// The closure that draws a button's or link's label: `label:`, or the trailing closure when the
    /// action, destination or value is an argument (`Button(action: save) { Text("Save") }`).
    var labelClosure: ClosureExprSyntax? {
        closure("label") ?? (argument("action") != nil || argument("destination") != nil || argument("value") != nil ? content : nil)
    }

    func modifier(_ name: String) -> Modifier? { modifiers.last { $0.name == name } }
}

/// Where the importer stands while it reads a body: the file, the platform whose `#if`
/// branches it takes, and the type whose members bare names refer to.
struct ReadingContext {
    let file: ParsedFile
    let platform: Platform
    let type: TypeDeclaration?
    /// How what is being read is shown: a sheet's toolbar on macOS is its dialog buttons.
    var presentation: Presentation = .unknown
    /// iPadOS read as Mac Catalyst, whose `#if targetEnvironment(macCatalyst)` branches it takes.
    var catalyst = false

    /// The same reading moved into another type's code: its file and members, on the same platform, shown the same way.
    func reading(_ type: TypeDeclaration) -> ReadingContext {
        ReadingContext(file: type.file, platform: platform, type: type, presentation: presentation, catalyst: catalyst)
    }

    /// A member of the type being read, declared in the type or in an extension of it: the reading
    /// moved to the file that declares it (`extension EditorView { var toolbar: … }` in a file of
    /// its own), so that what it builds is placed in that file.
    func member(_ name: String, index: SwiftTypeIndex) -> (member: ViewMember, context: ReadingContext)? {
        guard let type else { return nil }
        if let member = type.members[name] { return (member, self) }
        guard let (member, part) = index.memberDeclaration(name, of: type.name) else { return nil }
        return (member, part.file.path == file.path ? self : reading(part))
    }
}

/// A piece of builder content: a view, or alternatives only one of which shows at a time
/// (`if`/`else`, `switch`); the importer keeps alternatives apart, never adds them up.
indirect enum ContentPiece {
    case view(ViewCall)
    /// Branches, each with the conditions it holds under (`isModal`, `!isModal`), so that a
    /// combination of branches whose conditions contradict each other is never imported.
    case alternatives([(conditions: [String], pieces: [ContentPiece])])
}

enum ViewSyntax {
    /// At most this many alternative combinations of one body are imported.
    static let maximumVariants = 8
    /// When the combinations are more, this many at most, each branch in at least one of them.
    static let maximumCoveringVariants = 16

    /// The view an expression builds, with its modifiers; nil for expressions that build none.
    static func view(_ expression: ExprSyntax, _ context: ReadingContext) -> ViewCall? {
        var modifiers: [ViewCall.Modifier] = []
        var current: ExprSyntax? = expression
        while let expr = current {
            if let call = expr.as(FunctionCallExprSyntax.self) {
                let closures = closureArguments(call)
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    guard let base = member.base else { return nil }
                    if member.declName.baseName.text == "init" { current = base; continue }
                    // `self.leadingItems()`: a call of the type's own function, as `leadingItems()` is.
                    if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                        return ViewCall(name: member.declName.baseName.text, syntax: Syntax(call), arguments: call.arguments,
                                        closures: closures, modifiers: modifiers, isReference: false)
                    }
                    modifiers.insert(ViewCall.Modifier(name: member.declName.baseName.text, syntax: Syntax(member.declName),
                                                       arguments: call.arguments, closures: closures), at: 0)
                    current = base
                    continue
                }
                let called = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
                guard let reference = called.as(DeclReferenceExprSyntax.self) else { return nil }
                // `AnyView(addButton)` erases the type of the view it shows: that view.
                if reference.baseName.text == "AnyView", call.arguments.count == 1, let only = call.arguments.first, only.label == nil, closures.isEmpty {
                    current = only.expression
                    continue
                }
                return ViewCall(name: reference.baseName.text, syntax: Syntax(call), arguments: call.arguments,
                                closures: closures, modifiers: modifiers, isReference: false)
            }
            if let postfix = expr.as(PostfixIfConfigExprSyntax.self) {
                if let clause = activeClause(postfix.config, context.platform, catalyst: context.catalyst), case .postfixExpression(let chain)? = clause.elements {
                    modifiers.insert(contentsOf: implicitModifiers(chain), at: 0)
                }
                current = postfix.base
                continue
            }
            if let reference = expr.as(DeclReferenceExprSyntax.self) {
                return ViewCall(name: reference.baseName.text, syntax: Syntax(reference), arguments: nil, closures: [],
                                modifiers: modifiers, isReference: true)
            }
            if let member = expr.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
                return ViewCall(name: member.declName.baseName.text, syntax: Syntax(member), arguments: nil, closures: [],
                                modifiers: modifiers, isReference: true)
            }
            // A view a value's property makes (`tab.screen.tabItem { tab.label }`): named with its
            // owner (`tab.screen`), so that no lookup by a bare name takes it for the type's own member.
            if let member = expr.as(MemberAccessExprSyntax.self), let owner = member.base?.as(DeclReferenceExprSyntax.self),
               owner.baseName.text.first?.isLowercase == true, member.declName.argumentNames == nil {
                return ViewCall(name: "\(owner.baseName.text).\(member.declName.baseName.text)", syntax: Syntax(member), arguments: nil,
                                closures: [], modifiers: modifiers, isReference: true)
            }
            if let inner = SwiftLiterals.parenthesized(expr) {
                current = inner
                continue
            }
            return nil
        }
        return nil
    }

    /// `.toolbar { … }.navigationTitle("…")` written inside `#if` after a view: modifiers on an implicit base.
    static func implicitModifiers(_ expression: ExprSyntax) -> [ViewCall.Modifier] {
        var modifiers: [ViewCall.Modifier] = []
        var current: ExprSyntax? = expression
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            modifiers.insert(ViewCall.Modifier(name: member.declName.baseName.text, syntax: Syntax(member.declName),
                                               arguments: call.arguments, closures: closureArguments(call)), at: 0)
            current = member.base
        }
        return modifiers
    }

    static func closureArguments(_ call: FunctionCallExprSyntax) -> [(label: String?, closure: ClosureExprSyntax)] {
        var closures: [(label: String?, closure: ClosureExprSyntax)] = []
        for argument in call.arguments {
            if let closure = argument.expression.as(ClosureExprSyntax.self) { closures.append((argument.label?.text, closure)) }
        }
        if let trailing = call.trailingClosure { closures.append((nil, trailing)) }
        for additional in call.additionalTrailingClosures { closures.append((additional.label.text, additional.closure)) }
        return closures
    }

    /// The builder content of a list of statements, `#if` branches taken for the context's platform.
    static func pieces(_ statements: CodeBlockItemListSyntax, _ context: ReadingContext) -> [ContentPiece] {
        var pieces: [ContentPiece] = []
        // Views a function builds in locals (`let tabs = TabView { … }`), read where they are shown.
        var locals: [String: ViewCall] = [:]
        for statement in statements {
            switch statement.item {
            case .expr(let expr):
                if let shown = localShown(expr, locals, context) { pieces.append(.view(shown)); continue }
                pieces += expressionPieces(expr, context)
            case .stmt(let stmt):
                if let expr = stmt.as(ExpressionStmtSyntax.self)?.expression ?? stmt.as(ReturnStmtSyntax.self)?.expression {
                    if let shown = localShown(expr, locals, context) { pieces.append(.view(shown)); continue }
                    pieces += expressionPieces(expr, context)
                }
            case .decl(let decl):
                if let ifConfig = decl.as(IfConfigDeclSyntax.self), let clause = activeClause(ifConfig, context.platform, catalyst: context.catalyst),
                   case .statements(let inner)? = clause.elements {
                    pieces += self.pieces(inner, context)
                } else if let (name, local) = localView(decl, context) {
                    locals[name] = local
                }
            }
        }
        return pieces
    }

    /// A local a function keeps a view of the app's or the system's in (`let tabs = TabView { … }`).
    private static func localView(_ decl: DeclSyntax, _ context: ReadingContext) -> (String, ViewCall)? {
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value,
              let view = view(value, context), !view.isReference, view.name.first?.isUppercase == true else { return nil }
        return (name, view)
    }

    /// The local view a statement shows (`tabs.padding()`, `return AnyView(tabs)`), with the
    /// modifiers written where it is shown after its own; not one another view takes as an
    /// argument (`ShareLink(item: image)`).
    private static func localShown(_ expression: ExprSyntax, _ locals: [String: ViewCall], _ context: ReadingContext) -> ViewCall? {
        // (`view(_:_:)` reads `AnyView(tabs)` as `tabs`.)
        guard !locals.isEmpty, let shown = view(expression, context), shown.isReference, var local = locals[shown.name] else { return nil }
        local.modifiers += shown.modifiers
        return local
    }

    private static func expressionPieces(_ expr: ExprSyntax, _ context: ReadingContext) -> [ContentPiece] {
        if let ifExpr = expr.as(IfExprSyntax.self) {
            // `#available` decided for the platform's latest release, the one the guidance is
            // written for: a branch that does not run there is not read (a fallback for older
            // systems, or code for a version no release has), and a condition that holds is none.
            for element in ifExpr.conditions {
                if let availability = element.condition.as(AvailabilityConditionSyntax.self), !available(availability, on: context.platform) {
                    return elsePieces(ifExpr, context)
                }
            }
            var atoms = conditionAtoms(ifExpr)
            // The device idiom is the platform's: `userInterfaceIdiom == .pad` holds on iPadOS alone.
            let decided = atoms.map { decide($0, on: context.platform, catalyst: context.catalyst) }
            if decided.contains(false) { return elsePieces(ifExpr, context) }
            atoms = zip(atoms, decided).filter { $0.1 != true }.map { caseForm(unaliased($0.0, in: context.type)) }
            if atoms.isEmpty { return pieces(ifExpr.body.statements, context) }
            // The else branch holds when the condition does not; that can be said of one atom only.
            let negated = atoms.count == 1 ? [negation(atoms[0])] : []
            var branches: [(conditions: [String], pieces: [ContentPiece])] = [(atoms, pieces(ifExpr.body.statements, context))]
            switch ifExpr.elseBody {
            case .ifExpr(let next)?: branches.append((negated, expressionPieces(ExprSyntax(next), context)))
            case .codeBlock(let block)?: branches.append((negated, pieces(block.statements, context)))
            case nil: branches.append((negated, []))
            }
            return [.alternatives(branches)]
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            // Each case says which values it holds for (`case .a, .b = mode`), so that a reader who
            // knows the value can take its branch; no two cases contradict, so variants are unchanged.
            let subject = switchExpr.subject.trimmedText
            let branches = switchExpr.cases.compactMap { element -> (conditions: [String], pieces: [ContentPiece])? in
                guard case .switchCase(let switchCase) = element else { return nil }
                let patterns: String = switch switchCase.label {
                case .case(let label): label.caseItems.map { $0.pattern.trimmedText }.joined(separator: ", ")
                case .default: "_"
                }
                return (["case \(patterns) = \(subject)"], pieces(switchCase.statements, context))
            }
            return [.alternatives(branches)]
        }
        return view(expr, context).map { [.view($0)] } ?? []
    }

    /// A condition that is a computed property of the view's own type standing for another's value or
    /// its negation (`var canCreateNote: Bool { !isTrash }`), read as that one: `if canCreateNote { … }`
    /// and `if isTrash { … }` never hold together.
    static func unaliased(_ atom: String, in type: TypeDeclaration?) -> String {
        let negated = atom.hasPrefix("!")
        let name = negated ? String(atom.dropFirst()) : atom
        guard let member = type?.members[name], member.statements.count == 1, let item = member.statements.first?.item,
              var expression = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression else { return atom }
        var inner = false
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            inner = true
            expression = prefix.expression
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil, reference.baseName.text != name else { return atom }
        return (negated != inner ? "!" : "") + reference.baseName.text
    }

    /// An `if`'s conditions other than `#available`, each split at `&&` into the atoms that can
    /// be decided on their own (`userInterfaceIdiom == .pad`, `horizontalSizeClass == .compact`).
    static func conditionAtoms(_ ifExpr: IfExprSyntax) -> [String] {
        ifExpr.conditions.flatMap { element -> [String] in
            element.condition.is(AvailabilityConditionSyntax.self) ? [] : atoms(of: element.condition.trimmedText)
        }
    }

    /// A condition's text split at the `&&`s outside brackets, each part trimmed.
    static func atoms(of condition: String) -> [String] {
        topLevelParts(condition, separator: "&&")
    }

    /// A text split at a two-character operator written outside brackets (`a && (b || c)` is
    /// `a` and `(b || c)`), each part trimmed, a part wholly in brackets unwrapped.
    private static func topLevelParts(_ text: String, separator: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        var characters = Substring(text)
        while let character = characters.first {
            if depth == 0, characters.hasPrefix(separator) {
                parts.append(current)
                current = ""
                characters = characters.dropFirst(separator.count)
                continue
            }
            if "([{".contains(character) { depth += 1 } else if ")]}".contains(character) { depth = max(0, depth - 1) }
            current.append(character)
            characters = characters.dropFirst()
        }
        parts.append(current)
        return parts.map { unwrapped($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// `(a || b)` as `a || b`: a text wholly in one pair of brackets, without them.
    private static func unwrapped(_ text: String) -> String {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return text }
        var depth = 0
        let last = text.count - 1
        for (offset, character) in text.enumerated() {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if depth == 0 && offset < last { return text }
        }
        return unwrapped(String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces))
    }

    /// Whether a condition holds on a platform whatever else is true, nil when it can go either
    /// way: the device idiom and size class (`idiom`), a flag named for Mac Catalyst
    /// (`IS_CATALYST`, `ProcessInfo.processInfo.isMacCatalystApp`), and `&&`, `||` and `!( … )`
    /// of those (`IS_CATALYST || (userInterfaceIdiom == .pad && sizeClass == .regular)` never
    /// holds on an iPhone).
    static func decide(_ atom: String, on platform: Platform, catalyst: Bool) -> Bool? {
        let text = unwrapped(atom)
        let disjuncts = topLevelParts(text, separator: "||")
        if disjuncts.count > 1 {
            let decided = disjuncts.map { decide($0, on: platform, catalyst: catalyst) }
            if decided.contains(true) { return true }
            return decided.allSatisfy { $0 == false } ? false : nil
        }
        let conjuncts = atoms(of: text)
        if conjuncts.count > 1 {
            let decided = conjuncts.map { decide($0, on: platform, catalyst: catalyst) }
            if decided.contains(false) { return false }
            return decided.allSatisfy { $0 == true } ? true : nil
        }
        if text.hasPrefix("!("), let inner = decide(String(text.dropFirst()), on: platform, catalyst: catalyst) { return !inner }
        if let decided = idiom(text, on: platform) { return decided }
        let negated = text.hasPrefix("!")
        guard let name = text.dropFirst(negated ? 1 : 0).split(separator: ".").last.map({ $0.lowercased().filter { $0 != "_" } }),
              ["iscatalyst", "ismaccatalyst", "ismaccatalystapp", "catalyst", "maccatalyst"].contains(name) else { return nil }
        return (catalyst && platform == .iPadOS) != negated
    }

    /// An equality with an enum case written as the condition a `switch` case records:
    /// `mode == .edit` as `case .edit = mode`, `mode != .edit` as `!case .edit = mode`, so that
    /// `if mode == .edit`, `if mode != .edit` and `switch mode` are known to exclude each other;
    /// any other condition as it is.
    static func caseForm(_ atom: String) -> String {
        for (operator_, negated) in [(" == ", false), (" != ", true)] {
            let parts = atom.components(separatedBy: operator_)
            guard parts.count == 2 else { continue }
            let subject = parts[0].trimmingCharacters(in: .whitespaces), value = parts[1].trimmingCharacters(in: .whitespaces)
            guard value.hasPrefix("."), value.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), value.count > 1,
                  !subject.isEmpty, subject.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return atom }
            return (negated ? "!" : "") + "case \(value) = \(subject)"
        }
        return atom
    }

    /// Whether two conditions cannot hold together: one is the other's negation (`x`, `!x`), or
    /// they hold for different cases of one value (`case .a = mode`, `case .b, .c = mode`).
    static func contradicts(_ first: String, _ second: String) -> Bool {
        if negation(first) == second { return true }
        guard !first.hasPrefix("!"), !second.hasPrefix("!"),
              let one = SwiftUIMapping.caseCondition(first), let other = SwiftUIMapping.caseCondition(second),
              one.subject == other.subject else { return false }
        func cases(_ patterns: [String]) -> Set<String>? {
            let names = patterns.map { String($0.prefix { $0 != "(" }) }
            return names.allSatisfy({ $0.hasPrefix(".") && $0.count > 1 }) ? Set(names) : nil
        }
        guard let these = cases(one.patterns), let those = cases(other.patterns) else { return false }
        return these.isDisjoint(with: those)
    }

    /// What an `if` shows when its condition does not hold: its `else` branch, or nothing.
    private static func elsePieces(_ ifExpr: IfExprSyntax, _ context: ReadingContext) -> [ContentPiece] {
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: expressionPieces(ExprSyntax(next), context)
        case .codeBlock(let block)?: pieces(block.statements, context)
        case nil: []
        }
    }

    /// Every combination of alternatives whose conditions can hold together while they are at
    /// most `maximumVariants`, else combinations that cover every branch; each a flat list of views.
    static func variants(_ pieces: [ContentPiece]) -> [[ViewCall]] {
        conditionedVariants(pieces, relevant: repeatedConditions(pieces)).map { $0.views?.flattened() ?? [] }
    }

    /// The variants, each with the conditions of the branches that give it views (`if showSettings
    /// { … }`: `showSettings`), one list per branch taken, at most `maximumShownUnder` of them.
    static func variantsShownUnder(_ pieces: [ContentPiece]) -> [(views: [ViewCall], shownUnder: [[String]])] {
        conditionedVariants(pieces, relevant: repeatedConditions(pieces)).map { ($0.views?.flattened() ?? [], $0.shownUnder) }
    }

    /// The most branches a variant keeps the conditions of: plenty to find two unrelated ones.
    static let maximumShownUnder = 16

    /// Two conditions a variant's views rest on that name nothing in common (`showSettings`,
    /// `isMoving`), so that nothing read says they ever hold together; nil when there are none.
    /// (The device's idiom and size class, which each platform decides, are no such condition.)
    static func unrelatedConditions(_ shownUnder: [[String]]) -> (String, String)? {
        let open = shownUnder.map { conditions in
            conditions.filter { condition in [Platform.iOS, .iPadOS].allSatisfy { decide(condition, on: $0, catalyst: false) == nil } }
        }.filter { !$0.isEmpty }
        let named = open.map { Set($0.map(conditionName)) }
        for first in named.indices {
            for second in named.indices where second > first && named[first].isDisjoint(with: named[second]) {
                return (open[first].last ?? "", open[second].last ?? "")
            }
        }
        return nil
    }

    /// The variant with the most views (the first of those): what a group of items nested in a
    /// toolbar shows at its fullest (`switch mode { case .one: a; case .both: a; b }`), the
    /// state in which the bar must still fit.
    static func fullest(_ pieces: [ContentPiece]) -> [ViewCall] {
        variants(pieces).reduce([]) { $1.count > $0.count ? $1 : $0 }
    }

    /// A variant's views as a chain of runs shared with the variants it grew from: each `if`
    /// adds a run instead of copying every view before it (a toolbar of a thousand `if`s was
    /// quadratic in copies).
    private final class ViewRun {
        let views: [ViewCall]
        let before: ViewRun?
        init(_ views: [ViewCall], after before: ViewRun?) { (self.views, self.before) = (views, before) }

        func flattened() -> [ViewCall] {
            var runs: [[ViewCall]] = []
            var run: ViewRun? = self
            while let current = run { runs.append(current.views); run = current.before }
            return runs.reversed().flatMap { $0 }
        }
    }

    /// The conditions that can contradict: those (less a leading `!`) that more than one `if` or
    /// `switch` of the pieces names. A condition only one of them names cannot rule out a
    /// combination, so variants do not carry it (a long run of `if`s carried every one).
    private static func repeatedConditions(_ pieces: [ContentPiece]) -> Set<String> {
        var seen: Set<String> = [], repeated: Set<String> = []
        func visit(_ pieces: [ContentPiece]) {
            for case .alternatives(let branches) in pieces {
                let names = Set(branches.flatMap { $0.conditions.map(conditionName) })
                repeated.formUnion(names.intersection(seen))
                seen.formUnion(names)
                for branch in branches { visit(branch.pieces) }
            }
        }
        visit(pieces)
        return repeated
    }

    /// What a condition is about: itself less a leading `!`, and for a case of a value the value
    /// (`case .a = mode` and `case .b = mode` are both about `mode`).
    private static func conditionName(_ atom: String) -> String {
        let plain = atom.hasPrefix("!") ? negation(atom) : atom
        return SwiftUIMapping.caseCondition(plain).map { "case = " + $0.subject } ?? plain
    }

    private typealias Variant = (views: ViewRun?, conditions: Set<String>, shownUnder: [[String]])

    private static func conditionedVariants(_ pieces: [ContentPiece], relevant: Set<String>) -> [Variant] {
        var results: [Variant] = [(nil, [], [])]
        for piece in pieces {
            switch piece {
            case .view(let view):
                for index in results.indices { results[index].views = ViewRun([view], after: results[index].views) }
            case .alternatives(let branches):
                let expanded = branches.flatMap { branch in
                    let conditions = Set(branch.conditions.filter { relevant.contains(conditionName($0)) })
                    return conditionedVariants(branch.pieces, relevant: relevant)
                        .filter { inner in !conditions.contains { condition in inner.conditions.contains { contradicts(condition, $0) } } }
                        .map { inner -> (views: [ViewCall], conditions: Set<String>, shownUnder: [[String]]) in
                            let views = inner.views?.flattened() ?? []
                            // (What shows inside the branch shows under its conditions too: `if a { if b { … } }` is under a and b.)
                            let own = views.isEmpty || branch.conditions.isEmpty ? [] : [branch.conditions]
                            return (views, inner.conditions.union(conditions), own + inner.shownUnder.map { branch.conditions + $0 })
                        }
                }
                var next: [Variant] = []
                // Each side is free of contradictions already, so only the branch's own conditions
                // need checking against the result's.
                func combine(_ result: Variant, _ branch: (views: [ViewCall], conditions: Set<String>, shownUnder: [[String]])) {
                    guard !branch.conditions.contains(where: { condition in result.conditions.contains { contradicts(condition, $0) } }) else { return }
                    next.append((branch.views.isEmpty ? result.views : ViewRun(branch.views, after: result.views), result.conditions.union(branch.conditions),
                                 Array((result.shownUnder + branch.shownUnder).prefix(maximumShownUnder))))
                }
                if results.count * expanded.count <= maximumVariants {
                    // Few enough: every combination.
                    for result in results {
                        for branch in expanded { combine(result, branch) }
                    }
                } else {
                    // Too many to import them all: each branch still shows up in one combination,
                    // so that a branch late in a long switch is checked too.
                    for index in 0..<min(max(results.count, expanded.count), maximumCoveringVariants) {
                        combine(results[index % results.count], expanded[index % expanded.count])
                    }
                }
                results = next.isEmpty ? results : next
            }
        }
        return results
    }

    /// `!x` for `x`, `x` for `!x`.
    static func negation(_ atom: String) -> String {
        atom.hasPrefix("!") ? String(atom.dropFirst()).trimmingCharacters(in: .whitespaces) : "!" + atom
    }

    /// Every view of every alternative, once: for finding where chrome is declared.
    static func allViews(_ pieces: [ContentPiece]) -> [ViewCall] {
        pieces.flatMap { piece -> [ViewCall] in
            switch piece {
            case .view(let view): [view]
            case .alternatives(let branches): branches.flatMap { allViews($0.pieces) }
            }
        }
    }

    /// Words a condition on the idiom or the size class holds (searched for as bytes: conditions are many).
    private static let idiomWords = ["userInterfaceIdiom", "izeClass", "Compact", "Regular"].map { Array($0.utf8) }

    /// Whether a condition on the device idiom (`UIDevice.current.userInterfaceIdiom == .pad`,
    /// `traitCollection.userInterfaceIdiom != .phone`) or the size class holds on a platform; nil
    /// for any other condition. Mac Catalyst is read as iPadOS, so `.pad` holds there too.
    static func idiom(_ atom: String, on platform: Platform) -> Bool? {
        // Most conditions name neither (`isEditing`, `a0`): answered without splitting them.
        let bytes = Array(atom.utf8)
        guard idiomWords.contains(where: { SwiftFrontEnd.contains(bytes, $0) }) else { return nil }
        let text = atom.filter { !$0.isWhitespace }
        for (operator_, equal) in [("==", true), ("!=", false)] {
            let parts = text.components(separatedBy: "userInterfaceIdiom" + operator_ + ".")
            // Whoever holds it: `UIDevice.current.`, `traitCollection.`, or the app's own model that passes the device's on.
            guard parts.count == 2, parts[0].isEmpty || (parts[0].hasSuffix(".") && parts[0].allSatisfy { $0 == "." || $0 == "_" || $0.isLetter || $0.isNumber }),
                  let idiomPlatform: Platform = ["phone": .iOS, "pad": .iPadOS, "mac": .macOS, "vision": .visionOS, "tv": .tvOS, "watch": .watchOS][parts[1]]
            else { continue }
            return (idiomPlatform == platform) == equal
        }
        return sizeClass(text, on: platform)
    }

    /// Whether a condition on the horizontal size class (`horizontalSizeClass == .compact`,
    /// `sizeClass != .regular`) holds on a platform as its screens are mostly seen: compact on an
    /// iPhone held upright and on a watch, regular on an iPad at full screen, a Mac, Vision Pro
    /// and a TV. nil for any other condition.
    static func sizeClass(_ text: String, on platform: Platform) -> Bool? {
        for (operator_, equal) in [("==", true), ("!=", false)] {
            let parts = text.components(separatedBy: operator_)
            guard parts.count == 2, parts[0].hasSuffix("izeClass"), !parts[0].lowercased().contains("vertical"),
                  let compact = ["compact": true, ".compact": true, "regular": false, ".regular": false,
                                 "UserInterfaceSizeClass.compact": true, "UserInterfaceSizeClass.regular": false][parts[1]]
            else { continue }
            let compactHere = platform == .iOS || platform == .watchOS
            return (compact == compactHere) == equal
        }
        // A flag the app keeps for it (`isCompactWindow`, `!isRegularWidth`, `env.isCompact`).
        let negated = text.hasPrefix("!")
        guard let name = text.dropFirst(negated ? 1 : 0).split(separator: ".").last,
              let compact = ["isCompact": true, "isRegular": false].first(where: { name.hasPrefix($0.key) })?.value,
              ["", "Window", "Width", "Layout", "SizeClass", "HorizontalSizeClass"].contains(name.dropFirst(9)) else { return nil }
        return (compact == (platform == .iOS || platform == .watchOS)) != negated
    }

    // MARK: #available

    /// The latest major release of each platform (iOS 26, macOS 26, visionOS 26…): a version
    /// above it names no system there is, so `#available` of it never holds.
    static let latestRelease = 26

    /// Whether `#available(…)` / `#unavailable(…)` holds on a platform's latest release: a
    /// platform not listed is covered by `*`; one listed holds from its version on, so it holds
    /// unless the version is beyond every release (`visionOS 99`, written to mean "not there").
    /// An app's fallback for older systems (`if #available(iOS 26, *) { … } else { … }`) is what
    /// those systems show, judged by the guidance they had; the guidance here is the latest's.
    static func available(_ condition: AvailabilityConditionSyntax, on platform: Platform) -> Bool {
        let names: Set<String> = switch platform {
        case .iOS, .iPadOS: ["iOS", "iOSApplicationExtension"]
        case .macOS: ["macOS", "OSX", "macOSApplicationExtension", "OSXApplicationExtension"]
        case .visionOS: ["visionOS", "xrOS", "visionOSApplicationExtension"]
        case .tvOS: ["tvOS", "tvOSApplicationExtension"]
        case .watchOS: ["watchOS", "watchOSApplicationExtension"]
        }
        var listed = true
        for argument in condition.availabilityArguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument, names.contains(restriction.platform.text) else { continue }
            listed = (restriction.version.flatMap { Int($0.major.text) } ?? 0) <= latestRelease
        }
        let unavailable = condition.availabilityKeyword.tokenKind == .poundUnavailable
        return unavailable ? !listed : listed
    }

    /// Whether an `if` holds on every platform's latest release whatever else is true: its
    /// conditions are all `#available` of versions there are (`#unavailable` of them never holds).
    static func holdsOnLatestRelease(_ ifExpr: IfExprSyntax) -> Bool? {
        var holds = true
        for element in ifExpr.conditions {
            guard let availability = element.condition.as(AvailabilityConditionSyntax.self) else { return nil }
            let versions = availability.availabilityArguments.compactMap { argument -> Int? in
                guard case .availabilityVersionRestriction(let restriction) = argument.argument else { return nil }
                return restriction.version.flatMap { Int($0.major.text) } ?? 0
            }
            guard versions.allSatisfy({ $0 <= latestRelease }) else { return nil }
            if availability.availabilityKeyword.tokenKind == .poundUnavailable { holds = false }
        }
        return holds
    }

    // MARK: #if

    /// How a file is read: once for each platform, and iPadOS once more as Mac Catalyst when the
    /// file has code for it. Catalyst is modelled as iPadOS: the iPad app on the Mac keeps the
    /// iPad's navigation bars, so its `#if targetEnvironment(macCatalyst)` branches are checked
    /// by the iPad's rules.
    static func readings(_ platforms: [Platform], of file: ParsedFile) -> [(platform: Platform, catalyst: Bool)] {
        let catalyst = platforms.contains(.iPadOS) && SwiftFrontEnd.contains(file.bytes, Array("targetEnvironment(macCatalyst)".utf8))
        return platforms.map { ($0, false) } + (catalyst ? [(.iPadOS, true)] : [])
    }

    /// Whether a node builds for a platform: each `#if` clause around it is the one taken there.
    static func builds(_ node: Syntax, on platform: Platform, catalyst: Bool = false) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let clause = syntax.as(IfConfigClauseSyntax.self), let ifConfig = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
               activeClause(ifConfig, platform, catalyst: catalyst)?.id != clause.id {
                return false
            }
            current = syntax.parent
        }
        return true
    }

    /// The clause of an `#if` that builds for a platform in a release build: a flag the project's
    /// release configuration sets (`BuildConditions`) is set, any other (DEBUG, custom ones) unset.
    static func activeClause(_ ifConfig: IfConfigDeclSyntax, _ platform: Platform, catalyst: Bool = false) -> IfConfigClauseSyntax? {
        let conditions = BuildConditions.of(ifConfig)
        for clause in ifConfig.clauses {
            guard let condition = clause.condition else { return clause }  // #else
            if evaluate(condition, platform, catalyst: catalyst, conditions: conditions) { return clause }
        }
        return nil
    }

    /// An `#if` condition on a platform (on iPadOS read as Mac Catalyst when `catalyst`):
    /// `os(iOS)` holds on iPhone and iPad (and Catalyst), not on visionOS; UIKit imports
    /// everywhere but macOS and watchOS, AppKit on macOS only.
    static func evaluate(_ condition: ExprSyntax, _ platform: Platform, catalyst: Bool = false, conditions: Set<String> = []) -> Bool {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !evaluate(prefix.expression, platform, catalyst: catalyst, conditions: conditions)
        }
        if let inner = SwiftLiterals.parenthesized(condition) {
            return evaluate(inner, platform, catalyst: catalyst, conditions: conditions)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            // `a || b && c`: && binds tighter; split on || first.
            let elements = Array(sequence.elements)
            var groups: [[ExprSyntax]] = [[]]
            for element in elements {
                if let op = element.as(BinaryOperatorExprSyntax.self) {
                    if op.operator.text == "||" { groups.append([]) }
                } else {
                    groups[groups.count - 1].append(element)
                }
            }
            return groups.contains { group in group.allSatisfy { evaluate($0, platform, catalyst: catalyst, conditions: conditions) } }
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            let left = evaluate(infix.leftOperand, platform, catalyst: catalyst, conditions: conditions), right = evaluate(infix.rightOperand, platform, catalyst: catalyst, conditions: conditions)
            return op.operator.text == "||" ? left || right : left && right
        }
        if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let argument = call.arguments.first?.expression.trimmedText ?? ""
            switch name {
            case "os":
                switch argument {
                case "iOS": return platform == .iOS || platform == .iPadOS
                case "macOS", "OSX": return platform == .macOS
                case "visionOS", "xrOS": return platform == .visionOS
                case "tvOS": return platform == .tvOS
                case "watchOS": return platform == .watchOS
                default: return false
                }
            case "canImport":
                switch argument {
                case "UIKit": return platform != .macOS && platform != .watchOS
                case "AppKit": return platform == .macOS
                case "WatchKit": return platform == .watchOS
                default: return true
                }
            case "targetEnvironment": return argument == "macCatalyst" && catalyst
            case "swift", "compiler", "hasFeature", "hasAttribute": return true
            default: return false
            }
        }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let flag = condition.as(DeclReferenceExprSyntax.self) { return conditions.contains(flag.baseName.text) }
        return false
    }
}

/// The compilation conditions each parsed file's release build sets (`Platforms.releaseConditions`),
/// by its syntax tree: an `#if` anywhere in the tree is read with its file's, and a tree stays here
/// only while its `ParsedFile` lives.
enum BuildConditions {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var byTree: [SyntaxIdentifier: Set<String>] = [:]

    static func set(_ conditions: Set<String>, of tree: SourceFileSyntax) {
        guard !conditions.isEmpty else { return }
        lock.withLock { byTree[tree.id] = conditions }
    }

    static func forget(_ tree: SourceFileSyntax) {
        lock.withLock { _ = byTree.removeValue(forKey: tree.id) }
    }

    static func of(_ node: some SyntaxProtocol) -> Set<String> {
        let root = node.root.id
        return lock.withLock { byTree.isEmpty ? [] : byTree[root] ?? [] }
    }
}

/// Literal values written in Swift: strings, colours, symbol names.
enum SwiftLiterals {
    /// The case a `case` pattern names alone (`.inbox`, `.inbox?`); nil for any other pattern.
    static func caseName(pattern: String) -> String? {
        let text = pattern.replacingOccurrences(of: "?", with: "")
        guard text.count > 1, text.hasPrefix("."), text.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(text.dropFirst())
    }

    /// What one pair of parentheses holds (`(archived ? "a" : "b")`, `Selector((name))`'s inner pair); nil for
    /// any other expression, a tuple of several values among them.
    static func parenthesized(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return nil }
        return only.expression
    }

    /// The expression a text-wrapping call holds: `Text(title)`, `Text(verbatim: name)`,
    /// `LocalizedStringKey(key)`, `LocalizedStringResource(key)`, `String(value)`.
    static func wrappedText(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), ["Text", "LocalizedStringKey", "LocalizedStringResource", "String"].contains(call.calledExpression.trimmedText),
              call.arguments.count == 1, let only = call.arguments.first,
              only.label == nil || only.label?.text == "verbatim" || only.label?.text == "localized" else { return nil }
        return only.expression
    }

    /// The text of a string literal without interpolation, also inside `String(localized:)`,
    /// `LocalizedStringKey(…)`, `NSLocalizedString(…)` and `Text(…)`. An app's own helpers
    /// (`"key".localized`) are known by their bodies, in the index (`LocalizationLookupTable`).
    static func string(_ expression: ExprSyntax) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in literal.segments {
                guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
                text += piece.content.text
            }
            return text
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
           ["String", "LocalizedStringKey", "LocalizedStringResource", "NSLocalizedString", "Text"].contains(name),
           let first = call.arguments.first, first.label == nil || first.label?.text == "localized" || first.label?.text == "verbatim" {
            return string(first.expression)
        }
        return nil
    }

    /// The two branches of `c ? a : b`, folded or as the parser leaves it (a sequence whose
    /// `?:` comes after the condition); nil for any other expression.
    static func ternaryBranches(_ expression: ExprSyntax) -> (then: ExprSyntax, else: ExprSyntax)? {
        if let ternary = expression.as(TernaryExprSyntax.self) { return (ternary.thenExpression, ternary.elseExpression) }
        guard let elements = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }),
              let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self), index + 1 < elements.count else { return nil }
        let tail = Array(elements[(index + 1)...])
        return (ternary.thenExpression, tail.count == 1 ? tail[0] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(tail))))
    }

    /// The condition of `c ? a : b` as the parser leaves it, unfolded (`style`, `==`, `.createGist`),
    /// each part in its tree; nil for any other expression.
    static func ternaryCondition(_ expression: ExprSyntax) -> [ExprSyntax]? {
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return ternary.condition.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? [ternary.condition]
        }
        guard let elements = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }),
              let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0 else { return nil }
        return Array(elements[..<index])
    }

    /// The branch of `c ? a : b` taken on a platform when its condition is the device idiom or the
    /// size class (`horizontalSizeClass == .compact ? .secondaryAction : .primaryAction`); else the expression.
    static func branch(_ expression: ExprSyntax, on platform: Platform) -> ExprSyntax {
        guard let (then, otherwise) = ternaryBranches(expression) else { return expression }
        let condition = expression.as(TernaryExprSyntax.self)?.condition.trimmedText
            ?? expression.as(SequenceExprSyntax.self).map { $0.elements.prefix { !$0.is(UnresolvedTernaryExprSyntax.self) }.map(\.trimmedText).joined(separator: " ") } ?? ""
        let decided = ViewSyntax.atoms(of: condition).map { ViewSyntax.decide($0, on: platform, catalyst: false) }
        if decided.contains(false) { return otherwise }
        return !decided.isEmpty && decided.allSatisfy { $0 == true } ? then : expression
    }

    /// The two texts `c ? a : b` or `a ?? b` chooses between (`?:` binds more loosely than `??`,
    /// and `??` than the operators a text is built with, `+` and `as?`); nil for any other expression.
    static func choiceBranches(_ expression: ExprSyntax) -> (ExprSyntax, ExprSyntax)? {
        ternaryBranches(expression) ?? fallbackBranches(expression)
    }

    /// The value and the fallback of `a ?? b` (`?:` binds more loosely, so a ternary is no fallback).
    static func fallbackBranches(_ expression: ExprSyntax) -> (value: ExprSyntax, fallback: ExprSyntax)? {
        guard ternaryBranches(expression) == nil, let elements = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }),
              let index = elements.firstIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }),
              index > 0, index < elements.count - 1 else { return nil }
        func joined(_ part: ArraySlice<ExprSyntax>) -> ExprSyntax {
            part.count == 1 ? part[part.startIndex] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(part))))
        }
        return (joined(elements[..<index]), joined(elements[(index + 1)...]))
    }

    /// The symbol a `c ? "star.fill" : "star"` shows: a symbol swapped for its fill variant in one
    /// state is its outline form (the bar fills a symbol itself where it should); of two other
    /// literal symbols, the first.
    static func symbolChoice(_ expression: ExprSyntax) -> String? {
        guard let (first, second) = ternaryBranches(expression), let a = string(first), let b = string(second) else { return nil }
        if a == b + ".fill" { return b }
        return a
    }

    /// A colour expression as a description writes it: `accent` for the accent colour, a system
    /// colour's name, an asset's name, or hex; nil when it is not a literal.
    static func color(_ expression: ExprSyntax) -> String? {
        let text = expression.trimmedText
        let name = text.hasPrefix("Color.") ? String(text.dropFirst(6)) : text.hasPrefix(".") ? String(text.dropFirst()) : nil
        if let name {
            if name == "accentColor" || name == "tint" || name == "accent" { return "accent" }
            if name.allSatisfy({ $0.isLetter || $0.isNumber }) { return name }
            return nil
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let called = call.calledExpression.trimmedText
            // `UIColor(named: "Brand", in: bundle, compatibleWith: nil)`: the asset, whichever bundle holds it.
            if called == "UIColor" || called == "NSColor", let first = call.arguments.first, first.label?.text == "named",
               call.arguments.dropFirst().allSatisfy({ ["in", "compatibleWith", "bundle"].contains($0.label?.text) }), let asset = string(first.expression) {
                return asset
            }
            if called == "Color" || called == "UIColor" || called == "NSColor", call.arguments.count == 1, let first = call.arguments.first {
                if first.label == nil, let asset = string(first.expression) { return asset }
                if first.label?.text == "named", let asset = string(first.expression) { return asset }
                if first.label == nil, let inner = color(first.expression) { return inner }  // Color(.systemRed)
            }
            if called == "Color" || called == "UIColor" || called == "NSColor" { return components(call.arguments) }
        }
        // Xcode's colour literal (`#colorLiteral(red: 0.49, green: 0.53, blue: 0.70, alpha: 1)`).
        if let literal = expression.as(MacroExpansionExprSyntax.self), literal.macroName.text == "colorLiteral" { return components(literal.arguments) }
        return nil
    }

    /// `red: 0.5, green: 0.2, blue: 1` (0…1, or 0…255) as `#7F33FF`; nil for other arguments.
    private static func components(_ arguments: LabeledExprListSyntax) -> String? {
        guard arguments.map({ $0.label?.text ?? "" }).starts(with: ["red", "green", "blue"]) else { return nil }
        let components = arguments.prefix(3).map { Double($0.expression.trimmedText) }
        guard components.allSatisfy({ $0 != nil }) else { return nil }
        let scaled = components.map { value -> Double in let v = value!; return v > 1 ? v : v * 255 }
        return "#" + scaled.map { hex(UInt8(max(0, min(255, $0.rounded())))) }.joined()
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }

    /// The symbol a symbol image names: `UIImage(systemName: "gear")`, `NSImage(systemSymbolName:
    /// "gear", accessibilityDescription: nil)`, `Image(systemName: "gear")`.
    static func symbolName(_ expression: ExprSyntax) -> String? {
        guard let (argument, safe) = symbolArgument(expression) else { return nil }
        return safe ? safeSymbol(argument) : string(argument)
    }

    /// The argument that names a symbol image's symbol (`UIImage(systemName: name)`), and whether it
    /// is SFSafeSymbols' case (`systemSymbol: .gear`, `UIImage(sfString: SFSymbol.gear, …)`) rather than a string.
    static func symbolArgument(_ expression: ExprSyntax) -> (ExprSyntax, safe: Bool)? {
        guard let call = imageDrawn(by: expression).as(FunctionCallExprSyntax.self), isImageInitializer(call), let first = call.arguments.first else { return nil }
        // An initializer of the app's own given SFSafeSymbols' case by its type (`UIImage(sfString: SFSymbol.gear, …)`).
        if first.expression.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "SFSymbol" { return (first.expression, true) }
        guard ["systemName", "systemSymbolName", "systemSymbol"].contains(first.label?.text) else { return nil }
        return (first.expression, first.label?.text == "systemSymbol")
    }

    /// The image an expression draws, unwrapped (`UIImage(systemName: "gear")!`, `Icons.gear?`) and
    /// without what draws it another way (`.withTintColor(.red, renderingMode: .alwaysOriginal)`,
    /// `withRenderingMode`, `withConfiguration`, `applyingSymbolConfiguration`): the same symbol.
    static func imageDrawn(by expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while let inner = current.as(ForceUnwrapExprSyntax.self)?.expression ?? current.as(OptionalChainingExprSyntax.self)?.expression
                ?? current.as(FunctionCallExprSyntax.self).flatMap({ call in
                    call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { member in
                        ["with", "applying", "imageWith"].contains(where: member.declName.baseName.text.hasPrefix) ? member.base : nil
                    }
                }) {
            current = inner
        }
        return current
    }

    /// Whether a call makes an image: `UIImage(…)`, `NSImage(…)`, `Image(…)`, also spelled
    /// `UIImage.init(…)`, or `.init(…)` where an image is what the argument takes
    /// (`UIBarButtonItem(image: .init(systemName: "gear"))`).
    static func isImageInitializer(_ call: FunctionCallExprSyntax) -> Bool {
        ["UIImage", "NSImage", "Image", "UIImage.init", "NSImage.init", "Image.init", ".init"].contains(call.calledExpression.trimmedText)
    }

    /// The symbol SFSafeSymbols' case names (`.squareAndArrowUp`, `SFSymbol.person2Fill`,
    /// `._1Circle`): its words and numbers, lowercased and joined with dots.
    static func safeSymbol(_ expression: ExprSyntax) -> String? {
        guard let name = caseName(expression), !name.isEmpty else { return nil }
        var words: [String] = []
        var word = ""
        for character in name.drop(while: { $0 == "_" }) {
            let startsWord = character.isUppercase || (character.isNumber && !(word.last?.isNumber ?? true))
                || (!character.isNumber && word.last?.isNumber == true)
            if startsWord, !word.isEmpty { words.append(word); word = "" }
            word.append(Character(character.lowercased()))
        }
        if !word.isEmpty { words.append(word) }
        return words.isEmpty ? nil : words.joined(separator: ".")
    }

    /// The style a style modifier names: `.sidebar`, or iOS 13 and 14's style types
    /// (`SidebarListStyle()` is `sidebar`, `DoubleColumnNavigationViewStyle()` is `doubleColumn`).
    static func styleName(_ expression: ExprSyntax?) -> String? {
        if let name = caseName(expression) { return name }
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        for suffix in ["ListStyle", "NavigationViewStyle", "PickerStyle", "ButtonStyle", "LabelStyle"] where type.hasSuffix(suffix) && type.count > suffix.count {
            let base = type.dropLast(suffix.count)
            return base.prefix(1).lowercased() + base.dropFirst()
        }
        return nil
    }

    /// The case name an expression like `.search` or `Role.search` names.
    static func caseName(_ expression: ExprSyntax?) -> String? {
        guard let member = expression?.as(MemberAccessExprSyntax.self) else { return nil }
        return member.declName.baseName.text
    }
}
