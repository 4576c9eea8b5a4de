import HIGLint
import SwiftSyntax

/// Titles a coordinator, router or parent controller gives a controller it makes:
/// `let settings = SettingsViewController(); settings.title = L10n.settings; push(settings)`,
/// `let host = UIHostingController(rootView: BuyView()); host.navigationItem.title = "Buy"`.
/// The title is the made screen's: read as that controller's (or hosted view's) bar, placed
/// where the code gives it.
extension UIKitMapping {
    /// The bars the code of one declaration gives the controllers it makes: a title set once in the
    /// block that makes the controller and shows it in a bar (`showsInBar`), and the title its initializer
    /// takes (`initializerTitle`). A controller whose own code sets its title keeps that one (its
    /// `viewDidLoad` runs after the maker's assignment), and a title given under a condition of the
    /// maker's (`if isEthereum { vc.title = … } else { … }`) is not read.
    mutating func givenTitles(_ walk: DeclarationWalk, code: TypeCode, platforms: [Platform]) -> [(Node, [Violation])] {
        guard !platforms.isEmpty else { return [] }
        var results: [(Node, [Violation])] = []
        struct Local: Hashable { let name: String, function: SyntaxIdentifier? }
        var given: [Local: Int] = [:]
        let titled = TypeCode.assignments(among: walk.sequences).compactMap { assignment -> (local: String, value: ExprSyntax, syntax: Syntax)? in
            let target = assignment.target
            for property in [".navigationItem.title", ".title"] where target.hasSuffix(property) {
                let local = target.dropLast(property.count).unwrappedName
                guard !local.isEmpty, !local.contains("."), local.first?.isLowercase == true else { return nil }
                return (local, assignment.value, assignment.syntax)
            }
            return nil
        }
        func key(_ local: String, _ syntax: Syntax) -> Local { Local(name: local, function: TypeCode.function(around: syntax)?.id) }
        // A controller given two titles (one in each branch, or one replaced later) has no one title: not read.
        for (local, _, syntax) in titled { given[key(local, syntax), default: 0] += 1 }
        for (local, value, syntax) in titled where given[key(local, syntax)] == 1 {
            // The local the function around makes (not a stored property: its controller is made elsewhere), and what it makes.
            guard let function = TypeCode.function(around: syntax), !function.is(MemberBlockItemSyntax.self),
                  let binding = code.binding(named: local, around: syntax, withValue: true), function.position <= binding.position, binding.endPosition <= function.endPosition,
                  let screen = madeScreen(binding, code: code) else { continue }
            // Given in the block the controller is made in, whatever runs it (a closure the maker's code hands on, a switch arm).
            var block = Syntax(binding)
            while !block.is(CodeBlockItemListSyntax.self), let parent = block.parent { block = parent }
            let at = code.anchor(value, path: screen)
            guard !TypeCode.isConditional(syntax, within: block), Self.showsInBar(local, in: block, function: function),
                  let title = titleMembers(value, at: at) else { continue }
            results += titledBars(title, at: at, platforms: platforms)
        }
        // `ListViewController(title: L10n.accounts)`: a controller of the app's whose initializer titles it with what it is given.
        for call in walk.calls {
            guard let (screen, value) = initializerTitle(call) else { continue }
            let at = code.anchor(value, path: screen)
            guard let title = titleMembers(value, at: at) else {
                results.append((Node(content: .object([]), anchor: at), [Violation(at: at, "this title is computed, or a localization key no string catalog gives a value for; hig-lint reads only literal titles")]))
                continue
            }
            results += titledBars(title, at: at, platforms: platforms)
        }
        return results
    }

    /// A title's text, or the text it writes with values known only when the app runs (`titleContinues`); nil when computed.
    private func titleMembers(_ value: ExprSyntax, at: SourceAnchor) -> [Node.Member]? {
        if let literal = index.text(of: value) { return [member("title", text(literal, at))] }
        return index.writtenText(of: [value]).map { [member("title", text($0, at)), member("titleContinues", Node(content: .bool(true), anchor: at))] }
    }

    /// A bar showing only a title, on each platform.
    private func titledBars(_ title: [Node.Member], at: SourceAnchor, platforms: [Platform]) -> [(Node, [Violation])] {
        platforms.map { platform in
            let shown = member("platforms", Node(content: .array([text(platform.rawValue, at)]), anchor: at))
            return (Node(content: .object([shown, member("toolbar", Node(content: .object(title), anchor: at))]), anchor: at), [])
        }
    }

    /// The controller a call makes and the argument its initializer titles it with (`self.title = title`,
    /// `navigationItem.title = title`, unconditionally); nil for any other call, and for a controller whose
    /// other code sets its title or hides its bar (`untitledController`).
    mutating func initializerTitle(_ call: FunctionCallExprSyntax) -> (screen: String, argument: ExprSyntax)? {
        var made = call.calledExpression.trimmedText
        if made.hasSuffix(".init") { made.removeLast(5) }
        guard !call.arguments.isEmpty, made.first?.isUppercase == true, made.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        if titlingInitializers[made] == nil { titlingInitializers[made] = titlingInitializers(of: made) }
        for (initializer, parameter) in titlingInitializers[made]! {
            guard let given = TypeCode.bind(call.arguments, to: initializer.signature.parameterClause.parameters) else { continue }
            return given[parameter].map { (made, $0) }
        }
        return nil
    }

    /// A controller type's initializers, each with the position of the parameter it titles the controller
    /// with; none for a type that is no controller of the app's, or whose code outside them sets its title or hides its bar.
    /// Read once a type for the file (`titlingInitializers`): a maker calls an initializer many times.
    private func titlingInitializers(of name: String) -> [(InitializerDeclSyntax, Int)] {
        guard let parts = index.parts(of: name, from: file.path).nonEmpty, isViewController(name, parts: parts) else { return [] }
        let titles: Set<String> = ["title", "navigationItem.title"]
        let initializers = parts.flatMap { part in
            (part.declaration.asProtocol(DeclGroupSyntax.self)?.memberBlock.members ?? []).compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        }
        var found: [(InitializerDeclSyntax, Int)] = []
        for initializer in initializers {
            guard let body = initializer.body else { continue }
            let parameters = Array(initializer.signature.parameterClause.parameters)
            let given = TypeCode.assignments(in: Syntax(body)).lazy.filter { titles.contains($0.target) && !TypeCode.isConditional($0.syntax) }
                .compactMap { assignment in parameters.firstIndex { ($0.secondName ?? $0.firstName).text == assignment.value.trimmedText } }.first
            if let given { found.append((initializer, given)) }
        }
        // Its own title elsewhere (`viewDidLoad`'s `title = "Inbox"`) replaces the one it was given.
        guard !found.isEmpty, !Self.titlesOrHidesItself(parts, outside: Set(initializers.map { Syntax($0).id })) else { return [] }
        return found
    }

    /// Whether a controller's code sets its title or hides its navigation bar (even only sometimes), outside
    /// the declarations `outside` names (its initializers that take a title).
    static func titlesOrHidesItself(_ parts: [TypeDeclaration], outside: Set<SyntaxIdentifier> = []) -> Bool {
        func skipped(_ node: Syntax) -> Bool {
            var current: Syntax? = node
            while let syntax = current { if outside.contains(syntax.id) { return true }; current = syntax.parent }
            return false
        }
        let titles: Set<String> = ["title", "navigationItem.title"]
        return parts.contains { part in
            TypeCode.assignments(in: part.declaration).contains { assignment in
                (titles.contains(assignment.target) || hidesNavigationBar(assignment.target)) && !skipped(assignment.syntax)
            }
                || TypeCode.all(FunctionCallExprSyntax.self, in: part.declaration).contains(where: setsNavigationBarHidden)
        }
    }

    /// Whether the code that makes a controller shows it where its navigation bar shows: pushes it, wraps it in
    /// a navigation controller, lists it in a tab bar or stack, or returns it (not from a representable's
    /// `makeUIViewController`, whose bar is SwiftUI's). A child it adds, or one it presents alone, has no bar of its own.
    static func showsInBar(_ local: String, in block: Syntax, function: Syntax) -> Bool {
        if function.as(FunctionDeclSyntax.self)?.name.text == "makeUIViewController" { return false }
        func names(_ expression: ExprSyntax) -> Bool {
            if expression.as(DeclReferenceExprSyntax.self)?.baseName.text == local { return true }
            return expression.as(ArrayExprSyntax.self)?.elements.contains { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == local } == true
        }
        let shows: Set<String> = ["pushViewController", "show", "setViewControllers", "UINavigationController", "initWithRootViewController"]
        for call in TypeCode.all(FunctionCallExprSyntax.self, in: block) {
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calledExpression.trimmedText
            if shows.contains(name) || name.hasSuffix("NavigationController"), call.arguments.contains(where: { names($0.expression) }) { return true }
        }
        if TypeCode.all(ReturnStmtSyntax.self, in: block).contains(where: { $0.expression.map(names) == true }) { return true }
        return TypeCode.assignments(in: block).contains { $0.target.hasSuffix("viewControllers") && names($0.value) }
    }

    /// The screen a local makes, named as its type: the view a hosting controller shows
    /// (`UIHostingController(rootView: BuyView(…))`), or a view controller class of the app's whose
    /// own code sets no title; nil for anything else (a bar button item's or an alert's title, a
    /// navigation controller's, which shows in no navigation bar).
    private func madeScreen(_ binding: PatternBindingSyntax, code: TypeCode) -> String? {
        let written = binding.typeAnnotation.map { $0.type.trimmedText }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else {
            return written.flatMap(Self.ownTypeName).flatMap(untitledController)
        }
        var made = call.calledExpression.trimmedText
        if made.hasSuffix(".init") { made.removeLast(5) }
        if let generic = made.firstIndex(of: "<") { made = String(made[..<generic]) }
        if made == "UIHostingController" {
            // `UIHostingController(rootView: settings)`, the view made a line before.
            guard var root = call.arguments.first(where: { $0.label?.text == "rootView" })?.expression else { return nil }
            if let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text, let made = code.binding(named: name, around: Syntax(root), withValue: true)?.initializer?.value {
                root = made
            }
            guard let view = root.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText, view.first?.isUppercase == true, !view.contains("."),
                  index.declaresType(view) else { return nil }
            // A view that titles itself (`.navigationTitle("Profile")`) keeps its own title.
            let titling = index.parts(of: view, from: file.path).contains { part in
                TypeCode.all(FunctionCallExprSyntax.self, in: part.declaration).contains { call in
                    call.calledExpression.as(MemberAccessExprSyntax.self).map { SwiftRecognizers.titles.names.contains($0.declName.baseName.text) } == true
                }
            }
            return titling ? nil : view
        }
        guard made.first?.isUppercase == true, !made.contains(".") else { return written.flatMap(Self.ownTypeName).flatMap(untitledController) }
        return untitledController(made)
    }

    /// A view controller class of the app's (not a navigation or tab bar controller) whose own code sets no title.
    private func untitledController(_ name: String) -> String? {
        // Generic arguments aside (`UIHostingControllerWithoutNavigation<SettingsView>`).
        let name = name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
        guard !name.hasSuffix("NavigationController"), !name.hasSuffix("TabBarController"),
              let parts = index.parts(of: name, from: file.path).nonEmpty, isViewController(name, parts: parts) else { return nil }
        // (Nor one whose code hides its navigation bar, even only sometimes: `setNavigationBarHidden(navigationIsHidden, …)`.)
        return Self.titlesOrHidesItself(parts) ? nil : name
    }
}
