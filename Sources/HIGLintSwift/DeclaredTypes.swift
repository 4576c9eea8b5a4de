import SwiftSyntax

/// The types a title is read through (`mode.title` in a view with `let mode: Mode`): which type a
/// property is declared with, and which declarations make up that type.
extension SwiftTypeIndex {
    /// The type a property's declared type names (`Mode`, `Settings.Page`), as the run declares it in the
    /// project of the type that uses it; nil for a generic or function type, or a name declared there
    /// by none of its types.
    func declaredType(named syntax: TypeSyntax, from user: TypeDeclaration) -> TypeDeclaration? {
        var qualifier: String?
        let name: String
        if let identifier = syntax.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            name = identifier.name.text
        } else if let member = syntax.as(MemberTypeSyntax.self), member.genericArgumentClause == nil {
            name = member.name.text
            qualifier = member.baseType.trimmedText.split(separator: ".").last.map(String.init)
        } else {
            return nil
        }
        let declared = declarationParts(of: name, from: user.file.path).filter { !$0.declaration.is(ExtensionDeclSyntax.self) && (qualifier == nil || $0.parent == qualifier) }
        if declared.count < 2 { return declared.first }
        guard let chosen = type(named: name, from: user.file.path, within: user)?.0 else { return nil }
        return declared.contains { $0 === chosen } ? chosen : nil
    }

    /// The declarations that make up one type: its own and its extensions, or its own alone when
    /// the project declares several types of its name (`Mode` nested in two views).
    func partsOfOneType(_ type: TypeDeclaration) -> [TypeDeclaration] {
        let all = declarationParts(of: type.name, from: type.file.path)
        return all.filter { !$0.declaration.is(ExtensionDeclSyntax.self) }.count > 1 ? [type] : all
    }

    /// The literal a property of an enum gives for a case, in whichever part of the type declares
    /// it (the enum, or an extension of it).
    func literal(_ property: String, of type: TypeDeclaration, for caseName: String) -> String? {
        type.literal(property, for: caseName) ?? partsOfOneType(type).lazy.compactMap { $0.literal(property, for: caseName) }.first
    }

    /// The symbol a property of an enum gives for a case, in whichever part of the type declares it.
    func symbol(_ property: String, of type: TypeDeclaration, for caseName: String) -> String? {
        type.symbol(property, for: caseName) ?? partsOfOneType(type).lazy.compactMap { $0.symbol(property, for: caseName) }.first
    }

    /// The names of the types a declaration's stored properties are declared with (an array's: its
    /// element's, `let tabs: [TabEntry]`), and of those it inherits from or conforms to.
    static func typeNamesUsed(by declaration: TypeDeclaration) -> [String] {
        // The declaration's own members, also in `#if` clauses: a walk of its whole body (the
        // functions' statements) costs as much as the file.
        func members(_ list: MemberBlockItemListSyntax) -> [MemberBlockItemSyntax] {
            list.flatMap { item -> [MemberBlockItemSyntax] in
                guard let conditional = item.decl.as(IfConfigDeclSyntax.self) else { return [item] }
                return conditional.clauses.flatMap { clause -> [MemberBlockItemSyntax] in
                    if case .decls(let inner)? = clause.elements { return members(inner) }
                    return []
                }
            }
        }
        let own = declaration.declaration.asProtocol(DeclGroupSyntax.self).map { members($0.memberBlock.members) } ?? []
        let stored = own.flatMap { item in
            (item.decl.as(VariableDeclSyntax.self)?.bindings).map(Array.init) ?? []
        }.compactMap { declaredTypeSyntax(of: $0) ?? $0.typeAnnotation?.type.as(ArrayTypeSyntax.self)?.element }
        // The types its functions take (`func row(for item: SidebarItem)`): a row made for a case reads the enum's properties.
        let taken = own.flatMap { item in
            (item.decl.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters).map(Array.init) ?? []
        }.compactMap { parameter -> TypeSyntax? in
            let type = parameter.type.as(OptionalTypeSyntax.self)?.wrappedType ?? parameter.type
            return type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) ? type : nil
        }
        return (stored + taken + inheritedTypes(of: declaration)).compactMap { $0.trimmedText.split(separator: ".").last.map(String.init) }
    }

    /// The types a declaration inherits from or conforms to (`enum Page: String, NavigationIdentifier`).
    static func inheritedTypes(of declaration: TypeDeclaration) -> [TypeSyntax] {
        (declaration.declaration.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes).map { $0.map(\.type) } ?? []
    }

    /// The type a stored property is declared with: its annotation without `?` (`let mode: Mode?`), or
    /// the type its value is made with (`var store = Store()`).
    static func declaredTypeSyntax(of binding: PatternBindingSyntax) -> TypeSyntax? {
        var named: TypeSyntax? = binding.typeAnnotation?.type
        if let wrapped = named?.as(OptionalTypeSyntax.self)?.wrappedType ?? named?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType { named = wrapped }
        if named == nil, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
            named = call.calledExpression.as(DeclReferenceExprSyntax.self).map { TypeSyntax(IdentifierTypeSyntax(name: $0.baseName)) }
        }
        // A type's one instance by the usual names (`SettingsModel.shared`, `Store.default`).
        if named == nil, let access = binding.initializer?.value.as(MemberAccessExprSyntax.self),
           ["shared", "default", "standard", "instance", "sharedInstance", "current"].contains(access.declName.baseName.text),
           let base = access.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true {
            named = TypeSyntax(IdentifierTypeSyntax(name: base.baseName))
        }
        guard let named, named.is(IdentifierTypeSyntax.self) || named.is(MemberTypeSyntax.self), !named.trimmedText.contains("<") else { return nil }
        return named
    }
}
