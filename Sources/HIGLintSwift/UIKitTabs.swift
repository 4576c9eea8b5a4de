import HIGLint
import SwiftSyntax

/// A tab bar controller's tabs as UIKit code sets them: `tabs = [UITab(…), UITabGroup(…), UISearchTab { … }]`
/// with the placements set on them, and the controller's `mode`.
extension UIKitMapping {
    /// The tab bars the code of a type sets up, one for each `tabs = [...]` it assigns once and unconditionally.
    mutating func tabBars(_ code: TypeCode, in declaration: TypeDeclaration, platform: Platform) -> [(Node, [Violation])] {
        var results: [(Node, [Violation])] = []
        let assignments = TypeCode.assignments(in: declaration.declaration)
        for assignment in assignments where assignment.target == "tabs" || assignment.target.hasSuffix(".tabs") {
            guard let array = assignment.value.as(ArrayExprSyntax.self) else { continue }
            notes = []
            let owner = String(assignment.target.dropLast(4))
            let path = code.path(of: assignment.syntax)
            let at = code.anchor(assignment.syntax, path: path)
            if TypeCode.isConditional(assignment.syntax) {
                note(at, "these tabs are set under a condition; hig-lint reads only tabs set unconditionally, and checks no tab bar here")
                results.append((Node(content: .object([member("platforms", Node(content: .array([text(platform.rawValue, at)]), anchor: at))]), anchor: at), notes))
                continue
            }
            var dynamic = false
            let tabs = array.elements.compactMap { element -> Node? in
                // A tab hidden by default shows only once people add it: the bar starts without it.
                if let reference = element.expression.as(DeclReferenceExprSyntax.self),
                   code.assignments(to: reference.baseName.text, around: Syntax(element)).contains(where: {
                       $0.property == "isHiddenByDefault" && $0.value.trimmedDescription == "true" && !TypeCode.isConditional($0.syntax) }) {
                    return nil
                }
                guard let tab = tab(element.expression, code: code, path: path) else {
                    note(code.anchor(element.expression, path: path), "this tab is built in a way hig-lint cannot read; the tab bar is checked without it")
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
                if array.elements.contains(where: { $0.expression.trimmedDescription.hasPrefix("UITabGroup") }) {
                    members.append(member("style", text("sidebarAdaptable", at)))
                }
            }
            if dynamic { members.append(member("dynamicTabs", Node(content: .bool(true), anchor: at))) }
            let platforms = member("platforms", Node(content: .array([text(platform.rawValue, at)]), anchor: at))
            results.append((Node(content: .object([platforms, member("tabBar", Node(content: .object(members), anchor: at))]), anchor: at), notes))
        }
        return results
    }

    /// One tab: `UITab(title:image:identifier:)`, `UITabGroup(…children:)`, `UISearchTab`, or a
    /// constant holding one, with the `preferredPlacement` its function sets.
    private mutating func tab(_ expression: ExprSyntax, code: TypeCode, path: String) -> Node? {
        let at = code.anchor(expression, path: path)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard let initial = code.constant(named: reference.baseName.text, around: Syntax(expression)),
                  let node = tab(initial, code: code, path: path), case .object(var fields) = node.content else { return nil }
            for assignment in code.assignments(to: reference.baseName.text, around: Syntax(expression))
            where assignment.property == "preferredPlacement" && !TypeCode.isConditional(assignment.syntax) {
                guard let placement = SwiftLiterals.caseName(assignment.value), Self.placements.contains(placement) else { continue }
                fields.removeAll { $0.name == "placement" }
                fields.append(member("placement", text(placement, code.anchor(assignment.value, path: path))))
            }
            return Node(content: .object(fields), anchor: node.anchor)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        switch call.calledExpression.trimmedDescription {
        case "UISearchTab":
            // UIKit keeps a search tab apart at the trailing end: it is pinned unless told otherwise.
            return Node(content: .object([member("title", text("Search", at)), member("symbol", text("magnifyingglass", at)),
                                          member("role", text("search", at)), member("placement", text("pinned", at))]), anchor: at)
        case "UITab", "UITabGroup":
            var fields: [Node.Member] = []
            if let identifier = call.arguments.first(where: { $0.label?.text == "identifier" }).flatMap({ SwiftLiterals.string($0.expression) }) {
                fields.append(member("id", text(identifier, at)))
            }
            guard let title = call.arguments.first(where: { $0.label?.text == "title" }).flatMap({ SwiftLiterals.string($0.expression) })
                .flatMap(index.localizations.text(for:)) else { return nil }
            fields.append(member("title", text(title, at)))
            if let symbol = call.arguments.first(where: { $0.label?.text == "image" }).flatMap({ SwiftLiterals.symbolName($0.expression) }) {
                fields.append(member("symbol", text(symbol, at)))
            }
            if let children = call.arguments.first(where: { $0.label?.text == "children" })?.expression.as(ArrayExprSyntax.self) {
                let nodes = children.elements.compactMap { tab($0.expression, code: code, path: path) }
                fields.append(member("children", Node(content: .array(nodes), anchor: at)))
            }
            return Node(content: .object(fields), anchor: at)
        default:
            return nil
        }
    }

    static let placements: Set<String> = ["automatic", "default", "fixed", "optional", "movable", "pinned", "sidebarOnly"]
}
