import HIGLint
import SwiftSyntax

/// Maps the chrome UIKit code builds onto description trees: sidebars made of collection view
/// lists in the sidebar appearance, with their rows from the snapshots the code appends and
/// their titles, icons and tints from the cell registrations. What is assigned conditionally or
/// computed is left unknown, never guessed.
struct UIKitMapping: TreeBuilding {
    typealias Node = DocumentNode
    let index: SwiftTypeIndex
    let file: ParsedFile
    var notes: [Violation] = []
    private var dynamic = false
    /// The syntax left out of the model on purpose (`standaloneToolbars`), so no place in it is named unread.
    var understood: [Syntax] = []
    /// Each controller type's initializers that take its title (`UIKitGivenTitles`), read once for the file.
    var titlingInitializers: [String: [(InitializerDeclSyntax, Int)]] = [:]
    /// One note for each toolbar the code makes and places itself.
    var standaloneToolbarNotes: [Violation] = []

    /// Whether the file has an `#if` at all: without one, all its code builds on every platform.
    let holdsConditions: Bool
    /// The toolbar items the app's storyboards and xibs declare by identifier, for a toolbar
    /// delegate that places them (`appKitToolbar`).
    let storyboards: InterfaceBuilderMainMenu.Catalog?

    init(index: SwiftTypeIndex, file: ParsedFile, storyboards: InterfaceBuilderMainMenu.Catalog? = nil) {
        self.index = index
        self.file = file
        self.storyboards = storyboards
        holdsConditions = SwiftFrontEnd.contains(file.bytes, Array("#if".utf8))
    }

    /// Every description the file's UIKit code declares, with what could not be read in each.
    mutating func descriptions(platforms: [Platform]) -> [(tree: Node, notes: [Violation])] {
        var results: [(Node, [Violation])] = []
        let declarations = SwiftTypeIndex.declarations(in: file)
        // Grouped by name once: a generated file declares tens of thousands of types.
        let byName = Dictionary(grouping: declarations, by: \.name)
        let structs = Set(declarations.filter { $0.declaration.is(StructDeclSyntax.self) }.map(\.name))
        var seen: Set<String> = []
        let readsCatalyst = ViewSyntax.readings(platforms, of: file).contains { $0.catalyst }
        // Each declaration walked once for its calls and assignments, whichever readers and platforms ask.
        var walks: [ObjectIdentifier: DeclarationWalk] = [:]
        func walk(of declaration: TypeDeclaration) -> DeclarationWalk {
            if let known = walks[ObjectIdentifier(declaration)] { return known }
            let made = DeclarationWalk(declaration)
            walks[ObjectIdentifier(declaration)] = made
            return made
        }
        if platforms.contains(where: { $0 != .macOS }) {
            for declaration in declarations { results += handBuiltBar(declaration) }
        }
        // A SwiftUI view (`struct X: View`) holds no controller, window or bar of UIKit or AppKit:
        // a file of 50,000 of them spent half its time here walking each one.
        for declaration in declarations where !Self.isSwiftUIView(declaration) {
            // A type of more code than any hand writes (generated, or hostile: 50,000 `title =`
            // lines) is not read for its bars, windows and tabs: one note says so.
            if declaration.declaration.totalLength.utf8Length > Self.maximumTypeSize {
                let at = file.anchor(declaration.declaration, path: declaration.name)
                results.append((Node(content: .object([]), anchor: at), [Violation(at: at, "\(declaration.name) holds \(declaration.declaration.totalLength.utf8Length >> 10) KiB of code, more than hig-lint reads for a type's bars, windows and tabs (\(Self.maximumTypeSize >> 10) KiB), so they are not checked")]))
                continue
            }
            // Under an `#if`, a type or extension builds for some of the platforms only.
            let platforms = platforms.filter { ViewSyntax.builds(declaration.declaration, on: $0) }
            let code = TypeCode(type: declaration.name, parts: index.parts(of: declaration.name, from: file.path).nonEmpty ?? [declaration])
            // A type's bars as this file's declarations of it set them.
            if seen.insert(declaration.name).inserted, !structs.contains(declaration.name) {
                let here = byName[declaration.name] ?? []
                let typeCode = TypeCode(type: declaration.name, parts: here)
                var iPad: [(Node, [Violation])] = []
                for platform in platforms where platform != .macOS {
                    let read = bars(here, walks: here.map(walk(of:)), code: typeCode, platform: platform)
                    if platform == .iPadOS { iPad = read }
                    results += read
                }
                // Mac Catalyst: the iPad's bars, with its `#if targetEnvironment(macCatalyst)` code; a reading
                // the iPad's already gave is not a second one.
                if readsCatalyst, platforms.contains(.iPadOS) {
                    results += bars(here, walks: here.map(walk(of:)), code: typeCode, platform: .iPadOS, catalyst: true).filter { read in
                        !iPad.contains { $0 == read }
                    }
                }
            }
            let walk = walk(of: declaration)
            // The platforms with UIKit's bars (a Mac app's toolbars are AppKit's).
            let barPlatforms = platforms.filter { $0 != .macOS }
            if !barPlatforms.isEmpty {
                standaloneToolbars(code, walk: walk)
                results += hiddenBars(walk, code: code, platforms: barPlatforms.filter { $0 != .visionOS })
                results += givenTitles(walk, code: code, platforms: barPlatforms)
            }
            results += appearance(walk, code: code, platforms: platforms)
            for platform in platforms where platform != .macOS { results += tabBars(code, in: declaration, platform: platform, walk: walk) }
            // A Mac Catalyst app's NSToolbar (`#if targetEnvironment(macCatalyst)`): the iPad app's window on the Mac.
            let catalystToolbar = !platforms.contains(.macOS) && readsCatalyst && ViewSyntax.builds(declaration.declaration, on: .iPadOS, catalyst: true)
            if platforms.contains(.macOS) {
                results += appKitTabViews(code, in: declaration, walk: walk)
                results += settingsPanes(code, walk: walk)
            }
            if platforms.contains(.macOS) || catalystToolbar {
                // The toolbar and the window a type sets up are one window's.
                let (window, made, titleNotes) = appKitWindow(code, in: declaration)
                results += made.map { ($0, []) }
                if let (tree, notes) = appKitToolbar(code, in: declaration) {
                    if case .object(let fields) = tree.content {
                        results.append((Node(content: .object(fields + window), anchor: tree.anchor), notes + titleNotes))
                    } else {
                        results.append((tree, notes + titleNotes))
                    }
                } else if let at = window.first?.value.anchor ?? titleNotes.first?.anchor {
                    let platforms = member("platforms", Node(content: .array([text(Platform.macOS.rawValue, at)]), anchor: at))
                    results.append((Node(content: .object([platforms] + window), anchor: at), titleNotes))
                }
            }
            let sites = walk.calls.filter(Self.isSidebarList)
            let nested = !sites.isEmpty && Self.nestsRowsFromData(walk)
            for site in sites {
                for platform in platforms where platform != .iOS {
                    // On iPhone a split view collapses into a stack: there is no sidebar to judge.
                    results.append(sidebar(site, code: code, platform: platform, nested: nested))
                }
            }
        }
        return results
    }

    /// The most code of one type declaration read for UIKit and AppKit chrome: the largest view
    /// controllers apps write are a few thousand lines.
    static let maximumTypeSize = 512 << 10

    static func isSwiftUIView(_ declaration: TypeDeclaration) -> Bool {
        declaration.declaration.as(StructDeclSyntax.self)?.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedText == "View" } == true
    }

    /// The calls and sequence expressions in a type declaration's own code (not in the types it
    /// nests), found in one walk each and shared by the readers that look for them.
    final class DeclarationWalk {
        private let declaration: Syntax
        private lazy var found = TypeCode.callsAndSequences(in: declaration)
        var calls: [FunctionCallExprSyntax] { found.calls }
        var sequences: [SequenceExprSyntax] { found.sequences }

        init(_ declaration: TypeDeclaration) {
            self.declaration = declaration.declaration
        }
    }

    /// `UICollectionLayoutListConfiguration(appearance: .sidebar)`, or `.init(appearance: .sidebarPlain)` where the type is implied;
    /// also a sidebar appearance chosen by a condition (`isPad ? .sidebar : .insetGrouped`): a sidebar where the condition holds,
    /// and only iPadOS and the Mac are checked for sidebars.
    static func isSidebarList(_ call: FunctionCallExprSyntax) -> Bool {
        let called = call.calledExpression.trimmedText
        guard called == "UICollectionLayoutListConfiguration" || called == ".init",
              let appearance = call.arguments.first(where: { $0.label?.text == "appearance" })?.expression else { return false }
        let choices = SwiftLiterals.ternaryBranches(appearance).map { [$0.then, $0.else] } ?? [appearance]
        return choices.contains { ["sidebar", "sidebarPlain"].contains(SwiftLiterals.caseName($0)) }
    }

    /// Whether the code nests the rows of a list built from data: it indents cells
    /// (`cell.indentationLevel = level`), gives them outline disclosure, or appends items to a parent
    /// in a section snapshot (`snapshot.append(children, to: parent)`).
    static func nestsRowsFromData(_ walk: DeclarationWalk) -> Bool {
        TypeCode.assignments(among: walk.sequences).contains { $0.target.hasSuffix(".indentationLevel") && $0.value.trimmedText != "0" }
            || walk.calls.contains { call in
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "outlineDisclosure"
                    || call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "append" && call.arguments.contains { $0.label?.text == "to" }
            }
    }

    // MARK: Sidebars

    /// One row the code appends to a snapshot: a literal, an enum case, or something known only at run time.
    private struct Row {
        /// A string, an enum's case, or a value made with literal arguments (`Item(title: "Inbox", image: …)`).
        enum Value { case string(String), enumCase(TypeDeclaration, String), made(FunctionCallExprSyntax), unknown }
        let key: String
        let value: Value
        let parent: String?
        let syntax: Syntax
    }

    private mutating func sidebar(_ site: FunctionCallExprSyntax, code: TypeCode, platform: Platform, nested: Bool) -> (Node, [Violation]) {
        notes = []
        dynamic = false
        let path = code.path(of: Syntax(site))
        let at = file.anchor(site, path: path)
        let rows = appendedRows(code)
        let registration = code.cellRegistration()
        var described: [(Row, [Node.Member])] = []
        for row in rows {
            guard let registration, let members = rowMembers(row, registration, code: code, path: path) else {
                dynamic = true
                continue
            }
            described.append((row, members))
        }
        // Rows appended `to:` a parent are its children: the depth people see. Built from the
        // last row back, so that a parent's children are ready when it is.
        var byParent: [String: [Node]] = [:]
        for (row, members) in described.reversed() {
            let rowAt = code.anchor(row.syntax, path: path)
            var all = members
            if let children = byParent[row.key], !children.isEmpty { all.append(member("children", Node(content: .array(children), anchor: rowAt))) }
            byParent[row.parent ?? "", default: []].insert(Node(content: .object(all), anchor: rowAt), at: 0)
        }
        var sidebarMembers = [member("listStyle", text("sidebar", at)), member("items", Node(content: .array(byParent[""] ?? []), anchor: at))]
        if let unknown = rows.first(where: { if case .unknown = $0.value { true } else { false } }) {
            note(code.anchor(unknown.syntax, path: path), "the rows of this sidebar come from data known only at run time; they are not checked")
        }
        if registration == nil {
            note(at, "the cells of this sidebar are configured in a way hig-lint cannot read; its rows are not checked")
        } else if rows.isEmpty {
            note(at, "the rows of this sidebar come from data known only at run time; they are not checked")
        }
        if rows.isEmpty { dynamic = true }
        if dynamic { sidebarMembers.append(member("dynamicItems", Node(content: .bool(true), anchor: at))) }
        // Rows from data that the code nests: a tree as deep as the data, for a person to check.
        if dynamic && nested { sidebarMembers.append(member("treeFromData", Node(content: .bool(true), anchor: at))) }
        let platforms = member("platforms", Node(content: .array([text(platform.rawValue, at)]), anchor: at))
        return (Node(content: .object([platforms, member("sidebar", Node(content: .object(sidebarMembers), anchor: at))]), anchor: at), notes)
    }

    /// A row's title, symbol and icon colour as the cell registration gives them; nil when its title is unknown.
    private mutating func rowMembers(_ row: Row, _ registration: TypeCode.CellRegistration, code: TypeCode, path: String) -> [Node.Member]? {
        guard let textExpression = registration.text, let title = value(textExpression, of: row, parameter: registration.item) else {
            if case .unknown = row.value {} else { note(code.anchor(row.syntax, path: path), "the title of this sidebar row is computed; hig-lint reads only literal titles") }
            return nil
        }
        var members = [member("title", text(title, code.anchor(textExpression, path: path)))]
        if let image = registration.image {
            guard let symbol = symbol(image, of: row, parameter: registration.item) else {
                dynamic = true
                return members
            }
            members.append(member("symbol", text(symbol, code.anchor(image, path: path))))
            if let tint = registration.tint {
                if let color = SwiftLiterals.color(tint) {
                    members.append(member("iconColor", text(color, code.anchor(tint, path: path))))
                } else {
                    dynamic = true  // a colour chosen at run time: the share of fixed colours is unknown
                }
            }
        }
        return members
    }

    /// The rows appended to the type's section snapshots, in order, each under the row it is appended `to:`.
    private func appendedRows(_ code: TypeCode) -> [Row] {
        var rows: [Row] = []
        for (call, itemType) in code.snapshotAppends() {
            guard let first = call.arguments.first else { continue }
            let parent = call.arguments.first { $0.label?.text == "to" }.map { argument in
                SwiftLiterals.caseName(argument.expression).map { "." + $0 } ?? argument.expression.trimmedText
            }
            rows += items(first.expression, itemType: itemType).map { Row(key: $0.key, value: $0.value, parent: parent, syntax: Syntax($0.syntax)) }
        }
        return rows
    }

    /// The items an appended expression stands for: an array literal's elements, each case of an
    /// enum's `allCases`, or itself.
    private func items(_ expression: ExprSyntax, itemType: String?) -> [(key: String, value: Row.Value, syntax: ExprSyntax)] {
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.flatMap { items($0.expression, itemType: itemType) } }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases",
           let base = member.base?.trimmedText, let (type, _) = index.type(named: base, from: file.path), !type.cases.isEmpty {
            return type.cases.map { ("." + $0, .enumCase(type, $0), expression) }
        }
        if let literal = SwiftLiterals.string(expression) { return [(expression.trimmedText, .string(literal), expression)] }
        if let member = expression.as(MemberAccessExprSyntax.self), let typeName = member.base?.trimmedText ?? itemType,
           let (type, _) = index.type(named: typeName, from: file.path), type.cases.contains(member.declName.baseName.text) {
            return [("." + member.declName.baseName.text, .enumCase(type, member.declName.baseName.text), expression)]
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText.first?.isUppercase == true,
           call.arguments.contains(where: { $0.label != nil }) {
            return [(expression.trimmedText, .made(call), expression)]
        }
        return [(expression.trimmedText, .unknown, expression)]
    }

    /// The argument a made row passes for a property the cell reads (`item.title` for `Item(title: …)`).
    private func argument(_ expression: ExprSyntax, of row: Row, parameter: String?) -> ExprSyntax? {
        guard case .made(let call) = row.value, let member = expression.as(MemberAccessExprSyntax.self),
              member.base?.trimmedText == parameter else { return nil }
        return call.arguments.first { $0.label?.text == member.declName.baseName.text }?.expression
    }

    /// A cell's text for a row: the item itself, one of its literal properties, or a literal.
    private func value(_ expression: ExprSyntax, of row: Row, parameter: String?) -> String? {
        if let literal = SwiftLiterals.string(expression) { return literal }
        switch row.value {
        case .string(let text) where expression.trimmedText == parameter: return text
        case .enumCase(let type, let caseName):
            guard let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedText == parameter else { return nil }
            return index.literal(member.declName.baseName.text, of: type, for: caseName)
        case .made:
            return argument(expression, of: row, parameter: parameter).flatMap(SwiftLiterals.string)
        default: return nil
        }
    }

    /// A cell's image for a row, when it is a symbol: `UIImage(systemName: "…")`, or an enum property that gives one.
    private func symbol(_ expression: ExprSyntax, of row: Row, parameter: String?) -> String? {
        if let symbol = index.imageSymbol(of: expression) { return symbol }
        if let call = expression.as(FunctionCallExprSyntax.self), SwiftLiterals.isImageInitializer(call),
           let first = call.arguments.first, first.label?.text == "systemName" {
            return value(first.expression, of: row, parameter: parameter)
        }
        if let passed = argument(expression, of: row, parameter: parameter) { return index.imageSymbol(of: passed) }
        guard case .enumCase(let type, let caseName) = row.value, let member = expression.as(MemberAccessExprSyntax.self),
              member.base?.trimmedText == parameter else { return nil }
        return index.symbol(member.declName.baseName.text, of: type, for: caseName)
    }

    // MARK: Tree building

    mutating func note(_ at: SourceAnchor, _ message: String) {
        notes.append(Violation(at: at, message))
    }

}

extension UIKitMapping {
    /// Whether an assignment's target says whether the navigation bar is hidden (`isNavigationBarHidden`, `navigationBar.isHidden`).
    static func hidesNavigationBar(_ target: String) -> Bool {
        target.hasSuffix("isNavigationBarHidden") || target.hasSuffix("navigationBar.isHidden")
    }

    /// Whether a call says whether the navigation bar is hidden (`setNavigationBarHidden(_:animated:)`).
    static func setsNavigationBarHidden(_ call: FunctionCallExprSyntax) -> Bool {
        call.calledExpression.trimmedText.hasSuffix("setNavigationBarHidden")
    }

    /// Each place the code hides a navigation bar or tab bar (`setNavigationBarHidden(true, animated:)`,
    /// `isNavigationBarHidden = true`, `tabBar.isHidden = true`): a bar the app draws in its place is
    /// views hig-lint does not read. A hidden navigation bar makes the screen's toolbar the app's own
    /// (`kind: custom`); a hidden tab bar is a note.
    func hiddenBars(_ walk: DeclarationWalk, code: TypeCode, platforms: [Platform]) -> [(Node, [Violation])] {
        // Hidden while some condition holds (on scroll, in one mode) is the system's bar the rest of the time.
        guard !platforms.isEmpty else { return [] }
        var places: [(Syntax, String)] = []
        for call in walk.calls where Self.setsNavigationBarHidden(call) && call.arguments.first?.expression.trimmedText == "true"
            && !TypeCode.isConditional(Syntax(call)) {
            places.append((Syntax(call), "navigation bar"))
        }
        for assignment in TypeCode.assignments(among: walk.sequences) where assignment.value.trimmedText == "true" && !TypeCode.isConditional(assignment.syntax) {
            let target = assignment.target.unwrappedName
            if Self.hidesNavigationBar(target) {
                places.append((assignment.syntax, "navigation bar"))
            } else if target.hasSuffix("tabBar.isHidden") {
                places.append((assignment.syntax, "tab bar"))
            }
        }
        return places.map { syntax, bar in
            let at = code.anchor(syntax, path: code.path(of: syntax))
            // A hidden navigation bar: the screen's bar is the app's own (`toolbar-standard-components` says so).
            guard bar == "tab bar" else {
                let shown = member("platforms", Node(content: .array(platforms.map { text($0.rawValue, at) }), anchor: at))
                return (Node(content: .object([shown, member("toolbar", Node(content: .object([member("kind", text("custom", at))]), anchor: at))]), anchor: at), [])
            }
            return (Node(content: .object([]), anchor: at),
                    [Violation(at: at, "this code hides the \(bar); a bar the app draws in its place is not read, so its items are not checked")])
        }
    }
}

extension UIKitMapping {
    /// The ends of a type's name that say it is a bar (`MainTabBarController`, `CustomTabBar`, `LLNavBar`).
    static let barNames: [(suffix: String, bar: String)] = [
        ("TabBarController", "tab bar"), ("TabBarView", "tab bar"), ("TabBar", "tab bar"),
        ("NavigationBarView", "navigation bar"), ("NavigationBar", "navigation bar"), ("NavBarView", "navigation bar"), ("NavBar", "navigation bar"),
    ]

    /// The system's bars and bar controllers, which a type of that name may subclass.
    static let systemBars: Set<String> = ["UITabBarController", "UITabBar", "UINavigationBar", "UINavigationController"]

    /// A note on a type named as a tab or navigation bar that the system does not draw: a class
    /// that is no subclass of UIKit's bar or bar controller (`final class
    /// MainTabBarController: UIViewController` with its own buttons). Its bar is views hig-lint does
    /// not read, so its tabs or title are not checked, and the run says so.
    func handBuiltBar(_ declaration: TypeDeclaration) -> [(Node, [Violation])] {
        // (A SwiftUI view named as a bar is read as the bar it draws: `SwiftUIMapping.drawnBar`.)
        guard declaration.declaration.is(ClassDeclSyntax.self),
              let (_, bar) = Self.barNames.first(where: { declaration.name.hasSuffix($0.suffix) }) else { return [] }
        // Up its superclasses: UIKit's bar (also `UIKit.UITabBarController`), or a library's subclass of it
        // (`ESTabBarController`), which the app does not declare.
        var current = declaration.name
        for _ in 0..<8 {
            guard let parent = index.parts(of: current, from: file.path).lazy.compactMap(\.superclass).first else { break }
            if Self.systemBars.contains(parent) { return [] }
            if index.parts(of: parent, from: file.path).isEmpty {
                if Self.barNames.contains(where: { parent.hasSuffix($0.suffix) }) || parent.hasSuffix("NavigationController") { return [] }
                break
            }
            current = parent
        }
        let at = file.anchor(declaration.declaration.as(ClassDeclSyntax.self)!.name, path: declaration.name)
        return [(Node(content: .object([]), anchor: at),
                 [Violation(at: at, "`\(declaration.name)` is named as a \(bar) but is not the system's; a bar the app draws itself is not read, so its items are not checked")])]
    }
}
