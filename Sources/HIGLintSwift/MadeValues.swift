import SwiftSyntax

/// The values of a type the app declares, where the code states them: each call of the type's
/// initializer (`TabEntry(title: "Home", symbol: "house")`, `.init(…)` as a static member of its
/// own) with what it gives the type's stored properties. A list filled at run time with such
/// values (`ForEach(coordinator.tabs) { tab in … tab.item.symbol … }`) holds some of them.
struct MadeValue {
    /// What the call gives the type's stored properties, by property name (`propertiesGiven`).
    let given: [String: ExprSyntax]
    let call: FunctionCallExprSyntax
    let file: ParsedFile
    /// `Type.member` of the code the call is in, to name where a finding points.
    let place: String
}

struct MadeValues {
    var values: [MadeValue] = []
    /// False when the calls went past `maximum`: the rest are not read.
    var complete = true
    /// The most calls of one type read: a type made in thousands of places is a model's, not a list the code states.
    static let maximum = 64
}

extension SwiftTypeIndex {
    /// The type whose stored property a member chain from a list's element ends in (`tab.item.systemImage`:
    /// `["item", "systemImage"]`), when the property is one its initializer sets: through the types
    /// the code states (the list's `let tabs: [TabData]`, a typealias of a tuple, `let item: TabItem`),
    /// else, where a link's type is not stated, the one type of the project that declares such a property.
    func typeSetting(chain: [String], ofElementsOf list: ExprSyntax, in view: TypeDeclaration?) -> TypeDeclaration? {
        guard let property = chain.last else { return nil }
        var current = elementType(of: list, in: view)
        for link in chain.dropLast() { current = member(link, of: current) }
        switch current {
        case .declared(let type):
            return Self.argumentKey(setting: property, in: partsOfOneType(type)) == nil ? nil : type
        case .tuple, .list:
            return nil
        case .unknown:
            guard let view else { return nil }
            let project = projects[view.file.path]
            let declaring = (Array(types.values.joined()) + modelTypes.values.joined()).filter { type in
                !type.declaration.is(ExtensionDeclSyntax.self) && projects[type.file.path] == project
                    && Self.argumentKey(setting: property, in: partsOfOneType(type)) != nil
            }
            return declaring.count == 1 ? declaring[0] : nil
        }
    }

    /// Each call of a type's initializer in the run's files of its project (files with chrome, and
    /// the models read for them), in file order; previews are left out.
    func valuesMade(of type: TypeDeclaration) -> MadeValues {
        let parts = partsOfOneType(type)
        let own = Set(parts.map(\.declaration.id))
        let needles = [type.name + "(", type.name + ".init("].map { Array($0.utf8) }
        let project = projects[type.file.path]
        let modelFiles = modelTypes.values.joined().map(\.file)
        let searched = Dictionary((Array(files.values) + modelFiles).map { ($0.path, $0) }) { first, _ in first }.values
            .filter { projects[$0.path] == project }.sorted { $0.path < $1.path }
        var made = MadeValues()
        for file in searched where parts.contains(where: { $0.file.path == file.path }) || needles.contains(where: { SwiftFrontEnd.contains(file.bytes, $0) }) {
            let finder = InitializerCalls(type: type.name, own: own)
            finder.walk(file.tree)
            for (call, place) in finder.found {
                guard made.values.count < MadeValues.maximum else { made.complete = false; return made }
                made.values.append(MadeValue(given: Self.propertiesGiven(by: call.arguments, to: parts), call: call, file: file, place: place))
            }
        }
        return made
    }

    /// A type as far as the code states it.
    enum StatedType {
        case declared(TypeDeclaration)
        /// A tuple (`typealias TabData = (item: TabItem, …)`), with the declaration it is written in.
        case tuple(TupleTypeSyntax, TypeDeclaration)
        /// An array (`[TabItem]`), with its element's type.
        indirect case list(StatedType)
        case unknown
    }

    /// The enum a list of its cases is made from (`settings.items`, declared `[SettingsItem]` and
    /// given `SettingsItem.allCases` where the type that keeps it is written): each case, in order,
    /// a row; nil for a list of anything else, or one no code fills with every case.
    func allCasesList(_ list: ExprSyntax, in view: TypeDeclaration?) -> TypeDeclaration? {
        guard let (owner, property) = listProperty(list, in: view), case .list(.declared(let element)) = member(property, of: owner),
              !element.cases.isEmpty, case .declared(let keeper) = owner else { return nil }
        let name = element.name.split(separator: ".").last.map(String.init) ?? element.name
        let filled = partsOfOneType(keeper).contains { part in
            part.declaration.tokens(viewMode: .sourceAccurate).contains {
                $0.text == "allCases" && $0.previousToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate)?.text == name
            }
        }
        return filled ? element : nil
    }

    /// The cases a list property states (`static let main: [Panel] = [.inbox, .drafts]`, `var shown:
    /// [Panel] { [.inbox, .archive] }`): its elements' enum and the case names, in order; nil for
    /// anything else (a getter with branches, a list of other values, one filled at run time).
    func statedCaseList(_ list: ExprSyntax, in view: TypeDeclaration?) -> (TypeDeclaration, [String])? {
        guard let (owner, property) = listProperty(list, in: view), case .declared(let keeper) = owner,
              case .list(.declared(let element)) = member(property, of: owner), !element.cases.isEmpty,
              let binding = TypeCode(type: keeper.name, parts: partsOfOneType(keeper)).binding(named: property, around: keeper.declaration) else { return nil }
        // A constant (`let`, no wrapper) or a getter: a `var` or a `@State` list changes at run time.
        let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
        let constant = variable?.bindingSpecifier.tokenKind == .keyword(.let) && variable?.attributes.isEmpty == true
        let results = binding.initializer.map { constant ? [$0.value] : [] } ?? Self.getterStatements(binding.accessorBlock).map(Self.results) ?? []
        guard results.count == 1, let array = results[0].as(ArrayExprSyntax.self), !array.elements.isEmpty else { return nil }
        let names = array.elements.compactMap { $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
        guard names.count == array.elements.count, names.allSatisfy(element.cases.contains) else { return nil }
        return (element, names)
    }

    /// The type of a list's elements: a stored or static property declared as an array, of the view
    /// (`tabs`) or of a type a chain of stored properties leads to (`coordinator.tabs`, `TabEntry.all`).
    private func elementType(of list: ExprSyntax, in view: TypeDeclaration?) -> StatedType {
        guard let (owner, name) = listProperty(list, in: view), case .list(let element) = member(name, of: owner) else { return .unknown }
        return element
    }

    /// The property a list is (`tabs`, `coordinator.tabs`) and the type that keeps it; nil for a
    /// parameter or constant of the code around it, which hides the view's property of that name,
    /// and for any other expression.
    private func listProperty(_ list: ExprSyntax, in view: TypeDeclaration?) -> (owner: StatedType, name: String)? {
        var owner: StatedType = view.map { .declared($0) } ?? .unknown
        let name: String
        if let reference = list.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if Self.isParameter(name, around: Syntax(reference)) || Self.localValue(named: name, around: Syntax(reference)) != nil { return nil }
        } else if let access = list.as(MemberAccessExprSyntax.self), access.declName.argumentNames == nil, let base = access.base {
            name = access.declName.baseName.text
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
                owner = declaredType(of: base, in: view, links: 0)?.declaration.map { .declared($0) } ?? .unknown
            }
        } else {
            return nil
        }
        return (owner, name)
    }

    /// The type of a member of a stated type: a stored property's declared type, or a tuple's labelled element's.
    private func member(_ name: String, of owner: StatedType) -> StatedType {
        switch owner {
        case .declared(let type):
            guard let binding = TypeCode(type: type.name, parts: partsOfOneType(type)).binding(named: name, around: type.declaration),
                  let written = binding.typeAnnotation?.type ?? Self.declaredTypeSyntax(of: binding) else { return .unknown }
            return stated(written, in: type, depth: 0)
        case .tuple(let tuple, let type):
            return tuple.elements.first { $0.firstName?.text == name }.map { stated($0.type, in: type, depth: 0) } ?? .unknown
        case .list, .unknown:
            return .unknown
        }
    }

    /// What a type written in a declaration is: `Self`, a typealias of the declaration's, an array,
    /// a tuple, or a type the run declares.
    private func stated(_ written: TypeSyntax, in type: TypeDeclaration, depth: Int) -> StatedType {
        guard depth < TextAlternatives.maximumDepth else { return .unknown }
        if let wrapped = written.as(OptionalTypeSyntax.self)?.wrappedType ?? written.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            return stated(wrapped, in: type, depth: depth)
        }
        if let array = written.as(ArrayTypeSyntax.self) { return .list(stated(array.element, in: type, depth: depth + 1)) }
        if let tuple = written.as(TupleTypeSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil { return stated(only.type, in: type, depth: depth) }
            return .tuple(tuple, type)
        }
        guard let identifier = written.as(IdentifierTypeSyntax.self) else {
            return declaredType(named: written, from: type).map { .declared($0) } ?? .unknown
        }
        let name = identifier.name.text
        if name == "Self" { return .declared(type) }
        if name == "Array", let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
           case .type(let element) = arguments.first?.argument {
            return .list(stated(element, in: type, depth: depth + 1))
        }
        let alias = Self.memberItems(of: partsOfOneType(type)).lazy.compactMap { $0.decl.as(TypeAliasDeclSyntax.self) }.first { $0.name.text == name }
        if let alias { return stated(alias.initializer.value, in: type, depth: depth + 1) }
        return declaredType(named: written, from: type).map { .declared($0) } ?? .unknown
    }
}

/// The calls of one type's initializer in a file: `Name(…)`, `Name.init(…)`, and in the type's own
/// declarations `Self(…)` and `.init(…)` as the value of a static member of the type
/// (`static var home: Self { .init(…) }`), outside previews.
private final class InitializerCalls: SyntaxVisitor {
    let type: String
    let own: Set<SyntaxIdentifier>
    var found: [(FunctionCallExprSyntax, place: String)] = []

    init(type: String, own: Set<SyntaxIdentifier>) {
        (self.type, self.own) = (type, own)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        var called = node.calledExpression.trimmedText
        if called.hasSuffix(".init") { called.removeLast(5) }
        let named = called == type || called.hasSuffix("." + type)
        if named || ((called == "Self" || called.isEmpty) && isOwn(node, staticMemberOnly: called.isEmpty)), !SwiftCoverage.isInPreview(Syntax(node)) {
            found.append((node, place(of: node)))
        }
        return .visitChildren
    }

    /// Whether a call is written in the type's own declarations; for `.init(…)`, also as the value of a
    /// static member of the type's own type, not as an argument of another call.
    private func isOwn(_ call: FunctionCallExprSyntax, staticMemberOnly: Bool) -> Bool {
        if staticMemberOnly, call.parent?.is(LabeledExprSyntax.self) == true { return false }
        var current = call.parent
        var memberType: String?
        while let syntax = current {
            if syntax.isDeclarationGroup { return own.contains(syntax.id) && (!staticMemberOnly || memberType.map(isOwnType) == true) }
            if memberType == nil, let variable = syntax.as(VariableDeclSyntax.self), isStatic(variable.modifiers) {
                memberType = variable.bindings.first?.typeAnnotation?.type.trimmedText ?? ""
            }
            if memberType == nil, let function = syntax.as(FunctionDeclSyntax.self), isStatic(function.modifiers) {
                memberType = function.signature.returnClause?.type.trimmedText ?? ""
            }
            current = syntax.parent
        }
        return false
    }

    private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool { modifiers.contains { ["static", "class"].contains($0.name.text) } }

    private func isOwnType(_ written: String) -> Bool {
        [type, "Self", "[\(type)]", "[Self]"].contains(written)
    }

    /// `Type.member` of the code a node is in (the innermost type declaration and its member), or the type alone.
    private func place(of node: FunctionCallExprSyntax) -> String {
        var member: String?
        var current = node.parent
        while let syntax = current {
            if member == nil, let function = syntax.as(FunctionDeclSyntax.self) { member = function.name.text }
            if member == nil, let variable = syntax.as(VariableDeclSyntax.self) { member = variable.bindings.first?.pattern.trimmedText }
            if syntax.isDeclarationGroup {
                let name = syntax.as(ExtensionDeclSyntax.self)?.extendedType.trimmedText ?? (syntax.asProtocol(DeclGroupSyntax.self) as? any NamedDeclSyntax)?.name.text ?? type
                return member.map { "\(name).\($0)" } ?? name
            }
            current = syntax.parent
        }
        return member ?? type
    }
}
