import Foundation
import HIGLint
import SwiftSyntax

/// A string an app names once and uses as a title or label: a `static let`/`static var`
/// constant (`enum Strings { static let settings = "Settings" }`), or an accessor SwiftGen
/// generates for a string table (`L10n.Settings.title`, whose declaration calls
/// `tr("Localizable", "settings.title", fallback: "Settings")`).
struct StringConstant: Sendable, Equatable {
    /// The names around it and its own: `L10n.Settings.title`.
    let qualifiedName: String
    let file: String
    let value: Value

    enum Value: Sendable, Hashable {
        /// A literal, itself a localization key when the tables have it (as a literal written in place is).
        case literal(String)
        /// A string table's key, with the text the generator wrote beside it when it did.
        case tableKey(String, fallback: String?)
        /// Another name's text (`static let title = L10n.settings`, a case's `return LocalString.bookmarks`).
        case reference(String)
        /// One of several texts, no one of them the constant's text: `Config.name ?? "Reader"`, or an
        /// enum's property that switches over its cases, under the property's own name (`Mode.title`);
        /// `complete` when every alternative is one of these values.
        indirect case alternatives([Value], complete: Bool)
        /// A call of a function of the app's (`localText(key: "genericClose")` in `enum LocalText`),
        /// with its arguments' labels ("_" when unlabelled) and literal texts: a lookup of a literal
        /// key when the function is one of the app's lookups (`LocalizationLookupTable`).
        case applied(owner: String, function: String, labels: [String], literals: [String?])
        /// An image of a system symbol (`static let info = Image(systemName: SystemImage.info)`), whose
        /// name the value gives: no text, but the symbol an item shows.
        indirect case symbolImage(Value)

        var isSingle: Bool {
            if case .alternatives = self { false } else { true }
        }

        var isReference: Bool {
            if case .reference = self { true } else { false }
        }

        /// The value naming an image's symbol, for an image.
        var symbol: Value? {
            if case .symbolImage(let value) = self { value } else { nil }
        }

        /// A call of a function, which code in place reads as a lookup itself (`LocalizationLookupTable.application`).
        var isApplied: Bool {
            if case .applied = self { true } else { false }
        }
    }

    /// Whether a file may declare constants worth reading: a cheap test on its bytes.
    static func mayDeclare(_ bytes: [UInt8]) -> Bool {
        needles.contains { SwiftFrontEnd.contains(bytes, $0) }
    }

    private static let needles = ["static let", "static var", "static func", "switch self"].map { Array($0.utf8) }

    /// The string constants a file declares, under each type and extension it declares them in.
    static func read(_ tree: SourceFileSyntax, path: String) -> [StringConstant] {
        var found: [StringConstant] = []
        eachDeclaration(in: tree) { decl, prefix in
            if let variable = decl.as(VariableDeclSyntax.self), prefix.isEmpty {
                // A constant of the file (`let productName = "Reader"`), under its own name.
                if variable.bindingSpecifier.tokenKind == .keyword(.let) { found += constants(variable, prefix: prefix, path: path) }
            } else if let variable = decl.as(VariableDeclSyntax.self), !prefix.isEmpty,
                      !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
                // An enum's property that switches over its cases: one constant per case (`MenuItem.bookmarks.name`).
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let statements = SwiftTypeIndex.getterStatements(binding.accessorBlock) else { continue }
                    found += perCase(statements, property: name, prefix: prefix, path: path)
                }
            } else if let function = decl.as(FunctionDeclSyntax.self), !prefix.isEmpty, function.signature.parameterClause.parameters.isEmpty,
                      !function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }), let body = function.body {
                // `func title() -> String { switch self { … } }`, read as the property is.
                found += perCase(body.statements, property: function.name.text, prefix: prefix, path: path)
            } else if let variable = decl.as(VariableDeclSyntax.self), !prefix.isEmpty {
                found += constants(variable, prefix: prefix, path: path)
            } else if let function = decl.as(FunctionDeclSyntax.self), !prefix.isEmpty, function.signature.parameterClause.parameters.isEmpty,
                      function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
                      let expression = function.body.flatMap({ SwiftTypeIndex.onlyExpression($0.statements) }),
                      let value = value(of: expression, owner: String(prefix.split(separator: ".").last ?? "")) {
                // A generated accessor function (`static func tabbar_chats() -> String { localizedString(key: "tabbar.chats", …) }`),
                // read as a static property is; its calls (`Strings.tabbar_chats()`) name it.
                found.append(StringConstant(qualifiedName: prefix + "." + function.name.text, file: path, value: value))
            }
        }
        return found
    }

    /// Each declaration of a file, at every depth of types, extensions and `#if` branches (at the top
    /// level too: `#if PRO let productName = "Reader Pro" #else … #endif`), with the names of the
    /// types around it (`L10n.Settings`; an extension's type as it writes it), empty at the top level.
    static func eachDeclaration(in tree: SourceFileSyntax, _ visit: (DeclSyntax, _ prefix: String) -> Void) {
        func walk(_ decl: DeclSyntax, prefix: String) {
            if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let members)? = clause.elements { for item in members { walk(item.decl, prefix: prefix) } }
                    if case .statements(let statements)? = clause.elements {
                        for statement in statements { if case .decl(let inner) = statement.item { walk(inner, prefix: prefix) } }
                    }
                }
                return
            }
            visit(decl, prefix)
            guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return }
            let name: String
            if let type = decl.as(ExtensionDeclSyntax.self) { name = type.extendedType.trimmedText }
            else if let named = decl.asProtocol(NamedDeclSyntax.self) { name = named.name.text }
            else { return }
            let inner = prefix.isEmpty ? name : prefix + "." + name
            for item in group.memberBlock.members { walk(item.decl, prefix: inner) }
        }
        for statement in tree.statements {
            if case .decl(let decl) = statement.item { walk(decl, prefix: "") }
        }
    }

    /// A type's or a file's constants: each name given a value, or a getter of one expression, whose text is known
    /// or one of several (`static let appName = Config.name ?? "Reader"`).
    private static func constants(_ variable: VariableDeclSyntax, prefix: String, path: String) -> [StringConstant] {
        variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let expression = binding.initializer?.value ?? SwiftTypeIndex.getterStatements(binding.accessorBlock).flatMap(SwiftTypeIndex.onlyExpression),
                  let value = value(of: expression, owner: String(prefix.split(separator: ".").last ?? "")) ?? alternatives(of: expression) else { return nil }
            return StringConstant(qualifiedName: prefix.isEmpty ? name : prefix + "." + name, file: path, value: value)
        }
    }

    /// An enum's property or method that switches over its cases: a constant for each case
    /// (`MenuItem.bookmarks.name`), and one for the property with every case's value (`MenuItem.name`).
    private static func perCase(_ statements: CodeBlockItemListSyntax, property: String, prefix: String, path: String) -> [StringConstant] {
        let cases = caseExpressions(statements)
        var found: [StringConstant] = []
        for (caseName, expression) in cases {
            if let value = value(of: expression) { found.append(StringConstant(qualifiedName: "\(prefix).\(caseName).\(property)", file: path, value: value)) }
        }
        guard !found.isEmpty, let switched = SwiftTypeIndex.onlyExpression(statements)?.as(SwitchExprSyntax.self) else { return found }
        // A case whose value is not read (`default:`, `case .named(let name):`) leaves the list incomplete.
        let labels = switched.cases.reduce(0) { count, element in
            guard case .switchCase(let switchCase) = element, case .case(let label) = switchCase.label else { return count + 1 }
            return count + label.caseItems.count
        }
        var values: [Value] = []
        for value in found.map(\.value) where !values.contains(value) { values.append(value) }
        return found + [StringConstant(qualifiedName: "\(prefix).\(property)", file: path, value: .alternatives(values, complete: found.count == labels))]
    }

    /// `a ?? b` and `condition ? a : b`, as a constant's value: the values of its parts, when one of them is known.
    static func alternatives(of expression: ExprSyntax) -> Value? {
        let parts = SwiftLiterals.choiceBranches(expression).map { [$0.0, $0.1] } ?? []
        var known: [Value] = []
        var complete = true
        for part in parts {
            switch value(of: part) ?? alternatives(of: part) {
            case .alternatives(let inner, let innerComplete)?: known += inner; complete = complete && innerComplete
            case let value?: known.append(value)
            case nil: complete = false
            }
        }
        return known.isEmpty ? nil : .alternatives(known, complete: complete)
    }

    /// The constants and localization helpers of a file the run does not parse for chrome
    /// (SwiftGen's `Strings.swift`, a `String+Localized.swift`): its tree is read for them and not
    /// kept; none when it is not parsed at all.
    static func read(fileWithoutChrome path: String, bytes: [UInt8]) -> ([StringConstant], LocalizationLookupTable.Declared) {
        let constants = mayDeclare(bytes), lookups = LocalizationLookupTable.mayDeclare(bytes)
        guard constants || lookups, firstInvalidUTF8Offset(in: bytes) == nil, SwiftFrontEnd.notParsed(bytes) == nil else { return ([], .init()) }
        let file = ParsedFile(path: path, bytes: bytes)
        guard file.tooDeep == nil else { return ([], .init()) }
        return (constants ? read(file.tree, path: path) : [], lookups ? LocalizationLookupTable.declared(in: file.tree, path: path) : .init())
    }

    /// What a constant's expression gives: a generated table accessor's key (a call of `tr` with
    /// the table and the key), or a literal (also inside `NSLocalizedString` and the like).
    /// `owner` is the type the constant is declared in: the owner of a function it calls unqualified.
    static func value(of expression: ExprSyntax, owner: String = "") -> Value? {
        // `Image(systemName: SystemImage.info)`, `UIImage(systemName: "gear")!`: the symbol's name, a literal or another constant.
        if let (argument, safe) = SwiftLiterals.symbolArgument(expression) {
            let name = safe ? SwiftLiterals.safeSymbol(argument).map(Value.literal) : SwiftLiterals.string(argument).map(Value.literal) ?? referenceName(argument).map(Value.reference)
            return name.map { .symbolImage($0) }
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           (call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text) == "tr" {
            let unlabeled = Array(call.arguments.filter { $0.label == nil })
            // `tr(Key.settings_title)`: a generator's key enum, whose case names are the keys.
            if unlabeled.count == 1, let member = unlabeled[0].expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
               member.base.map({ $0.trimmedText.first?.isUppercase == true }) ?? true {
                return .tableKey(member.declName.baseName.text, fallback: nil)
            }
            guard unlabeled.count == 2, let key = SwiftLiterals.string(unlabeled[1].expression) else { return nil }
            let fallback = call.arguments.first { $0.label?.text == "fallback" }.flatMap { SwiftLiterals.string($0.expression) }
            return .tableKey(key, fallback: fallback)
        }
        // `NSLocalizedString("key", value: "Text", comment:)`, `String(localized: "key", defaultValue: "Text")`:
        // a key with the development language's text beside it.
        // (Also an app's own lookup that takes the key by label: `localizedString(key: "tabbar.chats", defaultValue: "Chats")`.)
        if let call = expression.as(FunctionCallExprSyntax.self), let first = call.arguments.first,
           first.label == nil || first.label?.text == "localized" || first.label?.text == "key",
           let text = call.arguments.first(where: { $0.label?.text == "value" || $0.label?.text == "defaultValue" }).flatMap({ SwiftLiterals.string($0.expression) }),
           let key = SwiftLiterals.string(first.expression) {
            return .tableKey(key, fallback: text)
        }
        if let literal = SwiftLiterals.string(expression) { return .literal(literal) }
        // `.init(localized: "Archive")` where a String is expected.
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == ".init", call.arguments.count == 1,
           let only = call.arguments.first, only.label?.text == "localized", let key = SwiftLiterals.string(only.expression) {
            return .literal(key)
        }
        if let reference = referenceName(expression) { return .reference(reference) }
        // `localText(key: "genericClose")`, `Strings.text("settings_title")`: one literal handed to a function.
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
           call.arguments.contains(where: { SwiftLiterals.string($0.expression) != nil }) {
            let literals = call.arguments.map { SwiftLiterals.string($0.expression) }
            let labels = call.arguments.map { $0.label?.text ?? "_" }
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                return .applied(owner: owner, function: name, labels: labels, literals: literals)
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, base.trimmedText.first?.isUppercase == true {
                return .applied(owner: base.trimmedText.split(separator: ".").last.map(String.init) ?? "", function: member.declName.baseName.text,
                                labels: labels, literals: literals)
            }
        }
        return nil
    }

    /// `switch self { case .a: return X; case .b, .c: Y }`: each case's expression.
    static func caseExpressions(_ statements: CodeBlockItemListSyntax) -> [(caseName: String, expression: ExprSyntax)] {
        guard let switched = SwiftTypeIndex.onlyExpression(statements)?.as(SwitchExprSyntax.self), switched.subject.trimmedText == "self" else { return [] }
        var found: [(String, ExprSyntax)] = []
        for element in switched.cases {
            guard case .switchCase(let switchCase) = element, case .case(let label) = switchCase.label,
                  let value = SwiftTypeIndex.onlyExpression(switchCase.statements) else { continue }
            for item in label.caseItems {
                if let name = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
                    found.append((name, value))
                }
            }
        }
        return found
    }

    /// The name an expression refers to a constant by: a chain of names that starts with a
    /// type's (`L10n.Settings.title`, `Strings.settings`), without a leading `Self.`.
    static func referenceName(_ expression: ExprSyntax) -> String? {
        guard expression.is(MemberAccessExprSyntax.self) else { return nil }
        var names: [String] = []
        var current: ExprSyntax? = expression
        while let part = current {
            if let member = part.as(MemberAccessExprSyntax.self) {
                guard member.declName.argumentNames == nil else { return nil }
                names.append(member.declName.baseName.text)
                current = member.base
            } else if let reference = part.as(DeclReferenceExprSyntax.self) {
                names.append(reference.baseName.text)
                current = nil
            } else {
                return nil
            }
        }
        names.reverse()
        if names.first == "Self" { names.removeFirst() }
        guard names.count >= 2, names[0].first?.isUppercase == true else { return nil }
        return names.joined(separator: ".")
    }
}

/// The run's string constants, by their last name, for the value resolver.
struct StringConstantTable: Sendable {
    private var byName: [String: [StringConstant]] = [:]

    mutating func add(_ constants: [StringConstant]) {
        for constant in constants {
            byName[String(constant.qualifiedName.split(separator: ".").last!), default: []].append(constant)
        }
    }

    mutating func remove(file path: String) {
        byName = byName.compactMapValues { constants in
            let kept = constants.filter { $0.file != path }
            return kept.isEmpty ? nil : kept
        }
    }

    /// The constants an expression may name: declared with that name, or with names around
    /// it that the expression leaves out (`Constants.title` inside the view that declares `Constants`).
    func candidates(for reference: String) -> [StringConstant] {
        guard let last = reference.split(separator: ".").last else { return [] }
        return (byName[String(last)] ?? []).filter { $0.qualifiedName == reference || $0.qualifiedName.hasSuffix("." + reference) }
    }
}

/// A change of case Foundation makes to a string people read (`L10n.settings.localizedCapitalized`,
/// `title.uppercased()`), applied as the development language would.
enum StringTransform: String {
    case capitalized, localizedCapitalized, uppercased, localizedUppercase, lowercased, localizedLowercase

    /// The string an expression transforms and how: `base.capitalized`, `base.uppercased()`.
    static func split(_ expression: ExprSyntax) -> (base: ExprSyntax, transform: StringTransform)? {
        var member = expression.as(MemberAccessExprSyntax.self)
        var called = false
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            member = call.calledExpression.as(MemberAccessExprSyntax.self)
            called = true
        }
        guard let member, let base = member.base, let transform = StringTransform(rawValue: member.declName.baseName.text),
              called == (transform == .uppercased || transform == .lowercased) else { return nil }
        return (base, transform)
    }

    private static let english = Locale(identifier: "en")

    func apply(_ text: String) -> String {
        switch self {
        case .capitalized, .localizedCapitalized: text.capitalized(with: Self.english)
        case .uppercased, .localizedUppercase: text.uppercased(with: Self.english)
        case .lowercased, .localizedLowercase: text.lowercased(with: Self.english)
        }
    }
}
