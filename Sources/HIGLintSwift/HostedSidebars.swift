import SwiftSyntax

/// SwiftUI views that AppKit split views show as their sidebars, and views of AppKit or UIKit
/// that a SwiftUI sidebar shows as its list.
///
/// `NSSplitViewItem(sidebarWithViewController: NSHostingController(rootView: Navigator()))` makes
/// `Navigator` a sidebar column, as the first column of a `NavigationSplitView` is; the hosting
/// controller may be a constant first, and the view a parameter of the function that makes the
/// item, which its callers give. A representable (`NSViewControllerRepresentable`) whose view is
/// an outline view is the column's list, its rows a tree from data.
enum HostedSidebars {
    /// A view an AppKit split view shows as its sidebar, as written where the code gives it, or
    /// the place where the code gives one hig-lint cannot follow (a value computed at run time).
    enum Root {
        case view(ExprSyntax, in: TypeDeclaration)
        case unread(Syntax, in: TypeDeclaration, String)
    }

    /// The name that makes a file worth searching for hosted sidebars.
    static let needle = Array("sidebarWithViewController".utf8)

    /// How far a value is followed through constants and parameters.
    static let maximumLinks = 4

    /// The SwiftUI views the sidebar items a declaration makes host. A sidebar item of an AppKit
    /// view controller (`SidebarViewController()`) hosts none, and is read from its own code.
    static func roots(in declaration: TypeDeclaration, index: SwiftTypeIndex) -> [Root] {
        let parts = index.parts(of: declaration.name, from: declaration.file.path).nonEmpty ?? [declaration]
        let items = TypeCode.calls(in: declaration.declaration).filter {
            $0.calledExpression.trimmedText == "NSSplitViewItem" && $0.arguments.first?.label?.text == "sidebarWithViewController"
        }
        var found: [Root] = []
        for item in items {
            guard let controller = item.arguments.first?.expression else { continue }
            for value in values(of: controller, parts: parts, links: 0) ?? [] {
                guard let hosting = value.as(FunctionCallExprSyntax.self), hostingName(hosting) == "NSHostingController",
                      let rootView = hosting.arguments.first(where: { $0.label?.text == "rootView" })?.expression else { continue }
                let owner = index.declaration(around: Syntax(hosting)) ?? declaration
                guard let views = values(of: rootView, parts: parts, links: 0), !views.isEmpty else {
                    found.append(.unread(Syntax(rootView), in: owner,
                                         "the view this NSHostingController shows as a sidebar is a value hig-lint cannot follow; the sidebar is not checked"))
                    continue
                }
                for view in views { found.append(.view(view, in: index.declaration(around: Syntax(view)) ?? owner)) }
            }
        }
        return found
    }

    private static func hostingName(_ call: FunctionCallExprSyntax) -> String {
        (call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression).trimmedText
    }

    /// What an expression stands for: itself, or, for a name, the value of the constant of that
    /// name (in the function around it, else a stored property), or for a parameter of the
    /// function around it, what each call of that function in the type gives it. Nil when a
    /// name is neither, or a function that takes it has no calls.
    static func values(of expression: ExprSyntax, parts: [TypeDeclaration], links: Int) -> [ExprSyntax]? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return [expression] }
        guard links < maximumLinks else { return nil }
        let code = TypeCode(type: parts[0].name, parts: parts)
        if let function = TypeCode.function(around: Syntax(expression))?.as(FunctionDeclSyntax.self),
           let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
            let given = arguments(givenTo: parameter, of: function, in: parts)
            guard !given.isEmpty else { return nil }
            var found: [ExprSyntax] = []
            for argument in given {
                guard let values = values(of: argument, parts: parts, links: links + 1) else { return nil }
                found += values
            }
            return found
        }
        guard let value = code.constant(named: name, around: Syntax(expression)) else { return nil }
        return values(of: value, parts: parts, links: links + 1)
    }

    /// What the calls of a function of the type (`makeSidebar(view: Navigator())`, `self.makeSidebar(…)`)
    /// give one of its parameters, matched by the call's argument labels.
    private static func arguments(givenTo parameter: FunctionParameterSyntax, of function: FunctionDeclSyntax, in parts: [TypeDeclaration]) -> [ExprSyntax] {
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
        guard let position = function.signature.parameterClause.parameters.firstIndex(where: { $0.id == parameter.id }) else { return [] }
        let offset = function.signature.parameterClause.parameters.distance(from: function.signature.parameterClause.parameters.startIndex, to: position)
        return parts.flatMap { TypeCode.calls(in: $0.declaration) }.compactMap { call -> ExprSyntax? in
            let called = call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedText == "self" ? $0.declName.baseName.text : nil }
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard called == function.name.text, call.arguments.map({ $0.label?.text ?? "_" }) == labels,
                  offset < call.arguments.count else { return nil }
            return call.arguments[call.arguments.index(call.arguments.startIndex, offsetBy: offset)].expression
        }
    }

    // MARK: Lists of AppKit and UIKit

    /// The rows a representable's view shows: a tree from data (an outline view, a UIKit list
    /// with outline disclosure) or a flat list from data (a table view).
    enum RepresentedList { case tree, flat }

    static let representables: Set<String> = ["NSViewRepresentable", "NSViewControllerRepresentable", "UIViewRepresentable", "UIViewControllerRepresentable"]
    static let makers: Set<String> = ["makeNSView", "makeNSViewController", "makeUIView", "makeUIViewController"]

    /// The list a representable view type of the run shows: what its code, or the code of the view
    /// or controller type it makes (`typealias NSViewControllerType = FileTreeController`, or the
    /// return type of `makeNSViewController`), creates or holds. Nil for a type that is no
    /// representable or shows no list.
    static func representedList(_ name: String, from file: String, index: SwiftTypeIndex) -> RepresentedList? {
        let parts = index.parts(of: name, from: file)
        guard parts.contains(where: { SwiftTypeIndex.inheritedTypes(of: $0).contains { representables.contains($0.trimmedText) } }) else { return nil }
        var made: Set<String> = []
        for part in parts {
            for alias in TypeCode.all(TypeAliasDeclSyntax.self, in: part.declaration) where alias.name.text.hasSuffix("Type") {
                made.insert(alias.initializer.value.trimmedText)
            }
            for function in TypeCode.all(FunctionDeclSyntax.self, in: part.declaration) where makers.contains(function.name.text) {
                if let returned = function.signature.returnClause?.type.trimmedText { made.insert(returned) }
            }
        }
        let held = parts.map(\.declaration) + made.sorted().flatMap { index.declarationParts(of: $0, from: file).map(\.declaration) }
        var kind: RepresentedList?
        for syntax in held {
            for token in syntax.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifierLike {
                switch listKind(token.text, index: index, file: file) {
                case .tree?: return .tree
                case .flat?: kind = .flat
                case nil: break
                }
            }
        }
        return kind
    }

    /// What a name in a representable's code says it shows: AppKit's and UIKit's outline and table
    /// views, UIKit's outline disclosure, and the run's own subclasses of the views.
    private static func listKind(_ name: String, index: SwiftTypeIndex, file: String) -> RepresentedList? {
        switch name {
        case "NSOutlineView", "outlineDisclosure": return .tree
        case "NSTableView", "UITableView": return .flat
        default:
            guard name.first?.isUppercase == true, name.hasSuffix("View"), index.declaresType(name) else { return nil }
            let inherited = index.parts(of: name, from: file).flatMap(SwiftTypeIndex.inheritedTypes).map(\.trimmedText)
            if inherited.contains("NSOutlineView") { return .tree }
            return inherited.contains { $0 == "NSTableView" || $0 == "UITableView" } ? .flat : nil
        }
    }
}

private extension TokenKind {
    var isIdentifierLike: Bool {
        if case .identifier = self { return true }
        return false
    }
}
