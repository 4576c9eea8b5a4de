/// `hig-lint map`'s text tree and JSON (docs/map.schema.json).
extension NavigationMap {
    /// The map as an indented tree: each platform, its scenes and what they show, its unplaced
    /// screens, and the places not read under the screen they lie in.
    public var text: String {
        var lines: [String] = []
        func add(_ node: Node, depth: Int, placed: Bool = true) {
            let indent = String(repeating: "  ", count: depth)
            lines.append(indent + node.summary(placed: placed) + "  " + Self.place(node.anchor))
            for hole in node.holes { lines.append(indent + "  " + Self.line(hole)) }
            for child in node.children { add(child, depth: depth + 1) }
        }
        for section in sections {
            lines.append(section.platform?.rawValue ?? "any platform")
            if section.scenes.isEmpty { lines.append("  no scene found") }
            for scene in section.scenes { add(scene, depth: 1) }
            if !section.unplaced.isEmpty {
                lines.append("  unplaced (read, but no scene was found to show them)")
                for node in section.unplaced { add(node, depth: 2, placed: false) }
            }
        }
        if sections.isEmpty { lines.append("no screens read") }
        if !holes.isEmpty {
            lines.append("not read, in no screen of the map")
            for hole in holes { lines.append("  " + Self.line(hole)) }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The map as JSON, in the shape docs/map.schema.json gives.
    public var json: String {
        func location(_ anchor: SourceAnchor) -> JSONValue {
            .object(["file": .string(anchor.file), "line": .integer(anchor.start.line), "column": .integer(anchor.start.column)])
        }
        func hole(_ hole: Hole) -> JSONValue { .object(["reason": .string(hole.reason), "location": location(hole.anchor)]) }
        func encoded(_ node: Node) -> JSONValue {
            var fields: [String: JSONValue] = [
                "name": .string(node.name), "kind": .string(node.kind.rawValue), "screen": .bool(node.isScreen),
                "toolbarItems": .array(node.toolbarItems.map(JSONValue.string)), "findings": .integer(node.findings),
                "location": location(node.anchor), "holes": .array(node.holes.map(hole)), "children": .array(node.children.map(encoded)),
            ]
            if let label = node.label { fields["label"] = .string(label) }
            if let title = node.title { fields["title"] = .string(title) }
            if let tabs = node.tabs { fields["tabs"] = .array(tabs.map(JSONValue.string)) }
            if let rows = node.sidebarRows { fields["sidebarRows"] = .integer(rows) }
            return .object(fields)
        }
        let platforms: [JSONValue] = sections.map { section in
            .object(["platform": section.platform.map { .string($0.rawValue) } ?? .null,
                     "scenes": .array(section.scenes.map(encoded)), "unplaced": .array(section.unplaced.map(encoded))])
        }
        return JSONValue.object(["version": .integer(1), "platforms": .array(platforms), "holes": .array(holes.map(hole))]).text
    }

    /// "file:line".
    static func place(_ anchor: SourceAnchor) -> String {
        "\(anchor.file):\(anchor.start.line)"
    }

    static func line(_ hole: Hole) -> String {
        "not read: \(hole.reason)  \(place(hole.anchor))"
    }
}

extension NavigationMap.Node {
    /// How the node is shown, in words: "sheet", "column (sidebar)", "tab \"Inbox\"".
    var shownAs: String {
        let word: String = switch kind {
        case .scene: isScreen ? "window" : "scene"
        case .column: "column"
        case .tab: "tab"
        case .pushed: "pushed"
        case .sheet: "sheet"
        case .fullScreenCover: "full-screen cover"
        case .popover: "popover"
        case .alert: "alert"
        case .inspector: "inspector"
        case .modalWindow: "modal window"
        case .contained: "part"
        }
        // A scene's name is said on the scene's node.
        guard let label, kind != .scene else { return word }
        return kind == .tab ? "\(word) \"\(label)\"" : "\(word) (\(label))"
    }

    /// "sheet AddItemForm", "scene WindowGroup": how the node is shown (when `placed`) and its name.
    func heading(placed: Bool = true) -> String {
        isScreen || kind != .scene ? (placed ? shownAs + " " : "") + name : "scene \(name)"
    }

    /// "sheet AddItemForm \"New Item\", toolbar 2 items (Cancel, Add), 1 finding": the node
    /// without its place (and, not `placed`, without how it is shown).
    func summary(placed: Bool = true) -> String {
        guard isScreen || kind != .scene else { return heading(placed: placed) }
        var parts = [heading(placed: placed) + (title.map { " \"\($0)\"" } ?? "")]
        if !isScreen { parts.append("not read") }
        if !toolbarItems.isEmpty {
            parts.append("toolbar \(toolbarItems.count) item\(toolbarItems.count == 1 ? "" : "s") (\(toolbarItems.joined(separator: ", ")))")
        }
        if let tabs { parts.append("tab bar of \(tabs.count) tab\(tabs.count == 1 ? "" : "s") (\(tabs.joined(separator: ", ")))") }
        if let sidebarRows { parts.append("sidebar of \(sidebarRows) row\(sidebarRows == 1 ? "" : "s")") }
        if isScreen { parts.append("\(findings) finding\(findings == 1 ? "" : "s")") }
        return parts.joined(separator: ", ")
    }
}
