/// `hig-lint map`'s diagrams: a Mermaid `flowchart` and a Graphviz `digraph`, one box per
/// node, an arrow labelled with how each node is shown, a dashed box per place not read.
extension NavigationMap {
    /// One box or arrow of a diagram, in the order they are drawn.
    private enum Element {
        /// A box: its id, its text's lines, and whether it is a place not read.
        case box(id: String, lines: [String], isHole: Bool)
        case arrow(from: String, to: String, label: String?, dashed: Bool)
        case group(id: String, title: String, [Element])
    }

    /// The map's boxes and arrows, grouped by platform (and its unplaced screens).
    private var elements: [Element] {
        var count = 0
        func id() -> String { count += 1; return "n\(count)" }
        func draw(_ node: Node, placed: Bool, into elements: inout [Element]) -> String {
            let me = id()
            elements.append(.box(id: me, lines: [node.summary(placed: placed)] + [Self.place(node.anchor)], isHole: false))
            for hole in node.holes {
                let box = id()
                elements.append(.box(id: box, lines: ["not read: " + hole.reason, Self.place(hole.anchor)], isHole: true))
                elements.append(.arrow(from: me, to: box, label: nil, dashed: true))
            }
            for child in node.children {
                let shown = draw(child, placed: true, into: &elements)
                elements.append(.arrow(from: me, to: shown, label: child.shownAs, dashed: false))
            }
            return me
        }
        var groups: [Element] = sections.map { section in
            var inside: [Element] = []
            for scene in section.scenes { _ = draw(scene, placed: true, into: &inside) }
            if !section.unplaced.isEmpty {
                var unplaced: [Element] = []
                for node in section.unplaced { _ = draw(node, placed: false, into: &unplaced) }
                inside.append(.group(id: id(), title: "unplaced", unplaced))
            }
            return .group(id: id(), title: section.platform?.rawValue ?? "any platform", inside)
        }
        if !holes.isEmpty {
            groups.append(.group(id: id(), title: "not read, in no screen", holes.map { .box(id: id(), lines: ["not read: " + $0.reason, Self.place($0.anchor)], isHole: true) }))
        }
        return groups
    }

    /// The map as a Mermaid flowchart.
    public var mermaid: String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "#amp;").replacingOccurrences(of: "\"", with: "#quot;")
                .replacingOccurrences(of: "<", with: "#lt;").replacingOccurrences(of: ">", with: "#gt;")
        }
        var lines = ["flowchart TD"]
        func add(_ element: Element, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            switch element {
            case .box(let id, let text, let isHole):
                let label = "\"" + text.map(escaped).joined(separator: "<br/>") + "\""
                lines.append(indent + id + (isHole ? "[/" + label + "/]" : "[" + label + "]"))
            case .arrow(let from, let to, let label, let dashed):
                lines.append(indent + from + (dashed ? " -.-> " : " -->") + (label.map { "|\"\(escaped($0))\"| " } ?? (dashed ? "" : " ")) + to)
            case .group(let id, let title, let inside):
                lines.append(indent + "subgraph \(id) [\"\(escaped(title))\"]")
                inside.forEach { add($0, depth: depth + 1) }
                lines.append(indent + "end")
            }
        }
        elements.forEach { add($0, depth: 1) }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The map as a Graphviz digraph.
    public var dot: String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n") + "\""
        }
        var lines = ["digraph map {", "  rankdir=LR;", "  node [shape=box];"]
        func add(_ element: Element, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            switch element {
            case .box(let id, let text, let isHole):
                lines.append(indent + "\(id) [label=\(quoted(text.joined(separator: "\n")))\(isHole ? ", style=dashed, shape=note" : "")];")
            case .arrow(let from, let to, let label, let dashed):
                let attributes = [label.map { "label=\(quoted($0))" }, dashed ? "style=dashed" : nil].compactMap { $0 }
                lines.append(indent + "\(from) -> \(to)" + (attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]") + ";")
            case .group(let id, let title, let inside):
                lines.append(indent + "subgraph cluster_\(id) {")
                lines.append(indent + "  label=\(quoted(title));")
                inside.forEach { add($0, depth: depth + 1) }
                lines.append(indent + "}")
            }
        }
        elements.forEach { add($0, depth: 1) }
        return (lines + ["}"]).map { $0 + "\n" }.joined()
    }
}
