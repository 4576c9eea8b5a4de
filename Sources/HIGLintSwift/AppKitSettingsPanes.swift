import HIGLint
import SwiftSyntax

/// A Mac settings window made with the Settings package (formerly Preferences, sindresorhus'):
/// `SettingsWindowController(panes: [Settings.Pane(identifier: …, title: "General", toolbarIcon: …) { … }])`,
/// or `PreferencesWindowController(preferencePanes: [GeneralViewController()])` whose controllers
/// give `preferencePaneTitle` (`paneTitle`) and `toolbarItemIcon`. Its panes are the window's
/// toolbar, as tabs, and the window takes the selected pane's title: read as an `NSTabViewController`
/// of the toolbar style is (`appKitTabViews`).
extension UIKitMapping {
    /// The window controllers the package names (and its earlier name's).
    static let settingsWindowControllers: Set<String> = ["SettingsWindowController", "PreferencesWindowController", "Settings.WindowController", "Preferences.WindowController"]

    mutating func settingsPanes(_ code: TypeCode, walk: DeclarationWalk) -> [(Node, [Violation])] {
        var results: [(Node, [Violation])] = []
        for call in walk.calls where Self.settingsWindowControllers.contains(Self.madeType(call)) {
            guard let list = call.arguments.first(where: { ["panes", "preferencePanes"].contains($0.label?.text ?? "") })?.expression else { continue }
            guard let panes = code.resolved(list).as(ArrayExprSyntax.self) else {
                let at = code.anchor(list, path: code.path(of: Syntax(list)))
                results.append((Node(content: .object([]), anchor: at), [Violation(at: at, "this settings window's panes are made in a way hig-lint cannot read (not a list written here); its toolbar and titles are not checked")]))
                continue
            }
            // A segmented control in the toolbar's centre (`style: .segmentedControl`) is one control, not tabs. With one
            // pane, the package hides the toolbar (`hidesToolbarForSingleItem`, true by default) and names the window after the app.
            guard !call.arguments.contains(where: { $0.label?.text == "style" && SwiftLiterals.caseName($0.expression) == "segmentedControl" }),
                  panes.elements.count > 1 || call.arguments.contains(where: { $0.label?.text == "hidesToolbarForSingleItem" && $0.expression.trimmedText == "false" })
            else { continue }
            notes = []
            let path = code.path(of: Syntax(call))
            var tabs: [SettingsTab] = []
            for element in panes.elements.map(\.expression) {
                var tab = SettingsTab(at: code.anchor(element, path: path))
                var links = Self.maximumPaneLinks
                guard let pane = pane(element, code: code, links: &links) else {
                    note(tab.at, "this settings pane (`\(element.briefText)`) is made in a way hig-lint cannot read; the settings window's toolbar and titles are checked without it")
                    continue
                }
                if let written = pane.title {
                    // (`title: generalTitle`, a constant the function gives a line before.)
                    let title = pane.code.resolved(written)
                    let titleAt = pane.code.anchor(title, path: pane.code.path(of: Syntax(title)))
                    if let label = index.text(of: title) {
                        tab.label = (label, titleAt)
                    } else {
                        note(titleAt, "this settings pane's title is computed, or a localization key no string table gives a value for; the settings window's toolbar and title are checked without it")
                    }
                }
                if let icon = pane.icon { tab.image = image(pane.code.resolved(icon), at: pane.code.anchor(icon, path: pane.code.path(of: Syntax(icon)))) }
                tabs.append(tab)
            }
            results += settingsWindow(tabs, at: code.anchor(call, path: path))
        }
        return results
    }

    /// The type a call makes: the one it names, or for `.init(…)` the type annotation of the property it
    /// gives its value (`lazy var settings: SettingsWindowController = .init(panes: …)`).
    static func madeType(_ call: FunctionCallExprSyntax) -> String {
        let called = call.calledExpression.trimmedText
        guard called == ".init", let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let annotated = binding.typeAnnotation?.type.trimmedText else { return called }
        return annotated
    }

    /// The most links (a constant, a function's result, a hosting controller) one pane's reading follows.
    static let maximumPaneLinks = 8

    /// A pane's title and toolbar icon, with the code they are written in: a `Settings.Pane(…)` call,
    /// what a constant or a function of the app's gives, a `PaneHostingController(pane:)`'s pane, or a
    /// controller of the app's that declares them; nil for anything else.
    private func pane(_ expression: ExprSyntax, code: TypeCode, links: inout Int) -> (title: ExprSyntax?, icon: ExprSyntax?, code: TypeCode)? {
        guard links > 0 else { return nil }
        links -= 1
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self)?.expression { return pane(unwrapped, code: code, links: &links) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard let value = code.constant(named: reference.baseName.text, around: Syntax(expression)) else { return nil }
            return pane(value, code: code, links: &links)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let called = call.calledExpression.trimmedText
        if let hosted = call.arguments.first(where: { $0.label?.text == "pane" }), called.hasSuffix("PaneHostingController") {
            return pane(hosted.expression, code: code, links: &links)
        }
        // `Settings.Pane(identifier: .general, title: "General", toolbarIcon: …) { GeneralView() }`.
        if let title = call.arguments.first(where: { $0.label?.text == "title" }), called.hasSuffix("Pane") {
            return (title.expression, call.arguments.first(where: { $0.label?.text == "toolbarIcon" })?.expression, code)
        }
        // `GeneralSettingsViewController()` where that is a property holding a closure
        // (`let GeneralSettingsViewController: () -> SettingsPane = { …; return … }`, Tuneful): what the closure returns.
        if call.arguments.isEmpty, let name = TypeCode.ownMemberName(call.calledExpression),
           let closure = Self.memberValue(name, in: code)?.as(ClosureExprSyntax.self) {
            guard let returned = Self.result(of: closure.statements) else { return nil }
            return pane(returned, code: code, links: &links)
        }
        // `generalPane()`, `Panes.general()`: what the app's function returns.
        if let (owner, name) = calledType(call, code: code),
           let function = owner.parts.flatMap({ Self.functions(in: $0, named: name) }).first, let body = function.body, let returned = Self.result(of: body) {
            return pane(returned, code: owner, links: &links)
        }
        // `GeneralPreferenceViewController()`: a controller of the app's that is a pane.
        guard let typeName = Self.ownTypeName(called), let parts = index.parts(of: typeName, from: file.path).nonEmpty else { return nil }
        let controller = TypeCode(type: typeName, parts: parts)
        let title = ["paneTitle", "preferencePaneTitle"].lazy.compactMap { Self.memberValue($0, in: controller) }.first
        guard title != nil || Self.memberValue("toolbarItemIcon", in: controller) != nil else { return nil }
        return (title, Self.memberValue("toolbarItemIcon", in: controller), controller)
    }

    /// The value a type's property holds: where it is declared (`let paneTitle = "General"`), or the
    /// one expression its getter returns (`var paneTitle: String { L10n.general }`).
    static func memberValue(_ name: String, in code: TypeCode) -> ExprSyntax? {
        guard let binding = code.binding(named: name, around: code.parts[0].declaration) else { return nil }
        return binding.initializer?.value ?? SwiftTypeIndex.getterStatements(binding.accessorBlock).flatMap(SwiftTypeIndex.onlyExpression)
    }
}
