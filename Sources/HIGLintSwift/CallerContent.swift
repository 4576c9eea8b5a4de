import HIGLint
import SwiftSyntax

/// A generic wrapper's content is its caller's: `struct SplitWrapper<Sidebar: View>` stores the
/// `@ViewBuilder sidebar` closure its one caller gives it (`SplitWrapper { List { … } } detail: { … }`),
/// and its body shows `sidebar`; what the sidebar column holds is that closure, read where it is written.
extension SwiftTypeIndex {
    /// The closure the run's one call of a view type gives the stored property `name` (by its
    /// label, or as the trailing closure when that is the first parameter the call leaves
    /// unlabelled), with the type the call is in; nil when the type has several callers or none,
    /// or the property is given something else.
    func contentGivenByCaller(_ name: String, in type: TypeDeclaration) -> (statements: CodeBlockItemListSyntax, caller: TypeDeclaration)? {
        let parts = parts(of: type.name, from: type.file.path)
        guard let calls = shown.calls[type.name], calls.count == 1, let call = calls.first,
              let closure = Self.closure(setting: name, in: parts, by: call), let caller = declaration(around: Syntax(closure)) else { return nil }
        return (closure.statements, caller)
    }

    /// The closure one call (its arguments by `Presentations.argumentsByKey`'s keys) gives a type's
    /// stored property `name`: by its label, or as the trailing closure when that is the first
    /// parameter the call leaves out.
    static func closure(setting name: String, in parts: [TypeDeclaration], by call: [String: ExprSyntax]) -> ClosureExprSyntax? {
        guard let key = argumentKey(setting: name, in: parts) else { return nil }
        var given = call[key]
        if given == nil, let trailing = call[Presentations.trailingClosureKey],
           parameterKeys(in: parts).first(where: { call[$0] == nil }) == key {
            given = trailing
        }
        return given?.as(ClosureExprSyntax.self)
    }

    /// What one call's arguments (by `argumentsByKey`'s keys) give a type's stored properties:
    /// through the memberwise initializer (a property with a default value may be given too),
    /// or the one initializer that assigns a parameter as is.
    static func propertiesGiven(by arguments: LabeledExprListSyntax, to parts: [TypeDeclaration]) -> [String: ExprSyntax] {
        let keyed = Presentations.argumentsByKey(arguments)
        guard !keyed.isEmpty else { return [:] }
        let members = memberItems(of: parts)
        let memberwise = !members.contains { $0.decl.is(InitializerDeclSyntax.self) }
        var given: [String: ExprSyntax] = [:]
        for variable in members.compactMap({ $0.decl.as(VariableDeclSyntax.self) }) where isMemberwiseParameter(variable) {
            for binding in variable.bindings where binding.accessorBlock == nil {
                let name = binding.pattern.trimmedText
                // A `let` with a value is no parameter; a `var` with one is, with a default.
                guard binding.initializer == nil || variable.bindingSpecifier.tokenKind == .keyword(.var) else { continue }
                let key = memberwise ? name : argumentKey(setting: name, in: parts)
                if let key, let value = keyed[key] { given[name] = value }
            }
        }
        return given
    }

    /// Whether a stored property is a parameter of the memberwise initializer: an instance
    /// property whose attributes, if any, are result builders (`@ViewBuilder let content: Content`
    /// takes the caller's closure), not property wrappers, which the initializer treats otherwise.
    static func isMemberwiseParameter(_ variable: VariableDeclSyntax) -> Bool {
        !variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
            && variable.attributes.allSatisfy { $0.as(AttributeSyntax.self)?.attributeName.trimmedText.hasSuffix("Builder") == true }
    }

    /// What one call of a view type gives its stored properties: its arguments, and the builder
    /// closures it gives (`Items(placement: .primaryAction) { Button… }`) by the property they set.
    static func propertiesGiven(by view: ViewCall, to parts: [TypeDeclaration]) -> [String: ExprSyntax] {
        var given = view.arguments.map { propertiesGiven(by: $0, to: parts) } ?? [:]
        if let call = view.syntax.as(FunctionCallExprSyntax.self) {
            let keyed = Presentations.argumentsByKey(call)
            for name in parameterKeys(in: parts) where given[name] == nil {
                if let closure = closure(setting: name, in: parts, by: keyed) { given[name] = ExprSyntax(closure) }
            }
        }
        return given
    }

    /// The keys of a type's initializer parameters in order (`#n` for the n-th unlabelled one): its
    /// one initializer's, or the memberwise one's (the stored properties without a value).
    static func parameterKeys(in parts: [TypeDeclaration]) -> [String] {
        let members = memberItems(of: parts)
        let initializers = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        if let only = initializers.first, initializers.count == 1 {
            var unlabeled = 0
            return only.signature.parameterClause.parameters.map { parameter in
                guard parameter.firstName.tokenKind == .wildcard else { return parameter.firstName.text }
                defer { unlabeled += 1 }
                return "#\(unlabeled)"
            }
        }
        guard initializers.isEmpty else { return [] }
        return members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter(isMemberwiseParameter)
            .flatMap { variable in variable.bindings.filter { $0.initializer == nil && $0.accessorBlock == nil }.map { $0.pattern.trimmedText } }
    }

    /// The type declaration (or extension) a node is written in.
    func declaration(around node: Syntax) -> TypeDeclaration? {
        var current = node.parent
        while let syntax = current {
            if let group = syntax.asProtocol(DeclGroupSyntax.self) {
                let name = syntax.as(ExtensionDeclSyntax.self)?.extendedType.trimmedText
                    ?? (group as? any NamedDeclSyntax)?.name.text
                if let name, let found = types[name.split(separator: ".").last.map(String.init) ?? name]?.first(where: { $0.declaration.id == syntax.id }) {
                    return found
                }
            }
            current = syntax.parent
        }
        return nil
    }
}
