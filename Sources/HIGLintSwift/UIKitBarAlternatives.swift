import HIGLint
import SwiftSyntax

/// The values a controller's bar property may hold, when the code sets it in several places, in
/// `if`/`switch` branches or through `?:` (`navigationItem.rightBarButtonItems = editing ? [done] : [edit, add]`,
/// a local `let button: UIBarButtonItem` given a value in each `case`): each value is an alternative,
/// checked in a description of its own, as the branches of a SwiftUI view are.
struct BarAlternative {
    /// The expressions that make the property's value: one title, or the items in order (none for `nil`).
    let values: [ExprSyntax]
    /// The value the assignment gives, which `values` were chosen from.
    let assigned: ExprSyntax
    /// The assignment that sets it.
    let syntax: Syntax
    let branches: Branches

    /// Which branch of each `if`, `switch` and `?:` a value is chosen in. Two values chosen in
    /// different branches of one conditional never show together; values set in different
    /// functions, or one after the other, may.
    struct Branches {
        var taken: [SyntaxIdentifier: SyntaxIdentifier] = [:]

        /// The branches around a node, up to its function.
        init(around node: Syntax) {
            var child = node
            while let parent = child.parent, !parent.is(FunctionDeclSyntax.self), !parent.is(InitializerDeclSyntax.self), !parent.is(MemberBlockItemSyntax.self) {
                if parent.is(IfExprSyntax.self) || parent.is(SwitchCaseListSyntax.self) || parent.is(TernaryExprSyntax.self) || parent.is(UnresolvedTernaryExprSyntax.self) {
                    taken[parent.id] = child.id
                } else if let list = parent.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == child.id }), index != list.startIndex,
                          case let before = list[list.index(before: index)], before.is(UnresolvedTernaryExprSyntax.self) {
                    // `c ? a : b` as written, before operators are folded: `b` follows the `? a :`.
                    taken[before.id] = child.id
                }
                child = parent
            }
        }

        init() {}

        func merged(_ other: Branches) -> Branches? {
            var merged = self
            for (conditional, branch) in other.taken {
                if let mine = merged.taken[conditional], mine != branch { return nil }
                merged.taken[conditional] = branch
            }
            return merged
        }
    }

    /// The most alternatives one bar is read as (the combinations of its properties' values).
    static let maximum = 16
}

extension UIKitMapping {
    /// The alternatives of each assignment of a bar property: for items, each array its value may
    /// be; for a title or item groups, each expression.
    func barAlternatives(_ assignments: [(value: ExprSyntax, syntax: Syntax)], items: Bool, code: TypeCode) -> [BarAlternative] {
        assignments.flatMap { assignment -> [BarAlternative] in
            let branches = BarAlternative.Branches(around: Syntax(assignment.value))
            if items {
                return itemAlternatives(assignment.value, branches, code: code).map { BarAlternative(values: $0.values, assigned: assignment.value, syntax: assignment.syntax, branches: $0.branches) }
            }
            return chosen(assignment.value, branches, code: code).map { BarAlternative(values: [$0.value], assigned: assignment.value, syntax: assignment.syntax, branches: $0.branches) }
        }
    }

    /// The item lists a bar items value may be: `nil` none, an array each combination of its
    /// elements' alternatives, anything else as `chosen(_:_:code:)` gives it.
    private func itemAlternatives(_ expression: ExprSyntax, _ branches: BarAlternative.Branches, code: TypeCode) -> [(values: [ExprSyntax], branches: BarAlternative.Branches)] {
        if expression.is(NilLiteralExprSyntax.self) { return [([], branches)] }
        if let array = expression.as(ArrayExprSyntax.self) {
            var combined: [(values: [ExprSyntax], branches: BarAlternative.Branches)] = [([], branches)]
            for element in array.elements {
                let choices = itemAlternatives(element.expression, branches, code: code)
                var next: [(values: [ExprSyntax], branches: BarAlternative.Branches)] = []
                for sofar in combined {
                    for choice in choices where next.count < BarAlternative.maximum {
                        if let merged = sofar.branches.merged(choice.branches) { next.append((values: sofar.values + choice.values, branches: merged)) }
                    }
                }
                combined = next
            }
            return combined
        }
        let choices = chosen(expression, branches, code: code)
        if choices.count == 1, choices[0].value.id == expression.id { return [([expression], branches)] }
        return choices.flatMap { itemAlternatives($0.value, $0.branches, code: code) }
    }

    /// The expressions a value may be: each branch of `c ? a : b`, each value a local declared
    /// without one is given in the function before it is used (`let button: UIBarButtonItem?` set in
    /// each `case`), or the expression itself.
    private func chosen(_ expression: ExprSyntax, _ branches: BarAlternative.Branches, code: TypeCode, depth: Int = 0) -> [(value: ExprSyntax, branches: BarAlternative.Branches)] {
        guard depth < TypeCode.maximumHops else { return [(expression, branches)] }
        if let (then, otherwise) = SwiftLiterals.ternaryBranches(expression), then.root == expression.root, otherwise.root == expression.root {
            return [then, otherwise].flatMap { branch in
                branches.merged(BarAlternative.Branches(around: Syntax(branch))).map { chosen(branch, $0, code: code, depth: depth + 1) } ?? []
            }
        }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let function = TypeCode.function(around: Syntax(expression)),
              let binding = TypeCode.all(PatternBindingSyntax.self, in: function).first(where: { $0.pattern.trimmedText == name }),
              binding.initializer == nil, binding.position < expression.position else { return [(expression, branches)] }
        let given = TypeCode.assignments(in: function).filter { $0.target == name && $0.syntax.position > binding.position && $0.syntax.position < expression.position }
        guard !given.isEmpty else { return [(expression, branches)] }
        return given.flatMap { assignment -> [(value: ExprSyntax, branches: BarAlternative.Branches)] in
            guard let inBranch = branches.merged(BarAlternative.Branches(around: Syntax(assignment.value))) else { return [] }
            return chosen(assignment.value, inBranch, code: code, depth: depth + 1)
        }
    }

    /// The one value an expression stands for where it is used: a constant's, or the one value a
    /// local declared without one is given (`let image: UIImage?` … `image = UIImage(systemName: "gear")`).
    func givenValue(_ expression: ExprSyntax, code: TypeCode) -> ExprSyntax {
        let resolved = code.resolved(expression)
        let choices = chosen(resolved, BarAlternative.Branches(), code: code)
        return choices.count == 1 ? choices[0].value : resolved
    }

    /// `target = condition ? a : b`, as two assignments, of `a` and of `b` (`TypeCode.assignments`
    /// reads a value that follows `=` alone, or only cast).
    static func ternaryAssignments(among sequences: [SequenceExprSyntax]) -> [(target: String, value: ExprSyntax, syntax: Syntax)] {
        sequences.flatMap { sequence -> [(target: String, value: ExprSyntax, syntax: Syntax)] in
            let elements = Array(sequence.elements)
            guard elements.count >= 5, elements[1].is(AssignmentExprSyntax.self),
                  let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
                  !elements.dropLast(2).contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) else { return [] }
            let target = TypeCode.withoutSelf(elements[0].trimmedText)
            return [(target, ternary.thenExpression, Syntax(sequence)), (target, elements[elements.count - 1], Syntax(sequence))]
        }
    }

    /// The combinations of each property's alternatives that can show together, first ones first,
    /// at most `BarAlternative.maximum`; `complete` is false when there were more.
    /// A property none of whose values can show with the ones chosen so far (`if editing { left = done;
    /// right = export } else { left = edit }`) is not set by that combination: nil in its place.
    static func combinations(_ properties: [[BarAlternative]]) -> (chosen: [[BarAlternative?]], complete: Bool) {
        var results: [[BarAlternative?]] = []
        var complete = true
        func choose(_ index: Int, _ sofar: [BarAlternative?], _ branches: BarAlternative.Branches) {
            guard complete else { return }
            guard index < properties.count else {
                if results.count == BarAlternative.maximum { complete = false } else { results.append(sofar) }
                return
            }
            var chosenAny = false
            for alternative in properties[index] {
                guard let merged = branches.merged(alternative.branches) else { continue }
                chosenAny = true
                choose(index + 1, sofar + [alternative], merged)
            }
            if !chosenAny { choose(index + 1, sofar + [nil], branches) }
        }
        choose(0, [], BarAlternative.Branches())
        return (results, complete)
    }
}
