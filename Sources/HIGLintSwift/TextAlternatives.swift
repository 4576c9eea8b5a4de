import HIGLint
import SwiftSyntax

/// The texts a title may take when no one text is known: each is an alternative of the title,
/// checked in a description of its own, as `if`/`else` branches of a view are.
///
/// - a view's stored property takes what the run's calls of the view give it (`DetailView(title: "Recent")`);
/// - a computed property of the view takes what each of its `return`s, `if`/`switch` branches gives
///   (`var navigationTitle: String { if hasPlus { return "Social Feed+" }; return "Social Feed" }`);
/// - `condition ? a : b` takes `a` and `b`, and `a ?? b` takes both;
/// - a constant declared in the code around the title, of the view, or of the file takes its value,
///   a variable its first value (the rest known at run time);
/// - a member of a value whose type the app declares takes what the member gives (`mode.title`,
///   one text per case of `Mode`'s `switch self`; `Brand.appName`).
struct TextAlternatives {
    /// The texts found, each once, in the order found.
    var texts: [String] = []
    /// Whether every alternative was known; when not, the known ones are still checked.
    var complete = true
    /// Whether following the code took more than `budget` steps, and was given up: no text is read then.
    var givenUp = false
    /// The argument of a caller of the view (or of a modifier of the app's) that gives each text,
    /// where it came from one: where people read the title the view shows for that caller.
    var origins: [String: ExprSyntax] = [:]
    /// Why people may never see a text, for the texts shown only when something else is missing
    /// (the fallback of `name ?? "Untitled"`); a text the code also gives without one has none.
    var inferred: [String: String] = [:]

    /// Adds a text, once; an empty text (no title) is no alternative. One given both ways is stated.
    mutating func add(_ text: String, from origin: ExprSyntax? = nil, inferred reason: String? = nil) {
        guard !text.isEmpty else { return }
        guard !texts.contains(text) else {
            if reason == nil { inferred[text] = nil }
            return
        }
        texts.append(text)
        if let origin { origins[text] = origin }
        if let reason { inferred[text] = reason }
    }

    /// Adds the texts of other alternatives, each inferred when it is there or for `reason`.
    mutating func add(_ other: TextAlternatives, inferred reason: String? = nil) {
        other.texts.forEach { add($0, from: other.origins[$0], inferred: other.inferred[$0] ?? reason) }
        if !other.complete { complete = false }
    }

    /// The most alternatives one title is read as.
    static let maximum = 40
    static let maximumDepth = 3
    /// The most expressions one title's texts are followed through. Getters that switch over
    /// other getters multiply (three of 100 cases each gave 100^3); each member is followed once
    /// per depth, and a title that still needs more steps is named not understood.
    static let budget = 2_000

    /// What following one title has spent, and each member's texts by depth, found once.
    fileprivate struct Reading {
        var steps = 0
        var members: [Member: (declared: Bool, texts: TextAlternatives)] = [:]

        struct Member: Hashable {
            let owner: ObjectIdentifier
            let name: String
            let depth: Int
        }

        /// Counts a step; false once the title's steps are spent.
        mutating func step() -> Bool {
            steps += 1
            return steps <= TextAlternatives.budget
        }

        var isSpent: Bool { steps > TextAlternatives.budget }
    }
}

extension SwiftTypeIndex {
    /// The texts an expression may take in a view of `type`, at `node`; nil when none is known
    /// or there are more than `TextAlternatives.maximum`. An empty text (no title) is no alternative.
    /// Past `TextAlternatives.budget` steps, alternatives without texts, `givenUp`.
    func textAlternatives(_ expression: ExprSyntax, in type: TypeDeclaration?) -> TextAlternatives? {
        var found = TextAlternatives()
        var reading = TextAlternatives.Reading()
        collect(expression, in: type, depth: 0, into: &found, &reading)
        if reading.isSpent { return TextAlternatives(complete: false, givenUp: true) }
        return found.texts.isEmpty || found.texts.count > TextAlternatives.maximum ? nil : found
    }

    private func collect(_ expression: ExprSyntax, in type: TypeDeclaration?, depth: Int, into found: inout TextAlternatives,
                         _ reading: inout TextAlternatives.Reading) {
        // Past the most alternatives the title is not read: what more there is changes nothing.
        guard found.texts.count <= TextAlternatives.maximum, reading.step() else { return }
        if let text = text(of: expression) { return found.add(text) }
        guard depth < TextAlternatives.maximumDepth else { found.complete = false; return }
        var reference = expression
        // An editable title's binding (`.navigationTitle(.constant("Global"))`).
        if let call = expression.as(FunctionCallExprSyntax.self), [".constant", "Binding.constant"].contains(call.calledExpression.trimmedText),
           call.arguments.count == 1, let only = call.arguments.first {
            return collect(only.expression, in: type, depth: depth + 1, into: &found, &reading)
        }
        if let inner = SwiftLiterals.wrappedText(expression) { reference = inner }
        // `(archived ? "a" : "b").translated`: what the parentheses hold.
        if let inner = SwiftLiterals.parenthesized(reference) {
            return collect(inner, in: type, depth: depth + 1, into: &found, &reading)
        }
        // `"\(dateString)"`: a literal that is one interpolation is the value interpolated.
        if let literal = reference.as(StringLiteralExprSyntax.self),
           case let segments = literal.segments.filter({ $0.as(StringSegmentSyntax.self)?.content.text.isEmpty != true }), segments.count == 1,
           let only = segments.first?.as(ExpressionSegmentSyntax.self), only.expressions.count == 1, let value = only.expressions.first {
            return collect(value.expression, in: type, depth: depth, into: &found, &reading)
        }
        // A date a formatter of the code gives (`formatter.string(from: date)`): its longest English text.
        if let call = reference.as(FunctionCallExprSyntax.self),
           let text = DateTexts.longest(call, in: type.map { TypeCode(type: $0.name, parts: partsOfOneType($0)) }) {
            return found.add(text)
        }
        // The parser leaves operators unfolded: `x != nil ? a : b` and `a ?? b` are sequences.
        // A fallback shows only when the value before it is missing, which the code may never let happen.
        if let (value, fallback) = SwiftLiterals.fallbackBranches(reference) {
            collect(value, in: type, depth: depth + 1, into: &found, &reading)
            var other = TextAlternatives()
            collect(fallback, in: type, depth: depth + 1, into: &other, &reading)
            found.add(other, inferred: "it shows only when `\(value.briefText)` is nil")
            return
        }
        if let (then, otherwise) = SwiftLiterals.ternaryBranches(reference) {
            // A condition every place that shows the view decides (`style == .createGist`, each caller giving `style`) takes only its branches.
            let outcomes = SwiftLiterals.ternaryCondition(reference).flatMap(outcomes(of:)) ?? [true, false]
            if outcomes.contains(true) { collect(then, in: type, depth: depth + 1, into: &found, &reading) }
            if outcomes.contains(false) { collect(otherwise, in: type, depth: depth + 1, into: &found, &reading) }
            return
        }
        if let member = reference.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
            reference = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName))
        }
        // `mode.title.localizedCapitalized`: the alternatives of `mode.title`, each changed as Foundation would.
        if let (base, transform) = StringTransform.split(reference) {
            var inner = TextAlternatives()
            collect(base, in: type, depth: depth + 1, into: &inner, &reading)
            inner.texts.forEach { found.add(transform.apply($0), inferred: inner.inferred[$0]) }
            if !inner.complete { found.complete = false }
            return
        }
        // `NSLocalizedString(rawValue, comment: "")`, `name.localized`: each key the code may give, looked up.
        if let lookup = lookups.application(reference) {
            var keys = TextAlternatives()
            if let key = lookup.key { keys.add(key) } else { collect(lookup.expression, in: type, depth: depth + 1, into: &keys, &reading) }
            for key in keys.texts {
                if let text = tables(of: lookup, key: key, at: reference).text(forLookupKey: key, table: lookup.table) {
                    found.add(text, inferred: keys.inferred[key])
                } else {
                    found.complete = false
                }
            }
            if !keys.complete || keys.texts.isEmpty { found.complete = false }
            return
        }
        // `place!.name` in the branch of `switch place` for `.inbox`: that case's result of the getter.
        if let known = caseKnown(around: reference), let member = reference.as(MemberAccessExprSyntax.self),
           let result = caseResult(member.declName.baseName.text, of: known.type, for: known.caseName) {
            return collect(result, in: known.type, depth: depth + 1, into: &found, &reading)
        }
        if let (owner, name) = memberOfDeclaredType(reference, in: type) {
            if let declaration = owner.declaration, collect(member: name, of: declaration, depth: depth, into: &found, &reading) { return }
            // A type the run declares in a file without chrome: its constants are read, not its declarations.
            if !collect(constantNamed: "\(owner.name).\(name)", into: &found) { found.complete = false }
            return
        }
        guard let name = reference.as(DeclReferenceExprSyntax.self)?.baseName.text else { found.complete = false; return }
        if let value = Self.localValue(named: name, around: Syntax(reference)) {
            return collect(value, in: type, depth: depth + 1, into: &found, &reading)
        }
        if collect(givenToViewExtension: name, around: Syntax(reference), depth: depth, into: &found, &reading) { return }
        guard let type else { found.complete = false; return }
        // A computed property of the view, a constant of its own (`private let heading = NSLocalizedString("Bookmarks", comment: "")`),
        // an enum's `rawValue`, else what the view's callers give it.
        if collect(member: name, of: type, depth: depth, into: &found, &reading) { return }
        if collect(givenByCallers: name, in: type, depth: depth, into: &found, &reading) { return }
        if TypeCode(type: type.name, parts: partsOfOneType(type)).binding(named: name, around: Syntax(reference)) == nil,
           !Self.isParameter(name, around: Syntax(reference)), collect(fileConstantNamed: name, into: &found) { return }
        found.complete = false
    }

    /// The most arms of a `switch` whose branches `caseKnown` reads: each lookup of the value's
    /// type walks the view's code, and no screen switches over more.
    static let maximumKnownArms = 32

    /// The case a value is known to hold where an expression reads its property: `place!.name`
    /// in the branch of `switch place` for `.inbox` (one case; also `.inbox?`). Nil elsewhere,
    /// and when the value's type is not an enum the run declares with that case.
    func caseKnown(around expression: ExprSyntax) -> (name: String, type: TypeDeclaration, caseName: String)? {
        guard let member = expression.as(MemberAccessExprSyntax.self), var base = member.base else { return nil }
        if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
        if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        guard let reference = base.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        var current = Syntax(expression).parent
        while let syntax = current, !syntax.isProtocol(DeclGroupSyntax.self), !syntax.is(FunctionDeclSyntax.self) {
            if let arm = syntax.as(SwitchCaseSyntax.self), let switched = arm.parent?.parent?.as(SwitchExprSyntax.self),
               switched.subject.trimmedText == name {
                guard switched.cases.count <= Self.maximumKnownArms, case .case(let label) = arm.label, label.caseItems.count == 1,
                      let item = label.caseItems.first, item.whereClause == nil, let caseName = SwiftLiterals.caseName(pattern: item.pattern.trimmedText),
                      let owner = enclosingType(of: Syntax(switched)),
                      let type = declaredType(of: ExprSyntax(reference), in: owner, links: 0)?.declaration,
                      type.cases.contains(caseName) else { return nil }
                return (name, type, caseName)
            }
            current = syntax.parent
        }
        return nil
    }

    /// The expression a property's getter gives for one case of its enum (`case .inbox: return …`
    /// in its `switch self`), in whichever part of the type declares it; nil when it gives none.
    func caseResult(_ property: String, of type: TypeDeclaration, for caseName: String) -> ExprSyntax? {
        (type.members[property] ?? member(property, of: type.name)).flatMap { getter in
            StringConstant.caseExpressions(getter.statements).first { $0.caseName == caseName }?.expression
        }
    }

    /// Whether a function or closure around a node takes a parameter of that name.
    static func isParameter(_ name: String, around node: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current, !syntax.is(MemberBlockItemSyntax.self) {
            if let closure = syntax.as(ClosureExprSyntax.self), TypeCode.parameterNames(closure).contains(name) { return true }
            if let function = syntax.as(FunctionDeclSyntax.self),
               function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
            current = syntax.parent
        }
        return false
    }

    /// The texts of a constant declared at a file's top level, in each `#if` branch that declares it
    /// (`let productName = "Reader"`); false when none is.
    private func collect(fileConstantNamed name: String, into found: inout TextAlternatives) -> Bool {
        let declared = constants.candidates(for: name).filter { $0.qualifiedName == name }
        for constant in declared { add(constant.value, in: localizations(ofFile: constant.file), into: &found) }
        return !declared.isEmpty
    }

    /// Adds the texts a constant's value gives, read through the tables of the file that declares
    /// it: its one text, or each of its alternatives.
    private func add(_ value: StringConstant.Value, in tables: Localizations, into found: inout TextAlternatives) {
        if case .alternatives(let values, let complete) = value {
            for value in values { add(value, in: tables, into: &found) }
            if !complete { found.complete = false }
        } else if let text = text(of: value, in: tables) {
            found.add(text)
        } else {
            found.complete = false
        }
    }

    /// A type as a declaration names it (`Mode`, `Settings.Page`), with its declaration when the run
    /// indexes it (a file with chrome declares it).
    typealias NamedType = (name: String, declaration: TypeDeclaration?)

    /// The type a member chain's last name is read from, and that name: `mode.title` in a view
    /// with `let mode: Mode`, `viewModel.mode.title()` through the view model's `let mode: Mode`,
    /// `Brand.appName` on a type the run declares; nil when a link's type is not known.
    private func memberOfDeclaredType(_ expression: ExprSyntax, in type: TypeDeclaration?) -> (NamedType, String)? {
        var reference = expression
        // `menu.title()`: a method without arguments reads as a computed property.
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty {
            reference = call.calledExpression
        }
        guard let member = reference.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
              let base = member.base, let owner = declaredType(of: base, in: type, links: 0) else { return nil }
        return (owner, member.declName.baseName.text)
    }

    /// The declared type of the value an expression names: the view itself for `self`, a type
    /// the run declares named as such (`Brand`), or the declared type of a stored property of
    /// the type before it (`viewModel`, `viewModel.mode`, `store?.mode`, `$viewModel.mode`).
    func declaredType(of expression: ExprSyntax, in type: TypeDeclaration?, links: Int) -> NamedType? {
        guard links < TextAlternatives.maximumDepth, let type else { return nil }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return declaredType(of: optional.expression, in: type, links: links) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            // A binding to a property (`$viewModel.mode`) reaches the same members.
            let name = String(reference.baseName.text.drop { $0 == "$" })
            if name == "self" { return (type.name, type) }
            // A parameter or constant of the code around it hides the view's property of that name (`ForEach(modes) { mode in … }`).
            if Self.isParameter(name, around: Syntax(reference)) || Self.localValue(named: name, around: Syntax(reference)) != nil { return nil }
            if let stored = storedPropertyType(name, of: type) { return stored }
            guard name.first?.isUppercase == true, declaredNames.contains(name) else { return nil }
            return (name, declaredType(named: TypeSyntax(IdentifierTypeSyntax(name: reference.baseName)), from: type))
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil, let base = member.base,
              let owner = declaredType(of: base, in: type, links: links + 1)?.declaration else { return nil }
        return storedPropertyType(member.declName.baseName.text, of: owner)
    }

    /// The type a property of a type is declared with (`let mode: Mode`, `var store = Store()`),
    /// when it is one the run's files declare.
    private func storedPropertyType(_ name: String, of owner: TypeDeclaration) -> NamedType? {
        guard let binding = TypeCode(type: owner.name, parts: partsOfOneType(owner)).binding(named: name, around: owner.declaration),
              let named = Self.declaredTypeSyntax(of: binding), let last = named.trimmedText.split(separator: ".").last,
              declaredNames.contains(String(last)) else { return nil }
        return (named.trimmedText, declaredType(named: named, from: owner))
    }

    /// The texts a member of a type the run declares gives: each result of its getter or method
    /// (a `switch self` gives one per case), a constant's value, or a String enum's raw values;
    /// false when the type declares no such member.
    private func collect(member name: String, of owner: TypeDeclaration, depth: Int, into found: inout TextAlternatives,
                         _ reading: inout TextAlternatives.Reading) -> Bool {
        // Once per member and depth: getters that name other getters reach each many times.
        let key = TextAlternatives.Reading.Member(owner: ObjectIdentifier(owner), name: name, depth: depth)
        if reading.members[key] == nil {
            var texts = TextAlternatives()
            let declared = collect(declaredMember: name, of: owner, depth: depth, into: &texts, &reading)
            reading.members[key] = (declared, texts)
        }
        guard let known = reading.members[key], known.declared else { return false }
        found.add(known.texts)
        return true
    }

    /// `collect(member:of:depth:into:_:)` the first time.
    private func collect(declaredMember name: String, of owner: TypeDeclaration, depth: Int, into found: inout TextAlternatives,
                         _ reading: inout TextAlternatives.Reading) -> Bool {
        let parts = partsOfOneType(owner)
        if name == "rawValue", let values = parts.lazy.compactMap({ $0.literalProperties["rawValue"] }).first {
            let cases = parts.flatMap(\.cases)
            for caseName in cases { if let value = values[caseName] { found.add(value) } }
            if cases.isEmpty || values.count < cases.count { found.complete = false }
            return true
        }
        // Declared by the type, else by an extension of a protocol it conforms to
        // (`extension NavigationIdentifier where RawValue == String { var localized: LocalizedStringKey { … } }`).
        let conformed = parts.flatMap(Self.inheritedTypes).compactMap { $0.trimmedText.split(separator: ".").last }
            .flatMap { declarationParts(of: String($0), from: owner.file.path) }
        if let computed = (parts + conformed).lazy.compactMap({ $0.members[name] }).first {
            let results = Self.results(of: computed.statements)
            if results.isEmpty { found.complete = false }
            for result in results { collect(result, in: owner, depth: depth + 1, into: &found, &reading) }
            return true
        }
        // A constant (`static let appName = Config.name ?? "Reader"`), or a variable's first value
        // (`@State private var title = "Servers"`), which the code may change at run time.
        guard let binding = TypeCode(type: owner.name, parts: parts).binding(named: name, around: owner.declaration, withValue: true),
              let value = binding.initializer?.value else { return false }
        collect(value, in: owner, depth: depth + 1, into: &found, &reading)
        if binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind != .keyword(.let) { found.complete = false }
        return true
    }

    /// The texts of a constant with several (`StringConstant.Value.alternatives`): an enum's property
    /// that switches over its cases (`Mode.title`), or `static let name = Config.name ?? "Reader"`;
    /// false when no constant of several texts has that name.
    private func collect(constantNamed reference: String, into found: inout TextAlternatives) -> Bool {
        let named = constants.candidates(for: reference).filter { !$0.value.isSingle }
        guard let first = named.first, named.allSatisfy({ $0.value == first.value }) else { return false }
        add(first.value, in: localizations(ofFile: first.file), into: &found)
        return true
    }

    /// The texts the run's calls of a view give its stored property `name`, each call's argument
    /// read as a title is (`DetailView(title: isNew ? "New" : L10n.edit)`, outside the caller's own
    /// names); false when the view has no calls or none that gives it (see `argumentKey(setting:in:)`).
    private func collect(givenByCallers name: String, in type: TypeDeclaration, depth: Int, into found: inout TextAlternatives,
                         _ reading: inout TextAlternatives.Reading) -> Bool {
        guard let calls = shown.calls[type.name].map({ callsOf(type, among: $0) }), !calls.isEmpty,
              let key = Self.argumentKey(setting: name, in: partsOfOneType(type)) else { return false }
        for call in calls {
            guard let given = call[key] else { found.complete = false; continue }
            found.add(Self.givenBy(given, reading: { collect(given, in: nil, depth: depth + 1, into: &$0, &reading) }))
        }
        return true
    }

    /// The calls (each its arguments by key) that name this declaration of a type: where several
    /// targets each declare a view of its name, those in files that resolve the name to it.
    private func callsOf(_ type: TypeDeclaration, among calls: [[String: ExprSyntax]]) -> [[String: ExprSyntax]] {
        // Top-level views only: nested ones of one name (`ContentSplit.Header`) are told apart by their scope, not their target.
        let declared = (types[type.name] ?? []).filter { !$0.declaration.is(ExtensionDeclSyntax.self) }
        guard declared.count > 1, declared.allSatisfy({ $0.parent == nil }) else { return calls }
        return calls.filter { call in
            guard let path = call.values.first.flatMap({ self.path(of: Syntax($0)) }), let resolved = self.type(named: type.name, from: path)?.0 else { return true }
            return resolved.declaration.id == type.declaration.id
        }
    }

    /// The texts the run's calls of a View extension's function give its parameter `name`, when
    /// the code around a node is that function's (`func settingsList(title: String) -> some View`,
    /// called `.settingsList(title: "General")`), its default where a call leaves it out; false
    /// when the node is in no such function or it takes no parameter of that name.
    private func collect(givenToViewExtension name: String, around node: Syntax, depth: Int, into found: inout TextAlternatives,
                         _ reading: inout TextAlternatives.Reading) -> Bool {
        var current = node.parent
        while let syntax = current, !syntax.is(MemberBlockItemSyntax.self) {
            if syntax.is(ClosureExprSyntax.self) { return false }
            current = syntax.parent
        }
        guard let function = current?.as(MemberBlockItemSyntax.self)?.decl.as(FunctionDeclSyntax.self),
              current?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedText == "View",
              let calls = shown.calls[Presentations.viewExtensionKey(function.name.text)], !calls.isEmpty else { return false }
        let parameters = function.signature.parameterClause.parameters
        guard let key = Self.argumentKey(ofParameter: name, in: parameters) else { return false }
        let fallback = parameters.first { ($0.secondName ?? $0.firstName).text == name }?.defaultValue?.value
        for call in calls {
            guard let given = call[key] ?? fallback else { found.complete = false; continue }
            found.add(Self.givenBy(given, reading: { collect(given, in: nil, depth: depth + 1, into: &$0, &reading) }))
        }
        return true
    }

    /// The texts one caller's argument gives, each from that argument unless a caller further out gave it.
    private static func givenBy(_ given: ExprSyntax, reading: (inout TextAlternatives) -> Void) -> TextAlternatives {
        var inner = TextAlternatives()
        reading(&inner)
        var found = TextAlternatives(complete: inner.complete, givenUp: inner.givenUp)
        for text in inner.texts { found.add(text, from: inner.origins[text] ?? given, inferred: inner.inferred[text]) }
        return found
    }

    /// The values a condition (its unfolded parts) takes at the places that show its view: `style == .createGist` (or
    /// `!=`) where every call of the view gives the stored property `style` a case. Nil when any
    /// call's value is not known there, the code writes calls `shown` does not record, or the
    /// condition is of another form.
    func outcomes(of elements: [ExprSyntax]) -> Set<Bool>? {
        guard elements.count == 3, let comparison = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, comparison == "==" || comparison == "!=" else { return nil }
        func caseName(_ expression: ExprSyntax) -> String? {
            guard let member = expression.as(MemberAccessExprSyntax.self),
                  member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true else { return nil }
            return member.declName.baseName.text
        }
        func propertyName(_ expression: ExprSyntax) -> String? {
            if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" { return member.declName.baseName.text }
            return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        guard let (name, compared) = propertyName(elements[0]).flatMap({ name in caseName(elements[2]).map { (name, $0) } })
                ?? propertyName(elements[2]).flatMap({ name in caseName(elements[0]).map { (name, $0) } }),
              Self.localValue(named: name, around: Syntax(elements[0])) == nil, !Self.isParameter(name, around: Syntax(elements[0])),
              let type = enclosingType(of: Syntax(elements[0])), let recorded = shown.calls[type.name], recorded.count == writtenCalls(of: type.name),
              case let calls = callsOf(type, among: recorded), !calls.isEmpty,
              let key = Self.argumentKey(setting: name, in: partsOfOneType(type)) else { return nil }
        var outcomes = Set<Bool>()
        for call in calls {
            guard let given = call[key].flatMap(caseName) else { return nil }
            outcomes.insert((given == compared) == (comparison == "=="))
        }
        return outcomes
    }

    /// What a getter's statements give: each `return`'s value (outside closures), and the branches
    /// of an `if` or `switch` that is the body's one expression.
    static func results(of statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        if let only = onlyExpression(statements) { return branches(of: only) }
        var found: [ExprSyntax] = []
        func walk(_ node: Syntax) {
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return }
            if let statement = node.as(ReturnStmtSyntax.self) {
                if let value = statement.expression { found += branches(of: value) }
                return
            }
            for child in node.children(viewMode: .sourceAccurate) { walk(child) }
        }
        walk(Syntax(statements))
        return found
    }

    /// An `if` or `switch` expression's branch values, or the expression itself.
    private static func branches(of expression: ExprSyntax) -> [ExprSyntax] {
        if let choice = expression.as(IfExprSyntax.self) {
            var found = onlyExpression(choice.body.statements).map(branches) ?? []
            switch choice.elseBody {
            case .codeBlock(let block)?: found += onlyExpression(block.statements).map(branches) ?? []
            case .ifExpr(let next)?: found += branches(of: ExprSyntax(next))
            case nil: break
            }
            return found
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            return choice.cases.compactMap { element -> ExprSyntax? in
                guard case .switchCase(let switchCase) = element else { return nil }
                return onlyExpression(switchCase.statements)
            }.flatMap(branches)
        }
        return [expression]
    }

    /// The value a constant declared in a block around a node is given (`let title = …` in a body).
    static func localValue(named name: String, around node: Syntax) -> ExprSyntax? {
        var current = node.parent
        while let syntax = current, !syntax.is(MemberBlockItemSyntax.self) {
            if let statements = syntax.as(CodeBlockItemListSyntax.self) {
                for statement in statements {
                    guard let variable = statement.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
                    if let binding = variable.bindings.first(where: { $0.pattern.trimmedText == name }), let value = binding.initializer?.value { return value }
                }
            }
            current = syntax.parent
        }
        return nil
    }
}
