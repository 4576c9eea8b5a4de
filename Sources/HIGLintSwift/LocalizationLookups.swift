import HIGLint
import SwiftSyntax

/// An app's own localization helper, known by what its body does, whatever its name: a member of
/// a String extension that localizes `self` (`var localized: String { NSLocalizedString(self, comment: "") }`),
/// a function that localizes its String parameter (`static func getValue(_ key: String) -> String`),
/// or a member of a String enum (or of every `RawRepresentable`) that localizes its `rawValue`.
struct LocalizationLookup: Sendable, Hashable {
    /// The type it is declared in or extends (`String`, `RawRepresentable`, `LocalizedString`); empty for a free function.
    let owner: String
    /// A member's or a function's name (`localized`, `getValue`); a function's labels are matched at the call.
    let name: String
    /// Where the key comes from: the value the member is read on, or the argument at a position.
    let key: Source
    /// The string table the body reads: one it names, or the one an argument names.
    let table: Table?
    /// The file that declares it: its tables are the ones it reads (a package's `localize(_:)`
    /// reads its own module's bundle, whatever module calls it).
    var file = ""

    enum Source: Sendable, Hashable { case receiver, parameter(Int) }
    /// A table the body names, or the parameter that names it, with the parameter's default.
    enum Table: Sendable, Hashable { case named(String), parameter(Int, fallback: String?) }
}

/// What an expression applies to its key: a lookup of Foundation (`NSLocalizedString(key, …)`,
/// `bundle.localizedString(forKey: key, …)`, `String(localized: .init(key))`), a member read on
/// the key (`key.localized`), or a function called with it (`Strings.get(key)`); `key` is the
/// expression the key is read from (a function's call, whose arguments are matched later).
enum LocalizationApplication {
    case foundation(key: ExprSyntax, table: ExprSyntax?)
    case member(String, key: ExprSyntax)
    case function(owner: String, name: String, call: FunctionCallExprSyntax)

    /// The lookup an expression is, when it has one of these shapes; `String(format: lookup, …)`
    /// is its lookup, the placeholders left in the text.
    static func of(_ expression: ExprSyntax) -> LocalizationApplication? {
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, member.declName.argumentNames == nil {
            return .member(member.declName.baseName.text, key: base)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let arguments = Array(call.arguments)
        func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
        let called = call.calledExpression
        let calledName = called.as(DeclReferenceExprSyntax.self)?.baseName.text ?? called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if calledName == "String", arguments.first?.label?.text == "format", let format = arguments.first?.expression { return of(format) }
        if calledName == "NSLocalizedString", let first = arguments.first, first.label == nil {
            return .foundation(key: first.expression, table: argument("tableName"))
        }
        if calledName == "localizedString", arguments.first?.label?.text == "forKey", let key = arguments.first?.expression {
            return .foundation(key: key, table: argument("table"))
        }
        if calledName == "String", arguments.first?.label?.text == "localized", let value = arguments.first?.expression.as(FunctionCallExprSyntax.self),
           ["String.LocalizationValue", "LocalizationValue", ".init", "LocalizedStringResource"].contains(value.calledExpression.trimmedText),
           value.arguments.count == 1, let key = value.arguments.first, key.label == nil {
            return .foundation(key: key.expression, table: argument("table"))
        }
        // `String(localized: value)` in a helper given a `String.LocalizationValue` parameter.
        if calledName == "String", arguments.first?.label?.text == "localized", let value = arguments.first?.expression, value.is(DeclReferenceExprSyntax.self) {
            return .foundation(key: value, table: argument("table"))
        }
        if let member = called.as(MemberAccessExprSyntax.self), let base = member.base, call.trailingClosure == nil {
            // `"key".localized()`, `"key".localized(comment: "")` on the key; `Strings.get("key")` on a type.
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true || base.is(MemberAccessExprSyntax.self) && base.trimmedText.first?.isUppercase == true {
                return .function(owner: base.trimmedText.split(separator: ".").last.map(String.init) ?? "", name: member.declName.baseName.text, call: call)
            }
            return .member(member.declName.baseName.text, key: base)
        }
        if let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text, call.trailingClosure == nil {
            return .function(owner: "", name: name, call: call)
        }
        // `.localized("Sources")` where a String is expected: a static function of a String extension.
        if let member = called.as(MemberAccessExprSyntax.self), member.base == nil, call.trailingClosure == nil {
            return .function(owner: "String", name: member.declName.baseName.text, call: call)
        }
        return nil
    }
}

/// The app's localization helpers, read from the bodies of the run's declarations (`LocalizationLookup`),
/// and the raw values of its String enums, which helpers on `rawValue` take as keys.
struct LocalizationLookupTable: Sendable {
    /// A declaration that may be a lookup: what its body applies to its key, by the names of what
    /// it applies, resolved once all the run's files are read (a helper may call another).
    fileprivate struct Candidate: Sendable {
        let lookup: LocalizationLookup
        let labels: [(label: String, hasDefault: Bool)]
        let applies: Applied
        let file: String
    }

    fileprivate enum Applied: Sendable, Hashable {
        case foundation, member(String), function(owner: String, name: String)
    }

    /// A String enum's case and its raw value (`Localizable.App.Quit` = `"APP_QUIT"`).
    fileprivate struct RawValue: Sendable {
        let enumName: String
        let inherited: [String]
        let value: String
        let file: String
    }

    /// What one file declares: its candidates and its String enums' raw values, by case name.
    struct Declared: Sendable {
        fileprivate var candidates: [Candidate] = []
        fileprivate var rawValues: [String: [RawValue]] = [:]

        var isEmpty: Bool { candidates.isEmpty && rawValues.isEmpty }

        /// What it holds, as text, for the run's digest.
        var summary: String {
            (candidates.map { "\($0.lookup) \($0.labels) \($0.applies)" }
                + rawValues.sorted { $0.key < $1.key }.flatMap { name, values in values.map { "\($0.enumName).\(name)=\($0.value)" } }).joined(separator: "\n")
        }
    }

    private var candidates: [Candidate] = []
    private var rawValues: [String: [RawValue]] = [:]
    /// The lookups, by their names.
    private var lookups: [String: [(lookup: LocalizationLookup, labels: [(label: String, hasDefault: Bool)])]] = [:]

    /// The most helpers one lookup goes through (`a.localized` calling `Strings.get(self)` calling `NSLocalizedString`).
    static let maximumDepth = 4

    /// Whether a file may declare a lookup or a String enum: a cheap test on its bytes.
    static func mayDeclare(_ bytes: [UInt8]) -> Bool {
        lookupNeedles.contains { SwiftFrontEnd.contains(bytes, $0) }
            || enumNeedles.allSatisfy { SwiftFrontEnd.contains(bytes, $0) }
    }

    private static let lookupNeedles = ["NSLocalizedString", "localizedString(", "String(localized", "func loc", "var locali", "var loc:", "var loc "].map { Array($0.utf8) }
    private static let enumNeedles = ["enum ", ": String"].map { Array($0.utf8) }

    mutating func add(_ declared: Declared) {
        guard !declared.isEmpty else { return }
        candidates += declared.candidates
        rawValues.merge(declared.rawValues) { $0 + $1 }
        if !declared.candidates.isEmpty { resolve() }
    }

    mutating func remove(file path: String) {
        candidates.removeAll { $0.file == path }
        rawValues = rawValues.compactMapValues { values in
            let kept = values.filter { $0.file != path }
            return kept.isEmpty ? nil : kept
        }
        resolve()
    }

    /// Which candidates are lookups: those applying Foundation's, then those applying those, as deep as `maximumDepth`.
    private mutating func resolve() {
        var found: [String: [(lookup: LocalizationLookup, labels: [(label: String, hasDefault: Bool)])]] = [:]
        var known = Set<Int>()
        for _ in 0..<Self.maximumDepth {
            var added = false
            for (index, candidate) in candidates.enumerated() where !known.contains(index) {
                let applies: Bool
                switch candidate.applies {
                case .foundation: applies = true
                case .member(let name): applies = found[name]?.contains { $0.lookup.key == .receiver } == true
                case .function(let owner, let name): applies = found[name]?.contains { $0.lookup.owner == owner } == true
                }
                guard applies else { continue }
                known.insert(index)
                var lookup = candidate.lookup
                lookup.file = candidate.file
                found[candidate.lookup.name, default: []].append((lookup, candidate.labels))
                added = true
            }
            if !added { break }
        }
        lookups = found
    }

    /// The key an expression looks up, and the table it names: an application of a lookup the app
    /// declares or of Foundation's, with the key's text when it is a literal or
    /// a String enum's case (`rawValue`), else the expression the key is read from; nil for any other expression.
    func application(_ expression: ExprSyntax) -> Application? {
        // `%"common.add"`: an operator of the app's own (`prefix func %(key: String.LocalizationValue) -> String`) that localizes its operand.
        if let applied = expression.as(PrefixOperatorExprSyntax.self) {
            let name = applied.operator.text
            guard let matched = (lookups[name] ?? []).first(where: { $0.lookup.owner.isEmpty && $0.lookup.key == .parameter(0) && $0.labels.count == 1 })
            else { return nil }
            return Application(key: SwiftLiterals.string(applied.expression), expression: applied.expression, table: Self.tableName(matched.lookup.table, nil), file: matched.lookup.file)
        }
        switch LocalizationApplication.of(expression) {
        case .foundation(let key, let table)?:
            return Application(key: SwiftLiterals.string(key), expression: key, table: table.flatMap(SwiftLiterals.string))
        case .member(let name, let key)?:
            return application(member: name, on: key)
        case .function(let owner, let name, let call)?:
            // `Localizable.App.quit.localized()`: a method on a String enum's case, else a type's function.
            return application(function: name, of: owner, call) ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap { application(member: name, on: $0) }
        case nil:
            return nil
        }
    }

    /// A member that localizes the value it is read on: a literal key, a String enum's case (its raw value), else a string the code computes.
    private func application(member name: String, on key: ExprSyntax) -> Application? {
        guard let declared = lookups[name]?.filter({ $0.lookup.key == .receiver }), !declared.isEmpty else {
            // `"Services".localized` through a String extension of a dependency the repository does not
            // hold: a lookup of the literal in the app's tables, as the member's name says.
            guard lookups[name] == nil, Self.isLookupMemberName(name), key.is(StringLiteralExprSyntax.self),
                  let literal = SwiftLiterals.string(key) else { return nil }
            // `.localized(with: value)` formats; `.localized(tableName:)` reads another table: only the bare member is the lookup.
            if let call = key.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self), !call.arguments.isEmpty { return nil }
            return Application(key: literal, expression: key, table: nil)
        }
        var text: String?
        var owners = Self.stringOwners
        if key.is(StringLiteralExprSyntax.self) {
            text = SwiftLiterals.string(key)
        } else if let (raw, enumOwners) = rawValue(of: key) {
            text = raw
            owners = enumOwners
        }
        return declared.first { owners.contains($0.lookup.owner) }.map { Application(key: text, expression: key, table: Self.tableName($0.lookup.table, nil), file: $0.lookup.file) }
    }

    /// A function that localizes the argument its parameter is given, in the table an argument names if it does.
    private func application(function name: String, of owner: String, _ call: FunctionCallExprSyntax) -> Application? {
        let given = Array(call.arguments)
        guard let (lookup, arguments, argument) = calls(of: name, of: owner, labels: given.map { $0.label?.text ?? "_" }).first else { return nil }
        var table: ExprSyntax?
        if case .parameter(let tablePosition, _)? = lookup.table, let named = arguments[tablePosition] { table = given[named].expression }
        let key = given[argument].expression
        return Application(key: SwiftLiterals.string(key) ?? caseValue(key), expression: key, table: Self.tableName(lookup.table, table), file: lookup.file)
    }

    /// The lookups named `name` of `owner` that take its key as a parameter and a call with these
    /// labels matches: each with the call's argument for each parameter (`TypeCode.match`) and the key's.
    private func calls(of name: String, of owner: String, labels: [String]) -> [(lookup: LocalizationLookup, arguments: [Int?], key: Int)] {
        (lookups[name] ?? []).compactMap { lookup, parameters in
            guard lookup.owner == owner, case .parameter(let position) = lookup.key, let arguments = TypeCode.match(labels, to: parameters),
                  let argument = arguments[position] else { return nil }
            return (lookup, arguments, argument)
        }
    }

    /// The literal key a call of the app's lookup function `name` of `owner` hands it, and the files
    /// that declare such a lookup (whose modules' tables it reads), given the call's labels and
    /// literal arguments (a constant's `localText(key: "genericClose")`); nil
    /// when no such lookup takes the call, the key is not a literal, or the call names a table.
    func key(function name: String, of owner: String, labels: [String], literals: [String?]) -> (key: String, files: [String])? {
        // (Called unqualified in a type, it may be the type's or a free function.)
        let owned = (lookups[name] ?? []).contains { $0.lookup.owner == owner }
        var found: (key: String, files: [String])?
        // Several modules may each declare one (`String.localized` in a package and in the app): each one's file.
        for (lookup, arguments, argument) in calls(of: name, of: owned ? owner : "", labels: labels) {
            guard let key = literals[argument] else { continue }
            if case .parameter(let tablePosition, _)? = lookup.table, arguments[tablePosition] != nil { return nil }
            if case .named? = lookup.table { return nil }
            found = (key, (found?.files ?? []) + [lookup.file])
        }
        return found
    }

    static let stringOwners: Set<String> = ["String", "StringProtocol", "NSString"]

    /// Names a String extension's localizing member goes by (`"Title".localized`, `.localized()`, `.loc`).
    static let lookupMemberNames: Set<String> = ["localized", "localised", "localize", "localizedString", "loc", "i18n"]

    /// Whether a member's name is one of those, also after a library's prefix (`ub_localized`, `rswiftLocalized`).
    static func isLookupMemberName(_ name: String) -> Bool {
        lookupMemberNames.contains(name) || UnshippedViews.nameWords(name).last.map { ["localized", "localised", "localize", "loc", "i18n"].contains($0) } == true
    }

    /// The key a lookup is applied to (its text when written out, else the expression it is read
    /// from), and the table it reads when one is named.
    struct Application {
        let key: String?
        let expression: ExprSyntax
        let table: String?
        /// The file declaring the app's lookup applied; nil for Foundation's.
        var file: String?
    }

    private static func tableName(_ table: LocalizationLookup.Table?, _ given: ExprSyntax?) -> String? {
        switch table {
        case .named(let name)?: name
        case .parameter(_, let fallback)?: given.map { SwiftLiterals.string($0) } ?? fallback
        case nil: nil
        }
    }

    /// The raw value of the String enum case an implicit member names (`.cancel`), when the app's
    /// String enums give that case one value.
    private func caseValue(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.argumentNames == nil,
              let matching = rawValues[member.declName.baseName.text], let first = matching.first,
              matching.allSatisfy({ $0.value == first.value }) else { return nil }
        return first.value
    }

    /// The raw value of a String enum's case an expression names (`Localizable.App.Quit`), and the
    /// names a lookup on it may be declared on: the enum's, what it conforms to, `RawRepresentable`.
    private func rawValue(of expression: ExprSyntax) -> (String, Set<String>)? {
        guard let reference = StringConstant.referenceName(expression) else { return nil }
        var names = reference.split(separator: ".").map(String.init)
        let caseName = names.removeLast()
        let enumName = names.joined(separator: ".")
        let matching = (rawValues[caseName] ?? []).filter { $0.enumName == enumName || $0.enumName.hasSuffix("." + enumName) }
        guard let first = matching.first, matching.allSatisfy({ $0.value == first.value }) else { return nil }
        let owners = Set(matching.flatMap { [String($0.enumName.split(separator: ".").last!), "RawRepresentable"] + $0.inherited })
        return (first.value, owners)
    }

    /// The candidates and String enums a file declares.
    static func declared(in tree: SourceFileSyntax, path: String) -> Declared {
        var declared = Declared()
        declared.read(tree, path: path)
        return declared
    }
}

extension LocalizationLookupTable.Declared {
    fileprivate typealias Candidate = LocalizationLookupTable.Candidate
    fileprivate typealias RawValue = LocalizationLookupTable.RawValue
    fileprivate typealias Applied = LocalizationLookupTable.Applied

    fileprivate mutating func read(_ tree: SourceFileSyntax, path: String) {
        StringConstant.eachDeclaration(in: tree) { decl, prefix in
            if let type = decl.as(EnumDeclSyntax.self), let inherited = type.inheritanceClause?.inheritedTypes.map(\.type.trimmedText), inherited.contains("String") {
                readCases(type, qualified: prefix.isEmpty ? type.name.text : prefix + "." + type.name.text, inherited: inherited, path: path)
            } else if prefix.isEmpty, let function = decl.as(FunctionDeclSyntax.self) {
                readFunction(function, owner: "", path: path)
            } else if !prefix.isEmpty {
                readMember(decl, owner: String(prefix.split(separator: ".").last ?? ""), path: path)
            }
        }
    }

    private mutating func readCases(_ type: EnumDeclSyntax, qualified: String, inherited: [String], path: String) {
        for item in type.memberBlock.members {
            for element in item.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
                guard let value = element.rawValue.map({ SwiftLiterals.string($0.value) }) ?? element.name.text else { continue }
                rawValues[element.name.text, default: []].append(RawValue(enumName: qualified, inherited: inherited, value: value, file: path))
            }
        }
    }

    /// A member of a type or extension: a property or method that localizes `self` or `rawValue`,
    /// or a static function that localizes a parameter.
    private mutating func readMember(_ decl: DeclSyntax, owner: String, path: String) {
        if let variable = decl.as(VariableDeclSyntax.self), !Self.isStatic(variable.modifiers) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let statements = SwiftTypeIndex.getterStatements(binding.accessorBlock) else { continue }
                let applied = Self.applied(statements, keys: Self.receiverKeys, parameters: [:])
                if let (applies, table) = applied {
                    candidates.append(Candidate(lookup: LocalizationLookup(owner: owner, name: name, key: .receiver, table: table), labels: [], applies: applies, file: path))
                }
                // `var localized: String { LanguageManager.shared.localize(string: self, bundle: .main) }` (named as one:
                // `localized`, `localised`, `loc`; not `localURL`)
                if applied?.0 != .foundation, name.lowercased().hasPrefix("locali") || name == "loc",
                   Self.namedLookup(name, owner: owner, body: Syntax(statements)) {
                    candidates.append(Candidate(lookup: LocalizationLookup(owner: owner, name: name, key: .receiver, table: nil), labels: [], applies: .foundation, file: path))
                }
            }
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            readInitializer(initializer, owner: owner, path: path)
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            if !Self.isStatic(function.modifiers), let body = function.body {
                let applied = Self.applied(body.statements, keys: Self.receiverKeys, parameters: Self.parameterPositions(function))
                if let (applies, table) = applied {
                    candidates.append(Candidate(lookup: LocalizationLookup(owner: owner, name: function.name.text, key: .receiver, table: table), labels: [], applies: applies, file: path))
                }
                // What it hands `self` to may be no lookup hig-lint can tell (a method of an object).
                if applied?.0 != .foundation, Self.namedLookup(function.name.text, owner: owner, body: Syntax(body)) {
                    candidates.append(Candidate(lookup: LocalizationLookup(owner: owner, name: function.name.text, key: .receiver, table: nil), labels: [], applies: .foundation, file: path))
                }
            } else if Self.isStatic(function.modifiers) {
                readFunction(function, owner: owner, path: path)
            }
        }
    }

    /// A function that localizes one of its String parameters; or one named for localizing that
    /// returns a String (`func localize(_ key: StringKey) -> String`), whatever machinery its body
    /// hands its first parameter to: a lookup of that key, as its name says.
    private mutating func readFunction(_ function: FunctionDeclSyntax, owner: String, path: String) {
        guard let body = function.body else { return }
        let before = candidates.count
        readParameterLookups(function.signature.parameterClause.parameters, results: SwiftTypeIndex.results(of: body.statements),
                             owner: owner, name: function.name.text, path: path)
        let parameters = Array(function.signature.parameterClause.parameters)
        let name = function.name.text.lowercased()
        guard candidates.count == before, name.hasPrefix("locali") || name == "loc",
              function.signature.returnClause?.type.trimmedText == "String", let first = parameters.first,
              parameters.dropFirst().allSatisfy({ $0.defaultValue != nil }) else { return }
        // It hands the key on (`Translator.text(for: key.rawValue)`), not a switch that returns a text per value.
        let key = (first.secondName ?? first.firstName).text
        guard TypeCode.all(LabeledExprSyntax.self, in: Syntax(body)).contains(where: { [key, key + ".rawValue"].contains($0.expression.trimmedText) })
        else { return }
        candidates.append(Candidate(lookup: LocalizationLookup(owner: owner, name: function.name.text, key: .parameter(0), table: nil),
                                    labels: parameters.map { (label: $0.firstName.text, hasDefault: $0.defaultValue != nil) }, applies: .foundation, file: path))
    }

    /// An initializer of a String extension that sets `self` to a lookup of one of its String
    /// parameters (`init(localizationKey: String) { self = NSLocalizedString(localizationKey, comment: "") }`),
    /// in every branch: a call `String(localizationKey: "Export")` is a function named `String`.
    private mutating func readInitializer(_ initializer: InitializerDeclSyntax, owner: String, path: String) {
        guard LocalizationLookupTable.stringOwners.contains(owner), let body = initializer.body else { return }
        let values = TypeCode.assignments(in: Syntax(body)).filter { $0.target == "self" }.map(\.value)
        guard !values.isEmpty else { return }
        readParameterLookups(initializer.signature.parameterClause.parameters, results: values, owner: "", name: owner, path: path)
    }

    /// The lookups of a function or initializer whose every result (`results`: what it returns, or
    /// gives `self`) localizes one of its String parameters.
    private mutating func readParameterLookups(_ list: FunctionParameterListSyntax, results: [ExprSyntax], owner: String, name: String, path: String) {
        let positions = Self.parameterPositions(list)
        let parameters = Array(list)
        for (position, parameter) in parameters.enumerated() where ["String", "String.LocalizationValue"].contains(parameter.type.trimmedText) {
            guard let (applies, read) = Self.applied(results: results, keys: [(parameter.secondName ?? parameter.firstName).text], parameters: positions) else { continue }
            var table = read
            // `table: String = "Chrome"`: the table a call that leaves it out reads.
            if case .parameter(let tablePosition, _)? = read {
                table = .parameter(tablePosition, fallback: parameters[tablePosition].defaultValue.flatMap { SwiftLiterals.string($0.value) })
            }
            candidates.append(Candidate(lookup: LocalizationLookup(owner: owner, name: name, key: .parameter(position), table: table),
                                        labels: parameters.map { (label: $0.firstName.text, hasDefault: $0.defaultValue != nil) }, applies: applies, file: path))
        }
    }

    private static let receiverKeys: Set<String> = ["self", "rawValue", "self.rawValue"]

    /// A String method or computed property named for localizing (`localized()`, `loco()`, `localised`) that hands
    /// `self` to the app's own machinery (`I18N.shared.string(for: self)`,
    /// `Helper(template: self).localized()`) rather than to Foundation's lookup directly: a lookup
    /// of the string in the app's default table, as its name says.
    private static func namedLookup(_ name: String, owner: String, body: Syntax) -> Bool {
        guard LocalizationLookupTable.stringOwners.contains(owner), name.lowercased().hasPrefix("loc") else { return false }
        return body.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .keyword(.self) && token.parent?.parent?.is(LabeledExprSyntax.self) == true
        }
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["static", "class"].contains($0.name.text) }
    }

    private static func parameterPositions(_ function: FunctionDeclSyntax) -> [String: Int] {
        parameterPositions(function.signature.parameterClause.parameters)
    }

    /// Each parameter's name in the body, with its position.
    private static func parameterPositions(_ parameters: FunctionParameterListSyntax) -> [String: Int] {
        var positions: [String: Int] = [:]
        for (position, parameter) in parameters.enumerated() {
            positions[(parameter.secondName ?? parameter.firstName).text] = position
        }
        return positions
    }

    /// What every result of a body applies to its key (one of `keys`), following constants of the
    /// body (`let value = NSLocalizedString(key, comment: ""); return value`), and the table it
    /// names; nil when a result is no lookup of the key, or the results apply different things.
    private static func applied(_ statements: CodeBlockItemListSyntax, keys: Set<String>, parameters: [String: Int]) -> (Applied, LocalizationLookup.Table?)? {
        applied(results: SwiftTypeIndex.results(of: statements), keys: keys, parameters: parameters)
    }

    private static func applied(results: [ExprSyntax], keys: Set<String>, parameters: [String: Int]) -> (Applied, LocalizationLookup.Table?)? {
        var found: (Applied, LocalizationLookup.Table?)?
        for result in results {
            var expression = result
            if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = SwiftTypeIndex.localValue(named: name, around: Syntax(expression)) {
                expression = value
            }
            let one: (Applied, LocalizationLookup.Table?)
            switch LocalizationApplication.of(expression) {
            case .foundation(let key, let table)? where keys.contains(key.trimmedText):
                let named = table.flatMap(SwiftLiterals.string).map(LocalizationLookup.Table.named)
                one = (.foundation, named ?? table.flatMap { parameters[$0.trimmedText] }.map { .parameter($0, fallback: nil) })
            case .member(let name, let key)? where keys.contains(key.trimmedText):
                one = (.member(name), nil)
            case .function(let owner, let name, let call)? where call.arguments.contains(where: { keys.contains($0.expression.trimmedText) }):
                one = (.function(owner: owner, name: name), nil)
            default:
                return nil
            }
            // `getValue` reads its key twice (in two bundles): one lookup as long as both apply the same.
            if let found, found.0 != one.0 { return nil }
            if found == nil { found = one }
        }
        return found
    }
}
