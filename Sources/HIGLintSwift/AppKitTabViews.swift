import HIGLint
import SwiftSyntax

/// A settings window an AppKit app builds in code: a subclass of `NSTabViewController` that sets
/// `tabStyle = .toolbar` and gives its items (`NSTabViewItem(viewController:)`, each with a
/// `label` and an `image`) through `tabViewItems = […]` or `addTabViewItem(_:)`. Its tabs are the
/// window's toolbar, centred, and the window takes the selected tab's label as its title: one
/// description of the toolbar, and one of the window per tab, as the Interface Builder importer
/// reads a storyboard's.
extension UIKitMapping {
    mutating func appKitTabViews(_ code: TypeCode, in declaration: TypeDeclaration, walk: DeclarationWalk) -> [(Node, [Violation])] {
        guard inherits(declaration.name, parts: [declaration], where: { $0 == "NSTabViewController" }) else { return [] }
        let assignments = TypeCode.assignments(among: walk.sequences)
        guard let style = assignments.first(where: { TypeCode.withoutSelf($0.target) == "tabStyle" && SwiftLiterals.caseName($0.value) == "toolbar" }) else { return [] }
        var items: [ExprSyntax] = []
        for assignment in assignments where TypeCode.withoutSelf(assignment.target) == "tabViewItems" {
            items = code.resolved(assignment.value).as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? items
        }
        for call in walk.calls where TypeCode.withoutSelf(call.calledExpression.trimmedText) == "addTabViewItem" {
            if let first = call.arguments.first?.expression { items.append(first) }
        }
        guard !items.isEmpty else { return [] }
        notes = []
        let path = code.path(of: style.syntax)
        var tabs: [SettingsTab] = []
        for item in items {
            var tab = SettingsTab(at: code.anchor(item, path: path))
            // `general.label = Strings.Settings.general`, `general.image = Icons.general`.
            let settings = assignments.filter { $0.target == item.trimmedText + ".label" || $0.target == item.trimmedText + ".image" }
            for setting in settings {
                let settingAt = code.anchor(setting.value, path: path)
                if setting.target.hasSuffix(".label") {
                    if let label = index.text(of: code.resolved(setting.value)) {
                        tab.label = (label, settingAt)
                    } else {
                        note(settingAt, "this tab's label is computed, or a localization key no string table gives a value for; the settings window's toolbar and title are checked without it")
                    }
                } else {
                    tab.image = image(code.resolved(setting.value), at: settingAt)
                }
            }
            tabs.append(tab)
        }
        return settingsWindow(tabs, at: code.anchor(style.syntax, path: path))
    }

    /// A settings window's tab: its label and image, each with where the code gives it.
    struct SettingsTab {
        let at: SourceAnchor
        var label: (text: String, at: SourceAnchor)?
        var image: Node.Member?
    }

    /// A settings window whose tabs are its toolbar: the tabs, centred, and the window titled by
    /// each tab's label in turn (one description each), with the notes taken so far.
    /// With no tab read, only the notes on why: the window is not described with an empty toolbar.
    mutating func settingsWindow(_ tabs: [SettingsTab], at: SourceAnchor) -> [(Node, [Violation])] {
        guard !tabs.isEmpty else { return notes.isEmpty ? [] : [(Node(content: .object([]), anchor: at), notes)] }
        func macOS(_ at: SourceAnchor) -> Node.Member { member("platforms", Node(content: .array([text(Platform.macOS.rawValue, at)]), anchor: at)) }
        let items = tabs.map { tab in
            var fields = [member("kind", text("tab", tab.at))]
            if let (label, labelAt) = tab.label { fields.append(member("label", text(label, labelAt))) }
            if let image = tab.image { fields.append(image) }
            return Node(content: .object(fields), anchor: tab.at)
        }
        let windows = tabs.compactMap(\.label).map { label, labelAt in
            (Node(content: .object([macOS(labelAt), member("window", Node(content: .object([member("title", text(label, labelAt))]), anchor: labelAt))]), anchor: labelAt), [Violation]())
        }
        let group = Node(content: .object([member("placement", text("center", at)), member("items", Node(content: .array(items), anchor: at))]), anchor: at)
        let toolbar = Node(content: .object([member("groups", Node(content: .array([group]), anchor: at))]), anchor: at)
        return [(Node(content: .object([macOS(at), member("toolbar", toolbar)]), anchor: at), notes)] + windows
    }
}
