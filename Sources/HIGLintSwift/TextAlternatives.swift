import HIGLint
import SwiftSyntax

/// The texts a title may take when no one text is known: each is an alternative of the title,
/// checked in a description of its own, as `if`/`else` branches of a view are.
///
/// - a view's stored property takes what the run's calls of the view give it (`DetailView(title: "Recent")`);
/// - a computed property of the view takes what each of its `return`s, `if`/`switch` branches gives
///   (`var navigationTitle: String { if hasPlus { return "Social Feed+" }; return "Social Feed" }`);
/// - `condition ? a : b` takes `a` and `b`, and `a ?? b` takes both;
/// - a constant declared in the code around the title takes its value.
struct TextAlternatives {
    /// The texts found, each once, in the order found.
    var texts: [String] = []
    /// Whether every alternative was known; when not, the known ones are still checked.
    var complete = true

    /// The most alternatives one title is read as.
    static let maximum = 8
    static let maximumDepth = 3
}

extension SwiftTypeIndex {
    /// The texts an expression may take in a view of `type`, at `node`; nil when none is known
    /// or there are more than `TextAlternatives.maximum`. An empty text (no title) is no alternative.
    func textAlternatives(_ expression: ExprSyntax, in type: TypeDeclaration?) -> TextAlternatives? {
        var found = TextAlternatives()
        collect(expression, in: type, depth: 0, into: &found)
        return found.texts.isEmpty || found.texts.count > TextAlternatives.maximum ? nil : found
    }

    private func collect(_ expression: ExprSyntax, in type: TypeDeclaration?, depth: Int, into found: inout TextAlternatives) {
        func add(_ text: String) { if !text.isEmpty, !found.texts.contains(text) { found.texts.append(text) } }
        if let text = text(of: expression) { return add(text) }
        guard depth < TextAlternatives.maximumDepth else { found.complete = false; return }
        var reference = expression
        // An editable title's binding (`.navigationTitle(.constant("Global"))`).
        if let call = expression.as(FunctionCallExprSyntax.self), [".constant", "Binding.constant"].contains(call.calledExpression.trimmedText),
           call.arguments.count == 1, let only = call.arguments.first {
            return collect(only.expression, in: type, depth: depth + 1, into: &found)
        }
        if let inner = SwiftLiterals.wrappedText(expression) { reference = inner }
        if let ternary = reference.as(TernaryExprSyntax.self) {
            collect(ternary.thenExpression, in: type, depth: depth + 1, into: &found)
            collect(ternary.elseExpression, in: type, depth: depth + 1, into: &found)
            return
        }
        // The parser leaves operators unfolded: `x != nil ? a : b` is a sequence whose first `?:`
        // (the loosest operator) splits it; `a ?? b` may be either.
        if let sequence = reference.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            func rest(after index: Int) -> ExprSyntax? {
                let tail = elements[(index + 1)...]
                if tail.count == 1 { return tail.first }
                return tail.isEmpty ? nil : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(tail))))
            }
            if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self),
               let otherwise = rest(after: index) {
                collect(ternary.thenExpression, in: type, depth: depth + 1, into: &found)
                collect(otherwise, in: type, depth: depth + 1, into: &found)
                return
            }
            if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
                collect(elements[0], in: type, depth: depth + 1, into: &found)
                collect(elements[2], in: type, depth: depth + 1, into: &found)
                return
            }
        }
        if let member = reference.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
            reference = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName))
        }
        guard let name = reference.as(DeclReferenceExprSyntax.self)?.baseName.text else { found.complete = false; return }
        if let value = Self.localValue(named: name, around: Syntax(reference)) {
            return collect(value, in: type, depth: depth + 1, into: &found)
        }
        guard let type else { found.complete = false; return }
        if let computed = type.members[name] ?? member(name, of: type.name), computed.declaration.is(VariableDeclSyntax.self) {
            let results = Self.results(of: computed.statements)
            if results.isEmpty { found.complete = false }
            for result in results { collect(result, in: type, depth: depth + 1, into: &found) }
            return
        }
        if let given = textsGivenByCallers(name, in: type) {
            given.forEach(add)
            return
        }
        found.complete = false
    }

    /// The texts the run's calls of a view give its stored property `name`, nil when a call
    /// leaves it out or gives one that is not known (see `argumentKey(setting:in:)`).
    private func textsGivenByCallers(_ name: String, in type: TypeDeclaration) -> [String]? {
        guard let calls = shown.calls[type.name], !calls.isEmpty,
              let key = Self.argumentKey(setting: name, in: parts(of: type.name, from: type.file.path)) else { return nil }
        var texts: [String] = []
        for call in calls {
            guard let given = call[key], let text = text(of: given) else { return nil }
            if !texts.contains(text) { texts.append(text) }
        }
        return texts
    }

    /// What a getter's statements give: each `return`'s value (outside closures), and the branches
    /// of an `if` or `switch` that is the body's one expression.
    static func results(of statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        if let only = onlyExpression(statements) { return branches(of: only) }
        var found: [ExprSyntax] = []
        func walk(_ node: Syntax) {
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return }
            if let statement = node.as(ReturnStmtSyntax.self) {
                if let value = statement.expression { found += branches(of: value) }
                return
            }
            for child in node.children(viewMode: .sourceAccurate) { walk(child) }
        }
        walk(Syntax(statements))
        return found
    }

    /// An `if` or `switch` expression's branch values, or the expression itself.
    private static func branches(of expression: ExprSyntax) -> [ExprSyntax] {
        if let choice = expression.as(IfExprSyntax.self) {
            var found = onlyExpression(choice.body.statements).map(branches) ?? []
            switch choice.elseBody {
            case .codeBlock(let block)?: found += onlyExpression(block.statements).map(branches) ?? []
            case .ifExpr(let next)?: found += branches(of: ExprSyntax(next))
            case nil: break
            }
            return found
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            return choice.cases.compactMap { element -> ExprSyntax? in
                guard case .switchCase(let switchCase) = element else { return nil }
                return onlyExpression(switchCase.statements)
            }.flatMap(branches)
        }
        return [expression]
    }

    /// The value a constant declared in a block around a node is given (`let title = …` in a body).
    static func localValue(named name: String, around node: Syntax) -> ExprSyntax? {
        var current = node.parent
        while let syntax = current, !syntax.is(MemberBlockItemSyntax.self) {
            if let statements = syntax.as(CodeBlockItemListSyntax.self) {
                for statement in statements {
                    guard let variable = statement.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
                    if let binding = variable.bindings.first(where: { $0.pattern.trimmedText == name }), let value = binding.initializer?.value { return value }
                }
            }
            current = syntax.parent
        }
        return nil
    }
}
