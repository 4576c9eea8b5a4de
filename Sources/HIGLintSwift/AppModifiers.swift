import SwiftSyntax

/// Modifiers of the app's own that title a screen: a View extension's function
/// (`func brandTitle(_ text: String) -> some View`) whose body applies `.navigationTitle` to what it
/// is given, itself, through another such function, or through a `ViewModifier` of the app's
/// (`modifier(BrandTitle(text: text))`), and `.modifier(BrandTitle(text: "Inbox"))` written at the
/// screen. Each screen that applies one is titled by the argument its own call gives, read where
/// that call is written, as if it had called `.navigationTitle` itself.
extension SwiftTypeIndex {
    /// How many of the app's modifiers, one inside another, a title is followed through.
    static let maximumModifierDepth = 3

    /// The caller's argument that a use of an app's own modifier titles its view with; nil when
    /// the modifier is not the app's, titles nothing, or titles with something it is not given.
    /// `principal`: also the one `Text` of a `.principal` toolbar item the function's toolbar holds
    /// (`func appToolbar(title: String) -> some View { toolbar { ToolbarItem(placement: .principal) { Text(title) } } }`),
    /// the title people see on iPhone and iPad.
    func appliedTitle(_ name: String, _ arguments: LabeledExprListSyntax, from file: String, depth: Int = 0, principal: Bool = false) -> ExprSyntax? {
        guard depth < Self.maximumModifierDepth else { return nil }
        if name == "modifier" {
            guard let call = arguments.first?.expression.as(FunctionCallExprSyntax.self) else { return nil }
            return viewModifierTitle(call, from: file, depth: depth)
        }
        guard let function = viewExtensionFunction(name, arguments), let body = function.body,
              let inner = titleApplied(in: Syntax(body), from: file, depth: depth, principal: principal) else { return nil }
        return Self.given(inner, parameters: function.signature.parameterClause.parameters, by: Presentations.argumentsByKey(arguments))
    }

    /// Whether a ViewModifier of the app's titles its content with a property its users give it
    /// (`.navigationTitle(text)` in `struct BrandTitle: ViewModifier`): each user's screen reads that
    /// title (`appliedTitle`), so the modifier's own code is not a title of its own.
    func titlesWithGivenValue(_ argument: ExprSyntax, in type: TypeDeclaration?) -> Bool {
        guard let type, type.declaration.as(StructDeclSyntax.self)?.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedText == "ViewModifier" }) == true,
              let name = Self.referencedName(argument) else { return false }
        return Self.argumentKey(setting: name, in: parts(of: type.name, from: type.file.path)) != nil
    }

    /// The View extension's function a modifier names: the one whose labels its arguments give,
    /// else the only one of that name.
    private func viewExtensionFunction(_ name: String, _ arguments: LabeledExprListSyntax) -> FunctionDeclSyntax? {
        guard let extensions = types["View"] else { return nil }
        let key = Self.fullName(name, labels: arguments.map { $0.label?.text ?? "_" })
        if let exact = extensions.lazy.compactMap({ $0.functions[key] }).first { return exact }
        let named = extensions.flatMap { $0.functions.filter { $0.key.hasPrefix(name + "(") }.map(\.value) }
        return named.count == 1 ? named.first : nil
    }

    /// The expression the code in `node` titles its view with: a title modifier's argument, or
    /// what an app's modifier it applies titles with, in that code's own terms.
    private func titleApplied(in node: Syntax, from file: String, depth: Int, principal: Bool = false) -> ExprSyntax? {
        // Only the modifiers applied to the view itself: a title inside a closure the code passes on
        // (a sheet's content, a link's destination) is another screen's.
        let calls = TypeCode.all(FunctionCallExprSyntax.self, in: node)
        var toolbars: [FunctionCallExprSyntax] = []
        for call in calls where !Self.inClosure(Syntax(call), below: node) {
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard let name else { continue }
            if SwiftRecognizers.titles.names.contains(name) {
                if let first = call.arguments.first?.expression { return first }
            } else if name == "toolbar" {
                toolbars.append(call)
            } else if let inner = appliedTitle(name, call.arguments, from: file, depth: depth + 1, principal: principal) {
                return inner
            }
        }
        guard principal else { return nil }
        return Self.centreText(of: toolbars)?.text
    }

    /// The one `.principal` item the toolbars hold and the text it shows alone (`Text(title).font(.headline)`,
    /// whatever modifiers style it); nil when they hold another centre or none.
    static func centreText(of toolbars: [FunctionCallExprSyntax]) -> (item: FunctionCallExprSyntax, text: ExprSyntax)? {
        let centre = toolbars.flatMap { toolbar in
            TypeCode.all(FunctionCallExprSyntax.self, in: Syntax(toolbar)).filter { item in
                item.calledExpression.trimmedText == "ToolbarItem"
                    && item.arguments.contains { $0.label?.text == "placement" && SwiftLiterals.caseName($0.expression) == "principal" }
            }
        }
        guard centre.count == 1, let content = centre[0].trailingClosure, var text = SwiftTypeIndex.onlyExpression(content.statements) else { return nil }
        while let call = text.as(FunctionCallExprSyntax.self), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base { text = base }
        return SwiftLiterals.wrappedText(text).map { (centre[0], $0) }
    }

    /// The centre item of a View extension's function that titles each caller's screen with a text
    /// it is given (`Text(title)`): read at each caller as its title, so not a place left unread.
    static func givenCentreItem(of function: FunctionDeclSyntax) -> FunctionCallExprSyntax? {
        guard let body = function.body else { return nil }
        let toolbars = TypeCode.all(FunctionCallExprSyntax.self, in: Syntax(body)).filter {
            $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "toolbar" || $0.calledExpression.trimmedText == "toolbar"
        }
        guard let (item, text) = centreText(of: toolbars), let name = referencedName(text),
              argumentKey(ofParameter: name, in: function.signature.parameterClause.parameters) != nil else { return nil }
        return item
    }

    /// Whether a node is inside content `root` shows elsewhere: a closure given to a presentation
    /// (`sheet`), a destination, an overlay or a menu. (A `NavigationStack { self… }` the function
    /// wraps the view in still shows it.)
    private static func inClosure(_ node: Syntax, below root: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current, syntax.id != root.id {
            if syntax.is(ClosureExprSyntax.self), let call = syntax.parent?.as(FunctionCallExprSyntax.self) ?? syntax.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                ?? syntax.parent?.parent?.as(FunctionCallExprSyntax.self) {
                let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                if let name, Presentations.modalModifiers.contains(name) || elsewhere.contains(name) { return true }
            }
            current = syntax.parent
        }
        return false
    }

    /// Calls whose closures show content somewhere other than the view they modify.
    private static let elsewhere: Set<String> = ["navigationDestination", "NavigationLink", "overlay", "background", "inspector", "contextMenu", "toolbar", "fullScreenCover"]

    /// What `BrandTitle(text: text)` titles with: the argument it gives the property the
    /// modifier's `body(content:)` titles its content with.
    private func viewModifierTitle(_ call: FunctionCallExprSyntax, from file: String, depth: Int) -> ExprSyntax? {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let (type, _) = type(named: name, from: file), let body = type.members["body"],
              let inner = titleApplied(in: Syntax(body.statements), from: type.file.path, depth: depth + 1),
              let property = Self.referencedName(inner),
              let key = Self.argumentKey(setting: property, in: parts(of: type.name, from: type.file.path)) else { return nil }
        return Presentations.argumentsByKey(call)[key]
    }

    /// The argument a call gives for the parameter an expression names (`Text(title)`: `title`).
    private static func given(_ expression: ExprSyntax, parameters: FunctionParameterListSyntax, by arguments: [String: ExprSyntax]) -> ExprSyntax? {
        guard let name = referencedName(expression), let key = argumentKey(ofParameter: name, in: parameters) else { return nil }
        return arguments[key]
    }

    /// The name an expression is, also as `self.name` or wrapped in `Text(…)`.
    private static func referencedName(_ expression: ExprSyntax) -> String? {
        TypeCode.ownMemberName(SwiftLiterals.wrappedText(expression) ?? expression)
    }
}
