import HIGLint
import SwiftSyntax

/// A `UIToolbar` a type makes and fills itself (`let bar = UIToolbar(); bar.setItems([done], animated: false)`,
/// most often a keyboard's accessory bar): no navigation controller shows it, so where it sits on
/// screen, and which of the toolbar guidance applies to it, is not known. Its items are left out
/// of the model on purpose, with one note at the place that fills the bar instead of one per item.
extension UIKitMapping {
    mutating func standaloneToolbars(_ code: TypeCode, walk: DeclarationWalk) {
        // The names the type's code gives its own toolbars: `let bar = UIToolbar()`, `bar = UIToolbar()`,
        // `lazy var bar: UIToolbar = { … }()`, and a local the closure of such a property makes.
        var names = Set<String>()
        for call in walk.calls where call.calledExpression.trimmedText == "UIToolbar" {
            var current = Syntax(call).parent
            while let syntax = current, !syntax.is(CodeBlockItemSyntax.self), !syntax.is(MemberBlockItemSyntax.self) {
                if let binding = syntax.as(PatternBindingSyntax.self) { names.insert(binding.pattern.trimmedText); break }
                if let sequence = syntax.as(SequenceExprSyntax.self), let assignment = TypeCode.assignments(among: [sequence]).first {
                    names.insert(assignment.target)
                    break
                }
                current = syntax.parent
            }
        }
        guard !names.isEmpty else { return }
        var fills: [(bar: Syntax, items: ExprSyntax)] = []
        for call in walk.calls {
            guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "setItems",
                  let base = callee.base.map { TypeCode.withoutSelf($0.trimmedText) }, names.contains(base),
                  let items = call.arguments.first?.expression else { continue }
            fills.append((Syntax(call), items))
        }
        for assignment in TypeCode.assignments(among: walk.sequences) where assignment.target.hasSuffix(".items") {
            guard names.contains(String(assignment.target.dropLast(".items".count))) else { continue }
            fills.append((assignment.syntax, assignment.value))
        }
        for fill in fills {
            understood += barItemSyntax(fill.items, code: code, depth: 0)
            standaloneToolbarNotes.append(Violation(at: code.anchor(fill.bar, path: code.path(of: fill.bar)),
                "this UIToolbar is one the code makes and places itself (such as a keyboard's accessory bar), not a navigation controller's; "
                    + "where it shows is not known, so its items are not checked"))
        }
    }

    /// The calls that make the items an expression gives: an array's elements, a local array's
    /// additions, the values of the constants and properties it names.
    private func barItemSyntax(_ expression: ExprSyntax, code: TypeCode, depth: Int) -> [Syntax] {
        guard depth < 4 else { return [] }
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.flatMap { barItemSyntax($0.expression, code: code, depth: depth + 1) }
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return [Syntax(call)] }
        guard let name = TypeCode.ownMemberName(expression) else { return [] }
        if let built = code.arrayElements(named: name, before: Syntax(expression)) {
            return (built.elements + built.conditional).flatMap { barItemSyntax($0, code: code, depth: depth + 1) }
        }
        guard let value = SwiftTypeIndex.localValue(named: name, around: Syntax(expression)) ?? code.constant(named: name, around: Syntax(expression))
                ?? code.storedValue(named: name) else { return [] }
        return barItemSyntax(value, code: code, depth: depth + 1)
    }
}
