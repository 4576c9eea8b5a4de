/// The app's navigation map (`hig-lint map`), per platform: its scenes, and under each the
/// screens it shows as windows, split-view columns, tabs, pushed screens and presentations, each
/// with its title, toolbar items, findings and place; and the places hig-lint did not read,
/// where they lie, so that the map is also what the run covered. Built from what the front ends
/// already produced: the run's descriptions, its findings, and the navigation graphs of its front
/// ends. A screen the graphs do not reach from a scene is listed as unplaced, not guessed.
public struct NavigationMap: Sendable {
    /// A place hig-lint did not read (a not-understood note), and why.
    public struct Hole: Sendable, Hashable {
        public var reason: String
        public var anchor: SourceAnchor
    }

    /// A scene, or a screen (a description) shown the way `kind` says.
    public struct Node: Sendable {
        /// The view's name (its type), or the scene's ("WindowGroup").
        public var name: String
        public var kind: NavigationGraph.Kind
        /// The scene's or column's name, where there is one.
        public var label: String?
        /// Whether the node is a description hig-lint read (false for a scene, or a view only
        /// holes are known of).
        public var isScreen: Bool
        public var title: String?
        /// The labels of the toolbar's controls (a symbol's name when one has no label): no spaces, no title menu.
        public var toolbarItems: [String] = []
        /// The tab bar's tabs' titles, when the screen has a tab bar.
        public var tabs: [String]?
        /// How many rows the sidebar has, when the screen has one.
        public var sidebarRows: Int?
        public var findings = 0
        public var anchor: SourceAnchor
        public var holes: [Hole] = []
        public var children: [Node] = []
    }

    /// What one platform's map holds; `platform` is nil for descriptions that name none.
    public struct Section: Sendable {
        public var platform: Platform?
        public var scenes: [Node] = []
        /// Screens read on this platform that no scene reaches.
        public var unplaced: [Node] = []
    }

    public var sections: [Section] = []
    /// Places not read that lie in no screen of the map.
    public var holes: [Hole] = []

    /// The map of `descriptions` (a run's, carriers of notes included) on `graph`, each screen
    /// with the `findings` it holds.
    public init(descriptions: [Description], findings: [Finding], graph: NavigationGraph) {
        let screens = descriptions.indices.filter { descriptions[$0].document != nil }
        let counts = Self.findingCounts(findings, descriptions: descriptions, screens: screens)
        var byNode: [String: [Int]] = [:]
        for index in screens {
            if let node = graph.node(descriptions[index].anchors.object) { byNode[node, default: []].append(index) }
        }
        // Notes of a screen stay with it; notes of a carrier go to the node their place lies in.
        var loose: [(node: String?, hole: Hole)] = []
        for description in descriptions where description.document == nil {
            for note in description.notUnderstood {
                loose.append((graph.node(note.anchor), Hole(reason: note.message, anchor: note.anchor)))
            }
        }
        let holesByNode = Dictionary(grouping: loose.filter { $0.node != nil }, by: { $0.node! }).mapValues { $0.map(\.hole) }
        var placedHoles = Set<Hole>()
        let linksBySource = Dictionary(grouping: graph.links, by: \.source)
        let parents = Dictionary(grouping: graph.links, by: \.target).mapValues { Set($0.map(\.source)) }
        let platforms = Set(screens.flatMap { descriptions[$0].platforms })
        var keys: [Platform?] = platforms.sorted()
        if screens.contains(where: { descriptions[$0].platforms.isEmpty }) { keys.append(nil) }
        for platform in keys {
            func here(_ index: Int) -> Bool {
                platform.map(descriptions[index].platforms.contains) ?? descriptions[index].platforms.isEmpty
            }
            func runsHere(_ link: NavigationGraph.Link) -> Bool { platform.map(link.platforms.contains) ?? true }
            func screen(_ index: Int, kind: NavigationGraph.Kind, label: String?) -> Node {
                let description = descriptions[index]
                var node = Node(name: description.sourceName ?? Self.fileName(description.anchors.object.file), kind: kind, label: label, isScreen: true,
                                title: description.titles.first?.text, anchor: description.anchors.object)
                node.toolbarItems = (description.toolbar?.items ?? []).filter(\.isControl).map {
                    $0.label ?? $0.symbol ?? $0.image ?? $0.role?.rawValue ?? $0.kind?.rawValue ?? "item"
                }
                node.tabs = description.tabBar.map { $0.tabs.map { $0.title ?? $0.role?.rawValue ?? $0.symbol ?? "tab" } }
                node.sidebarRows = description.sidebar.map { $0.items.count }
                node.findings = counts[index].map { platform == nil ? $0.total : $0.on[platform!] ?? 0 } ?? 0
                node.holes = Self.unique(description.notUnderstood.map { Hole(reason: $0.message, anchor: $0.anchor) })
                return node
            }
            var section = Section(platform: platform)
            var placed = Set<Int>(), visited = Set<String>(), attached = Set<Hole>()
            /// The map nodes of a graph node reached by `link`, and of what it shows; a view with
            /// no description and no holes passes what it shows up, shown the way it is.
            func visit(_ name: String, kind: NavigationGraph.Kind, label: String?, via anchor: SourceAnchor) -> [Node] {
                guard visited.insert(name).inserted else { return [] }
                // The view's first screen is shown as the link says; its others are parts of it.
                var nodes = (byNode[name] ?? []).filter { here($0) && !placed.contains($0) }.enumerated().map { position, index in
                    placed.insert(index)
                    return position == 0 ? screen(index, kind: kind, label: label) : screen(index, kind: .contained, label: nil)
                }
                let holes = holesByNode[name] ?? []
                if nodes.isEmpty && !holes.isEmpty {
                    nodes = [Node(name: name.split(separator: ".").first.map(String.init) ?? name, kind: kind, label: label, isScreen: false, anchor: anchor)]
                }
                if !nodes.isEmpty {
                    nodes[0].holes = Self.unique(nodes[0].holes + holes)
                    attached.formUnion(holes)
                }
                let shown = (linksBySource[name] ?? []).filter(runsHere).sorted { Self.order($0.anchor, $1.anchor) }.flatMap { link in
                    let inherits = link.kind == .contained && nodes.isEmpty
                    return visit(link.target, kind: inherits ? kind : link.kind, label: inherits ? label : link.label, via: link.anchor)
                }
                if nodes.isEmpty { return shown }
                nodes[0].children = shown
                return nodes
            }
            for link in graph.links.filter({ $0.kind == .scene && runsHere($0) }).sorted(by: { Self.order($0.anchor, $1.anchor) }) {
                var scene = Node(name: link.label ?? "scene", kind: .scene, isScreen: false, anchor: link.anchor)
                scene.children = visit(link.target, kind: .scene, label: link.label, via: link.anchor)
                section.scenes.append(scene)
            }
            let unplaced = screens.filter { here($0) && !placed.contains($0) }
            section.unplaced = unplaced.map { screen($0, kind: .contained, label: nil) }
            // A place not read in no placed view goes to the first unplaced screen of its view, or
            // of a view next to it on the graph (shown by the same node, or showing it).
            for (node, holes) in holesByNode.sorted(by: { $0.key < $1.key }) where !holes.allSatisfy(attached.contains) {
                guard let position = unplaced.firstIndex(where: { index in
                    graph.node(descriptions[index].anchors.object).map { Self.related($0, node, parents: parents) } == true
                }) else { continue }
                section.unplaced[position].holes = Self.unique(section.unplaced[position].holes + holes)
                attached.formUnion(holes)
            }
            sections.append(section)
            placedHoles.formUnion(attached)
        }
        holes = Self.unique(loose.map(\.hole).filter { !placedHoles.contains($0) })
    }

    /// Whether two nodes of the graph are one, or one shows the other, or one node shows both.
    private static func related(_ one: String, _ other: String, parents: [String: Set<String>]) -> Bool {
        let (above, aboveOther) = (parents[one] ?? [], parents[other] ?? [])
        return one == other || above.contains(other) || aboveOther.contains(one) || !above.isDisjoint(with: aboveOther)
    }

    /// Each screen's findings, in all and per platform: a finding belongs to the screens of its
    /// file that hold its place most closely (`SourceAnchor.closeness`) on a platform it was
    /// found on; in a file of one screen (a description file, or a controller read once per
    /// platform, iPhone and iPad), to that screen.
    private static func findingCounts(_ findings: [Finding], descriptions: [Description], screens: [Int]) -> [Int: (total: Int, on: [Platform: Int])] {
        let byFile = Dictionary(grouping: screens, by: { descriptions[$0].anchors.object.file })
        var counts: [Int: (total: Int, on: [Platform: Int])] = [:]
        for finding in findings {
            let candidates = (byFile[finding.anchor.file] ?? []).filter { index in
                finding.platforms.isEmpty || descriptions[index].platforms.isEmpty || descriptions[index].platforms.contains(where: finding.platforms.contains)
            }
            let ranked = candidates.compactMap { index in descriptions[index].anchors.object.closeness(holding: finding.anchor).map { (index, $0) } }
            var holders = ranked.filter { $0.1 == ranked.map(\.1).min(by: { $0.lexicographicallyPrecedes($1) }) }.map(\.0)
            if holders.isEmpty, Set(candidates.map { descriptions[$0].anchors.object }).count == 1 { holders = candidates }
            for index in holders {
                counts[index, default: (0, [:])].total += 1
                for platform in finding.platforms.isEmpty ? descriptions[index].platforms : finding.platforms {
                    counts[index]!.on[platform, default: 0] += 1
                }
            }
        }
        return counts
    }

    static func order(_ lhs: SourceAnchor, _ rhs: SourceAnchor) -> Bool {
        (lhs.file, lhs.start.line, lhs.start.column) < (rhs.file, rhs.start.line, rhs.start.column)
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    static func unique(_ holes: [Hole]) -> [Hole] {
        var seen = Set<Hole>()
        return holes.filter { seen.insert($0).inserted }
    }
}
