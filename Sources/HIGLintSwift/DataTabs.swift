import HIGLint
import SwiftSyntax

/// A TabView that makes a tab for each value of a list (`ForEach(coordinator.tabs) { tab in Tab(…) label:
/// { Label(tab.item.title, systemImage: tab.item.symbol) } }`) shows tabs the code states elsewhere:
/// where it makes the values (`TabEntry(title: "Home", symbol: "house")`). Which of them the list
/// holds, and in what order, is known at run time only, so they are the bar's `tabsFromData`, each
/// anchored where its text is written, and the bar stays `dynamicTabs`.
extension SwiftUIMapping {
    /// The list `Array(list.enumerated())` or `list.enumerated()` numbers, else nil.
    static func enumeratedList(_ expression: ExprSyntax) -> ExprSyntax? {
        var numbered = expression
        if let call = numbered.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "Array", call.arguments.count == 1,
           call.arguments.first?.label == nil, let inner = call.arguments.first?.expression { numbered = inner }
        guard let call = numbered.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "enumerated" else { return nil }
        return access.base
    }

    /// The tabs, and a note when the type is made in more places than are read.
    func tabsFromData(_ forEach: ViewCall, _ context: ReadingContext) -> (tabs: [DocumentNode], note: String?) {
        guard var list = forEach.firstUnlabeled, let content = forEach.content, var parameter = TypeCode.parameterNames(content).first,
              let tab = ViewSyntax.allViews(ViewSyntax.pieces(content.statements, context)).first else { return ([], nil) }
        // `ForEach(Array(tabs.enumerated()), id: \.offset) { index, item in … }`: the values are the list's, named by the second parameter.
        if let values = Self.enumeratedList(list), let named = TypeCode.parameterNames(content).dropFirst().first { (list, parameter) = (values, named) }
        let label = Self.labelExpressions(tab, context)
        let titleChain = label.title.flatMap { Self.chain($0, from: parameter) }
        let symbolChain = label.symbol.flatMap { Self.chain($0, from: parameter) }
        guard let chain = symbolChain ?? titleChain, let type = index.typeSetting(chain: chain, ofElementsOf: list, in: context.type) else { return ([], nil) }
        // The title and the symbol are read from the same value when their chains differ only in their last name.
        func property(_ other: [String]?) -> String? { other.flatMap { $0.dropLast() == chain.dropLast() ? $0.last : nil } }
        let (titleProperty, symbolProperty) = (property(titleChain), property(symbolChain))
        var tabs: [DocumentNode] = []
        let made = index.valuesMade(of: type)
        for (number, value) in made.values.enumerated()
        where ViewSyntax.builds(Syntax(value.call), on: context.platform, catalyst: context.catalyst) {
            let at = value.file.anchor(value.call, path: "\(value.place)/\(type.name)[\(number + 1)]")
            var members: [DocumentNode.Member] = []
            if let given = titleProperty.flatMap({ value.given[$0] }), let title = index.text(of: given), !title.isEmpty {
                members.append(member("title", text(title, value.file.anchor(given, path: at.path))))
            }
            if let given = symbolProperty.flatMap({ value.given[$0] }),
               let symbol = SwiftLiterals.string(given) ?? SwiftLiterals.symbolChoice(given) ?? index.text(of: given) {
                members.append(member("symbol", text(symbol, value.file.anchor(given, path: at.path))))
            }
            if !members.isEmpty { tabs.append(DocumentNode(content: .object(members), anchor: at)) }
        }
        let note = made.complete ? nil
            : "the code makes \(type.name) values in more than \(MadeValues.maximum) places; hig-lint checks the tabs of the first \(MadeValues.maximum)"
        return (tabs, note)
    }

    /// The expressions a tab's title and symbol are written with: `Tab(title, systemImage:)`, its
    /// `label:` closure's `Label`, or a view's `.tabItem { Label(…) }` (or `Text` and `Image(systemName:)`).
    private static func labelExpressions(_ tab: ViewCall, _ context: ReadingContext) -> (title: ExprSyntax?, symbol: ExprSyntax?) {
        var views: [ViewCall]
        if tab.name == "Tab" {
            if let symbol = tab.argument("systemImage") { return (tab.firstUnlabeled, symbol) }
            views = tab.closure("label").map { ViewSyntax.allViews(ViewSyntax.pieces($0.statements, context)) } ?? []
        } else {
            views = tab.modifier("tabItem")?.closures.first.map { ViewSyntax.allViews(ViewSyntax.pieces($0.closure.statements, context)) } ?? []
        }
        if let label = views.first(where: { $0.name == "Label" }) {
            let icon = label.closure("icon").flatMap { ViewSyntax.allViews(ViewSyntax.pieces($0.statements, context)).first { $0.name == "Image" } }
            return (label.firstUnlabeled, label.argument("systemImage") ?? icon?.argument("systemName"))
        }
        return (views.first { $0.name == "Text" }?.firstUnlabeled, views.first { $0.name == "Image" }?.argument("systemName"))
    }

    /// The names a member chain reads from a closure's parameter (`tab.item.symbol`: `["item", "symbol"]`).
    private static func chain(_ expression: ExprSyntax, from parameter: String) -> [String]? {
        var names: [String] = []
        var current = expression
        while let access = current.as(MemberAccessExprSyntax.self), access.declName.argumentNames == nil, let base = access.base {
            names.insert(access.declName.baseName.text, at: 0)
            current = base
        }
        guard !names.isEmpty, current.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter else { return nil }
        return names
    }
}
