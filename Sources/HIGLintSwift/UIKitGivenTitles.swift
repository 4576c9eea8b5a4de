import HIGLint
import SwiftSyntax

/// Titles a coordinator, router or parent controller gives a controller it makes:
/// `let settings = SettingsViewController(); settings.title = L10n.settings; push(settings)`,
/// `let host = UIHostingController(rootView: BuyView()); host.navigationItem.title = "Buy"`.
/// The title is the made screen's: read as that controller's (or hosted view's) bar, placed
/// where the code gives it.
extension UIKitMapping {
    /// The bars the code of one declaration gives the controllers it makes; each title set once in
    /// the code that makes its controller. A controller whose own code sets its title keeps that one
    /// (its `viewDidLoad` runs after the maker's assignment), and a title given under a condition
    /// of the maker's (`if isEthereum { vc.title = … } else { … }`) is not read.
    func givenTitles(_ walk: DeclarationWalk, code: TypeCode, platforms: [Platform]) -> [(Node, [Violation])] {
        guard !platforms.isEmpty else { return [] }
        var results: [(Node, [Violation])] = []
        struct Local: Hashable { let name: String, function: SyntaxIdentifier? }
        var given: [Local: Int] = [:]
        let titled = TypeCode.assignments(among: walk.sequences).compactMap { assignment -> (local: String, value: ExprSyntax, syntax: Syntax)? in
            let target = assignment.target
            for property in [".navigationItem.title", ".title"] where target.hasSuffix(property) {
                let local = String(target.dropLast(property.count)).replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
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
            guard !TypeCode.isConditional(syntax, within: block), index.text(of: value) != nil || index.writtenText(of: [value]) != nil else { continue }
            let at = code.anchor(value, path: screen)
            let title: [Node.Member]
            if let literal = index.text(of: value) {
                title = [member("title", text(literal, at))]
            } else {
                title = [member("title", text(index.writtenText(of: [value])!, at)), member("titleContinues", Node(content: .bool(true), anchor: at))]
            }
            results += titledBars(title, at: at, platforms: platforms)
        }
        // `ListViewController(title: L10n.accounts)`: a controller of the app's whose initializer titles it with what it is given.
        for call in walk.calls {
            guard let (screen, value) = initializerTitle(call), let written = index.text(of: value) ?? index.writtenText(of: [value]) else { continue }
            let at = code.anchor(value, path: screen)
            var title = [member("title", text(written, at))]
            if index.text(of: value) == nil { title.append(member("titleContinues", Node(content: .bool(true), anchor: at))) }
            results += titledBars(title, at: at, platforms: platforms)
        }
        return results
    }

    /// A bar showing only a title, on each platform.
    private func titledBars(_ title: [Node.Member], at: SourceAnchor, platforms: [Platform]) -> [(Node, [Violation])] {
        platforms.map { platform in
            let shown = member("platforms", Node(content: .array([text(platform.rawValue, at)]), anchor: at))
            return (Node(content: .object([shown, member("toolbar", Node(content: .object(title), anchor: at))]), anchor: at), [])
        }
    }

    /// The controller a call makes and the argument its initializer titles it with (`self.title = title`,
    /// `navigationItem.title = title`, unconditionally); nil for any other call.
    func initializerTitle(_ call: FunctionCallExprSyntax) -> (screen: String, argument: ExprSyntax)? {
        var made = call.calledExpression.trimmedText
        if made.hasSuffix(".init") { made.removeLast(5) }
        guard !call.arguments.isEmpty, made.first?.isUppercase == true, made.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              let parts = index.parts(of: made, from: file.path).nonEmpty, isViewController(made, parts: parts) else { return nil }
        let titles: Set<String> = ["title", "navigationItem.title"]
        for initializer in parts.flatMap({ TypeCode.all(InitializerDeclSyntax.self, in: $0.declaration) }) {
            guard let body = initializer.body, let given = TypeCode.bind(call.arguments, to: initializer.signature.parameterClause.parameters) else { continue }
            let parameters = Array(initializer.signature.parameterClause.parameters)
            for assignment in TypeCode.assignments(in: Syntax(body)) where titles.contains(assignment.target) && !TypeCode.isConditional(assignment.syntax) {
                guard let position = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == assignment.value.trimmedText }) else { continue }
                return given[position].map { (made, $0) }
            }
            return nil
        }
        return nil
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
            guard let view = root.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText else { return nil }
            return view.first?.isUppercase == true && !view.contains(".") && index.declaresType(view) ? view : nil
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
        let titles: Set<String> = ["title", "navigationItem.title"]
        let titledOrHidden = parts.contains { part in
            TypeCode.assignments(in: part.declaration).contains { titles.contains($0.target) || $0.target.hasSuffix("isNavigationBarHidden") || $0.target.hasSuffix("navigationBar.isHidden") }
                || TypeCode.all(FunctionCallExprSyntax.self, in: part.declaration).contains { $0.calledExpression.trimmedText.hasSuffix("setNavigationBarHidden") }
        }
        return titledOrHidden ? nil : name
    }
}
