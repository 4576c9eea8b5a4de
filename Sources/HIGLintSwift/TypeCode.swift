import Foundation
import HIGLint
import SwiftSyntax

/// The code of one type across the run's files (its declaration and its extensions), read as
/// UIKit and AppKit code is written: calls, assignments and closures in its methods.
struct TypeCode {
    let type: String
    let parts: [TypeDeclaration]
    /// The bindings of the type's stored properties and of each of its functions, each found in
    /// one walk the first time a name is looked up there (`binding(named:around:)` is asked for
    /// most names a bar's code uses, and a function can be thousands of lines).
    private let bindings = Bindings()

    init(type: String, parts: [TypeDeclaration]) {
        self.type = type
        self.parts = parts
    }

    private final class Bindings: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [PatternBindingSyntax]?
        private var assigned: Set<String>?
        private var local: [SyntaxIdentifier: [PatternBindingSyntax]] = [:]

        /// The names the type's code assigns to anywhere (`articleName = …`, `self.articleName = …`).
        func assigned(in parts: [TypeDeclaration]) -> Set<String> {
            lock.withLock {
                if let assigned { return assigned }
                let found = Set(parts.flatMap { TypeCode.assignments(in: $0.declaration).map(\.target) })
                assigned = found
                return found
            }
        }

        func stored(of parts: [TypeDeclaration]) -> [PatternBindingSyntax] {
            lock.withLock {
                if let stored { return stored }
                let found = parts.flatMap { part in
                    TypeCode.all(MemberBlockItemSyntax.self, in: part.declaration).compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap(\.bindings)
                }
                stored = found
                return found
            }
        }

        func local(in function: Syntax) -> [PatternBindingSyntax] {
            lock.withLock {
                if let known = local[function.id] { return known }
                let found = TypeCode.all(PatternBindingSyntax.self, in: function)
                local[function.id] = found
                return found
            }
        }
    }

    /// Every node of a kind under a syntax node, in source order, outside the types declared in it
    /// (a nested type's code is its own, read once as that type's).
    static func all<Kind: SyntaxProtocol>(_ kind: Kind.Type, in node: Syntax) -> [Kind] {
        var found: [Kind] = []
        walk(node) { if let match = $0.as(Kind.self) { found.append(match) } }
        return found
    }

    /// Every node of a kind in a file, the types it declares included, in source order.
    static func everywhere<Kind: SyntaxProtocol>(_ kind: Kind.Type, in file: ParsedFile) -> [Kind] {
        var found: [Kind] = []
        func walk(_ current: Syntax) {
            if let match = current.as(Kind.self) { found.append(match) }
            for child in current.children(viewMode: .sourceAccurate) { walk(child) }
        }
        walk(Syntax(file.tree))
        return found
    }

    /// The calls and the sequence expressions of a node's own code, in one walk.
    static func callsAndSequences(in node: Syntax) -> (calls: [FunctionCallExprSyntax], sequences: [SequenceExprSyntax]) {
        var found: (calls: [FunctionCallExprSyntax], sequences: [SequenceExprSyntax]) = ([], [])
        walk(node) { current in
            if let call = current.as(FunctionCallExprSyntax.self) { found.calls.append(call) }
            if let sequence = current.as(SequenceExprSyntax.self) { found.sequences.append(sequence) }
        }
        return found
    }

    /// Each node of a node's own code (not the types it nests), in source order.
    private static func walk(_ node: Syntax, _ visit: (Syntax) -> Void) {
        func walk(_ current: Syntax) {
            if current != node, current.isDeclarationGroup { return }
            visit(current)
            // `if #available(iOS 26, *) { … } else { … }`: only the branch the latest releases run.
            if let ifExpr = current.as(IfExprSyntax.self), let holds = ViewSyntax.holdsOnLatestRelease(ifExpr) {
                if let taken = holds ? Syntax(ifExpr.body) : ifExpr.elseBody.map({ Syntax($0) }) { walk(taken) }
                return
            }
            for child in current.children(viewMode: .sourceAccurate) { walk(child) }
        }
        walk(node)
    }

    static func calls(in node: Syntax) -> [FunctionCallExprSyntax] { all(FunctionCallExprSyntax.self, in: node) }

    /// Every `lhs = rhs` under a syntax node, in source order.
    static func assignments(in node: Syntax) -> [(target: String, value: ExprSyntax, syntax: Syntax)] {
        assignments(among: all(SequenceExprSyntax.self, in: node))
    }

    /// The `lhs = rhs` among sequence expressions already found.
    static func assignments(among sequences: [SequenceExprSyntax]) -> [(target: String, value: ExprSyntax, syntax: Syntax)] {
        sequences.compactMap { sequence in
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), isCast(elements.dropFirst(3)) else { return nil }
            return (withoutSelf(elements[0].trimmedText), elements[2], Syntax(sequence))
        }
    }

    /// `f` and `self.f`: a member of the code's own type (or a local), by name; nil for anything else.
    static func ownMemberName(_ syntax: some SyntaxProtocol) -> String? {
        if let reference = syntax.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = syntax.as(MemberAccessExprSyntax.self), access.base?.trimmedText == "self" { return access.declName.baseName.text }
        return nil
    }

    /// `text` without `self.` (`self.navigationItem.title` → `navigationItem.title`), as
    /// `replacingOccurrences` gives it; a name with none (nearly every one) is returned as it is
    /// without bridging to `NSString`, which took a sixth of a run over 50,000 assignments.
    /// (`self?.navigationItem`, in a closure that holds `self` weakly, is the same member.)
    static func withoutSelf(_ text: String) -> String {
        guard SwiftFrontEnd.contains(Array(text.utf8), selfWord) else { return text }
        return text.replacingOccurrences(of: "self?.", with: "").replacingOccurrences(of: "self.", with: "")
    }

    private static let selfWord = Array("self".utf8)

    /// Whether what follows a value only casts it (`as! String`) and gives a fallback for a failed
    /// cast (`as? String ?? ""`): the value itself is what shows.
    private static func isCast(_ rest: ArraySlice<ExprSyntax>) -> Bool {
        var rest = rest
        while let first = rest.first, first.is(UnresolvedAsExprSyntax.self), rest.dropFirst().first?.is(TypeExprSyntax.self) == true { rest = rest.dropFirst(2) }
        return rest.isEmpty || rest.count == 2 && rest.first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
    }

    /// "Type.method" for the function a node is in, to name the object a finding is about.
    func path(of node: Syntax) -> String {
        var current: Syntax? = node
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) { return "\(type).\(function.name.text)" }
            if let initializer = syntax.as(InitializerDeclSyntax.self) { return "\(type).\(initializer.initKeyword.text)" }
            if let variable = syntax.as(VariableDeclSyntax.self), syntax.parent?.is(MemberBlockItemSyntax.self) == true,
               let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { return "\(type).\(name)" }
            current = syntax.parent
        }
        return type
    }

    /// Where a node stands, in whichever of the type's files holds it.
    func anchor(_ node: some SyntaxProtocol, path: String) -> SourceAnchor {
        let root = node.root.id
        let file = parts.first { Syntax($0.file.tree).id == root }?.file ?? parts[0].file
        return file.anchor(node, path: path)
    }

    /// True for code that runs only sometimes or later: under an `if`, `guard`, `switch` or
    /// loop, or in a closure, within its function. An `if #available(…)` alone is no condition:
    /// each of its branches is what the app shows on some system version, read as an alternative.
    /// With a `scope`, only the conditions inside it count.
    static func isConditional(_ node: Syntax, within scope: Syntax? = nil) -> Bool {
        var current = node.parent
        while let syntax = current, syntax.id != scope?.id, !syntax.is(FunctionDeclSyntax.self), !syntax.is(InitializerDeclSyntax.self), !syntax.is(MemberBlockItemSyntax.self) {
            if let branch = syntax.as(IfExprSyntax.self), branch.conditions.allSatisfy({ $0.condition.is(AvailabilityConditionSyntax.self) }) {
                current = syntax.parent
                continue
            }
            // `lazy var item = { …; return item }()`: a closure called where it is written runs then.
            if syntax.is(ClosureExprSyntax.self), let call = syntax.parent?.as(FunctionCallExprSyntax.self),
               call.calledExpression.id == syntax.id, call.arguments.isEmpty, call.trailingClosure == nil {
                current = syntax.parent
                continue
            }
            if syntax.is(IfExprSyntax.self) || syntax.is(SwitchExprSyntax.self) || syntax.is(GuardStmtSyntax.self) || syntax.is(ForStmtSyntax.self)
                || syntax.is(WhileStmtSyntax.self) || syntax.is(RepeatStmtSyntax.self) || syntax.is(ClosureExprSyntax.self) { return true }
            current = syntax.parent
        }
        return false
    }

    /// The function or initializer a node is in, or the member whose code it is outside any
    /// (`lazy var tabs: UITabBarController = { let tabs = …; return tabs }()`).
    static func function(around node: Syntax) -> Syntax? {
        var current: Syntax? = node
        while let syntax = current, !syntax.is(FunctionDeclSyntax.self), !syntax.is(InitializerDeclSyntax.self), !syntax.is(MemberBlockItemSyntax.self) { current = syntax.parent }
        return current
    }

    /// The class a value is made from where the code uses it: a call's (`NSProgressIndicator()`), a
    /// name's declared type without its optional marks (`var spinner: UIActivityIndicatorView!`), or
    /// the call its constant is made with; nil when none is written.
    func madeType(of expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self) { return call.calledExpression.trimmedText }
        guard let name = Self.ownMemberName(expression) else { return nil }
        if let declared = binding(named: name, around: Syntax(expression))?.typeAnnotation?.type.trimmedText { return declared.unwrappedName }
        return constant(named: name, around: Syntax(expression))?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText
    }

    /// The value a name is given where it is declared: a constant of the function around a node,
    /// else a stored property of the type.
    func constant(named name: String, around node: Syntax) -> ExprSyntax? {
        binding(named: name, around: node, withValue: true)?.initializer?.value
    }

    /// The value a bare name stands for where a node uses it (`let symbol = UIImage(systemName: "gear")`
    /// … `UIBarButtonItem(image: symbol, …)`): a `let`, or a `var` the function never sets again,
    /// followed through at most `maximumHops` names; the expression itself otherwise.
    func resolved(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        for _ in 0..<Self.maximumHops {
            guard let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let binding = binding(named: name, around: Syntax(current), withValue: true), let value = binding.initializer?.value else { break }
            let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
            let isLet = variable?.bindingSpecifier.tokenKind == .keyword(.let)
            let function = Self.function(around: Syntax(current)).map { Self.assignments(in: $0) } ?? []
            guard isLet || !function.contains(where: { $0.target == name }) else { break }
            // A stored `var` other code can set (`var articleName = ""`, set by whoever opens the
            // window) holds its first value only until then: followed only when private to a type
            // that never sets it.
            if !isLet, variable?.parent?.is(MemberBlockItemSyntax.self) == true {
                let isPrivate = variable?.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) } == true
                guard isPrivate, !bindings.assigned(in: parts).contains(name) else { break }
            }
            current = value
        }
        return current
    }

    /// How many names `resolved(_:)` follows, one to the next.
    static let maximumHops = 4

    /// Where a name is declared with a value or a type: in the function around a node, else as a
    /// stored property of the type.
    func binding(named name: String, around node: Syntax, withValue: Bool = false) -> PatternBindingSyntax? {
        func declares(_ binding: PatternBindingSyntax) -> Bool {
            binding.pattern.trimmedText == name && (binding.initializer != nil || (!withValue && binding.typeAnnotation != nil))
        }
        if let local = Self.function(around: node).flatMap({ bindings.local(in: $0).first(where: declares) }) { return local }
        return bindings.stored(of: parts).first(where: declares)
    }

    /// The one value a stored property without one where it is declared is given in the type's
    /// code (`deleteButton = UIBarButtonItem(…)` in `viewDidLoad`): nil when it is given several,
    /// or one under a condition.
    func storedValue(named name: String) -> ExprSyntax? {
        guard let binding = binding(named: name, around: Syntax(parts[0].declaration)), binding.initializer == nil else { return nil }
        let given = parts.flatMap { Self.assignments(in: $0.declaration) }.filter { $0.target == name }
        guard given.count == 1, !Self.isConditional(given[0].syntax) else { return nil }
        return given[0].value
    }

    /// The elements a local array holds where a node uses it, in order: those it is declared with
    /// (`var items: [UIBarButtonItem] = [share]`, `= []`, `[UIBarButtonItem]()`) and those
    /// `items.append(x)`, `items.append(contentsOf: [x, y])` and `items += [x]` add before the
    /// node in the same function; nil when the name is no such array. `conditional` holds the
    /// additions made under a condition, left out; `initial` the value it is declared with.
    func arrayElements(named name: String, before node: Syntax) -> (elements: [ExprSyntax], conditional: [ExprSyntax], initial: ExprSyntax)? {
        guard let function = Self.function(around: node),
              let binding = bindings.local(in: function).first(where: { $0.pattern.trimmedText == name }),
              binding.positionAfterSkippingLeadingTrivia < node.positionAfterSkippingLeadingTrivia,
              let initial = binding.initializer?.value else { return nil }
        var elements: [ExprSyntax]
        if let array = initial.as(ArrayExprSyntax.self) {
            elements = array.elements.map(\.expression)
        } else if let call = initial.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.calledExpression.is(ArrayExprSyntax.self) {
            elements = []
        } else {
            return nil
        }
        var additions: [(at: Syntax, added: [ExprSyntax])] = []
        let start = binding.endPosition, end = node.positionAfterSkippingLeadingTrivia
        for call in Self.calls(in: function) where call.position >= start && call.endPosition <= end {
            guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.base?.trimmedText == name,
                  callee.declName.baseName.text == "append", let argument = call.arguments.first, call.arguments.count == 1 else { continue }
            if argument.label?.text == "contentsOf" {
                guard let array = argument.expression.as(ArrayExprSyntax.self) else { return nil }
                additions.append((Syntax(call), array.elements.map(\.expression)))
            } else if argument.label == nil {
                additions.append((Syntax(call), [argument.expression]))
            }
        }
        for sequence in Self.all(SequenceExprSyntax.self, in: function) where sequence.position >= start && sequence.endPosition <= end {
            let parts = Array(sequence.elements)
            guard parts.count == 3, parts[0].trimmedText == name else { continue }
            if parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" {
                guard let array = parts[2].as(ArrayExprSyntax.self) else { return nil }
                additions.append((Syntax(sequence), array.elements.map(\.expression)))
            } else if parts[1].is(AssignmentExprSyntax.self) {
                return nil  // given a new value: not followed
            }
        }
        var conditional: [ExprSyntax] = []
        for addition in additions.sorted(by: { $0.at.position < $1.at.position }) {
            if Self.isConditional(addition.at) { conditional += addition.added } else { elements += addition.added }
        }
        return (elements, conditional, initial)
    }

    /// `name.property = value` in the function around a node.
    func assignments(to name: String, around node: Syntax) -> [(property: String, value: ExprSyntax, syntax: Syntax)] {
        guard let function = Self.function(around: node) else { return [] }
        return Self.assignments(in: function).compactMap { assignment in
            guard assignment.target.hasPrefix(name + ".") else { return nil }
            return (String(assignment.target.dropFirst(name.count + 1)), assignment.value, assignment.syntax)
        }
    }

    // MARK: Collection view lists

    /// What a cell registration sets: the item's parameter name and the expressions it assigns
    /// to the content's text, image and image tint (or the cell's tint).
    struct CellRegistration {
        let item: String?
        let text: ExprSyntax?
        let image: ExprSyntax?
        let tint: ExprSyntax?
    }

    /// The closure that configures the list's cells (`{ cell, indexPath, item in … content.text = … }`);
    /// a `sidebarCell()` configuration wins over others (a header's, say).
    func cellRegistration() -> CellRegistration? {
        var found: [(registration: CellRegistration, sidebarCell: Bool)] = []
        for part in parts {
            for closure in Self.all(ClosureExprSyntax.self, in: part.declaration) {
                let parameters = Self.parameterNames(closure)
                guard parameters.count == 3 else { continue }
                let assigned = Self.assignments(in: Syntax(closure.statements))
                func only(_ suffixes: [String]) -> ExprSyntax? {
                    let matching = assigned.filter { target in suffixes.contains { target.target.hasSuffix($0) } }
                    // Set more than once (in branches, say): which one shows is known only at run time.
                    return matching.count == 1 ? matching[0].value : nil
                }
                guard assigned.contains(where: { $0.target.hasSuffix(".text") }) else { continue }
                let registration = CellRegistration(item: parameters[2], text: only([".text"]), image: only([".image"]),
                                                    tint: only([".imageProperties.tintColor", "\(parameters[0]).tintColor"]))
                found.append((registration, closure.statements.trimmedText.contains("sidebarCell()")))
            }
        }
        return (found.first { $0.sidebarCell } ?? found.first)?.registration
    }

    /// For each parameter, the argument a call's labels (`_` for none) give it, nil for one left to
    /// its default; nil when they do not fit.
    static func match(_ labels: [String], to parameters: [(label: String, hasDefault: Bool)]) -> [Int?]? {
        var given: [Int?] = []
        var next = 0
        for parameter in parameters {
            if next < labels.count, labels[next] == parameter.label {
                given.append(next)
                next += 1
            } else if parameter.hasDefault {
                given.append(nil)
            } else {
                return nil
            }
        }
        return next == labels.count ? given : nil
    }

    /// The argument a call gives each of a function's parameters, by position; nil when its labels
    /// do not fit (a parameter it leaves out must have a default).
    static func bind(_ arguments: LabeledExprListSyntax, to function: FunctionDeclSyntax) -> [Int: ExprSyntax]? {
        bind(arguments, to: function.signature.parameterClause.parameters)
    }

    /// The same for a function's or an initializer's parameters.
    static func bind(_ arguments: LabeledExprListSyntax, to parameters: FunctionParameterListSyntax) -> [Int: ExprSyntax]? {
        let arguments = Array(arguments)
        let parameters = parameters.map { (label: $0.firstName.text, hasDefault: $0.defaultValue != nil) }
        guard let positions = match(arguments.map { $0.label?.text ?? "_" }, to: parameters) else { return nil }
        var given: [Int: ExprSyntax] = [:]
        for (position, argument) in positions.enumerated() { if let argument { given[position] = arguments[argument].expression } }
        return given
    }

    static func parameterNames(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: return names.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }

    /// `append(_:)`/`append(_:to:)` and `appendItems(_:)` calls on the type's snapshots, with the
    /// item type the snapshot's declaration names (`NSDiffableDataSourceSectionSnapshot<Item>`).
    func snapshotAppends() -> [(call: FunctionCallExprSyntax, itemType: String?)] {
        var snapshots: [String: String?] = [:]
        var appends: [(FunctionCallExprSyntax, String?)] = []
        for part in parts {
            for call in Self.calls(in: part.declaration) {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      ["append", "appendItems"].contains(member.declName.baseName.text),
                      let base = member.base?.trimmedText else { continue }
                if let known = snapshots[base] {
                    appends.append((call, known))
                } else if let declared = Self.snapshotDeclaration(named: base, around: Syntax(call)) {
                    snapshots[base] = declared
                    appends.append((call, declared))
                }
            }
        }
        return appends
    }

    /// The item type of a snapshot variable declared in the function around a call, `.some(nil)`
    /// when its item type is implied; nil when the name is no snapshot.
    static func snapshotDeclaration(named name: String, around call: Syntax) -> String?? {
        var scope: Syntax? = call
        while let current = scope, !current.is(FunctionDeclSyntax.self), !current.is(ClosureExprSyntax.self) { scope = current.parent }
        guard let scope else { return nil }
        for binding in all(PatternBindingSyntax.self, in: scope) where binding.pattern.trimmedText == name {
            let declared = (binding.typeAnnotation?.type.trimmedText ?? "") + (binding.initializer?.value.trimmedText ?? "")
            guard let range = declared.range(of: "Snapshot<") else { continue }
            let generics = declared[range.upperBound...].prefix { $0 != ">" }.split(separator: ",")
            return .some(generics.last.map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return nil
    }
}

/// How the Swift mappings build description trees: members and strings anchored where the code says them.
protocol TreeBuilding {}

extension TreeBuilding {
    func member(_ name: String, _ value: DocumentNode) -> DocumentNode.Member {
        DocumentNode.Member(name: name, nameAnchor: value.anchor, value: value, isAttribute: false)
    }

    func text(_ value: String, _ anchor: SourceAnchor) -> DocumentNode {
        DocumentNode(content: .string(value), anchor: anchor)
    }
}

extension Array {
    /// The array, or nil when it is empty (`parts.nonEmpty ?? [fallback]`).
    var nonEmpty: Self? { isEmpty ? nil : self }
}
