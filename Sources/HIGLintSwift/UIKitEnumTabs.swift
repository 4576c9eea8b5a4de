import HIGLint
import SwiftSyntax

/// A tab bar controller's tabs made from an enum's cases, each tab's item set with what the case
/// gives: `viewControllers = Tab.allCases.map { tab in …; controller.tabBarItem = UITabBarItem(title:
/// tab.title, image: UIImage(systemName: tab.symbol), tag: tab.rawValue); return controller }`, or a
/// loop over them that sets each controller's item by its index (`for (index, tab) in
/// Tab.allCases.enumerated() { viewControllers?[index].tabBarItem = UITabBarItem(…) }`). One tab per
/// case, in the enum's order, the closure's or loop's name for the case read as that case: its
/// computed properties' `switch self` arms.
extension UIKitMapping {
    /// Where a list of tabs is made from an enum's cases: the enum, the name the code gives each case,
    /// and the code that sets each case's tab.
    struct CaseTabs {
        let cases: [String]
        let enumParts: [TypeDeclaration]
        let parameter: String
        let body: Syntax
    }

    /// `Tab.allCases.map { tab in … }` (also `$0`) whose closure sets a tab item; nil for anything else: a
    /// `compactMap` may leave cases out, and a closure that only calls the type's function for each case is
    /// read as that function's arms (`switchedResults`).
    func caseTabs(mapping expression: ExprSyntax) -> CaseTabs? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "map", let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              let base = member.base, TypeCode.assignments(in: Syntax(closure)).contains(where: { $0.target.contains(".tabBarItem") }) else { return nil }
        return caseTabs(over: base, TypeCode.parameterNames(closure).first ?? "$0", body: Syntax(closure.statements))
    }

    /// `for (index, tab) in Tab.allCases.enumerated() { … }`, with the name it gives the index (nil for `for tab in Tab.allCases`).
    func caseTabs(looping loop: ForStmtSyntax) -> (CaseTabs, index: String?)? {
        var sequence = loop.sequence
        var index: String?
        var parameter = loop.pattern.trimmedText
        if let enumerated = sequence.as(FunctionCallExprSyntax.self), let member = enumerated.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "enumerated", enumerated.arguments.isEmpty, let base = member.base,
           let pair = loop.pattern.as(TuplePatternSyntax.self), pair.elements.count == 2 {
            sequence = base
            index = pair.elements.first?.pattern.trimmedText
            parameter = pair.elements.last?.pattern.trimmedText ?? parameter
        }
        return caseTabs(over: sequence, parameter, body: Syntax(loop.body.statements)).map { ($0, index) }
    }

    private func caseTabs(over sequence: ExprSyntax, _ parameter: String, body: Syntax) -> CaseTabs? {
        guard let list = sequence.as(MemberAccessExprSyntax.self), list.declName.baseName.text == "allCases", let base = list.base?.trimmedText,
              let enumParts = index.declarationParts(of: String(base.split(separator: ".").last ?? ""), from: file.path).nonEmpty,
              let cases = enumParts.lazy.map(\.cases).first(where: { !$0.isEmpty }) else { return nil }
        return CaseTabs(cases: cases, enumParts: enumParts, parameter: parameter, body: body)
    }

    /// One tab for each case: the title and image the code sets on a controller's `tabBarItem` (a
    /// `UITabBarItem(title:image:…)` or its `title` and `image`), read with the case's values; nil
    /// when the code sets no tab item, or sets one it does not make from the case's values alone.
    /// `target`: the controller whose item is set, when the code names one (`viewControllers?[index]`).
    /// A case whose title is set but not read is left out, noted: the bar is then `dynamic`.
    mutating func tabs(for found: CaseTabs, code: TypeCode, path: String, target: ((String) -> Bool)? = nil, dynamic: inout Bool) -> [Node]? {
        var title: ExprSyntax?, image: ExprSyntax?, set: Syntax?
        for assignment in TypeCode.assignments(in: found.body) {
            let written = assignment.target.unwrappedName
            guard let dot = written.range(of: ".tabBarItem"), target.map({ $0(String(written[..<dot.lowerBound])) }) ?? true else { continue }
            switch written[dot.upperBound...] {
            case "":
                guard let call = code.resolved(assignment.value).as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText.hasSuffix("UITabBarItem") else { return nil }
                title = call.arguments.first { $0.label?.text == "title" }?.expression
                image = call.arguments.first { $0.label?.text == "image" }?.expression
            case ".title": title = assignment.value
            case ".image": image = assignment.value
            default: continue
            }
            set = assignment.syntax
        }
        guard let set, title != nil || image != nil else { return nil }
        let at = code.anchor(set, path: path)
        let enumCode = TypeCode(type: found.enumParts[0].name, parts: found.enumParts)
        /// Where a value a case gives is written: in the enum's arm, else `other`.
        func placed(_ value: ExprSyntax, else other: SourceAnchor) -> SourceAnchor {
            found.enumParts.contains { $0.declaration.root.id == value.root.id } ? enumCode.anchor(value, path: enumCode.path(of: Syntax(value))) : other
        }
        return found.cases.compactMap { caseName in
            // Each tab where its case's title is written (`case .home: "Home"`), else where the code sets the items.
            let value = title.flatMap { caseValue($0, found, caseName, enumCode: enumCode) }
            let tabAt = value.map { placed($0, else: code.anchor($0, path: path)) } ?? at
            var fields: [Node.Member] = []
            if let value, let literal = index.text(of: value) {
                fields.append(member("title", text(literal, tabAt)))
            } else if title != nil {
                note(tabAt, "the title of the \(caseName) tab is computed, or a localization key no string table gives a value for; the tab bar is checked without it")
                dynamic = true
                return nil
            }
            if let image, let read = caseImage(image, found, caseName, enumCode: enumCode, at: { placed($0, else: tabAt) }) { fields.append(read) }
            return Node(content: .object(fields), anchor: tabAt)
        }
    }

    /// What an expression of the tab's code is for one case: `tab.title` is the arm of the enum's
    /// `title` for that case; an expression that does not name the case, itself.
    private func caseValue(_ expression: ExprSyntax, _ found: CaseTabs, _ caseName: String, enumCode: TypeCode) -> ExprSyntax? {
        let unwrapped = expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression
        if let access = unwrapped.as(MemberAccessExprSyntax.self), access.base?.trimmedText == found.parameter,
           let binding = enumCode.binding(named: access.declName.baseName.text, around: found.enumParts[0].declaration),
           let statements = SwiftTypeIndex.getterStatements(binding.accessorBlock) {
            return StringConstant.caseExpressions(statements).first { $0.caseName == caseName }?.expression
        }
        return expression.tokens(viewMode: .sourceAccurate).contains { $0.text == found.parameter } ? nil : expression
    }

    /// The image a tab's code gives one case: the case's arm of an image property (`tab.image`), or an
    /// image made from the name an arm gives (`UIImage(systemName: tab.symbol)`, `UIImage(named: tab.icon)`).
    /// `at`: where a value the case gives is written.
    private func caseImage(_ expression: ExprSyntax, _ found: CaseTabs, _ caseName: String, enumCode: TypeCode, at: (ExprSyntax) -> SourceAnchor) -> Node.Member? {
        let unwrapped = expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression
        if let call = unwrapped.as(FunctionCallExprSyntax.self), SwiftLiterals.isImageInitializer(call), let first = call.arguments.first,
           first.expression.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == found.parameter }) {
            guard let value = caseValue(first.expression, found, caseName, enumCode: enumCode), let name = SwiftLiterals.string(value) else { return nil }
            return member(first.label?.text == "systemName" ? "symbol" : "image", text(name, at(value)))
        }
        return caseValue(expression, found, caseName, enumCode: enumCode).map { image($0, at: at($0)) }
    }
}
