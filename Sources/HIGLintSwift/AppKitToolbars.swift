import HIGLint
import SwiftSyntax

/// A window's toolbar as an `NSToolbarDelegate` builds it: the literal identifiers
/// `toolbarDefaultItemIdentifiers` returns, split into groups at flexible spaces as the Interface
/// Builder importer splits them, and the items `toolbar(_:itemForItemIdentifier:…)` makes for each.
extension UIKitMapping {
    static let systemToolbarItems: [String: (kind: String, role: String?)] = [
        "space": ("space", nil), "toggleSidebar": ("sidebarToggle", nil), "cloudSharing": ("button", "share"),
        "print": ("button", nil), "showColors": ("button", nil), "showFonts": ("button", nil), "toggleInspector": ("button", "inspector"),
    ]

    /// The toolbar a delegate type declares, or nil when it returns no literal default identifiers.
    mutating func appKitToolbar(_ code: TypeCode, in declaration: TypeDeclaration) -> (Node, [Violation])? {
        guard let defaults = Self.functions(in: declaration, named: "toolbarDefaultItemIdentifiers").first,
              let body = defaults.body, let array = Self.returnedArray(body.statements) else { return nil }
        notes = []
        let path = "\(code.type).toolbarDefaultItemIdentifiers"
        let at = code.anchor(array, path: path)
        let builder = code.parts.flatMap { Self.functions(in: $0, named: "toolbar") }.first { function in
            function.signature.parameterClause.parameters.contains { $0.firstName.text == "itemForItemIdentifier" }
        }
        var groups: [(items: [Node], anchor: SourceAnchor?)] = [([], nil)]
        for element in array.elements {
            let identifier = SwiftLiterals.caseName(element.expression) ?? element.expression.trimmedDescription
            if identifier == "flexibleSpace" || identifier == "sidebarTrackingSeparator" || identifier == "inspectorTrackingSeparator" {
                groups.append(([], nil))
                continue
            }
            let itemAt = code.anchor(element.expression, path: path)
            let node: Node?
            if let system = Self.systemToolbarItems[identifier] {
                var fields = [member("kind", text(system.kind, itemAt))]
                if let role = system.role { fields.append(member("role", text(role, itemAt))) }
                node = Node(content: .object(fields), anchor: itemAt)
            } else {
                node = builder.flatMap { toolbarItem(identifier, builder: $0, code: code) }
            }
            guard let node else {
                note(itemAt, "toolbar item \(identifier) is built in a way hig-lint cannot read; the toolbar is checked without it")
                continue
            }
            if groups[groups.count - 1].anchor == nil { groups[groups.count - 1].anchor = itemAt }
            groups[groups.count - 1].items.append(node)
        }
        var members: [Node.Member] = []
        // AppKit toolbars are not customizable unless the code allows it.
        if let toolbar = code.parts.flatMap({ TypeCode.calls(in: $0.declaration) }).first(where: { $0.calledExpression.trimmedDescription == "NSToolbar" }) {
            let allowed = code.parts.flatMap { TypeCode.assignments(in: $0.declaration) }
                .first { $0.target.hasSuffix("allowsUserCustomization") && !TypeCode.isConditional($0.syntax) }
            members.append(member("customizable", Node(content: .bool(allowed?.value.trimmedDescription == "true"),
                                                     anchor: code.anchor(allowed.map { Syntax($0.value) } ?? Syntax(toolbar), path: path))))
        }
        let groupNodes: [Node] = groups.indices.compactMap { index in
            guard let first = groups[index].anchor else { return nil }
            let placement = index == 0 ? "leading" : index == groups.count - 1 ? "trailing" : "center"
            return Node(content: .object([member("placement", text(placement, first)), member("items", Node(content: .array(groups[index].items), anchor: first))]), anchor: first)
        }
        if !groupNodes.isEmpty { members.append(member("groups", Node(content: .array(groupNodes), anchor: at))) }
        let platforms = member("platforms", Node(content: .array([text(Platform.macOS.rawValue, at)]), anchor: at))
        return (Node(content: .object([platforms, member("toolbar", Node(content: .object(members), anchor: at))]), anchor: at), notes)
    }

    /// The item the delegate's `switch` builds for an identifier: its class, label, symbol, action and bezel.
    private func toolbarItem(_ identifier: String, builder: FunctionDeclSyntax, code: TypeCode) -> Node? {
        let path = "\(code.type).toolbar(_:itemForItemIdentifier:)"
        guard let body = builder.body else { return nil }
        let switchCase = TypeCode.all(SwitchCaseSyntax.self, in: Syntax(body)).first { switchCase in
            guard case .case(let label) = switchCase.label else { return false }
            return label.caseItems.contains { item in
                let pattern = item.pattern.trimmedDescription
                return pattern == "." + identifier || pattern.hasSuffix("." + identifier)
            }
        }
        guard let switchCase else { return nil }
        let statements = Syntax(switchCase.statements)
        guard let creation = TypeCode.calls(in: statements).first(where: { $0.calledExpression.trimmedDescription.hasSuffix("ToolbarItem") || $0.calledExpression.trimmedDescription == "NSToolbarItemGroup" }) else { return nil }
        let at = code.anchor(creation, path: path)
        var fields: [Node.Member] = [member("id", text(identifier, at))]
        switch creation.calledExpression.trimmedDescription {
        case "NSSearchToolbarItem": fields += [member("kind", text("search", at)), member("role", text("search", at))]
        case "NSMenuToolbarItem": fields.append(member("kind", text("menu", at)))
        case "NSSharingServicePickerToolbarItem":
            // The picker draws the system's share symbol.
            fields += [member("kind", text("button", at)), member("role", text("share", at)), member("symbol", text("square.and.arrow.up", at))]
        case "NSToolbarItemGroup": fields.append(member("kind", text("segmentedControl", at)))
        case "NSToolbarItem": break
        default: return nil
        }
        var kindSet = fields.contains { $0.name == "kind" }
        for assignment in TypeCode.assignments(in: statements) {
            let property = assignment.target.split(separator: ".").last.map(String.init) ?? ""
            let valueAt = code.anchor(assignment.value, path: path)
            switch property {
            case "label":
                if let label = SwiftLiterals.string(assignment.value).flatMap(index.localizations.text(for:)) { fields.append(member("label", text(label, valueAt))) }
            case "image":
                if let symbol = SwiftLiterals.symbolName(assignment.value) { fields.append(member("symbol", text(symbol, valueAt))) }
            case "action":
                if let selector = assignment.value.as(MacroExpansionExprSyntax.self)?.arguments.first?.expression.trimmedDescription {
                    fields.append(member("action", text(selector, valueAt)))
                }
            case "isBordered":
                fields.append(member("style", text(assignment.value.trimmedDescription == "true" ? "bordered" : "plain", valueAt)))
            case "view":
                if !kindSet { fields.append(member("kind", text("custom", valueAt))); kindSet = true }
            default: break
            }
        }
        if !kindSet { fields.append(member("kind", text("button", at))) }
        return Node(content: .object(fields), anchor: at)
    }

    static func functions(in declaration: TypeDeclaration, named name: String) -> [FunctionDeclSyntax] {
        TypeCode.all(FunctionDeclSyntax.self, in: declaration.declaration).filter { $0.name.text == name }
    }

    /// The array literal a body returns: `return [...]`, or `[...]` alone.
    static func returnedArray(_ statements: CodeBlockItemListSyntax) -> ArrayExprSyntax? {
        guard statements.count == 1, let only = statements.first else { return nil }
        switch only.item {
        case .expr(let expr): return expr.as(ArrayExprSyntax.self)
        case .stmt(let stmt): return stmt.as(ReturnStmtSyntax.self)?.expression?.as(ArrayExprSyntax.self)
        default: return nil
        }
    }
}
